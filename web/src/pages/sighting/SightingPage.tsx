// /sighting/:id: the full sighting (spec section 2): large photo or video, species and category, the author
// with a follow button, when and where with a map, the field details, the camera data, credits, likes,
// views, bookmark, share, delete for the author, and the comments open below.
import type { SightingDetail } from '@common/schemas/sightings';
import { Eye, Lock, SearchX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { FollowButton } from '../../features/follows/FollowButton';
import { QualityBadge } from '../../features/identifications/QualityBadge';
import { useCurrentLanguage } from '../../features/language/current-language';
import { FlagSightingButton, UnderReviewNotice } from '../../features/moderation/FlagSightingButton';
import { MemberAvatar } from '../../features/profiles/MemberAvatar';
import { useProfile } from '../../features/profiles/use-profile';
import { isSameMember } from '../../features/sightings/author';
import { DeleteSightingButton } from '../../features/sightings/DeleteSightingButton';
import { PhotoCredit } from '../../features/sightings/PhotoCredit';
import { BookmarkButton, LikeButton } from '../../features/sightings/SightingButtons';
import { linkedSpeciesNames } from '../../features/sightings/species-names';
import { useDocumentTitle } from '../../features/sightings/use-document-title';
import { useRecordedViews, useSighting } from '../../features/sightings/use-sighting';
import { ApiError } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';
import { PositionPrivacy } from './PositionPrivacy';
import { RelatedSightingsWhenVisible } from './RelatedSightingsWhenVisible';
import { ShareButton } from './ShareButton';
import { CameraData, FieldDetails, WhenAndWhere } from './SightingFacts';
import { SightingHero } from './SightingHero';

// Below the photo and its buttons: the panel's code (thread, replies, form) loads after the page's own.
const IdentificationsPanel = lazy(() =>
  import('../../features/identifications/IdentificationsPanel').then((m) => ({
    default: m.IdentificationsPanel,
  })),
);
const CommentsPanel = lazy(() =>
  import('../../features/comments/CommentsPanel').then((m) => ({ default: m.CommentsPanel })),
);

/** The id from the URL, or null when it cannot name a sighting (so no request is made). */
export function parseSightingId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export default function SightingPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = parseSightingId(params.id);
  const query = useSighting(id);
  useDocumentTitle(query.data?.speciesName);

  if (id === null || (query.error instanceof ApiError && query.error.status === 404))
    return <SightingNotFound />;
  if (query.isPending) return <SightingSkeleton />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-lg font-medium">{t('common.errorOccurred')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  return <SightingView sighting={query.data} />;
}

function SightingView({ sighting }: { sighting: SightingDetail }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const isAuthor = isSameMember(user?.id, sighting.userId);
  const authorId = Number(sighting.userId);
  // Whether the viewer follows the author comes with the author's profile; visitors and authors need not ask.
  const author = useProfile(user && !isAuthor ? authorId : null);

  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-6">
        <SightingHero sighting={sighting} />
        <PhotoCredit sighting={sighting} className="text-sm" />

        <div className="flex flex-wrap items-center gap-1 border-y border-stone-200 py-2">
          <LikeButton sighting={sighting} size="default" />
          <SightingViews sighting={sighting} />
          <BookmarkButton sighting={sighting} showLabel />
          {/* Only its author sees a private sighting: a link to it would open for nobody else. */}
          {sighting.isPublic ? (
            <ShareButton title={sighting.speciesName} path={`/sighting/${sighting.id}`} />
          ) : (
            <span className="inline-flex items-center gap-1.5 px-3 text-sm text-stone-700">
              <Lock className="size-4" aria-hidden />
              {t('sightingPage.privateHint')}
            </span>
          )}
          {user && !isAuthor && <FlagSightingButton sightingId={sighting.id} />}
          {isAuthor && (
            <div className="ms-auto">
              <DeleteSightingButton sighting={sighting} onDeleted={() => navigate('/explore')} />
            </div>
          )}
        </div>
        {isAuthor && !sighting.isPublic && <UnderReviewNotice sightingId={sighting.id} />}

        {sighting.description && (
          <section>
            <h2 className="sr-only">{t('sightingPage.description')}</h2>
            <p dir="auto" className="whitespace-pre-line text-base leading-relaxed text-stone-800">
              {sighting.description}
            </p>
          </section>
        )}

        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <Suspense fallback={null}>
            <IdentificationsPanel
              sightingId={sighting.id}
              authorId={authorId}
              isPublic={sighting.isPublic}
              category={sighting.category}
            />
          </Suspense>
        </div>

        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <Suspense fallback={null}>
            <CommentsPanel sightingId={sighting.id} headingLevel="h2" />
          </Suspense>
        </div>
      </div>

      <aside className="grid content-start gap-4">
        <header>
          <div className="flex flex-wrap items-center gap-2">
            {sighting.category && (
              <Badge>{t(`categories.names.${sighting.category}`, { defaultValue: sighting.category })}</Badge>
            )}
            {sighting.isCurated && <Badge variant="accent">{t('sightings.curated')}</Badge>}
            <QualityBadge grade={sighting.qualityGrade} />
            {!sighting.isPublic && <Badge variant="outline">{t('sightingPage.private')}</Badge>}
          </div>
          <SpeciesHeading sighting={sighting} />
          <p className="mt-1 text-sm text-stone-600">
            {t('sightingPage.posted', { date: formatDate(sighting.createdAt, language) })}
          </p>
        </header>

        <div className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-3">
          <MemberAvatar
            username={sighting.user.username}
            imageUrl={sighting.user.profileImageUrl}
            size="md"
          />
          <div className="min-w-0 flex-1">
            <p className="text-xs text-stone-600">{t('sightingPage.observedBy')}</p>
            <Link
              to={`/profile/${sighting.userId}`}
              dir="auto"
              className="block truncate font-semibold text-stone-900 hover:text-brand-800 hover:underline"
            >
              {sighting.photographer}
            </Link>
          </div>
          {!isAuthor && (
            <FollowButton
              userId={authorId}
              username={sighting.photographer}
              followedByMe={author.data?.followedByMe ?? false}
              size="sm"
            />
          )}
        </div>

        <WhenAndWhere sighting={sighting} />
        <PositionPrivacy sighting={sighting} isAuthor={isAuthor} />
        <FieldDetails sighting={sighting} />
        <CameraData sighting={sighting} />
      </aside>

      <div className="lg:col-span-2">
        <RelatedSightingsWhenVisible key={sighting.id} sighting={sighting} />
      </div>
    </article>
  );
}

/**
 * The name the member wrote, a link to the species' page when the sighting is linked to a catalogue species, with
 * the catalogue's name in the reader's language and the scientific name beneath when they say something more.
 */
function SpeciesHeading({ sighting }: { sighting: SightingDetail }) {
  const names = linkedSpeciesNames(sighting);
  return (
    <>
      <h1 dir="auto" className="mt-2 text-3xl font-bold text-stone-900">
        {names ? (
          <Link to={names.path} className="hover:text-brand-800 hover:underline">
            {sighting.speciesName}
          </Link>
        ) : (
          sighting.speciesName
        )}
      </h1>
      {names && (names.commonName || names.scientificName) && (
        <p className="mt-1 text-lg text-stone-700">
          {names.commonName && <span dir="auto">{names.commonName}</span>}
          {names.commonName && names.scientificName && <span aria-hidden> · </span>}
          {names.scientificName && <i lang="la">{names.scientificName}</i>}
        </p>
      )}
    </>
  );
}

/** The views, counting this one: drawn with the sighting, so a missing sighting (404) is no view. */
function SightingViews({ sighting }: { sighting: Pick<SightingDetail, 'id' | 'views'> }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const views = useRecordedViews(sighting.id, sighting.views);
  return (
    <span className="inline-flex items-center gap-1.5 px-3 text-sm text-stone-700">
      <Eye className="size-4" aria-hidden />
      {t('sightingPage.views', { count: views, formatted: formatNumber(views, language) })}
    </span>
  );
}

function SightingNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('sightingPage.notFoundTitle'));
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <SearchX className="mx-auto size-12 text-stone-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t('sightingPage.notFoundTitle')}</h1>
      <p className="mt-2 text-stone-700">{t('sightingPage.notFoundDescription')}</p>
      <Button asChild className="mt-6">
        <Link to="/explore">{t('sightingPage.backToExplore')}</Link>
      </Button>
    </div>
  );
}

function SightingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[2fr_1fr]" aria-busy="true">
      <p role="status" className="sr-only">
        {t('common.loading')}
      </p>
      <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
      <div className="space-y-3">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    </div>
  );
}

// One sighting in a list (spec section 2, "Sighting card"): thumbnail with a full-screen viewer, species (the
// heading links to the sighting; a catalogue species' names link to its page on their own line, so no link sits
// inside another), author, date, short location with its details dialog, 'Curated' badge, description and credits, and the
// buttons Comment (the comments expand inline), Like, Bookmark and, for the author only, Delete.

import { placeLabel } from '@common/place-label';
import type { Sighting } from '@common/schemas/sightings';
import { MessageCircle, Play } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { formatDate, formatNumber } from '../../lib/format';
import { useCurrentUser } from '../auth/use-current-user';
import { categoryMark } from '../categories/category-mark';
import { countComments, useComments } from '../comments/use-comment-list';
import { QualityBadge } from '../identifications/QualityBadge';
import { useCurrentLanguage } from '../language/current-language';
import { isSameMember } from './author';
import { LocationDetailsDialog } from './LocationDetailsDialog';
import { PhotoCredit } from './PhotoCredit';
import { BookmarkButton, LikeButton } from './SightingButtons';
import { SightingImage } from './SightingImage';
import { linkedSpeciesNames } from './species-names';

// Both load on first use, so lists that nobody opens carry neither.
const MediaViewer = lazy(() => import('./MediaViewer'));
const CommentsPanel = lazy(() => import('../comments/CommentsPanel'));
// Only the author's own cards have it, so its code (and its confirmation dialog's) stays out of the lists' first
// load; it sits at the end of the row, which the other buttons already size, so its arrival moves nothing.
const DeleteSightingButton = lazy(() =>
  import('./DeleteSightingButton').then((m) => ({ default: m.DeleteSightingButton })),
);

const THUMBNAIL_PX = 80;

export function SightingCard({ sighting }: { sighting: Sighting }) {
  const { t } = useTranslation();
  const [viewerOpen, setViewerOpen] = useState(false);
  const language = useCurrentLanguage();
  // The member's own words, else the place worked out from the coordinates.
  const location = sighting.location?.trim() ? sighting.location : placeLabel(sighting.place, language);

  return (
    <article className="flex h-full flex-col rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="flex flex-1 gap-4 p-4">
        <Thumbnail sighting={sighting} onOpen={() => setViewerOpen(true)} />

        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 text-base font-semibold leading-snug">
              <Link
                to={`/sighting/${sighting.id}`}
                dir="auto"
                className="text-stone-900 hover:text-brand-800 hover:underline"
              >
                {sighting.speciesName}
              </Link>
            </h3>
            {sighting.isCurated && <Badge>{t('sightings.curated')}</Badge>}
            <QualityBadge grade={sighting.qualityGrade} onlyResearch />
          </div>

          <SpeciesLine sighting={sighting} />

          <p className="mt-0.5 text-sm text-stone-600">
            <AuthorLine name={sighting.photographer} userId={sighting.userId} />
            <span aria-hidden> · </span>
            <time dateTime={sighting.createdAt}>{formatDate(sighting.createdAt, language)}</time>
          </p>

          {location && (
            <div className="mt-1">
              <LocationDetailsDialog sighting={{ ...sighting, location }} />
            </div>
          )}

          {sighting.description && (
            <p dir="auto" className="mt-2 line-clamp-2 text-sm text-stone-700">
              {sighting.description}
            </p>
          )}

          <PhotoCredit sighting={sighting} className="mt-2 text-xs" />
        </div>
      </div>

      <CardActions sighting={sighting} />

      {viewerOpen && (
        <Suspense fallback={null}>
          <MediaViewer sighting={sighting} onClose={() => setViewerOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}

function CardActions({ sighting }: { sighting: Sighting }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { user } = useCurrentUser();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const panelId = useId();
  // Watches the comments cache without fetching: once the panel has loaded them, the count follows them.
  const comments = useComments(sighting.id, { enabled: false });
  const commentCount = comments.data ? countComments(comments.data) : sighting.commentCount;

  return (
    <>
      <div className="flex flex-wrap items-center gap-1 border-t border-stone-100 px-2 py-1.5">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={commentsOpen}
          aria-controls={panelId}
          aria-label={t('sightings.commentButton', { count: commentCount })}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <MessageCircle aria-hidden />
          <span aria-hidden>{t('sightings.comment')}</span>
          <span aria-hidden className="tabular-nums">
            {formatNumber(commentCount, language)}
          </span>
        </Button>
        <LikeButton sighting={sighting} />
        <BookmarkButton sighting={sighting} />
        {isSameMember(user?.id, sighting.userId) && (
          <div className="ms-auto">
            <Suspense fallback={null}>
              <DeleteSightingButton sighting={sighting} />
            </Suspense>
          </div>
        )}
      </div>
      {commentsOpen && (
        <div id={panelId} className="border-t border-stone-100 p-4">
          <Suspense fallback={<Spinner />}>
            <CommentsPanel sightingId={sighting.id} />
          </Suspense>
        </div>
      )}
    </>
  );
}

/**
 * The catalogue species of a linked sighting, in the reader's language, as a link to its page; nothing for a
 * free-text name. Its own line under the heading, whose link goes to the sighting.
 */
function SpeciesLine({ sighting }: { sighting: Sighting }) {
  const { t } = useTranslation();
  const names = linkedSpeciesNames(sighting);
  if (!names || !sighting.species) return null;
  // The written name may be the catalogue's own: the link then shows the scientific name.
  const scientific = names.scientificName ?? (names.commonName ? null : sighting.species.scientificName);
  return (
    <p className="mt-0.5 text-sm break-words">
      <Link to={names.path} className="text-brand-800 hover:underline">
        <span className="sr-only">{t('sightings.speciesPage')} </span>
        {names.commonName && <span dir="auto">{names.commonName}</span>}
        {names.commonName && scientific && <span aria-hidden> · </span>}
        {scientific && <i lang="la">{scientific}</i>}
      </Link>
    </p>
  );
}

/** Marks where the author's name goes, so translations can place it anywhere in the sentence. */
const NAME_SLOT = '\u2063';

/** "by {{name}}" with the name as a link to the author's profile, without pulling in <Trans>. */
function AuthorLine({ name, userId }: { name: string; userId: number }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('sightings.byAuthor', { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <>
      {before}
      <Link to={`/profile/${userId}`} dir="auto" className="font-medium text-brand-800 hover:underline">
        {name}
      </Link>
      {after}
    </>
  );
}

function Thumbnail({ sighting, onOpen }: { sighting: Sighting; onOpen: () => void }) {
  const { t } = useTranslation();
  const isVideo = sighting.mediaType === 'video';
  const hasMedia =
    Boolean(sighting.photoUrl) || Boolean(sighting.media) || (isVideo && Boolean(sighting.videoUrl));
  const box = 'relative size-20 shrink-0 overflow-hidden rounded-lg';

  if (!hasMedia) {
    // A report without media: its category's emoji, not an empty frame announcing 'No image'.
    const mark = categoryMark(sighting.category);
    return (
      <div
        aria-hidden
        data-testid="no-media-mark"
        className={`${box} flex items-center justify-center bg-gradient-to-br text-3xl ${mark.gradient}`}
      >
        {mark.emoji}
      </div>
    );
  }

  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t(isVideo ? 'sightings.openVideo' : 'sightings.openViewer', {
        species: sighting.speciesName,
      })}
      className={`${box} bg-stone-800`}
    >
      {sighting.photoUrl || sighting.media ? (
        <SightingImage
          sighting={sighting}
          square={THUMBNAIL_PX}
          sizes={`${THUMBNAIL_PX}px`}
          className="size-full object-cover"
          fallbackClassName="size-full"
        />
      ) : null}
      {isVideo && (
        <span
          data-testid="video-overlay"
          className="absolute inset-0 flex items-center justify-center bg-black/30 text-white"
        >
          <Play className="size-7 fill-white" aria-hidden />
        </span>
      )}
    </button>
  );
}

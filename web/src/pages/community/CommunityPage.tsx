// /community: for members, the social feed (sightings of the members they follow), with members to follow
// when it is empty; for visitors, the newest community sightings and an invitation to join.
import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { FollowButton } from '../../features/follows/FollowButton';
import { OpenRequestsPanel } from '../../features/identifications/OpenRequestsPanel';
import { useCurrentLanguage } from '../../features/language/current-language';
import { MemberAvatar } from '../../features/profiles/MemberAvatar';
import { useProfile } from '../../features/profiles/use-profile';
import { sightingKeys } from '../../features/sightings/keys';
import { SightingGrid } from '../../features/sightings/SightingGrid';
import { useDocumentTitle } from '../../features/sightings/use-document-title';
import { useFeedPages, useSightingPages } from '../../features/sightings/use-sighting-pages';
import { useSightings } from '../../features/sightings/use-sightings';
import { formatNumber } from '../../lib/format';
import { type ActiveMember, activeMembers } from './active-members';

/** How many of the newest sightings the suggestions are drawn from. */
const SUGGESTION_SAMPLE = 50;

export default function CommunityPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  useDocumentTitle(t('community.title'));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold text-stone-900">{t('community.title')}</h1>
      <p className="mt-2 text-stone-700">{user ? t('community.feedSubtitle') : t('community.subtitle')}</p>
      <div className="mt-8">{isLoading ? <PageSpinner /> : user ? <MemberFeed /> : <VisitorView />}</div>
      <div className="mt-10">
        <OpenRequestsPanel />
      </div>
    </div>
  );
}

function MemberFeed() {
  const { t } = useTranslation();
  const feed = useFeedPages();
  return (
    <SightingGrid
      query={feed}
      label={t('community.feedLabel')}
      empty={
        <div className="grid gap-6">
          <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center">
            <Users className="mx-auto size-10 text-stone-500" aria-hidden />
            <h2 className="mt-4 text-xl font-semibold">{t('community.emptyTitle')}</h2>
            <p className="mx-auto mt-2 max-w-md text-stone-700">{t('community.emptyDescription')}</p>
          </div>
          <SuggestedMembers />
        </div>
      }
    />
  );
}

function SuggestedMembers() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const newest = useSightings({ limit: SUGGESTION_SAMPLE, sort: 'newest' });
  const members = activeMembers(newest.data ?? [], user?.id ?? null);
  if (newest.isPending || members.length === 0) return null;

  return (
    <section aria-labelledby="suggested-heading">
      <h2 id="suggested-heading" className="text-xl font-semibold">
        {t('community.suggestedTitle')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <SuggestedMember key={member.user.id} member={member} />
        ))}
      </ul>
    </section>
  );
}

function SuggestedMember({ member }: { member: ActiveMember }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const queryClient = useQueryClient();
  // The profile says whether the viewer already follows them, and follows update it.
  const profile = useProfile(member.user.id);
  const following = profile.data?.followedByMe ?? false;
  useEffect(() => {
    // A new follow brings their sightings into the feed.
    if (following) void queryClient.invalidateQueries({ queryKey: sightingKeys.feedAll });
  }, [following, queryClient]);

  return (
    <li className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-3">
      <MemberAvatar username={member.user.username} imageUrl={member.user.profileImageUrl} size="md" />
      <div className="min-w-0 flex-1">
        <Link
          to={`/profile/${member.user.id}`}
          dir="auto"
          className="block truncate font-semibold text-stone-900 hover:text-brand-800 hover:underline"
        >
          {member.name}
        </Link>
        <p className="text-sm text-stone-600">
          {t('community.recentSightings', {
            count: member.sightings,
            formatted: formatNumber(member.sightings, language),
          })}
        </p>
      </div>
      <FollowButton userId={member.user.id} username={member.name} followedByMe={following} size="sm" />
    </li>
  );
}

function VisitorView() {
  const { t } = useTranslation();
  const newest = useSightingPages({ sort: 'newest' });
  return (
    <div className="grid gap-8">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center">
        <div className="flex-1">
          <h2 className="text-xl font-semibold text-brand-900">{t('community.joinTitle')}</h2>
          <p className="mt-1 text-stone-700">{t('community.joinDescription')}</p>
        </div>
        <div className="flex gap-2">
          <Button asChild>
            <Link to="/register">{t('community.join')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/login?returnUrl=%2Fcommunity">{t('community.signIn')}</Link>
          </Button>
        </div>
      </div>
      <section aria-labelledby="newest-heading">
        <h2 id="newest-heading" className="mb-4 text-xl font-semibold">
          {t('community.newestTitle')}
        </h2>
        <SightingGrid
          query={newest}
          label={t('community.newestTitle')}
          empty={<p className="text-stone-700">{t('common.noResults')}</p>}
        />
      </section>
    </div>
  );
}

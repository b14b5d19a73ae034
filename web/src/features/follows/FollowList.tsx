// A member's followers or the members they follow, paged, each with a follow button for the viewer.
import type { FollowListEntry } from '@common/schemas/social';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { LoadMore } from '../profiles/LoadMore';
import { MemberAvatar } from '../profiles/MemberAvatar';
import { usePagedList } from '../profiles/paged';
import { TierBadge } from '../profiles/TierBadge';
import { FollowButton } from './FollowButton';
import { type FollowListKind, followKeys } from './keys';

export function FollowList({ userId, kind }: { userId: number; kind: FollowListKind }) {
  const { t } = useTranslation();
  const list = usePagedList<FollowListEntry>(followKeys.list(userId, kind), `/api/users/${userId}/${kind}`);

  if (list.isPending) {
    return (
      <ul className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex items-center gap-3">
            <Skeleton className="size-12 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </li>
        ))}
      </ul>
    );
  }
  if (list.isError) {
    return (
      <p role="alert" className="text-stone-700">
        {errorMessage(list.error, t('follows.loadFailed'))}
      </p>
    );
  }
  if (list.items.length === 0) {
    return <p className="py-8 text-center text-stone-600">{t(`follows.empty.${kind}`)}</p>;
  }

  return (
    <>
      <ul className="grid gap-2">
        {list.items.map((member) => (
          <li
            key={member.id}
            className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
          >
            <MemberAvatar username={member.username} imageUrl={member.profileImageUrl} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/profile/${member.id}`}
                  dir="auto"
                  className="truncate font-semibold text-stone-900 hover:text-brand-800 hover:underline"
                >
                  {member.username}
                </Link>
                <TierBadge tier={member.subscriptionTier} />
              </p>
              {member.bio && (
                <p dir="auto" className="line-clamp-1 text-sm text-stone-600">
                  {member.bio}
                </p>
              )}
            </div>
            <FollowButton
              userId={member.id}
              username={member.username}
              followedByMe={member.followedByMe}
              size="sm"
            />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
      />
    </>
  );
}

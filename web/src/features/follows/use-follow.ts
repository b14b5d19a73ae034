// Follow and unfollow, optimistically: the button, the member's follower count and any follower/following
// list showing them change at once, and go back if the server refuses.
import type { Profile } from '@common/schemas/profiles';
import type { FollowListEntry, FollowState } from '@common/schemas/social';
import { type Query, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../lib/api';
import { handleApiError } from '../../lib/handle-error';
import { useCurrentUser } from '../auth/use-current-user';
import { profileKeys } from '../profiles/keys';
import { mapPagedItems, type PagedData } from '../profiles/paged';
import { sightingKeys } from '../sightings/keys';
import { followKeys } from './keys';

function isFollowListQuery(query: Query): boolean {
  const [root, , kind] = query.queryKey;
  return root === profileKeys.all[0] && (kind === 'followers' || kind === 'following');
}

function withFollow(
  profile: Profile | undefined,
  following: boolean,
  followers?: number,
): Profile | undefined {
  if (!profile) return profile;
  const delta = following === profile.followedByMe ? 0 : following ? 1 : -1;
  return {
    ...profile,
    followedByMe: following,
    counts: { ...profile.counts, followers: followers ?? Math.max(0, profile.counts.followers + delta) },
  };
}

export function useFollow(userId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { user } = useCurrentUser();

  return useMutation({
    mutationFn: (follow: boolean) =>
      apiRequest<FollowState>(follow ? 'POST' : 'DELETE', `/api/users/${userId}/follow`),
    onMutate: async (follow) => {
      const detail = profileKeys.detail(userId);
      await queryClient.cancelQueries({ queryKey: detail, exact: true });
      await queryClient.cancelQueries({ predicate: isFollowListQuery });
      const previousProfile = queryClient.getQueryData<Profile>(detail);
      const previousLists = queryClient.getQueriesData<PagedData<FollowListEntry>>({
        predicate: isFollowListQuery,
      });
      queryClient.setQueryData<Profile>(detail, (profile) => withFollow(profile, follow));
      queryClient.setQueriesData<PagedData<FollowListEntry>>({ predicate: isFollowListQuery }, (data) =>
        mapPagedItems(data, (entry) => (entry.id === userId ? { ...entry, followedByMe: follow } : entry)),
      );
      return { previousProfile, previousLists };
    },
    onError: (error, _follow, context) => {
      if (context) {
        queryClient.setQueryData(profileKeys.detail(userId), context.previousProfile);
        for (const [key, data] of context.previousLists) queryClient.setQueryData(key, data);
      }
      handleApiError(error, t('follows.failed'));
    },
    onSuccess: (state) => {
      queryClient.setQueryData<Profile>(profileKeys.detail(userId), (profile) =>
        withFollow(profile, state.following, state.followers),
      );
    },
    onSettled: () => {
      // Their followers list and the viewer's own following count and list have changed on the server.
      void queryClient.invalidateQueries({ queryKey: followKeys.followers(userId) });
      // The social feed now holds (or no longer holds) this member's sightings.
      void queryClient.invalidateQueries({ queryKey: sightingKeys.feedAll });
      if (user) {
        void queryClient.invalidateQueries({ queryKey: profileKeys.detail(user.id) });
        void queryClient.invalidateQueries({ queryKey: profileKeys.own });
      }
    },
  });
}

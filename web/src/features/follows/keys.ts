// Query keys of the follows domain: a member's followers and following lists live under their profile key,
// so refreshing a profile refreshes its lists.
import { profileKeys } from '../profiles/keys';

export type FollowListKind = 'followers' | 'following';

export const followKeys = {
  list: (userId: number, kind: FollowListKind) => [...profileKeys.detail(userId), kind] as const,
  followers: (userId: number) => followKeys.list(userId, 'followers'),
  following: (userId: number) => followKeys.list(userId, 'following'),
};

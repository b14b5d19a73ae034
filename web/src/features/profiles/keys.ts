// Query keys of the profiles domain. Key segments join into the request path (see getQueryFn). A member's
// sightings use the sightings factory's paged key, so every sightings refresh (like, delete) reaches them.
import { sightingKeys } from '../sightings/keys';

export const MEMBER_SIGHTINGS_PAGE_SIZE = 24;

export const profileKeys = {
  /** Every member profile (and, below each, their follower lists). */
  all: ['/api/users'] as const,
  detail: (userId: number) => ['/api/users', userId] as const,
  /** The signed-in member's own profile with their notification choices. */
  own: ['/api/user/profile'] as const,
  /** A member's sightings, paged (GET /api/sightings?userId=). */
  sightings: (userId: number) => sightingKeys.pages({ userId, limit: MEMBER_SIGHTINGS_PAGE_SIZE }),
};

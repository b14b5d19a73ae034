// What refreshes after a sighting changes: the lists after a like or bookmark, and everything that can show a
// sighting after it is deleted (spec section 7: lists, the sighting, the profiles, by category, by location,
// the map), written once so every delete button refreshes the same things.
import type { Sighting } from '@common/schemas/sightings';
import type { QueryClient } from '@tanstack/react-query';
import { bookmarkKeys } from '../bookmarks/keys';
import { profileKeys } from '../profiles/keys';
import { isSightingListKey, placeKeys, sightingKeys } from './keys';

/** Every list of sightings, including the per-category and per-member lists and the feed. */
export function invalidateSightingLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isSightingListKey(query.queryKey) });
}

export async function refreshAfterSightingDelete(
  queryClient: QueryClient,
  sighting: Pick<Sighting, 'id' | 'userId'>,
): Promise<void> {
  const authorId = Number(sighting.userId);
  // The deleted sighting would only answer 404 now: drop it instead of refetching it.
  queryClient.removeQueries({ queryKey: sightingKeys.detail(sighting.id), exact: true });
  await Promise.all([
    // Lists by category and by member are lists too (['/api/sightings', {category}] / {userId}).
    invalidateSightingLists(queryClient),
    // The user profile and the author's data: their public profile (counts, and their paged sightings,
    // which are a list above) and the signed-in member's own profile.
    queryClient.invalidateQueries({ queryKey: profileKeys.detail(authorId) }),
    queryClient.invalidateQueries({ queryKey: profileKeys.own }),
    queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
    queryClient.invalidateQueries({ queryKey: placeKeys.byLocation }),
    queryClient.invalidateQueries({ queryKey: placeKeys.map }),
  ]);
}

// Cursor-paginated lists of sightings for infinite scrolling: GET /api/sightings (explore, fresh finds) and
// GET /api/feed (members the viewer follows). Each page's x-next-cursor header names the next one.
import type { Sighting } from '@common/schemas/sightings';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPage } from '../../lib/api';
import { type SightingListParams, sightingKeys } from './keys';

/** Sightings per page: four rows of the three-column grid. */
export const SIGHTINGS_PAGE_SIZE = 12;

export function useSightingPages(params: SightingListParams, options: { enabled?: boolean } = {}) {
  const query = { limit: SIGHTINGS_PAGE_SIZE, ...params };
  return useInfiniteQuery({
    queryKey: sightingKeys.pages(query),
    queryFn: ({ pageParam }) =>
      getPage<Sighting>('/api/sightings', {
        category: query.category,
        search: query.search,
        sort: query.sort,
        userId: query.userId,
        limit: query.limit,
        cursor: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: options.enabled,
  });
}

export function useFeedPages(options: { enabled?: boolean } = {}) {
  const limit = SIGHTINGS_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: sightingKeys.feedPages({ limit }),
    queryFn: ({ pageParam }) => getPage<Sighting>('/api/feed', { limit, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: options.enabled,
  });
}

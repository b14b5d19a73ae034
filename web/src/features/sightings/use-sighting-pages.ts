// Cursor-paginated lists of sightings for infinite scrolling: GET /api/sightings (explore, fresh finds) and
// GET /api/feed (members the viewer follows). Each page's x-next-cursor header names the next one.
import { SIGHTINGS_PAGE_SIZE, sightingsPageParams } from '@common/constants/page-data';
import type { Sighting } from '@common/schemas/sightings';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPage } from '../../lib/api';
import { type SightingListParams, sightingKeys } from './keys';

export function useSightingPages(params: SightingListParams, options: { enabled?: boolean } = {}) {
  const query = { limit: SIGHTINGS_PAGE_SIZE, ...params };
  return useInfiniteQuery({
    queryKey: sightingKeys.pages(query),
    queryFn: ({ pageParam }) => getPage<Sighting>('/api/sightings', sightingsPageParams(query, pageParam)),
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

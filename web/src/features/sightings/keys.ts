// Query keys of the sightings domain. Segments join into the request path and a trailing object becomes the
// query string (see getQueryFn), so `sightingKeys.list(params)` is also GET /api/sightings?{params}.
import type { SightingSort } from '@common/schemas/sightings';
import type { QueryKey } from '@tanstack/react-query';
import { mapKeys } from '../map/keys';

export interface SightingListParams {
  limit?: number;
  category?: string;
  search?: string;
  userId?: number;
  sort?: SightingSort;
  /** Only research-grade sightings. */
  quality?: 'research';
  /** The explore page's place, date and member filters (common/constants/explore.ts). */
  location?: string;
  country?: string;
  bbox?: string;
  from?: string;
  to?: string;
  user?: string;
}

export const sightingKeys = {
  all: ['/api/sightings'] as const,
  /** One page read as a plain array (home page's featured sightings, profiles). */
  list: (params: SightingListParams = {}) => ['/api/sightings', params] as const,
  /** Every page read so far of a cursor-paginated list (explore, fresh finds); a useInfiniteQuery key. */
  pages: (params: SightingListParams = {}) => ['/api/sightings', params, 'pages'] as const,
  /** The social feed: sightings of the members the viewer follows, cursor-paginated. */
  feedPages: (params: { limit?: number } = {}) => ['/api/feed', params, 'pages'] as const,
  feedAll: ['/api/feed'] as const,
  detail: (id: number) => ['/api/sightings', id] as const,
};

/**
 * Keys of places that show sightings but have no query-key factory of their own yet (location pages, the
 * wildlife map); a sighting's delete refreshes them (spec section 7). Move them when those domains arrive.
 */
export const placeKeys = {
  /** Sightings grouped by place (location pages). */
  byLocation: ['/api/locations'] as const,
  /** Everything the wildlife map shows (its own factory: features/map/keys.ts). */
  map: mapKeys.all,
};

/**
 * True for every list of sightings: ['/api/sightings'], ['/api/sightings', {params}] (by category, by member,
 * searches), their paged forms, and the feed. A single sighting (['/api/sightings', 42]) is not a list.
 */
export function isSightingListKey(key: QueryKey): boolean {
  if (key[0] === '/api/feed') return true;
  if (key[0] !== '/api/sightings') return false;
  return key.length === 1 || (typeof key[1] === 'object' && key[1] !== null);
}

// Query keys of the sightings domain. Segments join into the request path and a trailing object becomes the
// query string (see getQueryFn), so `sightingKeys.all` is also the prefix that refreshes every list at once.
export interface SightingListParams {
  limit?: number;
  category?: string;
  search?: string;
  userId?: number;
}

export const sightingKeys = {
  all: ['/api/sightings'] as const,
  list: (params: SightingListParams = {}) => ['/api/sightings', params] as const,
  detail: (id: number) => ['/api/sightings', id] as const,
  comments: (id: number) => ['/api/sightings', id, 'comments'] as const,
};

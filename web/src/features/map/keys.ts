// Query keys of the wildlife map. Segments join into the request path and the trailing object becomes the
// query string (see getQueryFn), so `mapKeys.view(params)` is also GET /api/map/sightings?{params}.
export interface MapViewParams {
  /** west,south,east,north in degrees (see toBbox). */
  bbox: string;
  zoom: number;
  category?: string;
  search?: string;
  /** Only research-grade sightings. */
  quality?: 'research';
}

export const mapKeys = {
  /** Everything the map has read: refreshed after a sighting is published or deleted (spec section 7). */
  all: ['/api/map'] as const,
  view: (params: MapViewParams) => ['/api/map', 'sightings', params] as const,
};

// API answers embedded in a page's HTML for its first render (server/http/page-data.ts writes them,
// web/src/lib/page-data.ts reads them), and the URL rules both sides follow so the answers match the app's
// requests exactly.

/** The <script type="application/json"> element that holds them. */
export const PAGE_DATA_ELEMENT_ID = 'wl-page-data';

export interface PageDataAnswer {
  /** Path and query string, exactly as the web app requests it (apiUrl). */
  url: string;
  status: number;
  /** The response headers the app reads (content-type, x-next-cursor). */
  headers: Record<string, string>;
  body: string;
}

export type ApiParams = Record<string, string | number | boolean | null | undefined>;

/** A GET's path and query string as the web app writes it: parameters in the given order, empty ones left out. */
export function apiUrl(path: string, params: ApiParams = {}): string {
  const query = new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** Sightings per page of explore's infinite list: four rows of the three-column grid. */
export const SIGHTINGS_PAGE_SIZE = 12;

/** The query of one page of GET /api/sightings for the infinite lists (explore, fresh finds, profiles). */
export function sightingsPageParams(
  filters: {
    category?: string;
    search?: string;
    sort?: string;
    userId?: number;
    limit?: number;
    quality?: 'research';
    /** The explore page's place, date and member filters (common/constants/explore.ts). */
    location?: string;
    country?: string;
    bbox?: string;
    from?: string;
    to?: string;
    user?: string;
  },
  cursor?: string,
): ApiParams {
  return {
    category: filters.category,
    quality: filters.quality,
    search: filters.search,
    sort: filters.sort,
    userId: filters.userId,
    location: filters.location,
    country: filters.country,
    bbox: filters.bbox,
    from: filters.from,
    to: filters.to,
    user: filters.user,
    limit: filters.limit ?? SIGHTINGS_PAGE_SIZE,
    cursor,
  };
}

// The explore page's filters as its URL holds them (?category=, ?search=, ?sort=, and the place, date and member
// filters ?location=, ?country=, ?bbox=, ?from=, ?to=, ?user=): read by the page and by the server when it puts the
// first page of results into the HTML (server/http/page-data.ts). The server checks the same values again
// (common/schemas/sighting-filters.ts); what this reads is always a value it accepts.
import { SIGHTING_SORTS, type SightingSort } from './api';
import { CATEGORY_VALUES, type CategoryValue } from './categories';

export interface ExploreFilters {
  category: CategoryValue | null;
  search: string;
  sort: SightingSort;
  /** ?quality=research: only research-grade sightings. */
  quality: 'research' | null;
  /** A location page's slug (/location/{slug}). */
  location: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  /** "In this map area": west,south,east,north as the map writes it. */
  bbox: string | null;
  /** Days seen, YYYY-MM-DD, inclusive; from is never after to. */
  from: string | null;
  to: string | null;
  /** A member's username. */
  user: string | null;
}

/** The explore filters that narrow where, when and by whom (the chips and Clear filters cover these too). */
export const EXPLORE_PLACE_FILTERS = ['location', 'country', 'bbox', 'from', 'to', 'user'] as const;
export type ExplorePlaceFilter = (typeof EXPLORE_PLACE_FILTERS)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

function readDate(text: string | null): string | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text) || text < '1800-01-01' || text > '2199-12-31') return null;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text) ? text : null;
}

/** west,south,east,north within the bounds the server accepts, else null. */
export function readBbox(text: string | null): string | null {
  const parts = (text ?? '').split(',');
  if (parts.length !== 4 || parts.some((p) => !NUMBER.test(p))) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if (Math.abs(south) > 90 || Math.abs(north) > 90 || Math.abs(west) > 360 || Math.abs(east) > 360)
    return null;
  return south <= north ? parts.join(',') : null;
}

/** Unknown values are ignored rather than sent on. */
export function readExploreParams(params: URLSearchParams): ExploreFilters {
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  const sort = params.get('sort') ?? '';
  return {
    category: (CATEGORY_VALUES as readonly string[]).includes(category) ? (category as CategoryValue) : null,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    sort: (SIGHTING_SORTS as readonly string[]).includes(sort) ? (sort as SightingSort) : 'newest',
    quality: params.get('quality') === 'research' ? 'research' : null,
    ...readPlaceFilters(params),
  };
}

function readPlaceFilters(params: URLSearchParams): Pick<ExploreFilters, ExplorePlaceFilter> {
  const location = params.get('location') ?? '';
  const country = params.get('country') ?? '';
  const user = params.get('user')?.trim() ?? '';
  let from = readDate(params.get('from'));
  let to = readDate(params.get('to'));
  // Dates the wrong way round mean the same days.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    location: location.length <= 120 && SLUG.test(location) ? location : null,
    country: /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null,
    bbox: readBbox(params.get('bbox')),
    from,
    to,
    user: /^[A-Za-z0-9_-]{1,50}$/.test(user) ? user : null,
  };
}

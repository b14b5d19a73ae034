// The map's state in the URL (where it looks, which category, which species), so a map can be shared and Back
// returns to it, and the box sent to the server. Plain functions, tested without a map.
import { CATEGORY_VALUES, type CategoryValue } from '@common/constants/categories';

export interface MapPlace {
  lat: number;
  lng: number;
  zoom: number;
}

export interface MapFilters {
  category: CategoryValue | null;
  search: string;
  /** ?quality=research: only research-grade sightings. */
  research: boolean;
}

export interface LatLngBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Zoom 2 keeps the world filling a wide screen; OpenStreetMap's tiles stop at 19. */
export const MAP_UI_MIN_ZOOM = 2;
export const MAP_UI_MAX_ZOOM = 19;
export const WORLD_PLACE: MapPlace = { lat: 20, lng: 0, zoom: MAP_UI_MIN_ZOOM };
export const SEARCH_MAX = 100;

const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

function numberIn(text: string | null, min: number, max: number): number | null {
  if (text === null || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

/** The place and filters of `?lat=&lng=&zoom=&category=&search=`; anything unreadable falls back to the world. */
export function readMapParams(params: URLSearchParams): { place: MapPlace; filters: MapFilters } {
  const lat = numberIn(params.get('lat'), -85, 85);
  const lng = numberIn(params.get('lng'), -180, 180);
  const zoom = numberIn(params.get('zoom'), MAP_UI_MIN_ZOOM, MAP_UI_MAX_ZOOM);
  const place =
    lat !== null && lng !== null && zoom !== null ? { lat, lng, zoom: Math.round(zoom) } : WORLD_PLACE;
  const category = params.get('category');
  return {
    place,
    filters: {
      category: CATEGORY_VALUES.find((c) => c === category) ?? null,
      search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
      research: params.get('quality') === 'research',
    },
  };
}

/** `current` with the given changes; empty filters leave the URL. */
export function withMapParams(
  current: URLSearchParams,
  changes: { place?: MapPlace; category?: string | null; search?: string; research?: boolean },
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (changes.place) {
    next.set('lat', changes.place.lat.toFixed(5));
    // A map panned round the world reports 190 for -170.
    next.set('lng', wrapLongitude(changes.place.lng).toFixed(5));
    next.set('zoom', String(changes.place.zoom));
  }
  if (changes.category !== undefined) {
    if (changes.category) next.set('category', changes.category);
    else next.delete('category');
  }
  if (changes.search !== undefined) {
    if (changes.search) next.set('search', changes.search);
    else next.delete('search');
  }
  if (changes.research !== undefined) {
    if (changes.research) next.set('quality', 'research');
    else next.delete('quality');
  }
  return next;
}

const clampLatitude = (lat: number) => Math.max(-90, Math.min(90, lat));
const fixed = (n: number) => String(Number(n.toFixed(5)));

/**
 * The server's bbox for what the map shows. A map panned round the world reports longitudes past 180 (or
 * several worlds side by side when zoomed out): they are wrapped back, and a box crossing the antimeridian
 * is sent with west greater than east.
 */
export function toBbox(box: LatLngBox): string {
  const south = clampLatitude(Math.min(box.south, box.north));
  const north = clampLatitude(Math.max(box.south, box.north));
  if (box.east - box.west >= 360) return [-180, south, 180, north].map(fixed).join(',');
  return [wrapLongitude(box.west), south, wrapLongitude(box.east), north].map(fixed).join(',');
}

/** The server's zoom for the map's (possibly fractional) zoom. */
export function toServerZoom(zoom: number): number {
  return Math.max(0, Math.min(20, Math.round(zoom)));
}

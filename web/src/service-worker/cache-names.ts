// The names of the worker's runtime caches, shared by the worker (sw.ts) and the page, which deletes them on
// sign-out and when the member clears offline data (features/app-update/offline-caches.ts): the page can
// delete caches itself (CacheStorage is the same for both), so clearing never waits for a worker to answer.
// Also the one message the page sends besides SKIP_WAITING. Needs nothing from the worker's or the page's
// library, so both tsconfigs check it, and nothing else (the page's sign-out and update prompt load it).

/** A version in every name: a worker that changes what a cache holds renames it, and old ones are dropped. */
const VERSION = 'v1';

export const CACHE_NAMES = {
  /** The signed-in member's own answers: who they are (route guards offline), profile, bookmarks, notifications. */
  member: `wildlens-member-${VERSION}`,
  /** Sighting pages' answers seen recently (the sighting, its comments, identifications and strips). */
  sightings: `wildlens-sightings-${VERSION}`,
  /** Small photo renditions (thumb, small) seen recently. */
  photos: `wildlens-photos-${VERSION}`,
  /** OpenStreetMap tiles the member has viewed (never fetched ahead: the OSM tile usage policy). */
  tiles: `wildlens-tiles-${VERSION}`,
  /** Built files outside the precache (another language's texts, rarely used pages) once loaded: immutable. */
  assets: `wildlens-assets-${VERSION}`,
} as const;

export type CacheName = (typeof CACHE_NAMES)[keyof typeof CACHE_NAMES];

/**
 * What a member leaves behind when signing out: their answers, and the photos seen while signed in (which may
 * include their own private sightings' renditions). Map tiles and built files are nobody's and stay.
 */
export const PERSONAL_CACHES: readonly CacheName[] = [
  CACHE_NAMES.member,
  CACHE_NAMES.sightings,
  CACHE_NAMES.photos,
];

/** Everything the worker caches as the member browses; the precached app shell is not in it (it is the app). */
export const RUNTIME_CACHES: readonly CacheName[] = Object.values(CACHE_NAMES);

/** Whether a cache is one of WildLens' runtime caches of any version (an older worker's are dropped on activate). */
export function isWildLensRuntimeCache(name: string): boolean {
  return /^wildlens-(?:member|sightings|photos|tiles|assets)-v\d+$/.test(name);
}

/**
 * The message a page sends the worker that has just taken it over, with the addresses it loaded before: the
 * worker keeps those its routes would have kept (sw.ts keepLoadedUrls).
 */
export const CACHE_URLS_MESSAGE = 'WILDLENS_CACHE_URLS';

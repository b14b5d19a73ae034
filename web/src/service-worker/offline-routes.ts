// Which requests the worker answers and how (sw.ts wires these to Workbox): the rules alone, with no worker
// or page library, so they run under test and both tsconfigs check them.
//
// - Pages (navigations to the app's own paths): the network, for 3 s; then the precached index.html, which
//   boots the app without the server's first paint and page data (web/src/lib/page-data.ts then fetches).
// - The member's own answers and recently seen sighting pages' answers: the network first (3 s), their last
//   copy offline. Answers the server put into a page's HTML (server/http/page-data.ts) never reach the worker
//   as requests, so the worker copies them from the page (pageAnswersToKeep): after one online visit the
//   route guards know the member offline, and a sighting opened from a link can be read again offline.
// - Small photo renditions and map tiles the member has seen: from the cache, else the network.
// Never cached: anything but GET, sign-in and the other /api/auth routes, requests carrying a bearer token
// (the administrator's), other sites' files (a media bucket's own host included).
import { PAGE_DATA_ELEMENT_ID, type PageDataAnswer } from '@common/constants/page-data';
import { CACHE_NAMES, type CacheName } from './cache-names';

/** How long a page or an API answer may take before the copy kept offline is used instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** The precached page every offline navigation gets (Workbox keys it by this path). */
export const APP_SHELL_URL = '/index.html';

/** Where the site's OpenStreetMap tiles come from (web/src/features/map/tiles.ts). */
export const OSM_TILE_ORIGIN = 'https://tile.openstreetmap.org';

/**
 * Answers a proxy gives while the server is down or restarting: a page is then served from the app shell, as
 * when the network is gone, instead of the proxy's error page.
 */
export const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** How many addresses of a CACHE_URLS_MESSAGE (cache-names.ts) the worker reads. */
export const MAX_URLS_TO_KEEP = 300;

export type OfflineRoute = 'page' | 'member' | 'sighting' | 'photo' | 'tile' | 'asset';

/** The parts of a fetch event's Request the rules read. */
export interface RequestFacts {
  readonly method: string;
  readonly mode: string;
  readonly headers: { has(name: string): boolean };
}

/** Paths the server answers itself (API, media, affiliate redirects, the socket), never with the app's page. */
const SERVER_PATHS = /^\/(?:api|media|go|ws)(?:\/|$)/;
/** The signed-in member's own answers: who they are (route guards), profile, bookmarks, notifications. */
const MEMBER_API = /^\/api\/(?:auth\/me|user\/profile|bookmarks(?:\/[^/]+)*|notifications(?:\/[^/]+)*)$/;
/** A sighting page's answers: the sighting and what its page shows with it. */
const SIGHTING_API =
  /^\/api\/sightings\/\d{1,10}(?:\/(?:comments|identifications|nearby|more-from-member))?$/;
/** The small renditions only (server/media/photo-pipeline.ts: thumb 160 px square, small 720 px). */
const SMALL_RENDITION = /^\/media\/(?:[A-Za-z0-9._-]+\/)+(?:thumb|small)\.(?:webp|jpe?g|png|avif)$/;
const TILE = /^\/\d{1,2}\/\d{1,7}\/\d{1,7}\.png$/;
/** Built files (fingerprinted, so never changing) not in the precache: scripts and styles only. */
const ASSET = /^\/assets\/[^/]+\.(?:js|css)$/;

/** Whether the last path segment has an extension, as the server tells a file from a page (path.extname). */
function hasExtension(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.lastIndexOf('.') > 0;
}

/** How the worker answers a request: null leaves it to the network as if there were no worker. */
export function offlineRoute(request: RequestFacts, url: URL, origin: string): OfflineRoute | null {
  if (request.method !== 'GET') return null;
  if (url.origin === OSM_TILE_ORIGIN) return TILE.test(url.pathname) ? 'tile' : null;
  if (url.origin !== origin) return null;
  const { pathname } = url;
  if (request.mode === 'navigate') {
    return SERVER_PATHS.test(pathname) || hasExtension(pathname) ? null : 'page';
  }
  if (pathname.startsWith('/api/')) {
    // An administrator's bearer token: their answers are not a member's to keep on the device.
    if (request.headers.has('authorization')) return null;
    if (MEMBER_API.test(pathname)) return 'member';
    if (SIGHTING_API.test(pathname)) return 'sighting';
    return null;
  }
  if (SMALL_RENDITION.test(pathname)) return 'photo';
  if (ASSET.test(pathname)) return 'asset';
  return null;
}

/** The cache each kind of API answer goes to. */
export function cacheForApi(pathname: string): CacheName | null {
  if (MEMBER_API.test(pathname)) return CACHE_NAMES.member;
  if (SIGHTING_API.test(pathname)) return CACHE_NAMES.sightings;
  return null;
}

/** An answer copied from a page's HTML into a cache, as if the app had requested it. */
export interface KeptAnswer {
  cacheName: CacheName;
  /** Path and query string, as the app requests it. */
  url: string;
  headers: Record<string, string>;
  body: string;
}

const PAGE_DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

/**
 * The answers in a page's HTML (server/http/page-data.ts) that the worker keeps, and whether the page says
 * nobody is signed in (its /api/auth/me answer is a 401): then a member's copies left on the device go.
 */
export function pageAnswersToKeep(html: string): { keep: KeptAnswer[]; signedOut: boolean } {
  const block = PAGE_DATA_BLOCK.exec(html)?.[1];
  if (!block) return { keep: [], signedOut: false };
  let answers: unknown;
  try {
    answers = JSON.parse(block);
  } catch {
    return { keep: [], signedOut: false };
  }
  if (!Array.isArray(answers)) return { keep: [], signedOut: false };
  const keep: KeptAnswer[] = [];
  let signedOut = false;
  for (const answer of answers as PageDataAnswer[]) {
    if (typeof answer?.url !== 'string' || typeof answer.body !== 'string') continue;
    const pathname = answer.url.split('?')[0] ?? '';
    if (pathname === '/api/auth/me' && answer.status === 401) signedOut = true;
    // Only whole successes, as Workbox keeps of the network's answers.
    if (answer.status !== 200) continue;
    const cacheName = cacheForApi(pathname);
    if (cacheName)
      keep.push({ cacheName, url: answer.url, headers: { ...answer.headers }, body: answer.body });
  }
  return { keep, signedOut };
}

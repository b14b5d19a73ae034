// The WildLens service worker, served at /sw.js with scope '/' (built by vite-plugin-pwa's injectManifest from
// this file, web/vite.config.ts; server/http/web-app.ts sends it uncached). The page registers it once loaded
// (features/app-update/registration.ts), and the alert notifications use the same registration
// (features/realtime-alerts/browser-notification.ts). It does three things:
// - field mode offline (issue 17): precaches the app shell, answers pages from it when the network is gone,
//   and keeps the member's own answers, recently seen sightings, small photos and viewed map tiles for
//   offline reading (the rules: offline-routes.ts);
// - updates without breaking an open tab: a new version waits until the member chooses Reload in the page's
//   prompt (features/app-update), which posts SKIP_WAITING; until then the old version and its precached files
//   keep serving every open tab, whose lazily loaded chunks are then still there;
// - the rare-species alert notifications' actions (spec section 9: View Sighting and Dismiss), which browsers
//   show only on notifications a service worker owns (notification-click.ts).
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  CACHE_NAMES,
  CACHE_URLS_MESSAGE,
  type CacheName,
  isWildLensRuntimeCache,
  PERSONAL_CACHES,
  RUNTIME_CACHES,
} from './cache-names';
import { handleAlertNotificationClick } from './notification-click';
import {
  APP_SHELL_URL,
  GATEWAY_STATUSES,
  MAX_URLS_TO_KEEP,
  NETWORK_TIMEOUT_SECONDS,
  type OfflineRoute,
  offlineRoute,
  pageAnswersToKeep,
} from './offline-routes';

declare const self: ServiceWorkerGlobalScope & {
  // The build writes the precache list here (injectManifest); the dev server leaves it undefined.
  __WB_MANIFEST: Array<PrecacheEntry | string> | undefined;
};

const DAY_SECONDS = 24 * 60 * 60;

/** How much each cache keeps; harvested page answers (keepPageAnswers) follow the same limits. */
const LIMITS: Record<CacheName, { maxEntries: number; maxAgeSeconds: number }> = {
  [CACHE_NAMES.member]: { maxEntries: 100, maxAgeSeconds: 30 * DAY_SECONDS },
  // Five answers per sighting page: about the last 60 sightings seen.
  [CACHE_NAMES.sightings]: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS },
  // Thumbnails ~5 KB, small renditions ~40-80 KB: at most ~20 MB.
  [CACHE_NAMES.photos]: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS },
  // ~15-30 KB a tile, ~30 screens of map. Two weeks: the OSM tile policy asks clients to respect the tiles'
  // freshness; a field trip prepared by looking at the area keeps its map for the trip.
  [CACHE_NAMES.tiles]: { maxEntries: 500, maxAgeSeconds: 14 * DAY_SECONDS },
  [CACHE_NAMES.assets]: { maxEntries: 60, maxAgeSeconds: 90 * DAY_SECONDS },
};

const ME_URL = '/api/auth/me';

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  // The page's Reload button (workbox-window's messageSkipWaiting): the only way a new version takes over.
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The first page this worker took over loaded its files before it could see them (features/app-update).
  else if (data?.type === CACHE_URLS_MESSAGE && Array.isArray(data.urls))
    event.waitUntil(keepLoadedUrls(data.urls, event));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Runtime caches an older version named differently (cache-names.ts VERSION) are no use any more.
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => isWildLensRuntimeCache(name) && !RUNTIME_CACHES.includes(name as CacheName))
          .map((name) => caches.delete(name)),
      );
      // The first version to install takes the open pages at once, so what they load from now on is kept.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    handleAlertNotificationClick(event.action, event.notification.data, self.clients, self.location.origin),
  );
});

/** Drops what a member left on the device once the site says nobody is signed in (signed out elsewhere, expired). */
async function forgetSignedOutMember(): Promise<void> {
  const kept = await caches.match(new URL(ME_URL, self.location.origin).href, {
    cacheName: CACHE_NAMES.member,
  });
  // Nothing of a member's here (a visitor's every page says 401): nothing to do, the photo cache stays.
  if (!kept) return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
}

/** Copies the API answers a page's HTML carries into the caches the app's own requests would have filled. */
async function keepPageAnswers(page: Response): Promise<void> {
  const { keep, signedOut } = pageAnswersToKeep(await page.text());
  if (signedOut) await forgetSignedOutMember();
  const touched = new Set<CacheName>();
  for (const answer of keep) {
    const cache = await caches.open(answer.cacheName);
    const url = new URL(answer.url, self.location.origin).href;
    // A date, so the expiration's age check reads these as it reads the network's answers.
    const headers = { ...answer.headers, date: new Date().toUTCString() };
    await cache.put(url, new Response(answer.body, { status: 200, headers }));
    await new CacheExpiration(answer.cacheName, LIMITS[answer.cacheName]).updateTimestamp(url);
    touched.add(answer.cacheName);
  }
  await Promise.all([...touched].map((name) => new CacheExpiration(name, LIMITS[name]).expireEntries()));
}

function expiration(cacheName: CacheName, purgeOnQuotaError = false): ExpirationPlugin {
  return new ExpirationPlugin({ ...LIMITS[cacheName], purgeOnQuotaError });
}

/** Pages: the network for 3 s (its answer is never stored: it holds the viewer's data), else the app shell. */
const pages = new NetworkOnly({
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    {
      fetchDidSucceed: async ({ response, event }) => {
        // A proxy's answer while the server is down counts as no network: the shell is more use.
        if (GATEWAY_STATUSES.has(response.status)) throw new Error(`gateway answered ${response.status}`);
        if (response.ok && response.headers.get('content-type')?.startsWith('text/html')) {
          const kept = keepPageAnswers(response.clone()).catch(() => undefined);
          try {
            event.waitUntil(kept);
          } catch {
            // The page was already answered from the shell (the timeout won): the copy still runs.
          }
        }
        return response;
      },
      handlerDidError: async () => (await matchPrecache(APP_SHELL_URL)) ?? Response.error(),
    },
  ],
});

/** The member's answers and sighting pages': fresh when the network answers within 3 s, else the last copy. */
function apiStrategy(cacheName: CacheName): NetworkFirst {
  return new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        cacheWillUpdate: async ({ request, response }) => {
          if (response.status === 401 && new URL(request.url).pathname === ME_URL)
            await forgetSignedOutMember();
          return response.status === 200 ? response : null;
        },
      },
      expiration(cacheName),
    ],
  });
}

/**
 * Map tiles: asked for with CORS (tile.openstreetmap.org allows any origin), so the cache holds a readable
 * answer instead of an opaque one (which browsers count as megabytes of quota each). The worker's fetch obeys
 * the Content-Security-Policy sent with /sw.js, whose connect-src names the tile host
 * (server/http/security-headers.ts). Only tiles the map itself asks for: nothing is fetched ahead.
 */
const tiles = new CacheFirst({
  cacheName: CACHE_NAMES.tiles,
  plugins: [
    {
      requestWillFetch: async ({ request }) =>
        new Request(request.url, {
          mode: 'cors',
          credentials: 'omit',
          referrer: request.referrer,
          referrerPolicy: request.referrerPolicy,
        }),
      // Should the CORS request ever be refused, the map still gets its tile the way it asked (not kept).
      handlerDidError: async ({ request }) => fetch(request).catch(() => undefined),
    },
    expiration(CACHE_NAMES.tiles, true),
  ],
});

const handlers: Record<Exclude<OfflineRoute, 'page'>, CacheFirst | NetworkFirst> = {
  member: apiStrategy(CACHE_NAMES.member),
  sighting: apiStrategy(CACHE_NAMES.sightings),
  photo: new CacheFirst({ cacheName: CACHE_NAMES.photos, plugins: [expiration(CACHE_NAMES.photos, true)] }),
  tile: tiles,
  asset: new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [expiration(CACHE_NAMES.assets, true)] }),
};

const routeOf = (request: Request, url: URL) => offlineRoute(request, url, self.location.origin);

/**
 * Keeps what the page loaded before this worker controlled it (its answer for who is signed in, its photos,
 * tiles and built files), each through its route as if requested now: the first visit's page never went
 * through the worker, and without this the member would seem signed out offline until a second visit.
 */
async function keepLoadedUrls(urls: unknown[], event: ExtendableEvent): Promise<void> {
  if (!precacheList) return;
  for (const href of urls.slice(0, MAX_URLS_TO_KEEP)) {
    if (typeof href !== 'string') continue;
    let url: URL;
    try {
      url = new URL(href, self.location.origin);
    } catch {
      continue;
    }
    const request = new Request(url.href, { credentials: 'same-origin' });
    const kind = routeOf(request, url);
    if (!kind || kind === 'page' || getCacheKeyForURL(url.href)) continue;
    await handlers[kind].handle({ event, request }).catch(() => undefined);
  }
}

// Read once: the injection point must appear exactly once in the source.
const precacheList = self.__WB_MANIFEST;
// Under the dev server there is no build to precache, and caching would only hide the developer's changes:
// the worker then does notifications alone, as before field mode.
if (precacheList) {
  // Before the precache's own route, so pages always go to the network first (the server's page carries the
  // first paint and the page's data); the precached index.html is only their fallback.
  registerRoute(({ request, url }) => routeOf(request, url) === 'page', pages);
  precacheAndRoute(precacheList, {
    // '/' is a page (above), not a name for the precached index.html.
    directoryIndex: '',
  });
  cleanupOutdatedCaches();
  for (const [kind, handler] of Object.entries(handlers)) {
    registerRoute(({ request, url }) => routeOf(request, url) === kind, handler);
  }
}

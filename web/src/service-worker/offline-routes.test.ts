// Which requests the worker keeps for offline use, and how: pages fall back to the app shell, the member's own
// answers and sighting pages' answers are kept network-first, small photos and viewed map tiles cache-first;
// nothing but GET, no sign-in or other auth route, no administrator's request, no other site's file. Answers
// the server put into a page's HTML are kept as if the app had asked for them, and a page that says nobody is
// signed in lets the worker drop a member's copies.
import { PAGE_DATA_ELEMENT_ID, type PageDataAnswer } from '@common/constants/page-data';
import { describe, expect, it } from 'vitest';
import { CACHE_NAMES, isWildLensRuntimeCache, PERSONAL_CACHES, RUNTIME_CACHES } from './cache-names';
import { offlineRoute, pageAnswersToKeep, type RequestFacts } from './offline-routes';

const ORIGIN = 'https://wildlens.example';

function request(
  path: string,
  { method = 'GET', mode = 'cors', headers = {} as Record<string, string> } = {},
): [RequestFacts, URL] {
  const names = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  return [
    { method, mode, headers: { has: (name: string) => names.has(name.toLowerCase()) } },
    new URL(path, ORIGIN),
  ];
}

const route = (path: string, options?: Parameters<typeof request>[1]) =>
  offlineRoute(...request(path, options), ORIGIN);

describe('pages', () => {
  it.each([
    '/',
    '/?source=pwa',
    '/field/quick-sighting',
    '/field-mode',
    '/sighting/12',
    '/map',
    '/explore?category=birds',
  ])('a navigation to %s is a page (network first, then the app shell)', (path) => {
    expect(route(path, { mode: 'navigate' })).toBe('page');
  });

  it.each([
    '/api/me/export/download',
    '/media/u/abc/large.webp',
    '/go/12',
    '/ws',
    '/sitemap.xml',
    '/robots.txt',
    '/index.html',
  ])('a navigation to %s is left to the server', (path) => {
    expect(route(path, { mode: 'navigate' })).toBeNull();
  });

  it("leaves another site's pages alone, and a form's POST", () => {
    expect(offlineRoute(...request('https://elsewhere.example/', { mode: 'navigate' }), ORIGIN)).toBeNull();
    expect(route('/login', { mode: 'navigate', method: 'POST' })).toBeNull();
  });
});

describe('API answers', () => {
  it.each([
    ['/api/auth/me', 'member'],
    ['/api/user/profile', 'member'],
    ['/api/bookmarks', 'member'],
    ['/api/bookmarks/collections', 'member'],
    ['/api/bookmarks/list?collection=birds', 'member'],
    ['/api/notifications/list', 'member'],
    ['/api/notifications/unread-count', 'member'],
    ['/api/sightings/42', 'sighting'],
    ['/api/sightings/42/comments', 'sighting'],
    ['/api/sightings/42/identifications', 'sighting'],
    ['/api/sightings/42/nearby', 'sighting'],
    ['/api/sightings/42/more-from-member', 'sighting'],
  ])('keeps GET %s (%s)', (path, kind) => {
    expect(route(path)).toBe(kind);
  });

  it.each([
    '/api/auth/login',
    '/api/auth/logout',
    '/api/auth/register',
    '/api/sightings',
    '/api/sightings?limit=12',
    '/api/sightings/42/like',
    '/api/feed',
    '/api/map/sightings',
    '/api/admin/stats',
    '/api/me/export',
  ])('never keeps %s', (path) => {
    expect(route(path)).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never touches a %s, even of a kept address', (method) => {
    expect(route('/api/bookmarks', { method })).toBeNull();
    expect(route('/api/auth/me', { method })).toBeNull();
    expect(route('/api/sightings/42', { method })).toBeNull();
  });

  it("never keeps an administrator's request (bearer token)", () => {
    expect(route('/api/auth/me', { headers: { Authorization: 'Bearer x' } })).toBeNull();
    expect(route('/api/sightings/42', { headers: { authorization: 'Bearer x' } })).toBeNull();
  });
});

describe('photos, tiles and built files', () => {
  it.each([
    '/media/u/0b6f/thumb.webp',
    '/media/u/0b6f/small.webp',
    '/media/u/0b6f/thumb.jpg',
    '/media/u/0b6f/small.jpg',
  ])('keeps the small rendition %s', (path) => {
    expect(route(path)).toBe('photo');
  });

  it.each([
    '/media/u/0b6f/medium.webp',
    '/media/u/0b6f/large.jpg',
    '/media/v/0b6f/video.mp4',
    '/media/thumb',
  ])('leaves %s to the network', (path) => {
    expect(route(path)).toBeNull();
  });

  it("never intercepts another host's media (a bucket's public address): the worker's fetch could not reach it", () => {
    expect(offlineRoute(...request('https://bucket.example/u/0b6f/thumb.webp'), ORIGIN)).toBeNull();
  });

  it('keeps the OpenStreetMap tiles the map shows, nothing else of that host', () => {
    expect(offlineRoute(...request('https://tile.openstreetmap.org/12/2048/1361.png'), ORIGIN)).toBe('tile');
    expect(offlineRoute(...request('https://tile.openstreetmap.org/copyright'), ORIGIN)).toBeNull();
    expect(offlineRoute(...request('https://a.tile.example.org/12/2048/1361.png'), ORIGIN)).toBeNull();
  });

  it('keeps built scripts and styles, not source maps', () => {
    expect(route('/assets/de-1a2b3c.js')).toBe('asset');
    expect(route('/assets/index-1a2b3c.css')).toBe('asset');
    expect(route('/assets/de-1a2b3c.js.map')).toBeNull();
  });
});

function page(answers: PageDataAnswer[]): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<!doctype html><html><body><div id="root"></div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script></body></html>`;
}

const json = { 'content-type': 'application/json; charset=utf-8' };

describe("a page's own answers", () => {
  it("keeps the member and the sighting page's answers, in their caches, as the app would have", () => {
    const html = page([
      { url: '/api/auth/me', status: 200, headers: json, body: '{"id":7}' },
      { url: '/api/sightings/42', status: 200, headers: json, body: '{"id":42,"notes":"</script>"}' },
      { url: '/api/sightings/42/comments', status: 200, headers: json, body: '[]' },
      {
        url: '/api/sightings/42/nearby',
        status: 200,
        headers: { ...json, 'x-next-cursor': 'c' },
        body: '[]',
      },
    ]);
    const { keep, signedOut } = pageAnswersToKeep(html);
    expect(signedOut).toBe(false);
    expect(keep).toEqual([
      { cacheName: CACHE_NAMES.member, url: '/api/auth/me', headers: json, body: '{"id":7}' },
      {
        cacheName: CACHE_NAMES.sightings,
        url: '/api/sightings/42',
        headers: json,
        body: '{"id":42,"notes":"</script>"}',
      },
      { cacheName: CACHE_NAMES.sightings, url: '/api/sightings/42/comments', headers: json, body: '[]' },
      {
        cacheName: CACHE_NAMES.sightings,
        url: '/api/sightings/42/nearby',
        headers: { ...json, 'x-next-cursor': 'c' },
        body: '[]',
      },
    ]);
  });

  it("keeps nothing the worker would not keep from the network (lists, other pages' answers)", () => {
    const html = page([
      { url: '/api/sightings?limit=6', status: 200, headers: json, body: '[]' },
      { url: '/api/contests/winners/latest', status: 200, headers: json, body: '[]' },
      { url: '/api/categories', status: 200, headers: json, body: '[]' },
    ]);
    expect(pageAnswersToKeep(html)).toEqual({ keep: [], signedOut: false });
  });

  it("reads a visitor's 401 as nobody signed in, and keeps it nowhere", () => {
    const html = page([
      { url: '/api/auth/me', status: 401, headers: json, body: '{"message":"Not signed in"}' },
      { url: '/api/sightings/42', status: 200, headers: json, body: '{}' },
    ]);
    const { keep, signedOut } = pageAnswersToKeep(html);
    expect(signedOut).toBe(true);
    expect(keep.map((answer) => answer.url)).toEqual(['/api/sightings/42']);
  });

  it('finds nothing in the app shell (no page data) or in a damaged block', () => {
    expect(pageAnswersToKeep('<!doctype html><html><body></body></html>')).toEqual({
      keep: [],
      signedOut: false,
    });
    const damaged = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">[{"url":</script>`;
    expect(pageAnswersToKeep(damaged)).toEqual({ keep: [], signedOut: false });
  });
});

describe('cache names', () => {
  it('drops the personal caches on sign-out, and keeps the map tiles and built files', () => {
    expect(PERSONAL_CACHES).toEqual([CACHE_NAMES.member, CACHE_NAMES.sightings, CACHE_NAMES.photos]);
    expect(PERSONAL_CACHES).not.toContain(CACHE_NAMES.tiles);
    expect(RUNTIME_CACHES).toHaveLength(5);
  });

  it("knows WildLens' runtime caches of every version, and nothing else (the precache included)", () => {
    for (const name of RUNTIME_CACHES) expect(isWildLensRuntimeCache(name)).toBe(true);
    expect(isWildLensRuntimeCache('wildlens-member-v0')).toBe(true);
    expect(isWildLensRuntimeCache('workbox-precache-v2-https://wildlens.example/')).toBe(false);
    expect(isWildLensRuntimeCache('wildlens-offline')).toBe(false);
  });
});

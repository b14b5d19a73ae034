// Geoprivacy, end to end: obscured sightings (chosen, rare, or of a threatened species) and private ones never
// show anyone but their author a position closer than their 0.2 degree cell (private: none at all), nor a place
// name finer than the region, through any path. The test walks EVERY GET route of the OpenAPI document (failing on
// one it cannot fill) and the pages that embed answers, as a visitor and as another member, and reads every
// number and name in every answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightings, speciesDatabase, users } from '../../db/schema';
import { readOutbox } from '../../mail/outbox.support';
import { until } from '../../realtime/socket-client.support';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import { adminHeaders } from '../sightings/social.support';
import { inSameCell } from '../species/cell.support';
import { readShippedAreas } from './areas';

interface Protected {
  key: string;
  id: number;
  latitude: number;
  longitude: number;
  location: string;
  publicLatitude: number | null;
  publicLongitude: number | null;
  placeName: string | null;
  region: string | null;
}

const yellowstone = readShippedAreas().areas.find((a) => a.slug === 'yellowstone-national-park');
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>WildLens</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
let author: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
let open: { id: number };
/** The rare tracker's records (made by its job from the rare and threatened sightings) and a few migrations. */
let rareIds: number[] = [];
let migrationIds: string[] = [];
let contestIds: number[] = [];
const hidden: Protected[] = [];
/** The other member's location alerts, and what their socket heard. */
const alertIds: number[] = [];
const socketMessages: string[] = [];
const THREATENED_SPECIES = 'Cygnus olor';

beforeAll(async () => {
  if (!yellowstone) throw new Error('Yellowstone is not shipped');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  author = await makeUser(t.app);
  other = await makeUser(t.app);
  const db = t.app.ctx.db;
  // Premium, so the walk also reads the routes only Premium members get (enhanced discovery).
  await db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, other.id));
  await db
    .update(speciesDatabase)
    .set({ conservationStatus: 'VU' })
    .where(eq(speciesDatabase.scientificName, THREATENED_SPECIES));
  // Distinctive digits, each well inside its cell; one inside Yellowstone, so its location page is walked too.
  const made: [string, Record<string, unknown>][] = [
    [
      'chosen',
      {
        speciesName: 'Grey wolf',
        category: 'mammals',
        latitude: 44.61937,
        longitude: -110.47561,
        geoprivacy: 'obscured',
        location: 'Wolf den by Secret Ridge 4417',
      },
    ],
    [
      'private',
      {
        speciesName: 'African penguin',
        category: 'birds',
        latitude: -34.19273,
        longitude: 18.45729,
        geoprivacy: 'private',
        location: 'Hidden cove 5521',
      },
    ],
    [
      'rare',
      {
        speciesName: 'Snow leopard',
        category: 'mammals',
        latitude: 27.93643,
        longitude: 86.71352,
        rarityLevel: 'very_rare',
        location: 'Ledge above camp 7733',
      },
    ],
    [
      'threatened',
      {
        speciesName: 'Mute swan',
        category: 'birds',
        latitude: 51.47219,
        longitude: -0.31847,
        location: 'Quiet reedbed 9182',
      },
    ],
  ];
  // The other member's location alerts around every hidden sighting: their matches, e-mails and real-time
  // messages are walked too.
  for (const [, data] of made) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/location-alerts',
      headers: { cookie: other.cookie },
      payload: {
        alertName: 'Leak watch',
        // Centred 5 km off (the member does not know the true point; the walk would read the centre as one).
        latitude: Number(data.latitude) + 0.05,
        longitude: Number(data.longitude) + 0.05,
        radiusKm: 60,
        smartFiltering: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    alertIds.push(res.json().id);
  }
  const socket = await t.app.injectWS('/ws', { headers: { cookie: other.cookie } });
  socket.on('message', (data) => socketMessages.push(String(data)));
  socket.send(
    JSON.stringify({ type: 'authenticate', userId: other.id, sessionId: 'x', timestamp: Date.now() }),
  );
  for (const [key, data] of made) {
    const s = await makeSighting(t.app, author.cookie, { dateSpotted: '2025-06-02', ...data });
    hidden.push({
      key,
      id: s.id,
      latitude: Number(data.latitude),
      longitude: Number(data.longitude),
      location: String(data.location),
      publicLatitude: null,
      publicLongitude: null,
      placeName: null,
      region: null,
    });
  }
  open = await makeSighting(t.app, author.cookie, {
    speciesName: 'American bison',
    category: 'mammals',
    latitude: 44.52111,
    longitude: -110.58222,
  });
  for (const h of hidden) {
    const [row] = await db
      .select({
        lat: sightings.publicLatitude,
        lon: sightings.publicLongitude,
        place: sightings.placeName,
        region: sightings.region,
      })
      .from(sightings)
      .where(eq(sightings.id, h.id));
    h.publicLatitude = row?.lat === null || row?.lat === undefined ? null : Number(row.lat);
    h.publicLongitude = row?.lon === null || row?.lon === undefined ? null : Number(row.lon);
    h.placeName = row?.place ?? null;
    h.region = row?.region ?? null;
  }
  // Another member's traces: a bookmark, a comment and a like on each hidden sighting.
  for (const h of hidden) {
    for (const [url, payload] of [
      ['/api/bookmarks', { sightingId: h.id }],
      ['/api/comments', { sightingId: h.id, content: 'Wonderful find' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: other.cookie } });
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    }
    await t.app.inject({
      method: 'POST',
      url: `/api/sightings/${h.id}/like`,
      headers: { cookie: other.cookie },
    });
  }
  for (let i = 0; i < 20; i += 1) if ((await t.app.jobs.runOnce()).claimed === 0) break;
  await until(() => socketMessages.some((m) => m.includes('rare_species_alert')));
  socket.terminate();
  rareIds = (
    (await db.execute(sql`select id from rare_sightings order by id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => r.id);
  contestIds = (
    (await db.execute(sql`select id from challenges order by id`)) as unknown as { rows: { id: number }[] }
  ).rows.map((r) => r.id);
  migrationIds = (
    (await db.execute(sql`select slug as id from migration_patterns order by id limit 3`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((r) => r.id);
  // Each hidden sighting linked to a migration by its author, so the migration's page is walked with them.
  for (const h of hidden) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/migrations/${migrationIds[0]}/sightings`,
      headers: { cookie: author.cookie },
      payload: { sightingId: h.id, migrationPhase: 'passage' },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The centre of a value's 0.2 degree cell: what the rare tracker and older maps draw. */
const cellCentre = (v: number) => Math.floor(v / 0.2) * 0.2 + 0.1;

/**
 * What leaks in a body: a number near a true coordinate that is neither the sighting's public point nor its cell's
 * centre (both say no more than the cell), or a place name finer than the region.
 */
function leaksIn(body: string): string[] {
  const found: string[] = [];
  const numbers = [...body.matchAll(/-?\d{1,3}\.\d{3,}/g)].map((m) => Number(m[0]));
  for (const h of hidden) {
    // Both coordinates near the truth (one alone may be a coincidence: a timing, a size, an unrelated number).
    const near = (truth: number, shown: number | null) =>
      numbers.filter(
        (n) =>
          Math.abs(n - truth) < 0.02 &&
          (shown === null || Math.abs(n - shown) > 1e-6) &&
          Math.abs(n - cellCentre(truth)) > 1e-6,
      );
    const lat = near(h.latitude, h.publicLatitude);
    const lon = near(h.longitude, h.publicLongitude);
    if (lat.length > 0 && lon.length > 0)
      found.push(`${h.key}: ${lat[0]}, ${lon[0]} is within 0.02 degrees of the true point`);
    if (body.includes(h.location)) found.push(`${h.key}: its location text "${h.location}"`);
    if (h.placeName && h.placeName !== h.region && body.includes(`"${h.placeName}"`))
      found.push(`${h.key}: its nearest place "${h.placeName}"`);
  }
  return found;
}

/** Values for path parameters: every id of a hidden sighting, and the owners of everything else. */
function fillings(route: string): string[] | null {
  const params = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (params.length === 0) return [route];
  if (params.length > 1) return null;
  const [name] = params;
  if (name === 'id' && route.startsWith('/api/sightings/'))
    return hidden.map((h) => route.replace('{id}', String(h.id)));
  if (name === 'userId') return [route.replace('{userId}', String(author.id))];
  if (name === 'id' && (route.startsWith('/api/users/') || route.startsWith('/api/profiles/')))
    return [route.replace('{id}', String(author.id))];
  if (name === 'id' && route.startsWith('/api/rare-sightings/'))
    return rareIds.map((id) => route.replace('{id}', String(id)));
  if (name === 'id' && route.startsWith('/api/migrations/'))
    return migrationIds.map((id) => route.replace('{id}', String(id)));
  if (name === 'id' && route.startsWith('/api/identifications/'))
    return hidden.map((h) => route.replace('{id}', String(h.id)));
  if (name === 'id' && route.startsWith('/api/location-alerts/'))
    return alertIds.map((id) => route.replace('{id}', String(id)));
  if (name === 'id' && (route.startsWith('/api/contests/') || route.startsWith('/api/admin/contests/')))
    return contestIds.map((id) => route.replace('{id}', String(id)));
  if (name === 'slug' && route.startsWith('/api/species/')) return [route.replace('{slug}', 'cygnus-olor')];
  if (name === 'slug' && route.startsWith('/api/locations/'))
    return [route.replace('{slug}', 'yellowstone-national-park')];
  return null;
}

/** Query strings a route needs to answer at all (its required parameters). */
const REQUIRED_QUERIES: Record<string, string> = {
  '/api/map/sightings': 'bbox=-180,-85,180,85&zoom=2',
  '/api/species/suggest': 'q=swa',
  '/api/insights': 'latitude=44.6&longitude=-110.5',
  // Around the hidden wolf, in the month its past season was seen; the enhanced view over the days all were seen.
  '/api/discovery': 'lat=44.6&lng=-110.5&month=6',
  '/api/discovery/enhanced': 'lat=44.6&lng=-110.5&month=6&from=2025-01-01&to=2025-12-31',
  // Field mode's offline checklist around the hidden wolf, in the month it was seen.
  '/api/field/checklist': 'lat=44.6&lng=-110.5&radiusKm=50&month=6',
};

/**
 * GET routes with a parameter that no hidden sighting fills: each is about something else entirely (an upload,
 * a notification token, an administrator's record, a portfolio address the author never took). Listed, so a new
 * route must be placed here or filled above.
 */
const NOT_ABOUT_SIGHTINGS = new Set([
  // One error group for the administrators: messages, pages by template, stack traces; no sighting.
  '/api/admin/errors/{groupId}',
  '/api/media/{id}',
  '/api/portfolios/{portfolioUrl}',
  '/api/admin/conservation-status/{id}',
  '/api/identification-requests/{id}',
  // A payment, a test-mode checkout and the contest entry a payment bought: amounts and states, no place.
  '/api/payments/{id}',
  '/api/payments/sandbox/{checkoutId}',
  '/api/contests/payments/{paymentId}',
  // The shops: the affiliate redirect, a gear product (the sightings made with it by species, photo and member,
  // with no position or place), a print (title, artist, price, preview), a print file for the administrators,
  // and location guides with their ratings (the place and coordinates the author chose to write about).
  '/go/{productId}',
  '/api/gear/products/{slug}',
  '/api/print-products/{id}',
  '/api/admin/print-orders/{id}/print-file',
  '/api/guides/{id}',
  '/api/guides/{id}/ratings',
  // Articles: editorial text (Markdown), its translations and related articles; no sighting, position or place.
  '/api/articles/{slug}',
  '/api/admin/articles/{id}',
  // Curated content (features/curated): a link's redirect (an address elsewhere), and one curated sighting for
  // the administrators (the site's own, read with the bearer token only). The Instagram post of a sighting is
  // filled with the hidden ones and also read as its author and the administrator below.
  '/go/external/{id}',
  '/api/admin/curated-sightings/{id}',
]);

describe('geoprivacy', () => {
  it('keeps each hidden sighting’s public point in its cell (private: none), fixed across reads', async () => {
    for (const h of hidden) {
      if (h.key === 'private') {
        expect(h.publicLatitude).toBeNull();
        continue;
      }
      expect(h.publicLatitude, h.key).not.toBeNull();
      const shown = { latitude: h.publicLatitude ?? 0, longitude: h.publicLongitude ?? 0 };
      expect(inSameCell(shown, h), h.key).toBe(true);
      const page = (await t.app.inject({ url: `/api/sightings/${h.id}` })).json() as { latitude: string };
      expect(Number(page.latitude), h.key).toBe(h.publicLatitude);
    }
    // Its author still sees the truth, and the open one is exact for everyone.
    const own = (
      await t.app.inject({ url: `/api/sightings/${hidden[0]?.id}`, headers: { cookie: author.cookie } })
    ).json();
    expect(Number(own.latitude)).toBe(hidden[0]?.latitude);
    expect(own.location).toBe(hidden[0]?.location);
    const plain = (await t.app.inject({ url: `/api/sightings/${open.id}` })).json();
    expect(Number(plain.latitude)).toBe(44.52111);
  });

  it('never shows a position closer than the cell, nor a finer place, on any GET route', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get?: { parameters?: { in: string; name: string; required?: boolean }[] } }>;
    };
    const unfilled: string[] = [];
    const findings: string[] = [];
    let walked = 0;
    for (const [route, methods] of Object.entries(doc.paths)) {
      if (!methods.get) continue;
      const urls = fillings(route);
      if (!urls) {
        if (!NOT_ABOUT_SIGHTINGS.has(route)) unfilled.push(route);
        continue;
      }
      for (const url of urls) {
        const query = REQUIRED_QUERIES[route];
        for (const [who, headers] of [
          ['visitor', {}],
          ['other member', { cookie: other.cookie }],
        ] as const) {
          const res = await t.app.inject({ url: query ? `${url}?${query}` : url, headers });
          walked += 1;
          if (res.statusCode >= 300) continue;
          for (const leak of leaksIn(res.body)) findings.push(`${who} GET ${url}: ${leak}`);
        }
      }
    }
    expect(unfilled, 'GET routes the walk cannot fill').toEqual([]);
    // The tracker recorded the rare and the threatened sighting, so its pages were read too.
    expect(rareIds.length).toBeGreaterThanOrEqual(2);
    expect(walked).toBeGreaterThan(60);
    expect(findings).toEqual([]);
  });

  it('never shows them in location alerts: their matches, e-mails and real-time messages', async () => {
    const triggers = await t.app.inject({
      url: `/api/location-alerts/${alertIds[0]}/triggers`,
      headers: { cookie: other.cookie },
    });
    // The obscured wolf matched the other member's alert, so there was something to read.
    expect(triggers.json().triggers.length).toBeGreaterThan(0);
    const mail = readOutbox(t.dataDir).filter((m) => m.to === other.email);
    expect(mail.length).toBeGreaterThan(0);
    expect(socketMessages.length).toBeGreaterThan(0);
    const findings = [
      ...mail.flatMap((m) => leaksIn(`${m.subject}\n${m.text}\n${m.html}`)),
      ...socketMessages.flatMap((m) => leaksIn(m)),
    ];
    expect(findings).toEqual([]);
  });

  it('never shows them in the pages that embed answers or carry link previews', async () => {
    const pages = [
      '/',
      '/explore',
      '/map',
      `/profile/${author.id}`,
      '/location/yellowstone-national-park',
      '/species/cygnus-olor',
      ...hidden.map((h) => `/sighting/${h.id}`),
    ];
    const findings: string[] = [];
    for (const page of pages)
      for (const headers of [{}, { cookie: other.cookie }]) {
        const res = await t.app.inject({ url: page, headers });
        expect(res.statusCode, page).toBe(200);
        for (const leak of leaksIn(res.body)) findings.push(`${page}: ${leak}`);
      }
    expect(findings).toEqual([]);
  });

  it('never shows them in the Instagram post made from them, even to their author or the administrator', async () => {
    // The post is published elsewhere for anyone: its place is what a visitor may see, whoever makes it.
    const admin = await adminHeaders(t.app);
    const findings: string[] = [];
    for (const h of hidden)
      for (const [who, headers] of [
        ['author', { cookie: author.cookie }],
        ['administrator', admin],
      ] as const) {
        const res = await t.app.inject({ url: `/api/sightings/${h.id}/instagram-post/caption`, headers });
        expect(res.statusCode, `${who}, ${h.key}: ${res.body}`).toBe(200);
        for (const leak of leaksIn(res.body)) findings.push(`${who}, ${h.key}: ${leak}`);
      }
    expect(findings).toEqual([]);
  });

  it('the walk would notice a leak: the author’s own answers carry the true point', async () => {
    const res = await t.app.inject({
      url: `/api/sightings/${hidden[0]?.id}`,
      headers: { cookie: author.cookie },
    });
    expect(leaksIn(res.body).length).toBeGreaterThan(0);
  });

  it('follows the species: a threatened species made Least Concern shows its sightings exactly again', async () => {
    const threatened = hidden.find((h) => h.key === 'threatened');
    await t.app.ctx.db.execute(
      sql`update species_database set conservation_status = 'LC' where scientific_name = ${THREATENED_SPECIES}`,
    );
    const page = (await t.app.inject({ url: `/api/sightings/${threatened?.id}` })).json();
    expect(Number(page.latitude)).toBe(threatened?.latitude);
    expect(page.positionPrecision).toBe('exact');
  });
});

// The explore list's place, date and member filters (GET /api/sightings?location=&country=&bbox=&from=&to=&user=)
// and the sighting page's strips (GET /api/sightings/:id/nearby, /more-from-member). Every position test reads the
// public position: an obscured sighting is found by its point in its cell, never by where it really is, and a
// private one never by place at all.
import type { Sighting } from '@common/schemas/sightings';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightings } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';

let t: TestApp;
let alice: Awaited<ReturnType<typeof makeUser>>;
let bob: Awaited<ReturnType<typeof makeUser>>;
const ids: Record<string, number> = {};

/** Yellowstone (shipped area): centre 44.6, -110.5, radius 60 km. */
const YELLOWSTONE_BOX = '-111.5,44,-109.5,45.4';

async function place(key: string, who: { cookie: string }, data: Record<string, unknown>) {
  const s = await makeSighting(t.app, who.cookie, { dateSpotted: '2025-06-01', ...data });
  ids[key] = s.id;
}

/** Moves an obscured sighting's public point (the database fixes it at random inside the cell) to a known one. */
async function publicPointOf(key: string, latitude: number, longitude: number) {
  await t.app.ctx.db
    .update(sightings)
    .set({ publicLatitude: String(latitude), publicLongitude: String(longitude) })
    .where(eq(sightings.id, ids[key] ?? 0));
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await makeUser(t.app, { username: `alice${Date.now() % 100000}` });
  bob = await makeUser(t.app);
  await place('openIn', alice, { speciesName: 'American bison', latitude: 44.52111, longitude: -110.58222 });
  // True point 55 km north of the centre (inside), public point 66 km away (outside the area's circle).
  await place('obscuredOut', alice, {
    speciesName: 'Grey wolf',
    latitude: 45.1,
    longitude: -110.5,
    geoprivacy: 'obscured',
    dateSpotted: '2025-03-10',
  });
  // True point 62 km south (outside), public point 45 km from the centre (inside).
  await place('obscuredIn', alice, {
    speciesName: 'Grizzly bear',
    latitude: 44.04,
    longitude: -110.5,
    geoprivacy: 'obscured',
    dateSpotted: '2024-08-20',
  });
  await place('privateIn', alice, {
    speciesName: 'Wolverine',
    latitude: 44.6,
    longitude: -110.5,
    geoprivacy: 'private',
  });
  await place('hiddenIn', bob, {
    speciesName: 'Moose',
    latitude: 44.55,
    longitude: -110.45,
    isPublic: false,
  });
  await place('fiji', alice, { speciesName: 'Fiji petrel', latitude: -17.8, longitude: 178.5 });
  await place('samoa', bob, { speciesName: 'Manumea', latitude: -13.8, longitude: -172.1 });
  await place('tanzania', bob, {
    speciesName: 'Lion',
    latitude: -2.33,
    longitude: 34.83,
    dateSpotted: '2024-01-10',
  });
  await place('noPlace', bob, { speciesName: 'Robin', latitude: null, longitude: null });
  await publicPointOf('obscuredOut', 45.19, -110.41);
  await publicPointOf('obscuredIn', 44.19, -110.5);
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, cookie?: string) {
  return t.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });
}

/** The keys (of `ids`) a list answers, in its order. */
async function listed(query: string, cookie?: string): Promise<string[]> {
  const res = await get(`/api/sightings?limit=100&${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return (res.json() as Sighting[]).map((s) => byId.get(s.id) ?? `other ${s.id}`);
}

const sorted = (keys: string[]) => [...keys].sort();

describe('explore place filters', () => {
  it('location: open sightings by their place, obscured ones only by their public point, private and hidden never', async () => {
    for (const cookie of [undefined, bob.cookie, alice.cookie]) {
      expect(sorted(await listed('location=yellowstone-national-park', cookie))).toEqual([
        'obscuredIn',
        'openIn',
      ]);
    }
    expect(await listed('location=no-such-park')).toEqual([]);
  });

  it('country: by the country shown on the sighting, never a private one', async () => {
    expect(sorted(await listed('country=us'))).toEqual(['obscuredIn', 'obscuredOut', 'openIn']);
    expect(await listed('country=TZ')).toEqual(['tanzania']);
    // Not even its author finds a private sighting by place: place filters read what everyone is shown.
    expect(await listed(`country=US&userId=${alice.id}`, alice.cookie)).not.toContain('privateIn');
  });

  it('bbox ("in this map area"): by public position only', async () => {
    expect(sorted(await listed(`bbox=${YELLOWSTONE_BOX}`))).toEqual(['obscuredIn', 'obscuredOut', 'openIn']);
    // A box around the wolf's true point but not its public one finds nothing of it.
    expect(await listed('bbox=-110.55,45.05,-110.45,45.15')).toEqual([]);
    expect(await listed('bbox=-110.42,45.18,-110.40,45.2')).toEqual(['obscuredOut']);
    expect(await listed(`bbox=${YELLOWSTONE_BOX}&userId=${alice.id}`, alice.cookie)).not.toContain(
      'privateIn',
    );
  });

  it('bbox across the date line: west greater than east', async () => {
    expect(sorted(await listed('bbox=170,-25,-170,-10'))).toEqual(['fiji', 'samoa']);
    expect(await listed('bbox=-170,-25,170,-10')).toEqual([]);
    // Longitudes past 180, as a map panned round the world sends them.
    expect(sorted(await listed('bbox=170,-25,190,-10'))).toEqual(['fiji', 'samoa']);
    expect(sorted(await listed(`bbox=-180,-90,180,90&user=${bob.username}`))).toEqual(['samoa', 'tanzania']);
  });

  it('date range: inclusive days seen', async () => {
    expect(sorted(await listed('from=2025-01-01&to=2025-12-31&country=US'))).toEqual([
      'obscuredOut',
      'openIn',
    ]);
    expect(await listed('from=2024-08-20&to=2024-08-20')).toEqual(['obscuredIn']);
    expect(await listed('to=2024-06-30')).toEqual(['tanzania']);
  });

  it('user: a member by username, any case', async () => {
    expect(sorted(await listed(`user=${bob.username.toUpperCase()}`))).toEqual([
      'noPlace',
      'samoa',
      'tanzania',
    ]);
    expect(await listed('user=nobody_here')).toEqual([]);
    expect(await listed(`user=${bob.username}&userId=${alice.id}`)).toEqual([]);
    expect(sorted(await listed(`user=${bob.username}&userId=${bob.id}`))).toEqual([
      'noPlace',
      'samoa',
      'tanzania',
    ]);
  });

  it('combines with the other filters and pages with the cursor', async () => {
    expect(await listed('location=yellowstone-national-park&category=birds&search=bison')).toEqual([
      'openIn',
    ]);
    const first = await get(`/api/sightings?limit=1&country=US`);
    const cursor = first.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    const second = await get(`/api/sightings?limit=1&country=US&cursor=${cursor}`);
    expect(second.statusCode).toBe(200);
    const [a] = first.json() as Sighting[];
    const [b] = second.json() as Sighting[];
    expect(a?.id).not.toBe(b?.id);
  });

  it('refuses bad values with 400 {message, errors}', async () => {
    for (const query of [
      'location=Not%20A%20Slug',
      'country=USA',
      'bbox=1,2,3',
      'bbox=0,50,10,40',
      'from=2025-02-30',
      'from=2025-06-01&to=2025-05-01',
      'user=no%20spaces',
      `user=${'x'.repeat(60)}`,
    ]) {
      const res = await get(`/api/sightings?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { message: string; errors: { path: string; message: string }[] };
      expect(typeof body.message, query).toBe('string');
      expect(body.errors.length, query).toBeGreaterThan(0);
    }
    const order = (await get('/api/sightings?from=2025-06-01&to=2025-05-01')).json();
    expect(order.message).toBe('The from date must not be after the to date');
  });
});

describe('related strips', () => {
  async function strip(key: string, kind: string, cookie?: string) {
    const res = await get(`/api/sightings/${ids[key]}/${kind}`, cookie);
    return res;
  }
  const keysOf = (items: Sighting[]) => {
    const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
    return items.map((s) => byId.get(s.id) ?? `other ${s.id}`);
  };

  it('nearby: public sightings nearest first, by public position, never private, hidden or itself', async () => {
    const res = await strip('openIn', 'nearby');
    expect(res.statusCode).toBe(200);
    const items = res.json() as Sighting[];
    expect(keysOf(items).slice(0, 2)).toEqual(['obscuredIn', 'obscuredOut']);
    expect(keysOf(items)).not.toContain('privateIn');
    expect(keysOf(items)).not.toContain('hiddenIn');
    expect(keysOf(items)).not.toContain('openIn');
    // Shown at their public point, as every list shows them.
    expect(Number(items[0]?.latitude)).toBe(44.19);
    expect(items[0]?.location).toBeNull();
  });

  it('nearby: none for a sighting without a public position; 404 when its page is 404', async () => {
    expect((await strip('privateIn', 'nearby', alice.cookie)).json()).toEqual([]);
    expect((await strip('noPlace', 'nearby')).json()).toEqual([]);
    expect((await strip('hiddenIn', 'nearby')).statusCode).toBe(404);
    expect((await strip('hiddenIn', 'more-from-member', alice.cookie)).statusCode).toBe(404);
    expect((await strip('hiddenIn', 'nearby', bob.cookie)).statusCode).toBe(200);
    expect((await get('/api/sightings/2147483647/nearby')).statusCode).toBe(404);
    expect((await get('/api/sightings/abc/nearby')).statusCode).toBe(400);
  });

  it('nearby: at most 12, the nearest, across the date line', async () => {
    const rows = Array.from({ length: 14 }, (_, i) => ({
      userId: bob.id,
      speciesName: `Seabird ${i}`,
      category: 'birds',
      latitude: String(-17 - i * 0.05),
      longitude: String(i % 2 === 0 ? 179.9 - i * 0.01 : -179.9 + i * 0.01),
    }));
    const made = await t.app.ctx.db.insert(sightings).values(rows).returning({ id: sightings.id });
    const items = (await strip('fiji', 'nearby')).json() as Sighting[];
    expect(items).toHaveLength(12);
    const from = { lat: -17.8, lon: 178.5 };
    const km = (s: Sighting) => {
      const dLat = Number(s.latitude) - from.lat;
      let dLon = Math.abs(Number(s.longitude) - from.lon);
      if (dLon > 180) dLon = 360 - dLon;
      return Math.hypot(dLat, dLon * Math.cos((from.lat * Math.PI) / 180));
    };
    const distances = items.map(km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Both sides of the date line are among them.
    expect(items.some((s) => Number(s.longitude) < 0)).toBe(true);
    await t.app.ctx.db.delete(sightings).where(
      inArray(
        sightings.id,
        made.map((m) => m.id),
      ),
    );
  });

  it('more from the member: their other public sightings, newest first', async () => {
    const items = (await strip('openIn', 'more-from-member')).json() as Sighting[];
    const keys = keysOf(items);
    expect(keys).not.toContain('openIn');
    expect(items.every((s) => s.userId === alice.id)).toBe(true);
    // A private position is still a public sighting: listed, without any position.
    const hidden = items.find((s) => s.id === ids.privateIn);
    expect(hidden?.latitude).toBeNull();
    expect(hidden?.positionPrecision).toBe('none');
    const times = items.map((s) => s.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const bobs = keysOf((await strip('tanzania', 'more-from-member')).json() as Sighting[]);
    expect(bobs).not.toContain('hiddenIn');
    expect(bobs).toContain('samoa');
  });

  it('the author sees their own sightings in the strips at their true position', async () => {
    const items = (await strip('openIn', 'more-from-member', alice.cookie)).json() as Sighting[];
    const wolf = items.find((s) => s.id === ids.obscuredOut);
    expect(Number(wolf?.latitude)).toBe(45.1);
    const visitor = (await strip('openIn', 'more-from-member')).json() as Sighting[];
    expect(Number(visitor.find((s) => s.id === ids.obscuredOut)?.latitude)).toBe(45.19);
  });
});

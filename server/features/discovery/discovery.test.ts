// GET /api/discovery and /api/discovery/enhanced on the real database: species seen recently and in past
// seasons within the radius (nothing beyond it), the hot spots around, recent rare sightings at their public
// point and region only, private and hidden sightings never; the enhanced view for Premium only, with its filters
// and charts; bad input refused with 400 JSON.
import type { Discovery, EnhancedDiscovery } from '@common/schemas/discovery';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightings, users } from '../../db/schema';
import {
  createTestApp,
  makeSighting,
  makeUser,
  type SightingOverrides,
  type TestApp,
  unlimitedRateLimits,
} from '../../test/harness';

const DAY = 24 * 60 * 60 * 1000;
/** Yellowstone's centre, as /locations ships it. */
const CENTRE = { lat: 44.6, lng: -110.5 };
const PLACE = `lat=${CENTRE.lat}&lng=${CENTRE.lng}`;

let t: TestApp;
type Member = Awaited<ReturnType<typeof makeUser>>;
let author: Member;
let free: Member;
let premium: Member;
const ids: Record<string, number> = {};
/** The obscured wolf's true point, which no one but its author may learn. */
const WOLF = { latitude: 44.61937, longitude: -110.47561, location: 'Wolf den by Secret Ridge 4417' };

const dayAgo = (days: number) => new Date(t.clock.now.getTime() - days * DAY).toISOString().slice(0, 10);
/** The same day of the month a year or two before today (a past season of this month). */
function yearsAgo(years: number): string {
  const now = t.clock.now;
  return `${now.getUTCFullYear() - years}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-10`;
}

async function sighting(member: Member, key: string, overrides: SightingOverrides) {
  const made = await makeSighting(t.app, member.cookie, {
    category: 'mammals',
    latitude: 44.55,
    longitude: -110.45,
    ...overrides,
  });
  ids[key] = made.id;
}

async function get<T>(url: string, cookie?: string, status = 200): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

beforeAll(async () => {
  t = await createTestApp({ SPECIES_CATALOGUE: 'off' }, { rateLimits: unlimitedRateLimits() });
  author = await makeUser(t.app);
  free = await makeUser(t.app);
  premium = await makeUser(t.app);
  await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, premium.id));
  await sighting(author, 'bison1', {
    speciesName: 'American bison',
    dateSpotted: dayAgo(3),
    timeOfDay: 'dawn',
    weatherConditions: 'sunny',
  });
  await sighting(author, 'bison2', {
    speciesName: 'American bison',
    dateSpotted: dayAgo(5),
    timeSpotted: '12:30',
  });
  await sighting(author, 'elk', {
    speciesName: 'Elk',
    dateSpotted: dayAgo(10),
    timeOfDay: 'dusk',
    weatherConditions: 'snow',
  });
  await sighting(author, 'raven', { speciesName: 'Common raven', category: 'birds', dateSpotted: dayAgo(2) });
  // Past seasons: the same month in earlier years.
  await sighting(author, 'pika', { speciesName: 'American pika', dateSpotted: yearsAgo(1) });
  await sighting(author, 'pika2', { speciesName: 'American pika', dateSpotted: yearsAgo(2) });
  await sighting(author, 'bisonOld', { speciesName: 'American bison', dateSpotted: yearsAgo(1) });
  // Far away (Paris) and too long ago: in no list.
  await sighting(author, 'far', {
    speciesName: 'Red fox',
    latitude: 48.85,
    longitude: 2.35,
    dateSpotted: dayAgo(2),
  });
  await sighting(author, 'old', { speciesName: 'Moose', dateSpotted: dayAgo(60) });
  // Rare and obscured: only its public point and region may show.
  await sighting(author, 'wolf', {
    speciesName: 'Grey wolf',
    rarityLevel: 'very_rare',
    latitude: WOLF.latitude,
    longitude: WOLF.longitude,
    location: WOLF.location,
    dateSpotted: dayAgo(4),
  });
  // Private position, and a hidden sighting: absent everywhere.
  await sighting(author, 'private', {
    speciesName: 'Wolverine',
    rarityLevel: 'extremely_rare',
    geoprivacy: 'private',
    dateSpotted: dayAgo(4),
  });
  await sighting(author, 'hidden', { speciesName: 'Lynx', isPublic: false, dateSpotted: dayAgo(4) });
  // The premium member has recorded ravens (elsewhere).
  await sighting(premium, 'mine', {
    speciesName: 'Common Raven',
    category: 'birds',
    latitude: 10,
    longitude: 10,
    dateSpotted: dayAgo(100),
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/discovery', () => {
  it('lists what was seen recently near the point, and nothing beyond the radius or the window', async () => {
    const d = await get<Discovery>(`/api/discovery?${PLACE}&lang=en`);
    expect(d.centre).toMatchObject({ latitude: CENTRE.lat, longitude: CENTRE.lng, locationSlug: null });
    expect(d.radiusKm).toBe(50);
    expect(d.month).toBe(t.clock.now.getUTCMonth() + 1);
    expect(d.recentTo).toBe(dayAgo(0));
    expect(d.recentFrom).toBe(dayAgo(29));
    const names = d.recentSpecies.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['American bison', 'Elk', 'Common raven', 'Grey wolf']));
    expect(names).not.toContain('Red fox');
    expect(names).not.toContain('Moose');
    const bison = d.recentSpecies.find((s) => s.name === 'American bison');
    expect(bison).toMatchObject({ count: 2, lastSeen: dayAgo(3), latestSightingId: ids.bison1, years: 1 });
    // The most seen first.
    expect(d.recentSpecies[0]?.name).toBe('American bison');
  });

  it('lists the species of past seasons not already seen recently, those that came back most years first', async () => {
    const d = await get<Discovery>(`/api/discovery?${PLACE}`);
    expect(d.likelySpecies.map((s) => s.name)).toEqual(['American pika']);
    expect(d.likelySpecies[0]).toMatchObject({ count: 2, years: 2, lastSeen: yearsAgo(1) });
    // Another month: the past seasons of that month only.
    const other = ((t.clock.now.getUTCMonth() + 6) % 12) + 1;
    const elsewhen = await get<Discovery>(`/api/discovery?${PLACE}&month=${other}`);
    expect(elsewhen.month).toBe(other);
    expect(elsewhen.likelySpecies).toEqual([]);
  });

  it('names the nearby protected areas, the nearest first, with links by slug', async () => {
    const d = await get<Discovery>(`/api/discovery?${PLACE}`);
    expect(d.hotSpots[0]).toMatchObject({ slug: 'yellowstone-national-park', distanceKm: 0 });
    expect(d.hotSpots.length).toBeLessThanOrEqual(8);
    for (let i = 1; i < d.hotSpots.length; i += 1)
      expect(d.hotSpots[i]?.distanceKm).toBeGreaterThanOrEqual(d.hotSpots[i - 1]?.distanceKm ?? 0);
    // The open sightings inside the park count, the obscured wolf does not.
    expect(d.hotSpots[0]?.sightingCount).toBeGreaterThanOrEqual(4);
  });

  it('shows a rare sighting at its public point and region only', async () => {
    const res = await t.app.inject({ url: `/api/discovery?${PLACE}`, headers: { cookie: free.cookie } });
    const d = res.json() as Discovery;
    const [row] = await t.app.ctx.db
      .select({ lat: sightings.publicLatitude, lng: sightings.publicLongitude, region: sightings.region })
      .from(sightings)
      .where(eq(sightings.id, ids.wolf ?? 0));
    expect(d.rareSightings.map((r) => r.sightingId)).toEqual([ids.wolf]);
    const wolf = d.rareSightings[0];
    expect(wolf).toMatchObject({
      latitude: Number(row?.lat),
      longitude: Number(row?.lng),
      positionPrecision: 'obscured',
      rarityLevel: 'very_rare',
      place: { countryCode: 'US', region: row?.region, nearestPlace: null },
    });
    expect(res.body).not.toContain(String(WOLF.latitude));
    expect(res.body).not.toContain(String(WOLF.longitude));
    expect(res.body).not.toContain(WOLF.location);
  });

  it('never shows a private position or a hidden sighting', async () => {
    for (const cookie of [undefined, free.cookie, premium.cookie]) {
      const res = await t.app.inject({ url: `/api/discovery?${PLACE}`, headers: cookie ? { cookie } : {} });
      expect(res.body).not.toContain('Wolverine');
      expect(res.body).not.toContain('Lynx');
      expect(res.body).not.toContain(`"sightingId":${ids.private}`);
    }
  });

  it('takes a location for the place, and declares an answer naming its language public', async () => {
    const res = await t.app.inject({ url: '/api/discovery?location=yellowstone-national-park&lang=en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const d = res.json() as Discovery;
    expect(d.centre).toMatchObject({
      label: 'Yellowstone National Park',
      countryCode: 'US',
      locationSlug: 'yellowstone-national-park',
    });
    // The park's own radius (60 km) is wider than the default.
    expect(d.radiusKm).toBe(60);
    expect(d.recentSpecies.length).toBeGreaterThan(0);
    const unknown = await t.app.inject({ url: '/api/discovery?location=atlantis' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Location not found' });
  });

  it('refuses bad input with 400 JSON naming the field', async () => {
    for (const [query, field] of [
      ['', 'lat'],
      ['lat=44.6', 'lat'],
      ['lat=91&lng=0', 'lat'],
      ['lat=abc&lng=0', 'lat'],
      [`${PLACE}&radiusKm=301`, 'radiusKm'],
      [`${PLACE}&radiusKm=0`, 'radiusKm'],
      [`${PLACE}&month=13`, 'month'],
      ['location=Not%20A%20Slug', 'location'],
      [`${PLACE}&colour=red`, ''],
    ] as const) {
      const res = await t.app.inject({ url: `/api/discovery?${query}` });
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { message: string; errors: { path: string }[] };
      expect(typeof body.message).toBe('string');
      if (field)
        expect(
          body.errors.map((e) => e.path),
          query,
        ).toContain(field);
    }
  });
});

describe('GET /api/discovery/enhanced', () => {
  it('is for Premium members: 401 signed out, 403 with a clear message on the free plan', async () => {
    const visitor = await t.app.inject({ url: `/api/discovery/enhanced?${PLACE}` });
    expect(visitor.statusCode).toBe(401);
    const member = await t.app.inject({
      url: `/api/discovery/enhanced?${PLACE}`,
      headers: { cookie: free.cookie },
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toMatch(/Premium/);
  });

  it('gives a premium member the filters and the charts', async () => {
    const all = await get<EnhancedDiscovery>(`/api/discovery/enhanced?${PLACE}`, premium.cookie);
    expect(all.filters).toEqual({
      from: null,
      to: null,
      rarity: [],
      timeOfDay: [],
      weather: [],
      category: null,
      notRecordedByMe: false,
    });
    expect(all.charts.byMonth).toHaveLength(12);
    expect(all.charts.to).toBe(dayAgo(0));
    const total = all.charts.byMonth.reduce((n, m) => n + m.count, 0);
    // Bison x2, elk, raven, wolf, the sighting 60 days ago, and last year's this month (12 months back).
    expect(total).toBeGreaterThanOrEqual(6);
    expect(all.charts.byTimeOfDay.find((b) => b.timeOfDay === 'dawn')?.count).toBe(1);
    // A time seen at 12:30 counts as midday.
    expect(all.charts.byTimeOfDay.find((b) => b.timeOfDay === 'midday')?.count).toBe(1);
    expect(all.charts.byCategory[0]).toMatchObject({ category: 'mammals' });

    const rare = await get<EnhancedDiscovery>(
      `/api/discovery/enhanced?${PLACE}&rarity=very_rare`,
      premium.cookie,
    );
    expect(rare.recentSpecies.map((s) => s.name)).toEqual(['Grey wolf']);
    expect(rare.filters.rarity).toEqual(['very_rare']);

    const weather = await get<EnhancedDiscovery>(
      `/api/discovery/enhanced?${PLACE}&weather=snow,sunny&timeOfDay=dusk`,
      premium.cookie,
    );
    expect(weather.recentSpecies.map((s) => s.name)).toEqual(['Elk']);

    const birds = await get<EnhancedDiscovery>(
      `/api/discovery/enhanced?${PLACE}&category=birds`,
      premium.cookie,
    );
    expect(birds.recentSpecies.map((s) => s.name)).toEqual(['Common raven']);

    // The premium member recorded ravens (under another spelling of the name): left out.
    const unseen = await get<EnhancedDiscovery>(
      `/api/discovery/enhanced?${PLACE}&notRecordedByMe=true`,
      premium.cookie,
    );
    const unseenNames = unseen.recentSpecies.map((s) => s.name);
    expect(unseenNames).toContain('American bison');
    expect(unseenNames).not.toContain('Common raven');
  });

  it('reads a date range for the lists and the charts', async () => {
    const from = dayAgo(70);
    const to = dayAgo(50);
    const d = await get<EnhancedDiscovery>(
      `/api/discovery/enhanced?${PLACE}&from=${from}&to=${to}`,
      premium.cookie,
    );
    expect(d.recentFrom).toBe(from);
    expect(d.recentTo).toBe(to);
    expect(d.recentSpecies.map((s) => s.name)).toEqual(['Moose']);
    expect(d.charts.from).toBe(from);
    expect(d.charts.byMonth.map((m) => m.month)[0]).toBe(from.slice(0, 7));
    expect(d.rareSightings).toEqual([]);
  });

  it('keeps private and hidden sightings out of its lists and charts', async () => {
    const res = await t.app.inject({
      url: `/api/discovery/enhanced?${PLACE}&rarity=extremely_rare`,
      headers: { cookie: premium.cookie },
    });
    const d = res.json() as EnhancedDiscovery;
    expect(d.recentSpecies).toEqual([]);
    expect(d.rareSightings).toEqual([]);
    expect(d.charts.byMonth.every((m) => m.count === 0)).toBe(true);
    expect(res.body).not.toContain('Wolverine');
  });

  it('refuses bad filters with 400 JSON naming the field', async () => {
    for (const [query, field] of [
      ['from=2025-02-30', 'from'],
      ['from=2025-03-01&to=2025-01-01', 'from'],
      ['from=2020-01-01&to=2025-01-01', 'from'],
      ['from=1990-01-01', 'from'],
      ['rarity=legendary', 'rarity'],
      ['timeOfDay=teatime', 'timeOfDay'],
      ['weather=sunny,hail', 'weather'],
      ['category=fungi', 'category'],
      ['notRecordedByMe=yes', 'notRecordedByMe'],
    ] as const) {
      const res = await t.app.inject({
        url: `/api/discovery/enhanced?${PLACE}&${query}`,
        headers: { cookie: premium.cookie },
      });
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { message: string; errors: { path: string }[] };
      expect(
        body.errors.map((e) => e.path),
        query,
      ).toContain(field);
    }
  });
});

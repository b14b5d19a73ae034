// GET /api/insights on the real database: trending counts per species over the two 30-day windows, seasonal
// activity within a radius (and nothing beyond it), and the species others see near a member that the member has
// not recorded; visitors get the public parts only; bad places are refused with 400.
import type { Insights } from '@common/schemas/insights';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightings } from '../../db/schema';
import {
  createTestApp,
  makeSighting,
  makeUser,
  type SightingOverrides,
  type TestApp,
  unlimitedRateLimits,
} from '../../test/harness';

const DAY = 24 * 60 * 60 * 1000;
const LONDON = { latitude: 51.5, longitude: -0.12 };
/** About 15 km from LONDON's point: inside a 50 km radius, outside a 10 km one. */
const NEAR = { latitude: 51.62, longitude: -0.03 };
const PARIS = { latitude: 48.85, longitude: 2.35 };

let t: TestApp;
type Member = Awaited<ReturnType<typeof makeUser>>;
let alice: Member;
let bob: Member;
let carol: Member;
let swanId: number;

/** The latest date with this month and day that is not after the test clock's today (so within a year). */
function pastDate(month: number, day: number): string {
  const now = t.clock.now;
  let year = now.getUTCFullYear();
  if (Date.UTC(year, month - 1, day) > now.getTime()) year -= 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

async function sighting(member: Member, overrides: SightingOverrides, daysAgo = 1): Promise<number> {
  const made = await makeSighting(t.app, member.cookie, { category: 'birds', ...overrides });
  // Recorded `daysAgo` days before the test clock's now.
  await t.app.ctx.db
    .update(sightings)
    .set({ createdAt: new Date(t.clock.now.getTime() - daysAgo * DAY) })
    .where(eq(sightings.id, made.id));
  return made.id;
}

async function insights(query = '', cookie?: string): Promise<Insights> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/insights${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Insights;
}

beforeAll(async () => {
  // No catalogue but the swan below: the other names stay members' free text, counted by name.
  t = await createTestApp({ SPECIES_CATALOGUE: 'off' }, { rateLimits: unlimitedRateLimits() });
  [alice, bob, carol] = [await makeUser(t.app), await makeUser(t.app), await makeUser(t.app)];
  // A catalogue species with a French name (the catalogue may already hold it when loaded at start).
  await t.app.ctx.db.execute(sql`insert into species_database (slug, scientific_name, common_name, category)
    values ('cygnus-olor', 'Cygnus olor', 'Mute swan', 'birds') on conflict do nothing`);
  const found = (await t.app.ctx.db.execute(
    sql`select id from species_database where slug = 'cygnus-olor'`,
  )) as unknown as {
    rows: { id: number }[];
  };
  swanId = Number(found.rows[0]?.id);
  await t.app.ctx.db.execute(sql`insert into species_names (species_id, lang, name, preferred)
    values (${swanId}, 'fr', 'Cygne tuberculé', true) on conflict do nothing`);

  // Trending: grey heron 3 recent (two spellings) against 1 before; kingfisher new; otter only before.
  await sighting(bob, { speciesName: 'Grey heron', ...NEAR, dateSpotted: pastDate(1, 10) }, 2);
  await sighting(carol, { speciesName: 'grey  heron', ...NEAR, dateSpotted: pastDate(1, 20) }, 5);
  await sighting(bob, { speciesName: 'Grey Heron', ...PARIS }, 20);
  await sighting(carol, { speciesName: 'Grey heron', ...NEAR, dateSpotted: pastDate(7, 4) }, 40);
  await sighting(carol, { speciesName: 'Common kingfisher', ...NEAR, dateSpotted: pastDate(7, 1) }, 3);
  await sighting(bob, { speciesName: 'Common kingfisher', ...NEAR, dateSpotted: pastDate(7, 15) }, 3);
  await sighting(bob, { speciesName: 'Eurasian otter', category: 'mammals', ...NEAR }, 45);
  await sighting(bob, { speciesName: 'Eurasian otter', category: 'mammals', ...NEAR }, 50);
  // Private and too old: counted nowhere.
  await sighting(bob, { speciesName: 'Secret owl', ...NEAR, isPublic: false }, 1);
  await sighting(bob, { speciesName: 'Old owl', ...NEAR }, 100);
  // Linked to the catalogue: named from it.
  const swan = await sighting(carol, { speciesName: 'Mute swan', ...NEAR, dateSpotted: pastDate(3, 3) }, 1);
  await t.app.ctx.db.update(sightings).set({ speciesId: swanId }).where(eq(sightings.id, swan));
  // Alice's own: a barn owl in London, her latest sighting with a position; a swan near Paris, under a French
  // free-text name before the 30 days and through the catalogue within them.
  await sighting(alice, { speciesName: 'Cygne', ...PARIS }, 31);
  const aliceSwan = await sighting(alice, { speciesName: 'Swan (mute)', ...PARIS }, 29);
  await t.app.ctx.db.update(sightings).set({ speciesId: swanId }).where(eq(sightings.id, aliceSwan));
  await sighting(alice, { speciesName: 'Barn owl', ...LONDON }, 1);
  await sighting(bob, { speciesName: 'barn owl', ...NEAR }, 2);
});

afterAll(async () => {
  await t.close();
});

describe('trending species', () => {
  it('counts public sightings per species in the last 30 days against the 30 before', async () => {
    const { trending } = await insights();
    const byKey = new Map(trending.species.map((s) => [s.key, s]));
    expect(byKey.get('name:grey heron')).toMatchObject({
      recent: 3,
      previous: 1,
      change: 2,
      changePercent: 200,
    });
    expect(byKey.get('name:common kingfisher')).toMatchObject({
      recent: 2,
      previous: 0,
      change: 2,
      changePercent: null,
    });
    expect(byKey.get('name:barn owl')).toMatchObject({ recent: 2, previous: 0 });
    // Only seen before the last 30 days, private, or older than 60 days: not trending.
    expect(byKey.has('name:eurasian otter')).toBe(false);
    expect(byKey.has('name:secret owl')).toBe(false);
    expect(byKey.has('name:old owl')).toBe(false);
    // The largest rise first, then the most recent sightings.
    expect(trending.species[0]?.change).toBe(2);
    const changes = trending.species.map((s) => s.change);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    // Last 30 days: 3 herons, 2 kingfishers, 2 catalogue swans, 2 barn owls. The 30 before: a heron, 2 otters
    // and Alice's 'Cygne'.
    expect(trending.recentTotal).toBe(9);
    expect(trending.previousTotal).toBe(4);
    expect(byKey.has('name:cygne')).toBe(false);
  });

  it('names catalogue species in the member’s language and links them', async () => {
    const english = await insights();
    const swan = english.trending.species.find((s) => s.key === `id:${swanId}`);
    expect(swan).toMatchObject({
      name: 'Mute swan',
      slug: 'cygnus-olor',
      scientificName: 'Cygnus olor',
      recent: 2,
    });
    const french = await insights('?lang=fr');
    expect(french.trending.species.find((s) => s.key === `id:${swanId}`)?.name).toBe('Cygne tuberculé');
    // A free-text species has no catalogue page; its link is its newest sighting.
    const heron = english.trending.species.find((s) => s.key === 'name:grey heron');
    expect(heron?.slug).toBeNull();
    expect(heron?.latestSightingId).toBeGreaterThan(0);
  });

  it('moves with the clock: 60 days later nothing is trending', async () => {
    t.clock.advance(61 * DAY);
    try {
      const { trending } = await insights();
      expect(trending.species).toEqual([]);
      expect(trending.recentTotal).toBe(0);
    } finally {
      t.clock.advance(-61 * DAY);
    }
  });
});

describe('seasonal activity near a place', () => {
  it('counts species by month within the radius and nothing beyond it', async () => {
    const { nearby } = await insights(
      `?latitude=${LONDON.latitude}&longitude=${LONDON.longitude}&radiusKm=50`,
    );
    expect(nearby?.source).toBe('query');
    const heron = nearby?.seasonal.find((s) => s.key === 'name:grey heron');
    // Two in January, one in July; the Paris heron is 340 km away.
    expect(heron?.total).toBe(3);
    expect(heron?.months[0]).toBe(2);
    expect(heron?.months[6]).toBe(1);
    const kingfisher = nearby?.seasonal.find((s) => s.key === 'name:common kingfisher');
    expect(kingfisher?.months[6]).toBe(2);
    expect(nearby?.seasonal.some((s) => s.key === 'name:secret owl')).toBe(false);
    expect(nearby?.months.reduce((a, b) => a + b, 0)).toBe(nearby?.total);
    // Herons 3, kingfishers 2, otters 2, old owl 1, swan 1, barn owls 2: 11 public sightings within 50 km.
    expect(nearby?.total).toBe(11);
    // A visitor gets no personal list.
    expect(nearby?.notYetSeen).toBeNull();
  });

  it('a 10 km radius leaves out what is 15 km away', async () => {
    const { nearby } = await insights(
      `?latitude=${LONDON.latitude}&longitude=${LONDON.longitude}&radiusKm=10`,
    );
    // Only Alice's barn owl is at the point itself.
    expect(nearby?.total).toBe(1);
    expect(nearby?.seasonal.map((s) => s.key)).toEqual(['name:barn owl']);
  });

  it('gives visitors without a place no nearby section', async () => {
    const result = await insights();
    expect(result.signedIn).toBe(false);
    expect(result.nearby).toBeNull();
  });
});

describe('species others see near the member', () => {
  it('lists species others recorded near the member’s latest sighting that the member has not', async () => {
    const result = await insights('', alice.cookie);
    expect(result.signedIn).toBe(true);
    expect(result.nearby).toMatchObject({
      source: 'lastSighting',
      latitude: 51.5,
      longitude: -0.12,
      radiusKm: 50,
    });
    const keys = result.nearby?.notYetSeen?.map((s) => s.key);
    // Barn owl is hers (another spelling); the swan too (through the catalogue, recorded near Paris); the old owl,
    // recorded 100 days ago, is within the year.
    expect(keys).toContain('name:grey heron');
    expect(keys).toContain('name:common kingfisher');
    expect(keys).toContain('name:eurasian otter');
    expect(keys).toContain('name:old owl');
    expect(keys).not.toContain('name:barn owl');
    expect(keys).not.toContain(`id:${swanId}`);
    expect(keys).not.toContain('name:secret owl');
    // Ranked by how many members saw them: herons and kingfishers by two, otters by one.
    const heron = result.nearby?.notYetSeen?.find((s) => s.key === 'name:grey heron');
    expect(heron).toMatchObject({ sightings: 3, observers: 2 });
    expect(result.nearby?.notYetSeen?.[0]?.observers).toBe(2);
    expect(result.nearby?.notYetSeen?.at(-1)?.observers).toBe(1);
  });

  it('uses the place the member gives over their latest sighting', async () => {
    const result = await insights(`?latitude=${PARIS.latitude}&longitude=${PARIS.longitude}`, carol.cookie);
    expect(result.nearby?.source).toBe('query');
    // Near Paris: Bob's heron (Carol has herons), Alice's catalogue swan (Carol has it) and Alice's 'Cygne', a
    // name Carol never used.
    expect(result.nearby?.notYetSeen?.map((s) => s.key)).toEqual(['name:cygne']);
    const forBob = await insights(`?latitude=${PARIS.latitude}&longitude=${PARIS.longitude}`, bob.cookie);
    expect(forBob.nearby?.notYetSeen?.map((s) => s.key)).toEqual([`id:${swanId}`, 'name:cygne']);
    expect(forBob.nearby?.notYetSeen?.[0]).toMatchObject({
      name: 'Mute swan',
      slug: 'cygnus-olor',
      sightings: 1,
      observers: 1,
    });
  });

  it('gives a member without any positioned sighting no nearby section', async () => {
    const newcomer = await makeUser(t.app);
    expect((await insights('', newcomer.cookie)).nearby).toBeNull();
  });
});

describe('bad places', () => {
  it.each([
    ['?latitude=51.5', 'Give both latitude and longitude, or neither'],
    ['?latitude=91&longitude=0', 'Latitude must be a number between -90 and 90'],
    ['?latitude=10&longitude=abc', 'Longitude must be a number between -180 and 180'],
    ['?latitude=10&longitude=10&radiusKm=5', 'The radius must be between 10 and 200 km'],
    ['?lang=xx', 'Unknown language'],
    ['?unknown=1', undefined],
  ])('%s answers 400 with a message', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/insights${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string };
    if (message) expect(body.message).toBe(message);
    else expect(body.message.length).toBeGreaterThan(0);
  });
});

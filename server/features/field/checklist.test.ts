// Field mode's species lists (issue 17): GET /api/field/checklist (public sightings within a circle, on their
// PUBLIC position, in the month and its neighbours of any year) and GET /api/field/recent-species (the member's own).
import type { FieldChecklist, FieldSpecies } from '@common/schemas/field';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightings } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import { distanceKm } from '../places/areas';

let t: TestApp;
let author: Awaited<ReturnType<typeof makeUser>>;
/** A quiet corner of the Alps, where nothing else is seen. */
const HERE = { lat: 46.2, lng: 7.3 };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2031-06-15T12:00:00Z');
  author = await makeUser(t.app);
});
afterAll(async () => {
  await t.close();
});

async function checklist(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/field/checklist?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FieldChecklist;
}
const around = (extra = '', at = HERE) => `lat=${at.lat}&lng=${at.lng}${extra}`;
const names = (list: FieldChecklist) => list.species.map((s) => s.commonName);

const seen = (
  speciesName: string,
  category: string,
  dateSpotted: string,
  at: { lat: number; lng: number } = HERE,
  extra: Record<string, unknown> = {},
) =>
  makeSighting(t.app, author.cookie, {
    speciesName,
    category,
    dateSpotted,
    latitude: at.lat,
    longitude: at.lng,
    ...extra,
  });

async function publicPoint(id: number) {
  const [row] = await t.app.ctx.db
    .select({ lat: sightings.publicLatitude, lng: sightings.publicLongitude })
    .from(sightings)
    .where(eq(sightings.id, id));
  return {
    lat: row?.lat === null ? null : Number(row?.lat),
    lng: row?.lng === null ? null : Number(row?.lng),
  };
}

describe('GET /api/field/checklist', () => {
  beforeAll(async () => {
    // In the circle in June: one species written two ways, seen twice.
    await seen('Alpine Chough', 'birds', '2024-06-10', { lat: 46.21, lng: 7.31 });
    await seen('  alpine   chough ', 'birds', '2022-07-03', { lat: 46.19, lng: 7.29 });
    // The same name in another category is another entry.
    await seen('Alpine chough', 'insects', '2024-05-20', { lat: 46.2, lng: 7.32 });
    // ~38 km east: only in a wider circle.
    await seen('Alpine ibex', 'mammals', '2024-06-01', { lat: 46.2, lng: 7.8 });
    // September: out of June's season, in August's.
    await seen('Alpine marmot', 'mammals', '2024-09-15');
    // Winter, on both sides of the new year.
    await seen('White-winged snowfinch', 'birds', '2025-01-05');
    await seen('Rock ptarmigan', 'birds', '2023-12-20');
    // Not public, and hidden by moderation: never counted.
    await seen('Wallcreeper', 'birds', '2024-06-11', HERE, { isPublic: false });
    const held = await seen('Bearded vulture', 'birds', '2024-06-12');
    await t.app.ctx.db
      .update(sightings)
      .set({ isPublic: false, verificationStatus: 'pending_review' })
      .where(eq(sightings.id, held.id));
  });

  it('lists the species seen within the circle in the month and its neighbours, most seen first', async () => {
    const list = await checklist(around('&radiusKm=25&month=6'));
    expect(list.months).toEqual([5, 6, 7]);
    expect(list.radiusKm).toBe(25);
    expect(list).toMatchObject({ lat: HERE.lat, lng: HERE.lng, generatedAt: t.clock.now.toISOString() });
    expect(list.species).toEqual([
      {
        speciesId: null,
        slug: null,
        commonName: 'Alpine Chough',
        scientificName: null,
        category: 'birds',
        count: 2,
        lastSeen: '2024-06-10',
      },
      expect.objectContaining({ commonName: 'Alpine chough', category: 'insects', count: 1 }),
    ]);
  });

  it('widens with the radius and defaults it to 25 km', async () => {
    expect(names(await checklist(around('&month=6')))).not.toContain('Alpine ibex');
    expect(names(await checklist(around('&radiusKm=50&month=6')))).toContain('Alpine ibex');
  });

  it('follows the season, wrapping December and January, and defaults to this month', async () => {
    expect(names(await checklist(around('&month=9')))).toEqual(['Alpine marmot']);
    expect(names(await checklist(around('&month=8'))).sort()).toEqual(['Alpine marmot', 'alpine chough']);
    expect(names(await checklist(around('&month=12'))).sort()).toEqual([
      'Rock ptarmigan',
      'White-winged snowfinch',
    ]);
    const january = await checklist(around('&month=1'));
    expect(january.months).toEqual([12, 1, 2]);
    expect(names(january).sort()).toEqual(['Rock ptarmigan', 'White-winged snowfinch']);
    expect(names(await checklist(around('&month=2')))).toEqual(['White-winged snowfinch']);
    // The clock is in June.
    const now = await checklist(around());
    expect(now.months).toEqual([5, 6, 7]);
    expect(names(now)).toContain('Alpine Chough');
  });

  it('counts private sightings nowhere, not even in a circle around their true point', async () => {
    const at = { lat: -33.91234, lng: 18.41234 };
    const hidden = await seen('African penguin', 'birds', '2024-06-02', at, { geoprivacy: 'private' });
    expect((await publicPoint(hidden.id)).lat).toBeNull();
    expect((await checklist(around('&radiusKm=1&month=6', at))).species).toEqual([]);
    expect((await checklist(around('&radiusKm=100&month=6', at))).species).toEqual([]);
  });

  it('places obscured and rare sightings at their public point, never at their true one', async () => {
    for (const [name, at, extra] of [
      ['Golden eagle', { lat: 45.51234, lng: 8.41234 }, { geoprivacy: 'obscured' }],
      ['Snow leopard', { lat: 27.93643, lng: 86.71352 }, { rarityLevel: 'very_rare' }],
    ] as const) {
      const s = await seen(name, 'birds', '2024-06-03', at, extra);
      const shown = await publicPoint(s.id);
      if (shown.lat === null || shown.lng === null) throw new Error(`${name} has no public point`);
      const offKm = distanceKm(at.lat, at.lng, shown.lat, shown.lng);
      // Around the true point: found only when the public point happens to fall as near.
      const atTruth = names(await checklist(around('&radiusKm=1&month=6', at)));
      expect(atTruth.includes(name), `${name}, ${offKm} km off`).toBe(offKm <= 1);
      // Around the public point: found.
      const atShown = { lat: shown.lat, lng: shown.lng };
      expect(names(await checklist(around('&radiusKm=1&month=6', atShown)))).toContain(name);
    }
  });

  it('names catalogue species in the language asked for, and is public when it names one', async () => {
    const at = { lat: 60.1, lng: 24.9 };
    await seen('Mallard', 'birds', '2024-06-04', at);
    await seen('mallard', 'birds', '2025-05-30', at);
    const res = await t.app.inject({ url: `/api/field/checklist?${around('&month=6&lang=fr', at)}` });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const list = res.json() as FieldChecklist;
    expect(list.species).toEqual([
      {
        speciesId: expect.any(Number),
        slug: 'anas-platyrhynchos',
        commonName: 'Canard colvert',
        scientificName: 'Anas platyrhynchos',
        category: 'birds',
        count: 2,
        lastSeen: '2025-05-30',
      },
    ]);
    // Without `lang`, the reader's own language (here the browser's): not for shared caches.
    const german = await t.app.inject({
      url: `/api/field/checklist?${around('&month=6', at)}`,
      headers: { 'accept-language': 'de' },
    });
    expect(german.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect((german.json() as FieldChecklist).species[0]?.commonName).toBe('Stockente');
  });

  it('refuses bad places, radii and months with 400', async () => {
    for (const query of [
      'lng=7',
      'lat=91&lng=7',
      'lat=46&lng=181',
      'lat=46&lng=7&radiusKm=0',
      'lat=46&lng=7&radiusKm=101',
      'lat=46&lng=7&month=13',
      'lat=46&lng=7&month=1.5',
      'lat=46&lng=7&lang=xx',
      'lat=46&lng=7&other=1',
    ]) {
      const res = await t.app.inject({ url: `/api/field/checklist?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('GET /api/field/recent-species', () => {
  it('needs a member', async () => {
    expect((await t.app.inject({ url: '/api/field/recent-species' })).statusCode).toBe(401);
  });

  it('lists the member’s own species, any privacy, the one recorded last first, counted', async () => {
    const member = await makeUser(t.app);
    const mine = async (speciesName: string, dateSpotted: string, extra: Record<string, unknown> = {}) => {
      await makeSighting(t.app, member.cookie, { speciesName, category: 'birds', dateSpotted, ...extra });
      t.clock.advance(60_000);
    };
    await mine('Robin', '2024-04-01');
    await mine('Blackbird', '2024-04-02', { geoprivacy: 'private' });
    await mine('robin', '2024-03-01', { isPublic: false });
    await mine('Mallard', '2024-04-03');
    // Someone else's species are not theirs.
    await makeSighting(t.app, author.cookie, { speciesName: 'Jay', category: 'birds' });
    const res = await t.app.inject({
      url: '/api/field/recent-species',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json() as FieldSpecies[];
    expect(list.map((s) => [s.commonName, s.count, s.lastSeen])).toEqual([
      ['Mallard', 1, '2024-04-03'],
      ['Robin', 2, '2024-04-01'],
      ['Blackbird', 1, '2024-04-02'],
    ]);
    expect(list[0]).toMatchObject({ slug: 'anas-platyrhynchos', scientificName: 'Anas platyrhynchos' });
  });

  it('keeps at most 20', async () => {
    const member = await makeUser(t.app);
    for (let i = 0; i < 23; i += 1)
      await makeSighting(t.app, member.cookie, { speciesName: `Made-up bird ${i}`, category: 'birds' });
    const list = (
      await t.app.inject({ url: '/api/field/recent-species', headers: { cookie: member.cookie } })
    ).json() as FieldSpecies[];
    expect(list).toHaveLength(20);
  });
});

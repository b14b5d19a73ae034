// Places on the real database: a published sighting gets its country, region and nearest place offline and joins
// the protected areas it lies in; the location pages count, chart and list only public sightings whose position
// is open; the sweep places rows other writers left unplaced and those moved; filters and refusals.
import type { LocationList, LocationMap, LocationPage } from '@common/schemas/locations';
import type { Sighting, SightingDetail } from '@common/schemas/sightings';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectedAreaSightings, sightings } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import { readShippedAreas } from './areas';
import { placeUnplacedSightings } from './placing';

const shipped = readShippedAreas();
// Two areas far apart, each larger than a few km, for points well inside them.
const serengeti = shipped.areas.find((a) => a.slug === 'serengeti-national-park');
const yellowstone = shipped.areas.find((a) => a.slug === 'yellowstone-national-park');

let t: TestApp;
let member: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
const ids: Record<string, number> = {};

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const areaSightings = async (id: number) =>
  (
    await t.app.ctx.db
      .select({ areaId: protectedAreaSightings.areaId })
      .from(protectedAreaSightings)
      .where(eq(protectedAreaSightings.sightingId, id))
  ).length;

beforeAll(async () => {
  if (!serengeti || !yellowstone) throw new Error('the shipped areas lack Serengeti or Yellowstone');
  t = await createTestApp();
  member = await makeUser(t.app);
  other = await makeUser(t.app);
  const at = (a: typeof serengeti) => ({ latitude: a.latitude, longitude: a.longitude });
  ids.ostrich = (
    await makeSighting(t.app, member.cookie, {
      speciesName: 'Common ostrich',
      category: 'birds',
      ...at(serengeti),
      dateSpotted: '2025-07-14',
    })
  ).id;
  ids.zebra = (
    await makeSighting(t.app, other.cookie, {
      speciesName: 'Plains zebra',
      category: 'mammals',
      ...at(serengeti),
      dateSpotted: '2025-08-02',
    })
  ).id;
  ids.rare = (
    await makeSighting(t.app, member.cookie, {
      speciesName: 'Black rhinoceros',
      category: 'mammals',
      ...at(serengeti),
      rarityLevel: 'extremely_rare',
      dateSpotted: '2025-07-20',
    })
  ).id;
  ids.hidden = (
    await makeSighting(t.app, member.cookie, {
      speciesName: 'Spotted hyena',
      category: 'mammals',
      ...at(serengeti),
      isPublic: false,
    })
  ).id;
  ids.bison = (
    await makeSighting(t.app, member.cookie, {
      speciesName: 'American bison',
      category: 'mammals',
      ...at(yellowstone),
      dateSpotted: '2025-05-03',
    })
  ).id;
  ids.nowhere = (await makeSighting(t.app, member.cookie, { speciesName: 'Eurasian wren' })).id;
});
afterAll(async () => {
  await t.close();
});

describe('a sighting’s place', () => {
  it('is worked out from its coordinates as it is published: country, region and nearest place', async () => {
    const ostrich = await get<SightingDetail>(`/api/sightings/${ids.ostrich}`);
    expect(ostrich.place?.countryCode).toBe(serengeti?.countryCode);
    expect(ostrich.place?.region).toBeTruthy();
    const bison = await get<SightingDetail>(`/api/sightings/${ids.bison}`);
    expect(bison.place?.countryCode).toBe('US');
    // The region is the nearest town's state: near a border it may be the neighbour's (documented as approximate).
    expect(['Wyoming', 'Montana', 'Idaho']).toContain(bison.place?.region);
    expect(await areaSightings(ids.ostrich as number)).toBeGreaterThanOrEqual(1);
    expect((await get<SightingDetail>(`/api/sightings/${ids.nowhere}`)).place).toBeNull();
  });

  it('names no place finer than the region for a rare sighting, in lists too', async () => {
    const rare = await get<SightingDetail>(`/api/sightings/${ids.rare}`);
    expect(rare.place?.countryCode).toBe(serengeti?.countryCode);
    expect(rare.place?.nearestPlace).toBeNull();
    const list = await get<Sighting[]>(`/api/sightings?userId=${member.id}&limit=50`);
    expect(list.find((s) => s.id === ids.rare)?.place?.nearestPlace).toBeNull();
  });

  it('follows the sighting when its author moves it', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/sightings/${ids.bison}`,
      headers: { cookie: member.cookie },
      payload: { latitude: serengeti?.latitude, longitude: serengeti?.longitude },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get<SightingDetail>(`/api/sightings/${ids.bison}`)).place?.countryCode).toBe(
      serengeti?.countryCode,
    );
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/sightings/${ids.bison}`,
      headers: { cookie: member.cookie },
      payload: { latitude: yellowstone?.latitude, longitude: yellowstone?.longitude },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await get<SightingDetail>(`/api/sightings/${ids.bison}`)).place?.countryCode).toBe('US');
  });

  it('is filled in by the sweep for rows written without it, and again after a move by any writer', async () => {
    const db = t.app.ctx.db;
    const [raw] = await db
      .insert(sightings)
      .values({
        userId: other.id,
        speciesName: 'Grey wolf',
        category: 'mammals',
        latitude: String(yellowstone?.latitude),
        longitude: String(yellowstone?.longitude),
      })
      .returning({ id: sightings.id, placedAt: sightings.placedAt });
    expect(raw?.placedAt).toBeNull();
    expect(await placeUnplacedSightings(db, t.app.ctx.places.circles)).toBeGreaterThanOrEqual(1);
    const id = raw?.id as number;
    expect((await get<SightingDetail>(`/api/sightings/${id}`)).place?.countryCode).toBe('US');
    expect(await areaSightings(id)).toBeGreaterThanOrEqual(1);
    // Moved by a plain UPDATE: the database sends it back to the sweep.
    await db.execute(sql`update sightings set latitude = 30, longitude = -45 where id = ${id}`);
    const [moved] = await db.select({ at: sightings.placedAt }).from(sightings).where(eq(sightings.id, id));
    expect(moved?.at).toBeNull();
    await placeUnplacedSightings(db, t.app.ctx.places.circles);
    // Out at sea, in no country's waters: nothing to name.
    expect((await get<SightingDetail>(`/api/sightings/${id}`)).place).toBeNull();
    expect(await areaSightings(id)).toBe(0);
  });
});

describe('location pages', () => {
  it('list every shipped area, at least 150, on every continent, with facets for the filters', async () => {
    const all = await get<LocationList>('/api/locations');
    expect(all.total).toBe(shipped.areas.length);
    expect(all.total).toBeGreaterThanOrEqual(150);
    const realms = new Set(shipped.areas.map((a) => a.realm));
    for (const r of ['africa', 'europe', 'asia', 'north_america', 'south_america', 'oceania', 'antarctica'])
      expect(realms, r).toContain(r);
    expect(all.countries.reduce((n, c) => n + c.areas, 0)).toBe(all.total);
    expect(all.items[0]?.slug).toBe('serengeti-national-park');
    expect(all.items[0]?.sightings).toBe(2);
  });

  it('filter by country, park type, continent, text and species', async () => {
    const us = await get<LocationList>('/api/locations?country=us');
    expect(us.items.length).toBeGreaterThan(3);
    expect(us.items.every((a) => a.country === 'US')).toBe(true);
    const marine = await get<LocationList>('/api/locations?parkType=marine_reserve');
    expect(marine.items.every((a) => a.parkType === 'marine_reserve')).toBe(true);
    expect(marine.items.length).toBeGreaterThan(0);
    const text = await get<LocationList>('/api/locations?q=serengeti');
    expect(text.items.map((a) => a.slug)).toContain('serengeti-national-park');
    const species = serengeti?.notableSpecies[0] as string;
    const known = await get<LocationList>(`/api/locations?species=${encodeURIComponent(species)}`);
    expect(known.items.map((a) => a.slug)).toContain('serengeti-national-park');
    const none = await get<LocationList>('/api/locations?species=nonexistent-species');
    expect(none.total).toBe(0);
  });

  it('show an area with its species, activity by month and photographers, without hidden or rare sightings', async () => {
    const page = await get<LocationPage>('/api/locations/serengeti-national-park');
    expect(page.name).toBe(serengeti?.name);
    expect(page.sightings).toBe(2);
    expect(page.byMonth[6]).toBe(1);
    expect(page.byMonth[7]).toBe(1);
    expect(page.recordedSpecies.map((s) => s.name).sort()).toEqual(['Common ostrich', 'Plains zebra']);
    expect(page.topPhotographers.map((p) => p.username).sort()).toEqual(
      [member.username, other.username].sort(),
    );
    expect(page.notableSpecies.length).toBe(serengeti?.notableSpecies.length);
    expect(page.description.length).toBeGreaterThan(100);
    const list = await get<Sighting[]>('/api/locations/serengeti-national-park/sightings');
    expect(list.map((s) => s.id).sort()).toEqual([ids.ostrich, ids.zebra].sort());
    const map = await get<LocationMap>('/api/locations/serengeti-national-park/map');
    expect(map.total).toBe(2);
    expect(map.points.map((p) => p.sightingId)).not.toContain(ids.rare);
  });

  it('describe the area in the reader’s language, and say which language that is', async () => {
    const english = await get<LocationPage>('/api/locations/serengeti-national-park?lang=en');
    expect(english).toMatchObject({ textLang: 'en', description: serengeti?.description });
    const french = await get<LocationPage>('/api/locations/serengeti-national-park?lang=fr');
    expect(french.textLang).toBe('fr');
    expect(french.description).not.toBe(serengeti?.description);
    expect(french.description).toContain('Serengeti');
    expect(french.bestVisitingTimes).not.toBe(serengeti?.bestTimeNote);
  });

  it('pages the area’s sightings with a cursor', async () => {
    const first = await t.app.inject({ url: '/api/locations/serengeti-national-park/sightings?limit=1' });
    expect(first.json()).toHaveLength(1);
    const cursor = first.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    const second = await get<Sighting[]>(
      `/api/locations/serengeti-national-park/sightings?limit=1&cursor=${encodeURIComponent(String(cursor))}`,
    );
    expect(second).toHaveLength(1);
    expect(second[0]?.id).not.toBe((first.json() as Sighting[])[0]?.id);
  });

  it('refuse unknown areas and bad filters with a JSON message', async () => {
    for (const [url, status] of [
      ['/api/locations/no-such-park', 404],
      ['/api/locations/Not A Slug', 400],
      ['/api/locations?parkType=castle', 400],
      ['/api/locations?country=USA', 400],
      ['/api/locations?realm=mars', 400],
      ['/api/locations/serengeti-national-park/sightings?limit=0', 400],
    ] as const) {
      const res = await t.app.inject({ url: encodeURI(url) });
      expect(res.statusCode, url).toBe(status);
      expect((res.json() as { message: string }).message, url).toBeTruthy();
    }
  });
});

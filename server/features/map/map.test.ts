// GET /api/map/sightings on the real database: clusters add up to the public sightings in the box, private
// ones never show, the antimeridian, filters, points with coarsened rare species, refusals, and map_cells kept
// in step by the database through publish, edit and delete.
import type { MapView } from '@common/schemas/map';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapCells, mapSpecies, sightings } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import { inSameCell } from '../species/cell.support';

let t: TestApp;
let member: Awaited<ReturnType<typeof makeUser>>;

// A lattice of 20 x 20 public sightings around London, 0.002 degrees apart (birds on even columns, mammals on
// odd), 40 private ones among them, and 10 in Paris. Box edges fall between lattice lines, never on a sighting.
const LONDON = { lat: 51.5, lng: -0.2, step: 0.002, side: 20 };
const latOf = (i: number) => LONDON.lat + i * LONDON.step;
const lngOf = (j: number) => LONDON.lng + j * LONDON.step;

async function view(query: string): Promise<MapView> {
  const res = await t.app.inject({ method: 'GET', url: `/api/map/sightings?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MapView;
}

const sumOf = (v: MapView) => v.clusters.reduce((n, c) => n + c.count, 0) + v.points.length;

beforeAll(async () => {
  t = await createTestApp();
  member = await makeUser(t.app);
  const rows: (typeof sightings.$inferInsert)[] = [];
  for (let i = 0; i < LONDON.side; i += 1) {
    for (let j = 0; j < LONDON.side; j += 1) {
      rows.push({
        userId: member.id,
        speciesName: j % 2 === 0 ? 'Grey heron' : 'Red fox',
        category: j % 2 === 0 ? 'birds' : 'mammals',
        latitude: latOf(i).toFixed(6),
        longitude: lngOf(j).toFixed(6),
      });
    }
  }
  for (let k = 0; k < 40; k += 1) {
    rows.push({
      userId: member.id,
      speciesName: 'Secret badger',
      category: 'mammals',
      latitude: (LONDON.lat + 0.001 + (k % 20) * LONDON.step).toFixed(6),
      longitude: (LONDON.lng + 0.001).toFixed(6),
      isPublic: false,
    });
  }
  for (let k = 0; k < 10; k += 1) {
    rows.push({
      userId: member.id,
      speciesName: 'Common kingfisher',
      category: 'birds',
      latitude: (48.85 + k * 0.001).toFixed(6),
      longitude: '2.35',
    });
  }
  await t.app.ctx.db.insert(sightings).values(rows);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/map/sightings: clusters', () => {
  it('a world view clusters every public sighting, never a private one', async () => {
    const v = await view('bbox=-180,-85,180,85&zoom=2');
    expect(v.total).toBe(410);
    expect(sumOf(v)).toBe(410);
    expect(v.points).toEqual([]);
    // London and Paris are far apart at zoom 2 but each is one 64-pixel cell.
    expect(v.clusters.map((c) => c.count).sort((a, b) => a - b)).toEqual([10, 400]);
    const london = v.clusters.find((c) => c.count === 400);
    expect(london?.lat).toBeCloseTo(latOf(9.5), 2);
    expect(london?.lng).toBeCloseTo(lngOf(9.5), 2);
    expect(london?.bounds.west).toBeLessThanOrEqual(LONDON.lng);
    expect(london?.bounds.north).toBeGreaterThanOrEqual(latOf(19));
  });

  it('a close view groups the sightings themselves and counts exactly the ones in the box', async () => {
    // Rows 2..11 and columns 5..16 of the lattice: 10 x 12 = 120 public sightings, at zoom 16.
    const box = [lngOf(4.5), latOf(1.5), lngOf(16.5), latOf(11.5)].join(',');
    const v = await view(`bbox=${box}&zoom=16`);
    expect(v.total).toBe(120);
    expect(v.points).toHaveLength(120);
    expect(v.points.every((p) => p.speciesName !== 'Secret badger')).toBe(true);

    const wide = [lngOf(-0.5), latOf(-0.5), lngOf(19.5), latOf(19.5)].join(',');
    const all = await view(`bbox=${wide}&zoom=14`);
    expect(all.total).toBe(400);
    expect(sumOf(all)).toBe(400);
    expect(all.clusters.length).toBeGreaterThan(1);
  });

  it('in a close view with many sightings, cells holding one sighting come as points', async () => {
    const wide = [lngOf(-0.5), latOf(-0.5), lngOf(19.5), latOf(19.5)].join(',');
    const v = await view(`bbox=${wide}&zoom=18`);
    expect(v.total).toBe(400);
    expect(v.points.length).toBeGreaterThan(0);
    expect(sumOf(v)).toBe(400);
  });
});

describe('GET /api/map/sightings: filters', () => {
  it('category counts only that category, from the summary and from the sightings alike', async () => {
    const world = await view('bbox=-180,-85,180,85&zoom=2&category=mammals');
    expect(world.total).toBe(200);
    expect(sumOf(world)).toBe(200);
    const birds = await view('bbox=-180,-85,180,85&zoom=3&category=Birds');
    expect(birds.total).toBe(210);
    const wide = [lngOf(-0.5), latOf(-0.5), lngOf(19.5), latOf(19.5)].join(',');
    const close = await view(`bbox=${wide}&zoom=15&category=birds`);
    expect(close.total).toBe(200);
    expect(sumOf(close)).toBe(200);
  });

  it('search matches part of the species name, case-insensitively, with % taken literally', async () => {
    const kingfishers = await view('bbox=-180,-85,180,85&zoom=2&search=KINGF');
    expect(kingfishers.total).toBe(10);
    expect(kingfishers.points.map((p) => p.speciesName)).toEqual(Array(10).fill('Common kingfisher'));
    expect((await view('bbox=-180,-85,180,85&zoom=2&search=%25')).total).toBe(0);
    expect((await view('bbox=-180,-85,180,85&zoom=2&search=badger')).total).toBe(0);
  });
});

describe('GET /api/map/sightings: points', () => {
  it('a point carries what its popup shows; a very rare species is drawn inside its cell only', async () => {
    const cookie = member.cookie;
    const plain = await makeSighting(t.app, cookie, {
      speciesName: 'Arctic tern',
      category: 'birds',
      latitude: -62.1234,
      longitude: -58.9876,
      dateSpotted: '2024-12-01',
    });
    const rare = await makeSighting(t.app, cookie, {
      speciesName: 'Emperor penguin',
      category: 'birds',
      latitude: -62.23456,
      longitude: -58.56789,
      rarityLevel: 'extremely_rare',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/map/sightings?bbox=-60,-63,-58,-61&zoom=9',
    });
    expect(res.statusCode).toBe(200);
    const v = res.json() as MapView;
    expect(v.clusters).toEqual([]);
    expect(v.points.find((p) => p.id === plain.id)).toEqual({
      id: plain.id,
      lat: -62.1234,
      lng: -58.9876,
      speciesName: 'Arctic tern',
      category: 'birds',
      thumbnailUrl: null,
      dateSpotted: '2024-12-01',
      obscured: false,
    });
    const shown = v.points.find((p) => p.id === rare.id);
    expect(shown).toMatchObject({ speciesName: 'Emperor penguin', obscured: true });
    // A point fixed for the sighting somewhere in its 0.2 degree cell, the same one its page gives visitors.
    const point = { latitude: shown?.lat ?? 0, longitude: shown?.lng ?? 0 };
    expect(inSameCell(point, { latitude: -62.23456, longitude: -58.56789 })).toBe(true);
    const page = (await t.app.inject({ url: `/api/sightings/${rare.id}` })).json() as { latitude: string };
    expect(Number(page.latitude)).toBeCloseTo(point.latitude, 6);
    expect(res.body).not.toContain('62.23456');
    expect(res.body).not.toContain('58.56789');
  });
});

describe('GET /api/map/sightings: the antimeridian', () => {
  it('a box with west > east (or past 180) spans the antimeridian', async () => {
    await makeSighting(t.app, member.cookie, {
      latitude: -17.5,
      longitude: 179.5,
      speciesName: 'Fiji petrel',
    });
    await makeSighting(t.app, member.cookie, {
      latitude: -17.5,
      longitude: -179.5,
      speciesName: 'Fiji petrel',
    });
    const across = await view('bbox=179,-18,-179,-17&zoom=8');
    expect(across.total).toBe(2);
    expect(across.points.map((p) => p.lng).sort()).toEqual([-179.5, 179.5]);
    expect((await view('bbox=179,-18,181,-17&zoom=8')).total).toBe(2);
    expect((await view('bbox=-181,-18,-179,-17&zoom=8')).total).toBe(2);
    // The complement: everything but the two degrees around the antimeridian.
    expect((await view('bbox=-179,-18,179,-17&zoom=2&search=Fiji')).total).toBe(0);
  });
});

describe('GET /api/map/sightings: the map follows publish, edit and delete', () => {
  it('a private sighting shows once made public, moves when edited and goes when deleted', async () => {
    const box = 'bbox=150,-40,151,-39&zoom=10';
    const s = await makeSighting(t.app, member.cookie, {
      latitude: -39.5,
      longitude: 150.5,
      isPublic: false,
    });
    expect((await view(box)).total).toBe(0);
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/sightings/${s.id}`,
        headers: { cookie: member.cookie },
        payload,
      });
    expect((await patch({ isPublic: true })).statusCode).toBe(200);
    expect((await view(box)).points.map((p) => p.id)).toEqual([s.id]);
    expect((await patch({ latitude: -38.5 })).statusCode).toBe(200);
    expect((await view(box)).total).toBe(0);
    expect((await view('bbox=150,-39,151,-38&zoom=10')).total).toBe(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/sightings/${s.id}`,
      headers: { cookie: member.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect((await view('bbox=150,-39,151,-38&zoom=10')).total).toBe(0);
  });

  it('concurrent edits moving sightings across the world both ways all succeed', async () => {
    const east = { latitude: 10, longitude: 10 };
    const west = { latitude: -10, longitude: -100 };
    const pairs = await Promise.all(
      Array.from({ length: 6 }, async () => [
        await makeSighting(t.app, member.cookie, east),
        await makeSighting(t.app, member.cookie, west),
      ]),
    );
    for (let round = 0; round < 4; round += 1) {
      const moves = pairs.flatMap(([a, b]) => [
        [a, round % 2 === 0 ? west : east],
        [b, round % 2 === 0 ? east : west],
      ]) as [{ id: number }, Record<string, number>][];
      const answers = await Promise.all(
        moves.map(([s, place]) =>
          t.app.inject({
            method: 'PATCH',
            url: `/api/sightings/${s.id}`,
            headers: { cookie: member.cookie },
            payload: place,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    }
    expect((await view('bbox=9,9,11,11&zoom=8')).total).toBe(6);
    expect((await view('bbox=-101,-11,-99,-9&zoom=8')).total).toBe(6);
  });

  it('map_cells and map_species after all of the above equal a rebuild from the sightings', async () => {
    const db = t.app.ctx.db;
    const read = async () => ({
      cells: await db.select().from(mapCells).orderBy(mapCells.level, mapCells.cellY, mapCells.cellX),
      species: await db.select().from(mapSpecies).orderBy(mapSpecies.speciesName),
    });
    const kept = await read();
    expect(kept.cells.length).toBeGreaterThan(0);
    expect(kept.cells.every((c) => c.sightings > 0)).toBe(true);
    expect(kept.species.find((s) => s.speciesName === 'Grey heron')?.sightings).toBe(200);
    expect(kept.species.some((s) => s.speciesName === 'Secret badger')).toBe(false);
    await db.execute(sql`select map_summaries_rebuild()`);
    expect(await read()).toEqual(kept);
  });
});

describe('GET /api/map/sightings: refusals', () => {
  it.each([
    ['no bbox', 'zoom=2', 'bbox'],
    ['a bbox that is not numbers', 'bbox=abc&zoom=2', 'bbox'],
    ['three numbers', 'bbox=1,2,3&zoom=2', 'bbox'],
    ['five numbers', 'bbox=1,2,3,4,5&zoom=2', 'bbox'],
    ['an empty part', 'bbox=1,,3,4&zoom=2', 'bbox'],
    ['south north of north', 'bbox=0,10,1,5&zoom=2', 'bbox'],
    ['a latitude past the pole', 'bbox=0,-95,1,5&zoom=2', 'bbox'],
    ['a longitude far out', 'bbox=0,0,400,5&zoom=2', 'bbox'],
    ['infinity', 'bbox=0,0,Infinity,5&zoom=2', 'bbox'],
    ['no zoom', 'bbox=0,0,1,1', 'zoom'],
    ['zoom 21', 'bbox=0,0,1,1&zoom=21', 'zoom'],
    ['zoom -1', 'bbox=0,0,1,1&zoom=-1', 'zoom'],
    ['a fractional zoom', 'bbox=0,0,1,1&zoom=2.5', 'zoom'],
    ['an empty zoom', 'bbox=0,0,1,1&zoom=', 'zoom'],
    ['two zooms', 'bbox=0,0,1,1&zoom=2&zoom=3', 'zoom'],
    ['an unknown category', 'bbox=0,0,1,1&zoom=2&category=dragons', 'category'],
    ['a search too long', `bbox=0,0,1,1&zoom=2&search=${'a'.repeat(101)}`, 'search'],
    ['an unknown parameter', 'bbox=0,0,1,1&zoom=2&radius=5', ''],
  ])('%s answers 400 JSON', async (_name, query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/map/sightings?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json() as { message: string; errors?: { path: string; message: string }[] };
    expect(typeof body.message).toBe('string');
    if (field) expect(body.errors?.some((e) => e.path === field)).toBe(true);
  });

  it('the bbox messages say what is wrong', async () => {
    const message = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/map/sightings?${query}&zoom=2` })).json().errors[0]
        .message;
    expect(await message('bbox=1,2,3')).toBe('bbox must be four numbers: west,south,east,north');
    expect(await message('bbox=0,10,1,5')).toBe('bbox south must not be north of north');
    expect(await message('bbox=0,-95,1,5')).toBe('bbox latitudes must be between -90 and 90');
    expect(await message('bbox=0,0,400,5')).toBe('bbox longitudes must be between -360 and 360');
  });
});

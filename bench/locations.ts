// The location pages' benchmark: GET /api/locations (every area with its count of shown sightings), one busy
// area's page (species, months, photographers) and its sightings, over the standard 100,000 sightings of which
// 30,000 are moved into the 211 shipped areas, the first areas far busier (as hot spots are), at 50 connections.
import { sql } from 'drizzle-orm';
import { startServer } from '../e2e/support/server';
import type { Db } from '../server/db/client';
import { syncProtectedAreas } from '../server/features/places/areas';
import { generateBenchData, STANDARD_SIZE } from './data';
import { type BenchTarget, prepareBenchDatabase } from './database';
import type { Figure } from './figures';
import { load, loadFigures } from './load';

const CONNECTIONS = 50;
const P99_BUDGET_MS = 50;
/** Sightings moved into areas, in tenths of all sightings. */
const IN_AREAS_TENTHS = 3;

/** The standard data, then three sightings in ten moved into an area (a squared uniform picks it) and placed. */
export async function fillWithAreas(db: Db): Promise<void> {
  await generateBenchData(db, STANDARD_SIZE);
  await syncProtectedAreas(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table sightings disable trigger user`);
    await tx.execute(sql`select setseed(0.17)`);
    await tx.execute(sql`
      create temporary table bench_area_pick on commit drop as
      select s.id as sighting_id, a.id as area_id, a.latitude, a.longitude, a.radius_km
      from (select id, floor(power(random(), 2) * (select count(*) from protected_areas))::int as k
              from sightings where id % 10 < ${IN_AREAS_TENTHS}) s
      join (select id, latitude, longitude, radius_km, (row_number() over (order by id) - 1)::int as k
              from protected_areas) a on a.k = s.k`);
    // Inside the area's circle (half its radius at most), so maps and counts agree with the placing rule.
    await tx.execute(sql`
      update sightings s set latitude = round((p.latitude + (random() - 0.5) * p.radius_km / 111.0)::numeric, 6),
                             longitude = round((p.longitude + (random() - 0.5) * p.radius_km / 111.0)::numeric, 6),
                             country_code = 'XX', placed_at = now()
      from bench_area_pick p where p.sighting_id = s.id`);
    await tx.execute(sql`update sightings set placed_at = now() where placed_at is null`);
    await tx.execute(sql`
      insert into protected_area_sightings (area_id, sighting_id, created_at)
      select p.area_id, p.sighting_id, s.created_at from bench_area_pick p join sightings s on s.id = p.sighting_id`);
    await tx.execute(sql`select sightings_reposition_all()`);
    await tx.execute(sql`alter table sightings enable trigger user`);
    await tx.execute(sql`select map_summaries_rebuild()`);
  });
}

export async function locationsBenchmark(target: BenchTarget): Promise<Figure[]> {
  const data = await prepareBenchDatabase(target, fillWithAreas);
  const server = await startServer(
    // The catalogue stays out: linking 100,000 sightings to it at start is another benchmark's business.
    {
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      SPECIES_CATALOGUE: 'off',
      DATABASE_URL: data.url ?? '',
    },
    { dataDir: data.dataDir },
  );
  try {
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    const list = (await (await fetch(`${server.url}/api/locations`)).json()) as {
      items: { slug: string; sightings: number }[];
    };
    const busiest = list.items[0];
    if (!busiest) throw new Error('no locations listed');
    console.log(`locations: busiest ${busiest.slug} with ${busiest.sightings} sightings`);
    const urls: [string, string][] = [
      ['GET /api/locations', '/api/locations'],
      ['GET /api/locations?country=US', '/api/locations?country=US'],
      [`a busy area's page (${busiest.sightings} sightings)`, `/api/locations/${busiest.slug}`],
      ["a busy area's sightings", `/api/locations/${busiest.slug}/sightings?limit=12`],
    ];
    const figures: Figure[] = [];
    for (const [name, path] of urls) {
      await load(`${server.url}${path}`, { connections: 10, seconds: 2 }); // warm-up
      const result = await load(`${server.url}${path}`, { connections: CONNECTIONS, seconds });
      figures.push(...loadFigures(name, result, CONNECTIONS, P99_BUDGET_MS));
    }
    return figures;
  } finally {
    await server.stop();
    await data.drop();
  }
}

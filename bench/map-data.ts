// The map benchmark's data: 1,000,000 sightings generated in SQL with a fixed seed. Most sit around 300
// hotspots (cities, parks: gaussian spread of 2 to 35 km, a few hotspots far busier than the rest), a fifth are
// scattered over rough land boxes of every continent, some across the antimeridian; 3% private, 1% very rare.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { hashPassword } from '../server/features/auth/passwords';
import { BENCH_SPECIES as SPECIES } from './species-data';

export const MAP_SIGHTINGS = 1_000_000;
const MEMBERS = 1_000;
const HOTSPOTS = 300;

/** Rough land boxes (west, south, east, north), drawn in proportion to their area. */
const LAND_BOXES = [
  [-125, 25, -70, 50], // North America
  [-165, 55, -60, 70], // Alaska and Canada
  [-105, 8, -77, 25], // Central America
  [-80, -55, -35, 10], // South America
  [-10, 36, 40, 60], // Europe
  [5, 55, 30, 70], // Scandinavia
  [-8, 50, 2, 58], // British Isles
  [-17, -34, 50, 35], // Africa
  [40, 10, 140, 55], // Asia
  [60, 50, 180, 72], // Siberia
  [-180, 60, -165, 70], // Chukotka, across the antimeridian
  [68, 8, 90, 30], // India
  [95, -10, 140, 20], // South-East Asia
  [113, -39, 153, -11], // Australia
  [166, -47, 178, -34], // New Zealand
  [130, 31, 145, 45], // Japan
  [175, -20, 180, -15], // Fiji, west of the antimeridian
  [-180, -20, -175, -15], // Fiji, east of it
] as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function rowsOf<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer { rows }; Drizzle types execute() per driver, so one cast here.
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Fills an empty database. The load runs with the sightings' triggers off and the sightings' secondary indexes
 * dropped, then rebuilds both (map_summaries_rebuild, CREATE INDEX from their own definitions): the same end state
 * as a million single inserts, in a minute or two instead of an hour.
 */
export async function generateMapBenchData(db: Db): Promise<void> {
  const passwordHash = await hashPassword('Bench-passw0rd');
  const boxes = sql.raw(LAND_BOXES.map((b) => `(${b.join(',')})`).join(','));
  const species = sql.raw(SPECIES.map(([name, category], i) => `(${i}, '${name}', '${category}')`).join(','));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      insert into users (username, email, password_hash, subscription_tier, created_at)
      select 'mapper_' || g, 'mapper_' || g || '@example.org', ${passwordHash}, 'free', now()
      from generate_series(1, ${MEMBERS}) g`);
    await tx.execute(sql`
      create temporary table bench_boxes on commit drop as
      with b(west, south, east, north) as (values ${boxes}),
      w as (select *, ((east - west) * (north - south))::float8 area from b)
      select west::float8, south::float8, east::float8, north::float8,
             coalesce(sum(area) over (order by west, south rows between unbounded preceding and 1 preceding), 0)
               / sum(area) over () lo,
             sum(area) over (order by west, south rows between unbounded preceding and current row)
               / sum(area) over () hi
      from w`);
    await tx.execute(sql`
      create temporary table bench_hotspots on commit drop as
      select d.h, b.west + d.x * (b.east - b.west) lng, b.south + d.y * (b.north - b.south) lat,
             0.02 + d.s * 0.3 sigma
      from (select h, random() r, random() x, random() y, random() s from generate_series(1, ${HOTSPOTS}) h
            offset 0) d
      join bench_boxes b on d.r >= b.lo and d.r < b.hi`);
    const indexes = await rowsOf<{ name: string; definition: string }>(
      tx,
      sql`select indexname as name, indexdef as definition from pg_indexes
          where schemaname = 'public' and tablename = 'sightings' and indexname <> 'sightings_pkey'`,
    );
    for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
    await tx.execute(sql`alter table sightings disable trigger user`);
    // One row in five scattered over a land box, the rest around a hotspot picked with a squared uniform (the
    // first hotspots are far busier); Box-Muller turns two uniforms into the gaussian offset.
    await tx.execute(sql`
      insert into sightings (user_id, species_name, category, description, location, latitude, longitude,
                             photo_url, media_type, is_public, rarity_level, date_spotted, created_at)
      select u.first_id + d.g % ${MEMBERS}, sp.name, sp.category,
             'Seen at first light near the water. Sighting #' || d.g,
             'Site ' || coalesce(h.h, 0) || ', Region ' || d.g % 50,
             round(greatest(-85, least(85, case when d.g % 5 = 0 then b.south + d.u1 * (b.north - b.south)
               else h.lat + h.sigma * sqrt(-2 * ln(1 - d.u1)) * cos(2 * pi() * d.u2) end))::numeric, 6),
             round(((((case when d.g % 5 = 0 then b.west + d.u2 * (b.east - b.west)
               else h.lng + h.sigma * sqrt(-2 * ln(1 - d.u1)) * sin(2 * pi() * d.u2) / cos(radians(h.lat)) end)
               + 540)::numeric % 360) - 180), 6),
             '/media/demo/alcedo-atthis-er-kingfisher.webp', 'photo', d.c > 0.03,
             case when d.c > 0.99 then 'very_rare' end,
             (now() - (d.g % 365 || ' days')::interval)::date,
             now() - (d.g || ' seconds')::interval
      from (select g, random() a, random() u1, random() u2, random() c
            from generate_series(1, ${MAP_SIGHTINGS}) g offset 0) d
      left join bench_hotspots h on d.g % 5 <> 0 and h.h = 1 + floor(${HOTSPOTS} * d.a * d.a)::int
      left join bench_boxes b on d.g % 5 = 0 and d.a >= b.lo and d.a < b.hi
      join (values ${species}) sp(i, name, category) on sp.i = d.g % ${SPECIES.length},
      (select min(id) as first_id from users where username like 'mapper\\_%') u`);
    // The public positions the geoprivacy trigger would have written (migration 0021), in one statement.
    await tx.execute(sql`select sightings_reposition_all()`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    await tx.execute(sql`alter table sightings enable trigger user`);
    await tx.execute(sql`select map_summaries_rebuild()`);
    await tx.execute(sql`select species_catalogue_rebuild()`);
  });
  // Index-only scans need the visibility map, which VACUUM writes (PGlite has no autovacuum).
  await db.execute(sql`vacuum analyze`);
}

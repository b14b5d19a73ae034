// Deterministic benchmark data: members, sightings, comments and likes generated inside the database with
// generate_series (fast on PGlite and PostgreSQL alike), seeded with setseed so every run builds the same rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { hashPassword } from '../server/features/auth/passwords';
import { BENCH_SPECIES as SPECIES, speciesArrays } from './species-data';

export interface BenchDataSize {
  members: number;
  sightings: number;
  commentsPerSighting: number;
  likesPerSighting: number;
}

export const STANDARD_SIZE: BenchDataSize = {
  members: 10_000,
  sightings: 100_000,
  commentsPerSighting: 2,
  likesPerSighting: 3,
};

const TRIGGERED_TABLES = ['users', 'sightings', 'likes'] as const;

export async function generateBenchData(db: Db, size: BenchDataSize = STANDARD_SIZE): Promise<void> {
  const passwordHash = await hashPassword('Bench-passw0rd');
  const arrays = speciesArrays(SPECIES);
  const species = sql.raw(arrays.names);
  const categories = sql.raw(arrays.categories);
  await db.transaction(async (tx) => {
    // Row by row, the map-summary and change-notification triggers would cost more than the load itself: they
    // are off for the load, and the map summaries and species catalogue are rebuilt from the rows once at the end
    // (the same state).
    for (const table of TRIGGERED_TABLES)
      await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      insert into users (username, email, password_hash, subscription_tier, bio, created_at)
      select 'bench_' || g, 'bench_' || g || '@example.org', ${passwordHash},
             case when g % 10 = 0 then 'premium' else 'free' end,
             'Watching wildlife since ' || (1980 + g % 40),
             now() - (g || ' minutes')::interval
      from generate_series(1, ${size.members}) g`);
    await tx.execute(sql`
      insert into sightings (user_id, species_name, category, description, location, latitude, longitude,
                             photo_url, media_type, likes, views, comment_count, date_spotted, created_at)
      select u.first_id + ((g * 7919) % ${size.members}),
             (${species})[1 + g % ${SPECIES.length}],
             (${categories})[1 + g % ${SPECIES.length}],
             'Seen at first light near the water, feeding quietly before moving into the reeds. Sighting #' || g,
             'Site ' || (g % 5000) || ', Region ' || (g % 50),
             round((random() * 170 - 85)::numeric, 6), round((random() * 358 - 179)::numeric, 6),
             '/media/demo/alcedo-atthis-er-kingfisher.webp', 'photo', 0, (random() * 500)::int, 0,
             (now() - (g % 365 || ' days')::interval)::date,
             now() - (g || ' seconds')::interval
      from generate_series(1, ${size.sightings}) g,
           (select min(id) as first_id from users where username like 'bench\\_%') u`);
    await tx.execute(sql`
      insert into comments (sighting_id, user_id, content, created_at)
      select s.id, u.first_id + ((s.id * 31 + c) % ${size.members}), 'Great find! Comment ' || c, s.created_at + (c || ' minutes')::interval
      from sightings s, generate_series(1, ${size.commentsPerSighting}) c,
           (select min(id) as first_id from users where username like 'bench\\_%') u
      where s.species_name = any(${species})`);
    await tx.execute(sql`
      insert into likes (user_id, sighting_id)
      select u.first_id + ((s.id * 17 + l * 101) % ${size.members}), s.id
      from sightings s, generate_series(1, ${size.likesPerSighting}) l,
           (select min(id) as first_id from users where username like 'bench\\_%') u
      where s.species_name = any(${species})
      on conflict do nothing`);
    // Counters kept on the row, as the product keeps them, so list queries read no aggregates.
    await tx.execute(sql`
      update sightings s set likes = l.n from (select sighting_id, count(*)::int n from likes group by sighting_id) l
      where l.sighting_id = s.id`);
    await tx.execute(sql`
      update sightings s set comment_count = c.n from (select sighting_id, count(*)::int n from comments group by sighting_id) c
      where c.sighting_id = s.id`);
    // The public positions the geoprivacy trigger would have written (migration 0021), in one statement.
    await tx.execute(sql`select sightings_reposition_all()`);
    for (const table of TRIGGERED_TABLES)
      await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
    await tx.execute(sql`select map_summaries_rebuild()`);
    await tx.execute(sql`select species_catalogue_rebuild()`);
  });
  await db.execute(sql`analyze`);
}

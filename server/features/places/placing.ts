// Placing sightings: from its coordinates alone, offline, a sighting gets its country, region and nearest named
// place (gazetteer.ts) and the protected areas it lies in (areas.ts). The writer places a sighting in its own
// transaction as it publishes or moves it; a sweep places whatever is left (rows written by the seed or bulk
// loads, rows moved by any other writer, whose placed_at the database clears, and every row after the shipped
// areas or gazetteer change).
import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { protectedAreaSightings, sightings } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { letRequestsIn, type PeriodicRuns, runPeriodically } from '../../jobs/periodic';
import { type AreaCircle, areasAt } from './areas';
import { gazetteer } from './gazetteer';

/** Rows placed per statement by the sweep: a batch costs ~50 ms of CPU, then the event loop breathes. */
const SWEEP_BATCH = 500;
export const PLACING_SWEEP_EVERY_MS = 60_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PlacedRow {
  id: number;
  countryCode: string | null;
  region: string | null;
  placeName: string | null;
  areaIds: number[];
}

/** The place of one position (no position: nothing known). */
export function placeOf(
  circles: readonly AreaCircle[],
  id: number,
  latitude: string | number | null,
  longitude: string | number | null,
): PlacedRow {
  if (latitude === null || longitude === null)
    return { id, countryCode: null, region: null, placeName: null, areaIds: [] };
  const lat = Number(latitude);
  const lon = Number(longitude);
  const where = gazetteer().describe(lat, lon);
  return {
    id,
    countryCode: where.countryCode,
    region: where.region,
    placeName: where.nearestPlace?.name ?? null,
    areaIds: areasAt(circles, lat, lon),
  };
}

/**
 * Places the given sightings (those that still exist): their place columns, placed_at and area memberships,
 * in three set-based statements whatever their number.
 */
export async function placeSightings(
  db: Db | Tx,
  circles: readonly AreaCircle[],
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({
      id: sightings.id,
      latitude: sightings.latitude,
      longitude: sightings.longitude,
      createdAt: sightings.createdAt,
    })
    .from(sightings)
    .where(inArray(sightings.id, [...ids]));
  if (rows.length === 0) return 0;
  const placed = rows.map((r) => placeOf(circles, r.id, r.latitude, r.longitude));
  const createdAt = new Map(rows.map((r) => [r.id, r.createdAt]));
  const column = <K extends keyof PlacedRow>(key: K) => sql.param(placed.map((p) => p[key]));
  await db.execute(sql`
    update ${sightings} s
       set country_code = p.country_code, region = p.region, place_name = p.place_name, placed_at = now()
      from (select unnest(${column('id')}::int[]) as id,
                   unnest(${column('countryCode')}::text[]) as country_code,
                   unnest(${column('region')}::text[]) as region,
                   unnest(${column('placeName')}::text[]) as place_name) p
     where s.id = p.id`);
  const placedIds = placed.map((p) => p.id);
  await db.delete(protectedAreaSightings).where(inArray(protectedAreaSightings.sightingId, placedIds));
  const memberships = placed.flatMap((p) =>
    p.areaIds.map((areaId) => ({ areaId, sightingId: p.id, createdAt: createdAt.get(p.id) ?? new Date() })),
  );
  if (memberships.length > 0)
    await db.insert(protectedAreaSightings).values(memberships).onConflictDoNothing();
  return placed.length;
}

/** Places every sighting still unplaced, a batch at a time; answers how many. */
export async function placeUnplacedSightings(db: Db, circles: readonly AreaCircle[]): Promise<number> {
  let done = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select({ id: sightings.id })
      .from(sightings)
      .where(and(isNull(sightings.placedAt), gt(sightings.id, afterId)))
      .orderBy(asc(sightings.id))
      .limit(SWEEP_BATCH);
    if (batch.length === 0) return done;
    const ids = batch.map((b) => b.id);
    afterId = ids[ids.length - 1] ?? afterId;
    done += await db.transaction((tx) => placeSightings(tx, circles, ids));
    await letRequestsIn();
  }
}

/** The sweep of this process (main.ts, with the job worker): at start, then every minute. */
export function startPlacingSweeps(app: FastifyInstance): void {
  const ctx: Pick<AppContext, 'db' | 'log'> = app.ctx;
  const sweeps: PeriodicRuns = runPeriodically(async () => {
    try {
      const placed = await placeUnplacedSightings(ctx.db, app.ctx.places.circles);
      if (placed > 0) ctx.log.info({ sightings: placed }, 'sightings placed');
    } catch (error) {
      ctx.log.error({ err: error }, 'placing sightings failed; it runs again in a minute');
    }
  }, PLACING_SWEEP_EVERY_MS);
  app.addHook('preClose', () => sweeps.stop());
}

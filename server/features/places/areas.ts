// The protected areas and wildlife hot spots of /locations: written for WildLens in server/data/locations/*.json
// (checked against shippedAreaSchema when read), put into protected_areas at start when the shipped files
// changed, and held in memory as circles for placing sightings.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ShippedArea, shippedAreaSchema } from '@common/schemas/locations';
import { getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { placesState, protectedAreas } from '../../db/schema';
import { PLACES_DATA_DIR } from './gazetteer';

export const LOCATIONS_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../data/locations',
);

export interface ShippedAreas {
  areas: ShippedArea[];
  /** Hash of the area files and the gazetteer: a new one re-places every sighting. */
  version: string;
}

/** Every shipped area, from every JSON file of the folder; throws on a malformed file or a repeated slug. */
export function readShippedAreas(dir = LOCATIONS_DATA_DIR): ShippedAreas {
  const hash = createHash('sha256');
  const areas: ShippedArea[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    hash.update(file).update(text);
    const parsed = z.array(shippedAreaSchema).safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
    areas.push(...parsed.data);
  }
  const slugs = new Set<string>();
  for (const a of areas) {
    if (slugs.has(a.slug)) throw new Error(`protected area slug ${a.slug} appears twice`);
    slugs.add(a.slug);
  }
  for (const file of fs.readdirSync(PLACES_DATA_DIR).sort())
    hash.update(file).update(fs.readFileSync(path.join(PLACES_DATA_DIR, file)));
  return { areas, version: hash.digest('hex').slice(0, 16) };
}

/** An area as a circle, for finding the areas a point lies in. */
export interface AreaCircle {
  id: number;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine), in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Ids of the areas whose circle holds the point (a few hundred circles: a plain loop is microseconds). */
export function areasAt(circles: readonly AreaCircle[], latitude: number, longitude: number): number[] {
  return circles
    .filter((c) => distanceKm(latitude, longitude, c.latitude, c.longitude) <= c.radiusKm)
    .map((c) => c.id);
}

export interface AreaSync {
  /** True when the shipped files differed from the database's: the areas were written again. */
  changed: boolean;
  version: string;
  circles: AreaCircle[];
}

/**
 * Writes the shipped areas into protected_areas when their version differs from the one recorded, in one
 * transaction under a row lock, so several processes starting at once write them once; areas no longer shipped
 * go (their memberships with them), and every sighting goes back to the placing sweep.
 */
export async function syncProtectedAreas(
  db: Db,
  shipped: ShippedAreas = readShippedAreas(),
): Promise<AreaSync> {
  const changed = await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into ${placesState} (id, version) values (1, '') on conflict (id) do nothing`,
    );
    const [state] = (
      (await tx.execute(sql`select version from ${placesState} where id = 1 for update`)) as {
        rows: { version: string }[];
      }
    ).rows;
    if (state?.version === shipped.version) return false;
    const rows = shipped.areas.map((a) => ({
      slug: a.slug,
      name: a.name,
      country: a.countryCode,
      state: a.state,
      parkType: a.parkType,
      realm: a.realm,
      latitude: a.latitude,
      longitude: a.longitude,
      radiusKm: a.radiusKm,
      areaKm2: a.areaKm2 === null ? null : Math.round(a.areaKm2),
      established: a.established,
      popularSpecies: a.notableSpecies,
      bestMonths: a.bestMonths,
      bestVisitingTimes: a.bestTimeNote,
      description: a.description,
      websiteUrl: a.websiteUrl,
      updatedAt: new Date(),
    }));
    if (rows.length > 0)
      await tx
        .insert(protectedAreas)
        .values(rows)
        .onConflictDoUpdate({
          target: protectedAreas.slug,
          set: Object.fromEntries(
            Object.entries(getTableColumns(protectedAreas))
              .filter(([k]) => k !== 'slug' && k !== 'id')
              .map(([k, column]) => [k, sql.raw(`excluded.${column.name}`)]),
          ),
        });
    await tx.execute(
      sql`delete from ${protectedAreas} where slug <> all(${sql.param(shipped.areas.map((a) => a.slug))}::text[])`,
    );
    await tx.execute(sql`update sightings set placed_at = null where placed_at is not null`);
    await tx.execute(
      sql`update ${placesState} set version = ${shipped.version}, updated_at = now() where id = 1`,
    );
    return true;
  });
  return { changed, version: shipped.version, circles: await readCircles(db) };
}

export async function readCircles(db: Db): Promise<AreaCircle[]> {
  return db
    .select({
      id: protectedAreas.id,
      latitude: protectedAreas.latitude,
      longitude: protectedAreas.longitude,
      radiusKm: protectedAreas.radiusKm,
    })
    .from(protectedAreas);
}

// The SQL pieces every discovery query shares, over the sightings table aliased `s`:
// - where: public sightings within a circle of the place, by their PUBLIC position only (migration "geoprivacy":
//   an obscured sighting's point fixed inside its 0.2 degree cell; a private one has none and is never found).
//   The circle's box is first narrowed on the map's grid columns, which the database derives from that public
//   position, through sightings_map_idx (one range of bands, then x and y, per box); then the exact great-circle
//   distance is checked on the public latitude and longitude;
// - what a sighting is: its species key, the day it was seen, its time of day;
// - the enhanced view's filters.
import type { EnhancedDiscoveryQuery } from '@common/schemas/discovery';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BAND_SHIFT, gridBoxes } from '../map/grid';

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.32;

export interface Circle {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** A species: its catalogue entry when the sighting links to one, else its name as members wrote it. */
export const SPECIES_KEY = sql.raw(
  `coalesce('id:' || s.species_id::text, 'name:' || species_key(s.species_name))`,
);
/** The day seen: the day spotted, else the day it was posted (UTC). */
export const SEEN_ON = sql.raw(`coalesce(s.date_spotted, (s.created_at at time zone 'UTC')::date)`);
/**
 * The time of day: as the member recorded it, else from the time seen (the same hours the sighting form
 * suggests), else null.
 */
export const TIME_OF_DAY = sql.raw(`coalesce(s.time_of_day, case
    when s.time_spotted is null then null
    when s.time_spotted >= '05:00' and s.time_spotted < '07:00' then 'dawn'
    when s.time_spotted >= '07:00' and s.time_spotted < '11:00' then 'morning'
    when s.time_spotted >= '11:00' and s.time_spotted < '14:00' then 'midday'
    when s.time_spotted >= '14:00' and s.time_spotted < '17:00' then 'afternoon'
    when s.time_spotted >= '17:00' and s.time_spotted < '20:00' then 'dusk'
    else 'night' end)`);

/** Public sightings whose public position lies within the circle. */
export function withinCircle(place: Circle): SQL {
  const dLat = place.radiusKm / KM_PER_DEGREE;
  const cos = Math.max(0.01, Math.cos((place.latitude * Math.PI) / 180));
  const dLng = Math.min(180, place.radiusKm / (KM_PER_DEGREE * cos));
  const boxes = gridBoxes({
    north: Math.min(90, place.latitude + dLat),
    south: Math.max(-90, place.latitude - dLat),
    west: place.longitude - dLng,
    east: place.longitude + dLng,
  });
  const inBoxes = sql.join(
    boxes.map(
      (b) => sql`(s.map_band between ${b.y0 >> BAND_SHIFT} and ${b.y1 >> BAND_SHIFT}
        and s.map_x between ${b.x0} and ${b.x1} and s.map_y between ${b.y0} and ${b.y1})`,
    ),
    sql` or `,
  );
  const lat = sql`s.public_latitude::float8`;
  const lng = sql`s.public_longitude::float8`;
  // is_public and map_band: the partial index's own condition, so the planner may use it.
  return sql`s.is_public and s.map_band is not null and s.position_precision <> 'none' and (${inBoxes})
    and ${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(${lat} - ${place.latitude}::float8) / 2), 2)
      + cos(radians(${place.latitude}::float8)) * cos(radians(${lat}))
        * power(sin(radians(${lng} - ${place.longitude}::float8) / 2), 2)))) <= ${place.radiusKm}::float8`;
}

/** Observations between two days (YYYY-MM-DD), both included. */
export function seenBetween(from: string, to: string): SQL {
  return sql`${SEEN_ON} between ${from}::date and ${to}::date`;
}

export type DiscoveryFilters = Pick<
  EnhancedDiscoveryQuery,
  'rarity' | 'timeOfDay' | 'weather' | 'category'
> & {
  /** The member whose recorded species are left out. */
  notRecordedBy?: number | undefined;
};

/** The enhanced filters as one condition (true when none is set). */
export function filtersSql(f: DiscoveryFilters): SQL {
  const parts: SQL[] = [];
  if (f.rarity?.length) parts.push(sql`s.rarity_level = any(${sql.param(f.rarity)}::text[])`);
  if (f.timeOfDay?.length) parts.push(sql`${TIME_OF_DAY} = any(${sql.param(f.timeOfDay)}::text[])`);
  if (f.weather?.length) parts.push(sql`s.weather_conditions = any(${sql.param(f.weather)}::text[])`);
  if (f.category) parts.push(sql`s.category = ${f.category}`);
  if (f.notRecordedBy !== undefined) {
    const me = f.notRecordedBy;
    // Recorded: any sighting of theirs, public or not, under the same catalogue entry or the same name.
    parts.push(sql`not exists (select 1 from sightings m where m.user_id = ${me}
        and ((s.species_id is not null and m.species_id = s.species_id)
          or species_key(m.species_name) = species_key(s.species_name)))`);
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** Rows of a raw query: both drivers answer `{ rows }`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

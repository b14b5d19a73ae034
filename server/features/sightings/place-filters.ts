// Where a sighting may be found by position: the explore list's place filters (a location page's area, a
// country, a map box) and the sighting page's nearby strip. Every test reads the PUBLIC position (migration
// "geoprivacy"): an obscured sighting matches only by its point fixed inside its cell, a private one (no public
// position) never, so no filter answers where anyone's hidden sighting really is. Boxes are first narrowed on the
// map's grid columns, which sightings_map_idx holds, then checked exactly on the public coordinates.
import type { MapBounds } from '@common/schemas/map';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { GRID_SIZE, gridBoxes } from '../map/grid';

/** The sightings table, or an alias of it: the columns of the public position and its place on the map's grid. */
interface SightingsTable {
  mapBand: AnyPgColumn;
  mapX: AnyPgColumn;
  mapY: AnyPgColumn;
  publicLatitude: AnyPgColumn;
  publicLongitude: AnyPgColumn;
}

/** A value of the SQL below: a number computed by the server, or a placeholder of a prepared statement. */
type Value = number | SQLWrapper;

/** A box as grid ranges (the second x range empty unless it crosses the antimeridian) and as degrees. */
export interface BoxValues<V = number> {
  band0: V;
  band1: V;
  y0: V;
  y1: V;
  x0: V;
  x1: V;
  x2: V;
  x3: V;
  south: V;
  north: V;
  west1: V;
  east1: V;
  west2: V;
  east2: V;
}

/** sightings.map_band is map_y >> 12 (server/features/map/grid.ts BAND_SHIFT). */
const BAND_SHIFT = 12;
/** An empty range: `between 1 and 0` holds for nothing. */
const EMPTY = { from: 1, to: 0 };
const clampGrid = (v: number) => Math.min(GRID_SIZE - 1, Math.max(0, v));
const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The box's values. The grid ranges are widened by one position each way: the database computes the grid from
 * the numeric coordinates in float8 as this does in JavaScript, and a point on the very edge must not be lost to
 * rounding; the exact test on the coordinates then decides.
 */
export function boxValues(bounds: MapBounds): BoxValues {
  const grid = gridBoxes(bounds);
  const [first, second] = grid;
  const y0 = clampGrid((first?.y0 ?? 0) - 1);
  const y1 = clampGrid((first?.y1 ?? GRID_SIZE - 1) + 1);
  let width = bounds.east - bounds.west;
  if (width < 0) width += 360;
  let lng1 = { from: -180, to: 180 };
  let lng2 = EMPTY;
  if (width < 360) {
    const west = wrap(bounds.west);
    const east = west + width;
    if (east <= 180) lng1 = { from: west, to: east };
    else {
      lng1 = { from: west, to: 180 };
      lng2 = { from: -180, to: east - 360 };
    }
  }
  return {
    band0: y0 >> BAND_SHIFT,
    band1: y1 >> BAND_SHIFT,
    y0,
    y1,
    x0: clampGrid((first?.x0 ?? 0) - 1),
    x1: clampGrid((first?.x1 ?? GRID_SIZE - 1) + 1),
    x2: second ? clampGrid(second.x0 - 1) : EMPTY.from,
    x3: second ? clampGrid(second.x1 + 1) : EMPTY.to,
    south: bounds.south,
    north: bounds.north,
    west1: lng1.from,
    east1: lng1.to,
    west2: lng2.from,
    east2: lng2.to,
  };
}

/** The box's values as placeholders of a prepared statement, named `${prefix}Band0` and so on. */
export function boxPlaceholders(prefix: string): BoxValues<SQLWrapper> {
  const p = (name: string) => sql.placeholder(`${prefix}${name}`);
  return {
    band0: p('Band0'),
    band1: p('Band1'),
    y0: p('Y0'),
    y1: p('Y1'),
    x0: p('X0'),
    x1: p('X1'),
    x2: p('X2'),
    x3: p('X3'),
    south: p('South'),
    north: p('North'),
    west1: p('West1'),
    east1: p('East1'),
    west2: p('West2'),
    east2: p('East2'),
  };
}

/** The values for `boxPlaceholders(prefix)`. */
export function boxParams(prefix: string, values: BoxValues): Record<string, number> {
  const cap = (k: string) => `${prefix}${k.charAt(0).toUpperCase()}${k.slice(1)}`;
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [cap(k), v]));
}

/**
 * The public position's place on the map's grid lies in one side of the box (the first: west of the antimeridian
 * or the whole box; the second: east of it, or nothing): one range of sightings_map_idx.
 */
export function publicGridInSide(table: SightingsTable, box: BoxValues<Value>, side: 1 | 2): SQL {
  const int = (v: Value) => sql`${v}::int`;
  const [x0, x1] = side === 1 ? [box.x0, box.x1] : [box.x2, box.x3];
  return sql`(${table.mapBand} between ${int(box.band0)} and ${int(box.band1)}
      and ${table.mapX} between ${int(x0)} and ${int(x1)}
      and ${table.mapY} between ${int(box.y0)} and ${int(box.y1)})`;
}

/** The public position's place on the map's grid lies in the box: a range of sightings_map_idx per side. */
export function publicGridInBox(table: SightingsTable, box: BoxValues<Value>): SQL {
  return sql`(${publicGridInSide(table, box, 1)} or ${publicGridInSide(table, box, 2)})`;
}

/**
 * The public coordinates lie in the box, compared as the numeric columns they are: PostgreSQL then estimates from
 * their statistics how many rows a box holds (a cast to float8 left it guessing half a percent per condition).
 */
export function publicDegreesInBox(table: SightingsTable, box: BoxValues<Value>): SQL {
  const num = (v: Value) => sql`${v}::numeric`;
  return sql`(${table.publicLatitude} between ${num(box.south)} and ${num(box.north)}
    and (${table.publicLongitude} between ${num(box.west1)} and ${num(box.east1)}
      or ${table.publicLongitude} between ${num(box.west2)} and ${num(box.east2)}))`;
}

/** The public position of a row of `table` lies in the box (grid prefilter on sightings_map_idx, then exact). */
export function publicPointInBox(table: SightingsTable, box: BoxValues<Value>): SQL {
  return sql`(${publicGridInBox(table, box)} and ${publicDegreesInBox(table, box)})`;
}

/** Great-circle distance in km from the public position of a row of `table` to a point (haversine). */
export function publicDistanceKm(table: SightingsTable, latitude: Value, longitude: Value): SQL<number> {
  const lat = sql`radians(${latitude}::float8)`;
  const lon = sql`radians(${longitude}::float8)`;
  const rowLat = sql`radians(${table.publicLatitude}::float8)`;
  const rowLon = sql`radians(${table.publicLongitude}::float8)`;
  return sql<number>`(12742.0176 * asin(least(1, sqrt(
    power(sin((${rowLat} - ${lat}) / 2), 2) + cos(${lat}) * cos(${rowLat}) * power(sin((${rowLon} - ${lon}) / 2), 2)))))`;
}

/** Slightly under a degree of latitude's 111.2 km, so the box always holds the whole circle. */
const KM_PER_DEGREE = 110;

/** The box around a circle (km around a point); past a pole, or wider than the world, it is the whole band. */
export function circleBounds(latitude: number, longitude: number, km: number): MapBounds {
  const dLat = km / KM_PER_DEGREE;
  const south = Math.max(-90, latitude - dLat);
  const north = Math.min(90, latitude + dLat);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const cos = Math.cos((widest * Math.PI) / 180);
  const dLng = cos < 1e-6 || north >= 90 || south <= -90 ? 180 : km / (KM_PER_DEGREE * cos);
  if (dLng >= 180) return { west: -180, east: 180, south, north };
  return { west: longitude - dLng, east: longitude + dLng, south, north };
}

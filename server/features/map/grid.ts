// The map's grid, the same as the database's (migration 0004): Web Mercator coordinates of the whole world on a
// 2^24 x 2^24 grid. Grid level L groups it into 2^L x 2^L cells; a cell of level zoom + 2 is 64 screen pixels
// at that zoom, the size of one cluster. Pure functions: the service turns boxes into cell ranges with them.
import type { MapBounds } from '@common/schemas/map';

export const GRID_LEVEL = 24;
export const GRID_SIZE = 2 ** GRID_LEVEL;
/** sightings.map_band is map_y >> BAND_SHIFT: the row of level-12 cells, about 10 km tall at the equator. */
export const BAND_SHIFT = 12;
/** Levels kept in map_cells (even levels only: an odd level reads the next one and merges cells by four). */
export const SUMMARY_MIN_LEVEL = 2;
export const SUMMARY_MAX_LEVEL = 14;
/** 256-pixel tiles split into 64-pixel cluster cells: two more levels than the zoom. */
export const CLUSTER_LEVELS_BELOW_ZOOM = 2;
/** At most this many cells across a view, whatever zoom a client claims for a box. */
export const MAX_CELLS_ACROSS = 128;
/** Web Mercator stops here; boxes beyond are clamped to it. */
export const MAX_LATITUDE = 85.0511287798;

/** An inclusive range of grid coordinates; a box crossing the antimeridian is two of them. */
export interface GridBox {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const clampGrid = (v: number) => Math.min(GRID_SIZE - 1, Math.max(0, Math.floor(v)));

export function longitudeToX(lng: number): number {
  return clampGrid(((lng + 180) / 360) * GRID_SIZE);
}

export function latitudeToY(lat: number): number {
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return clampGrid(((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * GRID_SIZE);
}

/** Longitude of a grid position (fractional positions, e.g. centres of mass, are fine). */
export function xToLongitude(x: number): number {
  return (x / GRID_SIZE) * 360 - 180;
}

export function yToLatitude(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / GRID_SIZE))) * 180) / Math.PI;
}

/**
 * The box as one or two grid ranges. Longitudes wrap (a map panned past 180 sends 190), west greater than east
 * crosses the antimeridian, and a box 360 degrees wide or more is the whole world.
 */
export function gridBoxes(bounds: MapBounds): GridBox[] {
  const y0 = latitudeToY(bounds.north);
  const y1 = latitudeToY(bounds.south);
  let width = bounds.east - bounds.west;
  if (width < 0) width += 360;
  if (width >= 360) return [{ x0: 0, x1: GRID_SIZE - 1, y0, y1 }];
  const west = ((((bounds.west + 180) % 360) + 360) % 360) - 180;
  const east = west + width;
  if (east <= 180) return [{ x0: longitudeToX(west), x1: longitudeToX(east), y0, y1 }];
  return [
    { x0: longitudeToX(west), x1: GRID_SIZE - 1, y0, y1 },
    { x0: 0, x1: longitudeToX(east - 360), y0, y1 },
  ];
}

/**
 * The grid level of the clusters: cells of about 64 pixels at this zoom, but never more than MAX_CELLS_ACROSS
 * across the box, so a client cannot ask for a whole world of street-level cells.
 */
export function clusterLevel(zoom: number, boxes: GridBox[]): number {
  const width = boxes.reduce((sum, b) => sum + (b.x1 - b.x0 + 1), 0);
  const height = Math.max(...boxes.map((b) => b.y1 - b.y0 + 1));
  const span = Math.max(width, height, 1);
  const fit = Math.floor(GRID_LEVEL - Math.log2(Math.max(1, span / MAX_CELLS_ACROSS)));
  return Math.max(SUMMARY_MIN_LEVEL, Math.min(zoom + CLUSTER_LEVELS_BELOW_ZOOM, fit, GRID_LEVEL));
}

/** The box a grid cell covers, in degrees. */
export function cellBounds(level: number, cellX: number, cellY: number): MapBounds {
  const size = 2 ** (GRID_LEVEL - level);
  return {
    west: xToLongitude(cellX * size),
    east: xToLongitude((cellX + 1) * size),
    north: yToLatitude(cellY * size),
    south: yToLatitude((cellY + 1) * size),
  };
}

/** Every integer from `from` to `to`, both included. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

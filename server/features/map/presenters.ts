// What the map answers: clusters at their centre of mass with the cell they fill, and points with what their
// popup shows. Positions leave the server rounded to 6 decimals (about 0.1 m), obscured ones already coarsened.
import type { MapCluster, MapPoint, MapView } from '@common/schemas/map';
import { z } from 'zod';
import { cellBounds, GRID_LEVEL, xToLongitude, yToLatitude } from './grid';
import type { MapCellRow, MapPointRow, MapViewResult } from './service';

const boundsSchema = z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() });

export const mapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  bounds: boundsSchema,
}) satisfies z.ZodType<MapCluster>;

export const mapPointSchema = z.object({
  id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  speciesName: z.string(),
  category: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  dateSpotted: z.string().nullable(),
  obscured: z.boolean(),
}) satisfies z.ZodType<MapPoint>;

export const mapViewSchema = z.object({
  zoom: z.number().int(),
  total: z.number().int(),
  clusters: z.array(mapClusterSchema),
  points: z.array(mapPointSchema),
}) satisfies z.ZodType<MapView>;

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function presentCluster(level: number, cell: MapCellRow): MapCluster {
  // Centre of the grid position's unit square, so a lone sighting's cluster sits where it was seen.
  const x = cell.sumX / cell.weight + 0.5;
  const y = cell.sumY / cell.weight + 0.5;
  const b = cellBounds(level, cell.cellX, cell.cellY);
  return {
    lat: round6(yToLatitude(y)),
    lng: round6(xToLongitude(x)),
    count: cell.count,
    bounds: { west: round6(b.west), south: round6(b.south), east: round6(b.east), north: round6(b.north) },
  };
}

function presentPoint(row: MapPointRow): MapPoint {
  return {
    ...row,
    lat: round6(Number(row.lat)),
    lng: round6(Number(row.lng)),
    obscured: row.obscured === true,
  };
}

export function presentMapView(result: MapViewResult): MapView {
  // Levels above the grid's own never happen (zoom <= 20 gives level <= 22); the guard keeps bounds sane.
  const level = Math.min(result.level, GRID_LEVEL);
  return {
    zoom: result.zoom,
    total: result.total,
    clusters: result.cells.map((cell) => presentCluster(level, cell)),
    points: result.points.map(presentPoint),
  };
}

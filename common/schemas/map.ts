// The wildlife map's box query (GET /api/map/sightings) and what it answers: clusters of sightings, and single
// sightings where few are in view.
import { z } from 'zod';
import { lengthLimit } from './length-limit';
import { categorySchema } from './sightings';

export const MAP_MIN_ZOOM = 0;
export const MAP_MAX_ZOOM = 20;

/** When at most this many sightings are in the box, each is answered as a point instead of clusters. */
export const MAP_POINTS_MAX = 300;

/**
 * Sightings of these rarity levels are drawn at the centre of their OBSCURED_CELL_DEGREES cell (about 22 km),
 * so the map never pinpoints a very rare animal (the same rule is in migration 0004's map_shown_* functions).
 */
export const OBSCURED_RARITY_LEVELS = ['very_rare', 'extremely_rare'] as const;
export const OBSCURED_CELL_DEGREES = 0.2;

export const BBOX_FORMAT_MESSAGE = 'bbox must be four numbers: west,south,east,north';
export const BBOX_LATITUDE_MESSAGE = 'bbox latitudes must be between -90 and 90';
export const BBOX_LONGITUDE_MESSAGE = 'bbox longitudes must be between -360 and 360';
export const BBOX_ORDER_MESSAGE = 'bbox south must not be north of north';
export const ZOOM_MESSAGE = `Zoom must be a whole number from ${MAP_MIN_ZOOM} to ${MAP_MAX_ZOOM}`;

/** A box in degrees. West greater than east crosses the antimeridian; longitudes beyond +-180 wrap around. */
export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;

export const bboxSchema = z
  .string(BBOX_FORMAT_MESSAGE)
  .max(200, lengthLimit(BBOX_FORMAT_MESSAGE))
  .transform((text, ctx): MapBounds => {
    const parts = text.split(',');
    if (parts.length !== 4 || parts.some((p) => !NUMBER.test(p))) {
      ctx.addIssue({ code: 'custom', message: BBOX_FORMAT_MESSAGE });
      return z.NEVER;
    }
    const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
    if (Math.abs(south) > 90 || Math.abs(north) > 90) {
      ctx.addIssue({ code: 'custom', message: BBOX_LATITUDE_MESSAGE });
      return z.NEVER;
    }
    if (Math.abs(west) > 360 || Math.abs(east) > 360) {
      ctx.addIssue({ code: 'custom', message: BBOX_LONGITUDE_MESSAGE });
      return z.NEVER;
    }
    if (south > north) {
      ctx.addIssue({ code: 'custom', message: BBOX_ORDER_MESSAGE });
      return z.NEVER;
    }
    return { west, south, east, north };
  });

export const mapViewQuerySchema = z.strictObject({
  /** west,south,east,north in degrees, e.g. the map's visible bounds. */
  bbox: bboxSchema,
  /** The map's zoom level: clusters are cells of about 64 screen pixels at this zoom. */
  zoom: z
    .string(ZOOM_MESSAGE)
    .max(2, lengthLimit(ZOOM_MESSAGE))
    .regex(/^\d{1,2}$/, ZOOM_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(MAP_MIN_ZOOM, ZOOM_MESSAGE).max(MAP_MAX_ZOOM, ZOOM_MESSAGE)),
  category: categorySchema.optional(),
  /** Part of a species name, e.g. "owl". */
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  /** Only research-grade sightings (community agreement, common/schemas/identifications.ts). */
  quality: z.enum(['research'], 'Quality must be research').optional(),
});
export type MapViewQuery = z.output<typeof mapViewQuerySchema>;

/** Several sightings drawn as one circle: their centre of mass, their number and the grid cell they fill. */
export interface MapCluster {
  lat: number;
  lng: number;
  count: number;
  bounds: MapBounds;
}

/** One sighting on the map. */
export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  speciesName: string;
  category: string | null;
  thumbnailUrl: string | null;
  dateSpotted: string | null;
  /** Drawn at the centre of its cell, not where it was seen (a very rare species). */
  obscured: boolean;
}

export interface MapView {
  zoom: number;
  /** Public sightings in the view (whole grid cells where the view cuts through one). */
  total: number;
  clusters: MapCluster[];
  points: MapPoint[];
}

// The wildlife map's box query: public sightings in a box grouped into grid cells of about 64 screen pixels,
// and single sightings where few are in view. Coarse views (cluster level <= 14, i.e. zoom <= 12) read the
// per-cell counts of map_cells, a few hundred rows whatever the number of sightings; closer views group the
// sightings themselves through sightings_map_idx (one index range of x per band of rows, index-only). A species
// search first matches names in map_species, then reads only those species (sightings_map_species_idx).
import type { CategoryValue } from '@common/constants/categories';
import { MAP_POINTS_MAX, type MapBounds, type MapPoint } from '@common/schemas/map';
import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mapCells, mapSpecies, mediaAssets, sightings } from '../../db/schema';
import { containsPattern } from '../sightings/service';
import {
  BAND_SHIFT,
  clusterLevel,
  GRID_LEVEL,
  type GridBox,
  gridBoxes,
  range,
  SUMMARY_MAX_LEVEL,
} from './grid';

export interface MapViewOptions {
  bounds: MapBounds;
  zoom: number;
  category?: CategoryValue | undefined;
  /** Part of a species name. */
  search?: string | undefined;
  /** Only research-grade sightings. */
  research?: boolean | undefined;
}

/** A grid cell with sightings in it: their number and the sums of their grid positions (centre of mass). */
export interface MapCellRow {
  cellX: number;
  cellY: number;
  count: number;
  /** How many sightings the sums are over (all categories for map_cells, else `count`). */
  weight: number;
  sumX: number;
  sumY: number;
  /** The sighting of a single-sighting cell (grouped from sightings only). */
  onlyId: number | null;
}

/** A single sighting as the box query reads it: already the shape the API answers. */
export type MapPointRow = MapPoint;

export interface MapViewResult {
  zoom: number;
  /** Grid level of the cells in `cells`. */
  level: number;
  total: number;
  cells: MapCellRow[];
  points: MapPointRow[];
}

/** Single-sighting cells shown as points (with their picture) in close views, at most this many. */
const SINGLE_POINTS_MAX = 500;
/** Up to this many bands a box is read as one index range per band, beyond as one range over all of them. */
const BAND_LIST_MAX = 64;
/** A search shows the sightings of at most this many matching species, the most observed first. */
const SPECIES_MATCH_MAX = 50;

/** What narrows the sightings of a box: a category, and the species names a search matched. */
interface BoxFilters {
  category?: CategoryValue | undefined;
  species?: string[] | undefined;
  /** Only research-grade sightings: read from the sightings themselves (map_cells does not count grades). */
  research?: boolean | undefined;
}

const CATEGORY_COUNTS = {
  birds: mapCells.birds,
  mammals: mapCells.mammals,
  reptiles: mapCells.reptiles,
  amphibians: mapCells.amphibians,
  marine: mapCells.marine,
  insects: mapCells.insects,
} satisfies Record<CategoryValue, unknown>;

const intArray = (values: number[]) => `{${values.join(',')}}`;

export class MapService {
  constructor(private readonly db: Db) {}

  async view(options: MapViewOptions): Promise<MapViewResult> {
    const boxes = gridBoxes(options.bounds);
    const level = clusterLevel(options.zoom, boxes);
    const filters: BoxFilters = { category: options.category, research: options.research === true };
    if (options.search) {
      filters.species = await this.matchingSpecies(options.search);
      if (filters.species.length === 0) return { zoom: options.zoom, level, total: 0, cells: [], points: [] };
    }
    const fromSummary = level <= SUMMARY_MAX_LEVEL && !filters.species && !filters.research;
    const cells: MapCellRow[] = [];
    for (const box of boxes) {
      cells.push(
        ...(fromSummary
          ? await this.summaryCells(level, box, filters)
          : await this.cells(level, box, filters)),
      );
    }
    const total = cells.reduce((sum, c) => sum + c.count, 0);
    const base = { zoom: options.zoom, level, total };
    if (total === 0) return { ...base, cells: [], points: [] };
    if (total <= MAP_POINTS_MAX) {
      const points: MapPointRow[] = [];
      for (const box of boxes) points.push(...(await this.points(this.inBox(box, filters), MAP_POINTS_MAX)));
      return { ...base, cells: [], points };
    }
    const singles = cells.filter((c) => c.onlyId !== null).slice(0, SINGLE_POINTS_MAX);
    if (singles.length === 0) return { ...base, cells, points: [] };
    const ids = singles.map((c) => c.onlyId as number);
    const points = await this.points(
      and(eq(sightings.isPublic, true), inArray(sightings.id, ids)) as SQL,
      ids.length,
    );
    // A single that vanished between the two reads stays a cluster of one rather than disappearing.
    const shown = new Set(points.map((p) => p.id));
    return { ...base, cells: cells.filter((c) => c.onlyId === null || !shown.has(c.onlyId)), points };
  }

  /** Species on the map whose name contains the search (`%` and `_` literal), the most observed first. */
  private async matchingSpecies(search: string): Promise<string[]> {
    const rows = await this.db
      .select({ name: mapSpecies.speciesName })
      .from(mapSpecies)
      .where(ilike(mapSpecies.speciesName, containsPattern(search)))
      .orderBy(desc(mapSpecies.sightings), mapSpecies.speciesName)
      .limit(SPECIES_MATCH_MAX);
    return rows.map((r) => r.name);
  }

  /** Public sightings in the box (by grid position, the rare ones at their coarsened place) and the filters. */
  private inBox(box: GridBox, filters: BoxFilters): SQL {
    const b0 = box.y0 >> BAND_SHIFT;
    const b1 = box.y1 >> BAND_SHIFT;
    const bands =
      b1 - b0 + 1 <= BAND_LIST_MAX
        ? sql`${sightings.mapBand} = any(${intArray(range(b0, b1))}::int[])`
        : sql`${sightings.mapBand} between ${b0} and ${b1}`;
    const conditions: (SQL | undefined)[] = [
      eq(sightings.isPublic, true),
      bands,
      sql`${sightings.mapX} between ${box.x0} and ${box.x1}`,
      sql`${sightings.mapY} between ${box.y0} and ${box.y1}`,
    ];
    if (filters.category) conditions.push(eq(sightings.category, filters.category));
    if (filters.species) conditions.push(inArray(sightings.speciesName, filters.species));
    if (filters.research) conditions.push(eq(sightings.qualityGrade, 'research'));
    return and(...conditions) as SQL;
  }

  /** Cells of `level` grouped from the sightings themselves (close views, and any search). */
  private async cells(level: number, box: GridBox, filters: BoxFilters): Promise<MapCellRow[]> {
    // The shift is a number computed here, never input; inlined so GROUP BY matches the selected expression.
    const shift = sql.raw(String(GRID_LEVEL - level));
    const rows = await this.db
      .select({
        cellX: sql<number>`${sightings.mapX} >> ${shift}`,
        cellY: sql<number>`${sightings.mapY} >> ${shift}`,
        count: sql<number>`count(*)::int`,
        sumX: sql<number>`sum(${sightings.mapX})::float8`,
        sumY: sql<number>`sum(${sightings.mapY})::float8`,
        onlyId: sql<number>`min(${sightings.id})`,
      })
      .from(sightings)
      .where(this.inBox(box, filters))
      .groupBy(sql`1`, sql`2`);
    return rows.map((r) => ({ ...r, weight: r.count, onlyId: r.count === 1 ? r.onlyId : null }));
  }

  /** Cells of `level` from map_cells: stored at even levels, so an odd level merges four cells of the next. */
  private async summaryCells(level: number, box: GridBox, filters: BoxFilters): Promise<MapCellRow[]> {
    const stored = level % 2 === 0 ? level : level + 1;
    const shift = GRID_LEVEL - stored;
    const merge = sql.raw(String(stored - level));
    const counted = filters.category ? CATEGORY_COUNTS[filters.category] : mapCells.sightings;
    const rows = await this.db
      .select({
        cellX: sql<number>`${mapCells.cellX} >> ${merge}`,
        cellY: sql<number>`${mapCells.cellY} >> ${merge}`,
        count: sql<number>`sum(${counted})::int`,
        weight: sql<number>`sum(${mapCells.sightings})::int`,
        sumX: sql<number>`sum(${mapCells.sumX})::float8`,
        sumY: sql<number>`sum(${mapCells.sumY})::float8`,
      })
      .from(mapCells)
      .where(
        and(
          eq(mapCells.level, stored),
          sql`${mapCells.cellY} = any(${intArray(range(box.y0 >> shift, box.y1 >> shift))}::int[])`,
          sql`${mapCells.cellX} between ${box.x0 >> shift} and ${box.x1 >> shift}`,
          sql`${counted} > 0`,
        ),
      )
      .groupBy(sql`1`, sql`2`);
    return rows.map((r) => ({ ...r, onlyId: null }));
  }

  /** Sightings with what a point shows: where it is drawn, species, category, thumbnail, date. */
  private async points(where: SQL, limit: number): Promise<MapPointRow[]> {
    const v = mediaAssets.variants;
    return this.db
      .select({
        id: sightings.id,
        // The public position (migration "geoprivacy"): a point inside its cell for an obscured sighting.
        lat: sql<number>`${sightings.publicLatitude}::float8`,
        lng: sql<number>`${sightings.publicLongitude}::float8`,
        speciesName: sightings.speciesName,
        category: sightings.category,
        thumbnailUrl: sql<
          string | null
        >`coalesce(${v}->'thumb'->>'url', ${v}->'poster'->>'url', ${sightings.photoUrl})`,
        dateSpotted: sightings.dateSpotted,
        obscured: sql<boolean>`${sightings.positionPrecision} = 'obscured'`,
      })
      .from(sightings)
      .leftJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId))
      .where(where)
      .orderBy(desc(sightings.id))
      .limit(limit);
  }
}

// Where a species page's map may draw a sighting: the one function every public position of a species page goes
// through. Rare sightings (very rare, extremely rare) are drawn at the centre of their 0.2 degree cell, as the
// wildlife map draws them (migration 0004, map_shown_*), and so are all sightings of a threatened species (IUCN
// VU or worse, common/constants/conservation.ts), which poachers and collectors look for. The places issue's
// geoprivacy replaces this rule by the sighting's own obscured position.
import { isThreatened } from '@common/constants/conservation';
import { OBSCURED_CELL_DEGREES, OBSCURED_RARITY_LEVELS } from '@common/schemas/map';
import { type SQL, sql } from 'drizzle-orm';
import { sightings } from '../../db/schema';

export interface StoredPosition {
  latitude: number;
  longitude: number;
  rarityLevel: string | null;
}

export interface PublicPosition {
  latitude: number;
  longitude: number;
  coarse: boolean;
}

const RARE: ReadonlySet<string> = new Set(OBSCURED_RARITY_LEVELS);

/** The centre of the position's cell, never past the poles or the antimeridian (as map_shown_* computes it). */
function cellCentre(value: number, limit: number): number {
  const centre =
    Math.floor(value / OBSCURED_CELL_DEGREES) * OBSCURED_CELL_DEGREES + OBSCURED_CELL_DEGREES / 2;
  return Math.round(Math.min(centre, limit) * 1e6) / 1e6;
}

export function publicPosition(stored: StoredPosition, speciesStatus: string | null): PublicPosition {
  const coarse = isThreatened(speciesStatus) || (stored.rarityLevel !== null && RARE.has(stored.rarityLevel));
  if (!coarse) return { latitude: stored.latitude, longitude: stored.longitude, coarse };
  return {
    latitude: cellCentre(stored.latitude, 89.9),
    longitude: cellCentre(stored.longitude, 179.9),
    coarse,
  };
}

/** A sighting's public position as the database keeps it (migration "geoprivacy"). */
export interface ShownRow {
  publicLatitude: string | number | null;
  publicLongitude: string | number | null;
  positionPrecision: string;
}

/** Where a sighting may be drawn for anyone but its author: null when it has no public position. */
export function shownPosition(row: ShownRow): PublicPosition | null {
  if (row.positionPrecision === 'none' || row.publicLatitude === null || row.publicLongitude === null)
    return null;
  return {
    latitude: Number(row.publicLatitude),
    longitude: Number(row.publicLongitude),
    coarse: row.positionPrecision === 'obscured',
  };
}

export interface ExportedPosition extends PublicPosition {
  /** Darwin Core coordinateUncertaintyInMeters: the cell's diagonal when obscured, unknown otherwise. */
  uncertaintyMeters: number | null;
}

/** Metres per degree of latitude (and of longitude at the equator, where a cell is widest) on WGS84. */
const METRES_PER_DEGREE = 111_320;
/**
 * An obscured sighting is anywhere in its 0.2 degree cell, and its public point anywhere in it too: the true one
 * is at most the cell's diagonal away, about 31.5 km.
 */
export const CELL_UNCERTAINTY_METRES = Math.ceil(Math.SQRT2 * OBSCURED_CELL_DEGREES * METRES_PER_DEGREE);

/** Where the Darwin Core export puts a sighting: its public position, never finer than a visitor sees it. */
export function exportedPosition(row: ShownRow): ExportedPosition | null {
  const shown = shownPosition(row);
  if (!shown) return null;
  return { ...shown, uncertaintyMeters: shown.coarse ? CELL_UNCERTAINTY_METRES : null };
}

/**
 * Whether the sighting's position may be shown as it is to everyone (the database's position_precision, migration
 * "geoprivacy"): queries that place sightings finer than a cell (location pages) keep only these.
 */
export function positionIsOpen(): SQL<boolean> {
  return sql<boolean>`(${sightings.positionPrecision} = 'exact')`;
}

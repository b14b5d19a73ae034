// Where a species page's map may draw a sighting: the one function every public position of a species page goes
// through. Rare sightings (very rare, extremely rare) are drawn at the centre of their 0.2 degree cell, as the
// wildlife map draws them (migration 0004, map_shown_*), and so are all sightings of a threatened species (IUCN
// VU or worse, common/constants/conservation.ts), which poachers and collectors look for. The places issue's
// geoprivacy replaces this rule by the sighting's own obscured position.
import { isThreatened, THREATENED_STATUSES } from '@common/constants/conservation';
import { OBSCURED_CELL_DEGREES, OBSCURED_RARITY_LEVELS } from '@common/schemas/map';
import { type SQL, sql } from 'drizzle-orm';
import { sightings, speciesDatabase } from '../../db/schema';

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

export interface ExportedPosition extends PublicPosition {
  /** Darwin Core coordinateUncertaintyInMeters: the cell's half diagonal when coarse, unknown otherwise. */
  uncertaintyMeters: number | null;
}

/** Metres per degree of latitude (and of longitude at the equator, where a cell is widest) on WGS84. */
const METRES_PER_DEGREE = 111_320;
/** From a 0.2 degree cell's centre to its farthest corner: about 15.7 km. */
export const CELL_UNCERTAINTY_METRES = Math.ceil(
  Math.SQRT2 * (OBSCURED_CELL_DEGREES / 2) * METRES_PER_DEGREE,
);

/**
 * Where the Darwin Core export puts a sighting: never finer than a species page shows it to a visitor. A sighting
 * may name two species (the member's and the community's); it is coarse when either page would draw it coarse.
 */
export function exportedPosition(
  stored: StoredPosition,
  speciesStatuses: readonly (string | null)[],
): ExportedPosition {
  const positions = (speciesStatuses.length > 0 ? speciesStatuses : [null]).map((s) =>
    publicPosition(stored, s),
  );
  const chosen = positions.find((p) => p.coarse) ?? positions[0] ?? publicPosition(stored, null);
  return { ...chosen, uncertaintyMeters: chosen.coarse ? CELL_UNCERTAINTY_METRES : null };
}

/**
 * The same rule in SQL, for queries that place sightings finer than a cell (location pages): true when neither
 * the sighting's rarity nor either of its species (the member's and the community's) makes its position coarse.
 */
export function positionIsOpen(): SQL<boolean> {
  return sql<boolean>`(coalesce(${sightings.rarityLevel}, '') <> all(${sql.param([...OBSCURED_RARITY_LEVELS])}::text[])
    and not exists (select 1 from ${speciesDatabase} threatened
                     where threatened.id in (${sightings.speciesId}, ${sightings.communitySpeciesId})
                       and threatened.conservation_status = any(${sql.param([...THREATENED_STATUSES])}::text[])))`;
}

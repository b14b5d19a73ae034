// Where a species page's map may draw a sighting: the one function every public position of a species page goes
// through. Rare sightings (very rare, extremely rare) are drawn at the centre of their 0.2 degree cell, as the
// wildlife map draws them (migration 0004, map_shown_*), and so are all sightings of a threatened species (IUCN
// VU or worse, common/constants/conservation.ts), which poachers and collectors look for. The places issue's
// geoprivacy replaces this rule by the sighting's own obscured position.
import { isThreatened } from '@common/constants/conservation';
import { OBSCURED_CELL_DEGREES, OBSCURED_RARITY_LEVELS } from '@common/schemas/map';

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

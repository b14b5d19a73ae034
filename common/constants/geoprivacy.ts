// Geoprivacy's plain values, kept free of zod so the sighting page's geoprivacy field does not pull the schemas
// into its first load. common/schemas/sightings.ts re-exports them, so either import path gives the same values.

/**
 * Geoprivacy, the member's choice: open (the exact position), obscured (others see a point fixed at random inside
 * the 0.2 x 0.2 degree cell, about 22 km, and no place finer than the region) or private (others see no position).
 */
export const GEOPRIVACY_LEVELS = ['open', 'obscured', 'private'] as const;
export type Geoprivacy = (typeof GEOPRIVACY_LEVELS)[number];
/** What a reader gets: the position, a point inside its cell, or nothing. */
export const POSITION_PRECISIONS = ['exact', 'obscured', 'none'] as const;
export type PositionPrecision = (typeof POSITION_PRECISIONS)[number];

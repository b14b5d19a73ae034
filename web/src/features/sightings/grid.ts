// The grid that lists sighting cards (explore, community, fresh finds, home, profiles).

/**
 * grid-cols-1 is minmax(0, 1fr): on a phone a card is never wider than the screen, whatever its text.
 * items-start: a card whose comments open inline grows alone instead of stretching the others of its row.
 */
export const SIGHTING_GRID = 'grid grid-cols-1 items-start gap-4 md:grid-cols-2 lg:grid-cols-3';

/** Two columns at most, for the narrower column of a profile. */
export const SIGHTING_GRID_TWO = 'grid grid-cols-1 items-start gap-4 md:grid-cols-2';

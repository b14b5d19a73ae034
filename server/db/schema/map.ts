// The wildlife map's summary (server/features/map): public sightings counted per grid cell at the coarse
// levels, so a world or country view reads a few hundred rows instead of a million sightings.
import { bigint, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * One row per occupied cell of the even grid levels 2..14 (level L splits the world into 2^L x 2^L cells of
 * the sightings' map_x / map_y grid). Kept by a trigger on sightings in the same transaction as every insert,
 * edit and delete (migration 0006, map_summaries_sync); map_summaries_rebuild() recomputes it after bulk loads.
 * Per-category counts are columns, not rows: categories are the spec's fixed six, and one row per cell halves
 * the table. sum_x / sum_y give the cell's centre of mass (over all categories).
 */
export const mapCells = pgTable(
  'map_cells',
  {
    level: smallint('level').notNull(),
    cellY: integer('cell_y').notNull(),
    cellX: integer('cell_x').notNull(),
    sightings: integer('sightings').notNull(),
    birds: integer('birds').notNull().default(0),
    mammals: integer('mammals').notNull().default(0),
    reptiles: integer('reptiles').notNull().default(0),
    amphibians: integer('amphibians').notNull().default(0),
    marine: integer('marine').notNull().default(0),
    insects: integer('insects').notNull().default(0),
    sumX: bigint('sum_x', { mode: 'number' }).notNull(),
    sumY: bigint('sum_y', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.cellY, t.cellX] })],
);

/**
 * Species names on the map with their number of public sightings, kept by the same trigger: a species search
 * matches names here (a few thousand rows) and then reads only those species' sightings through
 * sightings_map_species_idx, instead of testing the name of every sighting in the box.
 */
export const mapSpecies = pgTable('map_species', {
  speciesName: text('species_name').primaryKey(),
  sightings: integer('sightings').notNull(),
});

// The species catalogue behind the species autocomplete (server/features/species): every name the community has
// recorded on a public sighting, with its count, and the scientific name where the catalogue knows it.
import type { CategoryValue } from '@common/constants/categories';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * One row per species name, keyed case- and space-insensitively (species_key(): "Grey  Heron" and "grey heron"
 * are one species). Kept by a trigger on sightings in the writer's transaction (migration 0008,
 * species_catalogue_sync); species_catalogue_rebuild() recomputes the counts after bulk loads. A name whose last
 * public sighting goes away leaves the catalogue unless it has a scientific name (then it is a catalogue entry
 * in its own right, e.g. the demo species).
 */
export const species = pgTable('species', {
  nameKey: text('name_key').primaryKey(),
  /** The name as first written, e.g. "Grey heron". */
  name: text('name').notNull(),
  scientificName: text('scientific_name'),
  /** The category of the first public sighting under this name. */
  category: text('category').$type<CategoryValue>(),
  /** Public sightings recorded under this name. */
  sightings: integer('sightings').notNull().default(0),
});

/**
 * Every word-start suffix of a species' common and scientific names, lower case ("grey heron", "heron",
 * "ardea cinerea", "cinerea"), so that a prefix typed from any word is one range scan of
 * species_terms_term_idx. Written by a trigger on species whenever a name changes.
 */
export const speciesTerms = pgTable(
  'species_terms',
  {
    nameKey: text('name_key')
      .notNull()
      .references(() => species.nameKey, { onDelete: 'cascade' }),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.nameKey, t.term] }),
    // text_pattern_ops compares bytes, so ~>=~ / ~<~ bound a prefix whatever the database's collation, and a
    // prepared statement's generic plan can still use the index (LIKE $1 cannot).
    index('species_terms_term_idx').on(t.term.op('text_pattern_ops'), t.nameKey),
  ],
);

// The species catalogue behind the species autocomplete (server/features/species): every name the community has
// recorded on a public sighting, with its count, and the scientific name where the catalogue knows it.
import type { CategoryValue } from '@common/constants/categories';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
 * species_terms_term_idx. Written by a trigger on species whenever a name changes, with a copy of the species'
 * count (migration 0009) so the scan alone ranks the matches.
 */
export const speciesTerms = pgTable(
  'species_terms',
  {
    nameKey: text('name_key')
      .notNull()
      .references(() => species.nameKey, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    /**
     * species.sightings of this term's species, kept equal by a trigger on species in the same transaction
     * (migration 0009), so the autocomplete ranks a prefix's terms without joining species. In no index: a count
     * change writes no index entries (a HOT update) and the catalogue's writes stay cheap.
     */
    sightings: integer('sightings').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.nameKey, t.term] }),
    // text_pattern_ops compares bytes, so ~>=~ / ~<~ bound a prefix whatever the database's collation, and a
    // prepared statement's generic plan can still use the index (LIKE $1 cannot).
    index('species_terms_term_idx').on(t.term.op('text_pattern_ops'), t.nameKey),
  ],
);

/**
 * The first letters of a species' terms, one row per letter (Grey heron, Ardea cinerea: "g", "h", "a", "c"), each
 * with the species' count and whether its name starts with that letter (migration 0009). A one-letter prefix
 * matches thousands of terms; here its answer is the first rows of species_initials_rank_idx instead. Written by
 * the triggers that write species_terms, in the same transaction.
 */
export const speciesInitials = pgTable(
  'species_initials',
  {
    nameKey: text('name_key')
      .notNull()
      .references(() => species.nameKey, { onDelete: 'cascade' }),
    /** The first character of one or more of the species' terms. */
    initial: text('initial').notNull(),
    /** Whether the species' name_key starts with initial (it then comes first in the answer). */
    starts: boolean('starts').notNull(),
    /** species.sightings, kept equal like species_terms.sightings. */
    sightings: integer('sightings').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.nameKey, t.initial] }),
    // The answer's order, so a one-letter prefix reads just the rows it answers.
    index('species_initials_rank_idx').on(
      t.initial,
      t.starts.desc().nullsFirst(),
      t.sightings.desc().nullsFirst(),
      t.nameKey,
    ),
  ],
);

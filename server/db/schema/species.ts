// The species catalogue behind the species autocomplete (server/features/species): every name the community has
// recorded on a public sighting, with its count, and the scientific name where the catalogue knows it.
import type { CategoryValue } from '@common/constants/categories';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * The species catalogue (spec section 3, species_database): every species of the six categories, from the shipped
 * open data (GBIF taxonomy through all-the-species, CC-BY-4.0; see server/features/species/catalogue-data) plus
 * species the administrators approve from members' proposals. Loaded at first start; sightings point at it by
 * sightings.species_id while their free-text species_name keeps working.
 */
export const speciesDatabase = pgTable(
  'species_database',
  {
    id: serial('id').primaryKey(),
    /** URL name of /species/{slug}: the scientific name in lower case with hyphens, e.g. "cygnus-olor". */
    slug: text('slug').notNull().unique(),
    scientificName: text('scientific_name').notNull().unique(),
    /** English common name where the data has one. */
    commonName: text('common_name'),
    category: text('category').$type<CategoryValue>().notNull(),
    kingdom: text('kingdom'),
    phylum: text('phylum'),
    taxonClass: text('taxon_class'),
    taxonOrder: text('taxon_order'),
    family: text('family'),
    genus: text('genus'),
    /** GBIF taxon key, for links to the source and the Darwin Core export. */
    gbifId: integer('gbif_id'),
    /** IUCN Red List category (EX, EW, CR, EN, VU, NT, LC, DD), curated; null when not assessed here. */
    conservationStatus: text('conservation_status'),
    /** Where the status comes from (e.g. "IUCN Red List") and the year of that assessment. */
    conservationSource: text('conservation_source'),
    conservationYear: integer('conservation_year'),
    conservationUpdatedAt: timestamp('conservation_updated_at', { withTimezone: true }),
    description: text('description'),
    identificationTips: text('identification_tips'),
    /** 'gbif' (the shipped catalogue) or 'community' (an approved proposal). */
    source: text('source').notNull().default('gbif'),
    /** Public sightings linked to this species, kept by the writers. */
    sightings: integer('sightings').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('species_database_category_idx').on(t.category, t.sightings.desc())],
);

/**
 * The catalogue's search terms (server/features/species/search.ts): every word-start suffix of each species'
 * scientific name and common names, folded (lower case, Latin accents removed: "cygne tubercule" finds "Cygne
 * tuberculé"), and every suffix of names in languages written without spaces (Japanese, Chinese, Korean, Thai:
 * "ハクチョウ" finds "コブハクチョウ"). Written by the catalogue loader and the writers of species_database, never
 * by triggers: 1 M rows are loaded in batches at first start.
 */
export const speciesSearch = pgTable(
  'species_search',
  {
    term: text('term').notNull(),
    speciesId: integer('species_id')
      .notNull()
      .references(() => speciesDatabase.id, { onDelete: 'cascade' }),
    /** The name's language, 'la' for the scientific name. */
    lang: text('lang').notNull(),
    /** Whether term is the whole name (an exact match of it comes first). */
    whole: boolean('whole').notNull(),
    /**
     * How well known the species is, from the open data: named in more languages, with an English name, of a
     * category people photograph more. Orders the matches of a short prefix, fixed between catalogue loads.
     */
    rank: integer('rank').notNull(),
  },
  (t) => [
    // A prefix of four letters or more: one range of this index (byte-wise, whatever the collation), a few
    // hundred rows at most but for the likes of "pseu", then ranked. The typo-tolerant search ranges over the
    // terms sharing the query's first letters and ranks them by pg_trgm similarity.
    index('species_search_term_idx').on(t.term.op('text_pattern_ops')),
  ],
);

/**
 * The best known species for each prefix of one to three characters of species_search's terms, per language:
 * such a prefix matches up to a tenth of the million terms ("c"), so its answer is computed by the loader and
 * read here in one index range. The first SPECIES_TOP_PER_PREFIX of each (prefix, lang) by rank.
 */
export const speciesSearchTop = pgTable(
  'species_search_top',
  {
    prefix: text('prefix').notNull(),
    lang: text('lang').notNull(),
    speciesId: integer('species_id')
      .notNull()
      .references(() => speciesDatabase.id, { onDelete: 'cascade' }),
    /** The term the prefix was taken from (to show which name matched), and whether it is the whole name. */
    term: text('term').notNull(),
    whole: boolean('whole').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [index('species_search_top_prefix_idx').on(t.prefix, t.rank.desc())],
);

/**
 * Which shipped catalogue this database holds (server/features/species/catalogue-loader.ts): the file's version,
 * how far a load got, and a lease so that one of several processes starting at once loads it.
 */
export const speciesCatalogueState = pgTable('species_catalogue_state', {
  id: integer('id').primaryKey(),
  /** 'full' or 'sample', and the shipped files' version (server/data/species/manifest.json). */
  variant: text('variant').notNull(),
  version: text('version').notNull(),
  /** 'loading' while a process loads it (leased until lease_until), then 'loaded'. */
  status: text('status').notNull(),
  loadedSpecies: integer('loaded_species').notNull().default(0),
  totalSpecies: integer('total_species').notNull().default(0),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Common names of a catalogue species in each language (English from all-the-species, the others from
 * species-names-dataset, CC-BY-SA-4.0); the scientific name is species_database.scientific_name. One species may
 * have several names in one language; `preferred` marks the one shown.
 */
export const speciesNames = pgTable(
  'species_names',
  {
    speciesId: integer('species_id')
      .notNull()
      .references(() => speciesDatabase.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    preferred: boolean('preferred').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.speciesId, t.lang, t.name] })],
);

// Community names (the part of the species autocomplete that server/features/species/search.ts adds after the
// catalogue's species): the names written on public sightings (migration 0008) whose common or scientific name has a word
// starting with what the member typed. One range scan of species_terms_term_idx finds and ranks the candidates
// (each term carries its species' count, migration 0009), and a one-letter prefix reads the first rows of
// species_initials_rank_idx; names that start with the prefix come first, then the most observed. Answers are
// kept in memory until the catalogue changes (the wl_species notification): a short prefix matches thousands of
// names, and people type the same first letters again and again.
import type { CategoryValue } from '@common/constants/categories';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { ChangeCache } from '../../db/change-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { species, speciesInitials, speciesTerms } from '../../db/schema';

const p = sql.placeholder;

/** Distinct prefixes (and limits) kept: a few kilobytes each. */
const ANSWERS_KEPT = 2_000;

/** A name members wrote on public sightings, with its count. */
export interface CommunityName {
  name: string;
  scientificName: string | null;
  category: CategoryValue | null;
  sightings: number;
}

/**
 * species_key() (the catalogue's own normalisation) of the prefix, and the prefix followed by the highest code
 * point: with byte-wise comparison (~>=~, ~<~) the two bound exactly the terms that start with the prefix. Each is
 * a scalar subquery, computed once per execution: written as a plain expression, a generic plan (a prepared
 * statement's sixth run on PostgreSQL) would compute it again for every row it compares.
 */
const prefixKey = sql`(select species_key(${p('prefix')}))`;
const prefixEnd = sql`(select species_key(${p('prefix')}) || chr(1114111))`;

/**
 * The species a prefix matches, one row each (name_key, sightings, starts), the first `limit` of the answer's order.
 * The matching terms carry their species' count (migration 0009), so they are ranked on their own and only the few
 * kept are read from species: joining every match to species first (migration 0008) made the planner read and
 * hash the whole catalogue for any prefix, ~3x slower over 10,000 species. Whether the name starts with the
 * prefix is a comparison of the term row's name_key.
 */
function matchingTerms(db: Db, only?: SQL) {
  const starts = sql<boolean>`(${speciesTerms.nameKey} ~>=~ ${prefixKey} and ${speciesTerms.nameKey} ~<~ ${prefixEnd})`;
  return db
    .select({ nameKey: speciesTerms.nameKey, sightings: speciesTerms.sightings, starts: starts.as('starts') })
    .from(speciesTerms)
    .where(and(only, sql`${speciesTerms.term} ~>=~ ${prefixKey} and ${speciesTerms.term} ~<~ ${prefixEnd}`))
    .groupBy(speciesTerms.nameKey, speciesTerms.sightings)
    .orderBy(sql`starts desc`, desc(speciesTerms.sightings), speciesTerms.nameKey)
    .limit(p('limit'));
}

/**
 * The same for a one-letter prefix, whose terms are thousands (a third of the catalogue for "s"): the first rows
 * of species_initials_rank_idx. Exact only when the key is one character, so each branch runs only for its own
 * kind of key (a one-time filter): a single character whose lower case is longer still gets its answer.
 */
function matchingInitials(db: Db) {
  const single = sql`char_length(${prefixKey}) = 1`;
  const initials = db
    .select({
      nameKey: speciesInitials.nameKey,
      sightings: speciesInitials.sightings,
      starts: speciesInitials.starts,
    })
    .from(speciesInitials)
    .where(and(single, eq(speciesInitials.initial, prefixKey)))
    .orderBy(desc(speciesInitials.starts), desc(speciesInitials.sightings), speciesInitials.nameKey)
    .limit(p('limit'));
  return unionAll(initials, matchingTerms(db, sql`not (${single})`));
}

/**
 * The answer: each kept match with its species' name, scientific name, category and count. The species row is
 * read by a lateral subquery, which the planner never turns into a join of its own choosing: a generic plan (it
 * does not know the limit) would otherwise hash the whole catalogue to join a handful of rows.
 */
function build(
  db: Db,
  matches: ReturnType<typeof matchingTerms> | ReturnType<typeof matchingInitials>,
  name: string,
) {
  const top = matches.as('top');
  const named = db
    .select({
      name: species.name,
      scientificName: species.scientificName,
      category: species.category,
      sightings: species.sightings,
    })
    .from(species)
    .where(eq(species.nameKey, top.nameKey))
    .limit(1)
    .as('named');
  return db
    .select({
      name: named.name,
      scientificName: named.scientificName,
      category: named.category,
      sightings: named.sightings,
    })
    .from(top)
    .crossJoinLateral(named)
    .orderBy(desc(top.starts), desc(top.sightings), top.nameKey)
    .prepare(name);
}

export class SpeciesService {
  private byTerms: ReturnType<typeof build> | undefined;
  private byInitials: ReturnType<typeof build> | undefined;
  private readonly answers: ChangeCache<CommunityName[]>;

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
  ) {
    this.answers = new ChangeCache(changes, ['wl_species'], ANSWERS_KEPT);
  }

  async suggest(prefix: string, limit: number): Promise<CommunityName[]> {
    const key = `${limit}|${prefix}`;
    const kept = this.answers.get(key);
    if (kept) return kept;
    const readAt = this.answers.begin();
    // One character (a code point: the prefix is trimmed already) is the usual one-letter key; whatever the
    // key turns out to be, either statement answers it exactly.
    let query: ReturnType<typeof build>;
    if ([...prefix].length === 1) {
      this.byInitials ??= build(this.db, matchingInitials(this.db), 'species_suggest_initial');
      query = this.byInitials;
    } else {
      this.byTerms ??= build(this.db, matchingTerms(this.db), 'species_suggest');
      query = this.byTerms;
    }
    const found = await query.execute({ prefix, limit });
    this.answers.set(key, found, readAt);
    return found;
  }
}

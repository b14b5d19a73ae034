// Species autocomplete: the catalogue's names (migration 0008) whose common or scientific name has a word
// starting with what the member typed. One range scan of species_terms_term_idx finds the candidates; names
// that start with the prefix come first, then the most observed. Answers are kept in memory until the catalogue
// changes (the wl_species notification): a short prefix matches thousands of names, and people type the same
// first letters again and again.
import type { SpeciesSuggestion } from '@common/schemas/species';
import { desc, sql } from 'drizzle-orm';
import { ChangeCache } from '../../db/change-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { species, speciesTerms } from '../../db/schema';

const p = sql.placeholder;

/** Distinct prefixes (and limits) kept: a few kilobytes each. */
const ANSWERS_KEPT = 2_000;

/**
 * species_key() (the catalogue's own normalisation) of the prefix, and the prefix followed by the highest code
 * point: with byte-wise comparison (~>=~, ~<~) the two bound exactly the terms that start with the prefix.
 */
const prefixKey = sql`species_key(${p('prefix')})`;
const prefixEnd = sql`(species_key(${p('prefix')}) || chr(1114111))`;

function build(db: Db) {
  return db
    .select({
      name: species.name,
      scientificName: species.scientificName,
      category: species.category,
      sightings: species.sightings,
    })
    .from(species)
    .where(
      sql`${species.nameKey} in (
        select ${speciesTerms.nameKey} from ${speciesTerms}
        where ${speciesTerms.term} ~>=~ ${prefixKey} and ${speciesTerms.term} ~<~ ${prefixEnd})`,
    )
    .orderBy(
      sql`(${species.nameKey} ~>=~ ${prefixKey} and ${species.nameKey} ~<~ ${prefixEnd}) desc`,
      desc(species.sightings),
      species.nameKey,
    )
    .limit(p('limit'))
    .prepare('species_suggest');
}

export class SpeciesService {
  private query: ReturnType<typeof build> | undefined;
  private readonly answers: ChangeCache<SpeciesSuggestion[]>;

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
  ) {
    this.answers = new ChangeCache(changes, ['wl_species'], ANSWERS_KEPT);
  }

  async suggest(prefix: string, limit: number): Promise<SpeciesSuggestion[]> {
    const key = `${limit}|${prefix}`;
    const kept = this.answers.get(key);
    if (kept) return kept;
    const readAt = this.answers.begin();
    this.query ??= build(this.db);
    const found = await this.query.execute({ prefix, limit });
    this.answers.set(key, found, readAt);
    return found;
  }
}

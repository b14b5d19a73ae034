// The species autocomplete over the whole catalogue (GET /api/species/suggest): every species of the six
// categories, found by any word of its scientific name or of its common names in any of the site's languages,
// shown with its name in the member's language. Three ways in, cheapest first:
// - one to three characters: species_search_top, the loader's precomputed best known species of each prefix;
// - four or more: one range of species_search_term_idx (a few hundred terms at most but for the likes of "pseu");
// - nothing found that way: pg_trgm similarity over the names sharing the query's first letters, so a typo
//   ("mute swn") still finds its species; and, when that finds fewer than three, the names starting with the
//   query corrected by one edit in its first four letters ("nute swan" -> "mute swan", "cygbus" -> "cygnus").
// Then names members wrote that the catalogue lacks (the community names of server/features/species/service.ts).
// Answers are kept in memory until the catalogue changes (wl_species).
import type { LanguageCode } from '@common/constants/languages';
import type { SpeciesSuggestion } from '@common/schemas/species';
import { type SQL, sql } from 'drizzle-orm';
import { ChangeCache } from '../../db/change-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { queryRows, speciesIdsByName } from './catalogue-links';
import { TOP_PREFIX_MAX } from './catalogue-loader';
import { localSpeciesName } from './local-name';
import { foldName, foldQuery } from './search-terms';
import { type CommunityName, SpeciesService } from './service';

/** Distinct (language, limit, query) answers kept: a few kilobytes each. */
const ANSWERS_KEPT = 4_000;
/** Matching terms read before grouping them by species: enough for twenty species after duplicates. */
const CANDIDATES = 80;
/** Shorter queries are not worth a typo search: too many names are two letters from them. */
const FUZZY_MIN_LENGTH = 4;
/** Terms compared with a mistyped query: those sharing its first letters, in index order. */
const TYPO_CANDIDATES = 3_000;
/** pg_trgm's own default threshold: "mute swn" and "mute swan" score 0.58, "eagel" and "eagle" 0.33. */
const TYPO_MIN_SIMILARITY = 0.3;
/** Shorter queries have too many one-edit corrections that are names: "nute" would be "mute", "note", "nude". */
const HEAD_TYPO_MIN_LENGTH = 5;
/** The corrections are tried when the similarity search found fewer species than this. */
const HEAD_TYPO_WHEN_FEWER = 3;
/** The first letters where a typo is looked for by correcting it (later ones share the head: bySimilarity). */
const HEAD_TYPO_LETTERS = 4;
/** Terms read per corrected query: one index range each, most of them empty. */
const HEAD_TYPO_TERMS_PER_VARIANT = 8;
/** Letters tried in a substitution or insertion: those of folded Latin names (accents are folded away). */
const TYPO_ALPHABET = [...'abcdefghijklmnopqrstuvwxyz'];

interface FoundRow {
  id: number;
  slug: string;
  scientific_name: string;
  common_name: string | null;
  local_name: string | null;
  category: SpeciesSuggestion['category'];
  conservation_status: string | null;
  sightings: number;
}

export class SpeciesSearch {
  private readonly answers: ChangeCache<SpeciesSuggestion[]>;
  private readonly community: SpeciesService;

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
  ) {
    // Community names change with sightings (wl_species too: migration 0008's trigger on species).
    this.answers = new ChangeCache(changes, ['wl_species'], ANSWERS_KEPT);
    this.community = new SpeciesService(db, changes);
  }

  async suggest(query: string, lang: LanguageCode, limit: number): Promise<SpeciesSuggestion[]> {
    const key = `${lang}|${limit}|${query}`;
    const kept = this.answers.get(key);
    if (kept) return kept;
    const readAt = this.answers.begin();
    const found = await this.find(query, lang, limit);
    this.answers.set(key, found, readAt);
    return found;
  }

  /** The same answer without the cache (the benchmark measures both). */
  async find(query: string, lang: LanguageCode, limit: number): Promise<SpeciesSuggestion[]> {
    const folded = foldQuery(query);
    if (folded === '') return [];
    const langs = [...new Set([lang, 'en', 'la'])];
    let rows = await queryRows<FoundRow>(this.db, byPrefix(folded, lang, langs, limit));
    // Nothing starts with it: most likely a typo.
    if (rows.length === 0 && [...folded].length >= FUZZY_MIN_LENGTH) {
      rows = await queryRows<FoundRow>(this.db, bySimilarity(folded, lang, limit));
      // Matches by similarity mean the first letters were right: the corrections are for when they were not.
      const variants = rows.length < HEAD_TYPO_WHEN_FEWER ? headTypoVariants(folded) : [];
      if (variants.length > 0) {
        const seen = new Set(rows.map((r) => Number(r.id)));
        const corrected = await queryRows<FoundRow>(this.db, byCorrectedHead(folded, variants, lang, limit));
        rows = [...rows, ...corrected.filter((r) => !seen.has(Number(r.id)))].slice(0, limit);
      }
    }
    const catalogue = rows.map(present);
    return this.withCommunityNames(query, catalogue, limit);
  }

  /**
   * Adds the names members wrote that no catalogue species carries ("Heron", a local name), where their count
   * puts them among the first `limit`.
   */
  private async withCommunityNames(
    query: string,
    catalogue: SpeciesSuggestion[],
    limit: number,
  ): Promise<SpeciesSuggestion[]> {
    const community = await this.community.suggest(query.trim(), limit);
    if (community.length === 0) return catalogue;
    const known = await speciesIdsByName(
      this.db,
      community.map((c) => c.name),
    );
    const shown = new Set(
      catalogue.flatMap((c) => [c.scientificName, c.name, c.englishName].map((n) => foldName(n ?? ''))),
    );
    const lacking = community.filter((c) => !known.has(foldName(c.name)) && !shown.has(foldName(c.name)));
    const merged: SpeciesSuggestion[] = [];
    let i = 0;
    for (const c of catalogue) {
      for (let next = lacking[i]; next && next.sightings > c.sightings; next = lacking[++i]) {
        merged.push(communityEntry(next));
      }
      merged.push(c);
    }
    for (const rest of lacking.slice(i)) merged.push(communityEntry(rest));
    return merged.slice(0, limit);
  }
}

function communityEntry(c: CommunityName): SpeciesSuggestion {
  return {
    id: null,
    slug: null,
    name: c.name,
    englishName: null,
    scientificName: c.scientificName,
    category: c.category,
    conservationStatus: null,
    sightings: c.sightings,
  };
}

function present(r: FoundRow): SpeciesSuggestion {
  return {
    id: Number(r.id),
    slug: r.slug,
    name: r.local_name ?? r.common_name ?? r.scientific_name,
    englishName: r.common_name,
    scientificName: r.scientific_name,
    category: r.category,
    conservationStatus: r.conservation_status,
    sightings: Number(r.sightings),
  };
}

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** The catalogue fields of each species kept, with its name in the member's language. */
function withSpecies(best: SQL, lang: string, order: SQL, limit: number): SQL {
  return sql`
    select sd.id, sd.slug, sd.scientific_name, sd.common_name, sd.category, sd.conservation_status, sd.sightings,
      ${localSpeciesName(sql`sd.id`, lang)} as local_name
    from (${best}) b join species_database sd on sd.id = b.species_id
    order by ${order}, sd.id
    limit ${limit}`;
}

/**
 * Species with a term starting with the query, best first: a whole name equal to it, then names in the member's
 * languages (their own, English, scientific), then the most observed, then the best known.
 */
function byPrefix(folded: string, lang: string, langs: string[], limit: number): SQL {
  const own = sql`(lang = any(${textArray(langs)}))`;
  const candidates =
    [...folded].length <= TOP_PREFIX_MAX
      ? sql`select species_id, lang, whole, rank, (whole and term = ${folded}) as exact from species_search_top
            where prefix = ${folded}
            order by ${own} desc, rank desc limit ${CANDIDATES}`
      : sql`select species_id, lang, whole, rank, (whole and term = ${folded}) as exact from species_search
            where term ~>=~ ${folded} and term ~<~ (${folded} || chr(1114111))
            order by ${own} desc, rank desc limit ${CANDIDATES}`;
  const best = sql`
    select distinct on (species_id) species_id, exact, ${own} as own, whole, rank
    from (${candidates}) c
    order by species_id, exact desc, own desc, whole desc`;
  return withSpecies(
    best,
    lang,
    sql`b.exact desc, b.own desc, sd.sightings desc, b.rank desc, b.whole desc`,
    limit,
  );
}

/**
 * Names within a typo or two of the query, the most similar first (pg_trgm similarity): among the terms that
 * share its first letters (three, or four from seven letters on), read in index order up to TYPO_CANDIDATES.
 * People rarely mistype the start of a name; a similarity index over every name cost ten times as much.
 */
function bySimilarity(folded: string, lang: string, limit: number): SQL {
  const chars = [...folded];
  const head = chars.slice(0, chars.length >= 7 ? 4 : 3).join('');
  const best = sql`
    select distinct on (species_id) species_id, score, rank from (
      select species_id, rank, score from (
        -- Scored here, once per term: the limit keeps PostgreSQL from folding this into the filter below,
        -- which would compute each similarity twice.
        select species_id, rank, similarity(term, ${folded}) as score from species_search
        where term ~>=~ ${head} and term ~<~ (${head} || chr(1114111))
        limit ${TYPO_CANDIDATES}
      ) r
      where score >= ${TYPO_MIN_SIMILARITY}
      order by score desc, rank desc
      limit ${CANDIDATES}
    ) c
    order by species_id, score desc`;
  return withSpecies(best, lang, sql`b.score desc, b.rank desc`, limit);
}

/**
 * The query with one typo in its first HEAD_TYPO_LETTERS letters corrected, every way: a letter replaced, one
 * missing inserted, one too many removed, two neighbours swapped (about 220 for a Latin query). Only for queries
 * of at least HEAD_TYPO_MIN_LENGTH characters whose first letters are Latin: other scripts have alphabets of
 * thousands of characters (Japanese, Chinese), where corrections cannot be listed.
 */
export function headTypoVariants(folded: string): string[] {
  const chars = [...folded];
  if (chars.length < HEAD_TYPO_MIN_LENGTH) return [];
  const head = HEAD_TYPO_LETTERS;
  // Word breaks may be among them ("rde squirrel"): they stay where they are, only letters are tried around them.
  if (!chars.slice(0, head).every((c) => (c >= 'a' && c <= 'z') || c === ' ' || c === '-')) return [];
  const out = new Set<string>();
  const join = (list: string[]) => list.join('');
  for (let i = 0; i < head; i++) {
    for (const c of TYPO_ALPHABET) {
      out.add(join([...chars.slice(0, i), c, ...chars.slice(i + 1)]));
      out.add(join([...chars.slice(0, i), c, ...chars.slice(i)]));
    }
    out.add(join([...chars.slice(0, i), ...chars.slice(i + 1)]));
    if (i + 1 < chars.length) {
      out.add(join([...chars.slice(0, i), chars[i + 1] ?? '', chars[i] ?? '', ...chars.slice(i + 2)]));
    }
  }
  out.delete(folded);
  return [...out];
}

/**
 * Names starting with one of the corrected queries (headTypoVariants), the closest to what was typed first
 * (pg_trgm similarity), then the best known: one short index range of species_search_term_idx per correction,
 * nearly all of them empty, so a couple of hundred index probes rather than a scan of a trigram index whose common
 * trigrams ("  s") list a tenth of the catalogue.
 */
function byCorrectedHead(folded: string, variants: string[], lang: string, limit: number): SQL {
  const best = sql`
    select distinct on (species_id) species_id, score, rank from (
      select t.species_id, t.rank, similarity(t.term, ${folded}) as score
      from unnest(${textArray(variants)}) as v(prefix)
      cross join lateral (
        select species_id, rank, term from species_search
        where term ~>=~ v.prefix and term ~<~ (v.prefix || chr(1114111))
        limit ${HEAD_TYPO_TERMS_PER_VARIANT}
      ) t
      order by score desc, rank desc
      limit ${CANDIDATES}
    ) c
    order by species_id, score desc`;
  return withSpecies(best, lang, sql`b.score desc, b.rank desc`, limit);
}

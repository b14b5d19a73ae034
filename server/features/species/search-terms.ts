// How the catalogue's names become search terms (species_search), and how a typed query is folded the same way.
// Done here rather than in SQL: the loader computes a million terms in a second, and one folding rule (Unicode
// decomposition, Latin accents dropped) serves the terms and the queries alike.
import type { CategoryValue } from '@common/constants/categories';

/** Languages written without spaces between words: every suffix of a name is a term ("ハクチョウ" in "コブハクチョウ"). */
const UNSPACED = new Set(['ja', 'zh', 'ko', 'th']);
/** Characters after which a new word starts. */
const WORD_BREAKS = new Set([' ', '-', '/', "'", '(', ')', ',', '.']);
/** A term never needs to be longer: queries are cut to it too (see foldQuery). */
export const TERM_MAX_LENGTH = 64;

/**
 * Lower case, white space tidied, accents of Latin letters dropped ("Cygne tuberculé" -> "cygne tubercule");
 * other scripts keep their marks (a Japanese voiced kana stays voiced).
 */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function foldQuery(text: string): string {
  return [...foldName(text)].slice(0, TERM_MAX_LENGTH).join('');
}

export interface Term {
  term: string;
  whole: boolean;
}

/** The word-start suffixes of a name (every suffix for unspaced languages), the whole name first. */
export function termsOf(name: string, lang: string): Term[] {
  const chars = [...foldName(name)];
  const terms: Term[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? '';
    if (WORD_BREAKS.has(c)) continue;
    const previous = chars[i - 1];
    if (i > 0 && !UNSPACED.has(lang) && !(previous && WORD_BREAKS.has(previous))) continue;
    const term = chars.slice(i, i + TERM_MAX_LENGTH).join('');
    if (seen.has(term)) continue;
    seen.add(term);
    terms.push({ term, whole: i === 0 });
  }
  return terms;
}

const CATEGORY_WEIGHT: Record<CategoryValue, number> = {
  birds: 3,
  mammals: 3,
  marine: 2,
  reptiles: 2,
  amphibians: 2,
  insects: 1,
};

/**
 * How well known a species is, as far as open data tells: the number of languages that name it, whether it has
 * an English name, its category. 0 for a species with no common name at all (most insects): those are only found
 * by their scientific name, and stay out of the typo-tolerant search.
 */
export function popularityRank(category: CategoryValue, languages: number, hasEnglishName: boolean): number {
  if (languages === 0 && !hasEnglishName) return 0;
  return languages * 10 + (hasEnglishName ? 5 : 0) + CATEGORY_WEIGHT[category];
}

/** URL name of a species page: the scientific name in lower case with hyphens ("cygnus-olor"). */
export function speciesSlug(scientificName: string): string {
  return foldName(scientificName)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

// The species benchmark's queries, drawn from the shipped catalogue's own names with a fixed seed: what a member
// has typed on the way to a name (its first 1-16 characters, from the start of the name or of a later word).
// Shares: 35 % English common names, 25 % scientific names (any of the 432,518 species, most of them insects
// nobody named), 25 % names in the site's other languages (asked for in that language), 8 % Japanese, Chinese or
// Korean names (every character count), 7 % one typo in a Latin name of 5-16 characters (a substitution,
// deletion, transposition or doubled letter anywhere, the first letters included), plus fixed typos.
import { LANGUAGE_CODES, type LanguageCode } from '@common/constants/languages';
import { readCatalogue, readNames } from '../server/features/species/catalogue-file';

export interface BenchQuery {
  text: string;
  lang: LanguageCode;
  kind: 'english' | 'scientific' | 'other' | 'cjk' | 'typo';
  /** The species the query was drawn from (to tell whether a typo still finds it). */
  scientificName: string;
}

/** Typos the issue names: each must find its species. */
export const FIXED_TYPOS: readonly BenchQuery[] = [
  { text: 'mute swn', lang: 'en', kind: 'typo', scientificName: 'Cygnus olor' },
  { text: 'nute swan', lang: 'en', kind: 'typo', scientificName: 'Cygnus olor' },
  { text: 'cygbus olor', lang: 'en', kind: 'typo', scientificName: 'Cygnus olor' },
  { text: 'grey hreon', lang: 'en', kind: 'typo', scientificName: 'Ardea cinerea' },
  { text: 'vulpes vulpse', lang: 'en', kind: 'typo', scientificName: 'Vulpes vulpes' },
];

/** A small deterministic generator (mulberry32), so every run asks the same queries. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Named {
  name: string;
  lang: LanguageCode;
  scientificName: string;
}

let pools: { english: Named[]; scientific: Named[]; other: Named[]; cjk: Named[] } | undefined;

function cataloguePools() {
  if (pools) return pools;
  const rows = readCatalogue('full');
  const site = new Set<string>(LANGUAGE_CODES);
  const names = readNames('full').filter((n) => site.has(n.lang) && n.lang !== 'en');
  const asNamed = (name: string, lang: string, scientificName: string): Named => ({
    name,
    lang: lang as LanguageCode,
    scientificName,
  });
  pools = {
    english: rows.filter((r) => r.englishName).map((r) => asNamed(r.englishName, 'en', r.scientificName)),
    scientific: rows.map((r) => asNamed(r.scientificName, 'en', r.scientificName)),
    other: names
      .filter((n) => !['ja', 'zh', 'ko'].includes(n.lang))
      .map((n) => asNamed(n.name, n.lang, n.scientificName)),
    cjk: names
      .filter((n) => ['ja', 'zh', 'ko'].includes(n.lang))
      .map((n) => asNamed(n.name, n.lang, n.scientificName)),
  };
  return pools;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typo at `at`: a wrong letter, a missing one, two swapped, or one doubled. */
function typo(text: string, at: number, next: () => number): string {
  const chars = [...text];
  const kind = Math.floor(next() * 4);
  const letter = LETTERS[Math.floor(next() * LETTERS.length)] ?? 'e';
  if (kind === 0) chars[at] = letter === chars[at] ? 'x' : letter;
  else if (kind === 1) chars.splice(at, 1);
  else if (kind === 2 && at + 1 < chars.length)
    [chars[at], chars[at + 1]] = [chars[at + 1] ?? '', chars[at] ?? ''];
  else chars.splice(at, 0, chars[at] ?? letter);
  return chars.join('');
}

export function benchQueries(count: number, seed: number): BenchQuery[] {
  const p = cataloguePools();
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  /** What has been typed: from the name's start or, one time in four, from a later word's. */
  const typed = (n: Named, max: number, min = 1): string => {
    const words = n.name.split(' ');
    const from = words.length > 1 && next() < 0.25 ? 1 + Math.floor(next() * (words.length - 1)) : 0;
    const chars = [...words.slice(from).join(' ')];
    const length = Math.min(chars.length, min + Math.floor(next() * (max - min + 1)));
    return chars.slice(0, length).join('').trim();
  };
  const queries: BenchQuery[] = [];
  while (queries.length < count) {
    const r = next();
    if (r < 0.35) {
      const n = pick(p.english);
      queries.push({ text: typed(n, 16), lang: 'en', kind: 'english', scientificName: n.scientificName });
    } else if (r < 0.6) {
      const n = pick(p.scientific);
      queries.push({ text: typed(n, 16), lang: 'en', kind: 'scientific', scientificName: n.scientificName });
    } else if (r < 0.85) {
      const n = pick(p.other);
      queries.push({ text: typed(n, 16), lang: n.lang, kind: 'other', scientificName: n.scientificName });
    } else if (r < 0.93) {
      const n = pick(p.cjk);
      queries.push({ text: typed(n, 8), lang: n.lang, kind: 'cjk', scientificName: n.scientificName });
    } else {
      const n = next() < 0.6 ? pick(p.english) : pick(p.scientific);
      const chars = [...n.name.toLowerCase()];
      if (chars.length < 5) continue;
      const text = chars.slice(0, Math.min(chars.length, 5 + Math.floor(next() * 12))).join('');
      const at = Math.floor(next() * Math.min(text.length - 1, 8));
      queries.push({
        text: typo(text, at, next).trim(),
        lang: 'en',
        kind: 'typo',
        scientificName: n.scientificName,
      });
    }
  }
  // The fixed typos spread over the run rather than at its end.
  FIXED_TYPOS.forEach((q, i) => {
    queries[Math.floor(((i + 1) * count) / (FIXED_TYPOS.length + 1))] = q;
  });
  return queries.filter((q) => q.text !== '').slice(0, count);
}

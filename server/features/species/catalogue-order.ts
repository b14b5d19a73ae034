// The order the shipped catalogue is written in (scripts/extract-species.ts), which is the order it is loaded in:
// the best known species first (named in the most languages), so they are searchable within seconds of the start
// of a load, and each species' page address (slug) decided once, here. The server then streams the file batch by
// batch: it never holds the 430,000 species at once, nor spends half a minute ordering them while requests wait.
import type { CategoryValue } from '@common/constants/categories';
import type { CatalogueRow, NameRow } from './catalogue-file';
import { popularityRank, speciesSlug } from './search-terms';

/** Translated names by scientific name. */
export function groupNames(names: readonly NameRow[]): Map<string, NameRow[]> {
  const byScientificName = new Map<string, NameRow[]>();
  for (const n of names) {
    const list = byScientificName.get(n.scientificName);
    if (list) list.push(n);
    else byScientificName.set(n.scientificName, [n]);
  }
  return byScientificName;
}

/** A species' common names: English first (the catalogue's), then the translated ones, each language's first one preferred. */
export function namesOf(
  row: Pick<CatalogueRow, 'scientificName' | 'englishName'>,
  names: Map<string, NameRow[]>,
): { lang: string; name: string; preferred: boolean }[] {
  const list: { lang: string; name: string; preferred: boolean }[] = [];
  const seen = new Set<string>();
  const add = (lang: string, name: string) => {
    // One row per (species, language, name): the data repeats a few.
    if (seen.has(`${lang}|${name}`)) return;
    list.push({ lang, name, preferred: !list.some((n) => n.lang === lang) });
    seen.add(`${lang}|${name}`);
  };
  if (row.englishName) add('en', row.englishName);
  for (const n of names.get(row.scientificName) ?? []) add(n.lang, n.name);
  return list;
}

/** How well known a species is: the more languages name it, the higher (0: nobody named it). */
export function rankOf(row: CatalogueRow, commonNames: readonly { lang: string }[]): number {
  const languages = new Set(commonNames.map((n) => n.lang)).size;
  return popularityRank(row.category as CategoryValue, languages, row.englishName !== '');
}

/**
 * The rows in load order (rank, then taxonomy: neighbours share their taxonomy columns, so the file still
 * compresses to a fraction), each with its slug: two names that fold to one slug ("Aus b-album", "Aus b album") number the later one.
 */
export function inLoadOrder(rows: readonly CatalogueRow[], names: readonly NameRow[]): CatalogueRow[] {
  const grouped = groupNames(names);
  const ranked = rows.map((row) => ({
    row,
    rank: rankOf(row, namesOf(row, grouped)),
    taxonomy: [row.category, row.taxonClass, row.taxonOrder, row.family, row.genus, row.scientificName].join(
      '\t',
    ),
  }));
  ranked.sort((a, b) => b.rank - a.rank || (a.taxonomy < b.taxonomy ? -1 : a.taxonomy > b.taxonomy ? 1 : 0));
  const slugs = new Set<string>();
  return ranked.map(({ row }) => {
    const base = speciesSlug(row.scientificName);
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    return { ...row, slug };
  });
}

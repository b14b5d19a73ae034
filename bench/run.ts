// Benchmarks that print figures: `npm run bench` runs all, `npm run bench -- NAME` one. Each starts its own
// server with its own data; load comes from a separate process on 127.0.0.1. Database-backed benchmarks run on
// PGlite and, when DATABASE_URL is set, on that PostgreSQL server too, side by side. Results also go to
// bench/results/latest.json so runs can be compared.
import fs from 'node:fs';
import path from 'node:path';
import { alertsBenchmark } from './alerts';
import { apiBenchmark } from './api';
import { type BenchTarget, benchDatabaseTargets } from './database';
import type { Figure } from './figures';
import { identifyBenchmark } from './identify';
import { lighthouseBenchmark } from './lighthouse';
import { locationsBenchmark } from './locations';
import { mapBenchmark } from './map';
import { memoryBenchmark } from './memory';
import { realtimeBenchmark } from './realtime';
import { shopBenchmark } from './shop';
import { speciesBenchmark } from './species';
import { uploadBenchmark } from './upload';
import { webBundleBenchmark } from './web-bundle';

/** Benchmarks that do not depend on the database. */
const plainBenchmarks: Record<string, () => Promise<Figure[]>> = {
  /** The photo upload pipeline on the 18 MP DSLR photo against a plain sharp resize of the same file. */
  upload: uploadBenchmark,
  /** First-load JavaScript and CSS (gzip) of home, explore and a sighting page in the production build. */
  web: webBundleBenchmark,
  /** Lighthouse (mobile) scores, LCP, TBT and CLS of home, explore and a sighting page in the production build. */
  lighthouse: lighthouseBenchmark,
  /** The default species identifier on the 57 labelled wildlife photos: accuracy, time per photo, memory. */
  identify: identifyBenchmark,
};

/** Benchmarks run once per database target (PGlite, and PostgreSQL when DATABASE_URL is set). */
const databaseBenchmarks: Record<string, (target: BenchTarget) => Promise<Figure[]>> = {
  /** GET /api/sightings and the explore search over 100,000 sightings, against /api/ping of the same server. */
  api: apiBenchmark,
  /** GET /api/locations and a busy area's page and sightings, 30,000 of 100,000 sightings in the 211 areas. */
  locations: locationsBenchmark,
  /** GET /api/map/sightings over 1,000,000 sightings: world view (zoom 2) and a 10 km city view (zoom 12). */
  map: mapBenchmark,
  /** GET /api/species/suggest: p99 over 1,000 queries from real names (typos, 24 languages) over the full shipped catalogue. */
  species: speciesBenchmark,
  /** Location alerts: one sighting matched against 100,000 alerts; publish to alert on 10,000 sockets. */
  alerts: alertsBenchmark,
  /** 10,000 members on /ws: server memory per idle connection, one alert's fan-out time through Redis. */
  realtime: realtimeBenchmark,
  /** Server resident memory after start on the standard data and after a minute of mixed load. */
  memory: memoryBenchmark,
  /** The shops: gear list, product pages (reviews, sightings made with it), guide search; 200,000 sightings. */
  shop: shopBenchmark,
};

const available = [...Object.keys(databaseBenchmarks), ...Object.keys(plainBenchmarks)];
const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : available;
const unknown = names.filter((n) => !available.includes(n));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}

const results: Record<string, Figure[]> = {};
for (const name of names) {
  const plain = plainBenchmarks[name];
  if (plain) {
    results[name] = await plain();
    continue;
  }
  const perDatabase = databaseBenchmarks[name];
  if (!perDatabase) continue;
  for (const target of benchDatabaseTargets()) {
    results[`${name} (${target.name})`] = await perDatabase(target);
  }
}

const rows = Object.entries(results).flatMap(([name, figures]) =>
  figures.map((f) => ({
    benchmark: name,
    figure: f.figure,
    value: `${f.value.toFixed(f.unit === 'req/s' || f.unit === 'B' ? 0 : 1)} ${f.unit}`.trim(),
    budget: f.budget ?? '',
    'within budget': f.withinBudget === undefined ? '' : f.withinBudget ? 'yes' : 'NO',
  })),
);
console.table(rows);
const file = path.join(import.meta.dirname, 'results', 'latest.json');
fs.writeFileSync(
  file,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      databases: benchDatabaseTargets().map((t) => t.name),
      results,
    },
    null,
    2,
  ),
);
console.log(`written ${path.relative(process.cwd(), file)}`);

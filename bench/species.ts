// The species autocomplete benchmark: GET /api/species/suggest for 1,000 random prefixes (a word of a random
// catalogue species, common or scientific, cut to 1-6 letters; fixed seed), one request at a time over HTTP from
// this process to the server's, on the standard data (100,000 sightings) plus a catalogue of 10,000 species
// with scientific names (bench/species-data.ts). p99 of the round trip against the budget.
import { sql } from 'drizzle-orm';
import { startServer } from '../e2e/support/server';
import type { Db } from '../server/db/client';
import { species } from '../server/db/schema';
import { generateBenchData, STANDARD_SIZE } from './data';
import { type BenchTarget, prepareBenchDatabase } from './database';
import { type Figure, median, percentile } from './figures';
import { benchCatalogue } from './species-data';

const CATALOGUE_SIZE = 10_000;
const PREFIXES = 1_000;
const WARM_UP = 200;
const P99_BUDGET_MS = 15;

async function fill(db: Db): Promise<void> {
  await generateBenchData(db, STANDARD_SIZE);
  const catalogue = benchCatalogue(CATALOGUE_SIZE);
  // Straight into the catalogue, as the sightings trigger and the demo seed would leave it (the terms come from
  // the catalogue's own trigger); a million more sightings would only make the load slower.
  for (let i = 0; i < catalogue.length; i += 1_000) {
    await db
      .insert(species)
      .values(
        catalogue.slice(i, i + 1_000).map((s) => ({
          nameKey: sql`species_key(${s.name})`,
          name: s.name,
          scientificName: s.scientificName,
          category: s.category,
          sightings: s.sightings,
        })),
      )
      // A generated name can be one of the sixteen the sightings already put there ("Red fox"): that one stays.
      .onConflictDoNothing();
  }
  await db.execute(sql`analyze`);
}

/** A small deterministic generator (mulberry32), so every run asks the same prefixes. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomPrefixes(count: number, seed = 7): string[] {
  const catalogue = benchCatalogue(CATALOGUE_SIZE);
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, () => {
    const s = pick(catalogue);
    const word = pick(`${s.name} ${s.scientificName}`.split(/[\s-]+/));
    return word.slice(0, 1 + Math.floor(next() * Math.min(6, word.length)));
  });
}

export async function speciesBenchmark(target: BenchTarget): Promise<Figure[]> {
  const data = await prepareBenchDatabase(target, fill);
  const server = await startServer(
    { LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS_ENABLED: 'false', DATABASE_URL: data.url ?? '' },
    { dataDir: data.dataDir },
  );
  try {
    const ask = async (prefix: string) => {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/species/suggest?q=${encodeURIComponent(prefix)}`);
      const body = (await res.json()) as { species: unknown[] };
      if (!res.ok) throw new Error(`suggest ${prefix}: ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, found: body.species.length };
    };
    for (const prefix of randomPrefixes(WARM_UP, 99)) await ask(prefix);
    const samples: number[] = [];
    const found: number[] = [];
    for (const prefix of randomPrefixes(PREFIXES)) {
      const r = await ask(prefix);
      samples.push(r.ms);
      found.push(r.found);
    }
    const p99 = percentile(samples, 99);
    return [
      {
        figure: `suggest p50 (${PREFIXES} prefixes, ${CATALOGUE_SIZE} species)`,
        value: median(samples),
        unit: 'ms',
      },
      {
        figure: `suggest p99 (${PREFIXES} prefixes, ${CATALOGUE_SIZE} species)`,
        value: p99,
        unit: 'ms',
        budget: `< ${P99_BUDGET_MS} ms`,
        withinBudget: p99 < P99_BUDGET_MS,
      },
      { figure: 'suggest max', value: Math.max(...samples), unit: 'ms' },
      { figure: 'suggestions per answer (median)', value: median(found), unit: '' },
    ];
  } finally {
    await server.stop();
    await data.drop();
  }
}

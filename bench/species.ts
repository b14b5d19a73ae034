// The species autocomplete benchmark over the real catalogue: GET /api/species/suggest, one request at a time over
// HTTP from this process to a real server, on the standard data (100,000 sightings of sixteen species, linked to
// their catalogue species, whose counts rank the answers) plus the whole shipped catalogue (server/data/species: 432,518 species, 51,822 names in 24
// languages) loaded by the product's own loader, the code the server runs at first start.
//
// Queries are drawn from the catalogue's own names with a fixed seed (bench/species-data.ts): what a member types
// on the way to an English common name, a scientific name, a name in another language (with that language asked
// for), a Japanese/Chinese/Korean name, and a name with one typo (anywhere, the first letters included), plus a
// few fixed typos ('mute swn', 'nute swan', 'cygbus olor'). On PostgreSQL the search's tables and indexes are read
// into memory first (pg_prewarm: warmPostgres); 200 warm-up queries (another seed), then 1,000 measured; p50/p95/p99 of the round trip against the 15 ms budget, and how many typos found their species.
//
// Loading the catalogue takes minutes (PGlite: 4-6 on a quiet core, more on a busy one), so the loaded database
// is kept between runs, keyed by a hash of everything that shapes its content (the catalogue's manifest, the
// migrations, the loader's files (server/features/species/catalogue*.ts, search-terms.ts), the standard data's
// generator, the PGlite version):
// - PGlite: the data directory under $TMPDIR/wildlens-bench-species-<key>, copied into each run's own directory
//   (the server writes to its copy, never to the kept one);
// - PostgreSQL: a template database wl_bench_species_<key> on that server, each run's database created from it.
// A changed key loads afresh and removes the kept copies of other keys. BENCH_SPECIES_FRESH=1 ignores (and
// replaces) the kept copy. The figures are those of the server answering from the loaded data either way: the
// copy is byte for byte what the load wrote, including its VACUUM ANALYZE.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { startServer } from '../e2e/support/server';
import { openDatabase } from '../server/db/client';
import { SPECIES_DATA_DIR } from '../server/features/species/catalogue-file';
import { linkUnlinkedSightings, queryRows } from '../server/features/species/catalogue-links';
import { loadCatalogue } from '../server/features/species/catalogue-loader';
import { generateBenchData, STANDARD_SIZE } from './data';
import type { BenchTarget } from './database';
import { type Figure, median, percentile } from './figures';
import { type BenchQuery, benchQueries } from './species-queries';

const QUERIES = 1_000;
const WARM_UP = 200;
const P99_BUDGET_MS = 15;

const root = path.resolve(import.meta.dirname, '..');

/** What the loaded database depends on: any change loads it again. */
function cacheKey(): string {
  const hash = createHash('sha256');
  const add = (file: string) => {
    hash.update(file);
    hash.update(fs.readFileSync(file));
  };
  add(path.join(SPECIES_DATA_DIR, 'manifest.json'));
  const migrations = path.join(root, 'server/db/migrations');
  for (const f of fs
    .readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    add(path.join(migrations, f));
  const species = 'server/features/species';
  const loaderFiles = fs
    .readdirSync(path.join(root, species))
    .filter((f) => (f.startsWith('catalogue') || f === 'search-terms.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => `${species}/${f}`);
  for (const f of [
    ...loaderFiles,
    'bench/data.ts',
    'bench/species-data.ts',
    'node_modules/@electric-sql/pglite/package.json',
  ]) {
    add(path.join(root, f));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The standard data and the whole catalogue, in the end state a server reaches when it loads the catalogue over
 * existing sightings: catalogue first (the loader, exactly as at first start), then the sightings, then each linked
 * to its species by name (the loader's own linkUnlinkedSightings, which recounts the species it touched once
 * instead of moving each sighting's count: migration 0031).
 */
async function fill(url: string | undefined, pgliteDir: string | undefined): Promise<void> {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 1000);
  const database = await openDatabase({ url, pgliteDir });
  try {
    const result = await loadCatalogue(database.db, {
      variant: 'full',
      log: { info: (obj, msg) => console.log(`  ${msg} ${JSON.stringify(obj)}`) },
    });
    if (result.outcome !== 'loaded') throw new Error(`catalogue load: ${result.outcome}`);
    console.log(`bench species: ${result.species} species loaded in ${seconds()} s`);
    await generateBenchData(database.db, STANDARD_SIZE);
    const linkStarted = performance.now();
    const linked = await linkUnlinkedSightings(database.db);
    console.log(
      `bench species: ${linked} sightings linked in ${Math.round(performance.now() - linkStarted)} ms`,
    );
    await database.db.execute(sql`vacuum analyze sightings`);
    await database.db.execute(sql`analyze species_database`);
    console.log(`bench species: standard data, ${linked} sightings linked, in ${seconds()} s in all`);
  } finally {
    await database.close();
  }
}

async function admin<T extends pg.QueryResultRow>(serverUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const withDatabase = (serverUrl: string, name: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

interface Prepared {
  dataDir: string;
  url: string | undefined;
  /** Whether the catalogue was loaded by this run (false: the kept copy). */
  loaded: boolean;
  drop(): Promise<void>;
}

const fresh = () => process.env.BENCH_SPECIES_FRESH === '1';

async function preparePglite(key: string): Promise<Prepared> {
  const kept = path.join(os.tmpdir(), `wildlens-bench-species-${key}`);
  let loaded = false;
  if (fresh()) fs.rmSync(kept, { recursive: true, force: true });
  if (!fs.existsSync(kept)) {
    for (const old of fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('wildlens-bench-species-'))) {
      fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
    }
    // Written beside and renamed once complete, so an interrupted load is never taken for a loaded one.
    const partial = `${kept}.partial-${process.pid}`;
    await fill(undefined, partial);
    fs.renameSync(partial, kept);
    loaded = true;
  } else {
    console.log(`bench species: PGlite data kept in ${kept}`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-bench-'));
  fs.cpSync(kept, path.join(dataDir, 'db'), { recursive: true });
  return {
    dataDir,
    url: undefined,
    loaded,
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function preparePostgres(serverUrl: string, key: string): Promise<Prepared> {
  const template = `wl_bench_species_${key}`;
  const existing = await admin<{ datname: string }>(
    serverUrl,
    `select datname from pg_database where datname like 'wl_bench_species_%'`,
  );
  let loaded = false;
  if (fresh() || !existing.some((d) => d.datname === template)) {
    for (const d of existing) await admin(serverUrl, `drop database if exists ${d.datname} with (force)`);
    const partial = `${template}_partial`;
    await admin(serverUrl, `create database ${partial}`);
    await fill(withDatabase(serverUrl, partial), undefined);
    await admin(serverUrl, `alter database ${partial} rename to ${template}`);
    loaded = true;
  } else {
    console.log(`bench species: PostgreSQL template database ${template} kept`);
  }
  const name = `wl_bench_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `create database ${name} template ${template}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-bench-'));
  return {
    dataDir,
    url: withDatabase(serverUrl, name),
    loaded,
    async drop() {
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The loaded catalogue's size, read from the run's own copy before the server starts. */
async function catalogueSize(data: Prepared): Promise<{ species: number; names: number; terms: number }> {
  const database = await openDatabase({
    url: data.url,
    pgliteDir: data.url ? undefined : path.join(data.dataDir, 'db'),
  });
  try {
    const [row] = await queryRows<{ species: number; names: number; terms: number }>(
      database.db,
      sql`select (select count(*)::int from species_database) as species,
                 (select count(*)::int from species_names) as names,
                 (select count(*)::int from species_search) as terms`,
    );
    if (!row) throw new Error('no catalogue counts');
    return { species: Number(row.species), names: Number(row.names), terms: Number(row.terms) };
  } finally {
    await database.close();
  }
}

interface Answer {
  ms: number;
  found: number;
  /** Whether the species the query was drawn from is among the suggestions. */
  hit: boolean;
}

/** The search's tables and indexes, read into PostgreSQL's buffers (the indexes and the small tables) or the
 * system's page cache (the catalogue's rows). */
const PREWARMED: [relation: string, mode: 'buffer' | 'read'][] = [
  ['species_search_term_idx', 'buffer'],
  ['species_search', 'buffer'],
  ['species_search_top_prefix_idx', 'buffer'],
  ['species_search_top', 'buffer'],
  ['species_database_pkey', 'buffer'],
  ['species_names_species_id_lang_name_pk', 'buffer'],
  ['species_names', 'buffer'],
  ['species_database', 'read'],
];

/**
 * Each run's database is a fresh copy of the template, so none of its pages is in PostgreSQL's buffers: the first
 * read of each index page goes to the file (1-50 ms answers at random in the first thousand queries). A server that
 * has been answering for a while has them in memory; pg_prewarm (PostgreSQL's contrib) reads them in first, so the
 * figures are those of that steady state. Where the extension cannot be had, the run says so and goes on cold.
 */
async function warmPostgres(url: string): Promise<void> {
  try {
    await admin(url, 'create extension if not exists pg_prewarm');
    for (const [relation, mode] of PREWARMED)
      await admin(url, `select pg_prewarm('${relation}'::regclass, '${mode}')`);
  } catch (error) {
    console.log(`bench species (postgres): caches not prewarmed (${(error as Error).message}): cold figures`);
  }
}

export async function speciesBenchmark(target: BenchTarget): Promise<Figure[]> {
  const key = cacheKey();
  const data = target.serverUrl ? await preparePostgres(target.serverUrl, key) : await preparePglite(key);
  try {
    const size = await catalogueSize(data);
    console.log(
      `bench species (${target.name}): ${size.species} species, ${size.names} names, ${size.terms} terms${data.loaded ? ' (loaded by this run)' : ''}`,
    );
    const server = await startServer(
      {
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        JOBS_ENABLED: 'false',
        DATABASE_URL: data.url ?? '',
        // As a production server starts: the full catalogue, found loaded ("current"), so nothing loads.
        SPECIES_CATALOGUE: 'full',
      },
      { dataDir: data.dataDir },
    );
    try {
      const ask = async (q: BenchQuery): Promise<Answer> => {
        const started = performance.now();
        const res = await fetch(
          `${server.url}/api/species/suggest?q=${encodeURIComponent(q.text)}&lang=${q.lang}`,
        );
        const body = (await res.json()) as { species: { scientificName: string | null }[] };
        const ms = performance.now() - started;
        if (!res.ok) throw new Error(`suggest ${q.text}: ${res.status} ${JSON.stringify(body)}`);
        return {
          ms,
          found: body.species.length,
          hit: body.species.some((s) => s.scientificName === q.scientificName),
        };
      };
      if (data.url) await warmPostgres(data.url);
      for (const q of benchQueries(WARM_UP, 99)) await ask(q);
      const queries = benchQueries(QUERIES, 7);
      const answers: (Answer & { q: BenchQuery })[] = [];
      for (const q of queries) answers.push({ ...(await ask(q)), q });
      const samples = answers.map((a) => a.ms);
      const p99 = percentile(samples, 99);
      const slowest = [...answers].sort((a, b) => b.ms - a.ms).slice(0, 8);
      console.log(
        `bench species (${target.name}): slowest ${slowest.map((a) => `${JSON.stringify(a.q.text)}/${a.q.lang} ${a.ms.toFixed(1)} ms`).join(', ')}`,
      );
      const typos = answers.filter((a) => a.q.kind === 'typo');
      const missed = typos.filter((a) => !a.hit).map((a) => a.q.text);
      console.log(
        `bench species (${target.name}): typos not found: ${missed.map((t) => JSON.stringify(t)).join(', ')}`,
      );
      const label = `(${QUERIES} queries, ${size.species} species)`;
      const byKind = (kind: BenchQuery['kind']) => answers.filter((a) => a.q.kind === kind).map((a) => a.ms);
      return [
        { figure: `suggest p50 ${label}`, value: median(samples), unit: 'ms' },
        { figure: 'suggest p95', value: percentile(samples, 95), unit: 'ms' },
        {
          figure: `suggest p99 ${label}`,
          value: p99,
          unit: 'ms',
          budget: `< ${P99_BUDGET_MS} ms`,
          withinBudget: p99 < P99_BUDGET_MS,
        },
        { figure: 'suggest max', value: Math.max(...samples), unit: 'ms' },
        ...(['english', 'scientific', 'other', 'cjk', 'typo'] as const).map((kind) => ({
          figure: `suggest p99, ${kind} (${byKind(kind).length} queries)`,
          value: percentile(byKind(kind), 99),
          unit: 'ms',
        })),
        { figure: 'suggestions per answer (median)', value: median(answers.map((a) => a.found)), unit: '' },
        {
          figure: `typos whose species is suggested (of ${typos.length})`,
          value: typos.length - missed.length,
          unit: '',
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await data.drop();
  }
}

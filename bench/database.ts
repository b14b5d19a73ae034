// A database filled with the standard benchmark data: PGlite in a temporary data directory, or a fresh database
// on the PostgreSQL server of DATABASE_URL (created and dropped by the benchmark).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from '../server/db/client';
import { syncProtectedAreas } from '../server/features/places/areas';
import { placeUnplacedSightings } from '../server/features/places/placing';
import { loadCatalogue } from '../server/features/species/catalogue-loader';
import { generateBenchData, STANDARD_SIZE } from './data';

export interface BenchDatabase {
  dataDir: string;
  /** Connection string of the PostgreSQL database, or undefined for PGlite in dataDir/db. */
  url: string | undefined;
  drop(): Promise<void>;
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The databases a database-backed benchmark runs on: always PGlite, and the PostgreSQL server of DATABASE_URL
 * when it is set, so both are measured side by side in one run.
 */
export function benchDatabaseTargets(): BenchTarget[] {
  const targets: BenchTarget[] = [{ name: 'pglite' }];
  if (process.env.DATABASE_URL) targets.push({ name: 'postgres', serverUrl: process.env.DATABASE_URL });
  return targets;
}

export interface BenchTarget {
  name: 'pglite' | 'postgres';
  /** The PostgreSQL server on which the benchmark creates (and drops) its own database. */
  serverUrl?: string;
}

export async function prepareBenchDatabase(
  target: BenchTarget,
  fill: (db: Db) => Promise<void> = (db) => generateBenchData(db, STANDARD_SIZE),
): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-bench-'));
  const serverUrl = target.serverUrl;
  let url: string | undefined;
  let name: string | undefined;
  if (serverUrl) {
    name = `wl_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const started = performance.now();
  const database = await openDatabase({ url, pgliteDir: url ? undefined : path.join(dataDir, 'db') });
  await fill(database.db);
  // The catalogue sample the benchmarks' servers run with (SPECIES_CATALOGUE=sample, as the browser tests), with
  // the data's sightings linked to its species: loaded at the server's start instead, that link of ~100,000
  // sightings held its start (and, on PGlite, its event loop) past the health check's 90 s.
  const catalogue = await loadCatalogue(database.db, { variant: 'sample' });
  if (catalogue.outcome !== 'loaded') throw new Error(`bench data: catalogue sample ${catalogue.outcome}`);
  // Placed in their countries and protected areas, as the product places every sighting it is given: left to the
  // server's placing sweep, that took a core for a minute or more of the measurement.
  await placeUnplacedSightings(database.db, (await syncProtectedAreas(database.db)).circles);
  await database.close();
  console.log(`bench data on ${target.name} in ${Math.round(performance.now() - started)} ms`);
  return {
    dataDir,
    url,
    async drop() {
      if (serverUrl && name) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// A database filled with the standard benchmark data: PGlite in a temporary data directory, or a fresh database
// on the PostgreSQL server of DATABASE_URL (created and dropped by the benchmark).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
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

export async function prepareBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-bench-'));
  const serverUrl = process.env.DATABASE_URL || undefined;
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
  await generateBenchData(database.db, STANDARD_SIZE);
  await database.close();
  console.log(
    `bench data: ${STANDARD_SIZE.members} members, ${STANDARD_SIZE.sightings} sightings in ${Math.round(performance.now() - started)} ms`,
  );
  return {
    dataDir,
    url,
    async drop() {
      if (serverUrl && name) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

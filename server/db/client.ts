// The database connection: embedded PGlite under DATA_DIR/db when DATABASE_URL is unset, else node-postgres.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed';
import { createDataDirElsewhere, isNewDataDir } from './new-data-dir';
import { ReopenablePGlite } from './reopenable-pglite';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type features depend on: both drivers speak the same Drizzle PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Which cached rows changed, on any server process (see change-feed.ts). */
  changes: ChangeFeed;
  /** Round trip to the server; throws when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * Gives back the memory a bulk load grew: PGlite reopens its data directory (its WebAssembly memory never
   * shrinks otherwise); calls wait a second or two meanwhile. Nothing to do on PostgreSQL. False when it did not.
   */
  compact(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * PGlite keeps its shared_buffers inside the process's WebAssembly memory, resident from the start: the default
 * 128 MB was most of the server's memory. Pages beyond 16 MB come from the OS page cache through PGlite's file
 * system instead (docs/PERFORMANCE.md, Server memory, has the figures either way).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** Directory for PGlite's files; when absent, PGlite runs in memory (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
  /** Migrations to apply; the repository's by default (a restore first builds the schema its backup had). */
  migrationsFolder?: string;
  /**
   * An in-memory PGlite starts from this data directory (PGlite's dumpDataDir) instead of running initdb, which
   * takes seconds of WebAssembly: the tests load one already migrated (server/test/database-templates.ts).
   */
  pgliteTemplate?: Blob | undefined;
  /** Runs initdb in this process when pgliteDir is new, rather than in a child (new-data-dir.ts: the child). */
  createHere?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    await migrateNodePg(drizzleNodePg({ client: pool, schema }), {
      migrationsFolder: options.migrationsFolder ?? migrationsFolder,
    });
    const changes = await postgresChangeFeed(options.url);
    return {
      db,
      kind: 'postgres',
      changes,
      ping: async () => {
        await pool.query('select 1');
      },
      compact: async () => false,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  if (options.pgliteDir && !options.createHere && isNewDataDir(options.pgliteDir)) {
    await createDataDirElsewhere(options.pgliteDir, options.migrationsFolder ?? migrationsFolder);
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const open = () =>
    PGlite.create({
      dataDir: options.pgliteDir,
      ...(options.pgliteTemplate && !options.pgliteDir ? { loadDataDir: options.pgliteTemplate } : {}),
      startParams: PGLITE_START_PARAMS,
      // Trigram similarity for the species search's typo tolerance (migration species_search).
      extensions: { pg_trgm },
    });
  const client = new ReopenablePGlite(await open(), open);
  // Drizzle only calls query() and transaction(), which the wrapper forwards to the instance of the moment.
  const pgliteDb = drizzlePglite({ client: client as unknown as PGlite, schema });
  await migratePglite(pgliteDb, { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
  const changes = await pgliteChangeFeed(client);
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    changes,
    ping: async () => {
      await client.query('select 1');
    },
    // An in-memory database (tests) would lose its data on a reopen.
    compact: async () => (options.pgliteDir ? client.reopen() : false),
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

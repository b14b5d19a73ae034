// Each test app gets its own fresh database, already migrated, without paying for it every time:
// - PGlite: a fresh in-memory instance runs initdb in WebAssembly (4-7 s on this kind of machine) and then the
//   migrations (1.5 s); loading a dump of a migrated one takes about 2 s. The dump is made once per set of
//   migrations and PGlite version and kept in $TMPDIR, shared by every test file and worker.
// - PostgreSQL: the migrations take 1.5 s on a new database; CREATE DATABASE ... TEMPLATE copies a migrated
//   one in 0.2 s. The template is made once per set of migrations on the server, under an advisory lock.
// openDatabase still runs the migrations on the copy: it finds them all applied.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase } from '../db/client';

/** Names the state a template holds: the migrations (names and contents) and the PGlite version. */
function templateKey(): string {
  const hash = createHash('sha256');
  // The package does not export its package.json: found from its entry point instead.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteRoot = pgliteEntry.slice(0, pgliteEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
  hash.update(fs.readFileSync(path.join(pgliteRoot, 'package.json')));
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(migrationsFolder, full)).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

let key: string | undefined;
const keyOnce = () => {
  key ??= templateKey();
  return key;
};

let pgliteDump: Promise<Blob> | undefined;

/** The migrated empty database as a PGlite data directory dump. */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= loadOrMakePgliteDump();
  return pgliteDump;
}

async function loadOrMakePgliteDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `wildlens-test-db-${keyOnce()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    const dump = await pglite.dumpDataDir('none');
    // Written aside and renamed: a worker reading it meanwhile never sees half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  } finally {
    await pglite.close();
  }
}

function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** PostgreSQL refuses to copy or rename a database for a moment after its last connection closed. */
async function whileInUse<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The migrated template database on the server of `admin` (made if missing), by name. */
async function serverTemplate(admin: pg.Client, baseUrl: string): Promise<string> {
  const name = `wl_test_template_${keyOnce()}`;
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_new`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ url: databaseUrl(baseUrl, building), poolSize: 1 });
      await database.close();
      await whileInUse(() => admin.query(`alter database ${building} rename to ${name}`));
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
  return name;
}

/** A new database on the server of `baseUrl`, already migrated, and how to drop it. */
export async function createServerDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wl_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const template = await serverTemplate(admin, baseUrl);
    await whileInUse(() => admin.query(`create database ${name} template ${template}`));
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(baseUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: a new database on the TEST_DATABASE_URL server, else PGlite in
 * memory. `close` closes it and drops the server's copy.
 */
export async function openTestDatabase(
  poolSize = 5,
): Promise<{ database: Database; url: string | undefined; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const server = serverUrl ? await createServerDatabase(serverUrl) : undefined;
  const database = await openDatabase({
    url: server?.url,
    poolSize,
    pgliteTemplate: server ? undefined : await pgliteTemplate(),
  });
  return {
    database,
    url: server?.url,
    async close() {
      await database.close();
      await server?.drop();
    },
  };
}

// Everything a WildLens site keeps, read from outside its process once it is stopped: every table's rows as
// JSON text, the sequences, the migrations applied, and every media file's SHA-256. Backup tests compare these.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface SiteState {
  /** table -> its rows as row_to_json text, sorted. */
  tables: Map<string, string[]>;
  sequences: Map<string, string>;
  migrations: string[];
  /** 'media/...' or 'media-private/...' -> SHA-256 of the bytes. */
  files: Map<string, string>;
  secret: string | null;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

async function readDatabase(query: Query): Promise<Pick<SiteState, 'tables' | 'sequences' | 'migrations'>> {
  const names = async (kind: string) =>
    (
      await query(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = '${kind}' order by 1`,
      )
    ).map((r) => String(r.name));
  const tables = new Map<string, string[]>();
  for (const table of await names('r')) {
    const rows = await query(`select row_to_json(t)::text as line from public."${table}" t`);
    tables.set(table, rows.map((r) => String(r.line)).sort());
  }
  const sequences = new Map<string, string>();
  for (const seq of await names('S')) {
    const [row] = await query(
      `select last_value::text || '/' || is_called::text as state from public."${seq}"`,
    );
    sequences.set(seq, String(row?.state));
  }
  const migrations = (await query('select hash from drizzle.__drizzle_migrations order by created_at')).map(
    (r) => String(r.hash),
  );
  return { tables, sequences, migrations };
}

function readFiles(dataDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of ['media', 'media-private']) {
    const root = path.join(dataDir, folder);
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name.startsWith('.')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const name = `${folder}/${path.relative(root, file).split(path.sep).join('/')}`;
      files.set(name, createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
    }
  }
  return files;
}

/** The state of a stopped site: PGlite under dataDir/db, or the PostgreSQL database at `databaseUrl`. */
export async function readSiteState(dataDir: string, databaseUrl?: string): Promise<SiteState> {
  let database: Awaited<ReturnType<typeof readDatabase>>;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // Timestamps with time zone print in the session's zone: one zone for every side compared.
      await client.query(`set timezone = 'UTC'`);
      database = await readDatabase(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  } else {
    const db = await PGlite.create(path.join(dataDir, 'db'));
    try {
      await db.query(`set timezone = 'UTC'`);
      database = await readDatabase(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
    } finally {
      await db.close();
    }
  }
  const secretFile = path.join(dataDir, 'secret.key');
  return {
    ...database,
    files: readFiles(dataDir),
    secret: fs.existsSync(secretFile) ? fs.readFileSync(secretFile, 'utf8') : null,
  };
}

/** Rows of one table parsed, for checks that look inside them. */
export function rowsOf(state: SiteState, table: string): Record<string, unknown>[] {
  return (state.tables.get(table) ?? []).map((line) => JSON.parse(line) as Record<string, unknown>);
}

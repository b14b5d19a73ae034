// The database as text, the same on PGlite and PostgreSQL: every table of the public schema as one JSON object
// per line (row_to_json, so numerics, timestamps, jsonb and bytea keep their exact text), read through cursors
// inside one REPEATABLE READ transaction, i.e. one consistent snapshot while the site goes on writing; plus
// the sequences and the migrations applied. Loading goes back through json_populate_recordset into a schema
// built by the same migrations, so a backup can also move a site from PGlite to PostgreSQL or back.
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { finished } from 'node:stream/promises';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';

const identifierSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'not a plain SQL identifier');

export const databaseDumpSchema = z.object({
  kind: z.enum(['pglite', 'postgres']),
  /** Hashes of the applied migrations, oldest first (drizzle.__drizzle_migrations). */
  migrations: z.array(z.string().regex(/^[0-9a-f]{64}$/)),
  tables: z.array(z.object({ name: identifierSchema, rows: z.number().int().min(0) })),
  sequences: z.array(
    z.object({ name: identifierSchema, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }),
  ),
});
export type DatabaseDump = z.infer<typeof databaseDumpSchema>;

/** The file of a table's rows inside the dump folder (and under database/ in the archive). */
export const tableFile = (table: string) => `${table}.ndjson`;

type Executor = Pick<Db, 'execute'>;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  // Both drivers answer { rows }; Drizzle types execute() per driver, so one cast here.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const publicName = (name: string) => sql`public.${sql.identifier(name)}`;
/** The text of a public relation's regclass; names are plain identifiers (checked by identifierSchema). */
const regclass = (name: string) => `public."${identifierSchema.parse(name)}"`;
const FETCH_SIZE = 1000;

async function relations(db: Executor, kind: 'r' | 'S'): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = ${kind} order by c.relname`,
  );
  return found.map((r) => identifierSchema.parse(r.name));
}

async function dumpTable(db: Executor, table: string, file: string): Promise<number> {
  const out = fs.createWriteStream(file, { flags: 'wx' });
  let count = 0;
  try {
    await db.execute(
      sql`declare wildlens_backup no scroll cursor for select row_to_json(t)::text as line from ${publicName(table)} t`,
    );
    for (;;) {
      const batch = await rows<{ line: string }>(
        db,
        sql.raw(`fetch forward ${FETCH_SIZE} from wildlens_backup`),
      );
      if (batch.length > 0) {
        count += batch.length;
        // JSON text never holds a raw newline, so one row per line is unambiguous.
        if (!out.write(`${batch.map((r) => r.line).join('\n')}\n`)) await once(out, 'drain');
      }
      if (batch.length < FETCH_SIZE) break;
    }
    await db.execute(sql`close wildlens_backup`);
  } finally {
    out.end();
    await finished(out);
  }
  return count;
}

/** Writes one `<table>.ndjson` per table into `dir` (which must exist) from one snapshot. */
export async function dumpDatabase(db: Db, kind: DatabaseDump['kind'], dir: string): Promise<DatabaseDump> {
  return db.transaction(
    async (tx) => {
      const tables: DatabaseDump['tables'] = [];
      for (const name of await relations(tx, 'r'))
        tables.push({ name, rows: await dumpTable(tx, name, path.join(dir, tableFile(name))) });
      const sequences: DatabaseDump['sequences'] = [];
      for (const name of await relations(tx, 'S')) {
        const [state] = await rows<{ lastValue: string; isCalled: boolean }>(
          tx,
          sql`select last_value::text as "lastValue", is_called as "isCalled" from ${publicName(name)}`,
        );
        if (state) sequences.push({ name, ...state });
      }
      const migrations = await rows<{ hash: string }>(
        tx,
        sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
      );
      return { kind, migrations: migrations.map((m) => m.hash), tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Rows per INSERT, and the most text one INSERT carries. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

async function loadTable(db: Executor, table: string, file: string): Promise<number> {
  // Generated columns are computed again by the database; every other column is written as it was.
  const columns = await rows<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
        where attrelid = ${regclass(table)}::regclass and attnum > 0
          and not attisdropped and attgenerated = '' order by attnum`,
  );
  const list = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const insert = (lines: string[]) =>
    db.execute(
      sql`insert into ${publicName(table)} (${list}) overriding system value
          select ${list} from json_populate_recordset(null::${publicName(table)}, ${`[${lines.join(',')}]`}::json)`,
    );
  let count = 0;
  let batch: string[] = [];
  let chars = 0;
  const input = readline.createInterface({
    input: fs.createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of input) {
    if (line === '') continue;
    batch.push(line);
    chars += line.length;
    count += 1;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await insert(batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
  return count;
}

interface ForeignKey {
  table: string;
  name: string;
  deferrable: boolean;
  deferred: boolean;
}

interface UserTrigger {
  table: string;
  name: string;
  /** pg_trigger.tgenabled: O (enabled), A (always), R (replica only); disabled ones (D) are not listed. */
  mode: 'O' | 'A' | 'R';
}

const ENABLE_TRIGGER = {
  O: 'enable trigger',
  A: 'enable always trigger',
  R: 'enable replica trigger',
} as const;

/**
 * Loads a dump into the empty tables of a schema at the dump's migration level, in one transaction; this needs
 * only table ownership, unlike session_replication_role.
 * - Foreign keys are made deferrable for the load (table order and self-references then do not matter),
 *   checked all at once, and put back as they were.
 * - Triggers of our own (e.g. map_cells_sync, which counts sightings per map cell) are off during the load:
 *   the tables they maintain are restored as they were, and would otherwise be counted twice.
 */
export async function loadDatabase(db: Db, dir: string, dump: DatabaseDump): Promise<void> {
  await db.transaction(async (tx) => {
    const foreignKeys = await rows<ForeignKey>(
      tx,
      sql`select cl.relname as "table", con.conname as name, con.condeferrable as deferrable,
                 con.condeferred as deferred
          from pg_constraint con join pg_class cl on cl.oid = con.conrelid
          join pg_namespace n on n.oid = cl.relnamespace
          where n.nspname = 'public' and con.contype = 'f'`,
    );
    const alter = (fk: ForeignKey, mode: string) =>
      tx.execute(
        sql`alter table ${publicName(fk.table)} alter constraint ${sql.identifier(fk.name)} ${sql.raw(mode)}`,
      );
    const triggers = await rows<UserTrigger>(
      tx,
      sql`select cl.relname as "table", t.tgname as name, t.tgenabled as mode
          from pg_trigger t join pg_class cl on cl.oid = t.tgrelid
          join pg_namespace n on n.oid = cl.relnamespace
          where n.nspname = 'public' and not t.tgisinternal and t.tgenabled <> 'D'`,
    );
    const setTrigger = (trigger: UserTrigger, action: string) =>
      tx.execute(
        sql`alter table ${publicName(trigger.table)} ${sql.raw(action)} ${sql.identifier(trigger.name)}`,
      );
    for (const trigger of triggers) await setTrigger(trigger, 'disable trigger');
    for (const fk of foreignKeys) await alter(fk, 'deferrable initially deferred');
    for (const table of dump.tables) {
      const loaded = await loadTable(tx, table.name, path.join(dir, tableFile(table.name)));
      if (loaded !== table.rows)
        throw new Error(
          `table ${table.name}: the archive holds ${loaded} rows, its manifest says ${table.rows}`,
        );
    }
    // Every reference is checked here, before the constraints go back to how the migrations made them.
    await tx.execute(sql`set constraints all immediate`);
    for (const fk of foreignKeys)
      await alter(
        fk,
        `${fk.deferrable ? 'deferrable' : 'not deferrable'} initially ${fk.deferred ? 'deferred' : 'immediate'}`,
      );
    for (const trigger of triggers) await setTrigger(trigger, ENABLE_TRIGGER[trigger.mode]);
    for (const seq of dump.sequences)
      await tx.execute(
        sql`select setval(${regclass(seq.name)}::regclass, ${seq.lastValue}::bigint, ${seq.isCalled})`,
      );
  });
}

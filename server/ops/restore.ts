// Restore: brings a backup archive (backup.ts) back onto a fresh DATA_DIR, and into an empty PostgreSQL
// database when DATABASE_URL is set. It runs with the site stopped: PGlite allows one process per data folder.
//
// Nothing is touched until the whole archive has been read and checked: it is unpacked into a folder inside
// DATA_DIR first (same file system, so the media folders then move into place by rename). Targets that already
// hold data are refused unless `force` is set. The schema is built by this version's migrations up to the
// level the backup had, the rows go in, and the newer migrations run last, as they would on a real upgrade.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import type { AppConfig } from '../config';
import { migrationsFolder, openDatabase } from '../db/client';
import { readAll, readArchive } from './archive';
import {
  BACKUP_HEADER,
  BACKUP_MANIFEST,
  type BackupManifest,
  backupHeaderSchema,
  backupManifestSchema,
  DATABASE_FOLDER,
  listFiles,
  MEDIA_FOLDERS,
  SECRET_FILE,
} from './backup';
import { loadDatabase } from './database-dump';

/** A restore that would lose data or cannot work; the message says why and what to do. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreOptions {
  archive: string;
  config: Pick<AppConfig, 'dataDir' | 'DATABASE_URL'>;
  /** Replace a database, media or secret that are already there. */
  force?: boolean;
}

const pgliteDir = (dataDir: string) => path.join(dataDir, 'db');

async function databaseHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`,
    );
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** What already holds data where the restore would write, in words for the refusal. */
async function occupiedTargets(config: RestoreOptions['config']): Promise<string[]> {
  const found: string[] = [];
  if (config.DATABASE_URL) {
    if (await databaseHasTables(config.DATABASE_URL)) found.push('the database at DATABASE_URL has tables');
  } else {
    const entries = await fsp.readdir(pgliteDir(config.dataDir)).catch(() => []);
    if (entries.length > 0) found.push(`${pgliteDir(config.dataDir)} holds a database`);
  }
  for (const folder of MEDIA_FOLDERS) {
    const root = path.join(config.dataDir, folder);
    if ((await listFiles(root)).length > 0) found.push(`${root} holds files`);
  }
  if (fs.existsSync(path.join(config.dataDir, SECRET_FILE)))
    found.push(`${path.join(config.dataDir, SECRET_FILE)} exists`);
  return found;
}

async function clearDatabase(config: RestoreOptions['config']): Promise<void> {
  if (!config.DATABASE_URL) {
    await fsp.rm(pgliteDir(config.dataDir), { recursive: true, force: true });
    return;
  }
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

async function clearFiles(dataDir: string): Promise<void> {
  for (const folder of MEDIA_FOLDERS)
    await fsp.rm(path.join(dataDir, folder), { recursive: true, force: true });
  await fsp.rm(path.join(dataDir, SECRET_FILE), { force: true });
}

/**
 * Reads the whole archive and checks it against its manifest; answers the manifest. With `staging`, the files
 * are unpacked there; without, they are only read (the check `npm run backup` makes on what it wrote).
 */
async function unpack(archive: string, staging: string | null): Promise<BackupManifest> {
  let headerSeen = false;
  let manifest: BackupManifest | undefined;
  let files = 0;
  let bytes = 0;
  let secret = false;
  const tables = new Set<string>();
  await readArchive(archive, async (entry) => {
    if (!headerSeen) {
      const header = backupHeaderSchema.safeParse(
        entry.name === BACKUP_HEADER ? safeJson((await readAll(entry.body)).toString('utf8')) : null,
      );
      if (!header.success)
        throw new RestoreRefusedError(`${archive} is not a WildLens backup (or one of a newer format).`);
      headerSeen = true;
      return;
    }
    if (manifest) throw new Error(`unexpected entry after the manifest: ${entry.name}`);
    if (entry.name === BACKUP_MANIFEST) {
      const parsed = backupManifestSchema.safeParse(safeJson((await readAll(entry.body)).toString('utf8')));
      if (!parsed.success) throw new Error(`the manifest is not valid: ${parsed.error.message}`);
      manifest = parsed.data;
      return;
    }
    const [top] = entry.name.split('/');
    const isMedia = MEDIA_FOLDERS.some((folder) => folder === top);
    const isTable = top === DATABASE_FOLDER && /^database\/[A-Za-z0-9_]+\.ndjson$/.test(entry.name);
    if (!isMedia && !isTable && entry.name !== SECRET_FILE)
      throw new Error(`unexpected entry in the archive: ${entry.name}`);
    // Without staging the body is left unread, and readArchive skips it.
    if (staging) {
      const target = path.join(staging, ...entry.name.split('/'));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await pipeline(entry.body, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      if (isMedia) {
        await fsp.chmod(target, 0o644);
        await fsp.utimes(target, entry.mtime, entry.mtime);
      }
    }
    if (isMedia) {
      files += 1;
      bytes += entry.size;
    }
    if (isTable) tables.add(entry.name.slice(DATABASE_FOLDER.length + 1, -'.ndjson'.length));
    if (entry.name === SECRET_FILE) secret = true;
  });
  if (!manifest)
    throw new RestoreRefusedError(
      `${archive} ends before its manifest: the backup that wrote it was interrupted.`,
    );
  if (manifest.media.files !== files || manifest.media.bytes !== bytes)
    throw new Error(
      `the archive holds ${files} media files (${bytes} bytes), its manifest says ${manifest.media.files} (${manifest.media.bytes} bytes)`,
    );
  if (manifest.secret !== secret)
    throw new Error('the server secret is not in the archive as its manifest says');
  for (const table of manifest.database.tables)
    if (!tables.has(table.name)) throw new Error(`the archive lacks the rows of table ${table.name}`);
  return manifest;
}

/** Reads a backup archive through and checks it is whole; answers its manifest. */
export async function checkBackup(archive: string): Promise<BackupManifest> {
  return unpack(archive, null);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The migrations that rebuild the backup's schema: this version's, up to the backup's level. A backup from a
 * version with migrations this one lacks (newer, or another branch) is refused.
 */
async function migrationsAtBackupLevel(applied: string[], scratch: string): Promise<string> {
  const ours = readMigrationFiles({ migrationsFolder }).map((m) => m.hash);
  const isPrefix = applied.length <= ours.length && applied.every((hash, i) => hash === ours[i]);
  if (!isPrefix)
    throw new RestoreRefusedError(
      'This backup was made by a WildLens version whose database migrations this one does not have. Restore it with that version (or a newer one).',
    );
  if (applied.length === ours.length) return migrationsFolder;
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(await fsp.readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, applied.length);
  const folder = path.join(scratch, 'migrations');
  await fsp.mkdir(path.join(folder, 'meta'), { recursive: true });
  await fsp.writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    await fsp.copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const { archive, config } = options;
  if (!fs.existsSync(archive)) throw new RestoreRefusedError(`${archive} does not exist.`);
  const occupied = await occupiedTargets(config);
  if (occupied.length > 0 && !options.force)
    throw new RestoreRefusedError(
      `Refusing to overwrite existing data: ${occupied.join('; ')}. Restore onto a fresh DATA_DIR (and an empty database), or add --force to replace it.`,
    );
  await fsp.mkdir(config.dataDir, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    const manifest = await unpack(archive, staging).catch((error: unknown) => {
      if (error instanceof RestoreRefusedError) throw error;
      throw new RestoreRefusedError(
        `${archive} is damaged: ${error instanceof Error ? error.message : String(error)}. Nothing was changed.`,
      );
    });
    const migrations = await migrationsAtBackupLevel(manifest.database.migrations, staging);
    if (occupied.length > 0) {
      await clearDatabase(config);
      await clearFiles(config.dataDir);
    }
    const target = {
      url: config.DATABASE_URL,
      pgliteDir: config.DATABASE_URL ? undefined : pgliteDir(config.dataDir),
    };
    try {
      const database = await openDatabase({ ...target, migrationsFolder: migrations, poolSize: 2 });
      try {
        await loadDatabase(database.db, path.join(staging, DATABASE_FOLDER), manifest.database);
      } finally {
        await database.close();
      }
      if (migrations !== migrationsFolder) {
        // Migrations newer than the backup run on its rows, as on an upgrade.
        const upgraded = await openDatabase({ ...target, poolSize: 2 });
        await upgraded.close();
      }
    } catch (error) {
      // The database was empty (or cleared) before: leave it empty again, so a second attempt needs no --force.
      await clearDatabase(config).catch(() => {});
      throw error;
    }
    for (const folder of MEDIA_FOLDERS) {
      const unpacked = path.join(staging, folder);
      if (!fs.existsSync(unpacked)) continue;
      // A started server leaves an empty media folder behind; one with files was refused or cleared above.
      await fsp.rm(path.join(config.dataDir, folder), { recursive: true, force: true });
      await fsp.rename(unpacked, path.join(config.dataDir, folder));
    }
    if (manifest.secret)
      await fsp.rename(path.join(staging, SECRET_FILE), path.join(config.dataDir, SECRET_FILE));
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

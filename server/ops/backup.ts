// A backup of a running site in one .tar.gz: the database (see database-dump.ts), the media files and the
// server secret. It is written by the server process itself (POST /api/admin/backup, which `npm run backup`
// calls), because PGlite belongs to one process: no second process may open DATA_DIR/db while the site runs,
// and the server already holds the connection, the media folders and the job worker.
//
// Archive layout, in writing order:
//   wildlens-backup.json   format and version, first, so a restore can refuse a foreign file before anything
//   media/...              public variants (DATA_DIR/media), copied before the database snapshot ...
//   media-private/...      ... and originals (DATA_DIR/media-private); files that appeared meanwhile follow it
//   database/<table>.ndjson, one per table
//   secret.key             signs e-mail links, so links in e-mails already sent keep working after a restore
//   manifest.json          last: what the archive holds; a file without it is an interrupted backup
//
// Consistency with a site that keeps writing: an upload writes its files before its row, and files are only
// deleted after their rows (media cleanup, deleting an unused upload). So media copied before the snapshot hold
// every file a snapshot row can lose afterwards, and the second pass adds the files of uploads that finished
// in between. The caller pauses this process's job worker meanwhile, so media cleanup waits for the backup.
import type { Dirent } from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { ArchiveWriter } from './archive';
import { type DatabaseDump, databaseDumpSchema, dumpDatabase, tableFile } from './database-dump';

export const BACKUP_HEADER = 'wildlens-backup.json';
export const BACKUP_MANIFEST = 'manifest.json';
export const SECRET_FILE = 'secret.key';
export const DATABASE_FOLDER = 'database';
/** Folders under DATA_DIR that hold media (as LocalMediaStorage lays them out), same names in the archive. */
export const MEDIA_FOLDERS = ['media', 'media-private'] as const;

export const backupHeaderSchema = z.object({
  format: z.literal('wildlens-backup'),
  version: z.literal(1),
  createdAt: z.string(),
});

export const backupManifestSchema = backupHeaderSchema.extend({
  database: databaseDumpSchema,
  media: z.object({
    /** 's3': the media live in the bucket and are not in the archive. */
    storage: z.enum(['local', 's3']),
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
  secret: z.boolean(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export interface BackupSource {
  db: Db;
  databaseKind: DatabaseDump['kind'];
  dataDir: string;
  mediaStorage: 'local' | 's3';
  now: Date;
}

/**
 * Every regular file under `root`, relative with forward slashes, sorted; dotfiles (partial writes) skipped. A
 * folder that vanishes during the walk (its last file was deleted) is simply empty.
 */
export async function listFiles(root: string, relative = ''): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await fsp.readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(root, name)));
    else if (entry.isFile()) found.push(name);
  }
  return found;
}

/** Writes the whole backup into `archive` and finishes it; answers its manifest. */
export async function writeBackup(source: BackupSource, archive: ArchiveWriter): Promise<BackupManifest> {
  const header = {
    format: 'wildlens-backup' as const,
    version: 1 as const,
    createdAt: source.now.toISOString(),
  };
  await archive.addBuffer(BACKUP_HEADER, Buffer.from(`${JSON.stringify(header)}\n`), source.now);

  const copied = new Set<string>();
  let bytes = 0;
  const copyMedia = async () => {
    for (const folder of MEDIA_FOLDERS) {
      const root = path.join(source.dataDir, folder);
      for (const relative of await listFiles(root)) {
        const name = `${folder}/${relative}`;
        if (copied.has(name)) continue;
        const size = await archive.addFile(name, path.join(root, relative));
        if (size === null) continue;
        copied.add(name);
        bytes += size;
      }
    }
  };

  await copyMedia();
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'wildlens-backup-'));
  try {
    const database = await dumpDatabase(source.db, source.databaseKind, staging);
    await copyMedia();
    for (const table of database.tables)
      await archive.addFile(
        `${DATABASE_FOLDER}/${tableFile(table.name)}`,
        path.join(staging, tableFile(table.name)),
      );
    const secret = await fsp.readFile(path.join(source.dataDir, SECRET_FILE)).catch(() => null);
    if (secret) await archive.addBuffer(SECRET_FILE, secret);
    const manifest: BackupManifest = {
      ...header,
      database,
      media: { storage: source.mediaStorage, files: copied.size, bytes },
      secret: secret !== null,
    };
    await archive.addBuffer(BACKUP_MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await archive.finish();
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/** The archive's own name for a download: wildlens-backup-2030-05-28T12-00-00Z.tar.gz. */
export function backupFileName(at: Date): string {
  return `wildlens-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

// The orphan media sweep: removes stored files that no media_assets row names. An upload writes its files
// before it commits its row, a deleted upload loses its row before its files, and a poster is stored before the
// row points at it; a server process killed in between (SIGKILL, out of memory, power cut) leaves files that
// nothing would ever delete, and a file being written at that moment stays as a `.<name>.<random>.tmp` dotfile.
//
// Only files written before a cutoff are touched, so uploads under way are never swept from under their request:
// - at start on PGlite, the cutoff is the process start: PGlite is single-process, so this process owns
//   DATA_DIR and whatever an earlier process left unreferenced is an orphan;
// - otherwise (at start on PostgreSQL, where other processes may share the folder, and every hour) it is
//   ORPHAN_GRACE_MS ago: an upload writes all its files within seconds of committing its row.
// Local storage only: an S3 bucket's leftovers need a listing of the bucket (see docs/SECURITY.md).
import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { mediaAssets } from '../db/schema';
import { sweepStaleTemp } from '../media/receive';
import { LocalMediaStorage, PRIVATE_PREFIX } from '../media/storage';
import { assetKeys } from './media-cleanup';
import { runPeriodically } from './periodic';
import type { JobLog } from './worker';

export const ORPHAN_GRACE_MS = 15 * 60 * 1000;
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Asset folders looked up per query. */
const BATCH = 200;

export interface OrphanSweepResult {
  /** Asset folders looked at (public and private folders of one upload count once). */
  folders: number;
  removed: string[];
}

async function listDir(dir: string): Promise<string[]> {
  return fs.readdir(dir).catch(() => []);
}

/** Every file under `dir` with its path relative to `dir` ('/'-separated) and modification time. */
async function filesUnder(dir: string): Promise<{ rel: string; mtimeMs: number }[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const full = path.join(e.parentPath, e.name);
        const stat = await fs.stat(full).catch(() => null);
        return stat
          ? { rel: path.relative(dir, full).split(path.sep).join('/'), mtimeMs: stat.mtimeMs }
          : null;
      }),
  );
  return files.filter((f) => f !== null);
}

/** `dir` and the folders under it, deepest first, with their modification times. */
async function foldersUnder(dir: string): Promise<{ path: string; mtimeMs: number }[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const paths = [dir, ...entries.filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name))];
  const folders = await Promise.all(
    paths.map(async (p) => {
      const stat = await fs.stat(p).catch(() => null);
      return stat ? { path: p, mtimeMs: stat.mtimeMs } : null;
    }),
  );
  return folders.filter((f) => f !== null).sort((a, b) => b.path.length - a.path.length);
}

/** The storage keys named by the rows of the given upload ids (the `<id>` in `private/<id>/original.*`). */
async function referencedKeys(db: Db, storage: LocalMediaStorage, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(inArray(sql<string>`split_part(${mediaAssets.originalKey}, '/', 2)`, ids));
  return new Set(rows.flatMap((row) => assetKeys(storage, row)));
}

/** Removes the files of local media storage that no row names and that were last written before `writtenBefore`. */
export async function sweepOrphanMedia(
  deps: { db: Db; storage: LocalMediaStorage },
  writtenBefore: Date,
): Promise<OrphanSweepResult> {
  const { db, storage } = deps;
  const publicAssets = path.join(storage.publicRoot, 'u');
  const ids = [...new Set([...(await listDir(publicAssets)), ...(await listDir(storage.privateRoot))])];
  const removed: string[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const keep = await referencedKeys(db, storage, batch);
    for (const id of batch) {
      const folders = [
        { dir: path.join(publicAssets, id), prefix: `u/${id}/` },
        { dir: path.join(storage.privateRoot, id), prefix: `${PRIVATE_PREFIX}${id}/` },
      ];
      for (const { dir, prefix } of folders) {
        // Noted before any file goes: a folder created after the cutoff may be an upload about to write into
        // it, so only folders that were already old are removed once empty.
        const oldFolders = (await foldersUnder(dir)).filter((f) => f.mtimeMs < writtenBefore.getTime());
        for (const file of await filesUnder(dir)) {
          const key = `${prefix}${file.rel}`;
          if (keep.has(key) || file.mtimeMs >= writtenBefore.getTime()) continue;
          await fs.rm(path.join(dir, file.rel), { force: true });
          removed.push(key);
        }
        for (const folder of oldFolders) await fs.rmdir(folder.path).catch(() => {});
      }
    }
  }
  return { folders: ids.length, removed };
}

/**
 * Runs the sweep at start and then every hour in this process (main.ts, with the job worker); stopped before
 * the database closes.
 */
export function startOrphanMediaSweeps(app: FastifyInstance, startedAt: Date): void {
  const { ctx } = app;
  const storage = ctx.media;
  if (!(storage instanceof LocalMediaStorage)) return;
  const log: JobLog = ctx.log;
  const exclusive = ctx.database.kind === 'pglite';
  const sweeps = runPeriodically(async (atStart) => {
    // At start, the cutoff of the process start (see above); later, ORPHAN_GRACE_MS ago.
    const writtenBefore =
      atStart && exclusive
        ? startedAt
        : new Date((atStart ? startedAt.getTime() : Date.now()) - ORPHAN_GRACE_MS);
    try {
      // Scratch folders of uploads that were being received when an earlier process died.
      if (exclusive && atStart)
        await sweepStaleTemp(path.join(ctx.config.dataDir, 'tmp'), Date.now() - startedAt.getTime());
      const result = await sweepOrphanMedia({ db: ctx.db, storage }, writtenBefore);
      if (result.removed.length > 0)
        log.warn({ files: result.removed.length, keys: result.removed.slice(0, 20) }, 'orphan media removed');
    } catch (error) {
      log.error({ err: error }, 'orphan media sweep failed; it runs again in an hour');
    }
  }, ORPHAN_SWEEP_EVERY_MS);
  app.addHook('preClose', () => sweeps.stop());
}

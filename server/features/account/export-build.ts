// The account_export job. A member's export may take longer than the worker lets a job run (originals of a few
// hundred videos), so the 'build' step starts the build in this process and waits for it a while: a small export
// is done when the job ends, a large one goes on beside the worker. The build writes its progress and a heartbeat
// to its row; a 'watch' step queued with it looks again later and starts the build anew if the heartbeat stopped
// (the process died), up to 3 builds. The 'expire' step deletes the file after 7 days. A shutdown stops builds
// under way and puts them back in the queue.
import fsp from 'node:fs/promises';
import { ACCOUNT_LIMITS } from '@common/schemas/account';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type AccountExportRow, accountExports } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { enqueueJob } from '../../jobs/queue';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';
import { ExportAbortedError, writeArchive } from './export-archive';
import { exportedAssets } from './export-data';
import { exportFiles } from './export-files';

/** A running build whose heartbeat is older than this died with its process. */
export const EXPORT_STALE_MS = 2 * 60_000;
/** When the watch step looks again. */
export const EXPORT_WATCH_MS = 3 * 60_000;
/** How long the job waits for its build before leaving it to run on (the worker's limit is 2 minutes). */
export const EXPORT_JOB_WAIT_MS = 60_000;
export const EXPORT_MAX_BUILDS = 3;
const HEARTBEAT_MS = 20_000;
const DAY_MS = 86_400_000;
const FAILED_MESSAGE = 'The export could not be made. Please ask for a new one.';

const id = z.number().int().positive().max(2_147_483_647);
const payloadSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('build'), exportId: id }),
  z.object({ step: z.literal('watch'), exportId: id }),
  z.object({ step: z.literal('expire'), exportId: id, fileToken: z.string().regex(/^[a-f0-9]{32}$/) }),
]);

/** The builds running in this process, so a shutdown can stop them and tests can wait for them. */
class ExportBuilds {
  private readonly running = new Map<number, { controller: AbortController; done: Promise<void> }>();

  start(ctx: AppContext, row: AccountExportRow): Promise<void> {
    const existing = this.running.get(row.id);
    if (existing) return existing.done;
    const controller = new AbortController();
    const done = build(ctx, row, controller.signal).finally(() => this.running.delete(row.id));
    this.running.set(row.id, { controller, done });
    return done;
  }

  /** Stops every build and waits for them to put themselves back in the queue. */
  async stopAll(): Promise<void> {
    const all = [...this.running.values()];
    for (const b of all) b.controller.abort();
    await Promise.allSettled(all.map((b) => b.done));
  }

  /** Resolves when every build under way has ended. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running.values()].map((b) => b.done));
  }
}

const buildsOf = new WeakMap<AppContext, ExportBuilds>();
export function exportBuilds(ctx: AppContext): ExportBuilds {
  let builds = buildsOf.get(ctx);
  if (!builds) {
    builds = new ExportBuilds();
    buildsOf.set(ctx, builds);
  }
  return builds;
}

async function setStatus(
  ctx: AppContext,
  exportId: number,
  values: Partial<AccountExportRow>,
): Promise<void> {
  await ctx.db
    .update(accountExports)
    .set(values)
    .where(and(eq(accountExports.id, exportId), eq(accountExports.status, 'running')));
}

async function build(ctx: AppContext, row: AccountExportRow, signal: AbortSignal): Promise<void> {
  const files = exportFiles(ctx);
  const scratch = await files.scratchPath(row.fileToken);
  let lastWrite = Date.now();
  let lastPercent = 0;
  const beat = (progress?: number) =>
    setStatus(ctx, row.id, { heartbeatAt: ctx.clock(), ...(progress !== undefined ? { progress } : {}) });
  const heartbeat = setInterval(() => {
    void beat().catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const assets = await exportedAssets(ctx.db, row.userId);
    await writeArchive(scratch, {
      db: ctx.db,
      media: ctx.media,
      userId: row.userId,
      assets,
      now: ctx.clock(),
      signal,
      log: ctx.log,
      progress: async (done, total) => {
        const percent = Math.min(99, Math.floor((done * 100) / Math.max(1, total)));
        if (percent === lastPercent || Date.now() - lastWrite < 1000) return;
        lastPercent = percent;
        lastWrite = Date.now();
        await beat(percent);
      },
    });
    const { size } = await fsp.stat(scratch);
    await files.store(row.fileToken, scratch);
    const now = ctx.clock();
    const expiresAt = new Date(now.getTime() + ACCOUNT_LIMITS.exportKeepDays * DAY_MS);
    const finished = await ctx.db.transaction(async (tx) => {
      const [ready] = await tx
        .update(accountExports)
        .set({ status: 'ready', progress: 100, bytes: size, completedAt: now, expiresAt, heartbeatAt: now })
        .where(and(eq(accountExports.id, row.id), eq(accountExports.status, 'running')))
        .returning({ id: accountExports.id });
      if (!ready) return false;
      await enqueueJob(tx, 'account_email', { kind: 'export_ready', exportId: row.id });
      await enqueueJob(
        tx,
        'account_export',
        { exportId: row.id, step: 'expire', fileToken: row.fileToken },
        { runAt: expiresAt },
      );
      return true;
    });
    // The row went meanwhile (the account was deleted): the file must not outlive it.
    if (!finished) await files.remove(row.fileToken);
  } catch (error) {
    await fsp.rm(scratch, { force: true }).catch(() => {});
    if (error instanceof ExportAbortedError) {
      // A shutdown: the next process builds it again from the start.
      await ctx.db.transaction(async (tx) => {
        const [back] = await tx
          .update(accountExports)
          .set({ status: 'pending', progress: 0, heartbeatAt: null })
          .where(and(eq(accountExports.id, row.id), eq(accountExports.status, 'running')))
          .returning({ id: accountExports.id });
        if (back) await enqueueJob(tx, 'account_export', { exportId: row.id, step: 'build' });
      });
      return;
    }
    ctx.log.error({ err: error, exportId: row.id, attempt: row.attempts }, 'account export failed');
    if (row.attempts >= EXPORT_MAX_BUILDS) {
      await setStatus(ctx, row.id, { status: 'failed', error: FAILED_MESSAGE, heartbeatAt: null });
      return;
    }
    await ctx.db.transaction(async (tx) => {
      const [back] = await tx
        .update(accountExports)
        .set({ status: 'pending', progress: 0, heartbeatAt: null })
        .where(and(eq(accountExports.id, row.id), eq(accountExports.status, 'running')))
        .returning({ id: accountExports.id });
      if (back)
        await enqueueJob(
          tx,
          'account_export',
          { exportId: row.id, step: 'build' },
          { runAt: new Date(ctx.clock().getTime() + 30_000) },
        );
    });
  } finally {
    clearInterval(heartbeat);
  }
}

/** Takes the export for a build here: pending, or running with a heartbeat that stopped. */
async function claim(ctx: AppContext, exportId: number): Promise<AccountExportRow | null> {
  const now = ctx.clock();
  const stale = new Date(now.getTime() - EXPORT_STALE_MS);
  const [row] = await ctx.db
    .update(accountExports)
    .set({ status: 'running', attempts: sql`${accountExports.attempts} + 1`, heartbeatAt: now, progress: 0 })
    .where(
      and(
        eq(accountExports.id, exportId),
        or(
          eq(accountExports.status, 'pending'),
          and(
            eq(accountExports.status, 'running'),
            or(isNull(accountExports.heartbeatAt), lt(accountExports.heartbeatAt, stale)),
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

async function startBuild(ctx: AppContext, exportId: number): Promise<void> {
  const [current] = await ctx.db.select().from(accountExports).where(eq(accountExports.id, exportId));
  if (!current || (current.status !== 'pending' && current.status !== 'running')) return;
  if (current.attempts >= EXPORT_MAX_BUILDS) {
    await ctx.db
      .update(accountExports)
      .set({ status: 'failed', error: FAILED_MESSAGE, heartbeatAt: null })
      .where(eq(accountExports.id, exportId));
    return;
  }
  const row = await claim(ctx, exportId);
  if (!row) return;
  await enqueueJob(
    ctx.db,
    'account_export',
    { exportId, step: 'watch' },
    { runAt: new Date(ctx.clock().getTime() + EXPORT_WATCH_MS) },
  );
  const done = exportBuilds(ctx).start(ctx, row);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    done,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, EXPORT_JOB_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

async function watch(ctx: AppContext, exportId: number): Promise<void> {
  const [row] = await ctx.db.select().from(accountExports).where(eq(accountExports.id, exportId));
  if (!row || (row.status !== 'pending' && row.status !== 'running')) return;
  const alive =
    row.status === 'running' &&
    row.heartbeatAt !== null &&
    ctx.clock().getTime() - row.heartbeatAt.getTime() < EXPORT_STALE_MS;
  if (alive) {
    await enqueueJob(
      ctx.db,
      'account_export',
      { exportId, step: 'watch' },
      { runAt: new Date(ctx.clock().getTime() + EXPORT_WATCH_MS) },
    );
    return;
  }
  // Pending with its build job still queued is left to that job.
  if (row.status === 'running') await startBuild(ctx, exportId);
}

async function expire(ctx: AppContext, exportId: number, fileToken: string): Promise<void> {
  const [row] = await ctx.db.select().from(accountExports).where(eq(accountExports.id, exportId));
  if (row?.status === 'ready' && row.expiresAt && row.expiresAt > ctx.clock()) {
    // Due early by the database's clock: come back when it is.
    await enqueueJob(
      ctx.db,
      'account_export',
      { exportId, step: 'expire', fileToken },
      { runAt: row.expiresAt },
    );
    return;
  }
  await exportFiles(ctx).remove(fileToken);
  if (row?.status === 'ready')
    await ctx.db
      .update(accountExports)
      .set({ status: 'expired' })
      .where(and(eq(accountExports.id, exportId), eq(accountExports.status, 'ready')));
}

export function accountExportJob(ctx: AppContext): JobHandler {
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success)
      throw new PermanentJobError(`Invalid account_export payload: ${payload.error.message}`);
    const p = payload.data;
    if (p.step === 'build') await startBuild(ctx, p.exportId);
    else if (p.step === 'watch') await watch(ctx, p.exportId);
    else await expire(ctx, p.exportId, p.fileToken);
  };
}

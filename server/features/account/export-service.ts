// The member's data export: asked for with POST /api/me/export (one under way at a time, 3 in 24 hours), made
// by the account_export job (export-build.ts), followed with GET /api/me/export, downloaded by its owner alone
// with GET /api/me/export/download for 7 days, then deleted by the job's 'expire' step.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  type AccountExport,
  type ExportState,
  ME_EXPORT_DOWNLOAD_PATH,
} from '@common/schemas/account';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AccountExportRow, accountExports, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { conflict, HttpError, notFound } from '../../http/errors';
import { tooManyAttempts } from '../../http/rate-limits';
import { enqueueJob } from '../../jobs/queue';
import { isUniqueViolation } from '../sightings/db-errors';
import { ExportFileMissingError, exportFiles } from './export-files';

const DAY_MS = 86_400_000;

export type AccountExportJobPayload =
  | { exportId: number; step: 'build' | 'watch' }
  | { exportId: number; step: 'expire'; fileToken: string };

function present(row: AccountExportRow, now: Date): AccountExport {
  const downloadable = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now;
  return {
    id: row.id,
    // A ready export past its time is expired for the member even before its job has deleted the file.
    status: row.status === 'ready' && !downloadable ? 'expired' : (row.status as AccountExport['status']),
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    bytes: row.bytes,
    downloadUrl: downloadable ? ME_EXPORT_DOWNLOAD_PATH : null,
  };
}

async function latest(ctx: AppContext, userId: number): Promise<AccountExportRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.createdAt), desc(accountExports.id))
    .limit(1);
  return row;
}

/** Exports started in the 24 hours before `now`, oldest first (their times say when a slot frees up). */
async function startedToday(db: Pick<Db, 'select'>, userId: number, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: accountExports.createdAt })
    .from(accountExports)
    .where(
      and(eq(accountExports.userId, userId), gte(accountExports.createdAt, new Date(now.getTime() - DAY_MS))),
    )
    .orderBy(accountExports.createdAt);
  return rows.map((r) => r.createdAt);
}

export async function exportState(ctx: AppContext, userId: number): Promise<ExportState> {
  const now = ctx.clock();
  const [row, today] = await Promise.all([latest(ctx, userId), startedToday(ctx.db, userId, now)]);
  return {
    export: row ? present(row, now) : null,
    remainingToday: Math.max(0, ACCOUNT_LIMITS.exportsPerDay - today.length),
  };
}

/** Starts a new export; an older finished one is replaced (its file deleted), as a member has one at a time. */
export async function requestExport(ctx: AppContext, userId: number): Promise<ExportState> {
  const now = ctx.clock();
  const replaced: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      // The member's row is the lock: two clicks at once are counted one after the other.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [active] = await tx
        .select({ id: accountExports.id })
        .from(accountExports)
        .where(
          and(eq(accountExports.userId, userId), sql`${accountExports.status} in ('pending', 'running')`),
        )
        .limit(1);
      if (active) throw conflict(ACCOUNT_MESSAGES.exportUnderWay);
      const today = await startedToday(tx, userId, now);
      if (today.length >= ACCOUNT_LIMITS.exportsPerDay) {
        const oldest = today[0] ?? now;
        const wait = Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000);
        throw tooManyAttempts(ACCOUNT_MESSAGES.tooManyExports, Math.max(1, wait));
      }
      const old = await tx
        .update(accountExports)
        .set({ status: 'expired' })
        .where(and(eq(accountExports.userId, userId), eq(accountExports.status, 'ready')))
        .returning({ fileToken: accountExports.fileToken });
      replaced.push(...old.map((o) => o.fileToken));
      const [row] = await tx
        .insert(accountExports)
        .values({ userId, fileToken: randomBytes(16).toString('hex'), createdAt: now })
        .returning({ id: accountExports.id });
      if (!row) throw new Error('export row not created');
      await enqueueJob(tx, 'account_export', { exportId: row.id, step: 'build' });
    });
  } catch (error) {
    // Two requests that passed the check together: the partial unique index let one through.
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.exportUnderWay);
    throw error;
  }
  const files = exportFiles(ctx);
  for (const token of replaced)
    await files
      .remove(token)
      .catch((err: unknown) => ctx.log.warn({ err }, 'could not remove a replaced export'));
  return exportState(ctx, userId);
}

export interface ExportDownload {
  stream: Readable;
  bytes: number | null;
  createdAt: Date;
}

/** The member's own ready export (there is no way to name anyone else's). */
export async function openExport(ctx: AppContext, userId: number): Promise<ExportDownload> {
  const [row] = await ctx.db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.userId, userId), sql`${accountExports.status} in ('ready', 'expired')`))
    .orderBy(desc(accountExports.createdAt), desc(accountExports.id))
    .limit(1);
  if (!row) throw notFound(ACCOUNT_MESSAGES.noExport);
  if (row.status === 'expired' || !row.expiresAt || row.expiresAt <= ctx.clock())
    throw new HttpError(410, ACCOUNT_MESSAGES.exportExpired);
  try {
    return { stream: await exportFiles(ctx).open(row.fileToken), bytes: row.bytes, createdAt: row.createdAt };
  } catch (error) {
    if (error instanceof ExportFileMissingError) throw new HttpError(410, ACCOUNT_MESSAGES.exportExpired);
    throw error;
  }
}

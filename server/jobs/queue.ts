// Putting work on the jobs table. Enqueue inside the caller's transaction so a job exists exactly when the
// change that caused it was committed (no e-mail about a like that was rolled back).
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/** A Drizzle database or transaction: both can insert. */
export type DbOrTx = Pick<Db, 'insert'>;

export const JOB_TYPES = [
  'notification_email',
  'media_cleanup',
  'demo_media',
  'password_reset_email',
  'custom_species_email',
  'moderation_scan',
  'photo_embedding',
  'rare_sighting_record',
  'location_alert_match',
  'location_alert_email',
  'sighting_alert_email',
  'payment_email',
  'premium_free_months',
  'contest_payment_refund',
  'contest_winner_email',
  'referral_reward_email',
  'print_order_email',
  'moderation_notice_email',
  'guide_email',
  'support_admin_email',
  'account_export',
  'account_deletion',
  'account_email',
] as const;
export type JobType = (typeof JOB_TYPES)[number];

/**
 * Jobs someone is waiting for right now, claimed before any other due job: a location alert must reach its member
 * within a second even while thousands of e-mails of the previous sighting wait.
 */
export const URGENT_JOB_TYPES: readonly JobType[] = ['location_alert_match'];

/**
 * Jobs that each hold decoded pictures in this process's memory: a worker runs them one after another, even
 * within one batch (ten demo photos resized at once lifted the process ~100 MB; docs/PERFORMANCE.md).
 */
export const ONE_AT_A_TIME_JOB_TYPES: readonly JobType[] = ['demo_media'];

export async function enqueueJob(
  db: DbOrTx,
  type: JobType,
  payload: Record<string, unknown>,
  options: { runAt?: Date; maxAttempts?: number } = {},
): Promise<void> {
  await db.insert(jobs).values({
    type,
    payload,
    ...(options.runAt ? { runAt: options.runAt } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  });
}

/** Many jobs of one type in one statement (a sighting that matched thousands of alerts queues their e-mails). */
export async function enqueueJobs(
  db: DbOrTx,
  type: JobType,
  payloads: Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < payloads.length; i += 2000)
    await db.insert(jobs).values(payloads.slice(i, i + 2000).map((payload) => ({ type, payload })));
}

/** How often untilJobsDone looks again. */
const JOBS_DONE_POLL_MS = 2_000;

/**
 * Resolves once no job of this type is left to run (each completed, or failed for good), or after `limitMs`
 * whatever is left: for work that should not overlap with those jobs, never for work that needs them done.
 */
export async function untilJobsDone(db: Pick<Db, 'select'>, type: JobType, limitMs: number): Promise<void> {
  const giveUpAt = Date.now() + limitMs;
  while (Date.now() < giveUpAt) {
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.type, type), isNull(jobs.completedAt), isNull(jobs.failedAt)));
    if (!left?.n) return;
    // Unref'd: a closing process does not wait for the next look.
    await sleep(Math.min(JOBS_DONE_POLL_MS, Math.max(0, giveUpAt - Date.now())), undefined, { ref: false });
  }
}

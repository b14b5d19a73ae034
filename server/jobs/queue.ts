// Putting work on the jobs table. Enqueue inside the caller's transaction so a job exists exactly when the
// change that caused it was committed (no e-mail about a like that was rolled back).
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

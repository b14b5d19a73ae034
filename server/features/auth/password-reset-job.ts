// The password_reset_email job: creates the single-use reset token of a forgotten-password request and mails
// the link. The request only queues it, for a known address and an unknown one alike (payload userId null), so
// its answer takes the same time whether or not an account exists (docs/SECURITY.md).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import type { JobHandler } from '../../jobs/worker';
import { PermanentJobError } from '../../jobs/worker';
import { newToken, sha256 } from './tokens';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const payloadSchema = z.object({ userId: z.number().int().positive().max(2_147_483_647).nullable() });

type ResetContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'log'>;

/**
 * Sets a fresh token (only its hash is stored) and mails the link. A retry after a failed send makes another
 * token, which replaces the first: only a link that was delivered can work.
 */
export async function sendPasswordResetEmail(
  ctx: ResetContext,
  userId: number,
): Promise<'sent' | 'no_email'> {
  const { db, clock, config, mailer } = ctx;
  const [user] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.email) return 'no_email';
  const token = newToken();
  await db
    .update(users)
    .set({
      passwordResetToken: sha256(token),
      passwordResetExpires: new Date(clock().getTime() + RESET_TOKEN_LIFETIME_MS),
    })
    .where(eq(users.id, userId));
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your WildLens password',
    text: [
      `Hello ${user.username},`,
      '',
      'Someone asked to reset the password of your WildLens account. Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
  return 'sent';
}

export function passwordResetEmailJob(ctx: ResetContext): JobHandler {
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success)
      throw new PermanentJobError(`Invalid password_reset_email payload: ${payload.error.message}`);
    // An address without an account: the request was answered like any other, and nothing is sent.
    if (payload.data.userId === null) return;
    const outcome = await sendPasswordResetEmail(ctx, payload.data.userId);
    ctx.log.debug({ job: job.id, outcome }, 'password reset e-mail');
  };
}

// Scheduling an account's deletion (POST /api/me/delete, the password typed again), cancelling it (POST
// /api/me/delete/cancel) and reading it (GET /api/me/delete). The deletion happens 14 days later by the
// account_deletion job queued with it (deletion-executor.ts); the member may sign in and cancel meanwhile.
// Scheduling ends every other session of the member at once: whoever else holds one is out before the deletion.
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, type DeletionState } from '@common/schemas/account';
import { and, eq, ne } from 'drizzle-orm';
import { accountDeletions, sessions, type UserRow } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { badRequest, conflict } from '../../http/errors';
import { createRateLimiter, type RateLimiter } from '../../http/rate-limits';
import { enqueueJob } from '../../jobs/queue';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords';
import { isUniqueViolation } from '../sightings/db-errors';

const DAY_MS = 86_400_000;

export async function deletionState(ctx: Pick<AppContext, 'db'>, userId: number): Promise<DeletionState> {
  const [row] = await ctx.db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'scheduled')))
    .limit(1);
  return {
    deletion: row
      ? { requestedAt: row.requestedAt.toISOString(), scheduledFor: row.scheduledFor.toISOString() }
      : null,
  };
}

export class AccountDeletions {
  /** Wrong passwords per member: the form must not become a way to guess the password of an open session. */
  private readonly attempts: RateLimiter;

  constructor(private readonly ctx: AppContext) {
    this.attempts = createRateLimiter(
      'account-delete-password',
      { points: 10, durationSeconds: 60 * 60 },
      { clock: ctx.clock },
    );
  }

  async schedule(user: UserRow, password: string, currentSessionHash: string | null): Promise<DeletionState> {
    const { ctx } = this;
    if (user.username.toLowerCase() === ctx.config.ADMIN_USERNAME.toLowerCase())
      throw conflict(ACCOUNT_MESSAGES.adminAccount);
    await this.attempts.consume(`user:${user.id}`, ACCOUNT_MESSAGES.tooManyPasswordAttempts);
    const ok = user.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstNothing(password);
    if (!ok)
      throw badRequest(ACCOUNT_MESSAGES.wrongPassword, [
        { path: 'password', message: ACCOUNT_MESSAGES.wrongPassword },
      ]);
    await this.attempts.reset(`user:${user.id}`);
    const now = ctx.clock();
    const scheduledFor = new Date(now.getTime() + ACCOUNT_LIMITS.deletionGraceDays * DAY_MS);
    let ended: string[] = [];
    try {
      ended = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(accountDeletions)
          .values({ userId: user.id, requestedAt: now, scheduledFor })
          .onConflictDoNothing()
          .returning({ id: accountDeletions.id });
        if (!row) throw conflict(ACCOUNT_MESSAGES.alreadyScheduled);
        await enqueueJob(tx, 'account_deletion', { deletionId: row.id }, { runAt: scheduledFor });
        await enqueueJob(tx, 'account_email', { kind: 'deletion_scheduled', deletionId: row.id });
        const gone = await tx
          .delete(sessions)
          .where(
            currentSessionHash
              ? and(eq(sessions.userId, user.id), ne(sessions.idHash, currentSessionHash))
              : eq(sessions.userId, user.id),
          )
          .returning({ idHash: sessions.idHash });
        return gone.map((s) => s.idHash);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.alreadyScheduled);
      throw error;
    }
    // The sockets those sessions opened close too, on every process.
    for (const sessionHash of ended)
      await ctx.realtime
        .endSessions({ memberId: user.id, sessionHash })
        .catch((err: unknown) => ctx.log.warn({ err }, 'could not announce the end of a session to sockets'));
    return deletionState(ctx, user.id);
  }

  async cancel(userId: number): Promise<DeletionState> {
    const { ctx } = this;
    const [row] = await ctx.db
      .update(accountDeletions)
      .set({ status: 'cancelled', cancelledAt: ctx.clock() })
      .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'scheduled')))
      .returning({ id: accountDeletions.id });
    if (!row) throw conflict(ACCOUNT_MESSAGES.notScheduled);
    return deletionState(ctx, userId);
  }
}

// Accounts: registration, sign-in, password reset. Callable without HTTP; routes only translate.

import { RESERVED_USERNAMES } from '@common/constants/reserved-names';
import type { registerSchema } from '@common/schemas/auth';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { adminAccounts, type UserRow, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { conflict, HttpError } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { countReferral, newReferralCode, resolveReferrer } from '../referrals/rewards';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import { sha256 } from './tokens';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that e-mail address, we have sent a link to reset your password.';
export const RESET_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';
export const SIGN_IN_FAILED_MESSAGE = 'Invalid username/email or password.';

export type RegisterData = z.output<typeof registerSchema>;

const isUniqueViolation = (e: unknown): boolean => {
  const code =
    (e as { code?: string; cause?: { code?: string } })?.code ??
    (e as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
};

export class AuthService {
  constructor(private readonly ctx: AppContext) {}

  private reservedNames(): string[] {
    return [this.ctx.config.ADMIN_USERNAME.toLowerCase(), ...RESERVED_USERNAMES];
  }

  async register(data: RegisterData): Promise<UserRow> {
    const { db } = this.ctx;
    if (this.reservedNames().includes(data.username.toLowerCase()))
      throw conflict('This username is already taken', 'username');
    const [taken] = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(
        sql`lower(${users.username}) = lower(${data.username}) or lower(${users.email}) = lower(${data.email})`,
      )
      .limit(1);
    if (taken) {
      if (taken.username.toLowerCase() === data.username.toLowerCase())
        throw conflict('This username is already taken', 'username');
      throw conflict('An account with this email already exists', 'email');
    }
    const passwordHash = await hashPassword(data.password);
    try {
      // With its referral (features/referrals): the referrer found by link code or e-mail, counted at once.
      return await db.transaction(async (tx) => {
        const referrerId = await resolveReferrer(tx, data);
        const [user] = await tx
          .insert(users)
          .values({
            username: data.username,
            email: data.email.toLowerCase(),
            passwordHash,
            // A paid tier asked for at sign-up starts as free until its checkout completes.
            subscriptionTier: 'free',
            preferredLanguage: data.preferredLanguage,
            bio: data.bio,
            instagramUsername: data.instagramUsername || null,
            referredBy: data.referredBy || null,
            referralCode: newReferralCode(),
            referredByUserId: referrerId,
          })
          .returning();
        if (!user) throw new Error('insert returned no row');
        if (referrerId !== null) await countReferral(tx, referrerId);
        return user;
      });
    } catch (e) {
      // Two sign-ups racing for the same name: the unique index decides.
      if (isUniqueViolation(e)) throw conflict('This username or email is already taken');
      throw e;
    }
  }

  /**
   * What a sign-in attempt is counted against: the account itself when it exists, so trying its username and
   * its e-mail address share one allowance; otherwise the identifier as typed.
   */
  async signInLimitKey(identifier: string): Promise<string> {
    const [user] = await this.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        sql`lower(${users.username}) = lower(${identifier}) or lower(${users.email}) = lower(${identifier})`,
      )
      .limit(1);
    return user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`;
  }

  /** Checks credentials; the caller has already counted the attempt against the rate limits. */
  async verifyCredentials(identifier: string, password: string): Promise<UserRow> {
    const [user] = await this.ctx.db
      .select()
      .from(users)
      .where(
        sql`lower(${users.username}) = lower(${identifier}) or lower(${users.email}) = lower(${identifier})`,
      )
      .limit(1);
    const ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstNothing(password);
    if (!user || !ok) throw new HttpError(401, SIGN_IN_FAILED_MESSAGE);
    return user;
  }

  /** The administrator account behind these credentials, if they are an administrator's. */
  async adminFor(username: string, password: string) {
    const [admin] = await this.ctx.db
      .select()
      .from(adminAccounts)
      .where(
        and(sql`lower(${adminAccounts.username}) = lower(${username})`, eq(adminAccounts.isActive, true)),
      )
      .limit(1);
    if (!admin) return null;
    return (await verifyPassword(admin.passwordHash, password)) ? admin : null;
  }

  async setLanguage(userId: number, preferredLanguage: string): Promise<void> {
    await this.ctx.db
      .update(users)
      .set({ preferredLanguage, updatedAt: this.ctx.clock() })
      .where(eq(users.id, userId));
  }

  /**
   * Queues the reset e-mail (password-reset-job.ts makes the token and sends it). A known and an unknown
   * address do the same work here, one indexed read and one insert, so the answer's timing does not tell
   * whether an account exists; the job for an unknown address does nothing.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const { db } = this.ctx;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    await enqueueJob(db, 'password_reset_email', { userId: user?.id ?? null });
  }

  /** Sets a new password from a reset token; the token is spent and every session of the member ends. */
  async resetPassword(
    token: string,
    password: string,
    endSessions: (userId: number) => Promise<void>,
  ): Promise<void> {
    const { db, clock } = this.ctx;
    const passwordHash = await hashPassword(password);
    const now = clock();
    // One statement both checks and spends the token, so it cannot be used twice even by racing requests.
    const [user] = await db
      .update(users)
      .set({
        passwordHash,
        passwordResetToken: null,
        passwordResetExpires: null,
        passwordChangedAt: now,
        updatedAt: now,
      })
      .where(and(eq(users.passwordResetToken, sha256(token)), gt(users.passwordResetExpires, now)))
      .returning({ id: users.id });
    if (!user) throw new HttpError(400, RESET_INVALID_MESSAGE);
    await endSessions(user.id);
  }
}

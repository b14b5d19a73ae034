// Accounts: registration, sign-in, password reset. Callable without HTTP; routes only translate.

import type { registerSchema } from '@common/schemas/auth';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { adminAccounts, type UserRow, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { conflict, HttpError } from '../../http/errors';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import { newToken, sha256 } from './tokens';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

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
    return [this.ctx.config.ADMIN_USERNAME.toLowerCase(), 'admin', 'administrator', 'wildlens'];
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
      const [user] = await db
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
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      return user;
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

  /** Creates a single-use reset token and mails the link; silent when no account matches. */
  async requestPasswordReset(email: string): Promise<void> {
    const { db, clock, config, mailer, log } = this.ctx;
    const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
    if (!user?.email) return;
    const token = newToken();
    await db
      .update(users)
      .set({
        passwordResetToken: sha256(token),
        passwordResetExpires: new Date(clock().getTime() + RESET_TOKEN_LIFETIME_MS),
      })
      .where(eq(users.id, user.id));
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const to = user.email;
    // Mail goes out after the answer, so the response time does not tell whether the account exists.
    setImmediate(() => {
      mailer
        .send({
          to,
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
        })
        .catch((err: unknown) => log.error({ err }, 'password reset mail failed'));
    });
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

// Member sessions: a random id in an HttpOnly cookie, its hash in the sessions table, idle and absolute expiry.
import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, type UserRow, users } from '../../db/schema';
import type { Clock } from '../../http/context';
import { newToken, sha256 } from './tokens';

export const SESSION_COOKIE = 'wl_session';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteMinutes: number;
}

/** lastSeenAt is written at most this often, so reading pages does not turn into a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly policy: SessionPolicy,
    private readonly clock: Clock,
  ) {}

  async create(
    userId: number,
    meta: { userAgent?: string | undefined; ip?: string | undefined },
  ): Promise<string> {
    const id = newToken();
    const now = this.clock();
    await this.db.insert(sessions).values({
      idHash: sha256(id),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.policy.absoluteMinutes * 60_000),
      userAgent: meta.userAgent?.slice(0, 500),
      ip: meta.ip,
    });
    return id;
  }

  /** The member behind a session id, or null when the session is unknown, idle too long or past its end. */
  async resolve(id: string): Promise<UserRow | null> {
    const idHash = sha256(id);
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.idHash, idHash))
      .limit(1);
    if (!row) return null;
    const now = this.clock().getTime();
    const idleDeadline = row.session.lastSeenAt.getTime() + this.policy.idleMinutes * 60_000;
    if (now >= row.session.expiresAt.getTime() || now >= idleDeadline) {
      await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
      return null;
    }
    if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.idHash, idHash));
    }
    return row.user;
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
  }

  /** Ends every session of a member, except optionally the one in use (after a password change). */
  async destroyAllFor(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async purgeExpired(): Promise<void> {
    const now = this.clock();
    const idleCutoff = new Date(now.getTime() - this.policy.idleMinutes * 60_000);
    await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
  }
}

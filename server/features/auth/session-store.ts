// Member sessions: a random id in an HttpOnly cookie, its hash in the sessions table, idle and absolute expiry.
import { eq, lt, or, sql } from 'drizzle-orm';
import { ChangeCache } from '../../db/change-cache';
import type { ChangeFeed } from '../../db/change-feed';
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
/** Sessions whose member is kept in memory (~2 KB each). */
const SESSIONS_CACHED = 5_000;

interface SessionLookup {
  session: { lastSeenAt: Date; expiresAt: Date };
  user: UserRow;
}

export class SessionStore {
  /**
   * Runs on every request that carries a cookie: built once and prepared, because building a Drizzle select of
   * the whole member row costs several times what PostgreSQL spends answering it (docs/PERFORMANCE.md).
   */
  private readonly lookup;
  /**
   * The member behind each recently used session, emptied whenever any session ends or any member changes
   * (on any server process: see change-feed.ts), so sign-out and password changes take effect at once.
   */
  private readonly recent: ChangeCache<SessionLookup>;

  constructor(
    private readonly db: Db,
    private readonly policy: SessionPolicy,
    private readonly clock: Clock,
    changes: ChangeFeed,
  ) {
    this.recent = new ChangeCache(changes, ['wl_sessions'], SESSIONS_CACHED);
    this.lookup = db
      .select({ session: { lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt }, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .limit(1)
      .prepare('session_lookup');
  }

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
    const now = this.clock().getTime();
    let row = this.recent.get(idHash);
    // Another process may have seen (and touched) the session since this copy was read: an expiry decided on
    // a cached lastSeenAt is checked against the table first.
    if (row && this.hasEnded(row, now)) {
      this.recent.delete(idHash);
      row = undefined;
    }
    if (!row) {
      const readAt = this.recent.begin();
      [row] = await this.lookup.execute({ idHash });
      if (!row) return null;
      if (this.hasEnded(row, now)) {
        await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      this.recent.set(idHash, row, readAt);
    }
    if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      row.session.lastSeenAt = new Date(now);
      await this.db
        .update(sessions)
        .set({ lastSeenAt: row.session.lastSeenAt })
        .where(eq(sessions.idHash, idHash));
    }
    return row.user;
  }

  private hasEnded(row: SessionLookup, now: number): boolean {
    const idleDeadline = row.session.lastSeenAt.getTime() + this.policy.idleMinutes * 60_000;
    return now >= row.session.expiresAt.getTime() || now >= idleDeadline;
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

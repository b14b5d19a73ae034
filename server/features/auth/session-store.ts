// Member sessions: a random id in an HttpOnly cookie, its hash in the sessions table, idle and absolute expiry.
import { eq, lt, or, sql } from 'drizzle-orm';
import { ChangeCache } from '../../db/change-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { sessions, type UserRow, users } from '../../db/schema';
import type { Clock } from '../../http/context';
import type { SessionEnd } from '../../realtime/messages';
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

/**
 * Told when sessions end here, so the sockets they opened close too (on every process: see realtime/hub.ts).
 * It must not throw: the session is already gone from the table, which is what every request checks, and a
 * socket its announcement missed (Redis down) still closes at its next check, so a failure is only logged.
 */
export type SessionEndListener = (end: SessionEnd) => Promise<void>;

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
    private readonly onEnded: SessionEndListener = async () => {},
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
        await this.onEnded({ memberId: row.user.id, sessionHash: idHash });
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

  /**
   * When the session with this hash stops being valid unless a request comes first (idle expiry moves with
   * requests), or null when it has already ended. Reads the table and touches nothing: an open socket is not
   * a request, so it neither keeps its session alive nor outlives it (realtime/socket-routes.ts).
   */
  async endsAt(idHash: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.idHash, idHash))
      .limit(1);
    if (!row) return null;
    const idleDeadline = row.lastSeenAt.getTime() + this.policy.idleMinutes * 60_000;
    const end = Math.min(row.expiresAt.getTime(), idleDeadline);
    return end <= this.clock().getTime() ? null : new Date(end);
  }

  async destroy(id: string): Promise<void> {
    const idHash = sha256(id);
    const ended = await this.db
      .delete(sessions)
      .where(eq(sessions.idHash, idHash))
      .returning({ userId: sessions.userId });
    for (const { userId } of ended) await this.onEnded({ memberId: userId, sessionHash: idHash });
  }

  /** Ends every session of a member (password reset, suspension), and closes all of their sockets. */
  async destroyAllFor(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    await this.onEnded({ memberId: userId });
  }

  async purgeExpired(): Promise<void> {
    const now = this.clock();
    const idleCutoff = new Date(now.getTime() - this.policy.idleMinutes * 60_000);
    await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
  }
}

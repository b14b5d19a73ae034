// Administrator sessions: a bearer token kept by the client in local storage, its hash in admin_sessions.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AdminAccountRow, adminAccounts, adminSessions } from '../../db/schema';
import type { Clock } from '../../http/context';
import { newToken, sha256 } from '../auth/tokens';

export class AdminSessionStore {
  constructor(
    private readonly db: Db,
    private readonly lifetimeMinutes: number,
    private readonly clock: Clock,
  ) {}

  async create(adminId: number): Promise<string> {
    const token = newToken();
    const now = this.clock();
    await this.db.insert(adminSessions).values({
      adminId,
      sessionToken: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.lifetimeMinutes * 60_000),
    });
    await this.db.update(adminAccounts).set({ lastLogin: now }).where(eq(adminAccounts.id, adminId));
    return token;
  }

  async resolve(token: string): Promise<AdminAccountRow | null> {
    const [row] = await this.db
      .select({ admin: adminAccounts })
      .from(adminSessions)
      .innerJoin(adminAccounts, eq(adminAccounts.id, adminSessions.adminId))
      .where(
        and(
          eq(adminSessions.sessionToken, sha256(token)),
          gt(adminSessions.expiresAt, this.clock()),
          eq(adminAccounts.isActive, true),
        ),
      )
      .limit(1);
    return row?.admin ?? null;
  }

  async destroy(token: string): Promise<void> {
    await this.db.delete(adminSessions).where(eq(adminSessions.sessionToken, sha256(token)));
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(adminSessions).where(lt(adminSessions.expiresAt, this.clock()));
  }
}

// A member's in-app notifications; for now the unread count that drives the header badge.
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userNotifications } from '../../db/schema';

export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false)));
  return row?.n ?? 0;
}

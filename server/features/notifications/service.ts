// A member's in-app notifications: the newest-first list (keyset pages), marking read, and the unread count
// that drives the header badge. Every statement is scoped to the member, so nobody reads or marks another's.
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sightings, userNotifications, users } from '../../db/schema';
import { badRequest } from '../../http/errors';

export interface NotificationView {
  id: number;
  type: string;
  message: string;
  isRead: boolean;
  createdAt: Date;
  actor: { id: number; username: string; profileImageUrl: string | null } | null;
  sightingId: number | null;
  commentId: number | null;
  speciesName: string | null;
}

export interface NotificationPage {
  items: NotificationView[];
  /** Opaque cursor of the next page, or null on the last page. */
  nextCursor: string | null;
}

const MAX_ID = 2_147_483_647;
// The cursor carries created_at at full (microsecond) precision as text: rows created within the same
// millisecond (a burst of likes) are neither skipped nor repeated between pages.
// Year 0000 parses in JavaScript but PostgreSQL has no year 0 (a 500), so the pattern refuses it.
const TIMESTAMP_PATTERN = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const INVALID_CURSOR = 'The cursor is invalid; start again from the first page.';

export function encodeNotificationCursor(createdAt: string, id: number): string {
  return Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');
}

export function decodeNotificationCursor(cursor: string): { createdAt: string; id: number } {
  const [createdAt, idText, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const id = Number(idText);
  if (rest.length > 0 || createdAt === undefined || !/^\d{1,10}$/.test(idText ?? '') || id < 1 || id > MAX_ID)
    throw badRequest(INVALID_CURSOR);
  // The round trip refuses impossible dates (2024-02-30) that PostgreSQL would answer with an error.
  const millis = Date.parse(createdAt);
  if (!TIMESTAMP_PATTERN.test(createdAt) || Number.isNaN(millis)) throw badRequest(INVALID_CURSOR);
  if (new Date(millis).toISOString().slice(0, 23) !== createdAt.slice(0, 23))
    throw badRequest(INVALID_CURSOR);
  return { createdAt, id };
}

/** Newest first; the actor and the sighting's species come from the same query (no N+1). */
export async function listNotifications(
  db: Db,
  userId: number,
  options: { limit: number; cursor?: string | undefined },
): Promise<NotificationPage> {
  const conditions = [eq(userNotifications.userId, userId)];
  if (options.cursor) {
    const key = decodeNotificationCursor(options.cursor);
    conditions.push(
      sql`(${userNotifications.createdAt}, ${userNotifications.id}) < (${key.createdAt}::timestamptz, ${key.id})`,
    );
  }
  const rows = await db
    .select({
      id: userNotifications.id,
      type: userNotifications.type,
      message: userNotifications.message,
      isRead: userNotifications.isRead,
      createdAt: userNotifications.createdAt,
      actor: { id: users.id, username: users.username, profileImageUrl: users.profileImageUrl },
      sightingId: userNotifications.sightingId,
      commentId: userNotifications.commentId,
      speciesName: sightings.speciesName,
      cursorTime: sql<string>`to_char(${userNotifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(userNotifications)
    .leftJoin(users, eq(users.id, userNotifications.actorId))
    // A sighting made private since shows its species only to its author.
    .leftJoin(
      sightings,
      and(
        eq(sightings.id, userNotifications.sightingId),
        or(eq(sightings.isPublic, true), eq(sightings.userId, userId)),
      ),
    )
    .where(and(...conditions))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    // One extra row tells whether another page exists without a COUNT.
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorTime: _, ...view }) => view),
    nextCursor:
      rows.length > options.limit && last ? encodeNotificationCursor(last.cursorTime, last.id) : null,
  };
}

/** Marks one of the member's notifications read; false when no notification of theirs has that id. */
export async function markNotificationRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(userNotifications)
    .set({ isRead: true })
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
    .returning({ id: userNotifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the member read; answers how many changed. */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(userNotifications)
    .set({ isRead: true })
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false)))
    .returning({ id: userNotifications.id });
  return rows.length;
}

export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false)));
  return row?.n ?? 0;
}

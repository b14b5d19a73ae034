// Likes and views of a sighting. Counters change only together with the row that justifies them, in the same
// transaction, by `x = x ± 1` statements: 50 members liking at once give exactly 50.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likes, sightings } from '../../db/schema';
import { notFound } from '../../http/errors';
import { countViewDay } from '../member-analytics/view-days';
import { recordActivity } from '../notifications/activity';
import { RecentViewers } from './view-counter';
import { visibleTo } from './view-query';
import { SIGHTING_NOT_FOUND_MESSAGE } from './write-service';

export interface LikeState {
  liked: boolean;
  likes: number;
}

export class SightingReactions {
  readonly recentViewers: RecentViewers;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    this.recentViewers = new RecentViewers(now);
  }

  /** Likes the sighting, or takes the like back when the member already liked it. */
  async toggleLike(userId: number, sightingId: number): Promise<LikeState> {
    return this.db.transaction(async (tx) => {
      const authorId = await visibleAuthor(tx, userId, sightingId);
      const removed = await removeLike(tx, userId, sightingId);
      if (removed) return removed;
      return addLike(tx, userId, sightingId, authorId);
    });
  }

  /**
   * Sets the member's like to `liked` (PUT /api/sightings/:id/like): sent again, it changes nothing, so an
   * offline queue may resend it. The same rules as the toggle: a sighting the member cannot see is not found,
   * the count moves only with the row, and the author hears of a like only when one is newly made (and, as
   * recordActivity decides, once per member and sighting).
   */
  async setLike(userId: number, sightingId: number, liked: boolean): Promise<LikeState> {
    return this.db.transaction(async (tx) => {
      const authorId = await visibleAuthor(tx, userId, sightingId);
      if (liked) return addLike(tx, userId, sightingId, authorId);
      return (
        (await removeLike(tx, userId, sightingId)) ?? { liked: false, likes: await current(tx, sightingId) }
      );
    });
  }

  /**
   * Counts a view unless this viewer was counted for this sighting in the last 30 minutes; answers the views.
   * `viewerKey` names the viewer: `user:<id>` for members, `ip:<address>` for visitors.
   */
  async recordView(sightingId: number, viewerKey: string, viewerId: number | null): Promise<number> {
    const counts = this.recentViewers.claim(viewerKey, sightingId);
    const where = and(eq(sightings.id, sightingId), visibleTo(viewerId));
    if (counts) {
      // The day's count (for /analytics) moves in the same transaction as the total.
      const row = await this.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(sightings)
          .set({ views: sql`${sightings.views} + 1` })
          .where(where)
          .returning({ views: sightings.views });
        if (updated) await countViewDay(tx, sightingId, new Date(this.now()));
        return updated;
      });
      if (row) return row.views;
      this.recentViewers.release(viewerKey, sightingId);
      throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
    }
    const [row] = await this.db.select({ views: sightings.views }).from(sightings).where(where).limit(1);
    if (!row) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
    return row.views;
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function bump(tx: Tx, sightingId: number, by: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(sightings)
    .set({ likes: sql`${sightings.likes} + ${by}` })
    .where(eq(sightings.id, sightingId))
    .returning({ likes: sightings.likes });
  return row?.likes ?? 0;
}

async function current(tx: Tx, sightingId: number): Promise<number> {
  const [row] = await tx
    .select({ likes: sightings.likes })
    .from(sightings)
    .where(eq(sightings.id, sightingId))
    .limit(1);
  return row?.likes ?? 0;
}

/** The author of a sighting the member may see; not found otherwise (private, hidden, deleted). */
async function visibleAuthor(tx: Tx, userId: number, sightingId: number): Promise<number> {
  const [target] = await tx
    .select({ authorId: sightings.userId })
    .from(sightings)
    .where(and(eq(sightings.id, sightingId), visibleTo(userId)))
    .limit(1);
  if (!target) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
  return target.authorId;
}

/** Takes the member's like back: the new state, or null when there was none. */
async function removeLike(tx: Tx, userId: number, sightingId: number): Promise<LikeState | null> {
  const removed = await tx
    .delete(likes)
    .where(and(eq(likes.userId, userId), eq(likes.sightingId, sightingId)))
    .returning({ userId: likes.userId });
  return removed.length > 0 ? { liked: false, likes: await bump(tx, sightingId, -1) } : null;
}

/** Adds the member's like (nothing when already there) and tells the author of a new one. */
async function addLike(tx: Tx, userId: number, sightingId: number, authorId: number): Promise<LikeState> {
  // ON CONFLICT DO NOTHING + RETURNING: the counter moves only when this statement really added the row.
  const added = await tx
    .insert(likes)
    .values({ userId, sightingId })
    .onConflictDoNothing()
    .returning({ userId: likes.userId });
  if (added.length === 0) return { liked: true, likes: await current(tx, sightingId) };
  const count = await bump(tx, sightingId, 1);
  await recordActivity(tx, { type: 'like', actorId: userId, recipientId: authorId, sightingId });
  return { liked: true, likes: count };
}

// Who follows whom: follow / unfollow (idempotent) and the follower and following lists, newest first.
import { CANNOT_FOLLOW_SELF_MESSAGE } from '@common/schemas/social';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, userFollows, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { publiclyListed } from '../moderation/visibility';
import { recordActivity } from '../notifications/activity';
import { decodeCursor, encodeCursor } from '../sightings/service';

export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found';

export interface FollowEntryView {
  user: UserRow;
  followedByMe: boolean;
}

export interface FollowPage {
  items: FollowEntryView[];
  nextCursor: string | null;
}

export class FollowService {
  constructor(private readonly db: Db) {}

  async follow(followerId: number, targetId: number): Promise<{ following: boolean; followers: number }> {
    if (followerId === targetId)
      throw badRequest(CANNOT_FOLLOW_SELF_MESSAGE, [{ path: 'id', message: CANNOT_FOLLOW_SELF_MESSAGE }]);
    await this.requireMember(targetId);
    await this.db.transaction(async (tx) => {
      const added = await tx
        .insert(userFollows)
        .values({ followerId, followingId: targetId })
        .onConflictDoNothing()
        .returning({ followerId: userFollows.followerId });
      // Following again someone you already follow notifies nobody.
      if (added.length > 0)
        await recordActivity(tx, { type: 'follow', actorId: followerId, recipientId: targetId });
    });
    return { following: true, followers: await this.followerCount(targetId) };
  }

  async unfollow(followerId: number, targetId: number): Promise<{ following: boolean; followers: number }> {
    await this.requireMember(targetId);
    await this.db
      .delete(userFollows)
      .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, targetId)));
    return { following: false, followers: await this.followerCount(targetId) };
  }

  /** The members following `userId` (direction 'followers') or followed by them ('following'). */
  async list(
    userId: number,
    direction: 'followers' | 'following',
    options: { viewerId: number | null; cursor?: string | undefined; limit: number },
  ): Promise<FollowPage> {
    await this.requireMember(userId);
    // The member on the other end of each follow row.
    const other = direction === 'followers' ? userFollows.followerId : userFollows.followingId;
    const self = direction === 'followers' ? userFollows.followingId : userFollows.followerId;
    // Hidden profiles and suspended members are left out of public lists (features/moderation).
    const conditions: SQL[] = [eq(self, userId), publiclyListed()];
    if (options.cursor) {
      const key = decodeCursor(options.cursor, 'newest');
      if (key.sort === 'newest')
        conditions.push(
          sql`(${userFollows.createdAt}, ${other}) < (${key.createdAt}::timestamptz, ${key.id})`,
        );
    }
    const followedByMe = options.viewerId
      ? sql<boolean>`exists (select 1 from ${userFollows} mine where mine.follower_id = ${options.viewerId} and mine.following_id = ${users.id})`
      : sql<boolean>`false`;
    const rows = await this.db
      .select({
        user: users,
        followedByMe,
        cursorTime: sql<string>`to_char(${userFollows.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(userFollows)
      .innerJoin(users, eq(users.id, other))
      .where(and(...conditions))
      .orderBy(desc(userFollows.createdAt), desc(other))
      .limit(options.limit + 1);
    const items = rows.slice(0, options.limit);
    const last = items.at(-1);
    const nextCursor =
      rows.length > options.limit && last
        ? encodeCursor({ sort: 'newest', createdAt: last.cursorTime, id: last.user.id })
        : null;
    return { items: items.map(({ user, followedByMe: f }) => ({ user, followedByMe: f })), nextCursor };
  }

  async followerCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(userFollows)
      .where(eq(userFollows.followingId, userId));
    return row?.n ?? 0;
  }

  private async requireMember(userId: number): Promise<void> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  }
}

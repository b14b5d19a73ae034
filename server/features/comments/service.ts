// Comments and one level of replies on a sighting, and likes on comments. sightings.comment_count and
// comments.likes move in the same transaction as the rows they count.
//
// Lock order, to keep concurrent writers from deadlocking: the sighting row first (posting and deleting both
// take it), then comment rows. Liking a comment only touches the comment row.
//
// A comment hidden by moderation (comments.hidden_at, features/moderation) is shown nowhere, its replies with
// it, and is not counted: comment_count is the number of shown comments whose parent is shown too.
import type { commentInputSchema } from '@common/schemas/comments';
import { REPLY_TO_REPLY_MESSAGE } from '@common/schemas/comments';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { commentLikes, comments, sightings, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { recordActivity } from '../notifications/activity';
import { visibleTo } from '../sightings/view-query';
import { SIGHTING_NOT_FOUND_MESSAGE } from '../sightings/write-service';

export type CommentInput = z.output<typeof commentInputSchema>;

export const PARENT_NOT_FOUND_MESSAGE = 'Parent comment not found';
export const COMMENT_NOT_FOUND_MESSAGE = 'Comment not found';

/** A comment as read for a viewer. */
export interface CommentView {
  id: number;
  sightingId: number;
  userId: number;
  parentCommentId: number | null;
  content: string;
  likes: number;
  createdAt: Date;
  author: { username: string; profileImageUrl: string | null };
  likedByMe: boolean;
}

export interface CommentRow {
  id: number;
  userId: number;
  sightingId: number;
  parentCommentId: number | null;
}

export interface CommentLikeState {
  liked: boolean;
  likes: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export class CommentService {
  constructor(private readonly db: Db) {}

  /**
   * The comments of a sighting the viewer may see, oldest first (replies too); null when the sighting is
   * missing or hidden from the viewer.
   */
  async listForSighting(
    sightingId: number,
    viewerId: number | null,
    includePrivate = false,
  ): Promise<CommentView[] | null> {
    const [sighting] = await this.db
      .select({ id: sightings.id })
      .from(sightings)
      .where(and(eq(sightings.id, sightingId), visibleTo(viewerId, includePrivate)))
      .limit(1);
    if (!sighting) return null;
    return this.select(viewerId, eq(comments.sightingId, sightingId));
  }

  async get(id: number, viewerId: number | null): Promise<CommentView | null> {
    const [view] = await this.select(viewerId, eq(comments.id, id));
    return view ?? null;
  }

  async findRow(id: number): Promise<CommentRow | null> {
    const [row] = await this.db
      .select({
        id: comments.id,
        userId: comments.userId,
        sightingId: comments.sightingId,
        parentCommentId: comments.parentCommentId,
      })
      .from(comments)
      .where(eq(comments.id, id))
      .limit(1);
    return row ?? null;
  }

  /** The id of the member's comment posted with this Idempotency-Key (features/field), or null. */
  async findByClientKey(userId: number, clientKey: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.userId, userId), eq(comments.clientKey, clientKey)))
      .limit(1);
    return row?.id ?? null;
  }

  /**
   * Posts a comment or a reply for `userId`; answers its id. `clientKey`: the send's Idempotency-Key, kept on the
   * row (unique per member: a second insert with it fails and rolls the count back with it).
   */
  async create(userId: number, input: CommentInput, clientKey: string | null = null): Promise<number> {
    return this.db.transaction(async (tx) => {
      // Counting first takes the sighting's row lock (see the lock order above) and proves it is visible.
      const [sighting] = await tx
        .update(sightings)
        .set({ commentCount: sql`${sightings.commentCount} + 1` })
        .where(and(eq(sightings.id, input.sightingId), visibleTo(userId)))
        .returning({ authorId: sightings.userId });
      if (!sighting) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);

      let recipientId = sighting.authorId;
      const parentId = input.parentCommentId ?? null;
      if (parentId !== null) {
        const [parent] = await tx
          .select({
            userId: comments.userId,
            sightingId: comments.sightingId,
            parentCommentId: comments.parentCommentId,
          })
          .from(comments)
          .where(and(eq(comments.id, parentId), isNull(comments.hiddenAt)))
          .limit(1);
        if (!parent || parent.sightingId !== input.sightingId)
          throw badRequest(PARENT_NOT_FOUND_MESSAGE, [
            { path: 'parentCommentId', message: PARENT_NOT_FOUND_MESSAGE },
          ]);
        if (parent.parentCommentId !== null)
          throw badRequest(REPLY_TO_REPLY_MESSAGE, [
            { path: 'parentCommentId', message: REPLY_TO_REPLY_MESSAGE },
          ]);
        recipientId = parent.userId;
      }
      const [row] = await tx
        .insert(comments)
        .values({
          sightingId: input.sightingId,
          userId,
          parentCommentId: parentId,
          content: input.content,
          clientKey,
        })
        .returning({ id: comments.id });
      if (!row) throw new Error('insert returned no row');
      await recordActivity(tx, {
        type: parentId === null ? 'comment' : 'reply',
        actorId: userId,
        recipientId,
        sightingId: input.sightingId,
        commentId: row.id,
      });
      return row.id;
    });
  }

  /** Deletes a comment with its replies; answers how many comments went. */
  async remove(comment: CommentRow): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: sightings.id })
        .from(sightings)
        .where(eq(sightings.id, comment.sightingId))
        .for('update');
      const removed = await tx
        .delete(comments)
        .where(or(eq(comments.id, comment.id), eq(comments.parentCommentId, comment.id)))
        .returning({ id: comments.id });
      if (removed.length === 0) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
      // Counted again rather than decremented: some of the removed comments may have been hidden (not counted).
      await recountComments(tx, comment.sightingId);
      return removed.length;
    });
  }

  /** Likes or unlikes (idempotently) a comment on a sighting the member can see. */
  async setLike(userId: number, commentId: number, like: boolean): Promise<CommentLikeState> {
    return this.db.transaction(async (tx) => {
      const [target] = await tx
        .select({ id: comments.id })
        .from(comments)
        .innerJoin(sightings, eq(sightings.id, comments.sightingId))
        .where(and(eq(comments.id, commentId), isNull(comments.hiddenAt), visibleTo(userId)))
        .limit(1);
      if (!target) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
      if (like) {
        const added = await tx
          .insert(commentLikes)
          .values({ userId, commentId })
          .onConflictDoNothing()
          .returning({ userId: commentLikes.userId });
        return {
          liked: true,
          likes: added.length > 0 ? await bump(tx, commentId, 1) : await current(tx, commentId),
        };
      }
      const removed = await tx
        .delete(commentLikes)
        .where(and(eq(commentLikes.userId, userId), eq(commentLikes.commentId, commentId)))
        .returning({ userId: commentLikes.userId });
      return {
        liked: false,
        likes: removed.length > 0 ? await bump(tx, commentId, -1) : await current(tx, commentId),
      };
    });
  }

  private select(viewerId: number | null, where: SQL) {
    const likedByMe = viewerId
      ? sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId})`
      : sql<boolean>`false`;
    return (
      this.db
        .select({
          id: comments.id,
          sightingId: comments.sightingId,
          userId: comments.userId,
          parentCommentId: comments.parentCommentId,
          content: comments.content,
          likes: comments.likes,
          createdAt: comments.createdAt,
          author: { username: users.username, profileImageUrl: users.profileImageUrl },
          likedByMe,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        // Hidden comments are left out; a reply whose parent is hidden has no thread to show in (presentThread).
        .where(and(where, isNull(comments.hiddenAt)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    );
  }
}

/** A transaction or the database itself. */
type Writer = Pick<Db, 'update'>;

/**
 * Sets a sighting's comment_count to the comments shown on it: not hidden, and (replies) under a parent that is
 * not hidden. Called in the transaction that deleted, hid or showed again a comment, the sighting row locked.
 */
export async function recountComments(db: Writer, sightingId: number): Promise<void> {
  await db
    .update(sightings)
    .set({
      commentCount: sql`(select count(*)::int from ${comments} c where c.sighting_id = ${sightingId} and c.hidden_at is null and (c.parent_comment_id is null or exists (select 1 from ${comments} p where p.id = c.parent_comment_id and p.hidden_at is null)))`,
    })
    .where(eq(sightings.id, sightingId));
}

async function bump(tx: Tx, commentId: number, by: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(comments)
    .set({ likes: sql`${comments.likes} + ${by}` })
    .where(eq(comments.id, commentId))
    .returning({ likes: comments.likes });
  return row?.likes ?? 0;
}

async function current(tx: Tx, commentId: number): Promise<number> {
  const [row] = await tx.select({ likes: comments.likes }).from(comments).where(eq(comments.id, commentId));
  return row?.likes ?? 0;
}

// What moderation does to the items themselves, inside the caller's transaction: hide, show again or delete a
// comment, a profile or a sighting, and write the decision log. Lock order as the comments feature has it: the
// sighting row first, then comment rows; a profile is its member's row.
import type { FlaggableType, ModerationAction } from '@common/schemas/moderation';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  comments,
  flaggedContent,
  moderationActions,
  sightings,
  userNotifications,
  users,
} from '../../db/schema';
import { recountComments } from '../comments/service';
import { hold, type LockedSighting, REMOVED_STATUS, type Tx, UNDER_REVIEW_STATUS } from './service';

export interface LockedComment {
  id: number;
  userId: number;
  sightingId: number;
  parentCommentId: number | null;
  hiddenAt: Date | null;
  speciesName: string;
}

/** A comment with its sighting's row locked first (comments/service.ts's lock order), then its own. */
export async function lockComment(tx: Tx, commentId: number): Promise<LockedComment | null> {
  const [found] = await tx
    .select({ sightingId: comments.sightingId })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  if (!found) return null;
  const [sighting] = await tx
    .select({ speciesName: sightings.speciesName })
    .from(sightings)
    .where(eq(sightings.id, found.sightingId))
    .for('update');
  const [row] = await tx
    .select({
      id: comments.id,
      userId: comments.userId,
      sightingId: comments.sightingId,
      parentCommentId: comments.parentCommentId,
      hiddenAt: comments.hiddenAt,
    })
    .from(comments)
    .where(eq(comments.id, commentId))
    .for('update');
  if (!row || !sighting) return null;
  return { ...row, speciesName: sighting.speciesName };
}

/** The comment and its replies: what hiding or deleting it takes out of view. */
async function threadIds(tx: Tx, commentId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(or(eq(comments.id, commentId), eq(comments.parentCommentId, commentId)));
  return rows.map((r) => r.id);
}

/**
 * Hides a comment at once everywhere it shows: the sighting's list and count, and the comment and reply
 * notifications that quote it (their e-mail job then finds nothing to send). Its replies go out of view with it.
 */
export async function hideComment(tx: Tx, comment: LockedComment, by: 'flags' | 'admin', now: Date) {
  await tx.update(comments).set({ hiddenAt: now, hiddenBy: by }).where(eq(comments.id, comment.id));
  await recountComments(tx, comment.sightingId);
  const ids = await threadIds(tx, comment.id);
  await tx
    .delete(userNotifications)
    .where(
      and(inArray(userNotifications.commentId, ids), inArray(userNotifications.type, ['comment', 'reply'])),
    );
}

export async function showComment(tx: Tx, comment: LockedComment) {
  await tx.update(comments).set({ hiddenAt: null, hiddenBy: null }).where(eq(comments.id, comment.id));
  await recountComments(tx, comment.sightingId);
}

/** Deletes a comment with its replies (as its author's delete does), and their notifications. */
export async function deleteComment(tx: Tx, comment: LockedComment) {
  const ids = await threadIds(tx, comment.id);
  await tx
    .delete(userNotifications)
    .where(
      and(inArray(userNotifications.commentId, ids), inArray(userNotifications.type, ['comment', 'reply'])),
    );
  await tx.delete(comments).where(inArray(comments.id, ids));
  await recountComments(tx, comment.sightingId);
}

export interface LockedMember {
  id: number;
  username: string;
  profileHiddenAt: Date | null;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
}

export async function lockMember(tx: Tx, userId: number): Promise<LockedMember | null> {
  const [row] = await tx
    .select({
      id: users.id,
      username: users.username,
      profileHiddenAt: users.profileHiddenAt,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function setProfileHidden(tx: Tx, userId: number, hiddenAt: Date | null) {
  await tx.update(users).set({ profileHiddenAt: hiddenAt }).where(eq(users.id, userId));
}

/**
 * "Deleting" a profile removes what members wrote and showed on it (the account stays): bio, picture, equipment,
 * goals, interests and Instagram name. It is shown again, empty.
 */
export async function clearProfile(tx: Tx, userId: number, now: Date) {
  await tx
    .update(users)
    .set({
      bio: null,
      profileImageUrl: null,
      equipment: null,
      goals: null,
      interests: [],
      instagramUsername: null,
      instagramUrl: null,
      profileHiddenAt: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Whether moderation keeps a sighting out of view (held for review or removed). */
export const isHeldOrRemoved = (status: string) =>
  status === UNDER_REVIEW_STATUS || status === REMOVED_STATUS;

/** Keeps a sighting out of public view for good; `flagId` remembers what a later "keep" gives back. */
export async function removeSighting(tx: Tx, sighting: LockedSighting, flagId: number | null, now: Date) {
  if (flagId !== null && !isHeldOrRemoved(sighting.verificationStatus)) await hold(tx, sighting, flagId);
  await tx
    .update(sightings)
    .set({ isPublic: false, verificationStatus: REMOVED_STATUS, updatedAt: now })
    .where(eq(sightings.id, sighting.id));
}

/** Gives a held or removed sighting back its visibility and status from the flag that held it. */
export async function restoreSighting(tx: Tx, sightingId: number, now: Date) {
  const [holder] = await tx
    .select({ hid: flaggedContent.hidSighting, prior: flaggedContent.priorVerificationStatus })
    .from(flaggedContent)
    .where(and(eq(flaggedContent.sightingId, sightingId), isNotNull(flaggedContent.priorVerificationStatus)))
    .orderBy(desc(flaggedContent.id))
    .limit(1);
  await tx
    .update(sightings)
    .set({
      isPublic: holder?.hid ? true : sql`${sightings.isPublic}`,
      verificationStatus: holder?.prior ?? 'verified',
      updatedAt: now,
    })
    .where(
      and(
        eq(sightings.id, sightingId),
        inArray(sightings.verificationStatus, [UNDER_REVIEW_STATUS, REMOVED_STATUS]),
      ),
    );
}

export interface ActionRecord {
  action: ModerationAction;
  contentType: FlaggableType | null;
  contentId: number | null;
  targetUserId: number | null;
  admin: { id: number; username: string } | null;
  reason: string | null;
  suspendedUntil?: Date | null;
  flagsResolved?: number;
  at: Date;
}

/** One line of the decision log; answers its id (the e-mail job reads it). */
export async function logAction(tx: Tx, record: ActionRecord): Promise<number> {
  const [row] = await tx
    .insert(moderationActions)
    .values({
      action: record.action,
      contentType: record.contentType,
      contentId: record.contentId,
      targetUserId: record.targetUserId,
      adminId: record.admin?.id ?? null,
      adminUsername: record.admin?.username ?? null,
      reason: record.reason,
      suspendedUntil: record.suspendedUntil ?? null,
      flagsResolved: record.flagsResolved ?? 0,
      createdAt: record.at,
    })
    .returning({ id: moderationActions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

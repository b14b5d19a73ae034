// Members' flags on comments and profiles (sightings: service.ts). Once per member and item (409), never on their
// own (403), only on what they can see (404 otherwise). A comment that `memberFlagsToHide` members flagged is
// hidden at once until an administrator decides (its author is told); a profile waits for an administrator:
// hiding a member's whole presence on a few members' word alone would make flags a weapon.
import {
  ALREADY_FLAGGED_COMMENT_MESSAGE,
  ALREADY_FLAGGED_PROFILE_MESSAGE,
  type FlagCreated,
  type FlaggableType,
  type FlagReason,
} from '@common/schemas/moderation';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, flaggedContent, sightings, users } from '../../db/schema';
import type { Clock } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { authorize } from '../../http/policies';
import { COMMENT_NOT_FOUND_MESSAGE } from '../comments/service';
import { MEMBER_NOT_FOUND_MESSAGE } from '../follows/service';
import { visibleTo } from '../sightings/view-query';
import { hideComment, lockComment, logAction } from './content';
import { notifyMember } from './notices';
import { readModerationSettings, type Tx } from './service';
import { profileShownTo } from './visibility';

export interface FlagInputValues {
  reason: FlagReason;
  details?: string | undefined;
}

async function insertFlag(
  tx: Tx,
  type: FlaggableType,
  contentId: number,
  reporterId: number,
  input: FlagInputValues,
  now: Date,
): Promise<number | null> {
  const [created] = await tx
    .insert(flaggedContent)
    .values({
      contentType: type,
      contentId,
      reason: input.reason,
      source: 'member',
      reporterId,
      details: input.details ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: flaggedContent.id });
  return created?.id ?? null;
}

export class MemberFlags {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async flagComment(commentId: number, reporterId: number, input: FlagInputValues): Promise<FlagCreated> {
    return this.db.transaction(async (tx) => {
      const now = this.clock();
      const comment = await lockComment(tx, commentId);
      if (!comment || comment.hiddenAt) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
      // What the member can see: a comment on a sighting shown to them, not a reply under a hidden comment.
      const [shown] = await tx
        .select({ id: sightings.id })
        .from(sightings)
        .where(and(eq(sightings.id, comment.sightingId), visibleTo(reporterId)))
        .limit(1);
      if (!shown) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
      if (comment.parentCommentId !== null) {
        const [parent] = await tx
          .select({ id: comments.id })
          .from(comments)
          .where(and(eq(comments.id, comment.parentCommentId), isNull(comments.hiddenAt)))
          .limit(1);
        if (!parent) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
      }
      authorize({ userId: reporterId, isAdmin: false }, 'comment.flag', comment);
      const id = await insertFlag(tx, 'comment', comment.id, reporterId, input, now);
      if (id === null) throw conflict(ALREADY_FLAGGED_COMMENT_MESSAGE);

      const settings = await readModerationSettings(tx);
      const [pending] = await tx
        .select({ n: count() })
        .from(flaggedContent)
        .where(
          and(
            eq(flaggedContent.contentType, 'comment'),
            eq(flaggedContent.contentId, comment.id),
            eq(flaggedContent.source, 'member'),
            eq(flaggedContent.status, 'pending'),
          ),
        );
      if ((pending?.n ?? 0) < settings.memberFlagsToHide) return { id, hidden: false };
      await hideComment(tx, comment, 'flags', now);
      const actionId = await logAction(tx, {
        action: 'auto_hide',
        contentType: 'comment',
        contentId: comment.id,
        targetUserId: comment.userId,
        admin: null,
        reason: null,
        at: now,
      });
      await notifyMember(tx, {
        userId: comment.userId,
        actionId,
        notice: {
          action: 'auto_hide',
          contentType: 'comment',
          species: null,
          suspendedUntil: null,
          reason: null,
        },
        sightingId: comment.sightingId,
      });
      return { id, hidden: true };
    });
  }

  async flagProfile(memberId: number, reporterId: number, input: FlagInputValues): Promise<FlagCreated> {
    return this.db.transaction(async (tx) => {
      const now = this.clock();
      const [member] = await tx
        .select({
          id: users.id,
          userId: users.id,
          profileHiddenAt: users.profileHiddenAt,
          suspendedAt: users.suspendedAt,
          suspendedUntil: users.suspendedUntil,
        })
        .from(users)
        .where(eq(users.id, memberId))
        .limit(1);
      const reporter = { userId: reporterId, isAdmin: false };
      if (!member || !profileShownTo(member, reporter, now)) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
      authorize(reporter, 'profile.flag', member);
      const id = await insertFlag(tx, 'profile', member.id, reporterId, input, now);
      if (id === null) throw conflict(ALREADY_FLAGGED_PROFILE_MESSAGE);
      return { id, hidden: false };
    });
  }
}

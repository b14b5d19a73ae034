// The administrators' decisions on a flagged (or hidden) item, in one transaction with the log line and the
// member's notification: keep (its pending flags dismissed, shown again if hidden), hide, delete, warn its member,
// suspend its member (until a date, or until lifted). Warning and suspending also hide the item unless the
// administrator says not to (hideContent false: its flags are then closed as approved).
import {
  type Decision,
  GEAR_REVIEW_ELSEWHERE_MESSAGE,
  ITEM_NOT_FOUND_MESSAGE,
  isSuspendedAt,
  MEMBER_GONE_MESSAGE,
  NOT_SUSPENDED_MESSAGE,
  NOTHING_TO_DECIDE_MESSAGE,
  type QueueContentType,
  SUSPENSION_END_MESSAGE,
  type SuspendedMember,
} from '@common/schemas/moderation';
import { and, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { comments, flaggedContent, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { SightingWriteService } from '../sightings/write-service';
import {
  clearProfile,
  deleteComment,
  hideComment,
  isHeldOrRemoved,
  type LockedComment,
  type LockedMember,
  lockComment,
  lockMember,
  logAction,
  removeSighting,
  restoreSighting,
  setProfileHidden,
  showComment,
} from './content';
import { type Notice, notifyMember } from './notices';
import { type LockedSighting, lockSighting, type Tx } from './service';

export interface DecisionValues {
  contentType: QueueContentType;
  contentId: number;
  decision: Decision;
  reason: string;
  hideContent?: boolean | undefined;
  suspendedUntil?: string | null | undefined;
}

export interface DecidingAdmin {
  id: number;
  username: string;
}

interface ItemState {
  authorId: number;
  hidden: boolean;
  species: string | null;
  /** The sighting a notification about the item opens (its own, or the one a comment is on). */
  sightingId: number | null;
  sighting?: LockedSighting;
  comment?: LockedComment;
  member?: LockedMember;
}

type ContentAction = 'keep' | 'hide' | 'delete';
const FLAG_STATUS: Record<ContentAction, 'dismissed' | 'removed'> = {
  keep: 'dismissed',
  hide: 'removed',
  delete: 'removed',
};

type Deps = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'places' | 'log'>;

export class ModerationDecisions {
  constructor(private readonly ctx: Deps) {}

  async decide(input: DecisionValues, admin: DecidingAdmin): Promise<void> {
    if (input.contentType === 'gear_review') throw badRequest(GEAR_REVIEW_ELSEWHERE_MESSAGE);
    const type = input.contentType;
    const { db, clock } = this.ctx;
    let sightingToDelete: number | null = null;
    let suspendedMember: number | null = null;
    await db.transaction(async (tx) => {
      const now = clock();
      const until = input.suspendedUntil ? new Date(input.suspendedUntil) : null;
      if (input.decision === 'suspend' && until && until.getTime() <= now.getTime())
        throw new HttpError(400, SUSPENSION_END_MESSAGE, [
          { path: 'suspendedUntil', message: SUSPENSION_END_MESSAGE },
        ]);
      const item = await lockItem(tx, type, input.contentId);
      const flags = await tx
        .select({ id: flaggedContent.id })
        .from(flaggedContent)
        .where(
          and(
            eq(flaggedContent.contentType, type),
            eq(flaggedContent.contentId, input.contentId),
            eq(flaggedContent.status, 'pending'),
          ),
        )
        .orderBy(desc(flaggedContent.id))
        .for('update');
      const flagIds = flags.map((f) => f.id);
      if (!item && (flagIds.length === 0 || input.decision === 'warn' || input.decision === 'suspend'))
        throw notFound(ITEM_NOT_FOUND_MESSAGE);
      if (item && flagIds.length === 0 && !item.hidden) throw conflict(NOTHING_TO_DECIDE_MESSAGE);

      const memberAction = input.decision === 'warn' || input.decision === 'suspend' ? input.decision : null;
      const contentAction: ContentAction | null =
        memberAction === null
          ? (input.decision as ContentAction)
          : input.hideContent === false
            ? null
            : 'hide';
      const review = { reviewedBy: admin.id, reviewedAt: now, notes: input.reason };
      if (flagIds.length > 0)
        await tx
          .update(flaggedContent)
          .set({ status: contentAction ? FLAG_STATUS[contentAction] : 'approved', ...review })
          .where(inArray(flaggedContent.id, flagIds));

      const base = { contentType: type, contentId: input.contentId, admin, reason: input.reason, at: now };
      if (contentAction) {
        const told = item
          ? await applyContentAction(tx, item, contentAction, flagIds[0] ?? null, now)
          : false;
        if (contentAction === 'delete' && type === 'sighting' && item) sightingToDelete = input.contentId;
        const actionId = await logAction(tx, {
          ...base,
          action: contentAction,
          targetUserId: item?.authorId ?? null,
          flagsResolved: flagIds.length,
        });
        if (item && told)
          await notifyMember(tx, {
            userId: item.authorId,
            actionId,
            notice: notice(contentAction, type, item, input.reason, null),
            sightingId: contentAction === 'delete' && type === 'sighting' ? null : item.sightingId,
          });
      }
      if (memberAction && item) {
        if (memberAction === 'suspend') {
          await tx
            .update(users)
            .set({ suspendedAt: now, suspendedUntil: until, suspensionReason: input.reason })
            .where(eq(users.id, item.authorId));
          suspendedMember = item.authorId;
        }
        const actionId = await logAction(tx, {
          ...base,
          action: memberAction,
          targetUserId: item.authorId,
          suspendedUntil: memberAction === 'suspend' ? until : null,
          flagsResolved: contentAction ? 0 : flagIds.length,
        });
        await notifyMember(tx, {
          userId: item.authorId,
          actionId,
          notice: notice(memberAction, type, item, input.reason, until),
          sightingId: null,
        });
      }
    });
    // A deleted sighting goes the way its author's delete takes it (media cleanup, upload allowance): already out
    // of view (removed) in the decision, so a failure here leaves it hidden, never shown.
    if (sightingToDelete !== null)
      await new SightingWriteService(db, clock, this.ctx.places)
        .remove(sightingToDelete)
        .catch((err: unknown) => {
          if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
        });
    if (suspendedMember !== null) await this.closeSockets(suspendedMember);
  }

  /** Lifts a suspension now: the member's sessions work again and they are told. */
  async unsuspend(memberId: number, reason: string, admin: DecidingAdmin): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const now = this.ctx.clock();
      const member = await lockMember(tx, memberId);
      if (!member) throw notFound(MEMBER_GONE_MESSAGE);
      if (!isSuspendedAt(member, now)) throw conflict(NOT_SUSPENDED_MESSAGE);
      await tx
        .update(users)
        .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
        .where(eq(users.id, memberId));
      const actionId = await logAction(tx, {
        action: 'unsuspend',
        contentType: null,
        contentId: null,
        targetUserId: memberId,
        admin,
        reason,
        at: now,
      });
      await notifyMember(tx, {
        userId: memberId,
        actionId,
        notice: { action: 'unsuspend', contentType: null, species: null, suspendedUntil: null, reason },
        sightingId: null,
      });
    });
  }

  /** Members suspended now, most recently suspended first. */
  async suspended(limit = 200): Promise<SuspendedMember[]> {
    const now = this.ctx.clock();
    const rows = await this.ctx.db
      .select({
        id: users.id,
        username: users.username,
        suspendedAt: users.suspendedAt,
        suspendedUntil: users.suspendedUntil,
        reason: users.suspensionReason,
      })
      .from(users)
      .where(
        and(isNotNull(users.suspendedAt), or(isNull(users.suspendedUntil), gt(users.suspendedUntil, now))),
      )
      .orderBy(desc(users.suspendedAt), desc(users.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      suspendedAt: (r.suspendedAt ?? now).toISOString(),
      suspendedUntil: r.suspendedUntil?.toISOString() ?? null,
      reason: r.reason,
    }));
  }

  /** The member's open real-time sockets close now (their sessions are refused from the next request on). */
  private async closeSockets(memberId: number): Promise<void> {
    await this.ctx.realtime
      .endSessions({ memberId })
      .catch((err: unknown) =>
        this.ctx.log.warn({ err }, 'could not close the sockets of a suspended member'),
      );
  }
}

function notice(
  action: Notice['action'],
  type: Exclude<QueueContentType, 'gear_review'>,
  item: ItemState,
  reason: string,
  until: Date | null,
): Notice {
  return { action, contentType: type, species: item.species, suspendedUntil: until, reason };
}

async function lockItem(
  tx: Tx,
  type: Exclude<QueueContentType, 'gear_review'>,
  id: number,
): Promise<ItemState | null> {
  if (type === 'sighting') {
    const sighting = await lockSighting(tx, id);
    if (!sighting) return null;
    return {
      authorId: sighting.userId,
      hidden: isHeldOrRemoved(sighting.verificationStatus),
      species: sighting.speciesName,
      sightingId: sighting.id,
      sighting,
    };
  }
  if (type === 'comment') {
    const comment = await lockComment(tx, id);
    if (!comment) return null;
    return {
      authorId: comment.userId,
      hidden: comment.hiddenAt !== null,
      species: comment.speciesName,
      sightingId: comment.sightingId,
      comment,
    };
  }
  const member = await lockMember(tx, id);
  if (!member) return null;
  return {
    authorId: member.id,
    hidden: member.profileHiddenAt !== null,
    species: null,
    sightingId: null,
    member,
  };
}

/** Does what the decision says to the item; answers whether its author is to be told. */
async function applyContentAction(
  tx: Tx,
  item: ItemState,
  action: ContentAction,
  newestFlagId: number | null,
  now: Date,
): Promise<boolean> {
  if (action === 'keep') {
    // Kept as it is: the author hears of it only when it comes back into view.
    if (!item.hidden) return false;
    if (item.sighting) await restoreSighting(tx, item.sighting.id, now);
    if (item.comment) await showComment(tx, item.comment);
    if (item.member) await setProfileHidden(tx, item.member.id, null);
    return true;
  }
  if (action === 'hide') {
    if (item.sighting) await removeSighting(tx, item.sighting, newestFlagId, now);
    if (item.comment) {
      if (item.comment.hiddenAt === null) await hideComment(tx, item.comment, 'admin', now);
      else await tx.update(comments).set({ hiddenBy: 'admin' }).where(eq(comments.id, item.comment.id));
    }
    if (item.member && item.member.profileHiddenAt === null) await setProfileHidden(tx, item.member.id, now);
    return true;
  }
  if (item.sighting) await removeSighting(tx, item.sighting, newestFlagId, now);
  if (item.comment) await deleteComment(tx, item.comment);
  if (item.member) await clearProfile(tx, item.member.id, now);
  return true;
}

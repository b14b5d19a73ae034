// The administrators' queue: every flagged item once, in its context (a sighting's photo, species and author; a
// comment's text, the sighting it is on and its author; a profile's name, bio and picture), with its flags,
// their reasons counted, its member's standing and the decisions already taken on it. Two views: items with
// pending flags (newest flag first), and items hidden now (to be shown again). Flagged gear reviews are listed
// read-only: the shop's own review queue (/product-management) decides them.
import {
  type ClassifierScores,
  FLAG_REASONS,
  type FlaggableType,
  type FlagReason,
  type FlagSource,
  type FlagStatus,
  type ModerationAction,
  type ModerationActionView,
  type QueueContentType,
  type QueueFlag,
  type QueueItem,
  type QueueView,
} from '@common/schemas/moderation';
import { and, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { comments, flaggedContent, gearReviews, moderationActions, sightings, users } from '../../db/schema';
import type { Clock } from '../../http/context';
import { loadComments, loadMembers, loadProfiles, loadReviews, loadSightings } from './queue-context';
import { REMOVED_STATUS } from './service';

const FLAGS_PER_ITEM = 20;
const HISTORY_PER_ITEM = 10;
/** Where flagged gear reviews are decided (pages/admin/ProductManagementPage.tsx). */
const GEAR_REVIEWS_URL = '/product-management';

interface Key {
  type: QueueContentType;
  id: number;
  at: Date;
}

const keyOf = (type: string, id: number) => `${type}:${id}`;

export class ModerationQueue {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(view: QueueView, limit: number): Promise<QueueItem[]> {
    const keys = view === 'pending' ? await this.pendingKeys(limit) : await this.hiddenKeys(limit);
    return this.hydrate(keys);
  }

  /** The decision log, newest first. */
  async actions(limit: number): Promise<ModerationActionView[]> {
    return this.actionViews(undefined, limit);
  }

  private async pendingKeys(limit: number): Promise<Key[]> {
    const last = sql`max(${flaggedContent.createdAt})`;
    const groups = await this.db
      .select({
        type: flaggedContent.contentType,
        id: flaggedContent.contentId,
        at: last.mapWith(flaggedContent.createdAt),
      })
      .from(flaggedContent)
      .where(eq(flaggedContent.status, 'pending'))
      .groupBy(flaggedContent.contentType, flaggedContent.contentId)
      .orderBy(desc(last))
      .limit(limit);
    const reviews = await this.db
      .select({ id: gearReviews.id, at: gearReviews.updatedAt })
      .from(gearReviews)
      .where(eq(gearReviews.moderationStatus, 'flagged'))
      .orderBy(desc(gearReviews.updatedAt))
      .limit(limit);
    return newestFirst(
      [
        ...groups.map((g) => ({ type: g.type as QueueContentType, id: g.id, at: g.at })),
        ...reviews.map((r) => ({ type: 'gear_review' as const, id: r.id, at: r.at })),
      ],
      limit,
    );
  }

  private async hiddenKeys(limit: number): Promise<Key[]> {
    const [hiddenComments, hiddenProfiles, removed] = await Promise.all([
      this.db
        .select({ id: comments.id, at: comments.hiddenAt })
        .from(comments)
        .where(isNotNull(comments.hiddenAt))
        .orderBy(desc(comments.hiddenAt))
        .limit(limit),
      this.db
        .select({ id: users.id, at: users.profileHiddenAt })
        .from(users)
        .where(isNotNull(users.profileHiddenAt))
        .orderBy(desc(users.profileHiddenAt))
        .limit(limit),
      this.db
        .select({ id: sightings.id, at: sightings.updatedAt })
        .from(sightings)
        .where(eq(sightings.verificationStatus, REMOVED_STATUS))
        .orderBy(desc(sightings.updatedAt))
        .limit(limit),
    ]);
    return newestFirst(
      [
        ...hiddenComments.map((c) => ({ type: 'comment' as const, id: c.id, at: c.at ?? new Date(0) })),
        ...hiddenProfiles.map((p) => ({ type: 'profile' as const, id: p.id, at: p.at ?? new Date(0) })),
        ...removed.map((s) => ({ type: 'sighting' as const, id: s.id, at: s.at })),
      ],
      limit,
    );
  }

  private async hydrate(keys: Key[]): Promise<QueueItem[]> {
    if (keys.length === 0) return [];
    const idsOf = (type: QueueContentType) => keys.filter((k) => k.type === type).map((k) => k.id);
    const [flags, sightingRows, commentRows, profileRows, reviewRows, history] = await Promise.all([
      this.flags(keys),
      loadSightings(this.db, idsOf('sighting')),
      loadComments(this.db, idsOf('comment')),
      loadProfiles(this.db, idsOf('profile')),
      loadReviews(this.db, idsOf('gear_review')),
      this.actionViews(
        itemsCondition(keys.filter((k) => k.type !== 'gear_review')),
        keys.length * HISTORY_PER_ITEM,
      ),
    ]);
    const authorIds = new Set<number>();
    for (const r of sightingRows.values()) authorIds.add(r.authorId);
    for (const r of commentRows.values()) authorIds.add(r.authorId);
    for (const r of profileRows.values()) authorIds.add(r.profile.id);
    for (const r of reviewRows.values()) authorIds.add(r.authorId);
    const authors = await loadMembers(this.db, [...authorIds], this.clock());

    return keys.map(({ type, id, at }) => {
      const key = keyOf(type, id);
      const itemFlags = flags.get(key) ?? [];
      const pending = itemFlags.filter((f) => f.status === 'pending');
      const s = type === 'sighting' ? sightingRows.get(id) : undefined;
      const c = type === 'comment' ? commentRows.get(id) : undefined;
      const p = type === 'profile' ? profileRows.get(id) : undefined;
      const r = type === 'gear_review' ? reviewRows.get(id) : undefined;
      const authorId = s?.authorId ?? c?.authorId ?? p?.profile.id ?? r?.authorId ?? null;
      const gearFlag: QueueFlag[] = r
        ? [
            {
              id: r.review.id,
              reason: 'other',
              source: 'member',
              details: r.flagReason,
              reporter: r.reporter,
              scores: null,
              status: 'pending',
              createdAt: r.at.toISOString(),
            },
          ]
        : [];
      const shownFlags = r ? gearFlag : itemFlags;
      const counted = r ? gearFlag : pending.length > 0 ? pending : itemFlags;
      return {
        contentType: type,
        contentId: id,
        hidden: s ? s.sighting.underReview || s.sighting.removed : c ? c.hidden : p ? p.hidden : Boolean(r),
        readOnly: type === 'gear_review',
        manageUrl: type === 'gear_review' ? GEAR_REVIEWS_URL : null,
        author: authorId !== null ? (authors.get(authorId) ?? null) : null,
        pendingFlags: r ? 1 : pending.length,
        reasons: countReasons(counted),
        flags: shownFlags.slice(0, FLAGS_PER_ITEM),
        lastFlaggedAt: shownFlags[0]?.createdAt ?? (type === 'gear_review' ? at.toISOString() : null),
        sighting: s?.sighting ?? null,
        comment: c?.comment ?? null,
        profile: p?.profile ?? null,
        review: r?.review ?? null,
        history: history
          .filter((h) => h.contentType === type && h.contentId === id)
          .slice(0, HISTORY_PER_ITEM),
      };
    });
  }

  /** Every flag of the items, pending first, newest first. */
  private async flags(keys: Key[]): Promise<Map<string, QueueFlag[]>> {
    const where = itemsCondition(
      keys.filter((k) => k.type !== 'gear_review'),
      flaggedContent,
    );
    const byItem = new Map<string, QueueFlag[]>();
    if (!where) return byItem;
    const reporter = alias(users, 'reporter');
    const rows = await this.db
      .select({ flag: flaggedContent, reporterName: reporter.username })
      .from(flaggedContent)
      .leftJoin(reporter, eq(reporter.id, flaggedContent.reporterId))
      .where(where)
      .orderBy(
        sql`(${flaggedContent.status} = 'pending') desc`,
        desc(flaggedContent.createdAt),
        desc(flaggedContent.id),
      )
      .limit(2_000);
    for (const { flag, reporterName } of rows) {
      const key = keyOf(flag.contentType, flag.contentId);
      const list = byItem.get(key) ?? [];
      list.push({
        id: flag.id,
        reason: flag.reason as FlagReason,
        source: flag.source as FlagSource,
        details: flag.details,
        reporter: flag.reporterId !== null ? { id: flag.reporterId, username: reporterName ?? '' } : null,
        scores: (flag.scores as ClassifierScores | null) ?? null,
        status: flag.status as FlagStatus,
        createdAt: flag.createdAt.toISOString(),
      });
      byItem.set(key, list);
    }
    return byItem;
  }

  private async actionViews(where: SQL | undefined | null, limit: number): Promise<ModerationActionView[]> {
    if (where === null) return [];
    const rows = await this.db
      .select({ action: moderationActions, targetName: users.username })
      .from(moderationActions)
      .leftJoin(users, eq(users.id, moderationActions.targetUserId))
      .where(where)
      .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
      .limit(limit);
    return rows.map(({ action: a, targetName }) => ({
      id: a.id,
      action: a.action as ModerationAction,
      contentType: a.contentType as FlaggableType | null,
      contentId: a.contentId,
      target: a.targetUserId !== null ? { id: a.targetUserId, username: targetName ?? '' } : null,
      admin: a.adminUsername,
      reason: a.reason,
      suspendedUntil: a.suspendedUntil?.toISOString() ?? null,
      flagsResolved: a.flagsResolved,
      createdAt: a.createdAt.toISOString(),
    }));
  }
}

function newestFirst(keys: Key[], limit: number): Key[] {
  return keys.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}

/** (content_type, content_id) in the keys, on the flags or the decision log; null when there are none. */
function itemsCondition(
  keys: Key[],
  table: typeof flaggedContent | typeof moderationActions = moderationActions,
): SQL | null {
  const types = [...new Set(keys.map((k) => k.type))];
  if (types.length === 0) return null;
  const parts = types.map((type) =>
    and(
      eq(table.contentType, type),
      inArray(
        table.contentId,
        keys.filter((k) => k.type === type).map((k) => k.id),
      ),
    ),
  );
  return or(...parts) ?? null;
}

function countReasons(flags: QueueFlag[]): { reason: FlagReason; count: number }[] {
  const counts = new Map<FlagReason, number>();
  for (const f of flags) counts.set(f.reason, (counts.get(f.reason) ?? 0) + 1);
  return FLAG_REASONS.filter((r) => counts.has(r)).map((reason) => ({
    reason,
    count: counts.get(reason) ?? 0,
  }));
}

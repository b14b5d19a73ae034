// Moderation: members' flags and the classifier's holds on sightings, the administrators' decisions, and the
// thresholds. A held sighting is taken out of public view (isPublic false, verificationStatus 'pending_review')
// until an administrator approves it (published again) or removes it (kept hidden, status 'removed').
import {
  ALREADY_FLAGGED_MESSAGE,
  type ClassifierScores,
  DEFAULT_MODERATION_SETTINGS,
  FLAG_NOT_FOUND_MESSAGE,
  FLAG_OWN_MESSAGE,
  FLAG_RESOLVED_MESSAGE,
  type FlagAction,
  type FlaggedItem,
  type FlagReason,
  type FlagSource,
  type FlagStatus,
  type ModerationSettings,
  type SightingModerationState,
} from '@common/schemas/moderation';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { flaggedContent, mediaAssets, moderationSettings, sightings, users } from '../../db/schema';
import type { Clock } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { SIGHTING_NOT_FOUND_MESSAGE } from '../sightings/write-service';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DbOrTx = Db | Tx;

/** Sighting statuses set by moderation; any other status is the sighting's own. */
export const UNDER_REVIEW_STATUS = 'pending_review';
export const REMOVED_STATUS = 'removed';

/** Which classes reach their thresholds (empty: the photo may be published). */
export function classesOverThreshold(scores: ClassifierScores, settings: ModerationSettings): string[] {
  const over: string[] = [];
  if (scores.porn >= settings.pornThreshold) over.push('porn');
  if (scores.hentai >= settings.hentaiThreshold) over.push('hentai');
  if (scores.sexy >= settings.sexyThreshold) over.push('sexy');
  return over;
}

export async function readModerationSettings(db: DbOrTx): Promise<ModerationSettings> {
  const [row] = await db.select().from(moderationSettings).where(eq(moderationSettings.id, 1)).limit(1);
  if (!row) return { ...DEFAULT_MODERATION_SETTINGS };
  return {
    classifierEnabled: row.classifierEnabled,
    pornThreshold: row.pornThreshold,
    hentaiThreshold: row.hentaiThreshold,
    sexyThreshold: row.sexyThreshold,
    memberFlagsToHide: row.memberFlagsToHide,
    bannedWords: row.bannedWords,
  };
}

export class ModerationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  settings(): Promise<ModerationSettings> {
    return readModerationSettings(this.db);
  }

  /** Without bannedWords (an older client), the list stays as it is. */
  async saveSettings(
    input: Omit<ModerationSettings, 'bannedWords'> & { bannedWords?: string[] | undefined },
    adminId: number,
  ): Promise<ModerationSettings> {
    const { bannedWords, ...rest } = input;
    const values = {
      ...rest,
      ...(bannedWords !== undefined ? { bannedWords } : {}),
      updatedBy: adminId,
      updatedAt: this.clock(),
    };
    await this.db
      .insert(moderationSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: moderationSettings.id, set: values });
    return this.settings();
  }

  /** What the viewer may know: held (only its author and administrators can see it then) and flagged by them. */
  async stateFor(sightingId: number, viewerId: number | null): Promise<SightingModerationState> {
    const [row] = await this.db
      .select({ status: sightings.verificationStatus })
      .from(sightings)
      .where(eq(sightings.id, sightingId))
      .limit(1);
    if (!row) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
    let flaggedByMe = false;
    if (viewerId !== null) {
      const [mine] = await this.db
        .select({ id: flaggedContent.id })
        .from(flaggedContent)
        .where(
          and(
            eq(flaggedContent.contentType, 'sighting'),
            eq(flaggedContent.contentId, sightingId),
            eq(flaggedContent.reporterId, viewerId),
            eq(flaggedContent.source, 'member'),
          ),
        )
        .limit(1);
      flaggedByMe = Boolean(mine);
    }
    return {
      underReview: row.status === UNDER_REVIEW_STATUS || row.status === REMOVED_STATUS,
      flaggedByMe,
    };
  }

  /**
   * A member flags a sighting they can see (not their own). Once `memberFlagsToHide` members have flagged it
   * and the flags are still pending, it is held for review. 409 when this member already flagged it.
   */
  async flag(
    sightingId: number,
    reporterId: number,
    input: { reason: FlagReason; details?: string | undefined },
  ): Promise<{ id: number; hidden: boolean }> {
    return this.db.transaction(async (tx) => {
      const sighting = await lockSighting(tx, sightingId);
      if (!sighting || (!sighting.isPublic && sighting.userId !== reporterId))
        throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
      if (sighting.userId === reporterId) throw forbidden(FLAG_OWN_MESSAGE);
      const [created] = await tx
        .insert(flaggedContent)
        .values({
          contentType: 'sighting',
          contentId: sightingId,
          sightingId,
          reason: input.reason,
          source: 'member',
          reporterId,
          details: input.details ?? null,
          createdAt: this.clock(),
        })
        .onConflictDoNothing()
        .returning({ id: flaggedContent.id });
      if (!created) throw conflict(ALREADY_FLAGGED_MESSAGE);
      const settings = await readModerationSettings(tx);
      const [pending] = await tx
        .select({ n: count() })
        .from(flaggedContent)
        .where(
          and(
            eq(flaggedContent.sightingId, sightingId),
            eq(flaggedContent.source, 'member'),
            eq(flaggedContent.status, 'pending'),
          ),
        );
      let hidden = false;
      if ((pending?.n ?? 0) >= settings.memberFlagsToHide) hidden = await hold(tx, sighting, created.id);
      return { id: created.id, hidden };
    });
  }

  /**
   * The classifier's verdict on a sighting's photo: held, with a flag carrying the scores, when a class reaches
   * its threshold. Answers whether it was held. Scoring the same sighting twice adds nothing.
   */
  async applyClassifierScores(sightingId: number, scores: ClassifierScores): Promise<boolean> {
    const settings = await this.settings();
    if (!settings.classifierEnabled) return false;
    if (classesOverThreshold(scores, settings).length === 0) return false;
    return this.db.transaction(async (tx) => {
      const sighting = await lockSighting(tx, sightingId);
      if (!sighting) return false;
      const [created] = await tx
        .insert(flaggedContent)
        .values({
          contentType: 'sighting',
          contentId: sightingId,
          sightingId,
          reason: 'inappropriate',
          source: 'classifier',
          scores,
          createdAt: this.clock(),
        })
        .onConflictDoNothing()
        .returning({ id: flaggedContent.id });
      if (!created) return false;
      await hold(tx, sighting, created.id);
      return true;
    });
  }

  /** The sighting flags of one status, newest first (the item queue is queue.ts). */
  async list(status: FlagStatus, limit: number): Promise<FlaggedItem[]> {
    const author = alias(users, 'author');
    const reporter = alias(users, 'reporter');
    const rows = await this.db
      .select({
        flag: flaggedContent,
        sightingId: sightings.id,
        speciesName: sightings.speciesName,
        isPublic: sightings.isPublic,
        verificationStatus: sightings.verificationStatus,
        variants: mediaAssets.variants,
        authorId: author.id,
        authorName: author.username,
        reporterName: reporter.username,
      })
      .from(flaggedContent)
      .leftJoin(sightings, eq(sightings.id, flaggedContent.sightingId))
      .leftJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId))
      .leftJoin(author, eq(author.id, sightings.userId))
      .leftJoin(reporter, eq(reporter.id, flaggedContent.reporterId))
      // Sighting flags only: comments and profiles are decided per item (queue.ts, decisions.ts).
      .where(and(eq(flaggedContent.status, status), eq(flaggedContent.contentType, 'sighting')))
      .orderBy(desc(flaggedContent.createdAt), desc(flaggedContent.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.flag.id,
      contentType: 'sighting' as const,
      contentId: r.flag.contentId,
      sighting:
        r.sightingId !== null && r.authorId !== null
          ? {
              id: r.sightingId,
              speciesName: r.speciesName ?? '',
              thumbUrl: r.variants?.thumb?.url ?? null,
              imageUrl: r.variants?.medium?.url ?? r.variants?.small?.url ?? r.variants?.thumb?.url ?? null,
              isPublic: r.isPublic ?? false,
              underReview: r.verificationStatus === UNDER_REVIEW_STATUS,
              author: { id: r.authorId, username: r.authorName ?? '' },
            }
          : null,
      reason: r.flag.reason as FlagReason,
      source: r.flag.source as FlagSource,
      details: r.flag.details,
      scores: r.flag.scores ?? null,
      reporter: r.flag.reporterId !== null ? { id: r.flag.reporterId, username: r.reporterName ?? '' } : null,
      status: r.flag.status as FlagStatus,
      createdAt: r.flag.createdAt.toISOString(),
      reviewedAt: r.flag.reviewedAt?.toISOString() ?? null,
      notes: r.flag.notes,
    }));
  }

  /** Pending flags, for the dashboard and the admin menu. */
  async pendingCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(flaggedContent)
      .where(eq(flaggedContent.status, 'pending'));
    return row?.n ?? 0;
  }

  /**
   * An administrator's decision. approve: the sighting is fine, every pending flag on it is closed and a hold
   * lifted. remove: every pending flag is closed and the sighting stays out of public view for good. dismiss:
   * only this flag was unfounded; the hold is lifted when no other flag on the sighting is pending.
   */
  async resolve(
    flagId: number,
    decision: { action: FlagAction; notes?: string | undefined },
    adminId: number,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [flag] = await tx
        .select()
        .from(flaggedContent)
        .where(eq(flaggedContent.id, flagId))
        .for('update')
        .limit(1);
      if (!flag) throw notFound(FLAG_NOT_FOUND_MESSAGE);
      if (flag.status !== 'pending') throw conflict(FLAG_RESOLVED_MESSAGE);
      const review = { reviewedBy: adminId, reviewedAt: this.clock(), notes: decision.notes || null };
      const sighting = flag.sightingId !== null ? await lockSighting(tx, flag.sightingId) : null;
      if (decision.action === 'dismiss' || !sighting) {
        const status =
          decision.action === 'approve' ? 'approved' : decision.action === 'remove' ? 'removed' : 'dismissed';
        await tx
          .update(flaggedContent)
          .set({ status, ...review })
          .where(eq(flaggedContent.id, flag.id));
        if (sighting && (await pendingFlags(tx, sighting.id)) === 0) await release(tx, sighting.id);
        return;
      }
      const status = decision.action === 'approve' ? 'approved' : 'removed';
      // The decision is about the sighting, so it answers every pending flag on it.
      await tx
        .update(flaggedContent)
        .set({ status, ...review })
        .where(
          and(
            eq(flaggedContent.sightingId, sighting.id),
            sql`(${flaggedContent.status} = 'pending' or ${flaggedContent.id} = ${flag.id})`,
          ),
        );
      if (decision.action === 'approve') await release(tx, sighting.id);
      else
        await tx
          .update(sightings)
          .set({ isPublic: false, verificationStatus: REMOVED_STATUS, updatedAt: this.clock() })
          .where(eq(sightings.id, sighting.id));
    });
  }
}

export interface LockedSighting {
  id: number;
  userId: number;
  speciesName: string;
  isPublic: boolean;
  verificationStatus: string;
}

export async function lockSighting(tx: Tx, id: number): Promise<LockedSighting | null> {
  const [row] = await tx
    .select({
      id: sightings.id,
      userId: sightings.userId,
      speciesName: sightings.speciesName,
      isPublic: sightings.isPublic,
      verificationStatus: sightings.verificationStatus,
    })
    .from(sightings)
    .where(eq(sightings.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

async function pendingFlags(tx: Tx, sightingId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(flaggedContent)
    .where(and(eq(flaggedContent.sightingId, sightingId), eq(flaggedContent.status, 'pending')));
  return row?.n ?? 0;
}

/** Takes a sighting out of public view; the flag remembers what to give back. No-op when already held. */
export async function hold(tx: Tx, sighting: LockedSighting, flagId: number): Promise<boolean> {
  if (sighting.verificationStatus === UNDER_REVIEW_STATUS || sighting.verificationStatus === REMOVED_STATUS)
    return false;
  await tx
    .update(flaggedContent)
    .set({ hidSighting: sighting.isPublic, priorVerificationStatus: sighting.verificationStatus })
    .where(eq(flaggedContent.id, flagId));
  await tx
    .update(sightings)
    .set({ isPublic: false, verificationStatus: UNDER_REVIEW_STATUS })
    .where(eq(sightings.id, sighting.id));
  return true;
}

/** Lifts a hold: the sighting gets back its visibility and status from the flag that held it. */
async function release(tx: Tx, sightingId: number): Promise<void> {
  const [holder] = await tx
    .select({ hid: flaggedContent.hidSighting, prior: flaggedContent.priorVerificationStatus })
    .from(flaggedContent)
    .where(
      and(
        eq(flaggedContent.sightingId, sightingId),
        sql`${flaggedContent.priorVerificationStatus} is not null`,
      ),
    )
    .orderBy(desc(flaggedContent.id))
    .limit(1);
  if (!holder) return;
  await tx
    .update(sightings)
    .set({
      isPublic: holder.hid ? true : sql`${sightings.isPublic}`,
      verificationStatus: holder.prior ?? 'verified',
    })
    .where(and(eq(sightings.id, sightingId), eq(sightings.verificationStatus, UNDER_REVIEW_STATUS)));
}

// Entering a contest: a member's own published sighting of the contest's media type, while entries are open.
// Premium members enter free; free members' entries wait ('pending', seen by nobody else) until their regional
// fee is paid through the payments feature, whose webhook confirms them (purpose.ts). The owner may pay a
// waiting entry again or withdraw an entry while entries are open (a paid one is refunded).
import { isPremiumTier } from '@common/constants/plans';
import {
  ALREADY_ENTERED_MESSAGE,
  CONTEST_FULL_MESSAGE,
  CONTEST_RULES,
  type ContestMediaType,
  type EligibleSighting,
  ENTRIES_CLOSED_MESSAGE,
  ENTRY_NOT_FOUND_MESSAGE,
  ENTRY_NOT_PENDING_MESSAGE,
  type EnterContestInput,
  type Entered,
  type EntryOfPayment,
  SIGHTING_NOT_ELIGIBLE_MESSAGE,
  TOO_MANY_ENTRIES_MESSAGE,
  WITHDRAW_CLOSED_MESSAGE,
  wrongMediaMessage,
} from '@common/schemas/contests';
import type { PaymentMethodValue } from '@common/schemas/payments';
import { and, desc, eq, inArray, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ChallengeEntryRow,
  type ChallengeRow,
  challengeEntries,
  mediaAssets,
  sightings,
  type UserRow,
} from '../../db/schema';
import type { AppContext } from '../../http/context';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { paymentSupportFor } from '../../payments/prices';
import { imageUrlOf } from '../sightings/presenters';
import { presentContest, presentEntry } from './presenters';
import { markEntryRefunded } from './purpose';
import { loadContest, lockContest, recountContest, selectEntries } from './queries';
import { statusAt } from './schedule';

/** The checkout returns the member to /contest-payment?payment=<id> whether they paid or gave up. */
const PAYMENT_PAGE = '/contest-payment';

/** Whether the sighting holds media of the contest's kind (a photo sighting without a photo cannot compete). */
const mediaMatches = (mediaType: ContestMediaType) =>
  mediaType === 'video'
    ? and(
        eq(sightings.mediaType, 'video'),
        or(isNotNull(sightings.videoUrl), isNotNull(sightings.mediaAssetId)),
      )
    : and(
        sql`${sightings.mediaType} not in ('video', 'none')`,
        or(isNotNull(sightings.photoUrl), isNotNull(sightings.mediaAssetId)),
      );

const ACTIVE = inArray(challengeEntries.paymentStatus, ['pending', 'paid', 'free']);

export class ContestEntryService {
  constructor(private readonly ctx: AppContext) {}

  private get db(): Db {
    return this.ctx.db;
  }

  async enter(user: UserRow, contestId: number, input: EnterContestInput): Promise<Entered> {
    const now = this.ctx.clock();
    const premium = isPremiumTier(user.subscriptionTier);
    const { entry, created } = await this.db.transaction(async (tx) => {
      const contest = await lockContest(tx, contestId);
      if (statusAt(contest, now) !== 'open') throw conflict(ENTRIES_CLOSED_MESSAGE);
      await this.checkSighting(tx, contest, user.id, input.sightingId);

      const [existing] = await tx
        .select()
        .from(challengeEntries)
        .where(
          and(
            eq(challengeEntries.challengeId, contest.id),
            eq(challengeEntries.sightingId, input.sightingId),
          ),
        );
      if (existing && (existing.paymentStatus === 'paid' || existing.paymentStatus === 'free'))
        throw conflict(ALREADY_ENTERED_MESSAGE, 'sightingId');
      await this.checkLimits(tx, contest, user.id, existing?.id ?? null);

      const values = {
        entryDescription: input.entryDescription ?? '',
        paymentStatus: premium ? 'free' : 'pending',
        paidAt: null,
        entryFeeAmount: null,
        entryFeeCurrency: null,
        updatedAt: now,
      };
      // A waiting or refunded entry of the same sighting is taken up again rather than duplicated.
      const [row] = existing
        ? await tx
            .update(challengeEntries)
            .set(values)
            .where(eq(challengeEntries.id, existing.id))
            .returning()
        : await tx
            .insert(challengeEntries)
            .values({
              ...values,
              challengeId: contest.id,
              sightingId: input.sightingId,
              userId: user.id,
              createdAt: now,
            })
            .returning();
      if (!row) throw new Error('the entry was not written');
      if (premium) await recountContest(tx, contest.id, now);
      return { entry: row, created: !existing };
    });

    if (premium) return { entry: await this.present(entry.id, user.id), checkout: null };
    try {
      const checkout = await this.startCheckout(user, entry, input.method);
      return { entry: await this.present(entry.id, user.id), checkout };
    } catch (error) {
      // No payment could start (the region has no payment method): an entry nobody can pay for is not kept.
      if (created)
        await this.db
          .delete(challengeEntries)
          .where(and(eq(challengeEntries.id, entry.id), eq(challengeEntries.paymentStatus, 'pending')));
      throw error;
    }
  }

  /** A new checkout for one's own entry still waiting for payment (the first was abandoned or declined). */
  async payAgain(
    user: UserRow,
    contestId: number,
    entryId: number,
    method: PaymentMethodValue | undefined,
  ): Promise<Entered> {
    const now = this.ctx.clock();
    const entry = await this.ownEntry(user.id, contestId, entryId);
    if (entry.paymentStatus !== 'pending') throw conflict(ENTRY_NOT_PENDING_MESSAGE);
    if (isPremiumTier(user.subscriptionTier)) {
      // Premium since the entry was made: it is free now.
      await this.db.transaction(async (tx) => {
        const contest = await lockContest(tx, contestId);
        if (statusAt(contest, now) !== 'open') throw conflict(ENTRIES_CLOSED_MESSAGE);
        await tx
          .update(challengeEntries)
          .set({ paymentStatus: 'free', updatedAt: now })
          .where(and(eq(challengeEntries.id, entry.id), eq(challengeEntries.paymentStatus, 'pending')));
        await recountContest(tx, contestId, now);
      });
      return { entry: await this.present(entry.id, user.id), checkout: null };
    }
    const contest = await loadContest(this.db, contestId);
    if (statusAt(contest, now) !== 'open') throw conflict(ENTRIES_CLOSED_MESSAGE);
    const checkout = await this.startCheckout(user, entry, method);
    return { entry: await this.present(entry.id, user.id), checkout };
  }

  /**
   * Withdraws one's own entry while entries are open: a waiting or free entry goes; a paid one is refunded
   * through the provider first (it stays, marked refunded, with its payment).
   */
  async withdraw(user: UserRow, contestId: number, entryId: number): Promise<{ refunded: boolean }> {
    const now = this.ctx.clock();
    const entry = await this.ownEntry(user.id, contestId, entryId);
    const contest = await loadContest(this.db, contestId);
    if (statusAt(contest, now) !== 'open') throw conflict(WITHDRAW_CLOSED_MESSAGE);
    if (entry.paymentStatus === 'paid' && entry.paymentId !== null) {
      await this.ctx.payments.refundPayment({
        paymentId: entry.paymentId,
        reason: 'requested_by_customer',
        adminNotes: `Contest entry ${entry.id} withdrawn by its owner`,
        processedBy: null,
      });
      await this.db.transaction((tx) => markEntryRefunded(tx, entry.paymentId ?? 0, now));
      return { refunded: true };
    }
    if (entry.paymentStatus === 'refunded') return { refunded: false };
    await this.db.transaction(async (tx) => {
      await tx
        .delete(challengeEntries)
        .where(
          and(
            eq(challengeEntries.id, entry.id),
            inArray(challengeEntries.paymentStatus, ['pending', 'free']),
          ),
        );
      await recountContest(tx, contestId, now);
    });
    return { refunded: false };
  }

  /** The member's published sightings of the contest's kind not yet entered in it, newest first. */
  async eligibleSightings(userId: number, contest: ChallengeRow): Promise<EligibleSighting[]> {
    const rows = await this.db
      .select({
        id: sightings.id,
        speciesName: sightings.speciesName,
        photoUrl: sightings.photoUrl,
        variants: mediaAssets.variants,
        createdAt: sightings.createdAt,
      })
      .from(sightings)
      .leftJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId))
      .where(
        and(
          eq(sightings.userId, userId),
          eq(sightings.isPublic, true),
          mediaMatches(contest.mediaType === 'video' ? 'video' : 'photo'),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(challengeEntries)
              .where(
                and(
                  eq(challengeEntries.challengeId, contest.id),
                  eq(challengeEntries.sightingId, sightings.id),
                  inArray(challengeEntries.paymentStatus, ['paid', 'free']),
                ),
              ),
          ),
        ),
      )
      .orderBy(desc(sightings.createdAt), desc(sightings.id))
      .limit(100);
    return rows.map((r) => ({
      id: r.id,
      speciesName: r.speciesName,
      imageUrl: (r.variants && imageUrlOf({ variants: r.variants })) ?? r.photoUrl,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** The member's own entry a payment of theirs was for (the latest checkout of the entry). */
  async ofPayment(userId: number, paymentId: number): Promise<EntryOfPayment> {
    const [entry] = await this.db
      .select({ id: challengeEntries.id, challengeId: challengeEntries.challengeId })
      .from(challengeEntries)
      .where(and(eq(challengeEntries.paymentId, paymentId), eq(challengeEntries.userId, userId)));
    if (!entry) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
    const contest = await loadContest(this.db, entry.challengeId);
    return {
      contest: presentContest(contest, this.ctx.clock()),
      entry: await this.present(entry.id, userId),
    };
  }

  /** The member's own entry of the contest; anyone else's does not exist for them (404). */
  private async ownEntry(userId: number, contestId: number, entryId: number): Promise<ChallengeEntryRow> {
    const [entry] = await this.db
      .select()
      .from(challengeEntries)
      .where(
        and(
          eq(challengeEntries.id, entryId),
          eq(challengeEntries.challengeId, contestId),
          eq(challengeEntries.userId, userId),
        ),
      );
    if (!entry) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
    return entry;
  }

  private async checkSighting(tx: Db, contest: ChallengeRow, userId: number, sightingId: number) {
    const [sighting] = await tx
      .select({ userId: sightings.userId, isPublic: sightings.isPublic })
      .from(sightings)
      .where(eq(sightings.id, sightingId));
    // Another member's private sighting does not exist for this member.
    if (!sighting || (sighting.userId !== userId && !sighting.isPublic)) throw notFound('Sighting not found');
    if (sighting.userId !== userId || !sighting.isPublic) throw forbidden(SIGHTING_NOT_ELIGIBLE_MESSAGE);
    const mediaType: ContestMediaType = contest.mediaType === 'video' ? 'video' : 'photo';
    const [matching] = await tx
      .select({ id: sightings.id })
      .from(sightings)
      .where(and(eq(sightings.id, sightingId), mediaMatches(mediaType)));
    if (!matching)
      throw new HttpError(400, wrongMediaMessage(mediaType), [
        { path: 'sightingId', message: wrongMediaMessage(mediaType) },
      ]);
  }

  /** At most 5 entries of one member, and a new member only while the contest has room. */
  private async checkLimits(tx: Db, contest: ChallengeRow, userId: number, reusedEntryId: number | null) {
    const mine = await tx
      .select({ id: challengeEntries.id, paymentStatus: challengeEntries.paymentStatus })
      .from(challengeEntries)
      .where(and(eq(challengeEntries.challengeId, contest.id), eq(challengeEntries.userId, userId), ACTIVE));
    const others = mine.filter((e) => e.id !== reusedEntryId);
    if (others.length >= CONTEST_RULES.maxEntriesPerMember) throw conflict(TOO_MANY_ENTRIES_MESSAGE);
    const participating = mine.some((e) => e.paymentStatus === 'paid' || e.paymentStatus === 'free');
    if (
      !participating &&
      contest.maxParticipants !== null &&
      contest.currentParticipants >= contest.maxParticipants
    )
      throw conflict(CONTEST_FULL_MESSAGE);
  }

  private async startCheckout(
    user: UserRow,
    entry: ChallengeEntryRow,
    method: PaymentMethodValue | undefined,
  ) {
    const support = paymentSupportFor(user.preferredLanguage);
    const chosen = method ?? (support.cardSupported ? 'card' : 'paypal');
    const checkout = await this.ctx.payments.startCheckout({
      userId: user.id,
      purpose: 'contest_entry',
      referenceId: entry.id,
      method: chosen,
      language: user.preferredLanguage,
      successPath: PAYMENT_PAGE,
      cancelPath: PAYMENT_PAGE,
    });
    await this.db
      .update(challengeEntries)
      .set({ paymentId: checkout.paymentId, updatedAt: this.ctx.clock() })
      .where(and(eq(challengeEntries.id, entry.id), eq(challengeEntries.paymentStatus, 'pending')));
    return checkout;
  }

  private async present(entryId: number, viewerId: number) {
    const [view] = await selectEntries(this.db, eq(challengeEntries.id, entryId));
    if (!view) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
    return presentEntry(view, {
      viewerId,
      votesVisible: false,
      voted: new Set(),
      finalists: new Set(),
      completed: false,
    });
  }
}

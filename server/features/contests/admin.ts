// What administrators do with contests (/admin/contests): read every contest with every entry and its payment,
// edit dates, texts, limits and judges, move a contest a step forward by hand (its dates follow, so the clock
// agrees), and cancel one: every paid entry is then refunded through the provider (a job per payment).
import {
  type AdminContest,
  type AdminContestDetail,
  CONTEST_CLOSED_MESSAGE,
  CONTEST_DATES_MESSAGE,
  STATUS_MOVE_MESSAGE,
  type UpdateContestInput,
} from '@common/schemas/contests';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ChallengeRow, challengeEntries, challenges, users } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { finalistViews, type Judge, judgingView } from './judging';
import { presentAdminContest, presentAdminEntry } from './presenters';
import { queueContestRefund } from './purpose';
import { loadContest, lockContest, selectEntries } from './queries';
import { type ContestDates, datesInOrder, statusAt } from './schedule';
import { winnersOf } from './service';

export class ContestAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async list(): Promise<AdminContest[]> {
    const now = this.clock();
    const rows = await this.db
      .select()
      .from(challenges)
      .orderBy(desc(challenges.startDate), asc(challenges.mediaType))
      .limit(100);
    return this.present(rows, now);
  }

  async get(id: number): Promise<AdminContest> {
    const [contest] = await this.present([await loadContest(this.db, id)], this.clock());
    if (!contest) throw new Error('contest vanished');
    return contest;
  }

  async detail(id: number, judge: Judge): Promise<AdminContestDetail> {
    const now = this.clock();
    const row = await loadContest(this.db, id);
    const status = statusAt(row, now);
    const entries = await selectEntries(this.db, eq(challengeEntries.challengeId, id), [
      asc(challengeEntries.createdAt),
      asc(challengeEntries.id),
    ]);
    const judged = status === 'judging' || status === 'completed';
    const finalists = new Set(judged ? (await finalistViews(this.db, id)).map((f) => f.entry.id) : []);
    return {
      contest: await this.get(id),
      entries: entries.map((v) =>
        presentAdminEntry(v, { voted: new Set(), finalists, completed: status === 'completed' }),
      ),
      judging: judged ? await judgingView(this.db, row, judge, now) : null,
    };
  }

  async update(id: number, input: UpdateContestInput): Promise<AdminContest> {
    const now = this.clock();
    const dates: ContestDates = {
      startDate: new Date(input.startDate),
      votingStartDate: new Date(input.votingStartDate),
      votingEndDate: new Date(input.votingEndDate),
      endDate: new Date(input.endDate),
    };
    if (!datesInOrder(dates))
      throw badRequest(CONTEST_DATES_MESSAGE, [{ path: 'votingStartDate', message: CONTEST_DATES_MESSAGE }]);
    if (input.judgeIds.length > 0) {
      const found = await this.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, input.judgeIds));
      if (found.length !== input.judgeIds.length)
        throw badRequest('Every judge must be a member (unknown member id).', [
          { path: 'judgeIds', message: 'Unknown member id' },
        ]);
    }
    await this.db.transaction(async (tx) => {
      const contest = await lockContest(tx, id);
      this.refuseEnded(contest, now);
      await tx
        .update(challenges)
        .set({
          title: input.title,
          description: input.description === '' ? null : input.description,
          rules: input.rules === '' ? null : input.rules,
          prizeDescription: input.prizeDescription === '' ? null : input.prizeDescription,
          maxParticipants: input.maxParticipants,
          ...dates,
          judgeIds: input.judgeIds,
          contestStatus: statusAt({ ...dates, contestStatus: contest.contestStatus }, now),
          updatedAt: now,
        })
        .where(eq(challenges.id, id));
    });
    return this.get(id);
  }

  /** One step forward by hand: opening, starting the vote or closing it now (the matching date becomes now). */
  async moveTo(id: number, target: 'open' | 'voting' | 'judging'): Promise<AdminContest> {
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      const contest = await lockContest(tx, id);
      this.refuseEnded(contest, now);
      const from = statusAt(contest, now);
      const step: Record<typeof target, { from: string; date: keyof ContestDates }> = {
        open: { from: 'upcoming', date: 'startDate' },
        voting: { from: 'open', date: 'votingStartDate' },
        judging: { from: 'voting', date: 'votingEndDate' },
      };
      if (step[target].from !== from) throw conflict(STATUS_MOVE_MESSAGE);
      await tx
        .update(challenges)
        .set({ [step[target].date]: now, contestStatus: target, updatedAt: now })
        .where(eq(challenges.id, id));
    });
    return this.get(id);
  }

  /** Cancels the contest; returns how many paid entries are being refunded. */
  async cancel(id: number, reason: string): Promise<{ contest: AdminContest; refunded: number }> {
    const now = this.clock();
    const refunded = await this.db.transaction(async (tx) => {
      const contest = await lockContest(tx, id);
      this.refuseEnded(contest, now);
      await tx
        .update(challenges)
        .set({ contestStatus: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
        .where(eq(challenges.id, id));
      const paid = await tx
        .select({ paymentId: challengeEntries.paymentId })
        .from(challengeEntries)
        .where(and(eq(challengeEntries.challengeId, id), eq(challengeEntries.paymentStatus, 'paid')));
      const paymentIds = paid.flatMap((p) => (p.paymentId !== null ? [p.paymentId] : []));
      // Each refund is its own job: one provider failing is retried without holding up the others.
      for (const paymentId of paymentIds) await queueContestRefund(tx, paymentId, 'contest_cancelled');
      return paymentIds.length;
    });
    return { contest: await this.get(id), refunded };
  }

  private refuseEnded(contest: ChallengeRow, now: Date) {
    const status = statusAt(contest, now);
    if (status === 'completed' || status === 'cancelled') throw conflict(CONTEST_CLOSED_MESSAGE);
  }

  private async present(rows: ChallengeRow[], now: Date): Promise<AdminContest[]> {
    const ids = rows.map((r) => r.id);
    const pending =
      ids.length === 0
        ? []
        : await this.db
            .select({ id: challengeEntries.challengeId, n: count() })
            .from(challengeEntries)
            .where(
              and(inArray(challengeEntries.challengeId, ids), eq(challengeEntries.paymentStatus, 'pending')),
            )
            .groupBy(challengeEntries.challengeId);
    const pendingBy = new Map(pending.map((p) => [p.id, p.n]));
    const winners = await winnersOf(this.db, rows);
    return rows.map((r) => presentAdminContest(r, now, winners.get(r.id) ?? null, pendingBy.get(r.id) ?? 0));
  }
}

// Judging and the result: once voting ends, the judges (members listed in judgeIds, and administrators) score
// the finalists 1-10; an administrator finalizes (or the sweep does when judging ends), which ranks the entries
// (ranking.ts), records the winner, tells them (notification and e-mail) and gives them the prize WildLens can
// give itself: 3 months of Premium Explorer. All in one transaction, so a contest is decided exactly once.
import {
  CONTEST_CLOSED_MESSAGE,
  CONTEST_RULES,
  FINALIZE_TOO_EARLY_MESSAGE,
  JUDGING_CLOSED_MESSAGE,
  type JudgingView,
  NOT_A_FINALIST_MESSAGE,
  NOT_A_JUDGE_MESSAGE,
  type ScoresInput,
} from '@common/schemas/contests';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ChallengeRow,
  challengeEntries,
  challenges,
  contestWinners,
  judgeScores,
  userNotifications,
  users,
} from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { grantPremiumMonths } from '../../payments/subscriptions';
import { presentContest, presentEntry } from './presenters';
import { confirmedOf, lockContest, selectEntries, votedBy } from './queries';
import { rankEntries } from './ranking';
import { parseCalendarMonth, statusAt } from './schedule';

/** The in-app notification type of a contest win (the web words it in the member's language). */
export const CONTEST_WON_NOTIFICATION_TYPE = 'contest_won';

/** Who scores: a member listed as the contest's judge, or an administrator account. */
export interface Judge {
  kind: 'member' | 'admin';
  id: number;
}

/** The judge the request speaks for: the administrator's bearer first, else a member the contest lists. */
export function judgeOf(
  contest: ChallengeRow,
  who: { adminId: number | null; userId: number | null },
): Judge | null {
  if (who.adminId !== null) return { kind: 'admin', id: who.adminId };
  if (who.userId !== null && contest.judgeIds.includes(who.userId)) return { kind: 'member', id: who.userId };
  return null;
}

/** The finalists: the confirmed entries with the most votes (ties to the earlier entry). */
export function finalistViews(db: Db, contestId: number) {
  return selectEntries(db, confirmedOf(contestId), [
    desc(challengeEntries.votes),
    asc(challengeEntries.createdAt),
    asc(challengeEntries.id),
  ]).then((rows) => rows.slice(0, CONTEST_RULES.finalists));
}

export async function judgingView(
  db: Db,
  contest: ChallengeRow,
  judge: Judge | null,
  now: Date,
): Promise<JudgingView> {
  const finalists = await finalistViews(db, contest.id);
  const ids = finalists.map((f) => f.entry.id);
  const scores =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(judgeScores)
          .where(and(eq(judgeScores.challengeId, contest.id), inArray(judgeScores.entryId, ids)));
  const judges =
    contest.judgeIds.length === 0
      ? []
      : await db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, contest.judgeIds))
          .orderBy(asc(users.username));
  const voted = await votedBy(db, judge?.kind === 'member' ? judge.id : null, ids);
  const finalistIds = new Set(ids);
  const completed = statusAt(contest, now) === 'completed';
  return {
    contest: presentContest(contest, now),
    finalists: finalists.map((view) => {
      const own = scores.filter((s) => s.entryId === view.entry.id);
      const mine = judge ? own.find((s) => s.judgeKind === judge.kind && s.judgeId === judge.id) : undefined;
      return {
        ...presentEntry(view, {
          viewerId: judge?.kind === 'member' ? judge.id : null,
          votesVisible: true,
          voted,
          finalists: finalistIds,
          completed,
        }),
        myScore: mine?.score ?? null,
        scoreCount: own.length,
      };
    }),
    judges,
  };
}

/** The judge's scores of finalists, replacing their earlier ones. */
export async function saveScores(
  db: Db,
  contest: ChallengeRow,
  judge: Judge | null,
  input: ScoresInput,
  now: Date,
): Promise<void> {
  if (!judge) throw forbidden(NOT_A_JUDGE_MESSAGE);
  if (statusAt(contest, now) !== 'judging') throw conflict(JUDGING_CLOSED_MESSAGE);
  const finalists = await finalistViews(db, contest.id);
  const byId = new Map(finalists.map((f) => [f.entry.id, f.entry]));
  for (const { entryId } of input.scores) {
    const entry = byId.get(entryId);
    if (!entry) throw conflict(NOT_A_FINALIST_MESSAGE, 'scores');
    // A judge who also entered does not score their own entry.
    if (judge.kind === 'member' && entry.userId === judge.id) throw forbidden(NOT_A_JUDGE_MESSAGE);
  }
  await db
    .insert(judgeScores)
    .values(
      input.scores.map((s) => ({
        challengeId: contest.id,
        entryId: s.entryId,
        judgeKind: judge.kind,
        judgeId: judge.id,
        score: s.score,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [judgeScores.entryId, judgeScores.judgeKind, judgeScores.judgeId],
      set: { score: sql`excluded.score`, updatedAt: now },
    });
}

/** The month a contest's winner is remembered under. */
function monthOf(contest: ChallengeRow): { month: number; year: number } {
  if (contest.calendarMonth) return parseCalendarMonth(contest.calendarMonth);
  return { month: contest.startDate.getUTCMonth() + 1, year: contest.startDate.getUTCFullYear() };
}

/** Rows of one statement, as one JSON parameter. */
const recordset = (rows: unknown[]) => sql`json_to_recordset(${JSON.stringify(rows)}::json)`;

/**
 * Decides the contest: ranks, records the winner and gives the prize. Refused before voting ends and once the
 * contest is completed or cancelled. Returns the winning entry's id (null without entries).
 */
export async function finalizeContest(db: Db, contestId: number, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const contest = await lockContest(tx, contestId);
    const status = statusAt(contest, now);
    if (status === 'completed' || status === 'cancelled') throw conflict(CONTEST_CLOSED_MESSAGE);
    if (status !== 'judging') throw conflict(FINALIZE_TOO_EARLY_MESSAGE);

    const entries = await selectEntries(tx, confirmedOf(contest.id));
    const scores = await tx
      .select({ entryId: judgeScores.entryId, score: judgeScores.score })
      .from(judgeScores)
      .where(eq(judgeScores.challengeId, contest.id));
    const ranked = rankEntries(
      entries.map((v) => ({
        id: v.entry.id,
        votes: v.entry.votes,
        createdAt: v.entry.createdAt,
        scores: scores.filter((s) => s.entryId === v.entry.id).map((s) => s.score),
      })),
    );
    if (ranked.length > 0)
      await tx.execute(sql`
        update ${challengeEntries} as e
        set rank = x.r, judge_score = x.j, final_score = x.f, is_winner = (x.r = 1), updated_at = ${now.toISOString()}::timestamptz
        from ${recordset(ranked.map((r) => ({ id: r.id, r: r.rank, j: r.judgeScore, f: r.finalScore })))}
          as x(id int, r int, j real, f real)
        where e.id = x.id`);
    const first = ranked[0];
    const winner = first ? entries.find((v) => v.entry.id === first.id) : undefined;
    await tx
      .update(challenges)
      .set({
        contestStatus: 'completed',
        finalizedAt: now,
        winningEntryId: winner?.entry.id ?? null,
        winnerId: winner?.entry.userId ?? null,
        updatedAt: now,
      })
      .where(eq(challenges.id, contest.id));
    if (!winner) return null;

    const { month, year } = monthOf(contest);
    await tx.insert(contestWinners).values({
      contestType: contest.mediaType,
      sightingId: winner.entry.sightingId,
      month,
      year,
      challengeId: contest.id,
      entryId: winner.entry.id,
      userId: winner.entry.userId,
      rank: 1,
      prize: contest.prizeDescription,
      createdAt: now,
    });
    await tx.insert(userNotifications).values({
      userId: winner.entry.userId,
      type: CONTEST_WON_NOTIFICATION_TYPE,
      sightingId: winner.entry.sightingId,
      message: `Your sighting of ${winner.speciesName} won the ${contest.title}!`,
      createdAt: now,
    });
    await grantPremiumMonths(tx, winner.entry.userId, CONTEST_RULES.premiumPrizeMonths, 'contest_prize', now);
    await enqueueJob(tx, 'contest_winner_email', { entryId: winner.entry.id });
    return winner.entry.id;
  });
}

// The site runs a photo and a video contest every month by itself: the sweep (at start, then hourly) makes sure
// this month's and next month's exist with the spec's defaults, records each contest's status as the clock moves
// it, and finalizes contests whose judging time is over. Every step is idempotent, so any number of processes
// may sweep at once.
import { CONTEST_MEDIA_TYPES, CONTEST_PRIZES, CONTEST_RULES } from '@common/schemas/contests';
import { and, eq, lte, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { challenges } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { runPeriodically } from '../../jobs/periodic';
import { finalizeContest } from './judging';
import {
  calendarMonthOf,
  DEFAULT_PRIZE_DESCRIPTION,
  defaultTitle,
  monthlySchedule,
  nextCalendarMonth,
  statusAt,
} from './schedule';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** This month's and next month's photo and video contests; returns how many were created. */
export async function ensureMonthlyContests(db: Db, now: Date): Promise<number> {
  const current = calendarMonthOf(now);
  const months = [current, nextCalendarMonth(current)];
  const created = await db
    .insert(challenges)
    .values(
      months.flatMap((month) =>
        CONTEST_MEDIA_TYPES.map((mediaType) => ({
          title: defaultTitle(month, mediaType),
          mediaType,
          calendarMonth: month,
          ...monthlySchedule(month),
          entryFee: CONTEST_RULES.defaultEntryFeeUsd,
          totalPrizePool: CONTEST_RULES.defaultPrizePoolUsd,
          sponsoredPrizes: [...CONTEST_PRIZES],
          prizeDescription: DEFAULT_PRIZE_DESCRIPTION,
          contestType: 'community',
          createdAt: now,
          updatedAt: now,
        })),
      ),
    )
    // The partial unique index on (calendar_month, media_type) keeps each month's pair single.
    .onConflictDoNothing()
    .returning({ id: challenges.id });
  return created.length;
}

export interface SweepResult {
  created: number;
  statusesRecorded: number;
  finalized: number;
}

/** One sweep: create, record statuses, finalize what is due. */
export async function sweepContests(
  db: Db,
  now: Date,
  log?: Pick<FastifyInstance['log'], 'warn'>,
): Promise<SweepResult> {
  const created = await ensureMonthlyContests(db, now);
  const live = await db
    .select()
    .from(challenges)
    .where(notInArray(challenges.contestStatus, ['completed', 'cancelled']));
  let statusesRecorded = 0;
  for (const contest of live) {
    const status = statusAt(contest, now);
    if (status === contest.contestStatus) continue;
    // Only moves the row that still says what this sweep read (another writer may have ended it meanwhile).
    const moved = await db
      .update(challenges)
      .set({ contestStatus: status, updatedAt: now })
      .where(and(eq(challenges.id, contest.id), eq(challenges.contestStatus, contest.contestStatus)))
      .returning({ id: challenges.id });
    statusesRecorded += moved.length;
  }
  const due = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(
      and(notInArray(challenges.contestStatus, ['completed', 'cancelled']), lte(challenges.endDate, now)),
    );
  let finalized = 0;
  for (const { id } of due) {
    try {
      await finalizeContest(db, id, now);
      finalized += 1;
    } catch (err) {
      // Finalized by an administrator or another process meanwhile.
      if (!(err instanceof HttpError && err.statusCode === 409))
        log?.warn({ err, contestId: id }, 'could not finalize a contest');
    }
  }
  return { created, statusesRecorded, finalized };
}

/** main.ts: the sweep at start and every hour (statuses change at midnight UTC; an hour late is harmless). */
export function startContestSweeps(app: FastifyInstance): void {
  const sweeps = runPeriodically(async () => {
    try {
      await sweepContests(app.ctx.db, app.ctx.clock(), app.log);
    } catch (err) {
      app.log.warn({ err }, 'contest sweep failed');
    }
  }, SWEEP_EVERY_MS);
  app.addHook('preClose', () => sweeps.stop());
}

// The rewards that follow from published sightings, settled by a sweep (hourly beside the job worker; tests call
// runReferralSweeps with the time they want). Both parts find their candidates with one set-based statement and
// give each reward in its own short transaction through grantReward (once, by referral_rewards' unique key), so
// running the sweep again, or on two processes at once, gives nothing twice.
//
// - Activity month: for the previous calendar month (UTC), every member premium when the month is settled who
//   published at least REFERRAL_RULES.activityMonthSightings sightings in it earns a free month
//   (sightingMonthsEarned + 1). Published = a sighting row created in that month and still there.
// - Gift card: firstMonthSightings is the number of sightings a member published in their first
//   REFERRAL_RULES.giftCardDays days; kept up to date here for members whose window is open (or closed within
//   the last week, so a late sweep still settles it) and read live on the member's own pages. At
//   REFERRAL_RULES.giftCardSightings the member becomes giftCardEligible, gets one gift_card_notifications row
//   (unique per member), an in-app notification and an e-mail, and the month (giftCardAwarded).
import { REFERRAL_RULES } from '@common/schemas/referrals';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { giftCardNotifications, sightings, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { letRequestsIn, runPeriodically } from '../../jobs/periodic';
import { grantReward } from './rewards';

const DAY_MS = 24 * 3600_000;
/** How long after a member's window closed the sweep still settles it. */
const GIFT_CARD_SETTLE_DAYS = 7;

/** `YYYY-MM` of the calendar month (UTC) before `now`, with its bounds. */
export function previousMonth(now: Date): { key: string; start: Date; end: Date } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
  const key = `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
  return { key, start, end };
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** Activity months of the month before `now`; how many were given. */
export async function settleActivityMonth(db: Db, now: Date): Promise<number> {
  const month = previousMonth(now);
  const candidates = rowsOf<{ user_id: number; n: number | string }>(
    await db.execute(sql`
      select s.user_id, count(*)::int as n
      from ${sightings} s
      join ${users} u on u.id = s.user_id
      where s.created_at >= ${month.start.toISOString()}::timestamptz
        and s.created_at < ${month.end.toISOString()}::timestamptz
        and u.subscription_tier in ('premium', 'photographer', 'professional')
        and not exists (
          select 1 from referral_rewards r
          where r.kind = 'activity_month' and r.user_id = s.user_id and r.subject = ${month.key}
        )
      group by s.user_id
      having count(*) >= ${REFERRAL_RULES.activityMonthSightings}`),
  );
  let given = 0;
  for (const c of candidates) {
    const count = Number(c.n);
    const done = await db.transaction(async (tx) => {
      const ok = await grantReward(tx, {
        kind: 'activity_month',
        userId: c.user_id,
        subject: month.key,
        months: REFERRAL_RULES.activityMonths,
        message: `You published ${count} sightings in ${month.key}: you earned a free month of Premium Explorer`,
        at: now,
      });
      if (ok)
        await tx
          .update(users)
          .set({ sightingMonthsEarned: sql`${users.sightingMonthsEarned} + 1` })
          .where(eq(users.id, c.user_id));
      return ok;
    });
    if (done) given++;
    await letRequestsIn();
  }
  return given;
}

/** Published sightings in the member's first days, counted now (the member's own pages read it live). */
export async function firstMonthSightingsOf(db: Db, userId: number, joinedAt: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sightings)
    .where(
      and(
        eq(sightings.userId, userId),
        sql`${sightings.createdAt} < ${new Date(joinedAt.getTime() + REFERRAL_RULES.giftCardDays * DAY_MS).toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Gives the gift card to one member who reached the rule; false when given before. */
export async function awardGiftCard(db: Db, userId: number, count: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [notice] = await tx
      .insert(giftCardNotifications)
      .values({ userId, sightingsCount: count, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: giftCardNotifications.id });
    if (!notice) return false;
    await tx
      .update(users)
      .set({
        firstMonthSightings: count,
        giftCardEligible: true,
        giftCardNotified: true,
        giftCardAwarded: true,
      })
      .where(eq(users.id, userId));
    await grantReward(tx, {
      kind: 'gift_card',
      userId,
      subject: 'gift_card',
      months: REFERRAL_RULES.giftCardMonths,
      message: `You published ${count} sightings in your first ${REFERRAL_RULES.giftCardDays} days: your WildLens gift card (one month of Premium Explorer) is on your account`,
      at: now,
    });
    return true;
  });
}

/** firstMonthSightings of the members whose window is open or just closed, then the gift cards they earned. */
export async function settleGiftCards(db: Db, now: Date): Promise<number> {
  const windowMs = REFERRAL_RULES.giftCardDays * DAY_MS;
  const since = new Date(now.getTime() - windowMs - GIFT_CARD_SETTLE_DAYS * DAY_MS).toISOString();
  const counted = rowsOf<{ id: number; n: number | string }>(
    await db.execute(sql`
      update ${users} u
      set first_month_sightings = c.n,
          gift_card_eligible = u.gift_card_eligible or c.n >= ${REFERRAL_RULES.giftCardSightings}
      from (
        select m.id, count(s.id)::int as n
        from ${users} m
        left join ${sightings} s
          on s.user_id = m.id and s.created_at < m.created_at + make_interval(days => ${REFERRAL_RULES.giftCardDays})
        where m.created_at >= ${since}::timestamptz and not m.gift_card_awarded
        group by m.id
      ) c
      -- Only rows whose count moved, or that reached the rule (awarded ones are left out above): an unchanged
      -- member's row is not rewritten every hour.
      where u.id = c.id
        and (u.first_month_sightings <> c.n or c.n >= ${REFERRAL_RULES.giftCardSightings})
      returning u.id, c.n`),
  );
  let given = 0;
  for (const row of counted) {
    const n = Number(row.n);
    if (n >= REFERRAL_RULES.giftCardSightings && (await awardGiftCard(db, row.id, n, now))) given++;
    await letRequestsIn();
  }
  return given;
}

export async function runReferralSweeps(
  ctx: Pick<AppContext, 'db'>,
  now: Date,
): Promise<{ activityMonths: number; giftCards: number }> {
  const activityMonths = await settleActivityMonth(ctx.db, now);
  const giftCards = await settleGiftCards(ctx.db, now);
  return { activityMonths, giftCards };
}

const REFERRAL_SWEEP_EVERY_MS = 60 * 60_000;

export function startReferralSweeps(app: FastifyInstance): void {
  const sweeps = runPeriodically(async () => {
    try {
      const done = await runReferralSweeps(app.ctx, app.ctx.clock());
      if (done.activityMonths > 0 || done.giftCards > 0) app.ctx.log.info(done, 'referral rewards sweep');
    } catch (error) {
      app.ctx.log.error({ err: error }, 'the referral rewards sweep failed; it runs again in an hour');
    }
  }, REFERRAL_SWEEP_EVERY_MS);
  app.addHook('preClose', () => sweeps.stop());
}

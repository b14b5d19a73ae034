// What the referral pages read: the member's summary (/api/referrals/me), the gift card progress
// (/api/gift-card-offer) and the administrator's overview (/api/admin/referrals).
import { isPremiumTier } from '@common/constants/plans';
import {
  type AdminReferrals,
  type AdminReferralsQuery,
  adminReferralsQuerySchema,
  type GiftCardProgress,
  REFERRAL_RULES,
  type ReferralSummary,
  type Reward,
  type RewardKind,
} from '@common/schemas/referrals';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { referralRewards, sightings, type UserRow, users } from '../../db/schema';
import { ensureReferralCode } from './rewards';
import { firstMonthSightingsOf } from './sweeps';

const DAY_MS = 24 * 3600_000;

/** Sightings the member published in the month `YYYY-MM` (UTC; those still there). */
export async function countInMonth(db: Db, userId: number, key: string): Promise<number> {
  const [y, m] = key.split('-').map(Number);
  if (!y || !m) return 0;
  const start = new Date(Date.UTC(y, m - 1, 1));
  const end = new Date(Date.UTC(y, m, 1));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sightings)
    .where(
      and(
        eq(sightings.userId, userId),
        sql`${sightings.createdAt} >= ${start.toISOString()}::timestamptz`,
        sql`${sightings.createdAt} < ${end.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}

const referred = alias(users, 'referred');

/** The member (the users row in scope) has paid for Premium at least once: a referral that converted. */
const PAID_PREMIUM = sql`exists (select 1 from payments p where p.user_id = "users"."id" and p.purpose = 'premium_subscription' and p.paid_at is not null)`;

function presentReward(r: {
  id: number;
  kind: string;
  subject: string;
  months: number;
  createdAt: Date;
  referredName: string | null;
}): Reward {
  const kind = r.kind as RewardKind;
  return {
    id: r.id,
    kind,
    detail: kind === 'referral' ? r.referredName : kind === 'activity_month' ? r.subject : null,
    months: r.months,
    createdAt: r.createdAt.toISOString(),
  };
}

export class ReferralQueries {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly clock: () => Date,
  ) {}

  /** The member's gift card progress, counted live while the window is open. */
  async giftCard(user: UserRow): Promise<GiftCardProgress> {
    const now = this.clock();
    const windowEndsAt = new Date(user.createdAt.getTime() + REFERRAL_RULES.giftCardDays * DAY_MS);
    const sightingsCount = user.giftCardAwarded
      ? user.firstMonthSightings
      : await firstMonthSightingsOf(this.db, user.id, user.createdAt);
    return {
      sightings: sightingsCount,
      required: REFERRAL_RULES.giftCardSightings,
      windowEndsAt: windowEndsAt.toISOString(),
      windowOpen: now < windowEndsAt,
      eligible: user.giftCardEligible || sightingsCount >= REFERRAL_RULES.giftCardSightings,
      notified: user.giftCardNotified,
      awarded: user.giftCardAwarded,
    };
  }

  async summary(userId: number): Promise<ReferralSummary> {
    const code = await ensureReferralCode(this.db, userId);
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Error(`no member ${userId}`);
    const rewards = await this.db
      .select({
        id: referralRewards.id,
        kind: referralRewards.kind,
        subject: referralRewards.subject,
        months: referralRewards.months,
        createdAt: referralRewards.createdAt,
        referredName: referred.username,
      })
      .from(referralRewards)
      .leftJoin(referred, eq(referred.id, referralRewards.referredUserId))
      .where(eq(referralRewards.userId, userId))
      .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id))
      .limit(100);
    const [converted] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.referredByUserId, userId), PAID_PREMIUM));
    return {
      code,
      link: `${this.publicUrl}/register?ref=${encodeURIComponent(code)}`,
      referralCount: user.referralCount,
      conversions: Number(converted?.n ?? 0),
      premium: isPremiumTier(user.subscriptionTier),
      freeMonthsEarned: user.freeMonthsEarned,
      freeMonthsUsed: user.freeMonthsUsed,
      sightingMonthsEarned: user.sightingMonthsEarned,
      rewards: rewards.map(presentReward),
      giftCard: await this.giftCard(user),
    };
  }

  async admin(input: AdminReferralsQuery): Promise<AdminReferrals> {
    const query = adminReferralsQuerySchema.parse(input);
    const search = query.q ? `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    // Correlated on "users"."id" written out: a bare column inside the subquery would name its own table's id.
    const conversions = sql<number>`(select count(*)::int from users m where m.referred_by_user_id = "users"."id" and exists (select 1 from payments p where p.user_id = m.id and p.purpose = 'premium_subscription' and p.paid_at is not null))`;
    const months = sql<number>`(select coalesce(sum(r.months), 0)::int from referral_rewards r where r.user_id = "users"."id")`;
    const where = and(
      sql`(${users.referralCount} > 0 or exists (select 1 from referral_rewards r where r.user_id = "users"."id"))`,
      search
        ? sql`(lower(${users.username}) like ${search} or lower(coalesce(${users.email}, '')) like ${search})`
        : undefined,
    );
    const order =
      query.sort === 'conversions'
        ? [desc(conversions), desc(users.referralCount)]
        : query.sort === 'months'
          ? [desc(months), desc(users.referralCount)]
          : [desc(users.referralCount), desc(conversions)];
    const rows = await this.db
      .select({
        userId: users.id,
        username: users.username,
        email: users.email,
        referralCount: users.referralCount,
        tier: users.subscriptionTier,
        conversions,
        months,
      })
      .from(users)
      .where(where)
      .orderBy(...order, users.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
    const [referredTotals] = await this.db
      .select({
        referred: sql<number>`count(*) filter (where ${users.referredByUserId} is not null)::int`,
        referrers: sql<number>`count(*) filter (where ${users.referralCount} > 0)::int`,
        converted: sql<number>`count(*) filter (where ${users.referredByUserId} is not null and ${PAID_PREMIUM})::int`,
      })
      .from(users);
    const byKind = await this.db
      .select({
        kind: referralRewards.kind,
        n: sql<number>`count(*)::int`,
        months: sql<number>`coalesce(sum(${referralRewards.months}), 0)::int`,
      })
      .from(referralRewards)
      .groupBy(referralRewards.kind);
    const kindCount = (k: RewardKind) => Number(byKind.find((r) => r.kind === k)?.n ?? 0);
    const recent = await this.db
      .select({
        id: referralRewards.id,
        kind: referralRewards.kind,
        subject: referralRewards.subject,
        months: referralRewards.months,
        createdAt: referralRewards.createdAt,
        referredName: referred.username,
        userId: referralRewards.userId,
        username: users.username,
      })
      .from(referralRewards)
      .innerJoin(users, eq(users.id, referralRewards.userId))
      .leftJoin(referred, eq(referred.id, referralRewards.referredUserId))
      .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id))
      .limit(20);
    return {
      totals: {
        referredMembers: Number(referredTotals?.referred ?? 0),
        referrers: Number(referredTotals?.referrers ?? 0),
        conversions: Number(referredTotals?.converted ?? 0),
        rewards: {
          referral: kindCount('referral'),
          activity_month: kindCount('activity_month'),
          gift_card: kindCount('gift_card'),
        },
        monthsGranted: byKind.reduce((a, r) => a + Number(r.months), 0),
      },
      referrers: rows.map((r) => ({
        userId: r.userId,
        username: r.username,
        email: r.email,
        referralCount: r.referralCount,
        conversions: Number(r.conversions),
        monthsEarned: Number(r.months),
        premium: isPremiumTier(r.tier),
      })),
      recentRewards: recent.map((r) => ({ ...presentReward(r), userId: r.userId, username: r.username })),
      total: Number(count?.n ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}

// Referral codes and the rewards of issue 14 item 6. Every reward goes through grantReward: a row in
// referral_rewards, unique by (kind, member, subject), decides that it is given exactly once however often the
// event that causes it arrives (a replayed webhook, a sweep run twice, two processes); only the transaction that
// inserted the row gives the month (payments' grantPremiumMonths, which adds to freeMonthsEarned and applies it to
// the next renewal, or starts complimentary premium), writes the in-app notification and queues the e-mail.
import { randomBytes } from 'node:crypto';
import { isPremiumTier } from '@common/constants/plans';
import { REFERRAL_CODE_PATTERN, REFERRAL_RULES, type RewardKind } from '@common/schemas/referrals';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, referralRewards, userNotifications, users } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { grantPremiumMonths } from '../../payments/subscriptions';

/** The in-app notification types of the rewards (the web words them in the member's language). */
export const REWARD_NOTIFICATION_TYPE: Record<RewardKind, string> = {
  referral: 'referral_reward',
  activity_month: 'activity_month_reward',
  gift_card: 'gift_card_reward',
};

/** A new referral code: 10 URL-safe characters (60 random bits). */
export function newReferralCode(): string {
  return randomBytes(8).toString('base64url').slice(0, 10);
}

/** The member's referral code, made now for a member who joined before codes existed. */
export async function ensureReferralCode(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
    if (!row) throw new Error(`no member ${userId}`);
    if (row.code) return row.code;
    try {
      await db
        .update(users)
        .set({ referralCode: newReferralCode() })
        .where(and(eq(users.id, userId), isNull(users.referralCode)));
    } catch (error) {
      // Another member's code (60 random bits: never expected): try another.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not make a referral code');
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * The referrer a registration names: by the link's code, else by the spec's referredBy e-mail (an existing
 * member's address). Unknown, malformed or one's own: null (the registration goes on without a referrer).
 */
export async function resolveReferrer(
  db: Pick<Db, 'select'>,
  input: { referralCode?: string | undefined; referredBy?: string | undefined; email: string },
): Promise<number | null> {
  const code = input.referralCode?.trim();
  if (code && REFERRAL_CODE_PATTERN.test(code)) {
    const [byCode] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code));
    if (byCode) return byCode.id;
  }
  const email = input.referredBy?.trim().toLowerCase();
  if (email && email !== input.email.trim().toLowerCase()) {
    const [byEmail] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (byEmail) return byEmail.id;
  }
  return null;
}

/** Counts the new member for their referrer, in the registration's transaction. */
export async function countReferral(tx: Db, referrerId: number): Promise<void> {
  await tx
    .update(users)
    .set({ referralCount: sql`${users.referralCount} + 1` })
    .where(eq(users.id, referrerId));
}

export interface RewardInput {
  kind: RewardKind;
  userId: number;
  subject: string;
  months: number;
  referredUserId?: number | null;
  /** The in-app notification's English fallback (the web words it from its type). */
  message: string;
  at: Date;
}

/** Gives a reward once; false when it was given before. Runs in the caller's transaction. */
export async function grantReward(tx: Db, input: RewardInput): Promise<boolean> {
  const [row] = await tx
    .insert(referralRewards)
    .values({
      kind: input.kind,
      userId: input.userId,
      subject: input.subject,
      referredUserId: input.referredUserId ?? null,
      months: input.months,
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: referralRewards.id });
  if (!row) return false;
  await grantPremiumMonths(
    tx,
    input.userId,
    input.months,
    `reward: ${input.kind} ${input.subject}`,
    input.at,
  );
  await tx.insert(userNotifications).values({
    userId: input.userId,
    type: REWARD_NOTIFICATION_TYPE[input.kind],
    // The referred member is the notification's actor: the web names them in the member's language.
    actorId: input.referredUserId ?? null,
    message: input.message,
    createdAt: input.at,
  });
  await enqueueJob(tx, 'referral_reward_email', { rewardId: row.id });
  return true;
}

/**
 * A member's first paid Premium started (a success step of the premium purpose, added in app.ts, in the webhook's
 * transaction): their referrer earns a free month if the referrer is premium now. Once per referred member: a
 * later subscription, a replayed event or a renewal gives nothing more.
 */
export async function rewardReferralConversion(
  tx: Db,
  referredUserId: number,
  paymentId: number,
  at: Date,
): Promise<void> {
  // Only the first paid Premium: a member who subscribed before (and came back) brings no new reward.
  const [earlier] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, referredUserId),
        eq(payments.purpose, 'premium_subscription'),
        isNotNull(payments.paidAt),
        ne(payments.id, paymentId),
      ),
    )
    .limit(1);
  if (earlier) return;
  const [referred] = await tx
    .select({ referrerId: users.referredByUserId, username: users.username })
    .from(users)
    .where(eq(users.id, referredUserId));
  if (!referred?.referrerId || referred.referrerId === referredUserId) return;
  const [referrer] = await tx
    .select({ tier: users.subscriptionTier })
    .from(users)
    .where(eq(users.id, referred.referrerId));
  if (!referrer || !isPremiumTier(referrer.tier)) return;
  await grantReward(tx, {
    kind: 'referral',
    userId: referred.referrerId,
    subject: `user:${referredUserId}`,
    referredUserId,
    months: REFERRAL_RULES.referralMonths,
    message: `${referred.username} started Premium Explorer with your invitation: you earned a free month`,
    at,
  });
}

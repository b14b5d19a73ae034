// The member's plan as the users row states it (spec section 3: subscriptionTier, subscriptionStatus,
// subscriptionMethod, subscriptionExpiresAt, the Stripe and PayPal ids), derived in one place from what decides it:
// the paid subscription (payments/subscriptions) and complimentary premium (premium_grants). Every change to
// either calls syncUserPlan in the same transaction, so the users row is never out of step.
import { isPremiumTier } from '@common/constants/plans';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { premiumGrants, type SubscriptionRow, subscriptions, users } from '../db/schema';

export interface PlanChange {
  wasPremium: boolean;
  isPremium: boolean;
}

/**
 * Whether a paid subscription gives premium at `now`: active, past due within its grace days, or ended at the
 * provider after the member cancelled at period end while that period lasts (PayPal has no cancellation at
 * period end: it ends the subscription at once, the member keeps what they paid for).
 */
export function paidPremium(sub: SubscriptionRow | undefined, now: Date): boolean {
  if (!sub) return false;
  if (sub.status === 'active') return true;
  if (sub.status === 'canceled') return endsWithPaidPeriod(sub, now);
  return sub.status === 'past_due' && sub.graceEndsAt !== null && sub.graceEndsAt > now;
}

/** A subscription cancelled at period end whose paid period has not ended yet. */
export function endsWithPaidPeriod(sub: SubscriptionRow, now: Date): boolean {
  return sub.cancelAtPeriodEnd && sub.currentPeriodEnd !== null && sub.currentPeriodEnd > now;
}

/** The end of the complimentary premium running at `now` (grants follow one another), or null. */
export async function complimentaryUntil(tx: Db, userId: number, now: Date): Promise<Date | null> {
  const [running] = await tx
    .select({ id: premiumGrants.id })
    .from(premiumGrants)
    .where(
      and(eq(premiumGrants.userId, userId), lte(premiumGrants.startsAt, now), gt(premiumGrants.endsAt, now)),
    )
    .limit(1);
  if (!running) return null;
  const [last] = await tx
    .select({ endsAt: premiumGrants.endsAt })
    .from(premiumGrants)
    .where(and(eq(premiumGrants.userId, userId), gt(premiumGrants.endsAt, now)))
    .orderBy(desc(premiumGrants.endsAt))
    .limit(1);
  return last?.endsAt ?? null;
}

/** The spec's subscriptionMethod words: 'stripe' for cards, 'paypal' (registration's preferredPaymentMethod). */
const methodWord = (method: string) => (method === 'paypal' ? 'paypal' : 'stripe');

const latest = (dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

/**
 * Writes the users row's plan fields from the subscription and the grants at `now`. Tiers other than free and
 * premium (photographer, professional) are left as they are: they are not sold here.
 */
export async function syncUserPlan(tx: Db, userId: number, now: Date): Promise<PlanChange> {
  const [user] = await tx
    .select({
      tier: users.subscriptionTier,
      stripeCustomerId: users.stripeCustomerId,
      paypalCustomerId: users.paypalCustomerId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return { wasPremium: false, isPremium: false };
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const paid = paidPremium(sub, now);
  const grantUntil = await complimentaryUntil(tx, userId, now);
  const premium = paid || grantUntil !== null;
  const tier = premium
    ? isPremiumTier(user.tier)
      ? user.tier
      : 'premium'
    : user.tier === 'premium'
      ? 'free'
      : user.tier;
  const paidUntil = paid && sub ? (sub.status === 'past_due' ? sub.graceEndsAt : sub.currentPeriodEnd) : null;
  const live = sub && sub.status !== 'canceled' ? sub : undefined;
  await tx
    .update(users)
    .set({
      subscriptionTier: tier,
      subscriptionStatus: sub?.status ?? null,
      subscriptionMethod: sub ? methodWord(sub.method) : null,
      subscriptionExpiresAt: latest([paidUntil, grantUntil]),
      stripeSubscriptionId: live?.provider === 'stripe' ? live.providerSubscriptionId : null,
      paypalSubscriptionId: live?.provider === 'paypal' ? live.providerSubscriptionId : null,
      // Customer ids outlive subscriptions: the next checkout reuses them.
      stripeCustomerId:
        sub?.provider === 'stripe' && sub.providerCustomerId ? sub.providerCustomerId : user.stripeCustomerId,
      paypalCustomerId:
        sub?.provider === 'paypal' && sub.providerCustomerId ? sub.providerCustomerId : user.paypalCustomerId,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return { wasPremium: isPremiumTier(user.tier), isPremium: isPremiumTier(tier) };
}

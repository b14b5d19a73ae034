// Premium Explorer: the member's subscription (checkout, cancel at period end, resume, the provider's portal, the
// summary their page shows), complimentary months (contest prizes, referrals), and the lifecycle sweep that ends
// premium when the grace days of a failed renewal or a grant run out. What providers report arrives through the
// webhook handler (payments/subscription-events.ts); the users row follows through syncUserPlan.
import {
  type CheckoutStarted,
  PAYMENT_MESSAGES,
  type SubscriptionStatus,
  type SubscriptionSummary,
} from '@common/schemas/payments';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { premiumGrants, type SubscriptionRow, subscriptions, users } from '../db/schema';
import type { Clock } from '../http/context';
import { conflict, unauthorized } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import { addDays, addMonths } from './periods';
import { complimentaryUntil, endsWithPaidPeriod, paidPremium, syncUserPlan } from './plan';
import { priceFor } from './prices';
import type { PaymentMethod, PaymentProvider, ProviderName } from './provider';
import type { PurposeHandlers } from './purposes';

/** Where the provider sends the member back after a premium checkout (web pages /subscription-success, /subscribe). */
export const PREMIUM_SUCCESS_PATH = '/subscription-success';
export const PREMIUM_CANCEL_PATH = '/subscribe';
/** The member's subscription page, where a provider's portal sends them back. */
export const SUBSCRIPTION_PAGE_PATH = '/subscription';

export interface SubscriptionDeps {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  publicUrl: string;
  providerNamed(name: ProviderName): PaymentProvider | null;
  startCheckout(input: {
    userId: number;
    purpose: 'premium_subscription';
    referenceId: null;
    method: PaymentMethod;
    language: string;
    successPath: string;
    cancelPath: string;
  }): Promise<CheckoutStarted>;
}

/** Premium's purpose handlers: the webhook opened or ended the subscription row; the users row follows it. */
export const premiumPurpose: PurposeHandlers = {
  async succeeded(tx, payment, at) {
    await syncUserPlan(tx, payment.userId, at);
  },
};

const SUMMARY_STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'incomplete',
  canceled: 'canceled',
};

async function subscriptionOf(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return sub;
}

/**
 * Complimentary premium for `months` calendar months (contest prizes, referrals), inside the caller's transaction.
 * Without a paid subscription: a grant that starts now (or where the running one ends). With one: the months are
 * earned and a job asks the provider to move the next charge (premium_free_months); a provider that cannot keeps
 * them earned until the paid subscription ends, when they become a grant.
 */
export async function grantPremiumMonths(
  tx: Db,
  userId: number,
  months: number,
  reason: string,
  at: Date,
): Promise<void> {
  if (!Number.isInteger(months) || months < 1 || months > 120)
    throw new RangeError(`Cannot grant ${months} months`);
  const sub = await subscriptionOf(tx, userId);
  if (sub && (sub.status === 'active' || sub.status === 'past_due') && paidPremium(sub, at)) {
    await tx
      .update(users)
      .set({ freeMonthsEarned: sql`${users.freeMonthsEarned} + ${months}` })
      .where(eq(users.id, userId));
    await enqueueJob(tx, 'premium_free_months', { userId });
    return;
  }
  // After what is already running: complimentary months, or the paid period of a subscription that ended early.
  const running = await complimentaryUntil(tx, userId, at);
  const paidUntil = sub && paidPremium(sub, at) ? sub.currentPeriodEnd : null;
  const startsAt = [running, paidUntil].reduce<Date>((a, d) => (d && d > a ? d : a), at);
  await tx.insert(premiumGrants).values({
    userId,
    months,
    reason: reason.slice(0, 500),
    startsAt,
    endsAt: addMonths(startsAt, months),
    createdAt: at,
  });
  await tx
    .update(users)
    .set({
      freeMonthsEarned: sql`${users.freeMonthsEarned} + ${months}`,
      freeMonthsUsed: sql`${users.freeMonthsUsed} + ${months}`,
    })
    .where(eq(users.id, userId));
  await syncUserPlan(tx, userId, at);
}

export class SubscriptionService {
  constructor(private readonly deps: SubscriptionDeps) {}

  checkout(user: { id: number; preferredLanguage: string }, method: PaymentMethod): Promise<CheckoutStarted> {
    return this.deps.startCheckout({
      userId: user.id,
      purpose: 'premium_subscription',
      referenceId: null,
      method,
      language: user.preferredLanguage,
      successPath: PREMIUM_SUCCESS_PATH,
      cancelPath: PREMIUM_CANCEL_PATH,
    });
  }

  async summary(userId: number): Promise<SubscriptionSummary> {
    const { db } = this.deps;
    const now = this.deps.clock();
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized();
    const sub = await subscriptionOf(db, userId);
    const price = priceFor('premium_subscription', user.preferredLanguage);
    const grantUntil = await complimentaryUntil(db, userId, now);
    const paid = paidPremium(sub, now);
    return {
      tier: user.subscriptionTier,
      // Ended at the provider but paid until its period end: active, set to end, as the member sees it.
      status: sub
        ? sub.status === 'canceled' && paid
          ? 'active'
          : (SUMMARY_STATUS[sub.status] ?? 'none')
        : 'none',
      method: sub ? (sub.method as PaymentMethod) : null,
      provider: sub ? (sub.provider as ProviderName) : null,
      currentPeriodEnd: sub?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: sub && paid ? sub.cancelAtPeriodEnd : false,
      graceEndsAt: sub?.status === 'past_due' ? (sub.graceEndsAt?.toISOString() ?? null) : null,
      complimentaryUntil: grantUntil?.toISOString() ?? null,
      freeMonthsEarned: user.freeMonthsEarned,
      freeMonthsUsed: user.freeMonthsUsed,
      price: { amountMinor: price.amountMinor, currency: price.currency },
      // Only Stripe has a customer portal (card changes, invoices); the sandbox and PayPal do not.
      portalAvailable:
        sub?.provider === 'stripe' &&
        Boolean(sub.providerCustomerId) &&
        this.deps.providerNamed('stripe') !== null,
    };
  }

  /** The member's live subscription and its provider, or 409. */
  private async live(
    userId: number,
    action: 'cancel' | 'resume',
  ): Promise<{ sub: SubscriptionRow; provider: PaymentProvider }> {
    const sub = await subscriptionOf(this.deps.db, userId);
    const provider = sub ? this.deps.providerNamed(sub.provider as ProviderName) : null;
    if (sub?.status === 'canceled' && endsWithPaidPeriod(sub, this.deps.clock()))
      throw conflict(
        action === 'cancel' ? PAYMENT_MESSAGES.alreadyCancelled : PAYMENT_MESSAGES.endedAtProvider,
      );
    if (!sub || !provider || (sub.status !== 'active' && sub.status !== 'past_due'))
      throw conflict(PAYMENT_MESSAGES.noSubscription);
    return { sub, provider };
  }

  /** Ends the subscription when the paid period ends; the member keeps premium until then. */
  async cancel(userId: number): Promise<SubscriptionSummary> {
    const { sub, provider } = await this.live(userId, 'cancel');
    if (sub.cancelAtPeriodEnd) throw conflict(PAYMENT_MESSAGES.alreadyCancelled);
    // Written before the provider is asked: a provider that ends the subscription at once (PayPal) may send its
    // event before it answers, and the member's paid period must be kept then (subscription-events.ts).
    const mark = (cancelAtPeriodEnd: boolean) =>
      this.deps.db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd, updatedAt: this.deps.clock() })
        .where(and(eq(subscriptions.id, sub.id), inArray(subscriptions.status, ['active', 'past_due'])));
    await mark(true);
    try {
      await provider.cancelSubscription(sub.providerSubscriptionId, { atPeriodEnd: true });
    } catch (error) {
      await mark(false);
      throw error;
    }
    return this.summary(userId);
  }

  async resume(userId: number): Promise<SubscriptionSummary> {
    const { sub, provider } = await this.live(userId, 'resume');
    if (!sub.cancelAtPeriodEnd) throw conflict(PAYMENT_MESSAGES.notCancelled);
    await provider.resumeSubscription(sub.providerSubscriptionId);
    await this.deps.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: false, updatedAt: this.deps.clock() })
      .where(eq(subscriptions.id, sub.id));
    return this.summary(userId);
  }

  /** The provider's own page for card changes; 409 where the provider has none. */
  async portal(userId: number): Promise<{ url: string }> {
    const sub = await subscriptionOf(this.deps.db, userId);
    const provider = sub ? this.deps.providerNamed(sub.provider as ProviderName) : null;
    if (!sub || !provider) throw conflict(PAYMENT_MESSAGES.noSubscription);
    const url = sub.providerCustomerId
      ? await provider.customerPortalUrl(
          sub.providerCustomerId,
          `${this.deps.publicUrl}${SUBSCRIPTION_PAGE_PATH}`,
        )
      : null;
    if (!url) throw conflict(PAYMENT_MESSAGES.noPortal);
    return { url };
  }
}

/** The premium_free_months job: earned months move the next charge where the provider can (deferRenewal). */
export async function applyEarnedMonths(deps: SubscriptionDeps, userId: number): Promise<void> {
  const { db } = deps;
  const sub = await subscriptionOf(db, userId);
  const now = deps.clock();
  if (!sub || !paidPremium(sub, now) || !sub.currentPeriodEnd) return;
  const provider = deps.providerNamed(sub.provider as ProviderName);
  if (!provider?.deferRenewal) return;
  // Counted as used first, so a retry after a crash cannot move the renewal twice; undone if the provider fails.
  const claimed = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ earned: users.freeMonthsEarned, used: users.freeMonthsUsed })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const unused = (user?.earned ?? 0) - (user?.used ?? 0);
    if (unused <= 0) return 0;
    await tx
      .update(users)
      .set({ freeMonthsUsed: sql`${users.freeMonthsUsed} + ${unused}` })
      .where(eq(users.id, userId));
    return unused;
  });
  if (claimed === 0) return;
  const until = addMonths(sub.currentPeriodEnd, claimed);
  try {
    await provider.deferRenewal(sub.providerSubscriptionId, until);
  } catch (error) {
    await db
      .update(users)
      .set({ freeMonthsUsed: sql`${users.freeMonthsUsed} - ${claimed}` })
      .where(eq(users.id, userId));
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({
        currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, ${until.toISOString()}::timestamptz)`,
      })
      .where(eq(subscriptions.id, sub.id));
    await syncUserPlan(tx, userId, deps.clock());
  });
}

/** A subscription still active a day after its period ended while set to end then: the provider's end got lost. */
const LOST_END_GRACE_DAYS = 1;

/**
 * Premium that should have ended at `now`: past-due subscriptions beyond their grace days (cancelled at the
 * provider too, so it stops retrying), subscriptions set to end whose end never arrived, and grants that ran out.
 * Answers how many members lost premium.
 */
export async function runSubscriptionLifecycle(deps: SubscriptionDeps, now: Date): Promise<number> {
  const { db } = deps;
  let ended = 0;
  const lapsed = await db
    .select()
    .from(subscriptions)
    .where(
      sql`(${subscriptions.status} = 'past_due' and ${subscriptions.graceEndsAt} <= ${now.toISOString()}::timestamptz)
        or (${subscriptions.status} = 'active' and ${subscriptions.cancelAtPeriodEnd}
            and ${subscriptions.currentPeriodEnd} <= ${addDays(now, -LOST_END_GRACE_DAYS).toISOString()}::timestamptz)`,
    )
    .limit(500);
  for (const sub of lapsed) {
    const provider = deps.providerNamed(sub.provider as ProviderName);
    try {
      await provider?.cancelSubscription(sub.providerSubscriptionId, { atPeriodEnd: false });
    } catch (error) {
      deps.log.warn(
        { err: error, subscription: sub.id },
        'a lapsed subscription could not be cancelled at its provider',
      );
    }
    // The provider's deletion event has usually ended it by now; otherwise it ends here.
    ended += await db.transaction(async (tx) => {
      const [still] = await tx
        .update(subscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: false, graceEndsAt: null, updatedAt: now })
        .where(and(eq(subscriptions.id, sub.id), inArray(subscriptions.status, ['active', 'past_due'])))
        .returning({ id: subscriptions.id });
      if (!still) return 0;
      return endedPremium(tx, sub.userId, now);
    });
  }
  // Members whose premium rested on a grant (or a period) that is over.
  const expired = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.subscriptionTier, 'premium'),
        isNotNull(users.subscriptionExpiresAt),
        lte(users.subscriptionExpiresAt, now),
      ),
    )
    .limit(500);
  for (const { id } of expired) ended += await db.transaction((tx) => endedPremium(tx, id, now));
  return ended;
}

/** Syncs the member's plan; 1 when that ended their premium (and the e-mail is queued). */
async function endedPremium(tx: Db, userId: number, now: Date): Promise<number> {
  const change = await syncUserPlan(tx, userId, now);
  if (!change.wasPremium || change.isPremium) return 0;
  await enqueueJob(tx, 'payment_email', { kind: 'premium_ended', userId });
  return 1;
}

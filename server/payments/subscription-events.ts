// The subscription half of the webhook state machine: renewals paid or failed, changes, the end. Each event
// finds the subscription by the provider's id; one that arrives before the checkout that opened the subscription
// is parked (stored, outcome 'parked') and applied right after that checkout, so the order in which a provider
// delivers events never changes where they end. Status changes obey the provider's event time (lastEventAt):
// an older event never overrides a newer one; a deletion is final.
import { PAYMENT_GRACE_DAYS } from '@common/schemas/payments';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, premiumGrants, type SubscriptionRow, subscriptions, users } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { addDays, addMonths } from './periods';
import { complimentaryUntil, endsWithPaidPeriod, syncUserPlan } from './plan';
import type { PaymentEvent, ProviderName } from './provider';

export type SubscriptionEvent = Extract<
  PaymentEvent,
  { kind: 'invoice_paid' | 'invoice_payment_failed' | 'subscription_updated' | 'subscription_deleted' }
>;

export function isSubscriptionEvent(event: PaymentEvent): event is SubscriptionEvent {
  return (
    event.kind === 'invoice_paid' ||
    event.kind === 'invoice_payment_failed' ||
    event.kind === 'subscription_updated' ||
    event.kind === 'subscription_deleted'
  );
}

interface Applying {
  tx: Db;
  provider: ProviderName;
  /** The provider's time of the event. */
  createdAt: Date;
  /** Our time of processing (grace days count from it). */
  now: Date;
}

const newer = (a: Date | null, b: Date) => (a && a > b ? a : b);
/** Whether the event is not older than the newest one applied to the subscription. */
const isCurrent = (sub: SubscriptionRow, createdAt: Date) => !sub.lastEventAt || createdAt >= sub.lastEventAt;

async function lockSubscription(a: Applying, providerSubscriptionId: string) {
  const [sub] = await a.tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, a.provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .for('update');
  return sub;
}

/** Premium ended by this change: the member is told (payments/email-job.ts). */
async function afterPlanChange(a: Applying, userId: number): Promise<void> {
  const change = await syncUserPlan(a.tx, userId, a.now);
  if (change.wasPremium && !change.isPremium)
    await enqueueJob(a.tx, 'payment_email', { kind: 'premium_ended', userId });
}

async function markPastDue(a: Applying, sub: SubscriptionRow, status: string, message: string | null) {
  const graceEndsAt = sub.graceEndsAt ?? addDays(a.now, PAYMENT_GRACE_DAYS);
  await a.tx
    .update(subscriptions)
    .set({ status, graceEndsAt, lastEventAt: newer(sub.lastEventAt, a.createdAt), updatedAt: a.now })
    .where(eq(subscriptions.id, sub.id));
  // One e-mail per failure episode: the provider's retries send more events, the member hears once.
  if (!sub.graceEndsAt)
    await enqueueJob(a.tx, 'payment_email', {
      kind: 'payment_failed',
      userId: sub.userId,
      graceEndsAt: graceEndsAt.toISOString(),
      message,
    });
  await afterPlanChange(a, sub.userId);
}

/**
 * Earned free months that no provider could apply (PayPal has no deferral) become complimentary premium once the
 * paid subscription ends, so none is lost.
 */
async function grantUnusedMonths(a: Applying, userId: number, paidUntil: Date): Promise<void> {
  const [user] = await a.tx
    .select({ earned: users.freeMonthsEarned, used: users.freeMonthsUsed })
    .from(users)
    .where(eq(users.id, userId));
  const unused = (user?.earned ?? 0) - (user?.used ?? 0);
  if (unused <= 0) return;
  const running = await complimentaryUntil(a.tx, userId, a.now);
  const startsAt = running && running > paidUntil ? running : paidUntil;
  await a.tx.insert(premiumGrants).values({
    userId,
    months: unused,
    reason: 'free months earned during a paid subscription',
    startsAt,
    endsAt: addMonths(startsAt, unused),
    createdAt: a.now,
  });
  await a.tx
    .update(users)
    .set({ freeMonthsUsed: sql`${users.freeMonthsUsed} + ${unused}` })
    .where(eq(users.id, userId));
}

async function endSubscription(a: Applying, sub: SubscriptionRow): Promise<string> {
  if (sub.status === 'canceled') return 'already_canceled';
  // Cancelled at period end but ended early by the provider (PayPal): premium lasts until the paid period ends.
  const keepsPaidPeriod = endsWithPaidPeriod(sub, a.now);
  await a.tx
    .update(subscriptions)
    .set({
      status: 'canceled',
      cancelAtPeriodEnd: keepsPaidPeriod,
      graceEndsAt: null,
      lastEventAt: newer(sub.lastEventAt, a.createdAt),
      updatedAt: a.now,
    })
    .where(eq(subscriptions.id, sub.id));
  await grantUnusedMonths(
    a,
    sub.userId,
    keepsPaidPeriod && sub.currentPeriodEnd ? sub.currentPeriodEnd : a.now,
  );
  await afterPlanChange(a, sub.userId);
  return 'canceled';
}

/** A renewal's payments row; a redelivery or the first invoice of a checkout already recorded adds none. */
async function recordRenewal(
  a: Applying,
  sub: SubscriptionRow,
  event: Extract<PaymentEvent, { kind: 'invoice_paid' }>,
): Promise<string> {
  const [known] = await a.tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, a.provider), eq(payments.providerPaymentId, event.providerPaymentId)));
  if (known) return 'already_recorded';
  // The first invoice is the checkout's own payment when the checkout event carried no payment id.
  const [initial] = await a.tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, a.provider),
        eq(payments.providerSubscriptionId, event.providerSubscriptionId),
        eq(payments.status, 'succeeded'),
        isNull(payments.providerPaymentId),
        isNotNull(payments.providerCheckoutId),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (initial) {
    await a.tx
      .update(payments)
      .set({ providerPaymentId: event.providerPaymentId, updatedAt: a.now })
      .where(eq(payments.id, initial.id));
    return 'first_invoice';
  }
  const [opening] = sub.paymentId
    ? await a.tx
        .select({ description: payments.description })
        .from(payments)
        .where(eq(payments.id, sub.paymentId))
    : [];
  const [renewal] = await a.tx
    .insert(payments)
    .values({
      userId: sub.userId,
      purpose: 'premium_subscription',
      referenceId: null,
      provider: a.provider,
      method: sub.method,
      currency: event.currency,
      amountMinor: event.amountMinor,
      status: 'succeeded',
      description: opening?.description ?? 'WildLens Premium Explorer, monthly',
      providerPaymentId: event.providerPaymentId,
      providerSubscriptionId: event.providerSubscriptionId,
      providerCustomerId: sub.providerCustomerId,
      paidAt: a.now,
      createdAt: a.now,
      updatedAt: a.now,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!renewal) return 'already_recorded';
  await enqueueJob(a.tx, 'payment_email', { kind: 'receipt', paymentId: renewal.id });
  return 'renewed';
}

/** Applies one subscription event; 'parked' when the subscription is not known yet. */
export async function applySubscriptionEvent(
  tx: Db,
  provider: ProviderName,
  event: SubscriptionEvent,
  createdAt: Date,
  now: Date,
): Promise<string> {
  const a: Applying = { tx, provider, createdAt, now };
  const sub = await lockSubscription(a, event.providerSubscriptionId);
  if (!sub) return 'parked';
  switch (event.kind) {
    case 'invoice_paid': {
      const outcome = await recordRenewal(a, sub, event);
      const periodEnd =
        sub.currentPeriodEnd && sub.currentPeriodEnd > event.periodEnd
          ? sub.currentPeriodEnd
          : event.periodEnd;
      const reactivate = sub.status !== 'canceled' && isCurrent(sub, createdAt);
      await tx
        .update(subscriptions)
        .set({
          currentPeriodEnd: periodEnd,
          ...(reactivate ? { status: 'active', graceEndsAt: null, lastEventAt: createdAt } : {}),
          updatedAt: now,
        })
        .where(eq(subscriptions.id, sub.id));
      await afterPlanChange(a, sub.userId);
      return outcome;
    }
    case 'invoice_payment_failed':
      if (sub.status === 'canceled') return 'ignored_canceled';
      if (!isCurrent(sub, createdAt)) return 'stale';
      await markPastDue(a, sub, 'past_due', event.message);
      return 'past_due';
    case 'subscription_updated': {
      if (sub.status === 'canceled') return 'ignored_canceled';
      if (!isCurrent(sub, createdAt)) return 'stale';
      if (event.status === 'canceled') return endSubscription(a, sub);
      await tx
        .update(subscriptions)
        .set({
          cancelAtPeriodEnd: event.cancelAtPeriodEnd,
          ...(event.periodEnd ? { currentPeriodEnd: event.periodEnd } : {}),
          lastEventAt: createdAt,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, sub.id));
      const updated = { ...sub, lastEventAt: createdAt };
      if (event.status === 'past_due' || event.status === 'unpaid') {
        await markPastDue(a, updated, event.status, null);
        return event.status;
      }
      await tx
        .update(subscriptions)
        .set({ status: event.status, ...(event.status === 'active' ? { graceEndsAt: null } : {}) })
        .where(eq(subscriptions.id, sub.id));
      await afterPlanChange(a, sub.userId);
      return `updated_${event.status}`;
    }
    case 'subscription_deleted':
      return endSubscription(a, sub);
  }
}

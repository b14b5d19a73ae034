// The webhook handler: the one door through which payment outcomes enter the server, for all three providers
// (the sandbox hands its events to this same function). The event is verified (a bad signature answers 400 and
// stores nothing), then stored and applied in ONE transaction: a redelivered event (same provider and event id)
// finds its row and changes nothing; an event whose application fails is not stored, so the provider's retry
// applies it later.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentEvents, payments, subscriptions } from '../db/schema';
import { badRequest } from '../http/errors';
import { storableText } from '../http/input-safety';
import { enqueueJob } from '../jobs/queue';
import { addMonths } from './periods';
import {
  type PaymentEvent,
  type PaymentProvider,
  type PaymentPurpose,
  type ProviderName,
  type VerifiedEvent,
  type WebhookHeaders,
  WebhookVerificationError,
} from './provider';
import { applyRefund } from './refund-events';
import { applySubscriptionEvent, isSubscriptionEvent, type SubscriptionEvent } from './subscription-events';
import { paidPayment, type WebhookContext } from './webhook-context';

export type { WebhookContext } from './webhook-context';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid webhook signature';

export interface WebhookResult {
  /** False for a duplicate: the event was stored before and nothing changed. */
  stored: boolean;
  outcome: string;
}

/** Text PostgreSQL can store (no NUL, no lone surrogate), at any depth of a provider's payload. */
function storable(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storable(v)]));
}

/** The normalised event as JSON (dates as ISO text), and back. */
const serialise = (event: PaymentEvent) =>
  storable(JSON.parse(JSON.stringify(event))) as Record<string, unknown>;
function revive(stored: Record<string, unknown>): PaymentEvent {
  const periodEnd = stored.periodEnd;
  return {
    ...stored,
    ...(typeof periodEnd === 'string' ? { periodEnd: new Date(periodEnd) } : {}),
  } as PaymentEvent;
}

async function lockPayment(tx: Db, provider: ProviderName, paymentId: number) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.provider, provider)))
    .for('update');
  return payment;
}

const SETTLED = new Set(['succeeded', 'refunded', 'partially_refunded']);

/** Events about subscriptions that were parked before this one's checkout completed, in the provider's order. */
async function replayParked(tx: Db, provider: ProviderName, ref: string, now: Date): Promise<void> {
  const parked = await tx
    .select()
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, provider),
        eq(paymentEvents.subscriptionRef, ref),
        eq(paymentEvents.outcome, 'parked'),
      ),
    )
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
  for (const row of parked) {
    const event = revive(row.event) as SubscriptionEvent;
    const outcome = await applySubscriptionEvent(tx, provider, event, row.createdAt, now);
    await tx
      .update(paymentEvents)
      .set({ outcome: `${outcome} (after checkout)`, processedAt: now })
      .where(eq(paymentEvents.id, row.id));
  }
}

async function completeCheckout(
  c: WebhookContext,
  tx: Db,
  provider: ProviderName,
  event: Extract<PaymentEvent, { kind: 'checkout_completed' }>,
  createdAt: Date,
  now: Date,
): Promise<string> {
  const payment = await lockPayment(tx, provider, event.paymentId);
  if (!payment) return 'unknown_payment';
  if (SETTLED.has(payment.status)) return 'already_paid';
  let providerPaymentId = event.providerPaymentId ?? payment.providerPaymentId;
  if (providerPaymentId) {
    // The same provider payment recorded on another row (never expected) must not turn into a 500.
    const [other] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider),
          eq(payments.providerPaymentId, providerPaymentId),
          ne(payments.id, payment.id),
        ),
      );
    if (other) providerPaymentId = null;
  }
  // A premium checkout always opens a subscription; PayPal's checkout id is its subscription id.
  const subscriptionRef =
    event.providerSubscriptionId ??
    (payment.purpose === 'premium_subscription' ? payment.providerCheckoutId : null);
  const customer = event.providerCustomerId ?? payment.providerCustomerId;
  await tx
    .update(payments)
    .set({
      status: 'succeeded',
      paidAt: now,
      failureMessage: null,
      providerPaymentId,
      providerSubscriptionId: subscriptionRef,
      providerCustomerId: customer,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  if (subscriptionRef) {
    const values = {
      provider,
      method: payment.method,
      providerSubscriptionId: subscriptionRef,
      providerCustomerId: customer,
      paymentId: payment.id,
      status: 'active',
      currentPeriodEnd: event.periodEnd ?? addMonths(now, 1),
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      lastEventAt: createdAt,
      updatedAt: now,
    };
    // One subscription per member: a new one replaces the ended one.
    await tx
      .insert(subscriptions)
      .values({ userId: payment.userId, createdAt: now, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  }
  await c.purposes.get(payment.purpose as PaymentPurpose)?.succeeded(tx, paidPayment(payment), now);
  await enqueueJob(tx, 'payment_email', { kind: 'receipt', paymentId: payment.id });
  if (subscriptionRef) await replayParked(tx, provider, subscriptionRef, now);
  return 'paid';
}

async function failCheckout(
  c: WebhookContext,
  tx: Db,
  provider: ProviderName,
  event: Extract<PaymentEvent, { kind: 'checkout_failed' }>,
  now: Date,
): Promise<string> {
  const payment = await lockPayment(tx, provider, event.paymentId);
  if (!payment) return 'unknown_payment';
  // A late failure never undoes a payment that went through.
  if (payment.status !== 'pending' && payment.status !== 'failed') return 'already_settled';
  await tx
    .update(payments)
    .set({
      status: event.reason === 'expired' ? 'canceled' : 'failed',
      failureMessage: event.message.slice(0, 500),
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  await c.purposes.get(payment.purpose as PaymentPurpose)?.failed?.(tx, paidPayment(payment), now);
  return event.reason === 'expired' ? 'expired' : 'failed';
}

async function applyEvent(c: WebhookContext, tx: Db, verified: VerifiedEvent, now: Date): Promise<string> {
  const { event, provider, createdAt } = verified;
  if (isSubscriptionEvent(event)) return applySubscriptionEvent(tx, provider, event, createdAt, now);
  switch (event.kind) {
    case 'checkout_completed':
      return completeCheckout(c, tx, provider, event, createdAt, now);
    case 'checkout_failed':
      return failCheckout(c, tx, provider, event, now);
    case 'refunded':
      return applyRefund(c, tx, provider, event, now);
    case 'checkout_approved':
      // Captured before the event was stored (handleWebhook); the capture's own event completes the payment.
      return 'captured';
    case 'ignored':
      return 'ignored';
  }
}

/** Verifies, stores once and applies one webhook delivery. Throws HttpError 400 for a bad signature. */
export async function handleWebhook(
  c: WebhookContext,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: WebhookHeaders,
): Promise<WebhookResult> {
  let verified: VerifiedEvent;
  try {
    verified = await provider.verifyWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookVerificationError) throw badRequest(INVALID_SIGNATURE_MESSAGE);
    throw error;
  }
  if (verified.provider !== provider.name) throw badRequest(INVALID_SIGNATURE_MESSAGE);
  // Captured first: a capture that fails leaves the event unstored, so the provider's retry captures again
  // (a capture is idempotent at the provider).
  if (verified.event.kind === 'checkout_approved' && provider.captureApproved) {
    await provider.captureApproved(verified.event.providerCheckoutId);
  }
  const now = c.clock();
  return c.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({
        provider: verified.provider,
        eventId: verified.eventId.slice(0, 255),
        type: verified.type.slice(0, 255),
        createdAt: verified.createdAt,
        payload: storable(verified.payload) ?? {},
        event: serialise(verified.event),
        subscriptionRef: isSubscriptionEvent(verified.event) ? verified.event.providerSubscriptionId : null,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored) return { stored: false, outcome: 'duplicate' };
    const outcome = await applyEvent(c, tx, verified, now);
    await tx
      .update(paymentEvents)
      .set({ outcome, processedAt: outcome === 'parked' ? null : now })
      .where(eq(paymentEvents.id, stored.id));
    return { stored: true, outcome };
  });
}

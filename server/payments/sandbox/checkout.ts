// The sandbox's test-mode checkout page: reading one checkout, and its Pay button. A paid checkout becomes
// checkout.session.completed (with a new sandbox subscription in subscription mode); a bank decline becomes
// checkout.session.async_payment_failed (the payment records the message, the checkout stays open for another
// card, as Stripe's page does); a number or date the form refuses changes nothing.
//
// The answers: 200 { status: 'succeeded' | 'failed', message, redirectUrl } for every card outcome (a decline is
// the checkout working, not a bad request; no 402), 400 for a malformed form (date, security code, a method the
// checkout does not take), 404 for a checkout that is not the member's, 409 for one no longer open.
import { isPremiumTier } from '@common/constants/plans';
import { PAYMENT_MESSAGES, type SandboxCheckout } from '@common/schemas/payments';
import { and, eq } from 'drizzle-orm';
import { payments, sandboxCheckouts, sandboxSubscriptions, users } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { addMonths } from '../periods';
import { epochSeconds, sandboxId } from './events';
import type { SandboxPayBody, SandboxPayResult, SandboxRuntime } from './sandbox-provider';
import { cardOutcome } from './test-cards';

export const CHECKOUT_CLOSED_MESSAGE = 'This checkout is no longer open.';
export const CHECKOUT_EXPIRED_MESSAGE = 'This checkout has expired. Please start again.';

async function checkoutOf(runtime: SandboxRuntime, checkoutId: string, userId: number) {
  const [row] = await runtime.db
    .select({ checkout: sandboxCheckouts, userId: payments.userId })
    .from(sandboxCheckouts)
    .innerJoin(payments, eq(payments.id, sandboxCheckouts.paymentId))
    .where(eq(sandboxCheckouts.id, checkoutId));
  // Another member's checkout does not exist for this one (404, not 403: its id is not theirs to confirm).
  return row && row.userId === userId ? row.checkout : null;
}

export async function presentCheckout(
  runtime: SandboxRuntime,
  checkoutId: string,
  userId: number,
): Promise<SandboxCheckout | null> {
  const c = await checkoutOf(runtime, checkoutId, userId);
  if (!c) return null;
  const expired = c.status === 'open' && c.expiresAt <= runtime.clock();
  return {
    checkoutId: c.id,
    paymentId: c.paymentId,
    method: c.method as SandboxCheckout['method'],
    mode: c.mode as SandboxCheckout['mode'],
    description: c.description,
    amountMinor: c.amountMinor,
    currency: c.currency,
    status: expired ? 'expired' : (c.status as SandboxCheckout['status']),
    successUrl: c.successUrl,
    cancelUrl: c.cancelUrl,
  };
}

const failed = (message: string): SandboxPayResult => ({ status: 'failed', message, redirectUrl: null });

export async function payCheckout(
  runtime: SandboxRuntime,
  checkoutId: string,
  userId: number,
  body: SandboxPayBody,
): Promise<SandboxPayResult | null> {
  const checkout = await checkoutOf(runtime, checkoutId, userId);
  if (!checkout) return null;
  const now = runtime.clock();
  if (checkout.status !== 'open') throw conflict(CHECKOUT_CLOSED_MESSAGE);
  if (checkout.expiresAt <= now) throw conflict(CHECKOUT_EXPIRED_MESSAGE);
  if (body.method !== checkout.method)
    throw badRequest(`This checkout takes ${checkout.method === 'card' ? 'card' : 'PayPal'} payments.`, [
      { path: 'method', message: 'Not the method of this checkout' },
    ]);
  const outcome =
    body.method === 'card' ? cardOutcome(body, now) : ({ kind: 'paid', failRenewals: false } as const);
  if (outcome.kind === 'invalid') return failed(outcome.message);
  const metadata = { payment_id: String(checkout.paymentId) };
  if (outcome.kind === 'declined') {
    await runtime.emit(
      'checkout.session.async_payment_failed',
      {
        id: checkout.id,
        object: 'checkout.session',
        metadata,
        failure: { reason: outcome.reason, message: outcome.message },
      },
      now,
    );
    return failed(outcome.message);
  }
  if (checkout.mode === 'subscription') {
    // A second checkout opened before the first was paid must not start a second subscription.
    const [member] = await runtime.db
      .select({ tier: users.subscriptionTier })
      .from(users)
      .where(eq(users.id, userId));
    if (isPremiumTier(member?.tier)) throw conflict(PAYMENT_MESSAGES.alreadyPremium);
  }
  // Claimed before anything is sent: two clicks on Pay cannot both pay.
  const [claimed] = await runtime.db
    .update(sandboxCheckouts)
    .set({ status: 'complete' })
    .where(and(eq(sandboxCheckouts.id, checkout.id), eq(sandboxCheckouts.status, 'open')))
    .returning({ id: sandboxCheckouts.id });
  if (!claimed) throw conflict(CHECKOUT_CLOSED_MESSAGE);
  let subscriptionId: string | null = null;
  try {
    let periodEnd: Date | null = null;
    if (checkout.mode === 'subscription') {
      subscriptionId = sandboxId('sub');
      periodEnd = addMonths(now, 1);
      await runtime.db.insert(sandboxSubscriptions).values({
        id: subscriptionId,
        userId,
        method: checkout.method,
        amountMinor: checkout.amountMinor,
        currency: checkout.currency,
        status: 'active',
        currentPeriodEnd: periodEnd,
        failRenewals: outcome.failRenewals,
        createdAt: now,
      });
    }
    await runtime.emit(
      'checkout.session.completed',
      {
        id: checkout.id,
        object: 'checkout.session',
        mode: checkout.mode,
        metadata,
        payment_intent: sandboxId('pi'),
        subscription: subscriptionId,
        customer: `cus_sbx_member${userId}`,
        current_period_end: periodEnd ? epochSeconds(periodEnd) : null,
      },
      now,
    );
  } catch (error) {
    // Nothing was paid after all: the member may try again.
    if (subscriptionId)
      await runtime.db.delete(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    await runtime.db
      .update(sandboxCheckouts)
      .set({ status: 'open' })
      .where(eq(sandboxCheckouts.id, checkout.id));
    throw error;
  }
  return { status: 'succeeded', message: null, redirectUrl: checkout.successUrl };
}

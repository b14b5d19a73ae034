// Refunds asked by an administrator: a refunds row (pending) first, then the provider's refund; the provider's
// refunded event completes it (payments/refund-events.ts; the sandbox sends it before refund() answers). A full
// refund of the payment that paid for the current premium period also ends that subscription now: the member
// has the money back, so the period is not theirs any more.
import { PAYMENT_MESSAGES } from '@common/schemas/payments';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { type PaymentRow, payments, type RefundRow, refunds, subscriptions } from '../db/schema';
import type { Clock } from '../http/context';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { formatMinor } from './money';
import type { PaymentProvider, ProviderName } from './provider';

export interface RefundInput {
  paymentId: number;
  /** Omitted: everything not refunded yet. */
  amountMinor?: number;
  reason: string;
  adminNotes?: string;
  customerNotes?: string;
  /** The administrator account; null when the system refunds (a cancelled contest). */
  processedBy: number | null;
}

export interface RefundOutcome {
  refund: RefundRow;
  payment: PaymentRow;
}

export interface RefundDeps {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  providerNamed(name: ProviderName): PaymentProvider | null;
}

const REFUNDABLE = ['succeeded', 'partially_refunded'];

/** Whether this payment paid for the member's current subscription period (the newest paid one of it). */
async function paysCurrentPeriod(db: Db, payment: PaymentRow): Promise<string | null> {
  if (payment.purpose !== 'premium_subscription' || !payment.providerSubscriptionId) return null;
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, payment.userId),
        eq(subscriptions.provider, payment.provider),
        eq(subscriptions.providerSubscriptionId, payment.providerSubscriptionId),
        inArray(subscriptions.status, ['active', 'past_due']),
      ),
    );
  if (!sub) return null;
  const [newest] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, payment.provider),
        eq(payments.providerSubscriptionId, payment.providerSubscriptionId),
        inArray(payments.status, ['succeeded', 'partially_refunded', 'refunded']),
      ),
    )
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  return newest?.id === payment.id ? sub.providerSubscriptionId : null;
}

export async function refundPayment(deps: RefundDeps, input: RefundInput): Promise<RefundOutcome> {
  const { db } = deps;
  const [payment] = await db.select().from(payments).where(eq(payments.id, input.paymentId));
  if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  if (!REFUNDABLE.includes(payment.status) || !payment.providerPaymentId)
    throw conflict(PAYMENT_MESSAGES.notRefundable);
  const provider = deps.providerNamed(payment.provider as ProviderName);
  if (!provider) throw conflict(`The ${payment.provider} provider is not configured on this site.`);
  const [pending] = await db
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.originalPaymentId, payment.id), eq(refunds.refundStatus, 'pending')));
  const remaining = payment.amountMinor - payment.refundedMinor - Number(pending?.sum ?? 0);
  const amount = input.amountMinor ?? remaining;
  if (remaining <= 0 || amount > remaining) {
    const message = `${PAYMENT_MESSAGES.refundTooLarge} (${formatMinor(Math.max(remaining, 0), payment.currency, 'en-US')})`;
    throw badRequest(message, [{ path: 'amountMinor', message }]);
  }
  const endsSubscription =
    amount === payment.amountMinor - payment.refundedMinor ? await paysCurrentPeriod(db, payment) : null;
  const now = deps.clock();
  const [row] = await db
    .insert(refunds)
    .values({
      paymentType: payment.purpose,
      originalPaymentId: payment.id,
      amount,
      currency: payment.currency,
      refundStatus: 'pending',
      refundMethod: payment.provider,
      reason: input.reason,
      adminNotes: input.adminNotes ?? null,
      customerNotes: input.customerNotes ?? null,
      processedBy: input.processedBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('The refunds row was not written');
  let result: Awaited<ReturnType<PaymentProvider['refund']>>;
  try {
    result = await provider.refund({
      providerPaymentId: payment.providerPaymentId,
      amountMinor: amount,
      currency: payment.currency,
      reason: input.reason,
      refundId: row.id,
    });
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id, refundId: row.id }, 'the provider refused the refund');
    await db
      .update(refunds)
      .set({ refundStatus: 'failed', updatedAt: deps.clock() })
      .where(eq(refunds.id, row.id));
    throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
  }
  // The provider's event may have completed the row already (the sandbox's does): only a pending row changes.
  await db
    .update(refunds)
    .set({
      refundId: result.providerRefundId,
      ...(result.status === 'failed' ? { refundStatus: 'failed' } : {}),
      updatedAt: deps.clock(),
    })
    .where(and(eq(refunds.id, row.id), eq(refunds.refundStatus, 'pending')));
  if (endsSubscription && result.status !== 'failed') {
    // Refunded: the paid period is not the member's any more, even if they had set it to end.
    await db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: false, updatedAt: deps.clock() })
      .where(
        and(
          eq(subscriptions.provider, payment.provider),
          eq(subscriptions.providerSubscriptionId, endsSubscription),
        ),
      );
    try {
      await provider.cancelSubscription(endsSubscription, { atPeriodEnd: false });
    } catch (error) {
      deps.log.warn(
        { err: error, paymentId: payment.id },
        'the refunded subscription could not be cancelled',
      );
    }
  }
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, row.id));
  const [after] = await db.select().from(payments).where(eq(payments.id, payment.id));
  if (!refund || !after) throw new Error('The refund vanished');
  return { refund, payment: after };
}

// A provider's refunded event: completes the refunds row the administrator's request wrote (or records a refund
// made on the provider's own dashboard), then sets the payment's refunded total from the succeeded refunds, so a
// redelivered or reordered event can never count a refund twice.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, refunds } from '../db/schema';
import type { PaymentEvent, PaymentPurpose, ProviderName } from './provider';
import { paidPayment, type WebhookContext } from './webhook-context';

export async function applyRefund(
  c: WebhookContext,
  tx: Db,
  provider: ProviderName,
  event: Extract<PaymentEvent, { kind: 'refunded' }>,
  now: Date,
): Promise<string> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, event.providerPaymentId)))
    .for('update');
  if (!payment) return 'unknown_payment';
  const ours = event.refundId ?? null;
  const [row] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.originalPaymentId, payment.id),
        or(
          and(eq(refunds.refundMethod, provider), eq(refunds.refundId, event.providerRefundId)),
          ours !== null ? eq(refunds.id, ours) : sql`false`,
        ),
      ),
    )
    .for('update');
  if (row?.refundStatus === 'succeeded') return 'already_refunded';
  if (row) {
    await tx
      .update(refunds)
      .set({ refundStatus: 'succeeded', refundId: event.providerRefundId, updatedAt: now })
      .where(eq(refunds.id, row.id));
  } else {
    await tx.insert(refunds).values({
      paymentType: payment.purpose,
      originalPaymentId: payment.id,
      refundId: event.providerRefundId,
      amount: event.amountMinor,
      currency: event.currency,
      refundStatus: 'succeeded',
      refundMethod: provider,
      reason: 'refunded at the provider',
      processedBy: null,
      createdAt: now,
      updatedAt: now,
    });
  }
  const [total] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.originalPaymentId, payment.id), eq(refunds.refundStatus, 'succeeded')));
  const refundedMinor = Math.min(Number(total?.sum ?? 0), payment.amountMinor);
  const status = refundedMinor >= payment.amountMinor ? 'refunded' : 'partially_refunded';
  await tx.update(payments).set({ refundedMinor, status, updatedAt: now }).where(eq(payments.id, payment.id));
  if (status === 'refunded' && payment.status !== 'refunded')
    await c.purposes.get(payment.purpose as PaymentPurpose)?.refunded?.(tx, paidPayment(payment), now);
  return status;
}

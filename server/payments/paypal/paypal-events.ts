// PayPal webhook events in the product's words (PaymentEvent). One-off payments are Orders whose capture
// events carry our payment id as custom_id; premium is a PayPal subscription whose custom_id is our payment id
// and whose monthly charges arrive as "sales" naming the subscription (billing_agreement_id).
import { z } from 'zod';
import type { PaymentEvent } from '../provider';
import { fromPayPalValue } from './paypal-amounts';

/** The envelope every PayPal webhook has; the resource is read per event type below. */
export const paypalEventSchema = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  create_time: z.string().min(1),
  resource: z.unknown(),
});
export type PayPalEvent = z.infer<typeof paypalEventSchema>;

const v2Money = z.object({ value: z.string(), currency_code: z.string() });
/** Payments v1 (sales) amounts; refunds of sales may be written negative. */
const v1Money = z.object({ total: z.string(), currency: z.string() });
const link = z.object({ href: z.string(), rel: z.string() });

const captureSchema = z.object({ id: z.string(), custom_id: z.string().optional() });
const captureRefundSchema = z.object({
  id: z.string(),
  amount: v2Money,
  links: z.array(link).default([]),
});
const saleSchema = z.object({
  id: z.string(),
  amount: v1Money,
  billing_agreement_id: z.string().optional(),
});
const saleRefundSchema = z.object({ id: z.string(), sale_id: z.string(), amount: v1Money });
const subscriptionSchema = z.object({
  id: z.string(),
  custom_id: z.string().optional(),
  subscriber: z.object({ payer_id: z.string().optional() }).optional(),
  billing_info: z.object({ next_billing_time: z.string().optional() }).optional(),
});

function ourPaymentId(customId: string | undefined): number | null {
  if (!customId || !/^\d+$/.test(customId)) return null;
  const id = Number(customId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function dateOrNull(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A refund names its capture only through its "up" link (/v2/payments/captures/{id}). */
function refundedCaptureId(links: { href: string; rel: string }[]): string | null {
  const up = links.find((candidate) => candidate.rel === 'up')?.href;
  const match = up ? /\/v2\/payments\/captures\/([^/?#]+)/.exec(up) : null;
  return match?.[1] ?? null;
}

function parseResource<T>(schema: z.ZodType<T>, event: PayPalEvent): T {
  const parsed = schema.safeParse(event.resource);
  if (!parsed.success) {
    // Verified by PayPal yet not the documented shape: fail loudly (PayPal retries) rather than lose a payment.
    throw new Error(
      `PayPal ${event.event_type} event ${event.id} has an unexpected resource: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}

const approvedOrderSchema = z.object({
  id: z.string().min(1).max(100),
  purchase_units: z.array(z.object({ custom_id: z.string().max(200).optional() })).optional(),
});

export interface PayPalEventContext {
  /** When the subscription's next charge is due: the end of the period a sale paid for. */
  nextBillingTime(subscriptionId: string): Promise<Date | null>;
}

export async function mapPayPalEvent(event: PayPalEvent, context: PayPalEventContext): Promise<PaymentEvent> {
  const type = event.event_type;
  switch (type) {
    case 'CHECKOUT.ORDER.APPROVED': {
      // The member approved the order on PayPal: it is charged only once captured (webhooks.ts does it), also
      // when the member never comes back to the site.
      const order = parseResource(approvedOrderSchema, event);
      const paymentId = ourPaymentId(order.purchase_units?.[0]?.custom_id);
      if (paymentId === null) return { kind: 'ignored', type };
      return { kind: 'checkout_approved', paymentId, providerCheckoutId: order.id };
    }
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const capture = parseResource(captureSchema, event);
      const paymentId = ourPaymentId(capture.custom_id);
      if (paymentId === null) return { kind: 'ignored', type };
      return {
        kind: 'checkout_completed',
        paymentId,
        providerPaymentId: capture.id,
        providerSubscriptionId: null,
        providerCustomerId: null,
        periodEnd: null,
      };
    }
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED': {
      const capture = parseResource(captureSchema, event);
      const paymentId = ourPaymentId(capture.custom_id);
      if (paymentId === null) return { kind: 'ignored', type };
      return {
        kind: 'checkout_failed',
        paymentId,
        reason: 'declined',
        message: 'PayPal declined the payment.',
      };
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      const refund = parseResource(captureRefundSchema, event);
      const captureId = refundedCaptureId(refund.links);
      if (!captureId) return { kind: 'ignored', type };
      const currency = refund.amount.currency_code.toUpperCase();
      return {
        kind: 'refunded',
        providerPaymentId: captureId,
        providerRefundId: refund.id,
        amountMinor: fromPayPalValue(refund.amount.value.replace(/^-/, ''), currency),
        currency,
      };
    }
    case 'PAYMENT.SALE.COMPLETED': {
      const sale = parseResource(saleSchema, event);
      // A sale that no subscription made is not ours (one-off payments are Orders and captures).
      if (!sale.billing_agreement_id) return { kind: 'ignored', type };
      const currency = sale.amount.currency.toUpperCase();
      const periodEnd = await context.nextBillingTime(sale.billing_agreement_id);
      if (!periodEnd) {
        throw new Error(`PayPal subscription ${sale.billing_agreement_id} has no next billing time`);
      }
      return {
        kind: 'invoice_paid',
        providerSubscriptionId: sale.billing_agreement_id,
        providerPaymentId: sale.id,
        amountMinor: fromPayPalValue(sale.amount.total, currency),
        currency,
        periodEnd,
      };
    }
    case 'PAYMENT.SALE.REFUNDED': {
      const refund = parseResource(saleRefundSchema, event);
      const currency = refund.amount.currency.toUpperCase();
      return {
        kind: 'refunded',
        providerPaymentId: refund.sale_id,
        providerRefundId: refund.id,
        amountMinor: fromPayPalValue(refund.amount.total.replace(/^-/, ''), currency),
        currency,
      };
    }
    case 'BILLING.SUBSCRIPTION.ACTIVATED': {
      const subscription = parseResource(subscriptionSchema, event);
      const paymentId = ourPaymentId(subscription.custom_id);
      if (paymentId === null) return { kind: 'ignored', type };
      return {
        kind: 'checkout_completed',
        paymentId,
        // The first month's charge arrives as its own sale (PAYMENT.SALE.COMPLETED -> invoice_paid).
        providerPaymentId: null,
        providerSubscriptionId: subscription.id,
        providerCustomerId: subscription.subscriber?.payer_id ?? null,
        periodEnd: dateOrNull(subscription.billing_info?.next_billing_time),
      };
    }
    case 'BILLING.SUBSCRIPTION.RE-ACTIVATED': {
      const subscription = parseResource(subscriptionSchema, event);
      return {
        kind: 'subscription_updated',
        providerSubscriptionId: subscription.id,
        status: 'active',
        cancelAtPeriodEnd: false,
        periodEnd: dateOrNull(subscription.billing_info?.next_billing_time),
      };
    }
    case 'BILLING.SUBSCRIPTION.SUSPENDED': {
      // PayPal suspends after the failed-payment threshold (or on request): no more charges until reactivated.
      const subscription = parseResource(subscriptionSchema, event);
      return {
        kind: 'subscription_updated',
        providerSubscriptionId: subscription.id,
        status: 'past_due',
        cancelAtPeriodEnd: false,
        periodEnd: dateOrNull(subscription.billing_info?.next_billing_time),
      };
    }
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED': {
      const subscription = parseResource(subscriptionSchema, event);
      return {
        kind: 'invoice_payment_failed',
        providerSubscriptionId: subscription.id,
        message: 'The renewal payment through PayPal did not go through.',
      };
    }
    case 'BILLING.SUBSCRIPTION.CANCELLED':
    case 'BILLING.SUBSCRIPTION.EXPIRED': {
      const subscription = parseResource(subscriptionSchema, event);
      return { kind: 'subscription_deleted', providerSubscriptionId: subscription.id };
    }
    default:
      return { kind: 'ignored', type };
  }
}

// Stripe webhook events in the product's words (PaymentEvent): one mapping per event type we act on, everything
// else is stored and ignored. Since Stripe's 2025 API versions an invoice no longer names its PaymentIntent and a
// subscription's period lives on its items, so a few facts are read from where the pinned API version puts them,
// or asked of the API when the event does not carry them.
import type Stripe from 'stripe';
import type { PaymentEvent, SubscriptionState } from '../provider';

/** The id of an expandable field: Stripe sends either the id or the expanded object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === 'string' ? value : value.id;
}

function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** Our payments row id, carried in the session's metadata (and client_reference_id as a fallback). */
function paymentIdOf(session: Stripe.Checkout.Session): number | null {
  const raw = session.metadata?.paymentId ?? session.client_reference_id;
  if (raw == null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The end of the paid period: the latest of the subscription items' periods (moved there from the subscription). */
export function subscriptionPeriodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter(Number.isFinite);
  return ends.length > 0 ? fromUnix(Math.max(...ends)) : null;
}

/**
 * Stripe's statuses in ours. Trialing is paid-up time (free months move the renewal through trial_end); paused
 * and anything new collects no money, so premium stops as for an unpaid subscription.
 */
export function subscriptionState(status: Stripe.Subscription.Status): SubscriptionState {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'unpaid';
  }
}

/** The subscription an invoice bills, where the 2025 API versions put it (invoice.parent.subscription_details). */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * The period an invoice paid for ends with its subscription line's period (invoice.period_end is the end of the
 * *previous* period for subscription invoices, a known Stripe quirk).
 */
function invoicePeriodEnd(invoice: Stripe.Invoice): Date {
  const ends = (invoice.lines?.data ?? [])
    .map((line) => line.period?.end)
    .filter((end) => typeof end === 'number');
  return fromUnix(ends.length > 0 ? Math.max(...ends) : invoice.period_end);
}

/**
 * The PaymentIntent that paid an invoice (what refunds are made against): from invoice.payments when the event
 * includes it, else from the invoice payments list. The invoice id stands in only when Stripe names none.
 */
async function invoicePaymentIntentId(stripe: Stripe, invoice: Stripe.Invoice): Promise<string> {
  const fromEvent = (invoice.payments?.data ?? []).find((payment) => payment.status === 'paid');
  const inEvent = idOf(fromEvent?.payment.payment_intent) ?? idOf(fromEvent?.payment.charge);
  if (inEvent) return inEvent;
  const listed = await stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 3 });
  for (const payment of listed.data) {
    const id = idOf(payment.payment.payment_intent) ?? idOf(payment.payment.charge);
    if (id) return id;
  }
  return invoice.id;
}

/** The refund a charge.refunded event is about: the newest of the charge's refunds. */
async function latestRefund(stripe: Stripe, charge: Stripe.Charge): Promise<Stripe.Refund | null> {
  const included = [...(charge.refunds?.data ?? [])].sort((a, b) => b.created - a.created)[0];
  if (included) return included;
  const listed = await stripe.refunds.list({ charge: charge.id, limit: 1 });
  return listed.data[0] ?? null;
}

function checkoutCompleted(session: Stripe.Checkout.Session, type: string): PaymentEvent {
  const paymentId = paymentIdOf(session);
  if (paymentId === null) return { kind: 'ignored', type };
  // 'unpaid' is a delayed payment method still settling: checkout.session.async_payment_succeeded follows.
  if (session.payment_status === 'unpaid') return { kind: 'ignored', type };
  const subscription = session.subscription;
  return {
    kind: 'checkout_completed',
    paymentId,
    providerPaymentId: idOf(session.payment_intent),
    providerSubscriptionId: idOf(subscription),
    providerCustomerId: idOf(session.customer),
    periodEnd: subscription && typeof subscription !== 'string' ? subscriptionPeriodEnd(subscription) : null,
  };
}

function checkoutFailed(
  session: Stripe.Checkout.Session,
  type: string,
  reason: 'declined' | 'expired',
  message: string,
): PaymentEvent {
  const paymentId = paymentIdOf(session);
  if (paymentId === null) return { kind: 'ignored', type };
  return { kind: 'checkout_failed', paymentId, reason, message };
}

export async function mapStripeEvent(stripe: Stripe, event: Stripe.Event): Promise<PaymentEvent> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(event.data.object, event.type);
    case 'checkout.session.async_payment_failed':
      return checkoutFailed(event.data.object, event.type, 'declined', 'The payment did not go through.');
    case 'checkout.session.expired':
      return checkoutFailed(event.data.object, event.type, 'expired', 'The checkout expired before payment.');
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      // One-off invoices are not ours, and a $0 invoice (a trial start) moves no money: the period change it
      // brings arrives as customer.subscription.updated.
      if (!subscriptionId || invoice.amount_paid <= 0) return { kind: 'ignored', type: event.type };
      return {
        kind: 'invoice_paid',
        providerSubscriptionId: subscriptionId,
        providerPaymentId: await invoicePaymentIntentId(stripe, invoice),
        amountMinor: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        periodEnd: invoicePeriodEnd(invoice),
      };
    }
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(event.data.object);
      if (!subscriptionId) return { kind: 'ignored', type: event.type };
      return {
        kind: 'invoice_payment_failed',
        providerSubscriptionId: subscriptionId,
        message: 'The renewal payment did not go through.',
      };
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      return {
        kind: 'subscription_updated',
        providerSubscriptionId: subscription.id,
        status: subscriptionState(subscription.status),
        // A cancellation from the customer portal may set cancel_at instead of cancel_at_period_end.
        cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
        periodEnd: subscriptionPeriodEnd(subscription),
      };
    }
    case 'customer.subscription.deleted':
      return { kind: 'subscription_deleted', providerSubscriptionId: event.data.object.id };
    case 'charge.refunded': {
      const charge = event.data.object;
      const refund = await latestRefund(stripe, charge);
      if (!refund) return { kind: 'ignored', type: event.type };
      return {
        kind: 'refunded',
        providerPaymentId: idOf(charge.payment_intent) ?? charge.id,
        providerRefundId: refund.id,
        amountMinor: refund.amount,
        currency: refund.currency.toUpperCase(),
      };
    }
    default:
      return { kind: 'ignored', type: event.type };
  }
}

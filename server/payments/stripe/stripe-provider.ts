// Stripe as a PaymentProvider (issue 14): Checkout Sessions for premium (a monthly subscription) and contest
// entries (a one-off payment), signed webhooks mapped to PaymentEvents (stripe-events.ts), refunds, the customer
// portal, and free months as a moved renewal (trial_end). Every amount comes from the server's price table.
import Stripe from 'stripe';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type VerifiedEvent,
  type WebhookHeaders,
  WebhookVerificationError,
} from '../provider';
import { stripeCheckoutLocale } from './checkout-locale';
import { mapStripeEvent } from './stripe-events';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API lives; tests point these at a local Stripe-speaking server (stripe-server.support.ts). */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
  publicUrl: string;
}

/** Our refund reasons in Stripe's words; Stripe only knows three, the rest travel in the metadata. */
function stripeRefundReason(reason: string): Stripe.RefundCreateParams.Reason | undefined {
  return reason === 'duplicate' || reason === 'fraudulent' || reason === 'requested_by_customer'
    ? reason
    : undefined;
}

function refundStatus(status: string | null): RefundResult['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.apiHost ? { host: options.apiHost } : {}),
    ...(options.apiPort ? { port: options.apiPort } : {}),
    ...(options.apiProtocol ? { protocol: options.apiProtocol } : {}),
    // Stripe's retries reuse the idempotency key, so a retried create never charges twice.
    maxNetworkRetries: 2,
    appInfo: { name: 'WildLens', url: options.publicUrl },
  });

  async function createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const metadata = {
      paymentId: String(request.paymentId),
      purpose: request.purpose,
      userId: String(request.customer.userId),
    };
    const productData = { name: request.description };
    const currency = request.currency.toLowerCase();
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: request.mode,
      line_items: [
        {
          quantity: 1,
          price_data:
            request.mode === 'subscription'
              ? {
                  currency,
                  unit_amount: request.amountMinor,
                  recurring: { interval: 'month' },
                  product_data: productData,
                }
              : { currency, unit_amount: request.amountMinor, product_data: productData },
        },
      ],
      client_reference_id: String(request.paymentId),
      metadata,
      // The renewal invoices and the refunds' charges then name our payment and member too.
      ...(request.mode === 'subscription'
        ? { subscription_data: { metadata } }
        : { payment_intent_data: { metadata } }),
      ...(request.customer.providerCustomerId
        ? { customer: request.customer.providerCustomerId }
        : { customer_email: request.customer.email }),
      locale: stripeCheckoutLocale(request.locale),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    };
    const session = await stripe.checkout.sessions.create(params, {
      idempotencyKey: `wildlens-checkout-${request.paymentId}`,
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    const customerId =
      typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
    return {
      providerCheckoutId: session.id,
      redirectUrl: session.url,
      ...(customerId ? { providerCustomerId: customerId } : {}),
    };
  }

  async function verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<VerifiedEvent> {
    const signature = header(headers, 'stripe-signature');
    if (!signature) throw new WebhookVerificationError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
    } catch (error) {
      throw new WebhookVerificationError(
        error instanceof Error ? error.message : 'Stripe webhook signature verification failed',
      );
    }
    return {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      createdAt: new Date(event.created * 1000),
      event: await mapStripeEvent(stripe, event),
      payload: event,
    };
  }

  async function cancelSubscription(subscriptionId: string, cancel: { atPeriodEnd: boolean }): Promise<void> {
    if (cancel.atPeriodEnd) await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    else await stripe.subscriptions.cancel(subscriptionId);
  }

  async function resumeSubscription(subscriptionId: string): Promise<void> {
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
  }

  async function deferRenewal(subscriptionId: string, until: Date): Promise<void> {
    // A trial until `until`: no charge before it and none for the time in between (no proration).
    await stripe.subscriptions.update(subscriptionId, {
      trial_end: Math.floor(until.getTime() / 1000),
      proration_behavior: 'none',
    });
  }

  async function refund(request: RefundRequest): Promise<RefundResult> {
    const reason = stripeRefundReason(request.reason);
    // Renewals are recorded by PaymentIntent; a charge id only where Stripe named no PaymentIntent.
    const target = request.providerPaymentId.startsWith('ch_')
      ? { charge: request.providerPaymentId }
      : { payment_intent: request.providerPaymentId };
    const created = await stripe.refunds.create(
      {
        ...target,
        amount: request.amountMinor,
        ...(reason ? { reason } : {}),
        metadata: { refundId: String(request.refundId), reason: request.reason },
      },
      { idempotencyKey: `wildlens-refund-${request.refundId}` },
    );
    return { providerRefundId: created.id, status: refundStatus(created.status) };
  }

  async function customerPortalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    const session = await stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return session.url;
  }

  return {
    name: 'stripe',
    testMode: options.secretKey.startsWith('sk_test_'),
    createCheckout,
    verifyWebhook,
    cancelSubscription,
    resumeSubscription,
    deferRenewal,
    refund,
    customerPortalUrl,
  };
}

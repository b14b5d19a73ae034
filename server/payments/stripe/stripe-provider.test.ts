// The Stripe provider against a local Stripe-speaking server (stripe-server.support.ts): what it sends for
// checkouts, refunds and subscription changes, and how Stripe-signed webhooks become PaymentEvents.
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CheckoutRequest, type PaymentProvider, WebhookVerificationError } from '../provider';
import { stripeCheckoutLocale } from './checkout-locale';
import { createStripeProvider } from './stripe-provider';
import { parseStripeForm, type StripeTestServer, startStripeTestServer } from './stripe-server.support';

const WEBHOOK_SECRET = 'whsec_test_wildlens';

let server: StripeTestServer;
let provider: PaymentProvider;

beforeAll(async () => {
  server = await startStripeTestServer();
  provider = createStripeProvider({
    secretKey: 'sk_test_wildlens',
    webhookSecret: WEBHOOK_SECRET,
    apiHost: server.host,
    apiPort: server.port,
    apiProtocol: 'http',
    publicUrl: 'http://localhost:5000',
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.invoicePayments.clear();
  server.chargeRefunds.clear();
});

function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    paymentId: 41,
    purpose: 'premium_subscription',
    mode: 'subscription',
    method: 'card',
    amountMinor: 499,
    currency: 'USD',
    description: 'WildLens Premium Explorer, monthly',
    customer: { userId: 7, email: 'ada@example.com', providerCustomerId: null },
    successUrl: 'http://localhost:5000/subscription-success?payment=41',
    cancelUrl: 'http://localhost:5000/subscribe',
    locale: 'en-US',
    ...overrides,
  };
}

/** A webhook as Stripe delivers it: the JSON body and its Stripe-Signature header. */
function signed(event: object, secret = WEBHOOK_SECRET): { body: Buffer; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  return {
    body: Buffer.from(payload),
    headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
  };
}

let eventCounter = 0;
function stripeEvent(type: string, object: object, created = 1_790_000_000): object {
  eventCounter += 1;
  return {
    id: `evt_test_${eventCounter}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

async function verify(event: object) {
  const { body, headers } = signed(event);
  return provider.verifyWebhook(body, headers);
}

describe('Stripe checkout', () => {
  it('opens a monthly subscription checkout for the server-computed price', async () => {
    const session = await provider.createCheckout(checkout());

    const [sent] = server.requestsTo('POST', '/v1/checkout/sessions');
    expect(sent).toBeDefined();
    expect(session).toEqual({
      providerCheckoutId: expect.stringMatching(/^cs_test_/),
      redirectUrl: expect.any(String),
    });
    expect(session.redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${session.providerCheckoutId}`);
    expect(sent?.authorization).toBe('Bearer sk_test_wildlens');
    expect(sent?.idempotencyKey).toBe('wildlens-checkout-41');
    expect(sent?.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: '41',
      customer_email: 'ada@example.com',
      locale: 'en',
      success_url: 'http://localhost:5000/subscription-success?payment=41',
      cancel_url: 'http://localhost:5000/subscribe',
      metadata: { paymentId: '41', purpose: 'premium_subscription', userId: '7' },
      subscription_data: { metadata: { paymentId: '41', purpose: 'premium_subscription', userId: '7' } },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '499',
            recurring: { interval: 'month' },
            product_data: { name: 'WildLens Premium Explorer, monthly' },
          },
        },
      ],
    });
    expect(sent?.body.customer).toBeUndefined();
    expect(sent?.body.payment_intent_data).toBeUndefined();
  });

  it('opens a one-off payment in a zero-decimal currency for the existing customer', async () => {
    await provider.createCheckout(
      checkout({
        paymentId: 42,
        purpose: 'contest_entry',
        mode: 'payment',
        amountMinor: 750,
        currency: 'JPY',
        description: 'フォトコンテスト参加費',
        customer: { userId: 8, email: 'kenji@example.jp', providerCustomerId: 'cus_existing' },
        locale: 'ja-JP',
      }),
    );

    const [sent] = server.requestsTo('POST', '/v1/checkout/sessions');
    expect(sent?.idempotencyKey).toBe('wildlens-checkout-42');
    expect(sent?.body).toMatchObject({
      mode: 'payment',
      customer: 'cus_existing',
      locale: 'ja',
      metadata: { paymentId: '42', purpose: 'contest_entry', userId: '8' },
      payment_intent_data: { metadata: { paymentId: '42' } },
      line_items: [
        {
          price_data: {
            currency: 'jpy',
            unit_amount: '750',
            product_data: { name: 'フォトコンテスト参加費' },
          },
        },
      ],
    });
    expect(field(sent?.body, 'line_items', '0', 'price_data', 'recurring')).toBeUndefined();
    expect(sent?.body.customer_email).toBeUndefined();
    expect(sent?.body.subscription_data).toBeUndefined();
  });

  it('maps member locales onto the ones Stripe Checkout speaks', () => {
    expect(stripeCheckoutLocale('pt-BR')).toBe('pt-BR');
    expect(stripeCheckoutLocale('es-ES')).toBe('es');
    expect(stripeCheckoutLocale('nb-NO')).toBe('nb');
    expect(stripeCheckoutLocale('fil-PH')).toBe('fil');
    expect(stripeCheckoutLocale('hi-IN')).toBe('hi-IN');
    expect(stripeCheckoutLocale('zh-CN')).toBe('zh');
    expect(stripeCheckoutLocale('ar-SA')).toBe('auto');
    expect(stripeCheckoutLocale('not a locale')).toBe('auto');
  });

  it('says test mode for test keys only', () => {
    expect(provider.testMode).toBe(true);
    const live = createStripeProvider({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
      publicUrl: 'https://x',
    });
    expect(live.testMode).toBe(false);
  });
});

function field(body: object | undefined, ...path: string[]): unknown {
  let node: unknown = body;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

describe('Stripe webhooks', () => {
  const periodEnd = 1_792_592_000;

  it('turns a paid subscription checkout into checkout_completed', async () => {
    const verified = await verify(
      stripeEvent('checkout.session.completed', {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        status: 'complete',
        client_reference_id: '41',
        metadata: { paymentId: '41', purpose: 'premium_subscription', userId: '7' },
        payment_intent: null,
        subscription: 'sub_123',
        customer: 'cus_123',
      }),
    );
    expect(verified).toMatchObject({
      provider: 'stripe',
      eventId: expect.stringMatching(/^evt_test_/),
      type: 'checkout.session.completed',
      createdAt: new Date(1_790_000_000 * 1000),
      event: {
        kind: 'checkout_completed',
        paymentId: 41,
        providerPaymentId: null,
        providerSubscriptionId: 'sub_123',
        providerCustomerId: 'cus_123',
        periodEnd: null,
      },
    });
    expect(verified.payload).toMatchObject({ type: 'checkout.session.completed' });
  });

  it('reads the first period end when the subscription is expanded, and the PaymentIntent of a one-off', async () => {
    const subscription = await verify(
      stripeEvent('checkout.session.completed', {
        id: 'cs_test_2',
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: { paymentId: '43' },
        payment_intent: null,
        subscription: {
          id: 'sub_9',
          object: 'subscription',
          status: 'active',
          items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
        },
        customer: { id: 'cus_9', object: 'customer' },
      }),
    );
    expect(subscription.event).toMatchObject({
      kind: 'checkout_completed',
      providerSubscriptionId: 'sub_9',
      providerCustomerId: 'cus_9',
      periodEnd: new Date(periodEnd * 1000),
    });

    const oneOff = await verify(
      stripeEvent('checkout.session.completed', {
        id: 'cs_test_3',
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        client_reference_id: '44',
        metadata: { paymentId: '44', purpose: 'contest_entry', userId: '8' },
        payment_intent: 'pi_44',
        subscription: null,
        customer: null,
      }),
    );
    expect(oneOff.event).toEqual({
      kind: 'checkout_completed',
      paymentId: 44,
      providerPaymentId: 'pi_44',
      providerSubscriptionId: null,
      providerCustomerId: null,
      periodEnd: null,
    });
  });

  it('waits for delayed payments and ignores checkouts that are not ours', async () => {
    const unpaid = await verify(
      stripeEvent('checkout.session.completed', {
        id: 'cs_test_4',
        object: 'checkout.session',
        payment_status: 'unpaid',
        metadata: { paymentId: '45' },
      }),
    );
    expect(unpaid.event).toEqual({ kind: 'ignored', type: 'checkout.session.completed' });

    const succeeded = await verify(
      stripeEvent('checkout.session.async_payment_succeeded', {
        id: 'cs_test_4',
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: { paymentId: '45' },
        payment_intent: 'pi_45',
      }),
    );
    expect(succeeded.event).toMatchObject({
      kind: 'checkout_completed',
      paymentId: 45,
      providerPaymentId: 'pi_45',
    });

    const foreign = await verify(
      stripeEvent('checkout.session.completed', {
        id: 'cs_x',
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: {},
      }),
    );
    expect(foreign.event).toEqual({ kind: 'ignored', type: 'checkout.session.completed' });
  });

  it('turns failed and expired checkouts into checkout_failed', async () => {
    const failed = await verify(
      stripeEvent('checkout.session.async_payment_failed', {
        id: 'cs_test_5',
        object: 'checkout.session',
        client_reference_id: '46',
        metadata: null,
      }),
    );
    expect(failed.event).toEqual({
      kind: 'checkout_failed',
      paymentId: 46,
      reason: 'declined',
      message: expect.any(String),
    });

    const expired = await verify(
      stripeEvent('checkout.session.expired', {
        id: 'cs_test_6',
        object: 'checkout.session',
        metadata: { paymentId: '47' },
      }),
    );
    expect(expired.event).toMatchObject({ kind: 'checkout_failed', paymentId: 47, reason: 'expired' });
  });

  it('turns a paid renewal invoice into invoice_paid with the period from its lines', async () => {
    server.invoicePayments.set('in_renewal', [
      {
        id: 'inpay_1',
        object: 'invoice_payment',
        status: 'paid',
        is_default: true,
        payment: { type: 'payment_intent', payment_intent: 'pi_renewal' },
      },
    ]);
    const verified = await verify(
      stripeEvent('invoice.paid', {
        id: 'in_renewal',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_paid: 750,
        currency: 'jpy',
        period_end: periodEnd - 2_592_000,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: 'sub_123', metadata: {} },
        },
        lines: {
          object: 'list',
          data: [
            { id: 'il_1', object: 'line_item', period: { start: periodEnd - 2_592_000, end: periodEnd } },
          ],
        },
      }),
    );
    expect(verified.event).toEqual({
      kind: 'invoice_paid',
      providerSubscriptionId: 'sub_123',
      providerPaymentId: 'pi_renewal',
      amountMinor: 750,
      currency: 'JPY',
      periodEnd: new Date(periodEnd * 1000),
    });
    const [listed] = server.requestsTo('GET', '/v1/invoice_payments');
    expect(listed?.query.get('invoice')).toBe('in_renewal');
  });

  it('maps the first invoice too, from the payments the event includes, and ignores $0 and one-off invoices', async () => {
    const first = await verify(
      stripeEvent('invoice.paid', {
        id: 'in_first',
        object: 'invoice',
        billing_reason: 'subscription_create',
        amount_paid: 499,
        currency: 'usd',
        period_end: 1_790_000_000,
        parent: { type: 'subscription_details', subscription_details: { subscription: { id: 'sub_123' } } },
        lines: { object: 'list', data: [{ id: 'il_2', period: { start: 1_790_000_000, end: periodEnd } }] },
        payments: {
          object: 'list',
          data: [
            {
              id: 'inpay_2',
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: 'pi_first' },
            },
          ],
        },
      }),
    );
    expect(first.event).toMatchObject({
      kind: 'invoice_paid',
      providerPaymentId: 'pi_first',
      amountMinor: 499,
    });
    expect(server.requestsTo('GET', '/v1/invoice_payments')).toHaveLength(0);

    const trialStart = await verify(
      stripeEvent('invoice.paid', {
        id: 'in_zero',
        object: 'invoice',
        billing_reason: 'subscription_create',
        amount_paid: 0,
        currency: 'usd',
        parent: { subscription_details: { subscription: 'sub_123' } },
      }),
    );
    expect(trialStart.event).toEqual({ kind: 'ignored', type: 'invoice.paid' });

    const oneOff = await verify(
      stripeEvent('invoice.paid', {
        id: 'in_manual',
        object: 'invoice',
        amount_paid: 1000,
        currency: 'usd',
        parent: null,
      }),
    );
    expect(oneOff.event).toEqual({ kind: 'ignored', type: 'invoice.paid' });
  });

  it('turns a failed renewal into invoice_payment_failed', async () => {
    const verified = await verify(
      stripeEvent('invoice.payment_failed', {
        id: 'in_failed',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        parent: { subscription_details: { subscription: 'sub_123' } },
      }),
    );
    expect(verified.event).toEqual({
      kind: 'invoice_payment_failed',
      providerSubscriptionId: 'sub_123',
      message: expect.any(String),
    });
  });

  it('maps subscription updates: status, cancellation at period end and the period end from its items', async () => {
    const cases: [string, Record<string, unknown>, object][] = [
      [
        'active',
        { cancel_at_period_end: true, cancel_at: null },
        { status: 'active', cancelAtPeriodEnd: true },
      ],
      [
        'trialing',
        { cancel_at_period_end: false, cancel_at: null },
        { status: 'active', cancelAtPeriodEnd: false },
      ],
      ['past_due', { cancel_at_period_end: false, cancel_at: null }, { status: 'past_due' }],
      ['unpaid', { cancel_at_period_end: false, cancel_at: null }, { status: 'unpaid' }],
      ['incomplete', { cancel_at_period_end: false, cancel_at: null }, { status: 'incomplete' }],
      ['incomplete_expired', { cancel_at_period_end: false, cancel_at: null }, { status: 'canceled' }],
      ['paused', { cancel_at_period_end: false, cancel_at: null }, { status: 'unpaid' }],
      [
        'active',
        { cancel_at_period_end: false, cancel_at: periodEnd },
        { status: 'active', cancelAtPeriodEnd: true },
      ],
    ];
    for (const [status, cancellation, expected] of cases) {
      const verified = await verify(
        stripeEvent('customer.subscription.updated', {
          id: 'sub_123',
          object: 'subscription',
          status,
          ...cancellation,
          items: {
            object: 'list',
            data: [
              { id: 'si_1', current_period_end: periodEnd - 10 },
              { id: 'si_2', current_period_end: periodEnd },
            ],
          },
        }),
      );
      expect(verified.event).toEqual({
        kind: 'subscription_updated',
        providerSubscriptionId: 'sub_123',
        cancelAtPeriodEnd: false,
        periodEnd: new Date(periodEnd * 1000),
        ...expected,
      });
    }
  });

  it('turns a deleted subscription into subscription_deleted', async () => {
    const verified = await verify(
      stripeEvent('customer.subscription.deleted', {
        id: 'sub_123',
        object: 'subscription',
        status: 'canceled',
      }),
    );
    expect(verified.event).toEqual({ kind: 'subscription_deleted', providerSubscriptionId: 'sub_123' });
  });

  it('turns a refunded charge into refunded with its newest refund', async () => {
    const included = await verify(
      stripeEvent('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: 'pi_44',
        amount: 2500,
        amount_refunded: 2500,
        currency: 'usd',
        refunds: {
          object: 'list',
          data: [
            { id: 're_old', object: 'refund', amount: 1000, currency: 'usd', created: 1_790_000_000 },
            { id: 're_new', object: 'refund', amount: 1500, currency: 'usd', created: 1_790_000_100 },
          ],
        },
      }),
    );
    expect(included.event).toEqual({
      kind: 'refunded',
      providerPaymentId: 'pi_44',
      providerRefundId: 're_new',
      amountMinor: 1500,
      currency: 'USD',
    });

    // Recent API versions leave charge.refunds out: the provider asks for the charge's newest refund.
    server.chargeRefunds.set('ch_2', [
      { id: 're_listed', object: 'refund', amount: 750, currency: 'jpy', created: 1 },
    ]);
    const listed = await verify(
      stripeEvent('charge.refunded', {
        id: 'ch_2',
        object: 'charge',
        payment_intent: 'pi_jp',
        currency: 'jpy',
      }),
    );
    expect(listed.event).toEqual({
      kind: 'refunded',
      providerPaymentId: 'pi_jp',
      providerRefundId: 're_listed',
      amountMinor: 750,
      currency: 'JPY',
    });
    const [asked] = server.requestsTo('GET', '/v1/refunds');
    expect(asked?.query.get('charge')).toBe('ch_2');
    expect(asked?.query.get('limit')).toBe('1');
  });

  it('stores other events as ignored', async () => {
    const verified = await verify(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(verified.event).toEqual({ kind: 'ignored', type: 'customer.created' });
  });

  it('refuses a bad, missing or stale signature with WebhookVerificationError', async () => {
    const event = stripeEvent('customer.subscription.deleted', { id: 'sub_123', object: 'subscription' });
    const wrongSecret = signed(event, 'whsec_someone_else');
    await expect(provider.verifyWebhook(wrongSecret.body, wrongSecret.headers)).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );

    const good = signed(event);
    const tampered = Buffer.from(good.body.toString().replace('sub_123', 'sub_999'));
    await expect(provider.verifyWebhook(tampered, good.headers)).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    await expect(provider.verifyWebhook(good.body, {})).rejects.toBeInstanceOf(WebhookVerificationError);

    const payload = good.body.toString();
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await expect(provider.verifyWebhook(good.body, { 'stripe-signature': stale })).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
  });
});

describe('Stripe subscriptions and refunds', () => {
  it('cancels at period end, or at once, and resumes', async () => {
    await provider.cancelSubscription('sub_123', { atPeriodEnd: true });
    await provider.resumeSubscription('sub_123');
    await provider.cancelSubscription('sub_123', { atPeriodEnd: false });

    const updates = server.requestsTo('POST', '/v1/subscriptions/sub_123');
    expect(updates.map((r) => r.body)).toEqual([
      { cancel_at_period_end: 'true' },
      { cancel_at_period_end: 'false' },
    ]);
    expect(server.requestsTo('DELETE', '/v1/subscriptions/sub_123')).toHaveLength(1);
  });

  it('defers the next renewal with a trial end and no proration', async () => {
    const until = new Date('2027-03-01T12:00:00Z');
    await provider.deferRenewal?.('sub_123', until);
    const [sent] = server.requestsTo('POST', '/v1/subscriptions/sub_123');
    expect(sent?.body).toEqual({ trial_end: String(until.getTime() / 1000), proration_behavior: 'none' });
  });

  it('refunds a PaymentIntent with our refund id as idempotency key and metadata', async () => {
    const result = await provider.refund({
      providerPaymentId: 'pi_44',
      amountMinor: 1250,
      currency: 'USD',
      reason: 'contest_cancelled',
      refundId: 9,
    });
    expect(result).toEqual({ providerRefundId: expect.stringMatching(/^re_test_/), status: 'succeeded' });
    const [sent] = server.requestsTo('POST', '/v1/refunds');
    expect(sent?.idempotencyKey).toBe('wildlens-refund-9');
    expect(sent?.body).toEqual({
      payment_intent: 'pi_44',
      amount: '1250',
      metadata: { refundId: '9', reason: 'contest_cancelled' },
    });

    await provider.refund({
      providerPaymentId: 'ch_1',
      amountMinor: 100,
      currency: 'USD',
      reason: 'duplicate',
      refundId: 10,
    });
    const second = server.requestsTo('POST', '/v1/refunds')[1];
    expect(second?.body).toMatchObject({ charge: 'ch_1', reason: 'duplicate', amount: '100' });
  });

  it('replays a retried refund instead of refunding twice', async () => {
    const request = {
      providerPaymentId: 'pi_7',
      amountMinor: 499,
      currency: 'USD',
      reason: 'requested_by_customer',
      refundId: 11,
    };
    const first = await provider.refund(request);
    const again = await provider.refund(request);
    expect(again.providerRefundId).toBe(first.providerRefundId);
  });

  it('opens the customer portal', async () => {
    const url = await provider.customerPortalUrl('cus_123', 'http://localhost:5000/subscription');
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const [sent] = server.requestsTo('POST', '/v1/billing_portal/sessions');
    expect(sent?.body).toEqual({ customer: 'cus_123', return_url: 'http://localhost:5000/subscription' });
  });

  it('surfaces Stripe API errors', async () => {
    await expect(provider.cancelSubscription('sub_missing_1', { atPeriodEnd: true })).rejects.toThrow(
      /No such subscription/,
    );
  });
});

describe('parseStripeForm', () => {
  it('reads nested keys and arrays as Stripe does', () => {
    expect(parseStripeForm('a[b][0][c]=1&a[b][0][d]=2&a[e]=x&f=y')).toEqual({
      a: { b: [{ c: '1', d: '2' }], e: 'x' },
      f: 'y',
    });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { paypalPlans } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { openTestDatabase } from '../../test/database-templates';
import { type CheckoutRequest, WebhookVerificationError } from '../provider';
import { fromPayPalValue, toPayPalValue } from './paypal-amounts';
import { createPayPalProvider, type PayPalPaymentProvider, paypalLocale } from './paypal-provider';
import { createPayPalSandbox, listen, type PayPalSandbox } from './paypal-sandbox.support';

const WEBHOOK_ID = '8PT597110X687430LKGECATA';

let database: Database;
let closeDatabase: (() => Promise<void>) | null = null;
let sandbox: PayPalSandbox;
let provider: PayPalPaymentProvider;

beforeAll(async () => {
  ({ database, close: closeDatabase } = await openTestDatabase(2));
  sandbox = createPayPalSandbox();
  listen(sandbox);
  provider = createPayPalProvider({
    clientId: 'client-id',
    clientSecret: 'client-secret',
    webhookId: WEBHOOK_ID,
    environment: 'sandbox',
    publicUrl: 'http://localhost:5000',
    db: database.db,
  });
});

afterAll(async () => {
  sandbox?.server.close();
  await closeDatabase?.();
});

beforeEach(() => {
  sandbox.reset();
});

function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    paymentId: 61,
    purpose: 'contest_entry',
    mode: 'payment',
    method: 'paypal',
    amountMinor: 499,
    currency: 'USD',
    description: 'Photo contest entry, May',
    customer: { userId: 5, email: 'lin@example.com', providerCustomerId: null },
    successUrl: 'http://localhost:5000/contest-payment?payment=61&status=success',
    cancelUrl: 'http://localhost:5000/contest-payment?payment=61&status=cancel',
    locale: 'en-US',
    ...overrides,
  };
}

function json(request: { json: unknown } | undefined): Record<string, unknown> {
  return (request?.json ?? {}) as Record<string, unknown>;
}

const TRANSMISSION = {
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
  'paypal-transmission-id': '103e3700-8b65-11e6-8cce-3b1b53e86e69',
  'paypal-transmission-sig': 'c2lnbmF0dXJl',
  'paypal-transmission-time': '2026-05-21T10:00:00Z',
};

let eventCounter = 0;
function webhook(eventType: string, resource: object): Buffer {
  eventCounter += 1;
  // Spacing as PayPal might send it: the verification call must pass these bytes on unchanged.
  return Buffer.from(
    JSON.stringify(
      {
        id: `WH-TEST-${eventCounter}`,
        event_version: '1.0',
        create_time: '2026-05-21T09:59:58.000Z',
        resource_type: 'test',
        event_type: eventType,
        summary: 'test event',
        resource,
      },
      null,
      1,
    ),
  );
}

async function verify(eventType: string, resource: object) {
  return provider.verifyWebhook(webhook(eventType, resource), TRANSMISSION);
}

describe('PayPal amounts', () => {
  it('writes minor units as PayPal decimal strings and reads them back', () => {
    expect(toPayPalValue(499, 'USD')).toBe('4.99');
    expect(toPayPalValue(2200, 'EUR')).toBe('22.00');
    expect(toPayPalValue(5, 'USD')).toBe('0.05');
    expect(toPayPalValue(750, 'JPY')).toBe('750');
    expect(toPayPalValue(690000, 'KRW')).toBe('690000');
    expect(toPayPalValue(100000, 'HUF')).toBe('1000');
    expect(() => toPayPalValue(100050, 'HUF')).toThrow(RangeError);
    expect(() => toPayPalValue(4.5, 'USD')).toThrow(RangeError);
    expect(fromPayPalValue('4.99', 'USD')).toBe(499);
    expect(fromPayPalValue('4.9', 'USD')).toBe(490);
    expect(fromPayPalValue('22', 'EUR')).toBe(2200);
    expect(fromPayPalValue('750', 'JPY')).toBe(750);
    expect(fromPayPalValue('750.00', 'JPY')).toBe(750);
    expect(() => fromPayPalValue('4.999', 'USD')).toThrow(RangeError);
    expect(() => fromPayPalValue('abc', 'USD')).toThrow(RangeError);
  });

  it('sends PayPal the locales its pages speak', () => {
    expect(paypalLocale('ja-JP')).toBe('ja-JP');
    expect(paypalLocale('nb-NO')).toBe('no-NO');
    expect(paypalLocale('pt-BR')).toBe('pt-BR');
    expect(paypalLocale('fil-PH')).toBeUndefined();
    expect(paypalLocale('en')).toBeUndefined();
    expect(paypalLocale('??')).toBeUndefined();
  });
});

describe('PayPal one-off payments (Orders)', () => {
  it('creates an order for the server-computed amount with our payment id as custom_id', async () => {
    const session = await provider.createCheckout(checkout());

    const [created] = sandbox.requestsTo('POST', '/v2/checkout/orders');
    expect(created?.headers.get('paypal-request-id')).toBe('wildlens-checkout-61');
    expect(created?.headers.get('authorization')).toBe('Bearer A21AAtest');
    expect(json(created)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: '61',
          reference_id: '61',
          description: 'Photo contest entry, May',
          amount: { currency_code: 'USD', value: '4.99' },
        },
      ],
      payment_source: {
        paypal: {
          email_address: 'lin@example.com',
          experience_context: {
            brand_name: 'WildLens',
            locale: 'en-US',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            return_url: 'http://localhost:5000/contest-payment?payment=61&status=success',
            cancel_url: 'http://localhost:5000/contest-payment?payment=61&status=cancel',
          },
        },
      },
    });
    expect(session.providerCheckoutId).toMatch(/^ORDER/);
    expect(session.redirectUrl).toBe(
      `https://www.sandbox.paypal.com/checkoutnow?token=${session.providerCheckoutId}`,
    );
  });

  it('sends yen as whole yen', async () => {
    await provider.createCheckout(
      checkout({ paymentId: 62, amountMinor: 3500, currency: 'JPY', locale: 'ja-JP' }),
    );
    const [created] = sandbox.requestsTo('POST', '/v2/checkout/orders');
    expect(json(created)).toMatchObject({
      purchase_units: [{ custom_id: '62', amount: { currency_code: 'JPY', value: '3500' } }],
    });
  });

  it('asks PayPal for one OAuth token and reuses it, also for calls outside the SDK', async () => {
    const fresh = createPayPalProvider({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      webhookId: WEBHOOK_ID,
      environment: 'sandbox',
      publicUrl: 'http://localhost:5000',
      db: database.db,
    });
    await Promise.all([
      fresh.createCheckout(checkout({ paymentId: 63 })),
      fresh.createCheckout(checkout({ paymentId: 64 })),
    ]);
    await fresh.verifyWebhook(webhook('CHECKOUT.ORDER.APPROVED', { id: 'ORDER1' }), TRANSMISSION);

    const tokens = sandbox.requestsTo('POST', '/v1/oauth2/token');
    expect(tokens).toHaveLength(1);
    const basic = Buffer.from('client-id:client-secret').toString('base64');
    expect(tokens[0]?.headers.get('authorization')).toBe(`Basic ${basic}`);
    expect(tokens[0]?.text).toContain('grant_type=client_credentials');
    const [verification] = sandbox.requestsTo('POST', '/v1/notifications/verify-webhook-signature');
    expect(verification?.headers.get('authorization')).toBe('Bearer A21AAtest');
  });

  it('captures an approved order, and answers the same when the member comes back twice', async () => {
    const session = await provider.createCheckout(checkout({ paymentId: 65 }));
    const first = await provider.captureOrder(session.providerCheckoutId);
    expect(first).toEqual({
      orderId: session.providerCheckoutId,
      paymentId: 65,
      status: 'completed',
      captureId: expect.stringMatching(/^CAPTURE/),
    });
    const [capture] = sandbox.requestsTo('POST', `/v2/checkout/orders/${session.providerCheckoutId}/capture`);
    expect(capture?.headers.get('paypal-request-id')).toBe(`wildlens-capture-${session.providerCheckoutId}`);

    const again = await provider.captureOrder(session.providerCheckoutId);
    expect(again).toEqual(first);
    expect(sandbox.requestsTo('GET', `/v2/checkout/orders/${session.providerCheckoutId}`)).toHaveLength(1);
  });

  it("captures an order from PayPal's approval webhook, for a member who never comes back to the site", async () => {
    const session = await provider.createCheckout(checkout({ paymentId: 66 }));
    const verified = await verify('CHECKOUT.ORDER.APPROVED', {
      id: session.providerCheckoutId,
      status: 'APPROVED',
      purchase_units: [{ custom_id: '66' }],
    });
    expect(verified.event).toEqual({
      kind: 'checkout_approved',
      paymentId: 66,
      providerCheckoutId: session.providerCheckoutId,
    });
    await provider.captureApproved?.(session.providerCheckoutId);
    expect(
      sandbox.requestsTo('POST', `/v2/checkout/orders/${session.providerCheckoutId}/capture`),
    ).toHaveLength(1);
  });

  it('refunds a capture in PayPal decimals with our refund id as request id', async () => {
    const session = await provider.createCheckout(checkout({ paymentId: 66 }));
    const { captureId } = await provider.captureOrder(session.providerCheckoutId);
    if (!captureId) throw new Error('no capture');

    const result = await provider.refund({
      providerPaymentId: captureId,
      amountMinor: 250,
      currency: 'USD',
      reason: 'requested_by_customer',
      refundId: 3,
    });
    expect(result).toEqual({ providerRefundId: expect.stringMatching(/^REFUND/), status: 'succeeded' });
    const [refund] = sandbox.requestsTo('POST', `/v2/payments/captures/${captureId}/refund`);
    expect(refund?.headers.get('paypal-request-id')).toBe('wildlens-refund-3');
    expect(json(refund)).toMatchObject({ amount: { currency_code: 'USD', value: '2.50' } });
  });

  it('refunds a subscription charge through its sale', async () => {
    const result = await provider.refund({
      providerPaymentId: 'SALE12345',
      amountMinor: 750,
      currency: 'JPY',
      reason: 'duplicate',
      refundId: 4,
    });
    expect(result).toEqual({ providerRefundId: expect.stringMatching(/^SALEREFUND/), status: 'succeeded' });
    const [sale] = sandbox.requestsTo('POST', '/v1/payments/sale/SALE12345/refund');
    expect(json(sale)).toMatchObject({ amount: { total: '750', currency: 'JPY' } });
    expect(sale?.headers.get('paypal-request-id')).toBe('wildlens-refund-4');
  });
});

describe('PayPal subscriptions', () => {
  it('creates the product and a plan per price once, remembers them, and subscribes with custom_id', async () => {
    const premium = checkout({
      paymentId: 71,
      purpose: 'premium_subscription',
      mode: 'subscription',
      amountMinor: 499,
      currency: 'USD',
    });
    const first = await provider.createCheckout(premium);
    const second = await provider.createCheckout({ ...premium, paymentId: 72 });

    expect(sandbox.requestsTo('POST', '/v1/catalogs/products')).toHaveLength(1);
    const plans = sandbox.requestsTo('POST', '/v1/billing/plans');
    expect(plans).toHaveLength(1);
    expect(json(plans[0])).toMatchObject({
      status: 'ACTIVE',
      billing_cycles: [
        {
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { currency_code: 'USD', value: '4.99' } },
        },
      ],
      payment_preferences: { auto_bill_outstanding: true },
    });

    const subscriptions = sandbox.requestsTo('POST', '/v1/billing/subscriptions');
    expect(subscriptions).toHaveLength(2);
    const [stored] = await database.db.select().from(paypalPlans);
    expect(stored).toMatchObject({ currency: 'USD', amountMinor: 499 });
    expect(json(subscriptions[0])).toMatchObject({
      plan_id: stored?.planId,
      custom_id: '71',
      subscriber: { email_address: 'lin@example.com' },
      application_context: {
        brand_name: 'WildLens',
        shipping_preference: 'NO_SHIPPING',
        user_action: 'SUBSCRIBE_NOW',
        return_url: premium.successUrl,
        cancel_url: premium.cancelUrl,
      },
    });
    expect(json(subscriptions[1])).toMatchObject({ plan_id: stored?.planId, custom_id: '72' });
    expect(subscriptions[1]?.headers.get('paypal-request-id')).toBe('wildlens-checkout-72');
    expect(first.providerCheckoutId).toMatch(/^I-/);
    expect(first.redirectUrl).toContain(
      'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=',
    );
    expect(second.providerCheckoutId).not.toBe(first.providerCheckoutId);

    // Another regional price: a new plan on the same product.
    await provider.createCheckout({
      ...premium,
      paymentId: 73,
      amountMinor: 750,
      currency: 'JPY',
      locale: 'ja-JP',
    });
    expect(sandbox.requestsTo('POST', '/v1/catalogs/products')).toHaveLength(1);
    const plansNow = sandbox.requestsTo('POST', '/v1/billing/plans');
    expect(plansNow).toHaveLength(2);
    expect(json(plansNow[1])).toMatchObject({
      product_id: stored?.productId,
      billing_cycles: [{ pricing_scheme: { fixed_price: { currency_code: 'JPY', value: '750' } } }],
    });
    const rows = await database.db.select().from(paypalPlans);
    expect(rows.map((row) => `${row.currency} ${row.amountMinor}`).sort()).toEqual(['JPY 750', 'USD 499']);
  });

  it('cancels at once (PayPal has no cancel at period end)', async () => {
    const { providerCheckoutId } = await provider.createCheckout(
      checkout({ paymentId: 74, purpose: 'premium_subscription', mode: 'subscription' }),
    );
    await provider.cancelSubscription(providerCheckoutId, { atPeriodEnd: true });
    const [cancel] = sandbox.requestsTo('POST', `/v1/billing/subscriptions/${providerCheckoutId}/cancel`);
    expect(json(cancel)).toEqual({ reason: expect.any(String) });
    expect(sandbox.subscriptions.get(providerCheckoutId)?.status).toBe('CANCELLED');

    // A second cancel (the sweep after the member cancelled in PayPal) finds it cancelled and succeeds.
    await provider.cancelSubscription(providerCheckoutId, { atPeriodEnd: false });
    expect(sandbox.requestsTo('POST', `/v1/billing/subscriptions/${providerCheckoutId}/cancel`)).toHaveLength(
      2,
    );
    await expect(provider.cancelSubscription('I-UNKNOWN', { atPeriodEnd: false })).rejects.toThrow();
  });

  it('resumes a suspended subscription and refuses to resume a cancelled one', async () => {
    const { providerCheckoutId } = await provider.createCheckout(
      checkout({ paymentId: 75, purpose: 'premium_subscription', mode: 'subscription' }),
    );
    const stored = sandbox.subscriptions.get(providerCheckoutId);
    if (!stored) throw new Error('no subscription');
    stored.status = 'SUSPENDED';
    await provider.resumeSubscription(providerCheckoutId);
    expect(
      sandbox.requestsTo('POST', `/v1/billing/subscriptions/${providerCheckoutId}/activate`),
    ).toHaveLength(1);

    stored.status = 'CANCELLED';
    const refused = provider.resumeSubscription(providerCheckoutId);
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 409 });
  });

  it('has no portal and no deferred renewal, and is in test mode on the sandbox', async () => {
    expect(await provider.customerPortalUrl('PAYER1', 'http://localhost:5000/subscription')).toBeNull();
    expect(provider.deferRenewal).toBeUndefined();
    expect(provider.testMode).toBe(true);
  });
});

describe('PayPal webhooks', () => {
  it('asks PayPal to verify, passing the event on byte for byte', async () => {
    const body = webhook('PAYMENT.CAPTURE.COMPLETED', { id: 'CAP1', status: 'COMPLETED', custom_id: '61' });
    const verified = await provider.verifyWebhook(body, TRANSMISSION);

    const [call] = sandbox.requestsTo('POST', '/v1/notifications/verify-webhook-signature');
    expect(call?.text).toContain(`"webhook_event":${body.toString()}`);
    expect(json(call)).toMatchObject({
      auth_algo: 'SHA256withRSA',
      cert_url: TRANSMISSION['paypal-cert-url'],
      transmission_id: TRANSMISSION['paypal-transmission-id'],
      transmission_sig: TRANSMISSION['paypal-transmission-sig'],
      transmission_time: TRANSMISSION['paypal-transmission-time'],
      webhook_id: WEBHOOK_ID,
      webhook_event: { event_type: 'PAYMENT.CAPTURE.COMPLETED' },
    });
    expect(verified).toMatchObject({
      provider: 'paypal',
      eventId: expect.stringMatching(/^WH-TEST-/),
      type: 'PAYMENT.CAPTURE.COMPLETED',
      createdAt: new Date('2026-05-21T09:59:58.000Z'),
      event: {
        kind: 'checkout_completed',
        paymentId: 61,
        providerPaymentId: 'CAP1',
        providerSubscriptionId: null,
        providerCustomerId: null,
        periodEnd: null,
      },
    });
  });

  it('refuses what PayPal does not verify, and malformed deliveries, with WebhookVerificationError', async () => {
    sandbox.verificationStatus = 'FAILURE';
    await expect(verify('PAYMENT.CAPTURE.COMPLETED', { id: 'CAP1', custom_id: '61' })).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );

    sandbox.verificationStatus = 'SUCCESS';
    const body = webhook('PAYMENT.CAPTURE.COMPLETED', { id: 'CAP1', custom_id: '61' });
    const { 'paypal-transmission-sig': _missing, ...withoutSignature } = TRANSMISSION;
    await expect(provider.verifyWebhook(body, withoutSignature)).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    await expect(provider.verifyWebhook(Buffer.from('not json'), TRANSMISSION)).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    await expect(provider.verifyWebhook(Buffer.from('{"id":1}'), TRANSMISSION)).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    // Only the FAILURE delivery reached PayPal's verification.
    expect(sandbox.requestsTo('POST', '/v1/notifications/verify-webhook-signature')).toHaveLength(1);
  });

  it('treats PayPal refusing the verification request as a bad delivery', async () => {
    const misconfigured = createPayPalProvider({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      webhookId: 'not a webhook id',
      environment: 'sandbox',
      publicUrl: 'http://localhost:5000',
      db: database.db,
    });
    await expect(
      misconfigured.verifyWebhook(webhook('PAYMENT.CAPTURE.COMPLETED', { id: 'CAP1' }), TRANSMISSION),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
  });

  it('maps denied and refunded captures', async () => {
    expect(
      (await verify('PAYMENT.CAPTURE.DENIED', { id: 'CAP2', status: 'DECLINED', custom_id: '62' })).event,
    ).toEqual({
      kind: 'checkout_failed',
      paymentId: 62,
      reason: 'declined',
      message: expect.any(String),
    });
    const refunded = await verify('PAYMENT.CAPTURE.REFUNDED', {
      id: 'REF1',
      status: 'COMPLETED',
      amount: { value: '2.50', currency_code: 'USD' },
      links: [
        { href: 'https://api.sandbox.paypal.com/v2/payments/refunds/REF1', rel: 'self', method: 'GET' },
        { href: 'https://api.sandbox.paypal.com/v2/payments/captures/CAP2', rel: 'up', method: 'GET' },
      ],
    });
    expect(refunded.event).toEqual({
      kind: 'refunded',
      providerPaymentId: 'CAP2',
      providerRefundId: 'REF1',
      amountMinor: 250,
      currency: 'USD',
    });
  });

  it('maps the subscription lifecycle', async () => {
    const activated = await verify('BILLING.SUBSCRIPTION.ACTIVATED', {
      id: 'I-SUB1',
      status: 'ACTIVE',
      custom_id: '71',
      plan_id: 'P-1',
      subscriber: { payer_id: 'PAYER1', email_address: 'lin@example.com' },
      billing_info: { next_billing_time: '2026-06-21T10:00:00Z', failed_payments_count: 0 },
    });
    expect(activated.event).toEqual({
      kind: 'checkout_completed',
      paymentId: 71,
      providerPaymentId: null,
      providerSubscriptionId: 'I-SUB1',
      providerCustomerId: 'PAYER1',
      periodEnd: new Date('2026-06-21T10:00:00Z'),
    });

    expect(
      (await verify('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id: 'I-SUB1', status: 'ACTIVE' })).event,
    ).toEqual({
      kind: 'invoice_payment_failed',
      providerSubscriptionId: 'I-SUB1',
      message: expect.any(String),
    });
    expect(
      (
        await verify('BILLING.SUBSCRIPTION.SUSPENDED', {
          id: 'I-SUB1',
          status: 'SUSPENDED',
          billing_info: {},
        })
      ).event,
    ).toEqual({
      kind: 'subscription_updated',
      providerSubscriptionId: 'I-SUB1',
      status: 'past_due',
      cancelAtPeriodEnd: false,
      periodEnd: null,
    });
    for (const type of ['BILLING.SUBSCRIPTION.CANCELLED', 'BILLING.SUBSCRIPTION.EXPIRED']) {
      expect((await verify(type, { id: 'I-SUB1', status: 'CANCELLED' })).event).toEqual({
        kind: 'subscription_deleted',
        providerSubscriptionId: 'I-SUB1',
      });
    }
  });

  it('maps a subscription charge to invoice_paid, with the period end PayPal bills next', async () => {
    const { providerCheckoutId } = await provider.createCheckout(
      checkout({ paymentId: 76, purpose: 'premium_subscription', mode: 'subscription' }),
    );
    const stored = sandbox.subscriptions.get(providerCheckoutId);
    if (!stored) throw new Error('no subscription');
    stored.status = 'ACTIVE';
    stored.nextBillingTime = '2026-07-01T10:00:00Z';

    const sale = await verify('PAYMENT.SALE.COMPLETED', {
      id: 'SALE1',
      state: 'completed',
      amount: { total: '4.99', currency: 'USD', details: { subtotal: '4.99' } },
      billing_agreement_id: providerCheckoutId,
      custom: '76',
    });
    expect(sale.event).toEqual({
      kind: 'invoice_paid',
      providerSubscriptionId: providerCheckoutId,
      providerPaymentId: 'SALE1',
      amountMinor: 499,
      currency: 'USD',
      periodEnd: new Date('2026-07-01T10:00:00Z'),
    });

    const refunded = await verify('PAYMENT.SALE.REFUNDED', {
      id: 'SALEREF1',
      state: 'completed',
      sale_id: 'SALE1',
      amount: { total: '-4.99', currency: 'USD' },
    });
    expect(refunded.event).toEqual({
      kind: 'refunded',
      providerPaymentId: 'SALE1',
      providerRefundId: 'SALEREF1',
      amountMinor: 499,
      currency: 'USD',
    });

    const notOurs = await verify('PAYMENT.SALE.COMPLETED', {
      id: 'SALE2',
      amount: { total: '1.00', currency: 'USD' },
    });
    expect(notOurs.event).toEqual({ kind: 'ignored', type: 'PAYMENT.SALE.COMPLETED' });
  });

  it('ignores captures that are not ours and event types we do not use', async () => {
    expect((await verify('PAYMENT.CAPTURE.COMPLETED', { id: 'CAP9' })).event).toEqual({
      kind: 'ignored',
      type: 'PAYMENT.CAPTURE.COMPLETED',
    });
    expect((await verify('CHECKOUT.ORDER.APPROVED', { id: 'ORDER1' })).event).toEqual({
      kind: 'ignored',
      type: 'CHECKOUT.ORDER.APPROVED',
    });
  });
});

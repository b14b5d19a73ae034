// Which provider serves each method, chosen from the configuration: the sandbox by default, Stripe for cards
// and PayPal when their settings are given (and only when all of a provider's settings are).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { createPayments } from './service';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database.close();
});

const base = { NODE_ENV: 'test', PUBLIC_URL: 'https://wildlens.example' };
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };
const PAYPAL = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' };

function paymentsWith(env: Record<string, string>) {
  return createPayments({
    config: loadConfig({ ...base, ...env }),
    db: database.db,
    secret: 'test secret',
    clock: () => new Date(),
    log: { info: () => {}, warn: () => {} },
  });
}

describe('provider choice', () => {
  it('serves both methods with the sandbox when nothing is configured', async () => {
    const payments = await paymentsWith({});
    expect(payments.providerFor('card').name).toBe('sandbox');
    expect(payments.providerFor('paypal').name).toBe('sandbox');
    expect(payments.providerNamed('stripe')).toBeNull();
    expect(payments.options('en')).toMatchObject({
      providers: { card: 'sandbox', paypal: 'sandbox' },
      testMode: true,
    });
  });

  it('uses Stripe for cards and PayPal for PayPal when they are configured', async () => {
    const payments = await paymentsWith({ ...STRIPE, ...PAYPAL });
    expect(payments.providerFor('card').name).toBe('stripe');
    expect(payments.providerFor('paypal').name).toBe('paypal');
    expect(payments.options('de').providers).toEqual({ card: 'stripe', paypal: 'paypal' });
    // The sandbox stays for its own checkouts and webhooks.
    expect(payments.providerNamed('sandbox')?.name).toBe('sandbox');
  });

  it('refuses a provider configured by halves', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      'STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY',
    );
    expect(() => loadConfig({ ...base, PAYPAL_CLIENT_ID: 'client' })).toThrow(
      /PAYPAL_CLIENT_SECRET: required/,
    );
    expect(() => loadConfig({ ...base, ...PAYPAL, PAYPAL_ENVIRONMENT: 'live' })).toThrow(
      /PAYPAL_ENVIRONMENT/,
    );
    expect(() => loadConfig({ ...base, ...STRIPE, STRIPE_API_PROTOCOL: 'ftp' })).toThrow(
      /STRIPE_API_PROTOCOL/,
    );
  });
});

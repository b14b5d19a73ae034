// Test helpers for the plans and payments pages: answers shaped like the server's (payment options of a
// language from the regional table, a payment, a subscription, a sandbox checkout). Only test files import this.
import { isLanguageCode, type LanguageCode } from '@common/constants/languages';
import { REGIONAL_PRICING } from '@common/constants/regional-pricing';
import type {
  PaymentOptions,
  PaymentSummary,
  SandboxCheckout,
  SubscriptionSummary,
} from '@common/schemas/payments';
import { minorUnitDigits } from './money';

const minor = (amount: number, currency: string) => Math.round(amount * 10 ** minorUnitDigits(currency));

/** GET /api/payments/options as the server answers it for `language` (spec section 9's table). */
export function makeOptions(language: string, overrides: Partial<PaymentOptions> = {}): PaymentOptions {
  const code: LanguageCode = isLanguageCode(language) ? language : 'en';
  const p = REGIONAL_PRICING[code];
  return {
    language: code,
    premiumMonthly: { amountMinor: minor(p.premiumMonthly, p.currency), currency: p.currency },
    contestFee: { amountMinor: minor(p.contestFee, p.currency), currency: p.currency },
    cardSupported: p.cardSupported,
    paypalSupported: p.paypalSupported,
    subscriptionsEnabled: p.subscriptionsEnabled,
    providers: { card: p.cardSupported ? 'sandbox' : null, paypal: p.paypalSupported ? 'sandbox' : null },
    testMode: true,
    ...overrides,
  };
}

export function makePayment(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  return {
    id: 7,
    purpose: 'premium_subscription',
    method: 'card',
    provider: 'sandbox',
    amountMinor: 499,
    currency: 'USD',
    status: 'succeeded',
    failureMessage: null,
    description: 'WildLens Premium Explorer, monthly',
    createdAt: '2026-03-01T10:00:00.000Z',
    paidAt: '2026-03-01T10:00:05.000Z',
    refundedMinor: 0,
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return {
    tier: 'premium',
    status: 'active',
    method: 'card',
    provider: 'sandbox',
    currentPeriodEnd: '2026-04-01T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    complimentaryUntil: null,
    freeMonthsEarned: 0,
    freeMonthsUsed: 0,
    price: { amountMinor: 499, currency: 'USD' },
    portalAvailable: false,
    ...overrides,
  };
}

export function makeSandboxCheckout(overrides: Partial<SandboxCheckout> = {}): SandboxCheckout {
  return {
    checkoutId: 'cs_test_abc',
    paymentId: 7,
    method: 'card',
    mode: 'subscription',
    description: 'WildLens Premium Explorer, monthly',
    amountMinor: 499,
    currency: 'USD',
    status: 'open',
    successUrl: 'http://localhost:3000/subscription-success?payment=7',
    cancelUrl: 'http://localhost:3000/subscribe?payment=7',
    ...overrides,
  };
}

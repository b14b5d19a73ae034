// ctx.payments: the payments part of the server (design section 3), built once in app.ts. It chooses the
// provider of each method from the configuration (Stripe for cards when STRIPE_SECRET_KEY is set, PayPal when
// PAYPAL_CLIENT_ID is set, the built-in sandbox otherwise), and offers what features use: checkouts at the
// server's price, the purposes registry, refunds, the webhook handler and the subscriptions service.
import type { CheckoutStarted, PaymentOptions } from '@common/schemas/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../http/context';
import { notFound } from '../http/errors';
import { type StartCheckoutInput, startCheckout } from './checkout';
import { paymentSupportFor, priceFor } from './prices';
import type { PaymentMethod, PaymentProvider, ProviderName, WebhookHeaders } from './provider';
import { createPurposeRegistry, type PurposeRegistry, registerPurpose } from './purposes';
import { type RefundInput, type RefundOutcome, refundPayment } from './refunds';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider';
import {
  applyEarnedMonths,
  premiumPurpose,
  runSubscriptionLifecycle,
  type SubscriptionDeps,
  SubscriptionService,
} from './subscriptions';
import { handleWebhook, type WebhookResult } from './webhooks';

export interface PaymentsDeps {
  config: AppConfig;
  db: Db;
  /** The server secret: the sandbox's webhook signing key is derived from it. */
  secret: string;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface Payments {
  /** What each purpose does when paid, failed or refunded: features register theirs at app build. */
  readonly purposes: PurposeRegistry;
  /** The built-in provider (always there: its checkouts, renewals and webhook route). */
  readonly sandbox: SandboxProvider;
  readonly subscriptions: SubscriptionService;
  /** The provider that serves a method on this site. */
  providerFor(method: PaymentMethod): PaymentProvider;
  /** A provider by name, or null when it is not configured here (its webhooks are then refused). */
  providerNamed(name: ProviderName): PaymentProvider | null;
  /** A checkout at the server's price for the purpose and language; throws HttpError 4xx when not allowed. */
  startCheckout(input: StartCheckoutInput): Promise<CheckoutStarted>;
  refundPayment(input: RefundInput): Promise<RefundOutcome>;
  /** The webhook route's handler: 400 for a bad signature, a duplicate changes nothing. */
  handleWebhook(provider: ProviderName, rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookResult>;
  /** Prices and methods for a language (GET /api/payments/options). */
  options(language: string | null | undefined): PaymentOptions;
  /** The premium_free_months job. */
  applyEarnedMonths(userId: number): Promise<void>;
  /** Everything due at `now`: the sandbox's renewals and expiries, then premium that ran out. */
  runSweeps(now: Date): Promise<{ sandboxEvents: number; premiumEnded: number }>;
}

/**
 * The providers the operator configured. Their SDKs are loaded only then: PayPal's alone took 1.6 s and tens of
 * megabytes to load in every server process, configured or not.
 */
async function configuredProviders(deps: PaymentsDeps): Promise<{
  stripe: PaymentProvider | null;
  paypal: PaymentProvider | null;
}> {
  const c = deps.config;
  const stripe =
    c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET
      ? (await import('./stripe/stripe-provider')).createStripeProvider({
          secretKey: c.STRIPE_SECRET_KEY,
          webhookSecret: c.STRIPE_WEBHOOK_SECRET,
          ...(c.STRIPE_API_HOST ? { apiHost: c.STRIPE_API_HOST } : {}),
          ...(c.STRIPE_API_PORT ? { apiPort: c.STRIPE_API_PORT } : {}),
          ...(c.STRIPE_API_PROTOCOL ? { apiProtocol: c.STRIPE_API_PROTOCOL } : {}),
          publicUrl: c.publicUrl,
        })
      : null;
  const paypal =
    c.PAYPAL_CLIENT_ID && c.PAYPAL_CLIENT_SECRET && c.PAYPAL_WEBHOOK_ID
      ? (await import('./paypal/paypal-provider')).createPayPalProvider({
          clientId: c.PAYPAL_CLIENT_ID,
          clientSecret: c.PAYPAL_CLIENT_SECRET,
          webhookId: c.PAYPAL_WEBHOOK_ID,
          environment: c.PAYPAL_ENVIRONMENT,
          publicUrl: c.publicUrl,
          db: deps.db,
        })
      : null;
  return { stripe, paypal };
}

export async function createPayments(deps: PaymentsDeps): Promise<Payments> {
  const purposes = createPurposeRegistry();
  registerPurpose(purposes, 'premium_subscription', premiumPurpose);
  const webhookContext = { db: deps.db, clock: deps.clock, purposes };
  const sandbox: SandboxProvider = createSandboxProvider({
    db: deps.db,
    secret: deps.secret,
    clock: deps.clock,
    // The sandbox's events take the same road as a provider's POST to /api/payments/webhooks/sandbox.
    deliver: async (rawBody, headers) => {
      await handleWebhook(webhookContext, sandbox, rawBody, headers);
    },
  });
  const { stripe, paypal } = await configuredProviders(deps);
  const providerFor = (method: PaymentMethod): PaymentProvider =>
    method === 'card' ? (stripe ?? sandbox) : (paypal ?? sandbox);
  const providerNamed = (name: ProviderName): PaymentProvider | null =>
    name === 'sandbox' ? sandbox : name === 'stripe' ? stripe : paypal;
  const start = (input: StartCheckoutInput) =>
    startCheckout(
      { db: deps.db, clock: deps.clock, log: deps.log, publicUrl: deps.config.publicUrl, providerFor },
      input,
    );
  const subscriptionDeps: SubscriptionDeps = {
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    publicUrl: deps.config.publicUrl,
    providerNamed,
    startCheckout: start,
  };

  return {
    purposes,
    sandbox,
    subscriptions: new SubscriptionService(subscriptionDeps),
    providerFor,
    providerNamed,
    startCheckout: start,
    refundPayment: (input) =>
      refundPayment({ db: deps.db, clock: deps.clock, log: deps.log, providerNamed }, input),
    async handleWebhook(name, rawBody, headers) {
      const provider = providerNamed(name);
      if (!provider) throw notFound(`The ${name} provider is not configured on this site.`);
      return handleWebhook(webhookContext, provider, rawBody, headers);
    },
    options(language) {
      const support = paymentSupportFor(language);
      const premium = priceFor('premium_subscription', support.language);
      const fee = priceFor('contest_entry', support.language);
      const card = providerFor('card');
      const payPal = providerFor('paypal');
      return {
        language: support.language,
        premiumMonthly: { amountMinor: premium.amountMinor, currency: premium.currency },
        contestFee: { amountMinor: fee.amountMinor, currency: fee.currency },
        cardSupported: support.cardSupported,
        paypalSupported: support.paypalSupported,
        subscriptionsEnabled: support.subscriptionsEnabled,
        providers: {
          card: card.name === 'paypal' ? null : card.name,
          paypal: payPal.name === 'stripe' ? null : payPal.name,
        },
        testMode: card.testMode || payPal.testMode,
      };
    },
    applyEarnedMonths: (userId) => applyEarnedMonths(subscriptionDeps, userId),
    async runSweeps(now) {
      const sandboxEvents = await sandbox.runRenewals(now);
      const premiumEnded = await runSubscriptionLifecycle(subscriptionDeps, now);
      return { sandboxEvents, premiumEnded };
    },
  };
}

// The built-in sandbox provider (design section 3: the embedded default of payments): checkouts on WildLens's own
// test-mode page (/stripe-checkout), Stripe's published test cards, subscriptions renewed by a sweep, refunds at
// once. Everything it decides reaches the rest of the server as a signed webhook event handed to the same
// handler the HTTP route uses, so the sandbox drives exactly the state machine Stripe and PayPal drive.
import type { SandboxCheckout, sandboxPayBodySchema, sandboxPayResultSchema } from '@common/schemas/payments';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { sandboxCheckouts, sandboxSubscriptions } from '../../db/schema';
import type { Clock } from '../../http/context';
import type { CheckoutRequest, PaymentProvider, WebhookHeaders } from '../provider';
import { payCheckout, presentCheckout } from './checkout';
import {
  epochSeconds,
  type SandboxEventBody,
  sandboxEvent,
  sandboxId,
  signSandboxEvent,
  verifySandboxEvent,
} from './events';
import { runSandboxRenewals } from './renewals';

export type SandboxPayBody = z.infer<typeof sandboxPayBodySchema>;
export type SandboxPayResult = z.infer<typeof sandboxPayResultSchema>;

/** How long a sandbox checkout stays open: Stripe's shortest Checkout Session lifetime. */
export const SANDBOX_CHECKOUT_MINUTES = 30;

export interface SandboxDeps {
  db: Db;
  /** The server secret: the webhook signing key is derived from it. */
  secret: string;
  clock: Clock;
  /** The webhook handler (payments/webhooks.ts handleWebhook with this provider), as the HTTP route calls it. */
  deliver(rawBody: Buffer, headers: WebhookHeaders): Promise<void>;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The checkout for its page; null when there is none or it is another member's. */
  checkoutFor(checkoutId: string, userId: number): Promise<SandboxCheckout | null>;
  /** The test-mode page's Pay button (null: no such checkout of this member's). */
  pay(checkoutId: string, userId: number, body: SandboxPayBody): Promise<SandboxPayResult | null>;
  /** Renewals, failed renewals, ends and expiries that are due at `now`; answers how many events it sent. */
  runRenewals(now: Date): Promise<number>;
}

/** What the sandbox's internal parts share: the database, the clock and a way to send an event. */
export interface SandboxRuntime {
  db: Db;
  clock: Clock;
  emit(type: string, object: Record<string, unknown>, at: Date): Promise<void>;
}

export function createSandboxProvider(deps: SandboxDeps): SandboxProvider {
  const runtime: SandboxRuntime = {
    db: deps.db,
    clock: deps.clock,
    async emit(type, object, at) {
      const event: SandboxEventBody = sandboxEvent(type, object, at);
      const signed = signSandboxEvent(deps.secret, event);
      await deps.deliver(signed.rawBody, signed.headers);
    },
  };

  async function subscriptionOf(id: string) {
    const [row] = await deps.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    if (!row) throw new Error(`No sandbox subscription ${id}`);
    return row;
  }

  async function announce(id: string) {
    const row = await subscriptionOf(id);
    await runtime.emit(
      'customer.subscription.updated',
      {
        id: row.id,
        object: 'subscription',
        status: row.status,
        cancel_at_period_end: row.cancelAtPeriodEnd,
        current_period_end: epochSeconds(row.currentPeriodEnd),
      },
      deps.clock(),
    );
  }

  return {
    name: 'sandbox',
    testMode: true,

    async createCheckout(request: CheckoutRequest) {
      const id = sandboxId('cs');
      await deps.db.insert(sandboxCheckouts).values({
        id,
        paymentId: request.paymentId,
        mode: request.mode,
        method: request.method,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        status: 'open',
        expiresAt: new Date(deps.clock().getTime() + SANDBOX_CHECKOUT_MINUTES * 60_000),
        createdAt: deps.clock(),
      });
      return {
        providerCheckoutId: id,
        redirectUrl: `/stripe-checkout?checkout=${id}`,
        providerCustomerId: request.customer.providerCustomerId ?? `cus_sbx_member${request.customer.userId}`,
      };
    },

    verifyWebhook: async (rawBody, headers) => verifySandboxEvent(deps.secret, rawBody, headers),

    async cancelSubscription(providerSubscriptionId, options) {
      const row = await subscriptionOf(providerSubscriptionId);
      if (row.status === 'canceled') return;
      if (options.atPeriodEnd) {
        await deps.db
          .update(sandboxSubscriptions)
          .set({ cancelAtPeriodEnd: true })
          .where(eq(sandboxSubscriptions.id, row.id));
        await announce(row.id);
        return;
      }
      await deps.db
        .update(sandboxSubscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: false })
        .where(eq(sandboxSubscriptions.id, row.id));
      await runtime.emit(
        'customer.subscription.deleted',
        { id: row.id, object: 'subscription' },
        deps.clock(),
      );
    },

    async resumeSubscription(providerSubscriptionId) {
      const [row] = await deps.db
        .update(sandboxSubscriptions)
        .set({ cancelAtPeriodEnd: false })
        .where(
          and(eq(sandboxSubscriptions.id, providerSubscriptionId), eq(sandboxSubscriptions.status, 'active')),
        )
        .returning({ id: sandboxSubscriptions.id });
      if (!row) throw new Error(`The sandbox subscription ${providerSubscriptionId} is not active`);
      await announce(row.id);
    },

    async deferRenewal(providerSubscriptionId, until) {
      const row = await subscriptionOf(providerSubscriptionId);
      if (row.status === 'canceled' || until <= row.currentPeriodEnd) return;
      await deps.db
        .update(sandboxSubscriptions)
        .set({ currentPeriodEnd: until })
        .where(eq(sandboxSubscriptions.id, row.id));
      await announce(row.id);
    },

    async refund(request) {
      const providerRefundId = sandboxId('re');
      await runtime.emit(
        'charge.refunded',
        {
          id: sandboxId('ch'),
          object: 'charge',
          payment_intent: request.providerPaymentId,
          refund: {
            id: providerRefundId,
            amount: request.amountMinor,
            currency: request.currency.toLowerCase(),
            metadata: { refund_id: String(request.refundId) },
          },
        },
        deps.clock(),
      );
      return { providerRefundId, status: 'succeeded' as const };
    },

    // The sandbox has no customer portal: the member's subscription page cancels and resumes.
    customerPortalUrl: async () => null,

    checkoutFor: (checkoutId, userId) => presentCheckout(runtime, checkoutId, userId),

    pay: (checkoutId, userId, body) => payCheckout(runtime, checkoutId, userId, body),

    runRenewals: (now) => runSandboxRenewals(runtime, now),
  };
}

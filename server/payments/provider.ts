// The one interface every payment provider implements (issue 14): the built-in sandbox (the embedded default),
// Stripe and PayPal. Features never talk to a provider: they start a checkout through payments/service and learn
// the outcome from the webhook handler, which receives the same normalised events from all three.

export const PROVIDER_NAMES = ['sandbox', 'stripe', 'paypal'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** How the member pays: a card (Stripe, or the sandbox's card form) or PayPal (PayPal, or the sandbox's button). */
export const PAYMENT_METHODS = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a payment buys; each purpose registers what happens when it succeeds or is refunded (purposes.ts). */
export const PAYMENT_PURPOSES = [
  'premium_subscription',
  'contest_entry',
  'guide_purchase',
  'print_order',
] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export interface CheckoutCustomer {
  userId: number;
  email: string;
  /** The provider's customer id when the member already has one (users.stripeCustomerId / paypalCustomerId). */
  providerCustomerId: string | null;
}

/** Everything a provider needs to open a checkout; the amount was computed by the server (payments/prices.ts). */
export interface CheckoutRequest {
  /** Our payments row, written (pending) before the provider is called; it travels as the provider's reference. */
  paymentId: number;
  purpose: PaymentPurpose;
  /** 'subscription' renews monthly until cancelled; 'payment' is a one-off charge. */
  mode: 'subscription' | 'payment';
  method: PaymentMethod;
  /** In the currency's minor units (payments/money.ts): cents, or whole yen. */
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Shown on the provider's page, in the member's language ("WildLens Premium Explorer, monthly"). */
  description: string;
  customer: CheckoutCustomer;
  /** Absolute URLs the provider sends the member back to. */
  successUrl: string;
  cancelUrl: string;
  /** BCP 47 locale of the member's language, for the provider's page. */
  locale: string;
}

export interface CheckoutSession {
  /** Stripe's Checkout Session id, PayPal's order or subscription id, the sandbox's checkout id. */
  providerCheckoutId: string;
  /** Where the browser goes next: the provider's page, or WildLens's own test-mode page for the sandbox. */
  redirectUrl: string;
  providerCustomerId?: string;
}

export type SubscriptionState = 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete';

/**
 * What a verified webhook said, in the product's words: one shape for the three providers, so the state machine
 * (payments/webhooks.ts) is written once. `paymentId` is ours, carried through the provider as metadata / custom id.
 */
export type PaymentEvent =
  | {
      kind: 'checkout_completed';
      paymentId: number;
      providerPaymentId: string | null;
      providerSubscriptionId: string | null;
      providerCustomerId: string | null;
      /** The end of the first paid period, for subscriptions. */
      periodEnd: Date | null;
    }
  | {
      /**
       * The payer approved a one-off order that the provider charges only when asked (PayPal's orders are
       * captured after approval): the handler captures it, and the capture's own event completes the checkout.
       */
      kind: 'checkout_approved';
      paymentId: number;
      providerCheckoutId: string;
    }
  | {
      kind: 'checkout_failed';
      paymentId: number;
      reason: 'declined' | 'insufficient_funds' | 'expired' | 'other';
      message: string;
    }
  | {
      /** A subscription's renewal was paid (Stripe invoice.paid, PayPal PAYMENT.SALE.COMPLETED). */
      kind: 'invoice_paid';
      providerSubscriptionId: string;
      providerPaymentId: string;
      amountMinor: number;
      currency: string;
      periodEnd: Date;
    }
  | { kind: 'invoice_payment_failed'; providerSubscriptionId: string; message: string }
  | {
      kind: 'subscription_updated';
      providerSubscriptionId: string;
      status: SubscriptionState;
      cancelAtPeriodEnd: boolean;
      periodEnd: Date | null;
    }
  | { kind: 'subscription_deleted'; providerSubscriptionId: string }
  | {
      kind: 'refunded';
      providerPaymentId: string;
      providerRefundId: string;
      /** This refund's amount (not the payment's running total). */
      amountMinor: number;
      currency: string;
      /**
       * Our refunds row id when the provider echoes it back (RefundRequest.refundId as metadata): it ties an event
       * that arrives before refund() has answered (the sandbox's, a fast provider's) to the row.
       */
      refundId?: number | null;
    }
  /** Verified, stored, and deliberately not acted on (an event type we do not use). */
  | { kind: 'ignored'; type: string };

export interface VerifiedEvent {
  provider: ProviderName;
  /** The provider's event id: events are stored by (provider, eventId) and processed once. */
  eventId: string;
  /** The provider's own type name (checkout.session.completed, PAYMENT.CAPTURE.COMPLETED...). */
  type: string;
  /** When the provider created the event: an older event never overrides what a newer one set. */
  createdAt: Date;
  event: PaymentEvent;
  /** The parsed body, kept with the stored event for audit. */
  payload: unknown;
}

/** A webhook whose signature (or PayPal's verification call) failed: answered 400, nothing changes. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface RefundRequest {
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
  reason: string;
  /** Our refunds row id, sent as the provider's idempotency key / reference. */
  refundId: number;
}

export interface RefundResult {
  providerRefundId: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** True for the sandbox and for Stripe test keys / the PayPal sandbox: pages say "test mode". */
  readonly testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the raw body's signature (PayPal: its verify-webhook-signature call) and maps the event. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<VerifiedEvent>;
  /** atPeriodEnd: the member keeps premium until the paid period ends. */
  cancelSubscription(providerSubscriptionId: string, options: { atPeriodEnd: boolean }): Promise<void>;
  /** Undoes a cancellation at period end before the period ends. */
  resumeSubscription(providerSubscriptionId: string): Promise<void>;
  /**
   * Moves the next charge to `until` without charging for the time between (free months earned: contest
   * prizes, referrals). Stripe: the subscription's trial_end; the sandbox: its period end. Absent where the
   * provider cannot (PayPal): the months then stay earned and are applied when the member next subscribes.
   */
  deferRenewal?(providerSubscriptionId: string, until: Date): Promise<void>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Charges an approved order (checkout_approved); safe to call twice. Absent where approval is the charge. */
  captureApproved?(providerCheckoutId: string): Promise<void>;
  /** Card changes and cancellation on the provider's own page (Stripe's customer portal); null where none. */
  customerPortalUrl(providerCustomerId: string, returnUrl: string): Promise<string | null>;
}

// Payments and Premium Explorer (issue 14; spec sections 6 and 9): what the browser and the server exchange.
// Prices are never sent by the client: every amount here is computed by the server from the regional table
// (common/constants/regional-pricing.ts) for the member's language, in the currency's minor units.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages';

export const PAYMENT_METHOD_VALUES = ['card', 'paypal'] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHOD_VALUES)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'refunded',
  'partially_refunded',
  'canceled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ['none', 'incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The server's refusals of payments and subscriptions, word for word (the pages may match on them). */
export const PAYMENT_MESSAGES = {
  /** Spec section 8, for a language whose subscriptions are off. */
  subscriptionsUnavailable:
    'Premium subscriptions are not currently available in your region due to payment processor limitations. You can still enjoy all free features and browse the community!',
  paymentsUnavailable:
    'Payments are not currently available in your region due to payment processor limitations.',
  cardUnavailable: 'Card payments are not available in your region. Please pay with PayPal.',
  paypalUnavailable: 'PayPal is not available in your region. Please pay by card.',
  alreadyPremium: 'You already have Premium Explorer.',
  noSubscription: 'You have no Premium Explorer subscription.',
  notCancelled: 'Your subscription is not set to end, so there is nothing to resume.',
  alreadyCancelled: 'Your subscription already ends at the end of the paid period.',
  endedAtProvider:
    'Your subscription has already ended at the payment provider and cannot be resumed. You keep Premium until the end of the paid period; subscribe again after it.',
  noPortal: 'Your payment provider has no customer portal: manage your subscription here.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a few minutes.',
  paymentNotFound: 'Payment not found',
  checkoutNotFound: 'Checkout not found',
  notRefundable: 'Only a paid payment can be refunded.',
  refundTooLarge: 'The refund is larger than what remains of the payment.',
  refundPermission: 'Refunds need the viewRevenue or manageUsers permission.',
} as const;

/** Days a member keeps premium after a failed renewal while the provider retries (the banner counts them down). */
export const PAYMENT_GRACE_DAYS = 7;

/** An amount as the server computed it: minor units (cents; whole yen) and the currency. */
export const moneySchema = z.object({
  amountMinor: z.number().int().nonnegative(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof moneySchema>;

/** GET /api/payments/options (?language= for visitors; a member's own preferredLanguage otherwise). */
export const paymentOptionsSchema = z.object({
  language: z.enum(LANGUAGE_CODES),
  premiumMonthly: moneySchema,
  contestFee: moneySchema,
  cardSupported: z.boolean(),
  paypalSupported: z.boolean(),
  subscriptionsEnabled: z.boolean(),
  /** Which implementation serves each method on this site ('sandbox' = WildLens's own test-mode checkout). */
  providers: z.object({
    card: z.enum(['sandbox', 'stripe']).nullable(),
    paypal: z.enum(['sandbox', 'paypal']).nullable(),
  }),
  testMode: z.boolean(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

export const paymentOptionsQuerySchema = z.object({ language: z.string().max(10).optional() });

/**
 * POST /api/subscription/checkout. Unknown fields are refused (400) like everywhere; a price or currency a page
 * sends along (what it showed) is accepted and ignored: the server charges its own price for the language.
 */
export const subscriptionCheckoutBodySchema = z.strictObject({
  method: z.enum(PAYMENT_METHOD_VALUES),
  amountMinor: z.number().optional(),
  amount: z.number().optional(),
  price: z.number().optional(),
  currency: z.string().max(10).optional(),
});

/** The answer of every checkout start (premium, contest entry): where the browser goes next. */
export const checkoutStartedSchema = z.object({
  paymentId: z.number().int(),
  redirectUrl: z.string(),
});
export type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

export const paymentSummarySchema = z.object({
  id: z.number().int(),
  purpose: z.enum(['premium_subscription', 'contest_entry', 'guide_purchase', 'print_order']),
  method: z.enum(PAYMENT_METHOD_VALUES),
  provider: z.enum(['sandbox', 'stripe', 'paypal']),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** The decline or failure message shown to the member, in plain words. */
  failureMessage: z.string().nullable(),
  description: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedMinor: z.number().int(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** GET /api/subscription: the member's own plan, as the subscription page shows it. */
export const subscriptionSummarySchema = z.object({
  tier: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  method: z.enum(PAYMENT_METHOD_VALUES).nullable(),
  provider: z.enum(['sandbox', 'stripe', 'paypal']).nullable(),
  /** The end of the paid period: the next renewal, or when premium ends if cancelled. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Set while a renewal failed: premium is kept until then. */
  graceEndsAt: z.string().nullable(),
  /** Premium given (contest prize, referrals) without payment, until this date. */
  complimentaryUntil: z.string().nullable(),
  freeMonthsEarned: z.number().int(),
  freeMonthsUsed: z.number().int(),
  price: moneySchema,
  /** Card changes happen on the provider's page where it has one (Stripe's customer portal). */
  portalAvailable: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** The sandbox's test-mode checkout page reads its checkout (GET /api/payments/sandbox/:checkoutId). */
export const sandboxCheckoutSchema = z.object({
  checkoutId: z.string(),
  paymentId: z.number().int(),
  method: z.enum(PAYMENT_METHOD_VALUES),
  mode: z.enum(['subscription', 'payment']),
  description: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** POST /api/payments/sandbox/:checkoutId/pay: Stripe's published test cards, or the PayPal (test) button. */
export const sandboxPayBodySchema = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('card'),
    cardNumber: z.string().trim().min(12).max(23),
    expiry: z.string().trim().min(4).max(7),
    cvc: z.string().trim().min(3).max(4),
    name: z.string().trim().max(100).optional(),
  }),
  z.strictObject({ method: z.literal('paypal') }),
]);

export const sandboxPayResultSchema = z.object({
  status: z.enum(['succeeded', 'failed']),
  /** Stripe's own wording for the test card's outcome ("Your card was declined."). */
  message: z.string().nullable(),
  redirectUrl: z.string().nullable(),
});

/** POST /api/admin/payments/:id/refund: the administrator refunds through the provider. */
export const refundBodySchema = z.strictObject({
  /** Omitted: the whole remaining amount. */
  amountMinor: z.number().int().positive().optional(),
  reason: z.enum(['requested_by_customer', 'duplicate', 'fraudulent', 'contest_cancelled', 'other']),
  adminNotes: z.string().trim().max(1000).optional(),
  customerNotes: z.string().trim().max(1000).optional(),
});

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /api/payments/:id, POST /api/admin/payments/:id/refund */
export const paymentIdParamsSchema = z.object({ id: rowId });

/** The sandbox's checkout ids (cs_sbx_ and 24 letters and digits). */
export const sandboxCheckoutParamsSchema = z.object({ checkoutId: z.string().min(1).max(100) });

/** POST /api/payments/webhooks/:provider */
export const webhookParamsSchema = z.object({ provider: z.enum(['sandbox', 'stripe', 'paypal']) });

/** GET /api/payments: the member's own payments, newest first. */
export const paymentListSchema = z.object({ payments: z.array(paymentSummarySchema) });

/** POST /api/subscription/portal: the provider's own page for card changes. */
export const subscriptionPortalSchema = z.object({ url: z.string() });

/** What the administrator sees of a payment: the member and the provider's references too. */
export const adminPaymentSchema = paymentSummarySchema.extend({
  userId: z.number().int(),
  username: z.string(),
  referenceId: z.number().int().nullable(),
  providerCheckoutId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  providerSubscriptionId: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** GET /api/admin/payments: filters and the page asked for. */
export const adminPaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  purpose: z.enum(['premium_subscription', 'contest_entry', 'guide_purchase', 'print_order']).optional(),
  userId: rowId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminPaymentListSchema = z.object({
  payments: z.array(adminPaymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const refundSummarySchema = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
});

/** The answer of a refund: the refund as it stands and the payment after it. */
export const refundResultSchema = z.object({ refund: refundSummarySchema, payment: adminPaymentSchema });

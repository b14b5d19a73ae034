// Payments and Premium Explorer (issue 14; spec section 3: users' subscription fields, contest_payments, refunds):
// every checkout and renewal as one payments row, the providers' webhook events as received (processed once),
// the member's subscription, complimentary premium, refunds, and the built-in sandbox provider's own state.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { adminAccounts } from './admin';
import { users } from './users';

/** Everything money: amounts are integers in the currency's minor units (server/payments/money.ts). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** premium_subscription | contest_entry (server/payments/provider.ts PAYMENT_PURPOSES). */
    purpose: text('purpose').notNull(),
    /** What was bought: the contest entry's id; null for premium. */
    referenceId: integer('reference_id'),
    /** sandbox | stripe | paypal */
    provider: text('provider').notNull(),
    /** card | paypal */
    method: text('method').notNull(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** common/schemas/payments.ts PAYMENT_STATUSES */
    status: text('status').notNull().default('pending'),
    description: text('description').notNull(),
    providerCheckoutId: text('provider_checkout_id'),
    providerPaymentId: text('provider_payment_id'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** Where the browser was sent for this checkout: a second click within 30 minutes goes back there. */
    redirectUrl: text('redirect_url'),
    /** The provider's decline or failure message, shown to the member. */
    failureMessage: text('failure_message'),
    /** The sum of the succeeded refunds (refunds rows), kept in the webhook's transaction. */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A redelivered renewal (same provider payment id) can never become a second row.
    uniqueIndex('payments_provider_checkout_idx')
      .on(t.provider, t.providerCheckoutId)
      .where(sql`${t.providerCheckoutId} is not null`),
    uniqueIndex('payments_provider_payment_idx')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    index('payments_subscription_idx')
      .on(t.provider, t.providerSubscriptionId)
      .where(sql`${t.providerSubscriptionId} is not null`),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded', 'partially_refunded', 'canceled')`,
    ),
    check('payments_amount_check', sql`${t.amountMinor} >= 0 and ${t.refundedMinor} >= 0`),
  ],
);

/** Every verified webhook event, stored once per (provider, eventId) in the transaction that applies it. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    /** The provider's own type name (checkout.session.completed, PAYMENT.SALE.COMPLETED...). */
    type: text('type').notNull(),
    /** When the provider created the event: ordering of subscription changes. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** The normalised PaymentEvent (provider.ts), so a parked event can be applied later without the provider. */
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    /** The provider subscription the event is about, when it is about one (parked events are found by it). */
    subscriptionRef: text('subscription_ref'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** What applying it did: applied, duplicate-free outcomes such as already_paid, parked, stale, ignored... */
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId),
    index('payment_events_parked_idx').on(t.provider, t.subscriptionRef).where(sql`${t.outcome} = 'parked'`),
  ],
);

/** The member's paid subscription (one per member; a new one replaces an ended one). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    /** The payments row of the checkout that opened it. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** active | past_due | canceled | unpaid | incomplete (provider.ts SubscriptionState) */
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Set at the first failed renewal: premium is kept until then (PAYMENT_GRACE_DAYS). */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** The provider time of the newest event applied: an older event never overrides a newer one's status. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_provider_idx').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_status_idx').on(t.status),
  ],
);

/** Complimentary premium (contest prizes, referrals), counted in calendar months. */
export const premiumGrants = pgTable(
  'premium_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    reason: text('reason').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('premium_grants_user_idx').on(t.userId, t.endsAt),
    index('premium_grants_ends_idx').on(t.endsAt),
  ],
);

/** Refunds (spec section 3): asked by an administrator, completed by the provider's refunded event. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    /** The purpose of the refunded payment (premium_subscription, contest_entry). */
    paymentType: text('payment_type').notNull(),
    originalPaymentId: integer('original_payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The provider's refund id, once it answered. */
    refundId: text('refund_id'),
    /** Minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** pending | succeeded | failed */
    refundStatus: text('refund_status').notNull().default('pending'),
    /** The provider that refunds: sandbox | stripe | paypal. */
    refundMethod: text('refund_method').notNull(),
    reason: text('reason').notNull(),
    adminNotes: text('admin_notes'),
    customerNotes: text('customer_notes'),
    /** The administrator account; null for a refund made on the provider's dashboard. */
    processedBy: integer('processed_by').references(() => adminAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.originalPaymentId),
    uniqueIndex('refunds_provider_refund_idx')
      .on(t.refundMethod, t.refundId)
      .where(sql`${t.refundId} is not null`),
  ],
);

/**
 * Contest entry fees as the spec names them (section 3). The contests feature writes these rows from its purpose
 * handler; challengeId and challengeEntryId stay plain integers so this file does not depend on contests'.
 */
export const contestPayments = pgTable(
  'contest_payments',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id').notNull(),
    challengeEntryId: integer('challenge_entry_id'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentIntentId: text('payment_intent_id'),
    customerId: text('customer_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contest_payments_challenge_idx').on(t.challengeId),
    index('contest_payments_entry_idx').on(t.challengeEntryId),
    index('contest_payments_payment_idx').on(t.paymentId),
  ],
);

/** The built-in sandbox provider's checkouts (its test-mode page at /stripe-checkout reads them). */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    /** cs_sbx_ and 24 random characters: the id is the only key to the page, so it is unguessable. */
    id: text('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** subscription | payment */
    mode: text('mode').notNull(),
    method: text('method').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** open | complete | expired */
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_checkouts_open_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`)],
);

/** The sandbox provider's subscriptions: renewed, failed or ended by its sweep (payments/sandbox/renewals.ts). */
export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    /** sub_sbx_ and 24 random characters. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** active | past_due | canceled */
    status: text('status').notNull().default('active'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Paid with the test card 4000 0000 0000 0341: the first charge succeeds, every renewal fails. */
    failRenewals: boolean('fail_renewals').notNull().default(false),
    /** When its renewal failed: after the grace days it ends, as a provider's retries would. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_subscriptions_due_idx').on(t.currentPeriodEnd).where(sql`${t.status} <> 'canceled'`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PremiumGrantRow = typeof premiumGrants.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

// The operator's side of Premium Explorer (issue 14 items 2 and 6): /admin/subscribers lists the members with a
// subscription or complimentary premium, sums monthly recurring revenue and the revenue of the last twelve months
// per currency, and exports the list as CSV. Amounts are integers in the currency's minor units (cents, whole yen).
import { z } from 'zod';

/**
 * A subscriber's standing as the operator reads it: the provider's status, with "ends at the period end" told
 * apart from active, and `complimentary` for running premium given without payment (contest prizes, referrals);
 * complimentary months that ended, with no subscription, count as `canceled`.
 */
export const SUBSCRIBER_STATUSES = [
  'active',
  'past_due',
  'cancel_at_period_end',
  'canceled',
  'incomplete',
  'complimentary',
] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_PROVIDERS = ['sandbox', 'stripe', 'paypal'] as const;
export type SubscriberProvider = (typeof SUBSCRIBER_PROVIDERS)[number];

export const SUBSCRIBER_SORTS = ['started', 'username', 'periodEnd', 'amount'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

export const SUBSCRIBER_MESSAGES = {
  listPermission: 'The subscribers list needs the viewRevenue or manageUsers permission.',
  revenuePermission: 'Revenue figures need the viewRevenue permission.',
} as const;

/** GET /api/admin/subscribers and its CSV export: filters, sort and the page asked for. */
export const subscribersQuerySchema = z.object({
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
  provider: z.enum(SUBSCRIBER_PROVIDERS).optional(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'A currency is a three-letter ISO 4217 code')
    .transform((c) => c.toUpperCase())
    .optional(),
  /** Part of the username or e-mail address, any case. */
  search: z.string().trim().max(100).optional(),
  sort: z.enum(SUBSCRIBER_SORTS).default('started'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type SubscribersQuery = z.infer<typeof subscribersQuerySchema>;
/** What the page sends (every field optional; the server fills the defaults). */
export interface SubscribersQueryInput {
  status?: SubscriberStatus;
  provider?: SubscriberProvider;
  currency?: string;
  search?: string;
  sort?: SubscriberSort;
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

export const subscriberSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  /** users.subscription_tier: premium while any premium (paid or given) runs. */
  tier: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  provider: z.enum(SUBSCRIBER_PROVIDERS).nullable(),
  method: z.string().nullable(),
  /** The subscription's price per month (its latest paid premium payment); null without a paid subscription. */
  currency: z.string().nullable(),
  monthlyAmountMinor: z.number().int().nullable(),
  /** When the subscription (or, without one, the first complimentary month) started. */
  startedAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** The end of the complimentary months, when there are any. */
  complimentaryUntil: z.string().nullable(),
  freeMonthsEarned: z.number().int(),
  freeMonthsUsed: z.number().int(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListSchema = z.object({
  subscribers: z.array(subscriberSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;

/** GET /api/admin/subscribers/summary (viewRevenue): what the subscribers bring in. */
export const subscribersSummarySchema = z.object({
  /** Monthly recurring revenue per currency: active and past-due subscriptions' monthly prices. */
  mrr: z.array(
    z.object({ currency: z.string(), amountMinor: z.number().int(), subscriptions: z.number().int() }),
  ),
  byStatus: z.array(z.object({ status: z.enum(SUBSCRIBER_STATUSES), count: z.number().int() })),
  /** Live (active, past-due or ending) paid subscriptions per provider. */
  byProvider: z.array(z.object({ provider: z.enum(SUBSCRIBER_PROVIDERS), count: z.number().int() })),
  /** The last twelve calendar months (UTC), oldest first, as YYYY-MM. */
  months: z.array(z.string()),
  /**
   * Per month, currency and purpose (premium_subscription, contest_entry): payments that succeeded that month
   * (gross) and refunds that completed that month; net = gross - refunded.
   */
  revenue: z.array(
    z.object({
      month: z.string(),
      currency: z.string(),
      purpose: z.string(),
      grossMinor: z.number().int(),
      refundedMinor: z.number().int(),
      netMinor: z.number().int(),
    }),
  ),
});
export type SubscribersSummary = z.infer<typeof subscribersSummarySchema>;
export type RevenueRow = SubscribersSummary['revenue'][number];

/** The CSV export's columns, in order (the header row). */
export const SUBSCRIBER_CSV_COLUMNS = [
  'user_id',
  'username',
  'email',
  'tier',
  'status',
  'provider',
  'method',
  'currency',
  'monthly_amount',
  'started_at',
  'current_period_end',
  'complimentary_until',
  'free_months_earned',
  'free_months_used',
] as const;

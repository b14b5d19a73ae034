// Referrals and rewards (issue 14 item 6), shared by the server and the web: the rules, the member's referral
// summary (/api/referrals/me), the gift card offer (/api/gift-card-offer) and the administrator's overview
// (/api/admin/referrals).
import { z } from 'zod';

/** The rules, stated on the pages exactly as the server applies them. */
export const REFERRAL_RULES = {
  /** A premium member's free months for each referred member whose first paid Premium starts. */
  referralMonths: 1,
  /** Published sightings a premium member needs in one calendar month (UTC) to earn a free month. */
  activityMonthSightings: 4,
  activityMonths: 1,
  /** The gift card: this many published sightings within `giftCardDays` of joining... */
  giftCardSightings: 10,
  giftCardDays: 30,
  /** ...gives this many months of Premium Explorer. */
  giftCardMonths: 1,
} as const;

export const REWARD_KINDS = ['referral', 'activity_month', 'gift_card'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** A referral code: URL-safe; anything else in a link is ignored rather than refused. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;
/** What registration accepts as `referralCode` (an unknown or malformed code is ignored, never an error). */
export const registrationReferralCodeSchema = z.string().max(64, 'Referral code is too long');

export const rewardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REWARD_KINDS),
  /** `YYYY-MM` for an activity month; the referred member's name for a referral; null for the gift card. */
  detail: z.string().nullable(),
  months: z.number().int(),
  createdAt: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const giftCardProgressSchema = z.object({
  /** Published sightings in the member's first 30 days. */
  sightings: z.number().int(),
  required: z.number().int(),
  /** When the 30 days end (or ended). */
  windowEndsAt: z.string(),
  windowOpen: z.boolean(),
  eligible: z.boolean(),
  notified: z.boolean(),
  awarded: z.boolean(),
});
export type GiftCardProgress = z.infer<typeof giftCardProgressSchema>;

export const referralSummarySchema = z.object({
  code: z.string(),
  link: z.string(),
  referralCount: z.number().int(),
  /** Referred members who paid for Premium (each earned the referrer a month if the referrer was premium then). */
  conversions: z.number().int(),
  premium: z.boolean(),
  freeMonthsEarned: z.number().int(),
  freeMonthsUsed: z.number().int(),
  sightingMonthsEarned: z.number().int(),
  rewards: z.array(rewardSchema),
  giftCard: giftCardProgressSchema,
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const giftCardOfferSchema = z.object({
  rule: z.object({
    sightingsRequired: z.number().int(),
    days: z.number().int(),
    months: z.number().int(),
  }),
  /** The signed-in member's progress; null for visitors. */
  progress: giftCardProgressSchema.nullable(),
});
export type GiftCardOffer = z.infer<typeof giftCardOfferSchema>;

export const adminReferralsQuerySchema = z.object({
  /** Part of a referrer's username or e-mail. */
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  sort: z.enum(['referrals', 'conversions', 'months']).default('referrals'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminReferralsQuery = z.input<typeof adminReferralsQuerySchema>;

export const adminReferrerSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  referralCount: z.number().int(),
  conversions: z.number().int(),
  /** Free months from all rewards (referrals, activity months, gift card). */
  monthsEarned: z.number().int(),
  premium: z.boolean(),
});

export const adminRewardSchema = rewardSchema.extend({ userId: z.number().int(), username: z.string() });

export const adminReferralsSchema = z.object({
  totals: z.object({
    referredMembers: z.number().int(),
    referrers: z.number().int(),
    conversions: z.number().int(),
    rewards: z.object({
      referral: z.number().int(),
      activity_month: z.number().int(),
      gift_card: z.number().int(),
    }),
    monthsGranted: z.number().int(),
  }),
  referrers: z.array(adminReferrerSchema),
  recentRewards: z.array(adminRewardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReferrals = z.infer<typeof adminReferralsSchema>;

export const REFERRAL_MESSAGES = {
  adminPermission: 'You do not have permission to view referrals',
} as const;

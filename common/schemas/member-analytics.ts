// /analytics (issue 16 item 6): a member's views, likes, comments and followers over time. Free members get the
// basic view (the last 30 days, totals, their top 5 sightings); Premium Explorer ("advanced search and
// analytics", common/plans/benefits.ts) adds 90 and 365 days, the breakdown per sighting, the best hours and
// weekdays to post, follower growth and a CSV export. The server decides (GET /api/me/analytics refuses a
// Premium range to a free member with 403 and upgradeUrl).
import { z } from 'zod';

export const ANALYTICS_RANGES = ['30', '90', '365'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
/** The range free members get; the others are Premium's. */
export const FREE_ANALYTICS_RANGE: AnalyticsRange = '30';
export const ANALYTICS_TOP = { free: 5, premium: 10 } as const;
/** Sightings listed one by one in the Premium breakdown (newest first). */
export const ANALYTICS_BREAKDOWN_MAX = 500;

export const ANALYTICS_MESSAGES = {
  premiumRange:
    'Analytics over 90 and 365 days are part of Premium Explorer. Free members see the last 30 days. Upgrade to see more.',
  premiumCsv: 'The CSV export of your analytics is part of Premium Explorer. Upgrade to download it.',
  badRange: 'Choose 30, 90 or 365 days.',
} as const;

export const analyticsQuerySchema = z.strictObject({
  days: z.enum(ANALYTICS_RANGES, { error: ANALYTICS_MESSAGES.badRange }).default(FREE_ANALYTICS_RANGE),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int();

export const analyticsDaySchema = z.object({
  /** YYYY-MM-DD, UTC. */
  day: z.string(),
  views: count,
  likes: count,
  comments: count,
  /** New followers that day (who still follow). */
  followers: count,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsTotalsSchema = z.object({
  views: count,
  likes: count,
  comments: count,
  followers: count,
  /** Sightings published in the period (all time: every sighting). */
  sightings: count,
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const topSightingSchema = z.object({
  id: count,
  speciesName: z.string(),
  category: z.string().nullable(),
  createdAt: z.string(),
  views: count,
  likes: count,
  comments: count,
});
export type TopSighting = z.infer<typeof topSightingSchema>;

export const sightingBreakdownSchema = topSightingSchema.extend({
  isPublic: z.boolean(),
  viewsInPeriod: count,
  likesInPeriod: count,
  commentsInPeriod: count,
});
export type SightingBreakdown = z.infer<typeof sightingBreakdownSchema>;

/** Sightings posted in an hour (0-23, UTC) or on a weekday (0 Sunday - 6 Saturday, UTC) and how they did. */
export const postingSlotSchema = z.object({
  slot: count,
  sightings: count,
  /** Likes and comments received per sighting posted then, rounded to 2 decimals. */
  averageEngagement: z.number(),
});
export type PostingSlot = z.infer<typeof postingSlotSchema>;

export const memberAnalyticsSchema = z.object({
  plan: z.enum(['free', 'premium']),
  days: count,
  /** First and last day of the period, YYYY-MM-DD (UTC); the last is today. */
  from: z.string(),
  to: z.string(),
  /** What happened in the period. */
  period: analyticsTotalsSchema,
  /** Everything so far (views: the sightings' counters, which predate the daily series). */
  allTime: analyticsTotalsSchema,
  /** One entry per day of the period, oldest first. */
  series: z.array(analyticsDaySchema),
  top: z.object({
    byViews: z.array(topSightingSchema),
    byLikes: z.array(topSightingSchema),
    byComments: z.array(topSightingSchema),
  }),
  species: z.object({
    /** Distinct species among the member's sightings. */
    count,
    categories: z.array(z.object({ category: z.string(), sightings: count, species: count })),
  }),
  /** Premium Explorer only; null for free members. */
  advanced: z
    .object({
      breakdown: z.array(sightingBreakdownSchema),
      /** Every hour 0-23 and weekday 0-6 of the sightings posted in the period. */
      hours: z.array(postingSlotSchema),
      weekdays: z.array(postingSlotSchema),
      /** Followers (who still follow) at the end of each day of the period. */
      followerGrowth: z.array(z.object({ day: z.string(), followers: count })),
    })
    .nullable(),
});
export type MemberAnalytics = z.infer<typeof memberAnalyticsSchema>;

export const ANALYTICS_CSV_COLUMNS = [
  'day',
  'views',
  'likes',
  'comments',
  'new_followers',
  'followers',
] as const;
export const analyticsCsvFileName = (days: number, today: string) =>
  `wildlens-analytics-${days}d-${today}.csv`;

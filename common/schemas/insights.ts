// AI insights (GET /api/insights): what the community's public sightings say, counted by the database: the
// species trending this month, the seasons of the species near a place, and (signed in) the species others see
// near the member that the member has not recorded yet. Every figure is a count the member can follow to sightings.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages';

export const INSIGHTS_LIMITS = {
  windowDays: 30,
  /** "Seen nearby" looks this far back for the species the member has not recorded. */
  nearbyDays: 365,
  defaultRadiusKm: 50,
  /** Not below: a small circle around a rare species' sightings would say where they are. */
  minRadiusKm: 10,
  maxRadiusKm: 200,
  trendingCount: 10,
  seasonalCount: 8,
  notYetSeenCount: 8,
} as const;

const LATITUDE_MESSAGE = 'Latitude must be a number between -90 and 90';
const LONGITUDE_MESSAGE = 'Longitude must be a number between -180 and 180';
const RADIUS_MESSAGE = `The radius must be between ${INSIGHTS_LIMITS.minRadiusKm} and ${INSIGHTS_LIMITS.maxRadiusKm} km`;
export const INSIGHTS_MESSAGES = {
  bothCoordinates: 'Give both latitude and longitude, or neither',
} as const;

/** A number from the query string, refused by its length before it is parsed. */
const queryNumber = (message: string, min: number, max: number) =>
  z
    .string(message)
    .max(24, { message, abort: true })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/, message)
    .transform(Number)
    .pipe(z.number(message).min(min, message).max(max, message));

export const insightsQuerySchema = z
  .strictObject({
    latitude: queryNumber(LATITUDE_MESSAGE, -90, 90).optional(),
    longitude: queryNumber(LONGITUDE_MESSAGE, -180, 180).optional(),
    radiusKm: queryNumber(
      RADIUS_MESSAGE,
      INSIGHTS_LIMITS.minRadiusKm,
      INSIGHTS_LIMITS.maxRadiusKm,
    ).optional(),
    /** Language of the species' common names (the catalogue's names in it, else English). */
    lang: z.enum(LANGUAGE_CODES, 'Unknown language').optional(),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    message: INSIGHTS_MESSAGES.bothCoordinates,
    path: ['latitude'],
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** One species as the insights name it: linked to the catalogue when the sightings are. */
const speciesRef = {
  /** Stable key: 'id:<catalogue id>' or 'name:<the name in lower case>'. */
  key: z.string(),
  name: z.string(),
  scientificName: z.string().nullable(),
  /** /species/{slug} when the sightings link to the catalogue. */
  slug: z.string().nullable(),
  category: z.string().nullable(),
  /** The newest public sighting counted, for a link to it. */
  latestSightingId: z.number().int(),
};

export const trendingSpeciesSchema = z.object({
  ...speciesRef,
  /** Public sightings in the last 30 days, and in the 30 days before. */
  recent: z.number().int(),
  previous: z.number().int(),
  change: z.number().int(),
  /** Percent change, null when there were none before (a new arrival). */
  changePercent: z.number().nullable(),
});

export const seasonalSpeciesSchema = z.object({
  ...speciesRef,
  total: z.number().int(),
  /** Public sightings in each month, January first (all years together). */
  months: z.array(z.number().int()),
});

export const notYetSeenSpeciesSchema = z.object({
  ...speciesRef,
  sightings: z.number().int(),
  /** How many different members recorded it. */
  observers: z.number().int(),
  /** Date of the latest of those sightings (YYYY-MM-DD). */
  lastSeen: z.string(),
});

export const insightsSchema = z.object({
  signedIn: z.boolean(),
  trending: z.object({
    windowDays: z.number().int(),
    /** Public sightings of all species in the two windows. */
    recentTotal: z.number().int(),
    previousTotal: z.number().int(),
    species: z.array(trendingSpeciesSchema),
  }),
  /** Null without a place: a visitor who gave none, or a member with no sighting that has a position. */
  nearby: z
    .object({
      /** Where: the place asked for, or the member's latest sighting with a position (rounded to 0.01 degree). */
      source: z.enum(['query', 'lastSighting']),
      latitude: z.number(),
      longitude: z.number(),
      radiusKm: z.number(),
      /** Public sightings within the radius per month (January first), all species. */
      months: z.array(z.number().int()),
      total: z.number().int(),
      seasonal: z.array(seasonalSpeciesSchema),
      /** Signed-in members only (null for visitors): species others recorded there in the last year. */
      notYetSeen: z.array(notYetSeenSpeciesSchema).nullable(),
    })
    .nullable(),
});
export type Insights = z.infer<typeof insightsSchema>;
export type TrendingSpecies = z.infer<typeof trendingSpeciesSchema>;
export type SeasonalSpecies = z.infer<typeof seasonalSpeciesSchema>;
export type NotYetSeenSpecies = z.infer<typeof notYetSeenSpeciesSchema>;

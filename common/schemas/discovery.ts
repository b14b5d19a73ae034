// Discovery (issue 13 item 7; spec section 2: /discovery and /enhanced-discovery): what can be seen around a
// place this month, counted from the community's public sightings at their public positions. The enhanced view
// (premium members) adds filters and chart series. Queries and answers are shared by the server and the pages.
import { z } from 'zod';
import { CATEGORY_VALUES } from '../constants/categories';
import { LANGUAGE_CODES } from '../constants/languages';
import { lengthLimit } from './length-limit';
import { LOCATION_SLUG_MAX_LENGTH, PARK_TYPES } from './locations';
import { POSITION_PRECISIONS, RARITY_LEVELS, TIMES_OF_DAY, WEATHER_CONDITIONS } from './sightings';

export const DISCOVERY_LIMITS = {
  defaultRadiusKm: 50,
  minRadiusKm: 1,
  maxRadiusKm: 300,
  /** "Seen recently": observations of the last 30 days (today included). */
  recentDays: 30,
  /** Rare sightings are few: the last 90 days of them. */
  rareDays: 90,
  /** "Likely this season": past years' observations in the month asked for and the months either side. */
  seasonMonthsEitherSide: 1,
  recentSpeciesMax: 24,
  likelySpeciesMax: 24,
  hotSpotsMax: 8,
  rareSightingsMax: 12,
  /** The enhanced view's date range may span at most this many days (two years: at most 25 monthly bars). */
  maxRangeDays: 731,
} as const;

/** The rarity levels "rare or worse" (the same levels the rare tracker follows and geoprivacy obscures). */
export const DISCOVERY_RARE_LEVELS = ['rare', 'very_rare', 'extremely_rare'] as const;

export const DISCOVERY_MESSAGES = {
  latitude: 'Latitude must be a number between -90 and 90',
  longitude: 'Longitude must be a number between -180 and 180',
  radius: `The radius must be between ${DISCOVERY_LIMITS.minRadiusKm} and ${DISCOVERY_LIMITS.maxRadiusKm} km`,
  bothCoordinates: 'Give both lat and lng, or neither',
  place: 'Choose a place: give lat and lng, or the slug of a location',
  location: 'Location not found',
  month: 'Month must be a whole number from 1 to 12',
  date: 'Use the date format YYYY-MM-DD',
  range: 'The start date must not be after the end date',
  rangeLength: `The date range may span at most ${DISCOVERY_LIMITS.maxRangeDays} days`,
  rarity: `Rarity must be a comma-separated list of: ${RARITY_LEVELS.join(', ')}`,
  timeOfDay: `Time of day must be a comma-separated list of: ${TIMES_OF_DAY.join(', ')}`,
  weather: `Weather must be a comma-separated list of: ${WEATHER_CONDITIONS.join(', ')}`,
  category: `Category must be one of: ${CATEGORY_VALUES.join(', ')}`,
  notRecordedByMe: 'notRecordedByMe must be true or false',
  /** 403 of the enhanced view to a signed-in member without Premium (the page shows it with an upgrade link). */
  premiumOnly:
    'Enhanced discovery, with its filters and charts, is part of Premium. Upgrade to Premium to use it.',
} as const;

/** A number from the query string, refused by its length before it is parsed. */
const queryNumber = (message: string, min: number, max: number) =>
  z
    .string(message)
    .max(24, lengthLimit(message))
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/, message)
    .transform(Number)
    .pipe(z.number(message).min(min, message).max(max, message));

/** A comma-separated list of allowed values ("rare,very_rare"), each once, in the order allowed. */
function queryList<const T extends readonly [string, ...string[]]>(allowed: T, message: string) {
  return z
    .string(message)
    .max(200, lengthLimit(message))
    .transform((text, ctx): T[number][] => {
      const parts = text.split(',').map((p) => p.trim());
      if (parts.some((p) => !(allowed as readonly string[]).includes(p))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return allowed.filter((a) => parts.includes(a));
    });
}

const DAY_MS = 86_400_000;
const DAY_FORMAT = /^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The time of a day that exists (not 2025-02-30) written YYYY-MM-DD, else null. */
function dayTime(value: unknown): number | null {
  if (typeof value !== 'string' || !DAY_FORMAT.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? day.getTime() : null;
}

/** Days from `from` to `to` when both are real days, else null. */
function rangeDays(q: { from?: unknown; to?: unknown }): number | null {
  const from = dayTime(q.from);
  const to = dayTime(q.to);
  return from === null || to === null ? null : (to - from) / DAY_MS;
}

const isoDate = z
  .string(DISCOVERY_MESSAGES.date)
  .max(10, lengthLimit(DISCOVERY_MESSAGES.date))
  .regex(DAY_FORMAT, lengthLimit(DISCOVERY_MESSAGES.date))
  .refine((v) => dayTime(v) !== null, DISCOVERY_MESSAGES.date);

const placeFields = {
  lat: queryNumber(DISCOVERY_MESSAGES.latitude, -90, 90).optional(),
  lng: queryNumber(DISCOVERY_MESSAGES.longitude, -180, 180).optional(),
  radiusKm: queryNumber(
    DISCOVERY_MESSAGES.radius,
    DISCOVERY_LIMITS.minRadiusKm,
    DISCOVERY_LIMITS.maxRadiusKm,
  ).optional(),
  /** A protected area or hot spot of /locations: its centre is the place (lat and lng are then not used). */
  location: z
    .string(DISCOVERY_MESSAGES.location)
    .max(LOCATION_SLUG_MAX_LENGTH, lengthLimit(DISCOVERY_MESSAGES.location))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, DISCOVERY_MESSAGES.location)
    .optional(),
  /** The month "likely this season" is about (1-12); the current month when not given. */
  month: z
    .string(DISCOVERY_MESSAGES.month)
    .max(2, lengthLimit(DISCOVERY_MESSAGES.month))
    .regex(/^\d{1,2}$/, DISCOVERY_MESSAGES.month)
    .transform(Number)
    .pipe(z.number().int().min(1, DISCOVERY_MESSAGES.month).max(12, DISCOVERY_MESSAGES.month))
    .optional(),
  /** Language of the species' common names (the catalogue's names in it, else English). */
  lang: z.enum(LANGUAGE_CODES, 'Unknown language').optional(),
};

interface PlaceQuery {
  lat?: number | undefined;
  lng?: number | undefined;
  location?: string | undefined;
}

const bothOrNeither = (q: PlaceQuery) => (q.lat === undefined) === (q.lng === undefined);
const hasPlace = (q: PlaceQuery) => q.location !== undefined || q.lat !== undefined;

export const discoveryQuerySchema = z
  .strictObject(placeFields)
  .refine(bothOrNeither, { message: DISCOVERY_MESSAGES.bothCoordinates, path: ['lat'] })
  .refine(hasPlace, { message: DISCOVERY_MESSAGES.place, path: ['lat'] });
export type DiscoveryQuery = z.output<typeof discoveryQuerySchema>;

export const enhancedDiscoveryQuerySchema = z
  .strictObject({
    ...placeFields,
    /** Observations from this day (YYYY-MM-DD) on; see the route's description for the defaults. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    rarity: queryList(RARITY_LEVELS, DISCOVERY_MESSAGES.rarity).optional(),
    timeOfDay: queryList(TIMES_OF_DAY, DISCOVERY_MESSAGES.timeOfDay).optional(),
    weather: queryList(WEATHER_CONDITIONS, DISCOVERY_MESSAGES.weather).optional(),
    category: z.enum(CATEGORY_VALUES, DISCOVERY_MESSAGES.category).optional(),
    /** Only species the signed-in member has no sighting of (under the same catalogue entry or name). */
    notRecordedByMe: z
      .enum(['true', 'false'], DISCOVERY_MESSAGES.notRecordedByMe)
      .transform((v) => v === 'true')
      .optional(),
  })
  .refine(bothOrNeither, { message: DISCOVERY_MESSAGES.bothCoordinates, path: ['lat'] })
  .refine(hasPlace, { message: DISCOVERY_MESSAGES.place, path: ['lat'] })
  // Only when both days are valid: a broken one has its own message, on its own field.
  .refine((q) => rangeDays(q) === null || (rangeDays(q) ?? 0) >= 0, {
    message: DISCOVERY_MESSAGES.range,
    path: ['from'],
  })
  .refine((q) => (rangeDays(q) ?? 0) <= DISCOVERY_LIMITS.maxRangeDays, {
    message: DISCOVERY_MESSAGES.rangeLength,
    path: ['from'],
  });
export type EnhancedDiscoveryQuery = z.output<typeof enhancedDiscoveryQuerySchema>;

// ---- Answers ------------------------------------------------------------------------------------------------

/** A species as discovery lists it: its catalogue entry when the sightings link to one, else the name written. */
export const discoverySpeciesSchema = z.object({
  /** Stable key: 'id:<catalogue id>' or 'name:<the name in lower case>'. */
  key: z.string(),
  speciesId: z.number().int().nullable(),
  /** /species/{slug} when linked to the catalogue. */
  slug: z.string().nullable(),
  name: z.string(),
  scientificName: z.string().nullable(),
  category: z.string().nullable(),
  /** Public sightings counted. */
  count: z.number().int(),
  /** In how many different years (likely species: the seasons it came back). */
  years: z.number().int(),
  /** The latest day one was seen (YYYY-MM-DD). */
  lastSeen: z.string(),
  /** The newest of those sightings, for a link to it. */
  latestSightingId: z.number().int(),
  /** A small picture from one of those sightings (its newest with a photo), else null. */
  photo: z.string().nullable(),
});
export type DiscoverySpecies = z.infer<typeof discoverySpeciesSchema>;

export const discoveryHotSpotSchema = z.object({
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  parkType: z.enum(PARK_TYPES),
  latitude: z.number(),
  longitude: z.number(),
  /** From the centre of the place to the centre of the area. */
  distanceKm: z.number(),
  /** Public sightings recorded inside the area (as /locations counts them: open positions only). */
  sightingCount: z.number().int(),
  bestMonths: z.array(z.number().int()),
  /** The month asked about is one of the area's best months. */
  inSeason: z.boolean(),
});
export type DiscoveryHotSpot = z.infer<typeof discoveryHotSpotSchema>;

/** A recent rare (or threatened species') sighting near the place, at its public position and place only. */
export const discoveryRareSightingSchema = z.object({
  sightingId: z.number().int(),
  speciesId: z.number().int().nullable(),
  slug: z.string().nullable(),
  name: z.string(),
  scientificName: z.string().nullable(),
  category: z.string().nullable(),
  rarityLevel: z.enum(RARITY_LEVELS).nullable(),
  /** The species' IUCN status when it is Vulnerable or worse. */
  conservationStatus: z.string().nullable(),
  seenOn: z.string(),
  /** The public position: for an obscured sighting a point fixed inside its 0.2 degree cell. */
  latitude: z.number(),
  longitude: z.number(),
  positionPrecision: z.enum(POSITION_PRECISIONS),
  /** Country and region; the nearest town only when the position is open. */
  place: z.object({
    countryCode: z.string().nullable(),
    region: z.string().nullable(),
    nearestPlace: z.string().nullable(),
  }),
  photo: z.string().nullable(),
});
export type DiscoveryRareSighting = z.infer<typeof discoveryRareSightingSchema>;

export const discoverySchema = z.object({
  centre: z.object({
    latitude: z.number(),
    longitude: z.number(),
    /** The location's name, or the nearest town and region of the point; null out in the wild. */
    label: z.string().nullable(),
    countryCode: z.string().nullable(),
    /** The location asked for, when the place is one. */
    locationSlug: z.string().nullable(),
  }),
  radiusKm: z.number(),
  /** The month "likely this season" is about (1-12). */
  month: z.number().int(),
  /** The days "seen recently" covers (YYYY-MM-DD, both included). */
  recentFrom: z.string(),
  recentTo: z.string(),
  recentSpecies: z.array(discoverySpeciesSchema),
  likelySpecies: z.array(discoverySpeciesSchema),
  hotSpots: z.array(discoveryHotSpotSchema),
  rareSightings: z.array(discoveryRareSightingSchema),
});
export type Discovery = z.infer<typeof discoverySchema>;

export const TIME_OF_DAY_BUCKETS = [...TIMES_OF_DAY, 'unknown'] as const;

export const discoveryChartsSchema = z.object({
  /** The days the charts cover (YYYY-MM-DD, both included). */
  from: z.string(),
  to: z.string(),
  /** Sightings per calendar month of the range, oldest first ('YYYY-MM'). */
  byMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** Sightings per time of day (as recorded, else from the time seen), every bucket listed. */
  byTimeOfDay: z.array(z.object({ timeOfDay: z.enum(TIME_OF_DAY_BUCKETS), count: z.number().int() })),
  /** Sightings per category, the most first; null: no category given. */
  byCategory: z.array(z.object({ category: z.string().nullable(), count: z.number().int() })),
});
export type DiscoveryCharts = z.infer<typeof discoveryChartsSchema>;

export const enhancedDiscoverySchema = discoverySchema.extend({
  /** The filters applied, as understood (lists in their canonical order). */
  filters: z.object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    rarity: z.array(z.enum(RARITY_LEVELS)),
    timeOfDay: z.array(z.enum(TIMES_OF_DAY)),
    weather: z.array(z.enum(WEATHER_CONDITIONS)),
    category: z.enum(CATEGORY_VALUES).nullable(),
    notRecordedByMe: z.boolean(),
  }),
  charts: discoveryChartsSchema,
});
export type EnhancedDiscovery = z.infer<typeof enhancedDiscoverySchema>;

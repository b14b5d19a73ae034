// Location alerts (issue 13 item 3; spec section 3: location_alerts, alert_triggers): "tell me when something
// is seen within R km of here". The simple page (/location-alerts) edits the common fields; the enhanced page
// (/enhanced-location-alerts) adds the trip fields, smart filtering and the statistics counters.

import { z } from 'zod';
import { CATEGORY_VALUES } from '../constants/categories';
import { lengthLimit } from './length-limit';
import { RARITY_LEVELS, TIMES_OF_DAY, WEATHER_CONDITIONS } from './sightings';

export const LOCATION_ALERT_RADIUS_DEFAULT_KM = 50;
/** Wide enough for a region or a trip; the spatial index covers an alert with 1-degree cells (see the server). */
export const LOCATION_ALERT_RADIUS_MAX_KM = 500;
export const LOCATION_ALERT_CONFIDENCE_DEFAULT = 70;
export const LOCATION_ALERT_MAX_PER_DAY_DEFAULT = 10;
export const LOCATION_ALERT_MAX_PER_DAY_LIMIT = 100;
/** The spec's alert policy throttle: one alert repeats the same species to a member at most this often. */
export const ALERT_THROTTLE_SECONDS = 300;
export const LOCATION_ALERT_SPECIES_MAX = 20;

export const LOCATION_ALERT_TYPES = ['radius', 'trip'] as const;
export type LocationAlertType = (typeof LOCATION_ALERT_TYPES)[number];
export const TRIP_TYPES = [
  'photography',
  'birding',
  'safari',
  'hiking',
  'diving',
  'research',
  'family',
  'other',
] as const;
export const PRIORITY_LEVELS = ['low', 'medium', 'high'] as const;

/** What happened to one match, kept on its trigger (the statistics counters count them). */
export const TRIGGER_DELIVERIES = [
  /** Sent at once: in-app, and real time / e-mail as the alert asks. */
  'sent',
  /** In quiet hours or outside active hours: in the in-app list and the digest, no popup or instant e-mail. */
  'held',
  /** Over the alert's daily maximum: recorded only. */
  'capped',
  /** The same species for the same alert within the throttle: recorded only. */
  'throttled',
] as const;
export type TriggerDelivery = (typeof TRIGGER_DELIVERIES)[number];

export const LOCATION_ALERT_NOT_FOUND_MESSAGE = 'Location alert not found';
export const TRIP_DATES_MESSAGE = 'The trip must end on or after the day it starts';

const hhmm = z
  .string()
  .max(5, lengthLimit('Use the time format HH:MM'))
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the time format HH:MM');

/** A daily window in the member's time zone; it may run past midnight (22:00 to 07:00). */
export const hoursWindowSchema = z.strictObject({ start: hhmm, end: hhmm });
export type HoursWindow = z.infer<typeof hoursWindowSchema>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z
  .string()
  .max(10, lengthLimit('Use the date format YYYY-MM-DD'))
  .regex(DATE_PATTERN, 'Use the date format YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Not a real date');

/** An IANA time zone this runtime knows (the browser sends its own). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64, lengthLimit('Unknown time zone'))
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

export const alertSpeciesSchema = z.strictObject({
  /** The catalogue species, when one was picked from the autocomplete; null for a free-text name. */
  speciesId: z.number().int().positive().max(2_147_483_647).nullable(),
  name: z
    .string()
    .trim()
    .min(2, 'Species names have at least 2 letters')
    .max(200, lengthLimit('Name too long')),
});
export type AlertSpecies = z.infer<typeof alertSpeciesSchema>;

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list.map((v) => JSON.stringify(v))).size === list.length, 'Listed twice');

/** Every field a member sets; the simple page sends a subset and the server keeps the defaults for the rest. */
export const locationAlertFieldsSchema = z.strictObject({
  alertName: z.string().trim().min(1, 'Give the alert a name').max(100, lengthLimit('Name too long')),
  alertType: z.enum(LOCATION_ALERT_TYPES).default('radius'),
  /** The place as the member named it ("Home", "Kruger, Satara camp"). */
  location: z.string().trim().max(200, lengthLimit('Location too long')).default(''),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  radiusKm: z.number().min(1).max(LOCATION_ALERT_RADIUS_MAX_KM).default(LOCATION_ALERT_RADIUS_DEFAULT_KM),
  /** Empty: every category. */
  categories: uniqueList(z.enum(CATEGORY_VALUES), CATEGORY_VALUES.length).default([]),
  /** Empty: every species. */
  specificSpecies: uniqueList(alertSpeciesSchema, LOCATION_ALERT_SPECIES_MAX).default([]),
  /** Empty: every rarity level. */
  rarityLevels: uniqueList(z.enum(RARITY_LEVELS), RARITY_LEVELS.length).default([]),
  /** Times of day of the sighting itself (dawn, night...); empty: any. */
  timeOfDay: uniqueList(z.enum(TIMES_OF_DAY), TIMES_OF_DAY.length).default([]),
  /** Weather reported with the sighting; empty: any. */
  weatherConditions: uniqueList(z.enum(WEATHER_CONDITIONS), WEATHER_CONDITIONS.length).default([]),
  /** Months (1-12) the alert works in; empty: all year. */
  seasonality: uniqueList(z.number().int().min(1).max(12), 12).default([]),
  /** Hours of the day the member wants to be told (their time zone); null: all day. */
  activeHours: hoursWindowSchema.nullable().default(null),
  /** Hours to keep quiet; alerts then wait in the list and the digest. */
  quietHours: hoursWindowSchema.nullable().default(null),
  timeZone: timeZoneSchema.default('UTC'),
  /** Only sightings by members the owner follows. */
  photographerFollowing: z.boolean().default(false),
  /** When on, a match must score at least confidenceThreshold (distance, rarity, interests). */
  smartFiltering: z.boolean().default(true),
  priorityLevel: z.enum(PRIORITY_LEVELS).default('medium'),
  confidenceThreshold: z.number().int().min(0).max(100).default(LOCATION_ALERT_CONFIDENCE_DEFAULT),
  maxAlertsPerDay: z
    .number()
    .int()
    .min(1)
    .max(LOCATION_ALERT_MAX_PER_DAY_LIMIT)
    .default(LOCATION_ALERT_MAX_PER_DAY_DEFAULT),
  emailEnabled: z.boolean().default(true),
  pushEnabled: z.boolean().default(true),
  inAppEnabled: z.boolean().default(true),
  /** E-mails gathered into one a day instead of one per alert. */
  dailyDigest: z.boolean().default(false),
  weeklyReport: z.boolean().default(false),
  /** Extremely rare sightings break through quiet hours. */
  instantHighPriority: z.boolean().default(true),
  isActive: z.boolean().default(true),
  // The enhanced page's trip fields.
  startDate: isoDate.nullable().default(null),
  endDate: isoDate.nullable().default(null),
  tripType: z.enum(TRIP_TYPES).nullable().default(null),
  accommodationLocation: z.string().trim().max(200, lengthLimit('Too long')).nullable().default(null),
});

/** Compared only when both are dates: a malformed one has its own error, on its own field. */
const tripDatesInOrder = (v: { startDate?: string | null; endDate?: string | null }) =>
  !v.startDate ||
  !v.endDate ||
  !DATE_PATTERN.test(v.startDate) ||
  !DATE_PATTERN.test(v.endDate) ||
  v.startDate <= v.endDate;

export const createLocationAlertSchema = locationAlertFieldsSchema.refine(tripDatesInOrder, {
  message: TRIP_DATES_MESSAGE,
  path: ['endDate'],
});
export type CreateLocationAlertInput = z.input<typeof createLocationAlertSchema>;
export type LocationAlertFields = z.output<typeof locationAlertFieldsSchema>;

type WithoutDefaults<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
};

/** Each field optional and without its default: what was not sent stays as it is. */
function withoutDefaults<S extends z.ZodRawShape>(shape: S): WithoutDefaults<S> {
  const fields = Object.entries(shape).map(([key, field]) => [
    key,
    z.optional(field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field),
  ]);
  return Object.fromEntries(fields) as unknown as WithoutDefaults<S>;
}

/** An edit sends only what changed; no defaults are applied. */
export const updateLocationAlertSchema = z
  .strictObject(withoutDefaults(locationAlertFieldsSchema.shape))
  .refine(tripDatesInOrder, { message: TRIP_DATES_MESSAGE, path: ['endDate'] });
export type UpdateLocationAlertInput = z.input<typeof updateLocationAlertSchema>;
export type LocationAlertChanges = z.output<typeof updateLocationAlertSchema>;

export interface LocationAlertStatistics {
  totalTriggers: number;
  /** Triggers of the current day in the alert's time zone. */
  triggersToday: number;
  sent: number;
  held: number;
  capped: number;
  throttled: number;
  viewed: number;
  emailsSent: number;
  lastTriggeredAt: string | null;
}

export interface LocationAlert extends LocationAlertFields {
  id: number;
  statistics: LocationAlertStatistics;
  createdAt: string;
  updatedAt: string;
}

export interface LocationAlertList {
  alerts: LocationAlert[];
  /** How many alerts of every kind together the member may keep (alert allowance); null for premium members. */
  limit: number | null;
}

/** A match as the enhanced page lists it; the sighting is shown as everyone may see it (geoprivacy). */
export interface AlertTrigger {
  id: number;
  alertId: number;
  sightingId: number;
  species: string;
  /** The place as public (region only for obscured sightings, nothing for private ones). */
  location: string;
  photographer: string;
  imageUrl: string | null;
  rarity: string | null;
  relevanceScore: number;
  delivery: TriggerDelivery;
  viewed: boolean;
  createdAt: string;
}

export interface AlertTriggerList {
  triggers: AlertTrigger[];
}

export const alertIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

const MAX_ID = 2_147_483_647;
/** A match named as its real-time alert names it: "{alertId}-{sightingId}". */
export const matchKeyParamsSchema = z.strictObject({
  key: z
    .string()
    .max(21, lengthLimit('Not a match key'))
    .regex(/^\d{1,10}-\d{1,10}$/, 'Not a match key')
    .transform((key) => {
      const [alertId, sightingId] = key.split('-').map(Number);
      return { alertId: alertId ?? 0, sightingId: sightingId ?? 0 };
    })
    .refine(
      (k) => k.alertId >= 1 && k.alertId <= MAX_ID && k.sightingId >= 1 && k.sightingId <= MAX_ID,
      'Not a match key',
    ),
});

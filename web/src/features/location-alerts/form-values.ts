// The alert form's state and what it sends. The form holds text where the member types (coordinates, times,
// dates, the daily maximum) and the contract's own values elsewhere; `toInput` turns it into the fields of the
// page it is on (the simple page sends its subset and the server keeps the rest), `validate` runs the shared
// schema before anything is sent, and `changedFields` makes an edit send only what the member changed.
import { CATEGORY_VALUES } from '@common/constants/categories';
import {
  type AlertSpecies,
  createLocationAlertSchema,
  type HoursWindow,
  LOCATION_ALERT_CONFIDENCE_DEFAULT,
  LOCATION_ALERT_MAX_PER_DAY_DEFAULT,
  LOCATION_ALERT_RADIUS_DEFAULT_KM,
  type LocationAlert,
  type LocationAlertFields,
  type LocationAlertType,
  type PRIORITY_LEVELS,
  type TRIP_TYPES,
} from '@common/schemas/location-alerts';
import { RARITY_LEVELS, TIMES_OF_DAY, WEATHER_CONDITIONS } from '@common/schemas/sightings';

/** The fields both pages edit. */
export const SIMPLE_FIELDS = [
  'alertName',
  'location',
  'latitude',
  'longitude',
  'radiusKm',
  'categories',
  'specificSpecies',
  'rarityLevels',
  'activeHours',
  'quietHours',
  'timeZone',
  'confidenceThreshold',
  'maxAlertsPerDay',
  'emailEnabled',
  'pushEnabled',
  'inAppEnabled',
  'dailyDigest',
  'weeklyReport',
] as const satisfies readonly (keyof LocationAlertFields)[];

/** What the enhanced page edits besides. */
export const ENHANCED_FIELDS = [
  'alertType',
  'startDate',
  'endDate',
  'tripType',
  'accommodationLocation',
  'smartFiltering',
  'priorityLevel',
  'instantHighPriority',
  'photographerFollowing',
  'timeOfDay',
  'weatherConditions',
  'seasonality',
] as const satisfies readonly (keyof LocationAlertFields)[];

type FormField = (typeof SIMPLE_FIELDS)[number] | (typeof ENHANCED_FIELDS)[number];
export type AlertInput = Partial<Pick<LocationAlertFields, FormField>>;

export interface AlertFormValues {
  alertName: string;
  location: string;
  latitude: string;
  longitude: string;
  radiusKm: number;
  categories: LocationAlertFields['categories'];
  specificSpecies: AlertSpecies[];
  rarityLevels: LocationAlertFields['rarityLevels'];
  activeStart: string;
  activeEnd: string;
  quietStart: string;
  quietEnd: string;
  timeZone: string;
  confidenceThreshold: number;
  maxAlertsPerDay: string;
  emailEnabled: boolean;
  pushEnabled: boolean;
  inAppEnabled: boolean;
  dailyDigest: boolean;
  weeklyReport: boolean;
  alertType: LocationAlertType;
  startDate: string;
  endDate: string;
  tripType: (typeof TRIP_TYPES)[number] | '';
  accommodationLocation: string;
  smartFiltering: boolean;
  priorityLevel: (typeof PRIORITY_LEVELS)[number];
  instantHighPriority: boolean;
  photographerFollowing: boolean;
  timeOfDay: LocationAlertFields['timeOfDay'];
  weatherConditions: LocationAlertFields['weatherConditions'];
  seasonality: number[];
}

/** The browser's own time zone: alert hours are the member's local hours. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A new alert: the spec's defaults (section 9) and the contract's. */
export function newAlertValues(timeZone = browserTimeZone()): AlertFormValues {
  return {
    alertName: '',
    location: '',
    latitude: '',
    longitude: '',
    radiusKm: LOCATION_ALERT_RADIUS_DEFAULT_KM,
    categories: [],
    specificSpecies: [],
    rarityLevels: [],
    activeStart: '',
    activeEnd: '',
    quietStart: '',
    quietEnd: '',
    timeZone,
    confidenceThreshold: LOCATION_ALERT_CONFIDENCE_DEFAULT,
    maxAlertsPerDay: String(LOCATION_ALERT_MAX_PER_DAY_DEFAULT),
    emailEnabled: true,
    pushEnabled: true,
    inAppEnabled: true,
    dailyDigest: false,
    weeklyReport: false,
    alertType: 'radius',
    startDate: '',
    endDate: '',
    tripType: '',
    accommodationLocation: '',
    smartFiltering: true,
    priorityLevel: 'medium',
    instantHighPriority: true,
    photographerFollowing: false,
    timeOfDay: [],
    weatherConditions: [],
    seasonality: [],
  };
}

export function alertValues(alert: LocationAlert): AlertFormValues {
  return {
    ...alert,
    specificSpecies: alert.specificSpecies.map(({ speciesId, name }) => ({ speciesId, name })),
    latitude: String(alert.latitude),
    longitude: String(alert.longitude),
    activeStart: alert.activeHours?.start ?? '',
    activeEnd: alert.activeHours?.end ?? '',
    quietStart: alert.quietHours?.start ?? '',
    quietEnd: alert.quietHours?.end ?? '',
    maxAlertsPerDay: String(alert.maxAlertsPerDay),
    startDate: alert.startDate ?? '',
    endDate: alert.endDate ?? '',
    tripType: alert.tripType ?? '',
    accommodationLocation: alert.accommodationLocation ?? '',
  };
}

/** A typed number; blank is not zero (the schema then refuses it). */
function typedNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Both times blank: no window. One blank: sent as typed, so the schema names the missing one. */
function hoursWindow(start: string, end: string): HoursWindow | null {
  return start === '' && end === '' ? null : { start, end };
}

/** In the constant's order, so ticking boxes in another order is not a change. */
function inOrder<T>(chosen: readonly T[], order: readonly T[]): T[] {
  return order.filter((v) => chosen.includes(v));
}

export function toInput(values: AlertFormValues, enhanced: boolean): AlertInput {
  const trip = values.alertType === 'trip';
  const all: Required<AlertInput> = {
    alertName: values.alertName,
    location: values.location,
    latitude: typedNumber(values.latitude),
    longitude: typedNumber(values.longitude),
    radiusKm: values.radiusKm,
    categories: inOrder(values.categories, CATEGORY_VALUES),
    specificSpecies: values.specificSpecies.map(({ speciesId, name }) => ({ speciesId, name })),
    rarityLevels: inOrder(values.rarityLevels, RARITY_LEVELS),
    activeHours: hoursWindow(values.activeStart, values.activeEnd),
    quietHours: hoursWindow(values.quietStart, values.quietEnd),
    timeZone: values.timeZone,
    confidenceThreshold: values.confidenceThreshold,
    maxAlertsPerDay: typedNumber(values.maxAlertsPerDay),
    emailEnabled: values.emailEnabled,
    pushEnabled: values.pushEnabled,
    inAppEnabled: values.inAppEnabled,
    dailyDigest: values.dailyDigest,
    weeklyReport: values.weeklyReport,
    alertType: values.alertType,
    // A radius alert has no trip: what was typed before switching back is not kept.
    startDate: trip && values.startDate ? values.startDate : null,
    endDate: trip && values.endDate ? values.endDate : null,
    tripType: trip && values.tripType ? values.tripType : null,
    accommodationLocation: trip && values.accommodationLocation.trim() ? values.accommodationLocation : null,
    smartFiltering: values.smartFiltering,
    priorityLevel: values.priorityLevel,
    instantHighPriority: values.instantHighPriority,
    photographerFollowing: values.photographerFollowing,
    timeOfDay: inOrder(values.timeOfDay, TIMES_OF_DAY),
    weatherConditions: inOrder(values.weatherConditions, WEATHER_CONDITIONS),
    seasonality: [...values.seasonality].sort((a, b) => a - b),
  };
  const fields: readonly FormField[] = enhanced ? [...SIMPLE_FIELDS, ...ENHANCED_FIELDS] : SIMPLE_FIELDS;
  return Object.fromEntries(fields.map((f) => [f, all[f]])) as AlertInput;
}

/** The fields whose value differs from the alert as it was (both built by toInput, so alike when untouched). */
export function changedFields(before: AlertInput, after: AlertInput): AlertInput {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as FormField]),
    ),
  ) as AlertInput;
}

/** Field -> the schema's messages (English; validation-text.ts shows them in the member's language). */
export type AlertFieldErrors = Partial<Record<string, string[]>>;

/** The field a message belongs to: the first segment of its path ("activeHours.start" -> activeHours). */
export function fieldErrors(issues: readonly { path: string; message: string }[]): AlertFieldErrors {
  const errors: AlertFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] || 'form';
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}

/** The shared schema's verdict on what would be sent; null when it may be sent. */
export function validate(input: AlertInput): AlertFieldErrors | null {
  const result = createLocationAlertSchema.safeParse(input);
  if (result.success) return null;
  return fieldErrors(result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
}

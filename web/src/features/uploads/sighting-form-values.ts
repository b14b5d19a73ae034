// The sighting form's values as the inputs hold them (strings), their conversion to the API's input, and
// validation with the same schema the server uses (common/schemas/sightings.ts) plus the local "not in the
// future" check, which must use the member's own clock rather than the server's UTC day.
import type { MemberLicense } from '@common/constants/licenses';
import { type Geoprivacy, type SightingInput, sightingInputSchema } from '@common/schemas/sightings';
import type { PhotoMetadata } from './read-photo-metadata';

export interface SightingFormValues {
  speciesName: string;
  /** The catalogue species picked from the species list; cleared when the name is typed again. */
  speciesId?: number | null;
  category: string;
  description: string;
  location: string;
  latitude: string;
  longitude: string;
  dateSpotted: string;
  timeSpotted: string;
  isPublic: boolean;
  /** Who sees the position: everyone, others only inside its 0.2 degree cell, or nobody but the member. */
  geoprivacy: Geoprivacy;
  /** Licence of the photo or video; unset, the server applies the member's default (profile). */
  license?: MemberLicense;
  weatherConditions: string;
  wildlifeActivity: string;
  groupSize: string;
  adultCount: string;
  juvenileCount: string;
  timeOfDay: string;
  season: string;
  visibility: string;
  temperature: string;
  nestingBehavior: boolean;
  migrationRelated: boolean;
  rarityLevel: string;
  confidence: string;
}

export type SightingField = keyof SightingFormValues;
export type SightingFieldErrors = Partial<Record<string, string[]>>;

export const EMPTY_SIGHTING: SightingFormValues = {
  speciesName: '',
  category: '',
  description: '',
  location: '',
  latitude: '',
  longitude: '',
  dateSpotted: '',
  timeSpotted: '',
  isPublic: true,
  geoprivacy: 'open',
  weatherConditions: '',
  wildlifeActivity: '',
  groupSize: '',
  adultCount: '',
  juvenileCount: '',
  timeOfDay: '',
  season: '',
  visibility: '',
  temperature: '',
  nestingBehavior: false,
  migrationRelated: false,
  rarityLevel: '',
  confidence: 'confirmed',
};

/** The optional fields under 'More details'; a message on any of them opens that section. */
export const DETAIL_FIELDS: readonly SightingField[] = [
  'weatherConditions',
  'wildlifeActivity',
  'groupSize',
  'adultCount',
  'juvenileCount',
  'timeOfDay',
  'season',
  'visibility',
  'temperature',
  'nestingBehavior',
  'migrationRelated',
  'rarityLevel',
  'confidence',
];

export const FUTURE_TIME_MESSAGE = 'The time seen cannot be in the future';
export const FUTURE_DATE_MESSAGE = 'The date seen cannot be in the future';
export const TEMPERATURE_NUMBER_MESSAGE = 'Temperature must be a number';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date in the member's time zone, YYYY-MM-DD (the max of the date input). */
export function localDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function localTime(now: Date): string {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** A number typed by the member; NaN for text the schema must refuse (it names the field in its message). */
function numberOrUndefined(value: string): number | undefined {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

function textOrUndefined(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

/** The JSON the server receives; empty optional fields are left out rather than sent as ''. */
export function toSightingInput(values: SightingFormValues, mediaAssetId?: number): Record<string, unknown> {
  const input: Record<string, unknown> = {
    speciesName: values.speciesName,
    speciesId: values.speciesId ?? undefined,
    category: values.category,
    description: textOrUndefined(values.description),
    location: textOrUndefined(values.location),
    latitude: textOrUndefined(values.latitude),
    longitude: textOrUndefined(values.longitude),
    dateSpotted: textOrUndefined(values.dateSpotted),
    timeSpotted: textOrUndefined(values.timeSpotted),
    isPublic: values.isPublic,
    geoprivacy: values.geoprivacy,
    mediaAssetId,
    license: mediaAssetId !== undefined ? values.license : undefined,
    weatherConditions: textOrUndefined(values.weatherConditions),
    wildlifeActivity: textOrUndefined(values.wildlifeActivity),
    groupSize: numberOrUndefined(values.groupSize),
    adultCount: numberOrUndefined(values.adultCount),
    juvenileCount: numberOrUndefined(values.juvenileCount),
    timeOfDay: textOrUndefined(values.timeOfDay),
    season: textOrUndefined(values.season),
    visibility: textOrUndefined(values.visibility),
    temperature: numberOrUndefined(values.temperature),
    nestingBehavior: values.nestingBehavior || undefined,
    migrationRelated: values.migrationRelated || undefined,
    rarityLevel: textOrUndefined(values.rarityLevel),
    confidence: textOrUndefined(values.confidence),
  };
  for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key];
  return input;
}

function add(errors: SightingFieldErrors, field: string, message: string): void {
  const list = errors[field] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

export type ValidationResult =
  | { ok: true; input: SightingInput }
  | { ok: false; errors: SightingFieldErrors };

export function validateSighting(
  values: SightingFormValues,
  { mediaAssetId, now = new Date() }: { mediaAssetId?: number; now?: Date } = {},
): ValidationResult {
  const input = toSightingInput(values, mediaAssetId);
  const result = sightingInputSchema.safeParse(input);
  const errors: SightingFieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) add(errors, String(issue.path[0] ?? ''), issue.message);
  }
  // z.number() has no message of its own for text like '12 C'; this one names the field.
  if (typeof input.temperature === 'number' && Number.isNaN(input.temperature)) {
    errors.temperature = [TEMPERATURE_NUMBER_MESSAGE];
  }
  const today = localDate(now);
  if (values.dateSpotted && values.dateSpotted > today && !errors.dateSpotted) {
    add(errors, 'dateSpotted', FUTURE_DATE_MESSAGE);
  }
  if (
    values.dateSpotted === today &&
    /^\d{2}:\d{2}/.test(values.timeSpotted) &&
    values.timeSpotted.slice(0, 5) > localTime(now)
  ) {
    add(errors, 'timeSpotted', FUTURE_TIME_MESSAGE);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The schema accepted exactly this object; it is sent as typed, the server parses it again.
  return { ok: true, input: input as SightingInput };
}

/** The form fields a photo's EXIF fills in, and the values they replace (kept for 'Undo'). */
export interface ExifPrefill {
  applied: Partial<SightingFormValues>;
  previous: Partial<SightingFormValues>;
}

export function prefillFromMetadata(values: SightingFormValues, metadata: PhotoMetadata): ExifPrefill | null {
  const applied: Partial<SightingFormValues> = {};
  if (metadata.takenAt) {
    applied.dateSpotted = metadata.takenAt.slice(0, 10);
    applied.timeSpotted = metadata.takenAt.slice(11, 16);
  }
  if (metadata.latitude !== null && metadata.longitude !== null) {
    // Six decimals is about 10 cm: more than any phone's GPS knows, and short enough to read.
    applied.latitude = String(Number(metadata.latitude.toFixed(6)));
    applied.longitude = String(Number(metadata.longitude.toFixed(6)));
  }
  const keys = Object.keys(applied) as SightingField[];
  if (keys.length === 0) return null;
  const previous: Partial<SightingFormValues> = {};
  for (const key of keys) Object.assign(previous, { [key]: values[key] });
  return { applied, previous };
}

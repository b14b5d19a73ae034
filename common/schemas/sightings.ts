// Sightings as the client reads them (spec section 3) and the category rule (spec section 5).
import { z } from 'zod';
import { SIGHTING_SORTS } from '../constants/api';
import { CATEGORY_VALUES } from '../constants/categories';
import { GEOPRIVACY_LEVELS, type Geoprivacy, type PositionPrecision } from '../constants/geoprivacy';
import { LANGUAGE_CODES } from '../constants/languages';
import { LICENSE_MESSAGE, MEMBER_LICENSES } from '../constants/licenses';
import type { QualityGrade } from './identifications';
import { lengthLimit } from './length-limit';
import type { SightingPlace } from './locations';

export const CATEGORY_MESSAGE =
  'Category must be one of: birds, mammals, reptiles, amphibians, marine, insects';

export const categorySchema = z
  .string(CATEGORY_MESSAGE)
  .trim()
  .toLowerCase()
  .pipe(z.enum(CATEGORY_VALUES, CATEGORY_MESSAGE));

/** latitude / longitude accept a number or a string, stored as string, nullable (spec section 5). */
export const coordinateSchema = (min: number, max: number, name: string) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .max(40, lengthLimit(`${name} must be a number between ${min} and ${max}`)),
    ])
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a number between ${min} and ${max}` });
        return z.NEVER;
      }
      return String(n);
    });

export const MEDIA_TYPES = ['photo', 'video', 'none'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export interface SightingAuthor {
  id: number;
  username: string;
  profileImageUrl: string | null;
}

/** Public renditions of a sighting's photo (or a video's poster), for srcset and the placeholder. */
export interface SightingMedia {
  /** Square ~160 px (80 px cards at 2x). */
  thumbUrl: string | null;
  /** ~720 px on the long side (phones); null for photos stored before it existed. */
  smallUrl: string | null;
  /** ~1000 px on the long side. */
  mediumUrl: string | null;
  /** ~2048 px on the long side. */
  largeUrl: string | null;
  /** JPEG renditions for browsers without WebP, same sizes. */
  fallback: {
    thumbUrl: string | null;
    smallUrl: string | null;
    mediumUrl: string | null;
    largeUrl: string | null;
  } | null;
  posterUrl: string | null;
  /** Thumbhash (base64) of the image, decoded in the browser into a blurred placeholder. */
  placeholder: string | null;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

/** What the camera recorded, shown on the sighting page. */
export interface CameraInfo {
  make?: string;
  model?: string;
  lens?: string;
  focalLength?: number;
  aperture?: number;
  exposureTime?: number;
  iso?: number;
  takenAt?: string;
}

/** The catalogue species a sighting is linked to (its page is /species/{slug}). */
export interface SightingSpecies {
  id: number;
  slug: string;
  scientificName: string;
  /** The common name in the reader's language when the catalogue has one, else the English one, else null. */
  commonName: string | null;
}

export interface Sighting {
  id: number;
  userId: number;
  /** The name the member wrote (free text), shown as written. */
  speciesName: string;
  /** The linked catalogue species, or null for a name the catalogue does not know. */
  species: SightingSpecies | null;
  description: string | null;
  location: string | null;
  latitude: string | null;
  longitude: string | null;
  photoUrl: string | null;
  videoUrl: string | null;
  mediaType: MediaType;
  createdAt: string;
  category: string | null;
  photographer: string;
  isCurated: boolean;
  instagramSourceUsername: string | null;
  originalPhotographerCredit: string | null;
  instagramSourceUrl: string | null;
  /** Licence of a credited photo (e.g. CC-BY-SA-4.0); null for members' own photos. */
  photoLicense: string | null;
  /** Page of the original work for credited photos (e.g. its Wikimedia Commons file page). */
  sourceUrl: string | null;
  /** Day the animal was seen (YYYY-MM-DD), which may be well before createdAt. */
  dateSpotted: string | null;
  /** casual, needs_id or research (community agreement; common/schemas/identifications.ts). */
  qualityGrade: QualityGrade;
  views: number;
  likes: number;
  commentCount: number;
  /** Whether the signed-in member liked it; always false for visitors. */
  likedByMe: boolean;
  /** True when the signed-in member has it in any bookmark collection. */
  bookmarkedByMe: boolean;
  user: SightingAuthor;
  /** Null for sightings without uploaded media (reports, demo photos served as files). */
  media: SightingMedia | null;
  /** Country, region and nearest place worked out from the coordinates; null without coordinates or not yet. */
  place: SightingPlace | null;
  /**
   * How precise latitude/longitude are for this reader: the author always gets 'exact'; others get 'obscured' (a
   * point inside its 0.2 degree cell, no nearest place, no location text) or 'none' (no position at all).
   */
  positionPrecision: PositionPrecision;
}

/** The full sighting page adds the details and the camera data. */
export interface SightingDetail extends Sighting {
  specificLocation: string | null;
  timeSpotted: string | null;
  isPublic: boolean;
  rarityLevel: string | null;
  /** The author's geoprivacy choice (the effective precision for others is positionPrecision). */
  geoprivacy: Geoprivacy;
  confidence: string;
  weatherConditions: string | null;
  temperature: string | null;
  season: string | null;
  timeOfDay: string | null;
  visibility: string | null;
  wildlifeActivity: string | null;
  groupSize: number | null;
  adultCount: number | null;
  juvenileCount: number | null;
  nestingBehavior: boolean | null;
  migrationRelated: boolean | null;
  camera: CameraInfo | null;
}

export interface Category {
  value: string;
  name: string;
}

export interface CategoryImage {
  category: string;
  imageUrl: string;
  isActive: boolean;
  updatedAt: string;
}

export const sightingListQuerySchema = z.strictObject({
  category: categorySchema.optional(),
  search: z.string().trim().max(200).optional(),
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Opaque; copy it from the x-next-cursor header of the previous page, with the same sort. */
  cursor: z.string().max(100).optional(),
  sort: z.enum(SIGHTING_SORTS, `Sort must be one of: ${SIGHTING_SORTS.join(', ')}`).default('newest'),
  /** Only research-grade sightings. */
  quality: z.enum(['research'], 'Quality must be research').optional(),
  /** The language of the species names; else the member's preferred language, else the browser's, else English. */
  lang: z.enum(LANGUAGE_CODES, 'Unsupported language').optional(),
});
export type SightingListQuery = z.infer<typeof sightingListQuerySchema>;

/** GET /api/sightings/:id: only the language of the species names. */
export const sightingReadQuerySchema = z.strictObject({ lang: sightingListQuerySchema.shape.lang });

// ---- Writing sightings ----------------------------------------------------------------------------------

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

const optionalCount = (name: string) =>
  z
    .number(`${name} must be a whole number`)
    .int(`${name} must be a whole number`)
    .min(0, `${name} cannot be negative`)
    .max(100_000, `${name} must be at most 100000`)
    .nullable()
    .optional();

export const WEATHER_CONDITIONS = [
  'sunny',
  'partly_cloudy',
  'cloudy',
  'rain',
  'snow',
  'fog',
  'wind',
  'storm',
] as const;
export const TIMES_OF_DAY = ['dawn', 'morning', 'midday', 'afternoon', 'dusk', 'night'] as const;
export const SEASONS = ['spring', 'summer', 'autumn', 'winter', 'wet', 'dry'] as const;
export const VISIBILITY_LEVELS = ['excellent', 'good', 'moderate', 'poor'] as const;
export const RARITY_LEVELS = ['common', 'uncommon', 'rare', 'very_rare', 'extremely_rare'] as const;
export const CONFIDENCE_LEVELS = ['confirmed', 'probable', 'possible'] as const;

// Geoprivacy's plain values live in common/constants/geoprivacy.ts (kept out of the sighting page's first load:
// importing one of them from here would bring zod along); re-exported so every importer keeps working.
export {
  GEOPRIVACY_LEVELS,
  type Geoprivacy,
  POSITION_PRECISIONS,
  type PositionPrecision,
} from '../constants/geoprivacy';

/** Rarity levels whose sightings are obscured whatever the member chose (they are on the rare tracker). */
export const AUTO_OBSCURED_RARITY_LEVELS = ['rare', 'very_rare', 'extremely_rare'] as const;

/** A date seen: YYYY-MM-DD, not after today (the client's today may be a day ahead of UTC). */
export const dateSpottedSchema = z
  .string()
  .max(10, lengthLimit('Date must be YYYY-MM-DD'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Date is not a real date',
  )
  .refine((v) => v >= '1900-01-01', 'Date must be after 1900')
  .refine(
    (v) => Date.parse(`${v}T00:00:00Z`) <= Date.now() + 36 * 3600 * 1000,
    'The date seen cannot be in the future',
  );

export const timeSpottedSchema = z
  .string()
  .max(8, lengthLimit('Time must be HH:MM'))
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Time must be HH:MM');

/**
 * A new sighting (spec section 5 category rule). Photo and video sightings reference a media asset uploaded
 * first through POST /api/media; a report (/report-sighting) has none.
 */
const sightingFields = {
  speciesName: z
    .string()
    .trim()
    .min(1, 'Species name is required')
    .max(120, 'Species name must be at most 120 characters'),
  /**
   * The catalogue species (GET /api/species/suggest's id) the member picked; without it the species named
   * exactly speciesName (any language, or the scientific name) is linked, else none.
   */
  speciesId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  category: categorySchema,
  description: optionalText(2000, 'Description must be at most 2000 characters'),
  location: optionalText(200, 'Location must be at most 200 characters'),
  specificLocation: optionalText(200, 'Specific location must be at most 200 characters'),
  latitude: coordinateSchema(-90, 90, 'Latitude').optional(),
  longitude: coordinateSchema(-180, 180, 'Longitude').optional(),
  dateSpotted: dateSpottedSchema.optional(),
  timeSpotted: timeSpottedSchema.optional(),
  isPublic: z.boolean(),
  mediaAssetId: z.number().int().positive().max(2_147_483_647).optional(),
  weatherConditions: z.enum(WEATHER_CONDITIONS).optional(),
  temperature: z
    .number()
    .min(-90, 'Temperature must be at least -90')
    .max(60, 'Temperature must be at most 60')
    .nullable()
    .optional(),
  season: z.enum(SEASONS).optional(),
  timeOfDay: z.enum(TIMES_OF_DAY).optional(),
  visibility: z.enum(VISIBILITY_LEVELS).optional(),
  wildlifeActivity: optionalText(200, 'Behaviour must be at most 200 characters'),
  groupSize: optionalCount('Group size'),
  adultCount: optionalCount('Adult count'),
  juvenileCount: optionalCount('Juvenile count'),
  nestingBehavior: z.boolean().optional(),
  migrationRelated: z.boolean().optional(),
  rarityLevel: z.enum(RARITY_LEVELS).optional(),
  geoprivacy: z.enum(GEOPRIVACY_LEVELS, 'Choose open, obscured or private'),
  confidence: z.enum(CONFIDENCE_LEVELS),
  /** Licence of the sighting's photo or video; new sightings take the member's default when absent. */
  license: z.enum(MEMBER_LICENSES, LICENSE_MESSAGE).optional(),
};

export const sightingInputSchema = z.strictObject({
  ...sightingFields,
  isPublic: sightingFields.isPublic.default(true),
  confidence: sightingFields.confidence.default('confirmed'),
  geoprivacy: sightingFields.geoprivacy.default('open'),
});
export type SightingInput = z.input<typeof sightingInputSchema>;

/** Editing a sighting: any field of the input except the media. */
// Built from the fields without defaults: a partial of the input schema would still fill in isPublic and
// confidence, silently changing fields the member did not touch.
export const sightingUpdateSchema = z.strictObject(sightingFields).omit({ mediaAssetId: true }).partial();

export const idParamsSchema = z.strictObject({
  id: z.coerce
    .number('Id must be a number')
    .int('Id must be a whole number')
    .positive('Id must be positive')
    .max(2_147_483_647, 'Id is too large'),
});

export const DELETE_OWN_ONLY_MESSAGE = 'You can only delete your own sightings.';

export { NEXT_CURSOR_HEADER, SIGHTING_SORTS, type SightingSort } from '../constants/api';

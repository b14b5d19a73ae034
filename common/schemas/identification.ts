// AI identification: POST /api/identify (a photo upload, or a stored media asset or sighting), GET
// /api/identifications/:id, POST /api/identifications/:id/feedback, GET/PUT /api/admin/ai-settings.
import { z } from 'zod';
import { lengthLimit } from './length-limit';
import { categorySchema } from './sightings';

export const IDENTIFY_MAX_CANDIDATES = 5;
export const IDENTIFY_MESSAGES = {
  source: 'Send a photo, or the id of an uploaded photo or of a sighting',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  position: 'Give both latitude and longitude, or neither',
  date: 'The date must be a valid date (YYYY-MM-DD)',
  notFound: 'Identification not found',
  photoNotFound: 'Photo not found',
  sightingNotFound: 'Sighting not found',
  noPhoto: 'This sighting has no photo to identify',
  speciesNotFound: 'Species not found',
  busy: 'Identification is busy; please try again in a minute',
  failed: 'The photo could not be analysed',
  rateLimited: 'Too many identifications; please wait a few minutes',
  onnxMissing: 'Set the model file and the labels file to use the ONNX identifier',
  onnxInvalid: 'The model or labels file could not be loaded',
} as const;

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const latitudeSchema = z.coerce
  .number()
  .min(-90, IDENTIFY_MESSAGES.latitude)
  .max(90, IDENTIFY_MESSAGES.latitude);
const longitudeSchema = z.coerce
  .number()
  .min(-180, IDENTIFY_MESSAGES.longitude)
  .max(180, IDENTIFY_MESSAGES.longitude);
const dateSchema = z
  .string()
  .max(10, lengthLimit(IDENTIFY_MESSAGES.date))
  .regex(/^\d{4}-\d{2}-\d{2}$/, IDENTIFY_MESSAGES.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), IDENTIFY_MESSAGES.date);

/** Where and when the photo was taken: "seen nearby" uses them; the photo's own EXIF fills in what is missing. */
export const identifyContextSchema = z
  .object({
    latitude: latitudeSchema.optional(),
    longitude: longitudeSchema.optional(),
    date: dateSchema.optional(),
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: IDENTIFY_MESSAGES.position,
    path: ['longitude'],
  });

/** JSON body of POST /api/identify for a photo already on the site. A new photo is sent as multipart instead. */
const bodyIdSchema = z.number().int().positive().max(2_147_483_647);
export const identifyStoredRequestSchema = z
  .object({
    mediaId: bodyIdSchema.optional(),
    sightingId: bodyIdSchema.optional(),
    latitude: z.number().min(-90, IDENTIFY_MESSAGES.latitude).max(90, IDENTIFY_MESSAGES.latitude).optional(),
    longitude: z
      .number()
      .min(-180, IDENTIFY_MESSAGES.longitude)
      .max(180, IDENTIFY_MESSAGES.longitude)
      .optional(),
    date: dateSchema.optional(),
  })
  // One of the two; when both come, the sighting's photo is the one looked at.
  .refine((v) => v.mediaId !== undefined || v.sightingId !== undefined, {
    message: IDENTIFY_MESSAGES.source,
    path: ['sightingId'],
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: IDENTIFY_MESSAGES.position,
    path: ['longitude'],
  });
export type IdentifyStoredRequest = z.infer<typeof identifyStoredRequestSchema>;

/** Multipart text fields accepted beside the `photo` file part. */
export const IDENTIFY_FORM_FIELDS = ['latitude', 'longitude', 'date'] as const;

export const identificationReasonSchema = z.discriminatedUnion('kind', [
  /** "Looks like 3 confirmed photos". */
  z.object({ kind: z.literal('similar_photos'), count: z.number().int() }),
  /** "Seen 12 times within 50 km in July" (month 1-12). */
  z.object({
    kind: z.literal('seen_nearby'),
    count: z.number().int(),
    radiusKm: z.number(),
    month: z.number().int().min(1).max(12),
  }),
  /** The operator's classification model gave it this score. */
  z.object({ kind: z.literal('model'), score: z.number() }),
]);
export type IdentificationReason = z.infer<typeof identificationReasonSchema>;

export const identificationCandidateSchema = z.object({
  speciesId: z.number().int(),
  slug: z.string(),
  /** Common name in the member's language, else English, else the scientific name. */
  name: z.string(),
  scientificName: z.string(),
  category: categorySchema,
  /** Calibrated: of the answers given at this confidence, about this share were right (docs/PERFORMANCE.md). */
  confidence: z.number().min(0).max(1),
  reasons: z.array(identificationReasonSchema),
});
export type IdentificationCandidate = z.infer<typeof identificationCandidateSchema>;

export const nearbySpeciesSchema = z.object({
  speciesId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  scientificName: z.string(),
  category: categorySchema,
  /** Public sightings within the radius in the photo's season. */
  count: z.number().int(),
});
export type NearbySpecies = z.infer<typeof nearbySpeciesSchema>;

export const identificationStatusSchema = z.enum(['identified', 'uncertain', 'no_animal']);
export type IdentificationStatus = z.infer<typeof identificationStatusSchema>;

export const boxSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

export const identificationResultSchema = z.object({
  id: z.number().int(),
  status: identificationStatusSchema,
  candidates: z.array(identificationCandidateSchema).max(IDENTIFY_MAX_CANDIDATES),
  /** The animal's box in the upright photo's pixels, and the photo's size, or null when none was found. */
  box: boxSchema.nullable(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  /** Species seen near the position in season, offered when the identifier cannot tell. */
  nearby: z.array(nearbySpeciesSchema),
  radiusKm: z.number(),
  /** 'similarity' (confirmed community photos + seen nearby) or 'onnx'. */
  identifier: z.string(),
  /** Milliseconds: queue wait, analysis, search. */
  timings: z.record(z.string().max(40), z.number()),
  createdAt: z.string(),
  feedback: z.object({ kind: z.enum(['confirm', 'correct']), speciesId: z.number().int() }).nullable(),
});
export type IdentificationResult = z.infer<typeof identificationResultSchema>;

export const identificationParamsSchema = z.object({ id: idSchema });

export const identificationFeedbackSchema = z.strictObject({
  kind: z.enum(['confirm', 'correct']),
  speciesId: idSchema,
  comment: z.string().trim().max(500, lengthLimit('A comment is at most 500 characters')).optional(),
});
export type IdentificationFeedback = z.infer<typeof identificationFeedbackSchema>;

const aiSettingsShape = {
  identifier: z.enum(['similarity', 'onnx']),
  /** Below this best confidence the answer is "cannot tell". */
  minConfidence: z.number().min(0).max(1),
  nearbyRadiusKm: z.number().min(1).max(500),
  onnxModelPath: z.string().max(1000, lengthLimit('A path is at most 1000 characters')).nullable(),
  onnxLabelsPath: z.string().max(1000, lengthLimit('A path is at most 1000 characters')).nullable(),
  onnxInputSize: z.number().int().min(2).max(1024),
};

/** Kept to thousandths: the columns are 4-byte reals, which refuse the tiniest doubles (1e-308) as an underflow. */
const thousandths = (v: number) => Math.round(v * 1000) / 1000;

export const aiSettingsSchema = z.strictObject({
  ...aiSettingsShape,
  minConfidence: aiSettingsShape.minConfidence.transform(thousandths),
  nearbyRadiusKm: aiSettingsShape.nearbyRadiusKm.transform(thousandths),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

export const aiSettingsResponseSchema = z.object({
  ...aiSettingsShape,
  /** Confirmed community photos the default identifier compares against. */
  indexedPhotos: z.number().int(),
  updatedAt: z.string(),
});
export type AiSettingsResponse = z.infer<typeof aiSettingsResponseSchema>;

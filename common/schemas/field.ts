// Field mode (spec section 2: /field-mode, /field/quick-sighting, /field/tools, /field/settings): the species
// checklist of a place and season downloaded for offline use, the member's recent species for the quick pick,
// and the idempotency key that makes a queued write safe to send again.
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAY_HEADER,
} from '../constants/api';
import { CATEGORY_VALUES } from '../constants/categories';
import { LANGUAGE_CODES } from '../constants/languages';
import { lengthLimit } from './length-limit';

// The idempotency header's name, pattern and message live in common/constants/api.ts (kept out of the pages' first
// load: the comment form's hook sends the header, and importing it from here would bring zod along); re-exported
// so every importer of this module keeps working.
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAY_HEADER,
} from '../constants/api';

/** The key as a header value: bounded by its length before the pattern reads it. */
export const idempotencyKeySchema = z
  .string(IDEMPOTENCY_KEY_MESSAGE)
  .max(80, lengthLimit(IDEMPOTENCY_KEY_MESSAGE))
  .regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE);

/**
 * The request headers of a write that takes the key (POST /api/media, /api/sightings, /api/comments): every other
 * header passes untouched.
 */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional().meta({
    description:
      'Optional. A key of your own for this write (e.g. a UUID): sending the same key again answers the ' +
      `entity the first send made, with the response header \`${IDEMPOTENT_REPLAY_HEADER}: true\`, instead ` +
      'of making a second one. A send that was refused stored nothing, so its key may be sent again.',
  }),
});

/** PUT /api/sightings/:id/like: the like state the member wants (sent again, it changes nothing). */
export const sightingLikeSetSchema = z.strictObject({ liked: z.boolean('liked must be true or false') });
export type SightingLikeSet = z.infer<typeof sightingLikeSetSchema>;

export const FIELD_CHECKLIST_DEFAULT_RADIUS_KM = 25;
export const FIELD_CHECKLIST_MAX_RADIUS_KM = 100;
/** At most this many species in one checklist, most often seen first. */
export const FIELD_CHECKLIST_MAX_SPECIES = 300;

const coordinate = (min: number, max: number, name: string) =>
  z.coerce
    .number(`${name} must be a number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

/** GET /api/field/checklist: the species seen within radiusKm of a point in the month given and its two neighbours. */
export const fieldChecklistQuerySchema = z.strictObject({
  lat: coordinate(-90, 90, 'Latitude'),
  lng: coordinate(-180, 180, 'Longitude'),
  radiusKm: z.coerce
    .number('Radius must be a number')
    .min(1, 'Radius must be at least 1 km')
    .max(FIELD_CHECKLIST_MAX_RADIUS_KM, `Radius must be at most ${FIELD_CHECKLIST_MAX_RADIUS_KM} km`)
    .default(FIELD_CHECKLIST_DEFAULT_RADIUS_KM),
  month: z.coerce
    .number('Month must be a number')
    .int('Month must be a whole number')
    .min(1, 'Month must be from 1 to 12')
    .max(12, 'Month must be from 1 to 12')
    .optional(),
  /** The language species are named in; an answer that names it is public (shared caches may keep it). */
  lang: z.enum(LANGUAGE_CODES, 'Unknown language').optional(),
});
export type FieldChecklistQuery = z.input<typeof fieldChecklistQuerySchema>;

export const fieldSpeciesSchema = z.object({
  /** The catalogue species, when the sightings were linked to one. */
  speciesId: z.number().int().nullable(),
  slug: z.string().nullable(),
  /** In the viewer's language when the catalogue has it, else English, else as the members wrote it. */
  commonName: z.string(),
  scientificName: z.string().nullable(),
  category: z.enum(CATEGORY_VALUES),
  /** Public sightings of it in the circle and months. */
  count: z.number().int(),
  /** YYYY-MM-DD of the latest of them. */
  lastSeen: z.string().nullable(),
});
export type FieldSpecies = z.infer<typeof fieldSpeciesSchema>;

export const fieldChecklistSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  radiusKm: z.number(),
  /** The months counted (1-12): the one asked for and its neighbours. */
  months: z.array(z.number().int()),
  species: z.array(fieldSpeciesSchema),
  /** ISO time the server answered; the offline copy shows its age. */
  generatedAt: z.string(),
});
export type FieldChecklist = z.infer<typeof fieldChecklistSchema>;

/** GET /api/field/recent-species: the signed-in member's latest distinct species, newest first. */
export const FIELD_RECENT_SPECIES_MAX = 20;
export const fieldRecentSpeciesSchema = z.array(fieldSpeciesSchema);

// The rare tracker (/rare-tracker, GET/POST /api/rare-sightings*): one record per rare or threatened species per
// area (spec section 3: rare_sightings, rare_species_watchers, sighting_verifications), kept from the members'
// published sightings, watched by members and verified by them. Positions are never finer than a 0.2 degree cell.
import { z } from 'zod';
import { CATEGORY_VALUES } from '../constants/categories';
import { lengthLimit } from './length-limit';

/** The rarity levels the tracker records, rarest first (spec section 3; common and abundant only as labels). */
export const TRACKED_RARITY_LEVELS = ['extremely_rare', 'very_rare', 'rare'] as const;
export type TrackedRarity = (typeof TRACKED_RARITY_LEVELS)[number];
export function isTrackedRarity(value: string | null | undefined): value is TrackedRarity {
  return value != null && (TRACKED_RARITY_LEVELS as readonly string[]).includes(value);
}

/** Every rarity label (spec section 3), rarest first. */
export const RARITY_LABELS = [
  'extremely_rare',
  'very_rare',
  'rare',
  'uncommon',
  'common',
  'abundant',
] as const;

export const RARE_VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type RareVerificationStatus = (typeof RARE_VERIFICATION_STATUSES)[number];

export const VERIFICATION_VERDICTS = ['confirmed', 'rejected'] as const;
export type VerificationVerdict = (typeof VERIFICATION_VERDICTS)[number];

export const EXPERTISE_LEVELS = ['beginner', 'intermediate', 'expert', 'professional'] as const;
export type ExpertiseLevel = (typeof EXPERTISE_LEVELS)[number];

/** How much one member's word weighs, by the expertise they state. */
export const EXPERTISE_WEIGHTS: Record<ExpertiseLevel, number> = {
  beginner: 1,
  intermediate: 2,
  expert: 3,
  professional: 4,
};
/** A side needs this much weight ... */
export const VERIFICATION_MIN_WEIGHT = 4;
/** ... and this much more than the other side. */
export const VERIFICATION_MARGIN = 2;

/** The status rule in words, shown on the page word for word (the web app shows the translation of this key). */
export const VERIFICATION_RULE_TEXT =
  'Each confirmation or rejection weighs by the expertise of the member who gives it: beginner 1, intermediate 2, expert 3, professional 4. A report is verified when its confirmations weigh at least 4 and at least 2 more than its rejections; it is rejected when its rejections weigh at least 4 and at least 2 more than its confirmations; otherwise it stays pending.';

export function verificationStatusOf(
  votes: readonly { verificationStatus: VerificationVerdict; expertiseLevel: ExpertiseLevel }[],
): RareVerificationStatus {
  let confirmed = 0;
  let rejected = 0;
  for (const v of votes) {
    const weight = EXPERTISE_WEIGHTS[v.expertiseLevel];
    if (v.verificationStatus === 'confirmed') confirmed += weight;
    else rejected += weight;
  }
  if (confirmed >= VERIFICATION_MIN_WEIGHT && confirmed - rejected >= VERIFICATION_MARGIN) return 'verified';
  if (rejected >= VERIFICATION_MIN_WEIGHT && rejected - confirmed >= VERIFICATION_MARGIN) return 'rejected';
  return 'pending';
}

/** Sightings of one species this close to a record add to it instead of starting a new one. */
export const RARE_MERGE_RADIUS_KM = 25;
export const RARE_NOT_FOUND_MESSAGE = 'Rare sighting not found';
export const OWN_REPORT_MESSAGE = 'You cannot verify your own report.';
export const MEMBERS_ONLY_MESSAGE = 'Sign in as a member to do this.';
export const WATCH_RADIUS_MAX_KM = 500;
export const VERIFICATION_NOTES_MAX = 1000;
export const RARE_PAGE_MAX = 100;
export const RARE_SORTS = ['recent', 'most_sighted'] as const;

export const rareSightingParamsSchema = z.strictObject({
  id: z.coerce
    .number(RARE_NOT_FOUND_MESSAGE)
    .int(RARE_NOT_FOUND_MESSAGE)
    .min(1, RARE_NOT_FOUND_MESSAGE)
    .max(2_147_483_647, RARE_NOT_FOUND_MESSAGE),
});

export const rareListQuerySchema = z.strictObject({
  rarityLevel: z.enum(TRACKED_RARITY_LEVELS, 'Unknown rarity level').optional(),
  verificationStatus: z.enum(RARE_VERIFICATION_STATUSES, 'Unknown verification status').optional(),
  category: z.enum(CATEGORY_VALUES, 'Unknown category').optional(),
  /** Part of the species' name (as reported, common or scientific). */
  q: z.string().trim().max(100, lengthLimit('Search text is too long')).optional(),
  sort: z.enum(RARE_SORTS, 'Sort must be recent or most_sighted').default('recent'),
  limit: z.coerce.number().int().min(1).max(RARE_PAGE_MAX).default(24),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type RareListQuery = z.input<typeof rareListQuerySchema>;

export const watchInputSchema = z.strictObject({
  alertRadius: z
    .number('Alert radius must be a number of kilometres')
    .int('Alert radius must be a whole number of kilometres')
    .min(1, 'Alert radius must be between 1 and 500 km')
    .max(WATCH_RADIUS_MAX_KM, 'Alert radius must be between 1 and 500 km')
    .default(50),
  emailEnabled: z.boolean('emailEnabled must be true or false').default(true),
  pushEnabled: z.boolean('pushEnabled must be true or false').default(false),
});
export type WatchInput = z.input<typeof watchInputSchema>;

export const verificationInputSchema = z.strictObject({
  verificationStatus: z.enum(VERIFICATION_VERDICTS, 'Verification must be confirmed or rejected'),
  verificationNotes: z
    .string('Notes must be text')
    .trim()
    .max(VERIFICATION_NOTES_MAX, lengthLimit('Notes must be at most 1000 characters'))
    .default(''),
  expertiseLevel: z.enum(
    EXPERTISE_LEVELS,
    'Expertise must be beginner, intermediate, expert or professional',
  ),
});
export type VerificationInput = z.input<typeof verificationInputSchema>;

export const rareWatchSchema = z.object({
  alertRadius: z.number().int(),
  emailEnabled: z.boolean(),
  pushEnabled: z.boolean(),
});
export type RareWatch = z.infer<typeof rareWatchSchema>;

export const rareSightingSchema = z.object({
  id: z.number().int(),
  species: z.object({
    /** As the members reported it. */
    name: z.string(),
    commonName: z.string().nullable(),
    scientificName: z.string().nullable(),
    /** /species/{slug} when the species is in the catalogue. */
    slug: z.string().nullable(),
  }),
  category: z.enum(CATEGORY_VALUES).nullable(),
  rarityLevel: z.enum(TRACKED_RARITY_LEVELS),
  timesSighted: z.number().int(),
  lastSeenDate: z.string(),
  /** The centre of the record's 0.2 degree cell, never the position itself. */
  latitude: z.number(),
  longitude: z.number(),
  region: z.string().nullable(),
  countryCode: z.string().nullable(),
  photoUrl: z.string().nullable(),
  reporter: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  verificationStatus: z.enum(RARE_VERIFICATION_STATUSES),
  confirmations: z.number().int(),
  rejections: z.number().int(),
  activeWatchers: z.number().int(),
  /** For a signed-in member: whether they watch it, and how. */
  watchedByMe: z.boolean(),
  myWatch: rareWatchSchema.nullable(),
});
export type RareSighting = z.infer<typeof rareSightingSchema>;

export const rareSightingListSchema = z.object({
  items: z.array(rareSightingSchema),
  total: z.number().int(),
});
export type RareSightingList = z.infer<typeof rareSightingListSchema>;

export const rareVerificationSchema = z.object({
  verifier: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  verificationStatus: z.enum(VERIFICATION_VERDICTS),
  verificationNotes: z.string(),
  expertiseLevel: z.enum(EXPERTISE_LEVELS),
  createdAt: z.string(),
});
export type RareVerification = z.infer<typeof rareVerificationSchema>;

export const rareSightingDetailSchema = rareSightingSchema.extend({
  verifications: z.array(rareVerificationSchema),
  /** The public member sightings behind the record, newest first. */
  sightingIds: z.array(z.number().int()),
});
export type RareSightingDetail = z.infer<typeof rareSightingDetailSchema>;

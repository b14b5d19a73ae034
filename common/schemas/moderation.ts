// Moderation (issue 12, item 8): members' flags on sightings, the classifier's holds, and the administrators'
// queue and settings. Shared by the server routes and the web forms.
import { z } from 'zod';
import { lengthLimit } from './length-limit';

/** Why a member flags a sighting. */
export const FLAG_REASONS = ['inappropriate', 'spam', 'wrong_species', 'copyright', 'other'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/** Who raised a flag: the photo classifier (nsfwjs) or a member. */
export const FLAG_SOURCES = ['classifier', 'member'] as const;
export type FlagSource = (typeof FLAG_SOURCES)[number];

/** A flag starts pending; an administrator approves the content, removes it, or dismisses the flag. */
export const FLAG_STATUSES = ['pending', 'approved', 'removed', 'dismissed'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

export const FLAG_DETAILS_MAX = 500;
export const FLAG_DETAILS_MESSAGE = `Details must be less than ${FLAG_DETAILS_MAX} characters`;
export const FLAG_REASON_MESSAGE = `Reason must be one of: ${FLAG_REASONS.join(', ')}`;
export const ALREADY_FLAGGED_MESSAGE = 'You have already flagged this sighting.';
export const FLAG_OWN_MESSAGE = 'You cannot flag your own sighting.';
export const FLAG_NOT_FOUND_MESSAGE = 'Flag not found';
export const FLAG_RESOLVED_MESSAGE = 'This flag has already been resolved.';

export const flagInputSchema = z.strictObject({
  reason: z.enum(FLAG_REASONS, { message: FLAG_REASON_MESSAGE }),
  details: z
    .string()
    .max(FLAG_DETAILS_MAX, lengthLimit(FLAG_DETAILS_MESSAGE))
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type FlagInput = z.input<typeof flagInputSchema>;

/** What a viewer may know about a sighting's moderation: whether it is held, and whether they flagged it. */
export interface SightingModerationState {
  /** Held for review (hidden from everyone but its author and the administrators). */
  underReview: boolean;
  flaggedByMe: boolean;
}

/** The classes of nsfwjs's classifier. */
export const CLASSIFIER_CLASSES = ['drawing', 'hentai', 'neutral', 'porn', 'sexy'] as const;

/** The nsfwjs class probabilities of a photo. */
export type ClassifierScores = Record<(typeof CLASSIFIER_CLASSES)[number], number>;

const probability = z.number().min(0).max(1);
// Kept to thousandths on the way in: the columns are 4-byte reals, which refuse the tiniest doubles (1e-308).
const thousandths = probability.transform((v) => Math.round(v * 1000) / 1000);

/**
 * Thresholds of the classifier: a photo whose probability of a class reaches its threshold is held for review.
 * Member flags hide a sighting once `memberFlagsToHide` different members flagged it.
 */
export const moderationSettingsSchema = z.strictObject({
  classifierEnabled: z.boolean(),
  pornThreshold: probability,
  hentaiThreshold: probability,
  sexyThreshold: probability,
  memberFlagsToHide: z.number().int().min(1).max(100),
});
/** What an administrator sends: the same, rounded. */
export const moderationSettingsInputSchema = moderationSettingsSchema.extend({
  pornThreshold: thousandths,
  hentaiThreshold: thousandths,
  sexyThreshold: thousandths,
});
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;

export const DEFAULT_MODERATION_SETTINGS: ModerationSettings = {
  classifierEnabled: true,
  pornThreshold: 0.6,
  hentaiThreshold: 0.6,
  sexyThreshold: 0.8,
  memberFlagsToHide: 3,
};

/** The administrator's decision on a flag. */
export const FLAG_ACTIONS = ['approve', 'remove', 'dismiss'] as const;
export type FlagAction = (typeof FLAG_ACTIONS)[number];

export const flagResolutionSchema = z.strictObject({
  action: z.enum(FLAG_ACTIONS),
  notes: z.string().max(FLAG_DETAILS_MAX, lengthLimit(FLAG_DETAILS_MESSAGE)).trim().optional(),
});
export type FlagResolution = z.input<typeof flagResolutionSchema>;

export const flagListQuerySchema = z.strictObject({
  status: z.enum(FLAG_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** One flag in the administrators' queue. */
export interface FlaggedItem {
  id: number;
  contentType: 'sighting';
  contentId: number;
  /** Null once the sighting was removed. */
  sighting: {
    id: number;
    speciesName: string;
    thumbUrl: string | null;
    /** A larger rendition for the administrator to judge by. */
    imageUrl: string | null;
    isPublic: boolean;
    underReview: boolean;
    author: { id: number; username: string };
  } | null;
  reason: FlagReason;
  source: FlagSource;
  details: string | null;
  scores: ClassifierScores | null;
  reporter: { id: number; username: string } | null;
  status: FlagStatus;
  createdAt: string;
  reviewedAt: string | null;
  notes: string | null;
}

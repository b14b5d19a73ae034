// Plain values of members' flags on sightings (reasons, sources, statuses, limits and messages), kept free of zod
// so the sighting page's flag button and dialog do not pull the schemas into its first load.
// common/schemas/moderation.ts re-exports them, so either import path gives the same values.

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

// Moderation (issue 12, item 8): members' flags on sightings, the classifier's holds, and the administrators'
// queue and settings. Shared by the server routes and the web forms.
import { z } from 'zod';
import {
  FLAG_DETAILS_MAX,
  FLAG_DETAILS_MESSAGE,
  FLAG_REASON_MESSAGE,
  FLAG_REASONS,
  FLAG_STATUSES,
  type FlagReason,
  type FlagSource,
  type FlagStatus,
} from '../constants/moderation';
import { lengthLimit } from './length-limit';

// The flag constants live in common/constants/moderation.ts (kept out of the sighting page's first load: importing
// one of them from here would bring zod along); re-exported so every importer of this module keeps working.
export {
  ALREADY_FLAGGED_MESSAGE,
  FLAG_DETAILS_MAX,
  FLAG_DETAILS_MESSAGE,
  FLAG_NOT_FOUND_MESSAGE,
  FLAG_OWN_MESSAGE,
  FLAG_REASON_MESSAGE,
  FLAG_REASONS,
  FLAG_RESOLVED_MESSAGE,
  FLAG_SOURCES,
  FLAG_STATUSES,
  type FlagReason,
  type FlagSource,
  type FlagStatus,
} from '../constants/moderation';

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

/** Banned words an administrator lists: trimmed, one entry per word whatever its case. */
export const BANNED_WORD_MAX = 50;
export const BANNED_WORDS_MAX = 500;
export const bannedWordsSchema = z
  .array(
    z
      .string()
      .max(BANNED_WORD_MAX, lengthLimit(`A banned word must be less than ${BANNED_WORD_MAX} characters`))
      .trim()
      .min(1, 'A banned word cannot be empty'),
  )
  .max(BANNED_WORDS_MAX, `At most ${BANNED_WORDS_MAX} banned words`)
  .transform((words) => {
    const seen = new Set<string>();
    return words.filter((w) => {
      const key = w.normalize('NFC').toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/**
 * Thresholds of the classifier: a photo whose probability of a class reaches its threshold is held for review.
 * Member flags hide a sighting once `memberFlagsToHide` different members flagged it.
 */
export const moderationSettingsSchema = z.strictObject({
  classifierEnabled: z.boolean(),
  pornThreshold: probability,
  hentaiThreshold: probability,
  sexyThreshold: probability,
  /** Member flags that hide a sighting (held for review) or a comment (hidden until decided). */
  memberFlagsToHide: z.number().int().min(1).max(100),
  /** Refused in comments and sighting descriptions: see bannedWordMatcher below. */
  bannedWords: z.array(z.string()),
});
/** What an administrator sends: the same, rounded; without bannedWords the list stays as it is. */
export const moderationSettingsInputSchema = moderationSettingsSchema.extend({
  pornThreshold: thousandths,
  hentaiThreshold: thousandths,
  sexyThreshold: thousandths,
  bannedWords: bannedWordsSchema.optional(),
});
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;
export type ModerationSettingsInput = z.input<typeof moderationSettingsInputSchema>;

export const DEFAULT_MODERATION_SETTINGS: ModerationSettings = {
  classifierEnabled: true,
  pornThreshold: 0.6,
  hentaiThreshold: 0.6,
  sexyThreshold: 0.8,
  memberFlagsToHide: 3,
  bannedWords: [],
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

// ---------------------------------------------------------------------------------------------------------------
// Issue 16 item 4: members flag comments and profiles too; the queue shows each flagged item in its context with
// its flags; administrators keep, hide or delete it, warn or suspend its member; every decision is logged.

/** What members may flag. A profile's id is its member's id. */
export const FLAGGABLE_TYPES = ['sighting', 'comment', 'profile'] as const;
export type FlaggableType = (typeof FLAGGABLE_TYPES)[number];
/** The queue also lists flagged gear reviews, read-only: the shop's own review queue decides them. */
export const QUEUE_CONTENT_TYPES = [...FLAGGABLE_TYPES, 'gear_review'] as const;
export type QueueContentType = (typeof QUEUE_CONTENT_TYPES)[number];

/** A comment or a profile has no species to be wrong about; otherwise the sighting's reasons. */
export const TEXT_FLAG_REASONS = [
  'inappropriate',
  'spam',
  'copyright',
  'other',
] as const satisfies readonly FlagReason[];
export const TEXT_FLAG_REASON_MESSAGE = `Reason must be one of: ${TEXT_FLAG_REASONS.join(', ')}`;

export const ALREADY_FLAGGED_COMMENT_MESSAGE = 'You have already flagged this comment.';
export const ALREADY_FLAGGED_PROFILE_MESSAGE = 'You have already flagged this profile.';
export const FLAG_OWN_COMMENT_MESSAGE = 'You cannot flag your own comment.';
export const FLAG_OWN_PROFILE_MESSAGE = 'You cannot flag your own profile.';

export const textFlagInputSchema = z.strictObject({
  reason: z.enum(TEXT_FLAG_REASONS, { message: TEXT_FLAG_REASON_MESSAGE }),
  details: flagInputSchema.shape.details,
});
export type TextFlagInput = z.input<typeof textFlagInputSchema>;

/** The answer to a member's flag: whether it hid the item (enough members flagged a comment). */
export interface FlagCreated {
  id: number;
  hidden: boolean;
}

/** What an administrator decides about a flagged item. warn and suspend are about its member. */
export const DECISIONS = ['keep', 'hide', 'delete', 'warn', 'suspend'] as const;
export type Decision = (typeof DECISIONS)[number];
/** What the decision log records: the decisions, a suspension lifted, and a comment hidden by members' flags. */
export const MODERATION_ACTIONS = [...DECISIONS, 'unsuspend', 'auto_hide'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const DECISION_REASON_MAX = 500;
export const DECISION_REASON_REQUIRED_MESSAGE = 'Say why: the reason is recorded and sent to the member.';
export const DECISION_REASON_LENGTH_MESSAGE = `The reason must be less than ${DECISION_REASON_MAX} characters`;
export const SUSPENSION_END_MESSAGE = 'The suspension must end in the future.';
export const SUSPENSION_ONLY_MESSAGE = 'Only a suspension has an end date.';
export const MODERATION_PERMISSION_MESSAGE = 'Moderation needs the manageUsers permission.';
export const ITEM_NOT_FOUND_MESSAGE = 'This item no longer exists.';
export const NOTHING_TO_DECIDE_MESSAGE =
  'This item has no pending flags and is not hidden: there is nothing to decide.';
export const GEAR_REVIEW_ELSEWHERE_MESSAGE = 'Gear reviews are moderated in the shop (/product-management).';
export const NOT_SUSPENDED_MESSAGE = 'This member is not suspended.';
export const MEMBER_GONE_MESSAGE = 'Member not found';

const reasonField = z
  .string()
  .max(DECISION_REASON_MAX, lengthLimit(DECISION_REASON_LENGTH_MESSAGE))
  .trim()
  .min(1, DECISION_REASON_REQUIRED_MESSAGE);

const isoDateTime = z
  .string()
  .max(40, lengthLimit('Use an ISO date and time'))
  .check(z.iso.datetime({ offset: true, message: 'Use an ISO date and time' }))
  .refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 2000 && year < 2100;
  }, 'The date is out of range');

export const decisionInputSchema = z
  .strictObject({
    /** gear_review is refused with the address where gear reviews are decided. */
    contentType: z.enum(QUEUE_CONTENT_TYPES),
    contentId: z.number().int().min(1).max(2_147_483_647),
    decision: z.enum(DECISIONS),
    reason: reasonField,
    /** warn and suspend: also hide the item (default true). keep, hide and delete say it themselves. */
    hideContent: z.boolean().optional(),
    /** suspend: when it ends; null or absent: until an administrator lifts it. */
    suspendedUntil: isoDateTime.nullable().optional(),
  })
  .refine((d) => d.decision === 'suspend' || d.suspendedUntil === undefined || d.suspendedUntil === null, {
    message: SUSPENSION_ONLY_MESSAGE,
    path: ['suspendedUntil'],
  });
export type DecisionInput = z.input<typeof decisionInputSchema>;

export const unsuspendInputSchema = z.strictObject({ reason: reasonField });

export const QUEUE_VIEWS = ['pending', 'hidden'] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];

export const queueQuerySchema = z.strictObject({
  /** pending: items with flags waiting; hidden: comments and profiles hidden now, sightings held or removed. */
  view: z.enum(QUEUE_VIEWS).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const actionListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export interface ModerationPerson {
  id: number;
  username: string;
}

/** A decision in the log. `admin` is null for automatic hiding (members' flags). */
export interface ModerationActionView {
  id: number;
  action: ModerationAction;
  contentType: FlaggableType | null;
  contentId: number | null;
  target: ModerationPerson | null;
  admin: string | null;
  reason: string | null;
  suspendedUntil: string | null;
  flagsResolved: number;
  createdAt: string;
}

/** One flag of a queued item. */
export interface QueueFlag {
  id: number;
  reason: FlagReason;
  source: FlagSource;
  details: string | null;
  reporter: ModerationPerson | null;
  scores: ClassifierScores | null;
  status: FlagStatus;
  createdAt: string;
}

/** The member responsible for an item: warned and suspended through it. */
export interface QueueMember extends ModerationPerson {
  profileImageUrl: string | null;
  suspended: boolean;
  suspendedUntil: string | null;
  /** Warnings they were sent before. */
  warnings: number;
}

/** A flagged item in its context, with its flags and the decisions taken on it. */
export interface QueueItem {
  contentType: QueueContentType;
  contentId: number;
  /** Hidden now (held or removed sighting, hidden comment or profile, flagged gear review). */
  hidden: boolean;
  /** Gear reviews: decided on /product-management, listed here to be seen. */
  readOnly: boolean;
  manageUrl: string | null;
  author: QueueMember | null;
  pendingFlags: number;
  reasons: { reason: FlagReason; count: number }[];
  /** The newest flags (pending first), at most 20. */
  flags: QueueFlag[];
  lastFlaggedAt: string | null;
  sighting: {
    id: number;
    speciesName: string;
    description: string | null;
    thumbUrl: string | null;
    imageUrl: string | null;
    isPublic: boolean;
    underReview: boolean;
    removed: boolean;
  } | null;
  comment: {
    id: number;
    content: string;
    createdAt: string;
    sighting: { id: number; speciesName: string };
  } | null;
  profile: { id: number; username: string; bio: string | null; profileImageUrl: string | null } | null;
  review: { id: number; title: string; content: string; productSlug: string; productName: string } | null;
  history: ModerationActionView[];
}

export interface SuspendedMember extends ModerationPerson {
  suspendedAt: string;
  suspendedUntil: string | null;
  reason: string | null;
}

/** Whether a member is suspended at `now`. */
export function isSuspendedAt(
  member: { suspendedAt: Date | string | null; suspendedUntil: Date | string | null },
  now: Date,
): boolean {
  if (!member.suspendedAt) return false;
  return member.suspendedUntil === null || new Date(member.suspendedUntil).getTime() > now.getTime();
}

/** What a suspended member is told by every refused request and at sign-in (403). */
export function suspensionMessage(until: Date | string | null, reason: string | null): string {
  const end = until
    ? ` until ${new Date(until).toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : ' until further notice';
  return `Your account is suspended${end}.${reason ? ` Reason: ${reason}` : ''}`;
}

// Banned words (moderation_settings.banned_words). A comment or a sighting description containing one is refused
// with a 422 naming the word: refusing (rather than holding for review) tells the member at once what to change,
// and keeps a held comment from being invisible to its own author.

export const bannedWordMessage = (word: string) =>
  `This text contains a word that is not allowed here: "${word}". Please rephrase it.`;

/**
 * Scripts written without spaces between words: a banned word in them is found anywhere in the text, since
 * there is no word boundary to look for.
 */
const UNSPACED =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\s]+$/u;
/** Letters, marks and digits: what a whole word may not touch on either side. */
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}_]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A matcher for a list of banned words: the first word found in a text (as the list writes it), or null. */
export function bannedWordMatcher(words: readonly string[]): (text: string) => string | null {
  const patterns = words
    .map((w) => w.normalize('NFC').trim())
    .filter((w) => w.length > 0)
    .map((word) => {
      const body = escapeRegExp(word).replace(/\s+/g, '\\s+');
      const source = UNSPACED.test(word) ? body : `(?<!${WORD_CHAR})${body}(?!${WORD_CHAR})`;
      return { word, pattern: new RegExp(source, 'iu') };
    });
  return (text) => {
    if (patterns.length === 0 || !text) return null;
    const normalized = text.normalize('NFC');
    for (const { word, pattern } of patterns) if (pattern.test(normalized)) return word;
    return null;
  };
}

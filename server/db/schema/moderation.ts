// Moderation (spec section 3: flagged_content with status default pending, moderation_settings): flags raised on
// sightings by the photo classifier or by members, members' flags on comments and profiles, the administrators'
// thresholds and banned words, and the log of their decisions (moderation_actions).
import type { ClassifierScores } from '@common/schemas/moderation';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { adminAccounts } from './admin';
import { sightings } from './sightings';
import { users } from './users';

export const flaggedContent = pgTable(
  'flagged_content',
  {
    id: serial('id').primaryKey(),
    /** What was flagged: 'sighting', 'comment' or 'profile' (content_id is then the member's id). */
    contentType: text('content_type').notNull().default('sighting'),
    contentId: integer('content_id').notNull(),
    /**
     * Set null when the sighting is removed: the flag stays as the record of the decision. Only for sighting
     * flags: the hold and release below count the flags of a sighting by it.
     */
    sightingId: integer('sighting_id').references(() => sightings.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    source: text('source').notNull(),
    /** The classifier's class probabilities (source 'classifier'). */
    scores: jsonb('scores').$type<ClassifierScores>(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    details: text('details'),
    /** Whether this flag took a public sighting out of public view (so releasing it puts it back). */
    hidSighting: boolean('hid_sighting').notNull().default(false),
    /** The sighting's verification status before the hold, given back when it is released. */
    priorVerificationStatus: text('prior_verification_status'),
    status: text('status').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => adminAccounts.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flagged_content_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('flagged_content_sighting_idx').on(t.sightingId, t.status),
    // The flags of one comment or profile (counted for automatic hiding, closed by a decision).
    index('flagged_content_content_idx').on(t.contentType, t.contentId, t.status),
    // One flag per member per sighting (a repeat answers 409).
    uniqueIndex('flagged_content_member_once_idx')
      .on(t.contentType, t.contentId, t.reporterId)
      .where(sql`${t.source} = 'member'`),
    // The classifier scores a sighting's photo once.
    uniqueIndex('flagged_content_classifier_once_idx')
      .on(t.contentType, t.contentId)
      .where(sql`${t.source} = 'classifier'`),
  ],
);
export type FlaggedContentRow = typeof flaggedContent.$inferSelect;

/** One row (id 1): the thresholds administrators edit on /admin/moderation. */
export const moderationSettings = pgTable('moderation_settings', {
  id: integer('id').primaryKey().default(1),
  classifierEnabled: boolean('classifier_enabled').notNull().default(true),
  pornThreshold: real('porn_threshold').notNull().default(0.6),
  hentaiThreshold: real('hentai_threshold').notNull().default(0.6),
  sexyThreshold: real('sexy_threshold').notNull().default(0.8),
  memberFlagsToHide: integer('member_flags_to_hide').notNull().default(3),
  /** Words refused in comments and sighting descriptions (whole words, any case; common/schemas/moderation.ts). */
  bannedWords: text('banned_words').array().notNull().default(sql`'{}'::text[]`),
  updatedBy: integer('updated_by').references(() => adminAccounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every moderation decision, newest first in the queue's history: which administrator (null when automatic: enough
 * member flags hid a comment), what, about which item and member, and why.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    /** keep, hide, delete, warn, suspend, unsuspend, auto_hide (common/schemas/moderation.ts). */
    action: text('action').notNull(),
    contentType: text('content_type'),
    contentId: integer('content_id'),
    /** The member the decision is about (the author of the item); null once their account is gone. */
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    adminId: integer('admin_id').references(() => adminAccounts.id, { onDelete: 'set null' }),
    /** The administrator's name when deciding: the history keeps it after the account is gone. */
    adminUsername: text('admin_username'),
    reason: text('reason'),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** How many pending flags the decision answered. */
    flagsResolved: integer('flags_resolved').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('moderation_actions_content_idx').on(t.contentType, t.contentId),
    index('moderation_actions_target_idx').on(t.targetUserId),
  ],
);
export type ModerationActionRow = typeof moderationActions.$inferSelect;

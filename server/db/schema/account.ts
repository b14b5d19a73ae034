// Member tools (issue 16 item 6): the member's data exports (a zip made by a background job, kept 7 days), the
// deletions they scheduled (carried out after a 14-day grace period), and the views of each sighting per day, which
// /analytics draws (sightings.views only holds the total).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sightings } from './sightings';
import { users } from './users';

export const accountExports = pgTable(
  'account_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | running | ready | failed | expired (common/schemas/account.ts EXPORT_STATUSES) */
    status: text('status').notNull().default('pending'),
    /** 0 to 100, written by the job as it goes. */
    progress: integer('progress').notNull().default(0),
    /** Random, in the file's name, so a stored zip is never named after its member. */
    fileToken: text('file_token').notNull(),
    bytes: bigint('bytes', { mode: 'number' }),
    /** Builds started (a build whose process died is started again by its watchdog job, up to 3 times). */
    attempts: integer('attempts').notNull().default(0),
    /** Written by the build as it goes: a running build whose heartbeat stopped died with its process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('account_exports_user_idx').on(t.userId, t.createdAt),
    // One export under way per member, whoever asks at the same moment.
    uniqueIndex('account_exports_active_idx').on(t.userId).where(sql`${t.status} in ('pending', 'running')`),
    check(
      'account_exports_status_check',
      sql`${t.status} in ('pending', 'running', 'ready', 'failed', 'expired')`,
    ),
    check('account_exports_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: serial('id').primaryKey(),
    /** Set null when the account is gone: the row then says only that a deletion happened, and when. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** scheduled | cancelled | completed */
    status: text('status').notNull().default('scheduled'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_deletions_scheduled_idx').on(t.userId).where(sql`${t.status} = 'scheduled'`),
    index('account_deletions_due_idx').on(t.scheduledFor).where(sql`${t.status} = 'scheduled'`),
    check('account_deletions_status_check', sql`${t.status} in ('scheduled', 'cancelled', 'completed')`),
  ],
);

/** Views counted per sighting and UTC day, by the same request that adds to sightings.views. */
export const sightingViewDays = pgTable(
  'sighting_view_days',
  {
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sightingId, t.day] }), index('sighting_view_days_day_idx').on(t.day)],
);

export type AccountExportRow = typeof accountExports.$inferSelect;
export type AccountDeletionRow = typeof accountDeletions.$inferSelect;

// Referrals and rewards (issue 14 item 6): every reward a member earns, once, by (kind, member, subject) — a
// referred member's first paid Premium, a calendar month with enough published sightings, the new member's gift
// card — and the gift card notices the spec names (gift_card_notifications), one per member.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    /** 'referral' | 'activity_month' | 'gift_card' (common/schemas/referrals.ts REWARD_KINDS). */
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it was earned for: `user:<id>` (referral), `YYYY-MM` (activity month), `gift_card`. */
    subject: text('subject').notNull(),
    /** The referred member behind a referral reward. */
    referredUserId: integer('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    months: integer('months').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_rewards_once_idx').on(t.kind, t.userId, t.subject),
    index('referral_rewards_user_idx').on(t.userId, t.createdAt),
    index('referral_rewards_created_idx').on(t.createdAt),
  ],
);

export const giftCardNotifications = pgTable(
  'gift_card_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Published sightings in the member's first 30 days when the gift card was earned. */
    sightingsCount: integer('sightings_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_card_notifications_user_idx').on(t.userId)],
);

export type ReferralRewardRow = typeof referralRewards.$inferSelect;

// In-app notifications of a member (likes, comments, follows, alerts): the source of the unread badge.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sightings } from './sightings';
import { users } from './users';

export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened, e.g. like, comment, reply, follow, rare_species_alert. */
    type: text('type').notNull(),
    /** The member who caused it; kept as null when that member leaves so the notification survives. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    sightingId: integer('sighting_id').references(() => sightings.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id'),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The badge polls every 30 s per signed-in member: COUNT over (user_id, is_read) stays an index scan.
  (t) => [
    index('user_notifications_user_read_idx').on(t.userId, t.isRead),
    // The list pages newest first by keyset.
    index('user_notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type UserNotificationRow = typeof userNotifications.$inferSelect;

// Who follows whom, bookmarks in named collections, and likes on comments (spec section 3).
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { comments, sightings } from './sightings';
import { users } from './users';

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: integer('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index('user_follows_following_idx').on(t.followingId, t.createdAt),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    collectionName: text('collection_name').notNull().default('Saved'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_sighting_collection_idx').on(t.userId, t.sightingId, t.collectionName),
    index('bookmarks_user_collection_idx').on(t.userId, t.collectionName, t.createdAt),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.commentId] }),
    index('comment_likes_comment_idx').on(t.commentId),
  ],
);

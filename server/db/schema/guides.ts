// Location guides (issue 15 item 3; spec section 3: location_guides, guide purchases and ratings): a member's
// guide to a place, free or paid. Paid content (content, equipment, tips) is only ever read by the author, the
// buyers and administrators (server/features/guides/presenters.ts). Prices are in the guide's currency's minor
// units (0 = free); rating, totalRatings and totalSales are kept with SQL in the transaction that adds a rating
// or a purchase, so they stay exact under concurrency.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mediaAssets } from './media';
import { payments } from './payments';
import { users } from './users';

export const locationGuides = pgTable(
  'location_guides',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    /** Minor units of `currency`; 0 is a free guide. */
    price: integer('price').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    category: text('category').notNull(),
    difficulty: text('difficulty').notNull(),
    bestSeason: text('best_season').notNull(),
    /** Markdown: paid content. */
    content: text('content').notNull(),
    /** Species page slugs (/species/{slug}). */
    keySpecies: text('key_species').array().notNull().default(sql`'{}'::text[]`),
    /** Paid content. */
    equipment: text('equipment').array().notNull().default(sql`'{}'::text[]`),
    /** Paid content. */
    tips: text('tips').array().notNull().default(sql`'{}'::text[]`),
    /** Average of the ratings, 0 when none. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    totalRatings: integer('total_ratings').notNull().default(0),
    totalSales: integer('total_sales').notNull().default(0),
    /** The author's earnings from completed purchases, minor units of `currency`. */
    authorEarnings: integer('author_earnings').notNull().default(0),
    previewMediaAssetId: integer('preview_media_asset_id').references(() => mediaAssets.id, {
      onDelete: 'set null',
    }),
    /** draft (the author's only), published, hidden (by a moderator). */
    status: text('status').notNull().default('draft'),
    hiddenReason: text('hidden_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('location_guides_status_idx').on(t.status, t.publishedAt),
    index('location_guides_author_idx').on(t.authorId),
    check('location_guides_price_check', sql`${t.price} >= 0`),
    check('location_guides_status_check', sql`${t.status} in ('draft', 'published', 'hidden')`),
  ],
);

export const guidePurchases = pgTable(
  'guide_purchases',
  {
    id: serial('id').primaryKey(),
    guideId: integer('guide_id')
      .notNull()
      .references(() => locationGuides.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The author's share of this purchase (70%, rounded down), minor units. */
    authorShare: integer('author_share').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    /** completed, or refunded. */
    status: text('status').notNull().default('completed'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guide_purchases_guide_user_idx').on(t.guideId, t.userId),
    index('guide_purchases_user_idx').on(t.userId),
  ],
);

export const guideRatings = pgTable(
  'guide_ratings',
  {
    id: serial('id').primaryKey(),
    guideId: integer('guide_id')
      .notNull()
      .references(() => locationGuides.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    review: text('review'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guide_ratings_guide_user_idx').on(t.guideId, t.userId),
    check('guide_ratings_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export type LocationGuideRow = typeof locationGuides.$inferSelect;
export type GuidePurchaseRow = typeof guidePurchases.$inferSelect;
export type GuideRatingRow = typeof guideRatings.$inferSelect;

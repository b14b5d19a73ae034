// The gear shop (issue 15 item 2; spec section 3: gear_categories, gear_brands, gear_products, gear_reviews,
// review_helpfulness, gear_wishlist, affiliate_clicks). The catalogue is shipped in server/data/gear/catalog.json
// and written at start by slug (features/gear/catalog-sync.ts), so a new file version updates rows and keeps the
// reviews. Prices are integer minor units of US dollars.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const gearCategories = pgTable('gear_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The name of a lucide-react icon drawn for the category's products (they have no licensed image). */
  icon: text('icon').notNull().default('Package'),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const gearBrands = pgTable('gear_brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  country: text('country'),
  website: text('website'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const gearProducts = pgTable(
  'gear_products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => gearCategories.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => gearBrands.id, { onDelete: 'restrict' }),
    model: text('model').notNull(),
    description: text('description').notNull().default(''),
    specifications: jsonb('specifications')
      .$type<Record<string, string | number | boolean>>()
      .notNull()
      .default({}),
    /** US list price at launch in cents; null when not confirmed. */
    msrp: integer('msrp'),
    /** The list price as of `priceCheckedOn`, in cents (never a live price); null when unknown. */
    currentPrice: integer('current_price'),
    /** 'YYYY-MM': when the prices were checked. */
    priceCheckedOn: text('price_checked_on'),
    imageUrl: text('image_url'),
    /** A maker's or shop's page set by an administrator; the affiliate redirect uses Amazon. */
    affiliateUrl: text('affiliate_url'),
    amazonAsin: text('amazon_asin'),
    buyLink: text('buy_link'),
    releaseYear: integer('release_year'),
    wildlifeUses: text('wildlife_uses').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Products an administrator hides stay with their reviews. */
    isActive: boolean('is_active').notNull().default(true),
    /** Written from the shipped catalogue (false: made by an administrator, never touched by the sync). */
    fromCatalog: boolean('from_catalog').notNull().default(false),
    /** The catalogue file version last written into the row: the start-up sync only rewrites a row when it changed. */
    catalogVersion: text('catalog_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gear_products_category_idx').on(t.categoryId),
    index('gear_products_brand_idx').on(t.brandId),
  ],
);

export const GEAR_MODERATION_STATUSES = ['approved', 'flagged', 'rejected'] as const;

export const gearReviews = pgTable(
  'gear_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => gearProducts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    rating: smallint('rating').notNull(),
    pros: text('pros').array().notNull().default(sql`'{}'::text[]`),
    cons: text('cons').array().notNull().default(sql`'{}'::text[]`),
    wildlifeTypes: text('wildlife_types').array().notNull().default(sql`'{}'::text[]`),
    usageContext: text('usage_context'),
    ownershipDuration: text('ownership_duration'),
    recommendedFor: text('recommended_for'),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    isVerifiedPurchase: boolean('is_verified_purchase').notNull().default(false),
    /** Kept in step with review_helpfulness in the same transaction. */
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** 'approved' (shown), 'flagged' (hidden until an administrator decides) or 'rejected' (hidden). */
    moderationStatus: text('moderation_status').notNull().default('approved'),
    flaggedBy: integer('flagged_by'),
    flagReason: text('flag_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gear_reviews_user_product_idx').on(t.userId, t.productId),
    index('gear_reviews_product_idx').on(t.productId),
    check('gear_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('gear_reviews_helpful_check', sql`${t.helpfulVotes} >= 0`),
  ],
);

export const reviewHelpfulness = pgTable(
  'review_helpfulness',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => gearReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_helpfulness_user_review_idx').on(t.userId, t.reviewId)],
);

export const gearWishlist = pgTable(
  'gear_wishlist',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => gearProducts.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    priority: text('priority').notNull().default('medium'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gear_wishlist_user_product_idx').on(t.userId, t.productId),
    check('gear_wishlist_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
  ],
);

export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => gearProducts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The page the click came from (a path of this site, or null). */
    referrerPath: text('referrer_path'),
    /** HMAC of the address with the server's secret: counts repeat clicks without keeping the address. */
    ipHash: text('ip_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('affiliate_clicks_product_idx').on(t.productId, t.at)],
);

export type GearProductRow = typeof gearProducts.$inferSelect;
export type GearReviewRow = typeof gearReviews.$inferSelect;

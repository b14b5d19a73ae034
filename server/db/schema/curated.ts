// Curated content (issue 16): links to wildlife content elsewhere on the web that administrators enter by hand
// (spec section 3, external_content; nothing is scraped), and the featured photo of each day (featured_photos).
// Curated sightings themselves are rows of `sightings` (isCurated, the Instagram fields, curatedBy) posted under
// the administrator's reserved member account.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sightings } from './sightings';

export const externalContent = pgTable(
  'external_content',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    /** Where a click goes (GET /go/external/:id): an https address, checked on write and again on redirect. */
    originalUrl: text('original_url').notNull(),
    sourceName: text('source_name').notNull(),
    sourceType: text('source_type').notNull().default('article'),
    category: text('category'),
    imageUrl: text('image_url'),
    /** When the link was taken in: entered by an administrator, so the time it was added. */
    scrapedAt: timestamp('scraped_at', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    /** Counted by one UPDATE ... SET click_count = click_count + 1 per click, so parallel clicks all count. */
    clickCount: integer('click_count').notNull().default(0),
    /** The admin_accounts row that added it. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The public list: active links, newest first.
    index('external_content_active_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.isActive}`),
  ],
);

export const featuredPhotos = pgTable(
  'featured_photos',
  {
    id: serial('id').primaryKey(),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    /** One featured photo per day (UTC); GET /api/featured-photo shows today's, else the latest before. */
    featureDate: date('feature_date').notNull(),
    caption: text('caption'),
    /** The admin_accounts row that chose it. */
    chosenBy: integer('chosen_by'),
    /** The post on WildLens's Instagram account, once it is posted there. */
    instagramPostUrl: text('instagram_post_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('featured_photos_date_idx').on(t.featureDate),
    // The sighting delete's ON DELETE CASCADE.
    index('featured_photos_sighting_idx').on(t.sightingId),
  ],
);

export type ExternalContentRow = typeof externalContent.$inferSelect;
export type FeaturedPhotoRow = typeof featuredPhotos.$inferSelect;

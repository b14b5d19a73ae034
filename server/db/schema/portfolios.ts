// Portfolios: one per member, with ordered collections of their sightings (spec section 3).
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sightings } from './sightings';
import { users } from './users';

export const userPortfolios = pgTable(
  'user_portfolios',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('My Wildlife Portfolio'),
    description: text('description'),
    /** The public address: /portfolio/{portfolioUrl}. */
    portfolioUrl: text('portfolio_url').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    theme: text('theme').notNull().default('nature'),
    layout: text('layout').notNull().default('grid'),
    headerImage: text('header_image'),
    bio: text('bio'),
    socialLinks: jsonb('social_links').$type<Record<string, string>>(),
    /** Kept for the spec's schema; never rendered as CSS, so a member cannot restyle or break the page. */
    customCss: text('custom_css'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_portfolios_user_idx').on(t.userId),
    uniqueIndex('user_portfolios_url_idx').on(t.portfolioUrl),
  ],
);

export const portfolioCollections = pgTable(
  'portfolio_collections',
  {
    id: serial('id').primaryKey(),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => userPortfolios.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    coverImage: text('cover_image'),
    orderIndex: integer('order_index').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portfolio_collections_portfolio_idx').on(t.portfolioId, t.orderIndex)],
);

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => portfolioCollections.id, { onDelete: 'cascade' }),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    orderIndex: integer('order_index').notNull().default(0),
    caption: text('caption'),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('portfolio_items_collection_idx').on(t.collectionId, t.orderIndex),
    uniqueIndex('portfolio_items_collection_sighting_idx').on(t.collectionId, t.sightingId),
  ],
);

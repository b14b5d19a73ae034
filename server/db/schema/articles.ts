// Articles (issue 16 item 1): editorial Markdown articles for /articles, /blog, /education and /conservation,
// written by administrators or shipped with the product (server/data/articles, written at start by
// server/features/articles/shipped-articles.ts, never by a migration). One row per (slug, language): an article's
// translations share its slug. Public once status is not draft and publish_at has passed, decided in SQL.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { adminAccounts } from './admin';
import { mediaAssets } from './media';

/** A full-text search vector; only ever written by the database (the generated column below). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** The address, /articles/{slug}; shared by the article's translations. */
    slug: text('slug').notNull(),
    language: text('language').notNull().default('en'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown, stored and served as text (rendered by the web app without raw HTML). */
    body: text('body').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Species page slugs (/species/{slug}). */
    species: text('species').array().notNull().default(sql`'{}'::text[]`),
    /** An uploaded cover (the media pipeline); cover_url holds its large rendition's URL. */
    coverMediaAssetId: integer('cover_media_asset_id').references(() => mediaAssets.id, {
      onDelete: 'set null',
    }),
    /** The cover shown: an upload's rendition, or a shipped picture (/media/demo/<file>). */
    coverUrl: text('cover_url'),
    coverCredit: text('cover_credit'),
    /** The display name shown as the author ("WildLens" for shipped articles). */
    authorName: text('author_name').notNull(),
    /** The administrator who last wrote it; null for shipped articles. */
    authorAdminId: integer('author_admin_id').references(() => adminAccounts.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** words / 200, rounded up, computed by the server on every write. */
    readingMinutes: integer('reading_minutes').notNull().default(1),
    /** The shipped file's content hash when the row came from server/data/articles; null otherwise. */
    shippedVersion: text('shipped_version'),
    /** Set by any administrator's write: the start-up sync then never overwrites (nor brings back) the row. */
    editedByAdmin: boolean('edited_by_admin').notNull().default(false),
    /** A shipped article an administrator deleted: kept (hidden everywhere) so the next start does not restore it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Title, summary and body as words, for GET /api/articles?q= (a GIN index, on PGlite and PostgreSQL alike).
     * The 'simple' configuration: no stemming, so it treats every language the same; queries match word prefixes.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("summary", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("body", '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_slug_language_idx').on(t.slug, t.language),
    index('articles_public_idx').on(t.publishAt.desc()).where(sql`status <> 'draft' and deleted_at is null`),
    index('articles_category_idx').on(t.category, t.publishAt.desc()),
    index('articles_search_idx').using('gin', t.search),
    index('articles_tags_idx').using('gin', t.tags),
    check('articles_status_check', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check('articles_reading_minutes_check', sql`${t.readingMinutes} >= 1`),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;

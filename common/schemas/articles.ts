// Articles (issue 16 item 1): editorial Markdown articles written by the administrators or shipped with the product
// (server/data/articles). What the browser and the server exchange: the small cards of the lists (never the body),
// the whole article of /articles/{slug} with its translations and related articles, and the administrators' editor.
// An article's translations share its slug: one row per (slug, language); a reader gets their language, else
// English, else the earliest written.

import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages';
import { lengthLimit } from './length-limit';

export const ARTICLE_CATEGORIES = [
  'news',
  'photography',
  'field-craft',
  'identification',
  'conservation',
  'education',
  'community',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** /blog: the site's news and the community's stories. */
export const BLOG_CATEGORIES = ['news', 'community'] as const satisfies readonly ArticleCategory[];
/** /education: the lessons, grouped by these categories in this order. */
export const EDUCATION_CATEGORIES = [
  'identification',
  'field-craft',
  'photography',
  'education',
] as const satisfies readonly ArticleCategory[];

/**
 * draft: only administrators see it. scheduled: public once publish_at has passed. published: public from
 * publish_at (set to the moment of publishing when none is given). Visibility is decided in SQL from publish_at,
 * so a scheduled article appears on time without any job.
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_LIMITS = {
  slug: 100,
  title: 160,
  summary: 400,
  /** Characters of Markdown (about 10,000 words); under the 100,000 of the input-size sweep. */
  body: 60_000,
  tags: 12,
  tag: 40,
  species: 20,
  authorName: 80,
  coverCredit: 300,
  query: 200,
  pageSize: 50,
  related: 3,
  /** Words read per minute for the reading time (words / 200, rounded up, at least 1). */
  wordsPerMinute: 200,
} as const;

export const ARTICLE_NOT_FOUND_MESSAGE = 'Article not found';
export const ARTICLE_SLUG_TAKEN_MESSAGE = 'An article with this address already exists in this language.';
export const ARTICLE_COVER_MESSAGE = 'The cover must be an uploaded picture.';
export const ARTICLE_SCHEDULE_MESSAGE = 'A scheduled article needs a publication date and time.';
export const ARTICLE_SLUG_MESSAGE =
  'Lower-case letters and digits joined by single hyphens, e.g. "owl-calls"';

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

const text = (min: number, max: number) =>
  z
    .string()
    .max(max * 4, lengthLimit(`At most ${max} characters`))
    .trim()
    .min(min, `At least ${min} characters`)
    .max(max, `At most ${max} characters`);

export const articleSlugSchema = z
  .string()
  .max(ARTICLE_LIMITS.slug, lengthLimit(`At most ${ARTICLE_LIMITS.slug} characters`))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ARTICLE_SLUG_MESSAGE);

const speciesSlug = z
  .string()
  .max(120, lengthLimit('At most 120 characters'))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A species page name (lower case words joined by hyphens)');

/** A tag: letters, digits, spaces and hyphens, kept in lower case. */
const tagSchema = z
  .string()
  .max(ARTICLE_LIMITS.tag * 4, lengthLimit(`At most ${ARTICLE_LIMITS.tag} characters`))
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty')
  .max(ARTICLE_LIMITS.tag, `At most ${ARTICLE_LIMITS.tag} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, 'Tags use letters, digits, spaces and hyphens');

/** A picture of the site's own media (a shipped cover is /media/demo/<file>). */
export const siteMediaPathSchema = z
  .string()
  .max(300, lengthLimit('At most 300 characters'))
  .regex(/^\/media\/[a-z0-9_\-/.]+$/i, ARTICLE_COVER_MESSAGE)
  .refine((p) => !p.includes('..') && !p.includes('//'), ARTICLE_COVER_MESSAGE);

const isoDateTime = z
  .string()
  .max(40, lengthLimit('Use an ISO date and time'))
  .check(z.iso.datetime({ offset: true, message: 'Use an ISO date and time' }))
  .refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 2000 && year < 2100;
  }, 'The date is out of range');

export const articleLanguageSchema = z.enum(LANGUAGE_CODES);

export const articleInputSchema = z
  .strictObject({
    slug: articleSlugSchema,
    language: articleLanguageSchema.default('en'),
    title: text(3, ARTICLE_LIMITS.title),
    summary: text(10, ARTICLE_LIMITS.summary),
    body: text(1, ARTICLE_LIMITS.body),
    category: z.enum(ARTICLE_CATEGORIES),
    tags: z
      .array(tagSchema)
      .max(ARTICLE_LIMITS.tags)
      .default([])
      .transform((tags) => [...new Set(tags)]),
    species: z
      .array(speciesSlug)
      .max(ARTICLE_LIMITS.species)
      .default([])
      .transform((slugs) => [...new Set(slugs)]),
    /** An uploaded picture (POST /api/media, purpose illustration). */
    coverMediaAssetId: rowId.nullable().default(null),
    /** A picture already on the site (a shipped cover); ignored when coverMediaAssetId is set. */
    coverImage: siteMediaPathSchema.nullable().default(null),
    coverCredit: text(1, ARTICLE_LIMITS.coverCredit).nullable().default(null),
    authorName: text(1, ARTICLE_LIMITS.authorName).default('WildLens'),
    status: z.enum(ARTICLE_STATUSES).default('draft'),
    /** When it becomes public (scheduled; optional for published: now). */
    publishAt: isoDateTime.nullable().default(null),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'scheduled' && !input.publishAt)
      ctx.addIssue({ code: 'custom', path: ['publishAt'], message: ARTICLE_SCHEDULE_MESSAGE });
  });
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleInputParsed = z.output<typeof articleInputSchema>;

/** `category=news,community`: one category or several, comma-separated. */
const categoryList = z
  .string()
  .max(200, lengthLimit('At most 200 characters'))
  .transform((v) => v.split(',').map((c) => c.trim()))
  .pipe(z.array(z.enum(ARTICLE_CATEGORIES)).min(1).max(ARTICLE_CATEGORIES.length));

export const articleListQuerySchema = z.object({
  q: z.string().max(ARTICLE_LIMITS.query, lengthLimit('At most 200 characters')).trim().optional(),
  category: categoryList.optional(),
  tag: z
    .string()
    .max(ARTICLE_LIMITS.tag, lengthLimit('At most 40 characters'))
    .trim()
    .toLowerCase()
    .optional(),
  /** The reader's language: each article in it where translated, else in English. */
  lang: articleLanguageSchema.default('en'),
  /** oldest: lessons in the order they were written (/education). */
  sort: z.enum(['newest', 'oldest']).default('newest'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ARTICLE_LIMITS.pageSize).default(12),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

export const articleSlugParamsSchema = z.object({ slug: articleSlugSchema });
export const articleIdParamsSchema = z.object({ id: rowId });
export const articleDetailQuerySchema = z.object({ lang: articleLanguageSchema.default('en') });

export const articleCoverSchema = z.object({
  /** The large picture (the article page, Open Graph). */
  url: z.string(),
  /** A smaller rendition for cards, the same picture when there is none. */
  cardUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  credit: z.string().nullable(),
});
export type ArticleCover = z.infer<typeof articleCoverSchema>;

/** What lists show: never the body. */
export const articleCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  language: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(z.string()),
  species: z.array(z.string()),
  cover: articleCoverSchema.nullable(),
  authorName: z.string(),
  /** When it became (or becomes) public. */
  publishedAt: z.string().nullable(),
  readingMinutes: z.number().int(),
  updatedAt: z.string(),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const articleListSchema = z.object({
  articles: z.array(articleCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ArticleList = z.infer<typeof articleListSchema>;

export const articleSchema = articleCardSchema.extend({
  body: z.string(),
  createdAt: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleDetailSchema = z.object({
  article: articleSchema,
  /** Every language the article is public in (with the title there), the one shown included. */
  translations: z.array(z.object({ language: z.string(), title: z.string() })),
  /** Whether the reader's language was asked for but the article is not (yet) in it. */
  fallback: z.boolean(),
  related: z.array(articleCardSchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

// Administrators.

export const adminArticleQuerySchema = z.object({
  q: z.string().max(ARTICLE_LIMITS.query, lengthLimit('At most 200 characters')).trim().optional(),
  status: z.enum(ARTICLE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const adminArticleSchema = articleSchema.extend({
  /** As stored; a scheduled article whose time has come reads 'published'. */
  status: z.enum(ARTICLE_STATUSES),
  publishAt: z.string().nullable(),
  coverMediaAssetId: z.number().int().nullable(),
  /** The stored cover path when it is not an upload (a shipped cover). */
  coverImage: z.string().nullable(),
  /** Shipped with the product (server/data/articles); editing it here keeps the administrators' version. */
  shipped: z.boolean(),
  editedByAdmin: z.boolean(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminArticleItemSchema = articleCardSchema.extend({
  status: z.enum(ARTICLE_STATUSES),
  publishAt: z.string().nullable(),
  shipped: z.boolean(),
  editedByAdmin: z.boolean(),
});
export type AdminArticleItem = z.infer<typeof adminArticleItemSchema>;

export const adminArticleListSchema = z.object({
  articles: z.array(adminArticleItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminArticleList = z.infer<typeof adminArticleListSchema>;

export const articlePreviewSchema = z.object({
  words: z.number().int(),
  readingMinutes: z.number().int(),
  /** Where the article would be read (/articles/{slug}), and whether that address is already taken. */
  path: z.string(),
  slugTaken: z.boolean(),
});
export type ArticlePreview = z.infer<typeof articlePreviewSchema>;

/** POST /api/admin/articles/preview: the editor's text (unsaved), and the article it edits if any. */
export const articlePreviewInputSchema = z.strictObject({
  slug: articleSlugSchema,
  language: articleLanguageSchema.default('en'),
  body: z.string().max(ARTICLE_LIMITS.body, lengthLimit(`At most ${ARTICLE_LIMITS.body} characters`)),
  /** The article being edited (its own address is not taken by itself). */
  articleId: rowId.nullable().default(null),
});

// The conservation page's threatened species.

export const threatenedSpeciesSchema = z.object({
  species: z.array(
    z.object({
      slug: z.string(),
      scientificName: z.string(),
      commonName: z.string().nullable(),
      category: z.string(),
      status: z.enum(['CR', 'EN']),
    }),
  ),
});
export type ThreatenedSpecies = z.infer<typeof threatenedSpeciesSchema>;

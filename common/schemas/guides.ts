// Location guides (issue 15 item 3; spec section 3: location_guides, guide purchases, guide ratings): what the
// browser and the server exchange. A guide answer has two shapes: the preview (anyone may see it: no content,
// equipment or tips) and the full guide (its author, its buyers, administrators, and everyone for a free guide).
// Paid content never reaches anyone else (server/features/guides/presenters.ts).

import { z } from 'zod';
import { REGIONAL_PRICING } from '../constants/regional-pricing';
import { lengthLimit } from './length-limit';
import { checkoutStartedSchema, PAYMENT_METHOD_VALUES } from './payments';

export const GUIDE_CATEGORIES = [
  'birds',
  'mammals',
  'marine',
  'reptiles_amphibians',
  'insects',
  'plants',
  'mixed',
] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];
export const GUIDE_DIFFICULTIES = ['easy', 'moderate', 'challenging', 'expert'] as const;
export type GuideDifficulty = (typeof GUIDE_DIFFICULTIES)[number];
export const GUIDE_SEASONS = ['spring', 'summer', 'autumn', 'winter', 'year_round'] as const;
export type GuideSeason = (typeof GUIDE_SEASONS)[number];
export const GUIDE_STATUSES = ['draft', 'published', 'hidden'] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];
export const GUIDE_SORTS = ['newest', 'rating', 'popular', 'price_low', 'price_high', 'nearest'] as const;

/** The currencies a guide may be priced in: those of the regional table. */
export const GUIDE_CURRENCIES = [...new Set(Object.values(REGIONAL_PRICING).map((r) => r.currency))].sort();

export const GUIDE_LIMITS = {
  title: 120,
  description: 1000,
  location: 200,
  content: 50_000,
  listItems: 30,
  listItem: 300,
  keySpecies: 20,
  review: 2000,
  /** The largest price, in minor units (a million units of a two-decimal currency). */
  maxPriceMinor: 100_000_000,
  /** Characters of the server-made excerpt a preview carries (from the description, never the content). */
  excerpt: 280,
} as const;

/** The author's share of each sale (like prints' artist commission); the site keeps the rest. */
export const GUIDE_AUTHOR_SHARE = 0.7;

// The server's refusals.
export const GUIDE_NOT_FOUND_MESSAGE = 'Guide not found';
export const GUIDE_OWN_PURCHASE_MESSAGE = 'You cannot buy your own guide.';
export const GUIDE_OWN_RATING_MESSAGE = 'You cannot rate your own guide.';
export const GUIDE_FREE_PURCHASE_MESSAGE = 'This guide is free: there is nothing to buy.';
export const GUIDE_ALREADY_BOUGHT_MESSAGE = 'You have already bought this guide.';
export const GUIDE_NOT_BOUGHT_MESSAGE = 'Only members who bought this guide may rate it.';
export const GUIDE_ALREADY_RATED_MESSAGE = 'You have already rated this guide.';
export const GUIDE_NOT_PUBLISHED_MESSAGE = 'This guide is not published.';
export const GUIDE_ASSET_MESSAGE = 'The preview image must be one of your own uploaded photos.';
export const GUIDE_PERMISSION_MESSAGE = 'Guide moderation needs the manageProducts permission.';
export const GUIDE_CURRENCY_MESSAGE = 'Choose a currency of the regional price table.';
/** A key species that is not in the species catalogue; {{slug}} names it. */
export const GUIDE_UNKNOWN_SPECIES_MESSAGE =
  'Unknown key species "{{slug}}": choose the key species from the species catalogue.';

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const text = (min: number, max: number) =>
  z
    .string()
    .max(max * 4, lengthLimit(`At most ${max} characters`))
    .trim()
    .min(min, `At least ${min} characters`)
    .max(max, `At most ${max} characters`);
const slug = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A species page name (lower case words joined by hyphens)');

/** Six decimals (about 10 cm): what the database keeps, and no subnormal number ever reaches SQL. */
const micro = (v: number) => Math.round(v * 1e6) / 1e6;

export const guideIdParamsSchema = z.object({ id: rowId });

export const guideInputSchema = z.strictObject({
  title: text(3, GUIDE_LIMITS.title),
  description: text(10, GUIDE_LIMITS.description),
  location: text(2, GUIDE_LIMITS.location),
  latitude: z.number().min(-90).max(90).transform(micro),
  longitude: z.number().min(-180).max(180).transform(micro),
  /** Minor units; 0 is free. */
  price: z.number().int().min(0).max(GUIDE_LIMITS.maxPriceMinor),
  currency: z
    .string()
    .length(3)
    .refine((c) => GUIDE_CURRENCIES.includes(c), GUIDE_CURRENCY_MESSAGE)
    .default('USD'),
  category: z.enum(GUIDE_CATEGORIES),
  difficulty: z.enum(GUIDE_DIFFICULTIES),
  bestSeason: z.enum(GUIDE_SEASONS),
  content: text(1, GUIDE_LIMITS.content),
  keySpecies: z.array(slug).max(GUIDE_LIMITS.keySpecies).default([]),
  equipment: z.array(text(1, GUIDE_LIMITS.listItem)).max(GUIDE_LIMITS.listItems).default([]),
  tips: z.array(text(1, GUIDE_LIMITS.listItem)).max(GUIDE_LIMITS.listItems).default([]),
  previewMediaAssetId: rowId.nullable().default(null),
  /** Publish at once (else a draft). */
  publish: z.boolean().default(false),
});
export type GuideInput = z.input<typeof guideInputSchema>;

export const guideQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.enum(GUIDE_CATEGORIES).optional(),
  difficulty: z.enum(GUIDE_DIFFICULTIES).optional(),
  price: z.enum(['free', 'paid']).optional(),
  lat: z.coerce.number().min(-90).max(90).transform(micro).optional(),
  lng: z.coerce.number().min(-180).max(180).transform(micro).optional(),
  /** With lat and lng: only guides within this many kilometres. */
  radiusKm: z.coerce.number().positive().max(20_000).transform(micro).optional(),
  sort: z.enum(GUIDE_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export type GuideQuery = z.input<typeof guideQuerySchema>;

export const guideAuthorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string().nullable(),
});

/** What anyone may see: never content, equipment or tips. */
export const guidePreviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Made by the server from the description. */
  excerpt: z.string(),
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  price: z.number().int(),
  currency: z.string(),
  isFree: z.boolean(),
  category: z.enum(GUIDE_CATEGORIES),
  difficulty: z.enum(GUIDE_DIFFICULTIES),
  bestSeason: z.enum(GUIDE_SEASONS),
  keySpecies: z.array(z.string()),
  previewImage: z.string().nullable(),
  rating: z.number(),
  totalRatings: z.number().int(),
  totalSales: z.number().int(),
  status: z.enum(GUIDE_STATUSES),
  author: guideAuthorSchema,
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type GuidePreview = z.infer<typeof guidePreviewSchema>;

export const guideListSchema = z.object({
  guides: z.array(guidePreviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GuideList = z.infer<typeof guideListSchema>;

export const guideViewerSchema = z.object({
  isAuthor: z.boolean(),
  hasPurchased: z.boolean(),
  /** True when the answer carries the whole guide. */
  canRead: z.boolean(),
  canBuy: z.boolean(),
  canRate: z.boolean(),
  hasRated: z.boolean(),
});

/** A key species as the guide page links it: its species page and its name in the reader's language. */
export const guideSpeciesSchema = z.object({
  slug: z.string(),
  /** The common name in the reader's language, else English; null when the catalogue has none (or lacks it). */
  name: z.string().nullable(),
  scientificName: z.string().nullable(),
});
export type GuideSpecies = z.infer<typeof guideSpeciesSchema>;

export const guideDetailSchema = z.object({
  guide: guidePreviewSchema,
  /** The key species in the guide's order, named for the reader. */
  species: z.array(guideSpeciesSchema),
  /** Only when viewer.canRead. */
  full: z
    .object({
      content: z.string(),
      equipment: z.array(z.string()),
      tips: z.array(z.string()),
      previewMediaAssetId: z.number().int().nullable(),
    })
    .nullable(),
  viewer: guideViewerSchema,
});
export type GuideDetail = z.infer<typeof guideDetailSchema>;

export const guideRatingInputSchema = z.strictObject({
  rating: z.number().int().min(1).max(5),
  review: text(0, GUIDE_LIMITS.review).optional(),
});

export const guideRatingSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  review: z.string().nullable(),
  createdAt: z.string(),
  user: guideAuthorSchema,
});
export type GuideRating = z.infer<typeof guideRatingSchema>;
export const guideRatingListSchema = z.object({ ratings: z.array(guideRatingSchema) });

export const guideBuySchema = z.strictObject({ method: z.enum(PAYMENT_METHOD_VALUES).default('card') });
export const guideCheckoutSchema = checkoutStartedSchema;

export const guideStatusBodySchema = z.strictObject({ published: z.boolean() });

export const guideSalesSchema = z.object({
  /** The author's share of each sale, as a fraction (0.7). */
  authorShare: z.number(),
  guides: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.enum(GUIDE_STATUSES),
      price: z.number().int(),
      currency: z.string(),
      totalSales: z.number().int(),
      rating: z.number(),
      totalRatings: z.number().int(),
      /** Minor units of the guide's currency. */
      revenue: z.number().int(),
      earnings: z.number().int(),
    }),
  ),
  sales: z.array(
    z.object({
      guideId: z.number().int(),
      title: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      earnings: z.number().int(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type GuideSales = z.infer<typeof guideSalesSchema>;

export const myGuidesSchema = z.object({ guides: z.array(guidePreviewSchema) });

export const adminGuideQuerySchema = z.object({ status: z.enum(GUIDE_STATUSES).optional() });
export const adminGuideHideSchema = z.strictObject({
  hidden: z.boolean(),
  reason: text(0, 500).optional(),
});
export const adminGuideListSchema = z.object({
  guides: z.array(guidePreviewSchema.extend({ hiddenReason: z.string().nullable() })),
});
export type AdminGuideList = z.infer<typeof adminGuideListSchema>;

/** Price shown through Intl; 'Free' is worded by the caller. */
export function guidePriceText(price: number, currency: string, locale: string, digits: number): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(price / 10 ** digits);
}

// The gear shop (issue 15 item 2; spec sections 2, 3 and 7): categories, brands and products of wildlife
// watching and photography gear, members' reviews with helpful votes and moderation, the member's wishlist, and
// the affiliate list of GET /api/amazon-products. Prices are the makers' US list prices (USD minor units) as of
// the month they were checked, never live prices.
import { z } from 'zod';
import { moneySchema } from './payments';

export const GEAR_LIMITS = {
  pageSize: 24,
  maxPageSize: 60,
  /** Sightings shown on a product page as made with it. */
  sightingsWithGear: 12,
  /** Items of the home page's affiliate list (spec section 2). */
  homeAffiliateItems: 8,
  titleMax: 120,
  contentMax: 5000,
  listItems: 10,
  listItemMax: 200,
  shortTextMax: 200,
  notesMax: 1000,
  imageUrls: 6,
} as const;

export const GEAR_SORTS = ['name', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export const WISHLIST_PRIORITIES = ['low', 'medium', 'high'] as const;
export type WishlistPriority = (typeof WISHLIST_PRIORITIES)[number];
export const MODERATION_DECISIONS = ['approve', 'reject'] as const;

/** Refusals worded by the server (English; the web shows its own translated text for the common ones). */
export const GEAR_MESSAGES = {
  productNotFound: 'Product not found',
  reviewNotFound: 'Review not found',
  oneReview: 'You have already reviewed this product; edit your review instead.',
  ownVote: 'You cannot vote for your own review.',
  alreadyVoted: 'You have already marked this review helpful.',
  ownFlag: 'You cannot flag your own review.',
  onWishlist: 'This product is already on your wishlist.',
  wishlistNotFound: 'Wishlist item not found',
  permission: 'Managing products needs the manageProducts permission.',
  slugTaken: 'That slug is already used.',
  inUse: 'Products still use it; move or delete them first.',
  tooManyClicks: 'Too many requests; try again in a minute.',
} as const;

const slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens');
const text = (max: number) => z.string().trim().max(max);
const textList = z.array(text(GEAR_LIMITS.listItemMax).min(1)).max(GEAR_LIMITS.listItems);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const gearIdParamsSchema = z.object({ id: idParam });
export const gearProductIdParamsSchema = z.object({ productId: idParam });
export const gearSlugParamsSchema = z.object({ slug });

export const gearCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  productCount: z.number().int(),
});
export type GearCategory = z.infer<typeof gearCategorySchema>;
export const gearCategoryListSchema = z.array(gearCategorySchema);

export const gearBrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  website: z.string().nullable(),
});
export type GearBrand = z.infer<typeof gearBrandSchema>;
export const gearBrandListSchema = z.array(gearBrandSchema);

export const specValueSchema = z.union([z.string().max(200), z.number(), z.boolean()]);
export const gearProductCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  model: z.string(),
  description: z.string(),
  category: z.object({ slug: z.string(), name: z.string(), icon: z.string() }),
  brand: z.object({ slug: z.string(), name: z.string() }),
  /** The maker's US list price at launch; null when not confirmed. */
  msrp: moneySchema.nullable(),
  /** The list price as of priceCheckedOn (not a live price). */
  currentPrice: moneySchema.nullable(),
  priceCheckedOn: z.string().nullable(),
  imageUrl: z.string().nullable(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The site's affiliate redirect (/go/{id}). */
  goUrl: z.string(),
});
export type GearProductCard = z.infer<typeof gearProductCardSchema>;

export const gearProductQuerySchema = z.object({
  category: slug.optional(),
  brand: slug.optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(GEAR_SORTS).default('name'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(GEAR_LIMITS.maxPageSize).default(GEAR_LIMITS.pageSize),
});
export const gearProductListSchema = z.object({
  items: z.array(gearProductCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GearProductList = z.infer<typeof gearProductListSchema>;

export const gearReviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  author: z.object({ id: z.number().int(), username: z.string() }),
  title: z.string(),
  content: z.string(),
  rating: z.number().int(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  wildlifeTypes: z.array(z.string()),
  usageContext: z.string().nullable(),
  ownershipDuration: z.string().nullable(),
  recommendedFor: z.string().nullable(),
  imageUrls: z.array(z.string()),
  isVerifiedPurchase: z.boolean(),
  helpfulVotes: z.number().int(),
  isFeatured: z.boolean(),
  moderationStatus: z.string(),
  votedByMe: z.boolean(),
  createdAt: z.string(),
});
export type GearReview = z.infer<typeof gearReviewSchema>;

export const gearSightingSchema = z.object({
  id: z.number().int(),
  speciesName: z.string(),
  photoUrl: z.string().nullable(),
  username: z.string(),
  camera: z.string(),
});
export type GearSighting = z.infer<typeof gearSightingSchema>;

export const gearProductDetailSchema = gearProductCardSchema.extend({
  specifications: z.record(z.string(), specValueSchema),
  releaseYear: z.number().int().nullable(),
  wildlifeUses: z.array(z.string()),
  tags: z.array(z.string()),
  reviews: z.array(gearReviewSchema),
  /** The viewer's own review, whatever its moderation status (null for visitors and non-reviewers). */
  myReview: gearReviewSchema.nullable(),
  onMyWishlist: z.boolean(),
  sightings: z.array(gearSightingSchema),
});
export type GearProductDetail = z.infer<typeof gearProductDetailSchema>;

const httpsImage = z
  .string()
  .max(500)
  .regex(/^(https:\/\/|\/media\/)[^\s<>"']+$/, 'Use an https:// or /media/ address');

export const gearReviewBodySchema = z.strictObject({
  title: text(GEAR_LIMITS.titleMax).min(3),
  content: text(GEAR_LIMITS.contentMax).min(10),
  rating: z.number().int().min(1).max(5),
  pros: textList.default([]),
  cons: textList.default([]),
  wildlifeTypes: textList.default([]),
  usageContext: text(GEAR_LIMITS.shortTextMax).nullable().default(null),
  ownershipDuration: text(GEAR_LIMITS.shortTextMax).nullable().default(null),
  recommendedFor: text(GEAR_LIMITS.shortTextMax).nullable().default(null),
  imageUrls: z.array(httpsImage).max(GEAR_LIMITS.imageUrls).default([]),
});
export type GearReviewBody = z.input<typeof gearReviewBodySchema>;

export const gearFlagBodySchema = z.strictObject({
  reason: text(GEAR_LIMITS.shortTextMax).nullable().default(null),
});
export const helpfulResultSchema = z.object({ helpfulVotes: z.number().int(), votedByMe: z.boolean() });

export const wishlistBodySchema = z.strictObject({
  productId: z.number().int().positive().max(2_147_483_647),
  notes: text(GEAR_LIMITS.notesMax).nullable().default(null),
  priority: z.enum(WISHLIST_PRIORITIES).default('medium'),
});
export const wishlistUpdateSchema = z.strictObject({
  notes: text(GEAR_LIMITS.notesMax).nullable().optional(),
  priority: z.enum(WISHLIST_PRIORITIES).optional(),
});
export const wishlistItemSchema = z.object({
  id: z.number().int(),
  notes: z.string().nullable(),
  priority: z.enum(WISHLIST_PRIORITIES),
  createdAt: z.string(),
  product: gearProductCardSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export const wishlistSchema = z.array(wishlistItemSchema);

/** Spec section 7: "Affiliate product: id, name, imageUrl, amazonUrl, category" (amazonUrl is the /go redirect). */
export const affiliateProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  amazonUrl: z.string(),
  category: z.string(),
});
export type AffiliateProduct = z.infer<typeof affiliateProductSchema>;
export const affiliateProductListSchema = z.array(affiliateProductSchema);
export const affiliateQuerySchema = z.object({ category: slug.optional() });

// Administrators (manageProducts).
export const gearCategoryBodySchema = z.strictObject({
  slug,
  name: text(120).min(1),
  description: text(2000).default(''),
  icon: z
    .string()
    .regex(/^[A-Z][A-Za-z0-9]{1,40}$/, 'A lucide icon name')
    .default('Package'),
});
export const gearBrandBodySchema = z.strictObject({
  slug,
  name: text(120).min(1),
  country: text(80).nullable().default(null),
  website: z.string().url().max(300).startsWith('https://').nullable().default(null),
});
export const gearProductBodySchema = z.strictObject({
  slug,
  name: text(200).min(1),
  categoryId: z.number().int().positive().max(2_147_483_647),
  brandId: z.number().int().positive().max(2_147_483_647),
  model: text(200).min(1),
  description: text(5000).default(''),
  specifications: z
    .record(z.string().max(60), specValueSchema)
    .refine((r) => Object.keys(r).length <= 40, 'At most 40 specifications')
    .default({}),
  msrpMinor: z.number().int().min(0).max(100_000_000).nullable().default(null),
  currentPriceMinor: z.number().int().min(0).max(100_000_000).nullable().default(null),
  priceCheckedOn: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullable()
    .default(null),
  imageUrl: httpsImage.nullable().default(null),
  affiliateUrl: z.string().url().max(500).startsWith('https://').nullable().default(null),
  amazonAsin: z
    .string()
    .regex(/^[A-Z0-9]{10}$/)
    .nullable()
    .default(null),
  isActive: z.boolean().default(true),
});
export type GearProductBody = z.input<typeof gearProductBodySchema>;
export const adminGearProductSchema = gearProductCardSchema.extend({
  categoryId: z.number().int(),
  brandId: z.number().int(),
  amazonAsin: z.string().nullable(),
  affiliateUrl: z.string().nullable(),
  specifications: z.record(z.string(), specValueSchema),
  isActive: z.boolean(),
});
export const adminGearProductListSchema = z.array(adminGearProductSchema);
export const adminReviewSchema = gearReviewSchema.extend({
  productName: z.string(),
  flagReason: z.string().nullable(),
});
export const adminReviewListSchema = z.array(adminReviewSchema);
export const moderationBodySchema = z.strictObject({ decision: z.enum(MODERATION_DECISIONS) });

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
  /** An administrator's product: specifications, wildlife uses and tags. */
  specifications: 40,
  specKeyMax: 60,
  specValueMax: 200,
  productListItems: 20,
  productListItemMax: 60,
  releaseYearMin: 1900,
  releaseYearMax: 2100,
  /** Prices in US cents: up to one million dollars. */
  priceMaxMinor: 100_000_000,
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
  imageNotYours:
    'Review photos must be pictures you uploaded yourself for a review (upload them with the review form).',
  categoryNotFound: 'Category not found',
  brandNotFound: 'Brand not found',
} as const;

/**
 * The messages of the administrators' product, category and brand forms (English; the web shows the
 * translation of each, keyed the same under gear.validation).
 */
export const GEAR_VALIDATION = {
  slug: 'Use lowercase letters, digits and hyphens',
  slugLength: 'Use 1 to 80 characters',
  nameRequired: 'Enter a name',
  nameTooLong: 'The name is too long',
  modelRequired: 'Enter the model',
  modelTooLong: 'The model is too long',
  descriptionTooLong: 'The description is too long',
  categoryRequired: 'Choose a category',
  brandRequired: 'Choose a brand',
  price: 'Enter an amount between 0 and 1,000,000 US dollars',
  month: 'Use a month written as YYYY-MM',
  image: 'Use an https:// or /media/ address',
  https: 'Use an https:// address',
  asin: 'An ASIN is 10 capital letters or digits',
  releaseYear: 'Enter a year between 1900 and 2100',
  specifications: 'At most 40 specifications',
  specKey: 'A specification name has 1 to 60 characters',
  specValue: 'A specification value is a number, yes or no, or a text of at most 200 characters',
  /** Checked by the form: the specifications are an object, where a repeated name would replace the first. */
  specDuplicate: 'Each specification needs a different name',
  list: 'At most 20 entries of up to 60 characters each',
  icon: 'Use the name of a lucide icon, such as Camera',
  country: 'At most 80 characters',
} as const;

const slug = z
  .string()
  .min(1, GEAR_VALIDATION.slugLength)
  .max(80, GEAR_VALIDATION.slugLength)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, GEAR_VALIDATION.slug);
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

/** A review's photo: its renditions (the author's own illustration). */
export const gearReviewImageSchema = z.object({
  /** The URL the review stores (send it back unchanged when editing). */
  url: z.string(),
  thumbUrl: z.string(),
  smallUrl: z.string(),
  largeUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type GearReviewImage = z.infer<typeof gearReviewImageSchema>;

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
  /** The photos of imageUrls that still exist, with their renditions. */
  images: z.array(gearReviewImageSchema),
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
  .max(500, GEAR_VALIDATION.image)
  .regex(/^(https:\/\/|\/media\/)[^\s<>"']+$/, GEAR_VALIDATION.image);

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
  /**
   * URLs of the author's own illustrations (POST /api/media with purpose illustration): any other address is
   * refused. https:// is allowed by the pattern for media stored in a bucket; the ownership check decides.
   */
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
const adminText = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);
const httpsUrl = (max: number) =>
  z
    .string()
    .url(GEAR_VALIDATION.https)
    .max(max, GEAR_VALIDATION.https)
    .startsWith('https://', GEAR_VALIDATION.https);
const price = z
  .number(GEAR_VALIDATION.price)
  .int(GEAR_VALIDATION.price)
  .min(0, GEAR_VALIDATION.price)
  .max(GEAR_LIMITS.priceMaxMinor, GEAR_VALIDATION.price);
const productList = z
  .array(
    z.string().trim().min(1, GEAR_VALIDATION.list).max(GEAR_LIMITS.productListItemMax, GEAR_VALIDATION.list),
  )
  .max(GEAR_LIMITS.productListItems, GEAR_VALIDATION.list);
const refId = (message: string) =>
  z.number(message).int(message).positive(message).max(2_147_483_647, message);

export const gearCategoryBodySchema = z.strictObject({
  slug,
  name: adminText(120, GEAR_VALIDATION.nameRequired, GEAR_VALIDATION.nameTooLong),
  description: text(2000).max(2000, GEAR_VALIDATION.descriptionTooLong).default(''),
  icon: z
    .string()
    .regex(/^[A-Z][A-Za-z0-9]{1,40}$/, GEAR_VALIDATION.icon)
    .default('Package'),
});
export type GearCategoryBody = z.input<typeof gearCategoryBodySchema>;
export const gearBrandBodySchema = z.strictObject({
  slug,
  name: adminText(120, GEAR_VALIDATION.nameRequired, GEAR_VALIDATION.nameTooLong),
  country: z.string().trim().max(80, GEAR_VALIDATION.country).nullable().default(null),
  website: httpsUrl(300).nullable().default(null),
});
export type GearBrandBody = z.input<typeof gearBrandBodySchema>;
export const gearProductBodySchema = z.strictObject({
  slug,
  name: adminText(200, GEAR_VALIDATION.nameRequired, GEAR_VALIDATION.nameTooLong),
  categoryId: refId(GEAR_VALIDATION.categoryRequired),
  brandId: refId(GEAR_VALIDATION.brandRequired),
  model: adminText(200, GEAR_VALIDATION.modelRequired, GEAR_VALIDATION.modelTooLong),
  description: z.string().trim().max(5000, GEAR_VALIDATION.descriptionTooLong).default(''),
  specifications: z
    .record(
      z.string().min(1, GEAR_VALIDATION.specKey).max(GEAR_LIMITS.specKeyMax, GEAR_VALIDATION.specKey),
      z.union(
        [z.string().max(GEAR_LIMITS.specValueMax, GEAR_VALIDATION.specValue), z.number(), z.boolean()],
        GEAR_VALIDATION.specValue,
      ),
    )
    .refine((r) => Object.keys(r).length <= GEAR_LIMITS.specifications, GEAR_VALIDATION.specifications)
    .default({}),
  /** US cents. */
  msrpMinor: price.nullable().default(null),
  /** US cents, as of priceCheckedOn. */
  currentPriceMinor: price.nullable().default(null),
  priceCheckedOn: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, GEAR_VALIDATION.month)
    .nullable()
    .default(null),
  imageUrl: httpsImage.nullable().default(null),
  affiliateUrl: httpsUrl(500).nullable().default(null),
  amazonAsin: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, GEAR_VALIDATION.asin)
    .nullable()
    .default(null),
  isActive: z.boolean().default(true),
  // Optional, unlike the fields above: an edit that leaves them out keeps what the product has (clients
  // written before they existed); a new product starts without them.
  releaseYear: z
    .number(GEAR_VALIDATION.releaseYear)
    .int(GEAR_VALIDATION.releaseYear)
    .min(GEAR_LIMITS.releaseYearMin, GEAR_VALIDATION.releaseYear)
    .max(GEAR_LIMITS.releaseYearMax, GEAR_VALIDATION.releaseYear)
    .nullable()
    .optional(),
  wildlifeUses: productList.optional(),
  tags: productList.optional(),
});
export type GearProductBody = z.input<typeof gearProductBodySchema>;
export const adminGearProductSchema = gearProductCardSchema.extend({
  categoryId: z.number().int(),
  brandId: z.number().int(),
  amazonAsin: z.string().nullable(),
  affiliateUrl: z.string().nullable(),
  specifications: z.record(z.string(), specValueSchema),
  isActive: z.boolean(),
  releaseYear: z.number().int().nullable(),
  wildlifeUses: z.array(z.string()),
  tags: z.array(z.string()),
});
export type AdminGearProduct = z.infer<typeof adminGearProductSchema>;
export const adminGearProductListSchema = z.array(adminGearProductSchema);
export const adminReviewSchema = gearReviewSchema.extend({
  productName: z.string(),
  flagReason: z.string().nullable(),
});
export const adminReviewListSchema = z.array(adminReviewSchema);
export const moderationBodySchema = z.strictObject({ decision: z.enum(MODERATION_DECISIONS) });

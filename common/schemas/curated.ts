// Curated content (issue 16 items 3 and 4): sightings the administrators publish from social media under the site's
// name (spec section 5, "Curated-content variant", with its exact messages), links to wildlife content elsewhere on
// the web (external_content), the featured photo of the day (featured_photos), category images, and the
// ready-to-post Instagram square of a sighting. One schema for the admin form and the server.
import { z } from 'zod';
import { CATEGORY_VALUES } from '../constants/categories';
import { lengthLimit } from './length-limit';
import { categorySchema, type Sighting, sightingInputSchema, sightingUpdateSchema } from './sightings';

/** Where a curated photo was first published (spec section 5; instagram by default). */
export const ORIGINAL_SOURCES = ['instagram', 'twitter', 'facebook', 'other'] as const;
export type OriginalSource = (typeof ORIGINAL_SOURCES)[number];

/** The spec's messages (section 5) first, then this product's own. */
export const CURATED_MESSAGES = {
  instagramUrl: 'Must be a valid Instagram URL',
  instagramUsername: 'Instagram username required for curated content',
  photoCredit: 'Photo credit is required for curated content',
  originalSource: 'Original source must be one of: instagram, twitter, facebook, other',
  usernameCharacters:
    'Instagram username can only contain letters, numbers, periods, underscores and hyphens',
  creditTooLong: 'Photo credit must be at most 120 characters',
  isCurated: 'Curated content is always curated',
  photoRequired: 'Upload the photo first',
  notFound: 'Curated sighting not found',
  siteAccountMissing:
    "The site's member account is missing. Restart the server so it is created, then try again.",
} as const;

export const CURATED_LIMITS = {
  url: 500,
  username: 60,
  credit: 120,
  pageSize: 50,
} as const;

/** Instagram's own hosts: a link to anything else is not an Instagram URL. */
const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com', 'm.instagram.com', 'instagr.am']);

/** An https address (the only scheme the site links out to), or null when the text is not one. */
export function httpsUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || !url.hostname.includes('.'))
    return null;
  return url;
}

export function isInstagramUrl(value: string): boolean {
  const url = httpsUrl(value);
  return url !== null && INSTAGRAM_HOSTS.has(url.hostname.toLowerCase()) && url.pathname.length > 1;
}

/** The original post: an https address, on Instagram when the source is Instagram (checked with the source). */
const sourceUrlSchema = z
  .string(CURATED_MESSAGES.instagramUrl)
  .trim()
  .min(1, CURATED_MESSAGES.instagramUrl)
  .max(CURATED_LIMITS.url, lengthLimit(CURATED_MESSAGES.instagramUrl))
  // Empty is min's to say, once. (Not an aborting min: an aborted field would keep the source check below, which
  // looks at the whole body, from running, and its message from showing with the others.)
  .refine((v) => v === '' || httpsUrl(v) !== null, CURATED_MESSAGES.instagramUrl);

const usernameSchema = z
  .string(CURATED_MESSAGES.instagramUsername)
  .trim()
  .min(1, CURATED_MESSAGES.instagramUsername)
  .max(CURATED_LIMITS.username + 1, lengthLimit(CURATED_MESSAGES.usernameCharacters))
  // Empty is min's to say; a lone '@' is not a name.
  .regex(/^(@?[A-Za-z0-9._-]+)?$/, CURATED_MESSAGES.usernameCharacters);

const creditSchema = z
  .string(CURATED_MESSAGES.photoCredit)
  .trim()
  .min(1, CURATED_MESSAGES.photoCredit)
  .max(CURATED_LIMITS.credit, CURATED_MESSAGES.creditTooLong);

const originalSourceSchema = z.enum(ORIGINAL_SOURCES, CURATED_MESSAGES.originalSource);

/**
 * A post on Instagram must link to Instagram; other sources link to their own site. `assumed`: the source when the
 * body has none (a new one defaults to instagram; an edit without it keeps the stored source, checked by the
 * server). Runs even when other fields failed (`when`), so every message shows at once.
 */
function sourceHost(assumed: OriginalSource | undefined) {
  const sourceOf = (value: { originalSource?: unknown }) => value.originalSource ?? assumed;
  return [
    (value: { originalSource?: OriginalSource; instagramSourceUrl?: string }, ctx: z.RefinementCtx) => {
      if (
        sourceOf(value) === 'instagram' &&
        value.instagramSourceUrl !== undefined &&
        !isInstagramUrl(value.instagramSourceUrl)
      )
        ctx.addIssue({
          code: 'custom',
          path: ['instagramSourceUrl'],
          message: CURATED_MESSAGES.instagramUrl,
        });
    },
    {
      when: (payload: z.core.ParsePayload) => {
        const value = (payload.value ?? {}) as { originalSource?: unknown; instagramSourceUrl?: unknown };
        const source = sourceOf(value);
        return (
          typeof value.instagramSourceUrl === 'string' &&
          httpsUrl(value.instagramSourceUrl) !== null &&
          (ORIGINAL_SOURCES as readonly unknown[]).includes(source)
        );
      },
    },
  ] as const;
}

const sightingPart = sightingInputSchema.pick({
  speciesName: true,
  speciesId: true,
  category: true,
  description: true,
  location: true,
  latitude: true,
  longitude: true,
  dateSpotted: true,
  geoprivacy: true,
});

/** POST /api/admin/curated-sightings: a photo uploaded first (POST /api/admin/media), credited to its author. */
export const curatedSightingInputSchema = sightingPart
  .extend({
    mediaAssetId: z
      .number(CURATED_MESSAGES.photoRequired)
      .int(CURATED_MESSAGES.photoRequired)
      .positive(CURATED_MESSAGES.photoRequired)
      .max(2_147_483_647, CURATED_MESSAGES.photoRequired),
    instagramSourceUrl: sourceUrlSchema,
    instagramSourceUsername: usernameSchema,
    originalPhotographerCredit: creditSchema,
    originalSource: originalSourceSchema.default('instagram'),
    isCurated: z.literal(true, CURATED_MESSAGES.isCurated).default(true),
  })
  .superRefine(...sourceHost('instagram'));
export type CuratedSightingInput = z.input<typeof curatedSightingInputSchema>;

/**
 * PATCH /api/admin/curated-sightings/:id: the fields sent change; isPublic false unpublishes (the sighting stays,
 * hidden from everyone but the administrators), true publishes it again.
 */
// From the edit schema, whose fields have no defaults: a partial of the input schema would fill in geoprivacy.
export const curatedSightingUpdateSchema = sightingUpdateSchema
  .pick({
    speciesName: true,
    speciesId: true,
    category: true,
    description: true,
    location: true,
    latitude: true,
    longitude: true,
    dateSpotted: true,
    geoprivacy: true,
  })
  .extend({
    instagramSourceUrl: sourceUrlSchema.optional(),
    instagramSourceUsername: usernameSchema.optional(),
    originalPhotographerCredit: creditSchema.optional(),
    originalSource: originalSourceSchema.optional(),
    isPublic: z.boolean().optional(),
  })
  .superRefine(...sourceHost(undefined));
export type CuratedSightingUpdate = z.input<typeof curatedSightingUpdateSchema>;

export const curatedListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A curated sighting as the administrators' list shows it. */
export interface CuratedSighting extends Sighting {
  isPublic: boolean;
  originalSource: OriginalSource;
  /** pending_review while the photo classifier holds it (features/moderation). */
  verificationStatus: string;
}
export interface CuratedSightingList {
  items: CuratedSighting[];
  total: number;
}

// ---- Links to content elsewhere (external_content) ---------------------------------------------------------

export const EXTERNAL_SOURCE_TYPES = ['article', 'video', 'social', 'podcast', 'research', 'other'] as const;
export type ExternalSourceType = (typeof EXTERNAL_SOURCE_TYPES)[number];

export const EXTERNAL_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 160 characters',
  descriptionTooLong: 'Description must be at most 500 characters',
  url: 'Enter the address of the page, starting with https://',
  imageUrl: 'Enter the address of the picture, starting with https://',
  sourceNameRequired: 'Source name is required',
  sourceNameTooLong: 'Source name must be at most 100 characters',
  sourceType: `Source type must be one of: ${EXTERNAL_SOURCE_TYPES.join(', ')}`,
  notFound: 'Link not found',
} as const;

const httpsField = (message: string) =>
  z
    .string(message)
    .trim()
    .max(2000, lengthLimit(message))
    .refine((v) => httpsUrl(v) !== null, message);

export const externalContentInputSchema = z.strictObject({
  title: z
    .string(EXTERNAL_MESSAGES.titleRequired)
    .trim()
    .min(1, EXTERNAL_MESSAGES.titleRequired)
    .max(160, EXTERNAL_MESSAGES.titleTooLong),
  description: z.string().trim().max(500, EXTERNAL_MESSAGES.descriptionTooLong).nullable().optional(),
  originalUrl: httpsField(EXTERNAL_MESSAGES.url),
  sourceName: z
    .string(EXTERNAL_MESSAGES.sourceNameRequired)
    .trim()
    .min(1, EXTERNAL_MESSAGES.sourceNameRequired)
    .max(100, EXTERNAL_MESSAGES.sourceNameTooLong),
  sourceType: z.enum(EXTERNAL_SOURCE_TYPES, EXTERNAL_MESSAGES.sourceType).default('article'),
  category: categorySchema.nullable().optional(),
  imageUrl: httpsField(EXTERNAL_MESSAGES.imageUrl).nullable().optional(),
  isActive: z.boolean().default(true),
});
export type ExternalContentInput = z.input<typeof externalContentInputSchema>;

/** A link as everyone sees it: a click goes through /go/external/{id}, which counts it. */
export interface ExternalLink {
  id: number;
  title: string;
  description: string | null;
  sourceName: string;
  sourceType: ExternalSourceType;
  category: string | null;
  imageUrl: string | null;
  /** The host the link leads to ("www.bbc.co.uk"), shown beside the source. */
  host: string;
  scrapedAt: string;
}

export interface AdminExternalLink extends ExternalLink {
  originalUrl: string;
  isActive: boolean;
  clickCount: number;
}

/** Where a link is opened, so every click is counted. */
export const externalLinkPath = (id: number) => `/go/external/${id}`;

// ---- The featured photo of the day (featured_photos) --------------------------------------------------------

export const FEATURED_MESSAGES = {
  dateFormat: 'Date must be YYYY-MM-DD',
  dateReal: 'Date is not a real date',
  dateTaken: 'Another photo is already featured on this day.',
  captionTooLong: 'Caption must be at most 300 characters',
  sightingUnavailable: 'Choose a public sighting with a photo.',
  noConsent:
    'This member has not opted in to the member spotlight, so their photo cannot be featured. Choose a curated photo or one of a member who opted in.',
  notFound: 'Featured photo not found',
} as const;

export const featureDateSchema = z
  .string(FEATURED_MESSAGES.dateFormat)
  .max(10, lengthLimit(FEATURED_MESSAGES.dateFormat))
  .regex(/^\d{4}-\d{2}-\d{2}$/, FEATURED_MESSAGES.dateFormat)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    FEATURED_MESSAGES.dateReal,
  );

export const featuredPhotoInputSchema = z.strictObject({
  sightingId: z.number().int().positive().max(2_147_483_647),
  featureDate: featureDateSchema,
  caption: z.string().trim().max(300, FEATURED_MESSAGES.captionTooLong).nullable().optional(),
  instagramPostUrl: z
    .string(CURATED_MESSAGES.instagramUrl)
    .trim()
    .max(CURATED_LIMITS.url, lengthLimit(CURATED_MESSAGES.instagramUrl))
    .refine(isInstagramUrl, CURATED_MESSAGES.instagramUrl)
    .nullable()
    .optional(),
  isActive: z.boolean().default(true),
});
export type FeaturedPhotoInput = z.input<typeof featuredPhotoInputSchema>;

export interface FeaturedPhoto {
  id: number;
  featureDate: string;
  caption: string | null;
  instagramPostUrl: string | null;
  isActive: boolean;
  sighting: Sighting;
}

// ---- Category images ----------------------------------------------------------------------------------------

export const CATEGORY_IMAGE_MESSAGES = {
  nothing: 'Send a new image, the active flag, or both.',
  imageRequired: 'Upload an image for this category first.',
  notIllustration: 'The category image must be an illustration uploaded through the admin upload.',
  unknownCategory: `Category must be one of: ${CATEGORY_VALUES.join(', ')}`,
  notFound: 'This category has no image.',
} as const;

export const categoryParamsSchema = z.strictObject({
  category: z
    .string(CATEGORY_IMAGE_MESSAGES.unknownCategory)
    .max(20, lengthLimit(CATEGORY_IMAGE_MESSAGES.unknownCategory))
    .pipe(z.enum(CATEGORY_VALUES, CATEGORY_IMAGE_MESSAGES.unknownCategory)),
});

export const categoryImageInputSchema = z
  .strictObject({
    mediaAssetId: z.number().int().positive().max(2_147_483_647).optional(),
    isActive: z.boolean().optional(),
  })
  .refine((v) => v.mediaAssetId !== undefined || v.isActive !== undefined, CATEGORY_IMAGE_MESSAGES.nothing);

/** Every category with its image (or none yet), for /admin/category-images. */
export interface AdminCategoryImage {
  category: string;
  imageUrl: string | null;
  isActive: boolean;
  updatedAt: string | null;
}

// ---- The Instagram post of a sighting ------------------------------------------------------------------------

export const INSTAGRAM_POST = {
  /** Instagram's square feed size. */
  size: 1080,
  jpegQuality: 90,
} as const;

export const INSTAGRAM_MESSAGES = {
  ownOnly: 'You can only make Instagram posts of your own sightings.',
  noPhoto: 'This sighting has no photo to post.',
  unreadable: 'The photo of this sighting cannot be read right now. Please try again later.',
} as const;

export interface InstagramCaption {
  /** The whole text, ready to paste: lines, credits and hashtags. */
  caption: string;
  hashtags: string[];
  /** Who is credited on the picture and in the text. */
  credit: string;
  /** The place as anyone may see it (never finer than the sighting's geoprivacy allows); null when hidden. */
  place: string | null;
  /** Where the 1080x1080 JPEG is downloaded. */
  imagePath: string;
  /** Whether the member agreed to be featured by WildLens (the site's own curated posts: true). */
  spotlightOptIn: boolean;
}

// Portfolios: one per member, collections of their own sightings in order (spec section 3).
import { z } from 'zod';
import { isReservedPortfolioUrl, RESERVED_PORTFOLIO_URL_MESSAGE } from '../constants/reserved-names';
import { lengthLimit } from './length-limit';
import type { Sighting } from './sightings';
import type { PublicUser } from './users';

export const DEFAULT_PORTFOLIO_TITLE = 'My Wildlife Portfolio';
export const PORTFOLIO_THEMES = ['nature', 'minimal', 'dark', 'earth'] as const;
export const PORTFOLIO_LAYOUTS = ['grid', 'masonry', 'carousel'] as const;

export const portfolioUrlSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Portfolio address must be at least 3 characters')
  .max(40, lengthLimit('Portfolio address must be at most 40 characters'))
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Portfolio address can only contain letters, numbers and single hyphens')
  .refine((url) => !isReservedPortfolioUrl(url), RESERVED_PORTFOLIO_URL_MESSAGE);

// The length first: z.url() alone would parse a 100,000-character value before its .max() refused it.
const httpsUrl = z
  .string('Links must be http or https addresses')
  .max(300, lengthLimit('Links must be at most 300 characters'))
  .check(z.url({ protocol: /^https?$/, message: 'Links must be http or https addresses' }));

export const portfolioUpdateSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(100, 'Title must be at most 100 characters')
    .optional(),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters').optional(),
  portfolioUrl: portfolioUrlSchema.optional(),
  isPublic: z.boolean().optional(),
  theme: z.enum(PORTFOLIO_THEMES).optional(),
  layout: z.enum(PORTFOLIO_LAYOUTS).optional(),
  bio: z.string().trim().max(500, 'Bio must be less than 500 characters').optional(),
  headerSightingId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  socialLinks: z
    .strictObject({
      website: httpsUrl.optional(),
      instagram: httpsUrl.optional(),
      flickr: httpsUrl.optional(),
      youtube: httpsUrl.optional(),
    })
    .optional(),
});

export const portfolioCollectionInputSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Collection title is required')
    .max(100, 'Collection title must be at most 100 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').optional(),
  isFeatured: z.boolean().optional(),
});

/** Replaces a collection's items in the given order; only the member's own sightings may be used. */
export const portfolioItemsInputSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        sightingId: z.number().int().positive().max(2_147_483_647),
        caption: z.string().trim().max(300, 'Captions must be at most 300 characters').optional(),
        isFeatured: z.boolean().optional(),
      }),
    )
    .max(200, 'A collection holds at most 200 items'),
});

export const collectionOrderSchema = z.strictObject({
  collectionIds: z.array(z.number().int().positive()).max(100),
});

export interface PortfolioItem {
  id: number;
  orderIndex: number;
  caption: string | null;
  isFeatured: boolean;
  sighting: Sighting;
}

export interface PortfolioCollection {
  id: number;
  title: string;
  description: string | null;
  orderIndex: number;
  isFeatured: boolean;
  coverImageUrl: string | null;
  items: PortfolioItem[];
}

export interface Portfolio {
  id: number;
  /** False for the builder's draft: nothing is stored or shown to anyone until the member's first save. */
  saved: boolean;
  title: string;
  description: string | null;
  portfolioUrl: string;
  isPublic: boolean;
  theme: string;
  layout: string;
  bio: string | null;
  headerImageUrl: string | null;
  socialLinks: Record<string, string>;
  owner: PublicUser;
  collections: PortfolioCollection[];
}

export const PORTFOLIO_URL_TAKEN_MESSAGE = 'This portfolio address is already taken.';

// Sightings as the client reads them (spec section 3) and the category rule (spec section 5).
import { z } from 'zod';
import { CATEGORY_VALUES } from '../constants/categories';

export const CATEGORY_MESSAGE =
  'Category must be one of: birds, mammals, reptiles, amphibians, marine, insects';

export const categorySchema = z
  .string(CATEGORY_MESSAGE)
  .trim()
  .toLowerCase()
  .pipe(z.enum(CATEGORY_VALUES, CATEGORY_MESSAGE));

/** latitude / longitude accept a number or a string, stored as string, nullable (spec section 5). */
export const coordinateSchema = (min: number, max: number, name: string) =>
  z
    .union([z.number(), z.string().trim()])
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a number between ${min} and ${max}` });
        return z.NEVER;
      }
      return String(n);
    });

export const MEDIA_TYPES = ['photo', 'video', 'none'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export interface SightingAuthor {
  id: number;
  username: string;
  profileImageUrl: string | null;
}

export interface Sighting {
  id: number;
  userId: number;
  speciesName: string;
  description: string | null;
  location: string | null;
  latitude: string | null;
  longitude: string | null;
  photoUrl: string | null;
  videoUrl: string | null;
  mediaType: MediaType;
  createdAt: string;
  category: string | null;
  photographer: string;
  isCurated: boolean;
  instagramSourceUsername: string | null;
  originalPhotographerCredit: string | null;
  instagramSourceUrl: string | null;
  likes: number;
  commentCount: number;
  likedByMe: boolean;
  user: SightingAuthor;
}

export interface Category {
  value: string;
  name: string;
}

export interface CategoryImage {
  category: string;
  imageUrl: string;
  isActive: boolean;
  updatedAt: string;
}

export const sightingListQuerySchema = z.strictObject({
  category: categorySchema.optional(),
  search: z.string().trim().max(200).optional(),
  userId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(100).optional(),
});

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
  /** Licence of a credited photo (e.g. CC-BY-SA-4.0); null for members' own photos. */
  photoLicense: string | null;
  /** Page of the original work for credited photos (e.g. its Wikimedia Commons file page). */
  sourceUrl: string | null;
  /** Day the animal was seen (YYYY-MM-DD), which may be well before createdAt. */
  dateSpotted: string | null;
  views: number;
  likes: number;
  commentCount: number;
  /** Whether the signed-in member liked it; always false for visitors. */
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

/** newest: by creation time; most_liked: by like count. Both page by keyset, so pages never overlap. */
export const SIGHTING_SORTS = ['newest', 'most_liked'] as const;
export type SightingSort = (typeof SIGHTING_SORTS)[number];

export const sightingListQuerySchema = z.strictObject({
  category: categorySchema.optional(),
  search: z.string().trim().max(200).optional(),
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Opaque; copy it from the x-next-cursor header of the previous page, with the same sort. */
  cursor: z.string().max(100).optional(),
  sort: z.enum(SIGHTING_SORTS, `Sort must be one of: ${SIGHTING_SORTS.join(', ')}`).default('newest'),
});
export type SightingListQuery = z.infer<typeof sightingListQuerySchema>;

/** The response header that carries the cursor of the next page when there is one. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

// Exactly which bookmark fields leave the server: the bookmark and its sighting as the member sees it.
import type { Bookmark, BookmarkCollection } from '@common/schemas/social';
import { z } from 'zod';
import { presentSighting, sightingSchema } from '../sightings/presenters';
import type { BookmarkView } from './service';

export const bookmarkSchema = z.object({
  id: z.number().int(),
  collectionName: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  sighting: sightingSchema,
}) satisfies z.ZodType<Bookmark>;

export const bookmarkCollectionSchema = z.object({
  name: z.string(),
  count: z.number().int(),
}) satisfies z.ZodType<BookmarkCollection>;

export function presentBookmark(bookmark: BookmarkView, adminUsername: string): Bookmark {
  return {
    id: bookmark.id,
    collectionName: bookmark.collectionName,
    notes: bookmark.notes,
    createdAt: bookmark.createdAt.toISOString(),
    sighting: presentSighting(bookmark.view, adminUsername),
  };
}

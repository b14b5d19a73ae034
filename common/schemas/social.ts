// Follows and bookmarks (spec sections 1 and 3; default collection 'Saved').
import { z } from 'zod';
import type { Sighting } from './sightings';
import type { PublicUser } from './users';

export const DEFAULT_BOOKMARK_COLLECTION = 'Saved';

export const collectionNameSchema = z
  .string()
  .trim()
  .min(1, 'Collection name is required')
  .max(60, 'Collection name must be at most 60 characters');

export const bookmarkInputSchema = z.strictObject({
  sightingId: z.number().int().positive().max(2_147_483_647),
  collectionName: collectionNameSchema.default(DEFAULT_BOOKMARK_COLLECTION),
  notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional(),
});

export const bookmarkListQuerySchema = z.strictObject({
  collection: collectionNameSchema.optional(),
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

export interface BookmarkCollection {
  name: string;
  count: number;
}

export interface Bookmark {
  id: number;
  collectionName: string;
  notes: string | null;
  createdAt: string;
  sighting: Sighting;
}

/** A member in a follower/following list, with whether the viewer follows them. */
export interface FollowListEntry extends PublicUser {
  followedByMe: boolean;
}

export interface FollowState {
  following: boolean;
  followers: number;
}

export const CANNOT_FOLLOW_SELF_MESSAGE = 'You cannot follow yourself.';

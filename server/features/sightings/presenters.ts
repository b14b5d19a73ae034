// Exactly which sighting fields leave the server, and the response schemas that document and enforce them.
import { MEDIA_TYPES, type MediaType, type Sighting } from '@common/schemas/sightings';
import { z } from 'zod';
import type { SightingView } from './service';

/** The reserved administrator account posts under the site's name (spec sections 3 and 6). */
export const SITE_NAME = 'WildLens';

/** A refused request: the spec's message, and for validation failures which field said what. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const sightingAuthorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
});

const variantUrls = {
  thumbUrl: z.string().nullable(),
  mediumUrl: z.string().nullable(),
  largeUrl: z.string().nullable(),
};
export const sightingMediaSchema = z.object({
  ...variantUrls,
  fallback: z.object(variantUrls).nullable(),
  posterUrl: z.string().nullable(),
  placeholder: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  durationSeconds: z.number().nullable(),
});

export const sightingSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  speciesName: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  photoUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  mediaType: z.enum(MEDIA_TYPES),
  createdAt: z.string(),
  category: z.string().nullable(),
  photographer: z.string(),
  isCurated: z.boolean(),
  instagramSourceUsername: z.string().nullable(),
  originalPhotographerCredit: z.string().nullable(),
  instagramSourceUrl: z.string().nullable(),
  photoLicense: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  dateSpotted: z.string().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  commentCount: z.number().int(),
  likedByMe: z.boolean(),
  bookmarkedByMe: z.boolean(),
  user: sightingAuthorSchema,
  media: sightingMediaSchema.nullable(),
}) satisfies z.ZodType<Sighting>;

/** Stored media types other than video and none read as photo (spec section 3). */
function mediaTypeOf(stored: string): MediaType {
  return stored === 'video' || stored === 'none' ? stored : 'photo';
}

export function presentSighting(view: SightingView, adminUsername: string): Sighting {
  const { sighting: s, author } = view;
  const isSiteAccount = author.username.toLowerCase() === adminUsername.toLowerCase();
  return {
    id: s.id,
    userId: s.userId,
    speciesName: s.speciesName,
    description: s.description,
    location: s.location,
    latitude: s.latitude,
    longitude: s.longitude,
    photoUrl: s.photoUrl,
    videoUrl: s.videoUrl,
    mediaType: mediaTypeOf(s.mediaType),
    createdAt: s.createdAt.toISOString(),
    category: s.category,
    photographer: isSiteAccount ? SITE_NAME : author.username,
    isCurated: s.isCurated,
    instagramSourceUsername: s.instagramSourceUsername,
    originalPhotographerCredit: s.originalPhotographerCredit,
    instagramSourceUrl: s.instagramSourceUrl,
    photoLicense: s.photoLicense,
    sourceUrl: s.sourceUrl,
    dateSpotted: s.dateSpotted,
    views: s.views,
    likes: s.likes,
    commentCount: s.commentCount,
    likedByMe: view.likedByMe,
    // Bookmarks and uploaded media arrive with the sightings issue's write routes.
    bookmarkedByMe: false,
    media: null,
    user: { id: author.id, username: author.username, profileImageUrl: author.profileImageUrl },
  };
}

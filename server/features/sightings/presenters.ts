// Exactly which sighting fields leave the server, and the response schemas that document and enforce them.

import { QUALITY_GRADES } from '@common/schemas/identifications';
import { type SightingPlace, sightingPlaceSchema } from '@common/schemas/locations';
import {
  type CameraInfo,
  GEOPRIVACY_LEVELS,
  type Geoprivacy,
  MEDIA_TYPES,
  type MediaType,
  POSITION_PRECISIONS,
  type PositionPrecision,
  type Sighting,
  type SightingDetail,
  type SightingMedia,
  type SightingSpecies,
} from '@common/schemas/sightings';
import { z } from 'zod';
import type { CameraData } from '../../db/schema';
import type { SightingAssetRow, SightingCardRow, SightingView } from './view-query';

/** The reserved administrator account posts under the site's name (spec sections 3 and 6). */
export const SITE_NAME = 'WildLens';

/** A refused request: the spec's message, and for validation failures which field said what. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const okSchema = z.object({ ok: z.literal(true) });

export const sightingAuthorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
});

const variantUrls = {
  thumbUrl: z.string().nullable(),
  smallUrl: z.string().nullable(),
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
}) satisfies z.ZodType<SightingMedia>;

export const sightingSpeciesSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  scientificName: z.string(),
  commonName: z.string().nullable(),
}) satisfies z.ZodType<SightingSpecies>;

export const sightingSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  speciesName: z.string(),
  species: sightingSpeciesSchema.nullable(),
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
  qualityGrade: z.enum(QUALITY_GRADES),
  views: z.number().int(),
  likes: z.number().int(),
  commentCount: z.number().int(),
  likedByMe: z.boolean(),
  bookmarkedByMe: z.boolean(),
  user: sightingAuthorSchema,
  media: sightingMediaSchema.nullable(),
  place: sightingPlaceSchema.nullable(),
  positionPrecision: z.enum(POSITION_PRECISIONS),
}) satisfies z.ZodType<Sighting>;

/** What the camera recorded, without its GPS position (the sighting's own coordinates are what is shown). */
export const cameraSchema = z.object({
  make: z.string().optional(),
  model: z.string().optional(),
  lens: z.string().optional(),
  focalLength: z.number().optional(),
  aperture: z.number().optional(),
  exposureTime: z.number().optional(),
  iso: z.number().optional(),
  takenAt: z.string().optional(),
}) satisfies z.ZodType<CameraInfo>;

export const sightingDetailSchema = sightingSchema.extend({
  specificLocation: z.string().nullable(),
  timeSpotted: z.string().nullable(),
  isPublic: z.boolean(),
  rarityLevel: z.string().nullable(),
  geoprivacy: z.enum(GEOPRIVACY_LEVELS),
  confidence: z.string(),
  weatherConditions: z.string().nullable(),
  temperature: z.string().nullable(),
  season: z.string().nullable(),
  timeOfDay: z.string().nullable(),
  visibility: z.string().nullable(),
  wildlifeActivity: z.string().nullable(),
  groupSize: z.number().int().nullable(),
  adultCount: z.number().int().nullable(),
  juvenileCount: z.number().int().nullable(),
  nestingBehavior: z.boolean().nullable(),
  migrationRelated: z.boolean().nullable(),
  camera: cameraSchema.nullable(),
}) satisfies z.ZodType<SightingDetail>;

/** Stored media types other than video and none read as photo (spec section 3). */
function mediaTypeOf(stored: string): MediaType {
  return stored === 'video' || stored === 'none' ? stored : 'photo';
}

export function presentMedia(asset: SightingAssetRow): SightingMedia {
  const v = asset.variants;
  return {
    thumbUrl: v.thumb?.url ?? null,
    smallUrl: v.small?.url ?? null,
    mediumUrl: v.medium?.url ?? null,
    largeUrl: v.large?.url ?? null,
    fallback: v.fallback
      ? {
          thumbUrl: v.fallback.thumb?.url ?? null,
          smallUrl: v.fallback.small?.url ?? null,
          mediumUrl: v.fallback.medium?.url ?? null,
          largeUrl: v.fallback.large?.url ?? null,
        }
      : null,
    posterUrl: v.poster?.url ?? null,
    placeholder: asset.placeholder,
    width: asset.width,
    height: asset.height,
    durationSeconds: asset.durationSeconds,
  };
}

/**
 * The image a card shows: the photo's large rendition, or for a video its poster (large rendition first), so
 * every card has an image. Null when the asset has no image yet.
 */
export function imageUrlOf(asset: Pick<SightingAssetRow, 'variants'>): string | null {
  const v = asset.variants;
  return v.large?.url ?? v.medium?.url ?? v.poster?.url ?? v.thumb?.url ?? null;
}

/** The playable video of a video asset. */
export function videoUrlOf(asset: Pick<SightingAssetRow, 'variants'>): string | null {
  return asset.variants.video?.url ?? null;
}

export function presentCamera(camera: CameraData | null): CameraInfo | null {
  if (!camera) return null;
  // The file's GPS position is kept for verification only; the page shows the coordinates the member chose.
  const { latitude: _lat, longitude: _lon, ...rest } = camera;
  return Object.keys(rest).length > 0 ? rest : null;
}

/** The place worked out from the coordinates: none when the position is hidden, no town when it is obscured. */
function presentPlace(s: SightingCardRow, shown: PositionPrecision): SightingPlace | null {
  if (shown === 'none') return null;
  if (s.countryCode === null && s.region === null && s.placeName === null) return null;
  return {
    countryCode: s.countryCode,
    region: s.region,
    nearestPlace: shown === 'exact' ? s.placeName : null,
  };
}

export function presentSighting(view: SightingView<SightingCardRow>, adminUsername: string): Sighting {
  const { sighting: s, author, asset } = view;
  const isSiteAccount = author.username.toLowerCase() === adminUsername.toLowerCase();
  return {
    id: s.id,
    userId: s.userId,
    speciesName: s.speciesName,
    species: view.species
      ? {
          id: view.species.id,
          slug: view.species.slug,
          scientificName: view.species.scientificName,
          commonName: view.species.commonName,
        }
      : null,
    description: s.description,
    // The member's own words name the place: kept from anyone who may not see it finer than the region.
    location: view.positionShown === 'exact' ? s.location : null,
    // Already the reader's coordinates (view-query.ts): the public position for anyone but the author.
    latitude: s.latitude,
    longitude: s.longitude,
    // Demo and older sightings have plain photo files and no asset: their stored URLs stay as they are.
    photoUrl: (asset && imageUrlOf(asset)) ?? s.photoUrl,
    videoUrl: (asset && videoUrlOf(asset)) ?? s.videoUrl,
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
    qualityGrade: s.qualityGrade as Sighting['qualityGrade'],
    views: s.views,
    likes: s.likes,
    commentCount: s.commentCount,
    likedByMe: view.likedByMe,
    bookmarkedByMe: view.bookmarkedByMe,
    user: { id: author.id, username: author.username, profileImageUrl: author.profileImageUrl },
    media: asset ? presentMedia(asset) : null,
    place: presentPlace(s, view.positionShown),
    positionPrecision: view.positionShown,
  };
}

export function presentSightingDetail(view: SightingView, adminUsername: string): SightingDetail {
  const s = view.sighting;
  return {
    ...presentSighting(view, adminUsername),
    specificLocation: view.positionShown === 'exact' ? s.specificLocation : null,
    // PostgreSQL's time type reads back as HH:MM:SS; the form works in HH:MM.
    timeSpotted: s.timeSpotted ? s.timeSpotted.slice(0, 5) : null,
    isPublic: s.isPublic,
    rarityLevel: s.rarityLevel,
    geoprivacy: s.geoprivacy as Geoprivacy,
    confidence: s.confidence,
    weatherConditions: s.weatherConditions,
    temperature: s.temperature,
    season: s.season,
    timeOfDay: s.timeOfDay,
    visibility: s.visibility,
    wildlifeActivity: s.wildlifeActivity,
    groupSize: s.groupSize,
    adultCount: s.adultCount,
    juvenileCount: s.juvenileCount,
    nestingBehavior: s.nestingBehavior,
    migrationRelated: s.migrationRelated,
    camera: presentCamera(view.asset?.camera ?? null),
  };
}

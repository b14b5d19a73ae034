// The response schemas of the curated-content routes: which fields leave the server (serializer.ts writes only
// these), checked against the shared types.
import {
  type AdminCategoryImage,
  type AdminExternalLink,
  type CuratedSighting,
  type CuratedSightingList,
  EXTERNAL_SOURCE_TYPES,
  type ExternalLink,
  type FeaturedPhoto,
  type InstagramCaption,
  ORIGINAL_SOURCES,
} from '@common/schemas/curated';
import { z } from 'zod';
import type { ExternalContentRow } from '../../db/schema';
import { sightingSchema } from '../sightings/presenters';

export const curatedSightingSchema = sightingSchema.extend({
  isPublic: z.boolean(),
  originalSource: z.enum(ORIGINAL_SOURCES),
  verificationStatus: z.string(),
}) satisfies z.ZodType<CuratedSighting>;

export const curatedSightingListSchema = z.object({
  items: z.array(curatedSightingSchema),
  total: z.number().int(),
}) satisfies z.ZodType<CuratedSightingList>;

export const externalLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  sourceName: z.string(),
  sourceType: z.enum(EXTERNAL_SOURCE_TYPES),
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  host: z.string(),
  scrapedAt: z.string(),
}) satisfies z.ZodType<ExternalLink>;

export const adminExternalLinkSchema = externalLinkSchema.extend({
  originalUrl: z.string(),
  isActive: z.boolean(),
  clickCount: z.number().int(),
}) satisfies z.ZodType<AdminExternalLink>;

export const featuredPhotoSchema = z.object({
  id: z.number().int(),
  featureDate: z.string(),
  caption: z.string().nullable(),
  instagramPostUrl: z.string().nullable(),
  isActive: z.boolean(),
  sighting: sightingSchema,
}) satisfies z.ZodType<FeaturedPhoto>;

export const adminCategoryImageSchema = z.object({
  category: z.string(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<AdminCategoryImage>;

export const instagramCaptionSchema = z.object({
  caption: z.string(),
  hashtags: z.array(z.string()),
  credit: z.string(),
  place: z.string().nullable(),
  imagePath: z.string(),
  spotlightOptIn: z.boolean(),
}) satisfies z.ZodType<InstagramCaption>;

const sourceTypeOf = (stored: string): ExternalLink['sourceType'] =>
  (EXTERNAL_SOURCE_TYPES as readonly string[]).includes(stored)
    ? (stored as ExternalLink['sourceType'])
    : 'other';

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/** A link as everyone sees it: not its address (a click goes through /go/external/{id}, which counts it). */
export function presentExternalLink(row: ExternalContentRow): ExternalLink {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    sourceName: row.sourceName,
    sourceType: sourceTypeOf(row.sourceType),
    category: row.category,
    imageUrl: row.imageUrl,
    host: hostOf(row.originalUrl),
    scrapedAt: row.scrapedAt.toISOString(),
  };
}

export function presentAdminExternalLink(row: ExternalContentRow): AdminExternalLink {
  return {
    ...presentExternalLink(row),
    originalUrl: row.originalUrl,
    isActive: row.isActive,
    clickCount: row.clickCount,
  };
}

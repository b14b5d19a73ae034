// Uploaded media: the private original and the public variants of each photo, video or avatar, with the
// camera data read from the file. Sightings and profiles point at an asset.
import { bigint, index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One rendition of a photo: its public URL and size. */
export interface MediaVariant {
  url: string;
  width: number;
  height: number;
  bytes: number;
  format: 'webp' | 'jpeg' | 'avif';
}

/**
 * The variants a photo gets (80 px cards at 2x, ~720 px, ~1000 px, ~2048 px); a video gets a poster. Assets
 * stored before the ~720 px size existed have none: the web app's srcset then lists the others.
 */
export interface MediaVariants {
  thumb?: MediaVariant;
  small?: MediaVariant;
  medium?: MediaVariant;
  large?: MediaVariant;
  /** The same renditions in the fallback format for browsers without WebP. */
  fallback?: { thumb?: MediaVariant; small?: MediaVariant; medium?: MediaVariant; large?: MediaVariant };
  poster?: MediaVariant;
  /** The transcoded or original-container playable video. */
  video?: { url: string; bytes: number; mime: string };
}

/** What the camera recorded, kept for the photo page (never the raw EXIF block). */
export interface CameraData {
  make?: string;
  model?: string;
  lens?: string;
  focalLength?: number;
  aperture?: number;
  /** Exposure time in seconds, e.g. 0.002 for 1/500. */
  exposureTime?: number;
  iso?: number;
  takenAt?: string;
  latitude?: number;
  longitude?: number;
}

export const mediaAssets = pgTable(
  'media_assets',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** photo, video or avatar */
    kind: text('kind').notNull(),
    /** Sniffed from the content, never the declared type. */
    mime: text('mime').notNull(),
    /** Storage key of the untouched upload; private, never served. */
    originalKey: text('original_key').notNull(),
    originalBytes: bigint('original_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: real('duration_seconds'),
    /** Tiny blurred placeholder (thumbhash, base64) shown while the image loads. */
    placeholder: text('placeholder'),
    variants: jsonb('variants').$type<MediaVariants>().notNull().default({}),
    camera: jsonb('camera').$type<CameraData>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_assets_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * One row per photo upload, kept even when the sighting is deleted: the free plan's 5 photos per calendar month
 * count uploads, not photos still online.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaAssetId: integer('media_asset_id').references(() => mediaAssets.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_uploads_user_month_idx').on(t.userId, t.createdAt)],
);

export type MediaAssetRow = typeof mediaAssets.$inferSelect;

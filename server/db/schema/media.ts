// Uploaded media: the private original and the public variants of each photo, video or avatar, with the
// camera data read from the file. Sightings and profiles point at an asset.
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

const gearKey = (value: SQL) => sql`regexp_replace(lower(${value}), '[^a-z0-9]', '', 'g')`;
/**
 * What the gear shop matches a photo's camera data on (features/gear/service.ts, "sightings made with this gear"):
 * the model, make and model, and lens, in lower case with letters and digits only, so "NIKON Z 8" and "Nikon Z8"
 * compare equal. One definition for the index and the query, which must spell the expression the same way.
 */
export const cameraGearKeys = (camera: AnyPgColumn) =>
  sql`(array[${gearKey(sql`${camera}->>'model'`)}, ${gearKey(sql`coalesce(${camera}->>'make', '') || (${camera}->>'model')`)}, ${gearKey(sql`${camera}->>'lens'`)}])`;

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
    /**
     * The Idempotency-Key the upload was sent with (field mode's offline queue sends it again after a lost
     * answer): the same member sending it again is answered this asset instead of storing a second one.
     */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_assets_owner_idx').on(t.ownerId, t.createdAt),
    // One asset per member and key: two sends of one key racing each other store one (features/field).
    uniqueIndex('media_assets_owner_client_key_idx')
      .on(t.ownerId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    // The photos made with a product: without it, a product no photo names read every sighting and its camera
    // data (2.5 s on PGlite at 200,000 sightings; bench/shop.ts). fastupdate off: PGlite has no autovacuum to
    // empty GIN's pending list, which every read would otherwise scan.
    index('media_assets_gear_keys_idx')
      .using('gin', cameraGearKeys(t.camera))
      .with({ fastupdate: false })
      .where(sql`${t.camera} is not null`),
  ],
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

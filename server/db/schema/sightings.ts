// Sightings, their comments and likes, and category images (spec section 3, "sightings" and related).

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mediaAssets } from './media';
import { users } from './users';

export const sightings = pgTable(
  'sightings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    speciesName: text('species_name').notNull(),
    category: text('category'),
    description: text('description'),
    location: text('location'),
    specificLocation: text('specific_location'),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    photoUrl: text('photo_url'),
    videoUrl: text('video_url'),
    mediaType: text('media_type').notNull().default('photo'),
    dateSpotted: date('date_spotted'),
    timeSpotted: time('time_spotted'),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    /** Kept in step with the comments table inside the same transaction, so lists need no COUNT. */
    commentCount: integer('comment_count').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(true),
    rarityLevel: text('rarity_level'),
    confidence: text('confidence').notNull().default('confirmed'),
    verificationStatus: text('verification_status').notNull().default('verified'),
    weatherConditions: text('weather_conditions'),
    temperature: numeric('temperature', { precision: 4, scale: 1 }),
    season: text('season'),
    timeOfDay: text('time_of_day'),
    visibility: text('visibility'),
    wildlifeActivity: text('wildlife_activity'),
    groupSize: integer('group_size'),
    adultCount: integer('adult_count'),
    juvenileCount: integer('juvenile_count'),
    nestingBehavior: boolean('nesting_behavior'),
    migrationRelated: boolean('migration_related'),
    speciesId: integer('species_id'),
    customSpeciesId: integer('custom_species_id'),
    isCurated: boolean('is_curated').notNull().default(false),
    instagramSourceUrl: text('instagram_source_url'),
    instagramSourceUsername: text('instagram_source_username'),
    originalSource: text('original_source').notNull().default('user_upload'),
    curatedBy: integer('curated_by'),
    originalPhotographerCredit: text('original_photographer_credit'),
    /** The uploaded photo or video behind photoUrl/videoUrl (variants, placeholder, camera data). */
    mediaAssetId: integer('media_asset_id').references(() => mediaAssets.id, { onDelete: 'set null' }),
    /** Licence of a credited photo (e.g. CC-BY-SA-4.0) and where it came from. */
    photoLicense: text('photo_license'),
    /** Page of the original work for credited media that came from outside (e.g. a Wikimedia Commons file). */
    sourceUrl: text('source_url'),
    /**
     * 'casual' (no date, position or media), 'needs_id' or 'research' (community agreement on a species), with the
     * community taxon behind it. Written only by the database (migration "identifications":
     * sighting_quality_refresh), in the writer's transaction, on every identification, edit or media change.
     */
    qualityGrade: text('quality_grade').notNull().default('casual'),
    communitySpeciesId: integer('community_species_id'),
    /**
     * Where the position is, worked out offline from the coordinates (server/features/places/placing.ts): the
     * country (ISO alpha-2), its first-level division and the nearest named place within 30 km. placed_at is
     * null until that is done (new rows, rows moved, a new gazetteer or new areas): a sweep places them.
     */
    /**
     * Geoprivacy (issue 13): the member's choice, 'open', 'obscured' or 'private'. What everyone else gets is
     * position_precision, which the database works out on every write (migration "geoprivacy"): 'none' for private,
     * 'obscured' when chosen or when the sighting is rare or its species threatened (VU or worse), else 'exact';
     * and public_latitude/longitude: the position itself, a point fixed per sighting at random inside its 0.2 degree
     * cell, or null. Every answer to anyone but the author shows only these.
     */
    geoprivacy: text('geoprivacy').notNull().default('open'),
    positionPrecision: text('position_precision').notNull().default('exact'),
    publicLatitude: numeric('public_latitude', { precision: 10, scale: 8 }),
    publicLongitude: numeric('public_longitude', { precision: 11, scale: 8 }),
    countryCode: text('country_code'),
    region: text('region'),
    placeName: text('place_name'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    /** The Idempotency-Key it was published with (features/field): a second send answers this sighting. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Where the wildlife map draws the sighting (server/features/map/grid.ts): Web Mercator x and y on a 2^24
     * grid of its public position (obscured ones inside their cell), null without one; map_band is y's level-12 row. Computed by the
     * database (functions of migration 0004), so every writer, the seed and bulk loads keep them right.
     */
    mapX: integer('map_x').generatedAlwaysAs(sql`map_grid_x("public_latitude", "public_longitude", NULL)`),
    mapY: integer('map_y').generatedAlwaysAs(sql`map_grid_y("public_latitude", "public_longitude", NULL)`),
    mapBand: integer('map_band').generatedAlwaysAs(
      sql`map_grid_y("public_latitude", "public_longitude", NULL) >> 12`,
    ),
  },
  (t) => [
    // Newest-first keyset pagination: (created_at, id) descending. NULLS FIRST matches PostgreSQL's default for
    // ORDER BY ... DESC; an index declared NULLS LAST is not used for it (measured: 82 ms seq scan vs 0.5 ms).
    index('sightings_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('sightings_category_created_idx').on(
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // One sighting per member and key: two sends of one key racing each other publish one (features/field).
    uniqueIndex('sightings_user_client_key_idx')
      .on(t.userId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    index('sightings_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The most_liked sort pages by keyset on (likes, id) descending.
    index('sightings_likes_idx').on(t.likes.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The most discussed public sighting (/comments-demo shows its thread).
    index('sightings_discussed_idx')
      .on(t.commentCount.desc(), t.id.desc())
      .where(sql`${t.isPublic} and ${t.commentCount} > 0`),
    // The research-grade filter of lists and the Darwin Core export.
    index('sightings_research_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.qualityGrade} = 'research'`),
    // The explore list's country filter, newest first (features/sightings/list-filters.ts): without it a country
    // with few or no sightings read the whole table (measured at 100,000 sightings: 1.8 s on PGlite, 130 ms on
    // PostgreSQL for a country without any).
    index('sightings_country_created_idx')
      .on(t.countryCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.countryCode} is not null`),
    // The explore list's days-seen filter: a range holding few sightings is gathered here, not found by reading
    // every sighting (measured: a range before all of them, 324 ms on PGlite, 60-140 ms on PostgreSQL).
    index('sightings_date_spotted_idx').on(t.dateSpotted).where(sql`${t.dateSpotted} is not null`),
    // A species' new Red List status repositions its sightings (migration "geoprivacy").
    index('sightings_species_idx').on(t.speciesId).where(sql`${t.speciesId} is not null`),
    index('sightings_community_species_idx')
      .on(t.communitySpeciesId)
      .where(sql`${t.communitySpeciesId} is not null`),
    // The moderation queue's removed sightings, newest first (features/moderation/queue.ts).
    index('sightings_removed_idx').on(t.updatedAt.desc()).where(sql`${t.verificationStatus} = 'removed'`),
    // The placing sweep's queue: only the rows still to place.
    index('sightings_unplaced_idx').on(t.id).where(sql`${t.placedAt} is null`),
    // The sightings of the photos a gear product matched (gear/service.ts), and the media asset delete's
    // ON DELETE SET NULL, which otherwise reads every sighting.
    index('sightings_media_asset_idx').on(t.mediaAssetId).where(sql`${t.mediaAssetId} is not null`),
    // The map's box query: one range of x per band of rows, answered from the index alone (map/service.ts).
    index('sightings_map_idx')
      .on(t.mapBand, t.mapX, t.mapY, t.category, t.id)
      .where(sql`${t.isPublic} and ${t.mapBand} is not null`),
    // The same for the species a map search matched (map/service.ts, map_species).
    index('sightings_map_species_idx')
      .on(t.speciesName, t.mapBand, t.mapX, t.mapY, t.category, t.id)
      .where(sql`${t.isPublic} and ${t.mapBand} is not null`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentCommentId: integer('parent_comment_id'),
    content: text('content').notNull(),
    likes: integer('likes').notNull().default(0),
    isEdited: boolean('is_edited').notNull().default(false),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /**
     * Hidden by moderation (features/moderation): shown nowhere (with its replies) and not counted. hiddenBy says
     * who hid it: 'flags' (enough members flagged it, until an administrator decides) or 'admin'.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by'),
    /** The Idempotency-Key it was posted with (features/field): a second send answers this comment. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_sighting_idx').on(t.sightingId, t.createdAt),
    uniqueIndex('comments_user_client_key_idx')
      .on(t.userId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    index('comments_parent_idx').on(t.parentCommentId),
    // The moderation queue's hidden comments, newest first (few rows: a partial index).
    index('comments_hidden_idx').on(t.hiddenAt.desc()).where(sql`${t.hiddenAt} is not null`),
  ],
);

export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sightingId] }), index('likes_sighting_idx').on(t.sightingId)],
);

export const categoryImages = pgTable(
  'category_images',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    imageUrl: text('image_url').notNull(),
    uploadedBy: integer('uploaded_by'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('category_images_category_idx').on(t.category)],
);

export type SightingRow = typeof sightings.$inferSelect;

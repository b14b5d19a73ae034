// AI identification (spec section 3: ai_identifications, species_recognition_feedback), the photo embeddings the
// default identifier compares against, and the administrators' AI settings.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
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
import { mediaAssets } from './media';
import { sightings } from './sightings';
import { speciesDatabase } from './species';
import { users } from './users';

/** bytea as a Node Buffer (embeddings: little-endian float32, 4 bytes a dimension). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export interface StoredCandidate {
  speciesId: number;
  scientificName: string;
  confidence: number;
  reasons: unknown[];
}

/** One identification run: what was asked, what the identifier answered, and what the member said of it. */
export const aiIdentifications = pgTable(
  'ai_identifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaAssetId: integer('media_asset_id').references(() => mediaAssets.id, { onDelete: 'set null' }),
    sightingId: integer('sighting_id').references(() => sightings.id, { onDelete: 'set null' }),
    /** The photo's address when it is a stored media asset or sighting photo; null for a one-off upload. */
    imageUrl: text('image_url'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    observedOn: date('observed_on'),
    /** pending -> completed | failed */
    processingStatus: text('processing_status').notNull().default('pending'),
    /** identified | uncertain | no_animal, once completed. */
    outcome: text('outcome'),
    predictions: jsonb('predictions').$type<StoredCandidate[]>().notNull().default([]),
    /** Scientific name of the best candidate. */
    topPrediction: text('top_prediction'),
    topSpeciesId: integer('top_species_id').references(() => speciesDatabase.id, { onDelete: 'set null' }),
    confidence: real('confidence'),
    box: jsonb('box').$type<{ x: number; y: number; width: number; height: number }>(),
    detectedLabel: text('detected_label'),
    /** Which identifier answered ('similarity' or 'onnx:<file>'). */
    identifier: text('identifier').notNull(),
    priority: text('priority').notNull().default('normal'),
    timings: jsonb('timings').$type<Record<string, number>>().notNull().default({}),
    isUserConfirmed: boolean('is_user_confirmed').notNull().default(false),
    userCorrectedSpecies: text('user_corrected_species'),
    userCorrectedSpeciesId: integer('user_corrected_species_id').references(() => speciesDatabase.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_identifications_user_idx').on(t.userId, t.createdAt),
    index('ai_identifications_sighting_idx').on(t.sightingId).where(sql`${t.sightingId} is not null`),
  ],
);

/** The member's word on a run: confirmed, or corrected to another species. One per run (the latest). */
export const speciesRecognitionFeedback = pgTable(
  'species_recognition_feedback',
  {
    id: serial('id').primaryKey(),
    identificationId: integer('identification_id')
      .notNull()
      .references(() => aiIdentifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** confirm | correct */
    kind: text('kind').notNull(),
    speciesId: integer('species_id')
      .notNull()
      .references(() => speciesDatabase.id, { onDelete: 'cascade' }),
    /** The identifier's best candidate at the time, for accuracy figures. */
    predictedSpeciesId: integer('predicted_species_id'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('species_recognition_feedback_run_idx').on(t.identificationId)],
);

/**
 * The embedding of a confirmed sighting's photo (the crop on its animal), by model. The default identifier keeps
 * these in memory in the vision process and finds the nearest ones (brute-force cosine; pgvector is not
 * available for the PostgreSQL server here, see docs/PERFORMANCE.md).
 */
export const photoEmbeddings = pgTable(
  'photo_embeddings',
  {
    id: serial('id').primaryKey(),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    mediaAssetId: integer('media_asset_id').references(() => mediaAssets.id, { onDelete: 'cascade' }),
    speciesId: integer('species_id')
      .notNull()
      .references(() => speciesDatabase.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    dimensions: integer('dimensions').notNull(),
    embedding: bytea('embedding').notNull(),
    /** COCO label of the crop the embedding was taken from, or null for the whole photo. */
    detectedLabel: text('detected_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('photo_embeddings_sighting_model_idx').on(t.sightingId, t.model),
    index('photo_embeddings_model_idx').on(t.model, t.id),
  ],
);

/** The administrators' AI settings: one row (id 1). */
export const aiSettings = pgTable('ai_settings', {
  id: integer('id').primaryKey().default(1),
  /** 'similarity' (the offline default) or 'onnx' (the operator's model). */
  identifier: text('identifier').notNull().default('similarity'),
  /** Below this best confidence the answer is "cannot tell" (uncertain). */
  minConfidence: real('min_confidence').notNull().default(0.5),
  /** Radius of "seen nearby". */
  nearbyRadiusKm: real('nearby_radius_km').notNull().default(50),
  onnxModelPath: text('onnx_model_path'),
  onnxLabelsPath: text('onnx_labels_path'),
  /** Side of the square input the ONNX model expects. */
  onnxInputSize: integer('onnx_input_size').notNull().default(224),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

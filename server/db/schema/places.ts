// Places (issue 13): the protected areas and wildlife hot spots of /locations (spec section 3, protected_areas),
// loaded from server/data/locations at start, and which of them each sighting was made in.
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sightings } from './sightings';

export const protectedAreas = pgTable(
  'protected_areas',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2 of the country holding the centre ('AQ' for Antarctica). */
    country: text('country').notNull(),
    state: text('state'),
    parkType: text('park_type').notNull(),
    /** Continent or ocean, for browsing the world by part. */
    realm: text('realm').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** A circle around the centre that roughly covers the area: sightings inside it belong to the area. */
    radiusKm: integer('radius_km').notNull(),
    /** GeoJSON geometry of the area where the data has one (none of the shipped areas has yet). */
    boundary: jsonb('boundary'),
    areaKm2: integer('area_km2'),
    established: smallint('established'),
    /** Scientific names of the species the area is known for. */
    popularSpecies: text('popular_species').array().notNull().default(sql`'{}'::text[]`),
    /** Best months to visit (1-12) and why. */
    bestMonths: smallint('best_months').array().notNull().default(sql`'{}'::smallint[]`),
    bestVisitingTimes: text('best_visiting_times'),
    description: text('description').notNull(),
    websiteUrl: text('website_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('protected_areas_slug_idx').on(t.slug),
    index('protected_areas_country_idx').on(t.country),
  ],
);

/** The areas a sighting's position lies in (written with its place, server/features/places/placing.ts). */
export const protectedAreaSightings = pgTable(
  'protected_area_sightings',
  {
    areaId: integer('area_id')
      .notNull()
      .references(() => protectedAreas.id, { onDelete: 'cascade' }),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    /** The sighting's created_at, so an area's newest sightings are read in index order, not sorted. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.areaId, t.sightingId] }),
    index('protected_area_sightings_sighting_idx').on(t.sightingId),
    index('protected_area_sightings_newest_idx').on(
      t.areaId,
      t.createdAt.desc().nullsFirst(),
      t.sightingId.desc().nullsFirst(),
    ),
  ],
);

export type ProtectedAreaRow = typeof protectedAreas.$inferSelect;

/**
 * Which shipped areas and gazetteer the database's places were worked out with (one row): a start with other
 * files loads the areas again and sends every sighting back to the placing sweep.
 */
export const placesState = pgTable('places_state', {
  id: smallint('id').primaryKey(),
  version: text('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

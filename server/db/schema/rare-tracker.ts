// The rare tracker (issue 13, spec section 3): rare_sightings (one record per rare or threatened species per area,
// kept from the members' published sightings), rare_sighting_reports (which sightings a record counts, each
// once), rare_species_watchers and sighting_verifications. The true position is stored; answers obscure it.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sightings } from './sightings';
import { speciesDatabase } from './species';
import { users } from './users';

export const rareSightings = pgTable(
  'rare_sightings',
  {
    id: serial('id').primaryKey(),
    /** The catalogue species when the sightings are linked to one; else records match by lower(species_name). */
    speciesId: integer('species_id').references(() => speciesDatabase.id, { onDelete: 'set null' }),
    speciesName: text('species_name').notNull(),
    commonName: text('common_name'),
    category: text('category'),
    /** The region (first-level division) of the first sighting; never a finer place. */
    location: text('location'),
    region: text('region'),
    countryCode: text('country_code'),
    /** The true position of the first sighting (spec: coordinates). Never answered as is. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    lastSeenDate: timestamp('last_seen_date', { withTimezone: true }).notNull(),
    confidence: text('confidence').notNull().default('possible'),
    description: text('description'),
    hasPhoto: boolean('has_photo').notNull().default(false),
    photoUrl: text('photo_url'),
    /** When the sighting whose photo is shown was made: a newer one's photo replaces it. */
    photoSeenAt: timestamp('photo_seen_at', { withTimezone: true }),
    reportedBy: integer('reported_by').references(() => users.id, { onDelete: 'set null' }),
    verificationStatus: text('verification_status').notNull().default('pending'),
    rarityLevel: text('rarity_level').notNull(),
    timesSighted: integer('times_sighted').notNull().default(1),
    activeWatchers: integer('active_watchers').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rare_sightings_species_idx').on(t.speciesId),
    index('rare_sightings_last_seen_idx').on(t.lastSeenDate.desc(), t.id.desc()),
  ],
);

export const rareSightingReports = pgTable(
  'rare_sighting_reports',
  {
    rareSightingId: integer('rare_sighting_id')
      .notNull()
      .references(() => rareSightings.id, { onDelete: 'cascade' }),
    /** A sighting counts once, in one record. */
    sightingId: integer('sighting_id')
      .primaryKey()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rare_sighting_reports_record_idx').on(t.rareSightingId)],
);

export const rareSpeciesWatchers = pgTable(
  'rare_species_watchers',
  {
    id: serial('id').primaryKey(),
    rareSightingId: integer('rare_sighting_id')
      .notNull()
      .references(() => rareSightings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertRadius: integer('alert_radius').notNull().default(50),
    emailEnabled: boolean('email_enabled').notNull().default(true),
    pushEnabled: boolean('push_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rare_species_watchers_record_user_idx').on(t.rareSightingId, t.userId),
    index('rare_species_watchers_user_idx').on(t.userId),
  ],
);

export const sightingVerifications = pgTable(
  'sighting_verifications',
  {
    id: serial('id').primaryKey(),
    rareSightingId: integer('rare_sighting_id')
      .notNull()
      .references(() => rareSightings.id, { onDelete: 'cascade' }),
    verifierId: integer('verifier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** confirmed or rejected */
    verificationStatus: text('verification_status').notNull(),
    verificationNotes: text('verification_notes').notNull().default(''),
    expertiseLevel: text('expertise_level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sighting_verifications_record_verifier_idx').on(t.rareSightingId, t.verifierId)],
);

export type RareSightingRow = typeof rareSightings.$inferSelect;

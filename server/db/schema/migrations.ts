// Migrations (issue 13 item 6, spec section 3): the shipped migration patterns (server/data/migrations, loaded at
// start when the file changed), the sightings members link to them, and members' migration alerts.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sightings } from './sightings';
import { users } from './users';

export const migrationPatterns = pgTable(
  'migration_patterns',
  {
    id: serial('id').primaryKey(),
    /** The shipped id, used in URLs. */
    slug: text('slug').notNull(),
    speciesName: text('species_name').notNull(),
    commonName: text('common_name').notNull(),
    migrationName: text('migration_name').notNull(),
    migrationDirection: text('migration_direction').notNull(),
    startLocation: text('start_location').notNull(),
    endLocation: text('end_location').notNull(),
    startLatitude: doublePrecision('start_latitude').notNull(),
    startLongitude: doublePrecision('start_longitude').notNull(),
    endLatitude: doublePrecision('end_latitude').notNull(),
    endLongitude: doublePrecision('end_longitude').notNull(),
    /** [latitude, longitude] waypoints, start first. */
    route: jsonb('route').$type<[number, number][]>().notNull(),
    peakStartMonth: smallint('peak_start_month').notNull(),
    peakEndMonth: smallint('peak_end_month').notNull(),
    /** One way, in km. */
    migrationDistance: integer('migration_distance').notNull(),
    category: text('category').notNull().default('birds'),
    hemisphere: text('hemisphere').notNull(),
    confidenceLevel: text('confidence_level').notNull().default('high'),
    dataSource: text('data_source').notNull().default('community'),
    description: text('description').notNull(),
    /** Order of the shipped file. */
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('migration_patterns_slug_idx').on(t.slug)],
);

export type MigrationPatternRow = typeof migrationPatterns.$inferSelect;

/** Which version of the shipped patterns file the table holds (one row). */
export const migrationsState = pgTable('migrations_state', {
  id: smallint('id').primaryKey(),
  version: text('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const migrationSightings = pgTable(
  'migration_sightings',
  {
    id: serial('id').primaryKey(),
    migrationPatternId: integer('migration_pattern_id')
      .notNull()
      .references(() => migrationPatterns.id, { onDelete: 'cascade' }),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    /** Who linked it: the sighting's author. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    location: text('location'),
    sightingDate: text('sighting_date'),
    migrationPhase: text('migration_phase').notNull(),
    groupSize: integer('group_size'),
    behaviorObserved: text('behavior_observed'),
    weatherConditions: text('weather_conditions'),
    photoUrl: text('photo_url'),
    notes: text('notes'),
    verificationStatus: text('verification_status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('migration_sightings_pattern_sighting_idx').on(t.migrationPatternId, t.sightingId),
    index('migration_sightings_sighting_idx').on(t.sightingId),
  ],
);

export const migrationAlerts = pgTable(
  'migration_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    migrationPatternId: integer('migration_pattern_id')
      .notNull()
      .references(() => migrationPatterns.id, { onDelete: 'cascade' }),
    alertType: text('alert_type').notNull(),
    /** In km. */
    alertRadius: integer('alert_radius').notNull().default(50),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    emailEnabled: boolean('email_enabled').notNull().default(false),
    pushEnabled: boolean('push_enabled').notNull().default(false),
    /** The year a peak_start alert last announced its pattern's peak, so each peak is announced once. */
    notifiedYear: integer('notified_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('migration_alerts_user_idx').on(t.userId),
    index('migration_alerts_pattern_idx').on(t.migrationPatternId),
  ],
);

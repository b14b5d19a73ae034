// Location alerts (issue 13 item 3; spec section 3: location_alerts, alert_triggers): what a member wants to be
// told about around a place, the 1-degree cells each alert covers (the spatial index the matching job reads
// instead of scanning every alert), and the matches it recorded.
import type { AlertSpecies, HoursWindow, TriggerDelivery } from '@common/schemas/location-alerts';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sightings } from './sightings';
import { users } from './users';

export const locationAlerts = pgTable(
  'location_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertName: text('alert_name').notNull(),
    alertType: text('alert_type').notNull().default('radius'),
    location: text('location').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusKm: real('radius_km').notNull().default(50),
    // Lists are JSON arrays; an empty one means "any".
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    specificSpecies: jsonb('specific_species').$type<AlertSpecies[]>().notNull().default([]),
    rarityLevels: jsonb('rarity_levels').$type<string[]>().notNull().default([]),
    timeOfDay: jsonb('time_of_day').$type<string[]>().notNull().default([]),
    weatherConditions: jsonb('weather_conditions').$type<string[]>().notNull().default([]),
    seasonality: jsonb('seasonality').$type<number[]>().notNull().default([]),
    activeHours: jsonb('active_hours').$type<HoursWindow | null>(),
    quietHours: jsonb('quiet_hours').$type<HoursWindow | null>(),
    timeZone: text('time_zone').notNull().default('UTC'),
    photographerFollowing: boolean('photographer_following').notNull().default(false),
    smartFiltering: boolean('smart_filtering').notNull().default(true),
    priorityLevel: text('priority_level').notNull().default('medium'),
    confidenceThreshold: smallint('confidence_threshold').notNull().default(70),
    maxAlertsPerDay: smallint('max_alerts_per_day').notNull().default(10),
    emailEnabled: boolean('email_enabled').notNull().default(true),
    pushEnabled: boolean('push_enabled').notNull().default(true),
    inAppEnabled: boolean('in_app_enabled').notNull().default(true),
    dailyDigest: boolean('daily_digest').notNull().default(false),
    weeklyReport: boolean('weekly_report').notNull().default(false),
    instantHighPriority: boolean('instant_high_priority').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    startDate: text('start_date'),
    endDate: text('end_date'),
    tripType: text('trip_type'),
    accommodationLocation: text('accommodation_location'),
    /**
     * The daily maximum's counter: the day (YYYY-MM-DD in the alert's time zone) it counts and how many alerts
     * went out that day. Kept on the row so a match checks the cap without counting triggers.
     */
    capDay: text('cap_day'),
    capCount: integer('cap_count').notNull().default(0),
    /** When the last digest and weekly report were sent: each covers the triggers since. */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    reportSentAt: timestamp('report_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('location_alerts_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The spatial index: one row per 1 x 1 degree cell an alert's circle touches (cell = (floor(lat) + 90) * 360 +
 * floor(lon) + 180), with the circle itself: a new sighting reads the index entries of its own cell and keeps those
 * whose circle holds it before any alert row is fetched.
 */
export const locationAlertCells = pgTable(
  'location_alert_cells',
  {
    cell: integer('cell').notNull(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => locationAlerts.id, { onDelete: 'cascade' }),
    // The alert's circle, copied here so the cell's index entries alone tell which circles hold a point.
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    radiusKm: real('radius_km').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.cell, t.alertId] }),
    index('location_alert_cells_alert_idx').on(t.alertId),
    index('location_alert_cells_circle_idx').on(t.cell, t.latitude, t.longitude, t.radiusKm, t.alertId),
  ],
);

export const alertTriggers = pgTable(
  'alert_triggers',
  {
    id: serial('id').primaryKey(),
    locationAlertId: integer('location_alert_id')
      .notNull()
      .references(() => locationAlerts.id, { onDelete: 'cascade' }),
    /** The alert's owner, kept here so a member's triggers list without a join. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    triggerType: text('trigger_type').notNull().default('location'),
    /** Why it matched: distance, the reasons that scored. */
    triggerData: jsonb('trigger_data').$type<{ distanceKm: number; reasons: string[] }>().notNull(),
    /** Lower-cased species name, for the throttle (same species, same alert, within 300 s). */
    speciesKey: text('species_key').notNull(),
    relevanceScore: smallint('relevance_score').notNull(),
    delivery: text('delivery').$type<TriggerDelivery>().notNull(),
    userViewed: boolean('user_viewed').notNull().default(false),
    userActedOn: boolean('user_acted_on').notNull().default(false),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A job run twice records a match once.
    uniqueIndex('alert_triggers_alert_sighting_idx').on(t.locationAlertId, t.sightingId),
    index('alert_triggers_alert_created_idx').on(t.locationAlertId, t.createdAt),
    index('alert_triggers_throttle_idx').on(t.locationAlertId, t.speciesKey, t.createdAt),
    index('alert_triggers_user_created_idx').on(t.userId, t.createdAt),
    index('alert_triggers_sighting_idx').on(t.sightingId),
  ],
);

export type LocationAlertRow = typeof locationAlerts.$inferSelect;
export type AlertTriggerRow = typeof alertTriggers.$inferSelect;

// Migrations (issue 13 item 6): the shipped migration patterns of /migrations (server/data/migrations), the
// sightings members link to them, and their migration alerts (spec section 3: migration_patterns,
// migration_sightings, migration_alerts).
import { z } from 'zod';
import { lengthLimit } from './length-limit';
import type { Sighting } from './sightings';

export const MIGRATION_CATEGORIES = ['birds', 'mammals', 'marine', 'insects'] as const;
export type MigrationCategory = (typeof MIGRATION_CATEGORIES)[number];

export const HEMISPHERES = ['northern', 'southern', 'both'] as const;
export type Hemisphere = (typeof HEMISPHERES)[number];

export const CONFIDENCE_LEVELS = ['high', 'medium'] as const;

export const MIGRATION_PHASES = [
  'departure',
  'staging',
  'passage',
  'arrival',
  'wintering',
  'breeding',
] as const;
export type MigrationPhase = (typeof MIGRATION_PHASES)[number];

export const MIGRATION_ALERT_TYPES = ['peak_start', 'nearby_sighting'] as const;
export type MigrationAlertType = (typeof MIGRATION_ALERT_TYPES)[number];

export const MIGRATION_NOT_FOUND_MESSAGE = 'Migration not found';
export const MIGRATION_SIGHTING_NOT_FOUND_MESSAGE = 'Sighting not found';
export const MIGRATION_OWN_SIGHTINGS_MESSAGE = 'You can only link your own sightings to a migration.';
export const MIGRATION_ALREADY_LINKED_MESSAGE = 'This sighting is already linked to this migration.';
export const MIGRATION_LINK_NOT_FOUND_MESSAGE = 'This sighting is not linked to this migration.';
export const MIGRATION_LINK_OWN_ONLY_MESSAGE = 'You can only remove the links you made.';
export const MIGRATION_ALERT_NOT_FOUND_MESSAGE = 'Migration alert not found';
export const MIGRATION_ALERT_OWN_ONLY_MESSAGE = 'You can only remove your own migration alerts.';

export const MIGRATION_ALERT_RADIUS_DEFAULT_KM = 50;
export const MIGRATION_ALERT_RADIUS_MAX_KM = 500;

const month = z.number().int().min(1).max(12);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One pattern as the shipped file describes it (server/data/migrations/patterns.json), checked when it loads. */
export const shippedMigrationSchema = z.strictObject({
  id: z.string().max(120).regex(slugPattern),
  scientificName: z.string().min(3).max(200),
  commonName: z.string().min(2).max(200),
  migrationName: z.string().min(3).max(200),
  direction: z.string().min(3).max(40),
  category: z.enum(MIGRATION_CATEGORIES),
  startLocation: z.string().min(2).max(200),
  endLocation: z.string().min(2).max(200),
  route: z
    .array(z.tuple([latitude, longitude]))
    .min(4)
    .max(50),
  peakStartMonth: month,
  peakEndMonth: month,
  distanceKm: z.number().int().positive().max(100_000),
  hemisphere: z.enum(HEMISPHERES),
  confidenceLevel: z.enum(CONFIDENCE_LEVELS),
  dataSource: z.string().min(10).max(400),
  description: z.string().min(200).max(1200),
});
export type ShippedMigration = z.infer<typeof shippedMigrationSchema>;

/** True when the month lies in the peak window start..end, which may wrap the year end (11..2). */
export function monthInWindow(m: number, start: number, end: number): boolean {
  return start <= end ? m >= start && m <= end : m >= start || m <= end;
}

export const migrationIdParamsSchema = z.strictObject({
  id: z
    .string()
    .max(120, lengthLimit(MIGRATION_NOT_FOUND_MESSAGE))
    .regex(slugPattern, MIGRATION_NOT_FOUND_MESSAGE),
});

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const migrationSightingParamsSchema = migrationIdParamsSchema.extend({
  sightingId: positiveId,
});

export const migrationAlertParamsSchema = z.strictObject({ id: positiveId });

export const migrationListQuerySchema = z.strictObject({
  category: z.enum(MIGRATION_CATEGORIES, 'Unknown category').optional(),
  /** Patterns whose peak window holds this month (1-12). */
  month: z.coerce.number().int().min(1, 'Month must be 1 to 12').max(12, 'Month must be 1 to 12').optional(),
  /** Patterns of this hemisphere (those of both hemispheres always match). */
  hemisphere: z.enum(['northern', 'southern'], 'Hemisphere must be northern or southern').optional(),
  /** Only patterns whose peak window holds the current month. */
  happeningNow: z
    .enum(['true', 'false'], 'happeningNow must be true or false')
    .transform((v) => v === 'true')
    .optional(),
  /** Part of a name, a place or the description. */
  q: z.string().trim().max(100, lengthLimit('Search text is too long')).optional(),
});
export type MigrationListQuery = z.input<typeof migrationListQuerySchema>;

export const migrationPatternSchema = z.object({
  id: z.string(),
  scientificName: z.string(),
  commonName: z.string(),
  migrationName: z.string(),
  direction: z.string(),
  category: z.enum(MIGRATION_CATEGORIES),
  startLocation: z.string(),
  endLocation: z.string(),
  /** [latitude, longitude] waypoints, start first. */
  route: z.array(z.tuple([z.number(), z.number()])),
  peakStartMonth: z.number().int(),
  peakEndMonth: z.number().int(),
  distanceKm: z.number().int(),
  hemisphere: z.enum(HEMISPHERES),
  confidenceLevel: z.string(),
  dataSource: z.string(),
  description: z.string(),
  /** The species' catalogue page, when the catalogue holds it. */
  speciesSlug: z.string().nullable(),
  /** Public sightings members linked to the pattern. */
  sightingCount: z.number().int(),
  /** The current month (server clock) lies in the peak window. */
  happeningNow: z.boolean(),
});
export type MigrationPattern = z.infer<typeof migrationPatternSchema>;

export const migrationListSchema = z.object({
  items: z.array(migrationPatternSchema),
  /** The server's current month (1-12), which happeningNow is computed for. */
  currentMonth: z.number().int(),
});
export type MigrationList = z.infer<typeof migrationListSchema>;

/** A sighting linked to a pattern, with what the linker observed of the migration. */
export interface MigrationSightingLink {
  migrationPhase: MigrationPhase;
  groupSize: number | null;
  behaviorObserved: string | null;
  weatherConditions: string | null;
  notes: string | null;
  verificationStatus: string;
  linkedBy: number;
  linkedAt: string;
  sighting: Sighting;
}

export interface MigrationDetail extends MigrationPattern {
  /** The newest linked public sightings whose position may be shown. */
  sightings: MigrationSightingLink[];
}

const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, lengthLimit(`${what} is too long`))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const linkMigrationSightingSchema = z.strictObject({
  sightingId: z.number().int().positive().max(2_147_483_647),
  migrationPhase: z.enum(MIGRATION_PHASES, 'Choose a migration phase'),
  groupSize: z.number().int().min(1).max(10_000_000).nullable().optional(),
  behaviorObserved: optionalText(500, 'Behaviour observed'),
  weatherConditions: optionalText(200, 'Weather conditions'),
  notes: optionalText(1000, 'Notes'),
});
export type LinkMigrationSightingInput = z.input<typeof linkMigrationSightingSchema>;

export const migrationAlertSchema = z.object({
  id: z.number().int(),
  migrationPatternId: z.string(),
  migrationName: z.string(),
  commonName: z.string(),
  alertType: z.enum(MIGRATION_ALERT_TYPES),
  alertRadius: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  emailEnabled: z.boolean(),
  pushEnabled: z.boolean(),
  createdAt: z.string(),
});
export type MigrationAlert = z.infer<typeof migrationAlertSchema>;

export const migrationAlertListSchema = z.object({
  items: z.array(migrationAlertSchema),
  /** How many alerts of every kind together the member may keep (alert allowance); null when unlimited. */
  limit: z.number().int().nullable(),
});
export type MigrationAlertList = z.infer<typeof migrationAlertListSchema>;

export const createMigrationAlertSchema = z.strictObject({
  migrationPatternId: z
    .string()
    .max(120, lengthLimit(MIGRATION_NOT_FOUND_MESSAGE))
    .regex(slugPattern, MIGRATION_NOT_FOUND_MESSAGE),
  alertType: z.enum(MIGRATION_ALERT_TYPES, 'Unknown alert type'),
  alertRadius: z
    .number()
    .int()
    .min(1, `The radius must be 1 to ${MIGRATION_ALERT_RADIUS_MAX_KM} km`)
    .max(MIGRATION_ALERT_RADIUS_MAX_KM, `The radius must be 1 to ${MIGRATION_ALERT_RADIUS_MAX_KM} km`)
    .default(MIGRATION_ALERT_RADIUS_DEFAULT_KM),
  latitude,
  longitude,
  emailEnabled: z.boolean().default(false),
  pushEnabled: z.boolean().default(false),
});
export type CreateMigrationAlertInput = z.input<typeof createMigrationAlertSchema>;

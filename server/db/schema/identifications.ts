// Community identification (spec section 3: identification_requests, expert_identifications): members'
// identifications of sightings, from which the community taxon and the quality grade follow (migration
// "identifications": sighting_quality_refresh and its triggers), requests for help and experts' answers.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sightings } from './sightings';
import { speciesDatabase } from './species';
import { users } from './users';

/**
 * One member's identification of a sighting. A member's latest one is their current one (is_current); the
 * earlier ones are withdrawn but kept, so the sighting's history shows how the community changed its mind. The
 * author's own species (sightings.species_id) is written here by a trigger as the author's identification.
 */
export const sightingIdentifications = pgTable(
  'sighting_identifications',
  {
    id: serial('id').primaryKey(),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    speciesId: integer('species_id')
      .notNull()
      .references(() => speciesDatabase.id, { onDelete: 'cascade' }),
    comment: text('comment'),
    isCurrent: boolean('is_current').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    // At most one current identification per member and sighting; also the community taxon's read.
    uniqueIndex('sighting_identifications_current_idx').on(t.sightingId, t.userId).where(sql`${t.isCurrent}`),
    index('sighting_identifications_sighting_idx').on(t.sightingId, t.createdAt),
    // Expert marks and the profile count a member's current identifications.
    index('sighting_identifications_user_idx').on(t.userId).where(sql`${t.isCurrent}`),
  ],
);

/** A request for help identifying a sighting: pending -> answered -> resolved or closed. */
export const identificationRequests = pgTable(
  'identification_requests',
  {
    id: serial('id').primaryKey(),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    priority: text('priority').notNull().default('normal'),
    isResolved: boolean('is_resolved').notNull().default(false),
    resolvedSpeciesId: integer('resolved_species_id').references(() => speciesDatabase.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per sighting.
    uniqueIndex('identification_requests_open_idx')
      .on(t.sightingId)
      .where(sql`${t.status} in ('pending', 'answered')`),
    // The experts' queue: high priority first, then the oldest.
    index('identification_requests_queue_idx').on(t.status, t.priority, t.createdAt, t.id),
  ],
);

/** An expert's answer to a request, with the expertise they held in the sighting's category when answering. */
export const expertIdentifications = pgTable(
  'expert_identifications',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => identificationRequests.id, { onDelete: 'cascade' }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    speciesId: integer('species_id')
      .notNull()
      .references(() => speciesDatabase.id, { onDelete: 'cascade' }),
    /** 'expert' (holds the category's mark) or 'leading_expert' (five times the mark's threshold). */
    expertiseLevel: text('expertise_level').notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expert_identifications_request_idx').on(t.requestId, t.createdAt)],
);

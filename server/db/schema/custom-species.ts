// Members' proposals of species the catalogue lacks (spec section 3, custom_species_proposals; section 5 for
// their validation), reviewed by the administrators in /admin/custom-species.
import type { CategoryValue } from '@common/constants/categories';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { adminAccounts } from './admin';
import { speciesDatabase } from './species';
import { users } from './users';

export const customSpeciesProposals = pgTable(
  'custom_species_proposals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commonName: text('common_name').notNull(),
    scientificName: text('scientific_name'),
    category: text('category').$type<Exclude<CategoryValue, 'insects'>>().notNull(),
    region: text('region'),
    /** Public URLs of the member's own uploads offered as evidence (their media ids are resolved on receipt). */
    evidenceMediaUrls: text('evidence_media_urls').array().notNull().default(sql`'{}'::text[]`),
    /** What the identifier suggested for the evidence, when the member came from a suggestion. */
    aiSuggestedSpeciesId: integer('ai_suggested_species_id').references(() => speciesDatabase.id, {
      onDelete: 'set null',
    }),
    aiConfidence: real('ai_confidence'),
    /** pending, then approved, merged or rejected (spec section 4: starts pending, can be merged). */
    status: text('status').notNull().default('pending'),
    /** The catalogue species the proposal was merged into. */
    mergedSpeciesId: integer('merged_species_id').references(() => speciesDatabase.id, {
      onDelete: 'set null',
    }),
    /** The catalogue species an approval created. */
    approvedSpeciesId: integer('approved_species_id').references(() => speciesDatabase.id, {
      onDelete: 'set null',
    }),
    submissionReason: text('submission_reason'),
    moderatorNotes: text('moderator_notes'),
    reviewedBy: integer('reviewed_by').references(() => adminAccounts.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The review queue reads one status, oldest first; a member reads their own, newest first.
    index('custom_species_proposals_status_idx').on(t.status, t.createdAt, t.id),
    index('custom_species_proposals_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export type CustomSpeciesProposalRow = typeof customSpeciesProposals.$inferSelect;

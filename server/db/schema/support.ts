// Help and legal (issue 16 item 2): messages sent through /contact and DMCA notices sent through /dmca-policy,
// read and settled by the administrators (features/support). Member ids are set null when an account is
// deleted: the message or notice stays, as it was sent, for the record of what was asked and done.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { adminAccounts } from './admin';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    /** The member signed in when it was sent (null: a visitor, or an account since deleted). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** common/schemas/support.ts CONTACT_TOPICS */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** The interface language it was written from, so the answer can be in it. */
    language: text('language').notNull().default('en'),
    /** Sent by a Premium member (priority support): the administrators' list shows these first. */
    priority: boolean('priority').notNull().default(false),
    /** open, handled */
    status: text('status').notNull().default('open'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => adminAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The administrators read one status, priority first, then oldest first.
  (t) => [index('contact_messages_status_idx').on(t.status, t.priority, t.createdAt, t.id)],
);

export const dmcaCases = pgTable(
  'dmca_cases',
  {
    id: serial('id').primaryKey(),
    /** The member signed in when it was sent, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** owner, agent */
    claimantRole: text('claimant_role').notNull(),
    fullName: text('full_name').notNull(),
    copyrightOwner: text('copyright_owner'),
    email: text('email').notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    copyrightedWork: text('copyrighted_work').notNull(),
    originalUrl: text('original_url'),
    /** The address as the claimant wrote it. */
    infringingUrl: text('infringing_url').notNull(),
    /** What it names: sighting, portfolio or guide, and the id or portfolio address. */
    itemKind: text('item_kind').notNull(),
    itemRef: text('item_ref').notNull(),
    details: text('details'),
    /** The two statements of 17 U.S.C. 512(c)(3)(A)(v) and (vi); a notice is only accepted with both. */
    goodFaith: boolean('good_faith').notNull(),
    accuracy: boolean('accuracy').notNull(),
    /** The electronic signature: the full name typed again. */
    signature: text('signature').notNull(),
    /** open, actioned, rejected */
    status: text('status').notNull().default('open'),
    adminNote: text('admin_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => adminAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dmca_cases_status_idx').on(t.status, t.createdAt, t.id)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type DmcaCaseRow = typeof dmcaCases.$inferSelect;

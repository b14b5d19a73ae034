// Administrator accounts and their bearer-token sessions (spec sections 3 and 6).
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export interface AdminPermissions {
  manageProducts: boolean;
  viewRevenue: boolean;
  viewTraffic: boolean;
  manageUsers: boolean;
  systemSettings: boolean;
}

export const ALL_ADMIN_PERMISSIONS: AdminPermissions = {
  manageProducts: true,
  viewRevenue: true,
  viewTraffic: true,
  manageUsers: true,
  systemSettings: true,
};

export const adminAccounts = pgTable(
  'admin_accounts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    permissions: jsonb('permissions').$type<AdminPermissions>().notNull().default(ALL_ADMIN_PERMISSIONS),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_accounts_username_idx').on(t.username)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminAccounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token handed to the client. */
    sessionToken: text('session_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_sessions_token_idx').on(t.sessionToken),
    index('admin_sessions_admin_idx').on(t.adminId),
  ],
);

export type AdminAccountRow = typeof adminAccounts.$inferSelect;

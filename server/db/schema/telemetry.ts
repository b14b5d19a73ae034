// What the client reports about itself: errors, engagement and flow events (spec section 3, "Operations").
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    errorType: text('error_type').notNull(),
    severity: text('severity').notNull().default('medium'),
    message: text('message').notNull(),
    stackTrace: text('stack_trace'),
    fileName: text('file_name'),
    lineNumber: integer('line_number'),
    columnNumber: integer('column_number'),
    url: text('url'),
    /** The member signed in on the reporting request, never the id the client claims. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    browserInfo: jsonb('browser_info'),
    requestData: jsonb('request_data'),
    contextData: jsonb('context_data'),
    userAgent: text('user_agent'),
    resolved: boolean('resolved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('error_reports_created_idx').on(t.createdAt),
    index('error_reports_severity_idx').on(t.severity),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    category: text('category').notNull(),
    label: text('label'),
    value: real('value'),
    subscriptionTier: text('subscription_tier'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    userAgent: text('user_agent'),
    url: text('url'),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_created_idx').on(t.createdAt),
    index('analytics_events_action_idx').on(t.action),
  ],
);

export const flowEvents = pgTable(
  'flow_events',
  {
    id: serial('id').primaryKey(),
    flow: text('flow').notNull(),
    step: text('step').notNull(),
    status: text('status').notNull(),
    duration: integer('duration'),
    errorMessage: text('error_message'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flow_events_flow_idx').on(t.flow, t.createdAt)],
);

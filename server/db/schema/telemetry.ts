// What the client reports about itself: errors, engagement and flow events (spec section 3, "Operations"), and
// what the operator keeps about them: error groups, alert policies, the alerts sent and system health checks.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { adminAccounts } from './admin';
import { users } from './users';

/**
 * Error reports of one kind: the same type and message once numbers are taken out (server/features/operations/
 * error-groups.ts fingerprint). Counted as reports arrive, in the reporting transaction; resolving a group marks its
 * reports resolved, and a report arriving after that reopens it.
 */
export const errorGroups = pgTable(
  'error_groups',
  {
    id: serial('id').primaryKey(),
    /** md5 of the error type and the normalised message. */
    fingerprint: text('fingerprint').notNull(),
    errorType: text('error_type').notNull(),
    /** The message of the first report, as it came. */
    message: text('message').notNull(),
    /** The highest severity any report of the group had. */
    severity: text('severity').notNull(),
    count: integer('count').notNull().default(0),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    resolved: boolean('resolved').notNull().default(false),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => adminAccounts.id, { onDelete: 'set null' }),
    /** When a report arrived for the group while it was resolved. */
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('error_groups_fingerprint_idx').on(t.fingerprint),
    index('error_groups_last_seen_idx').on(t.lastSeen.desc(), t.id.desc()),
  ],
);

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
    /** Null only for reports stored before groups existed; grouped at start (operations/error-groups.ts). */
    groupId: integer('group_id').references(() => errorGroups.id, { onDelete: 'cascade' }),
    /** The page's path template (/sighting/:id), never the raw path with its ids. */
    page: text('page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('error_reports_created_idx').on(t.createdAt),
    index('error_reports_severity_idx').on(t.severity),
    index('error_reports_group_idx').on(t.groupId, t.createdAt),
    index('error_reports_ungrouped_idx').on(t.id).where(sql`${t.groupId} is null`),
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

/** Who is e-mailed about which error reports (spec section 3: minSeverity default high, throttle 300 s). */
export const alertPolicies = pgTable('alert_policies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  minSeverity: text('min_severity').notNull().default('high'),
  channels: text('channels').array().notNull().default(sql`ARRAY['email']::text[]`),
  recipients: text('recipients').array().notNull(),
  throttleSeconds: integer('throttle_seconds').notNull().default(300),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The throttle: when a policy last alerted about a group. Claimed by one conditional upsert, so of any number of
 * server processes receiving reports at once exactly one sends per window.
 */
export const alertThrottle = pgTable(
  'alert_throttle',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => alertPolicies.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => errorGroups.id, { onDelete: 'cascade' }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.groupId] })],
);

/** Every alert sent (or that failed to send): which policy, which group, to whom. */
export const errorAlerts = pgTable(
  'error_alerts',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id').references(() => alertPolicies.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => errorGroups.id, { onDelete: 'cascade' }),
    /** The report that set it off. */
    errorReportId: integer('error_report_id').references(() => errorReports.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    recipients: text('recipients').array().notNull(),
    /** sending, sent or failed */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('error_alerts_group_idx').on(t.groupId, t.createdAt)],
);

/** The checks of /system-test as they were answered; only the last few hundred are kept. */
export const systemHealth = pgTable(
  'system_health',
  {
    id: serial('id').primaryKey(),
    /** ok, warn or fail: the worst of the checks. */
    status: text('status').notNull(),
    checks: jsonb('checks').$type<Record<string, unknown>>().notNull(),
    /** Which server process answered (host and pid): memory, uptime and sockets are per process. */
    instance: text('instance').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('system_health_checked_idx').on(t.checkedAt)],
);

// The operator's view (issue 16 item 5): traffic, grouped error reports, alert policies and system health, all
// under /api/admin/*. Traffic needs the viewTraffic permission; errors, alert policies and system health need
// systemSettings (spec section 6's admin flags).
import { z } from 'zod';
import { lengthLimit } from './length-limit';
import { SEVERITIES } from './telemetry';

export const OPERATIONS_MESSAGES = {
  trafficPermission: 'Traffic figures need the viewTraffic permission.',
  systemPermission: 'This needs the systemSettings permission.',
  groupNotFound: 'Error group not found',
  policyNotFound: 'Alert policy not found',
} as const;

const rowId = z.coerce
  .number('Id must be a number')
  .int('Id must be a whole number')
  .positive('Id must be positive')
  .max(2_147_483_647, 'Id is too large');

// ---------------------------------------------------------------------------------------------------------------
// Traffic

export const TRAFFIC_DAYS = ['7', '30', '90'] as const;
export type TrafficDays = (typeof TRAFFIC_DAYS)[number];

export const trafficQuerySchema = z.object({
  days: z.enum(TRAFFIC_DAYS, 'Days must be 7, 30 or 90').default('30'),
});

export const trafficDaySchema = z.object({
  /** The UTC calendar day, YYYY-MM-DD. */
  date: z.string(),
  pageViews: z.number().int(),
  signUps: z.number().int(),
  uploads: z.number().int(),
});
export type TrafficDay = z.infer<typeof trafficDaySchema>;

export const trafficSchema = z.object({
  days: z.number().int(),
  /** First and last UTC day of the range (today included). */
  from: z.string(),
  to: z.string(),
  daily: z.array(trafficDaySchema),
  totals: z.object({
    pageViews: z.number().int(),
    /** Distinct browser sessions that viewed a page. */
    sessions: z.number().int(),
    signUps: z.number().int(),
    uploads: z.number().int(),
  }),
  /** The most viewed pages by their path template (/sighting/:id), never by raw ids. */
  topPages: z.array(z.object({ page: z.string(), views: z.number().int() })),
});
export type Traffic = z.infer<typeof trafficSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Error groups

export const ERROR_GROUP_STATUSES = ['open', 'resolved', 'all'] as const;
export type ErrorGroupStatus = (typeof ERROR_GROUP_STATUSES)[number];

export const errorGroupsQuerySchema = z.object({
  status: z.enum(ERROR_GROUP_STATUSES).default('open'),
  severity: z.enum(SEVERITIES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ErrorGroupsQuery = z.infer<typeof errorGroupsQuerySchema>;

export const errorGroupParamsSchema = z.object({ groupId: rowId });

export const errorGroupSchema = z.object({
  id: z.number().int(),
  errorType: z.string(),
  message: z.string(),
  severity: z.enum(SEVERITIES),
  count: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  resolved: z.boolean(),
  resolvedAt: z.string().nullable(),
  /** When a report arrived after the group had been resolved. */
  reopenedAt: z.string().nullable(),
  /** The pages it happened on (path templates), most reports first. */
  pages: z.array(z.object({ page: z.string(), count: z.number().int() })),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

export const errorGroupListSchema = z.object({
  groups: z.array(errorGroupSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ErrorGroupList = z.infer<typeof errorGroupListSchema>;

/** One report of a group, as the operator needs it to find the cause: no member, session or request data. */
export const errorGroupReportSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  severity: z.enum(SEVERITIES),
  message: z.string(),
  page: z.string().nullable(),
  stackTrace: z.string().nullable(),
  fileName: z.string().nullable(),
  lineNumber: z.number().int().nullable(),
  columnNumber: z.number().int().nullable(),
  browser: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type ErrorGroupReport = z.infer<typeof errorGroupReportSchema>;

export const errorGroupDetailSchema = errorGroupSchema.extend({
  /** The latest reports, newest first. */
  reports: z.array(errorGroupReportSchema),
  /** The alerts sent about the group, newest first. */
  alerts: z.array(
    z.object({
      id: z.number().int(),
      policyName: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type ErrorGroupDetail = z.infer<typeof errorGroupDetailSchema>;

export const resolveResultSchema = z.object({
  id: z.number().int(),
  resolved: z.literal(true),
  /** Reports marked resolved by this call. */
  reports: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------------------
// Alert policies

export const ALERT_CHANNELS = ['email'] as const;
export const ALERT_POLICY_DEFAULTS = { minSeverity: 'high', throttleSeconds: 300 } as const;
export const ALERT_THROTTLE_MIN_SECONDS = 60;
export const ALERT_THROTTLE_MAX_SECONDS = 86_400;
export const ALERT_RECIPIENTS_MAX = 20;

export const alertPolicyInputSchema = z.strictObject({
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(100, lengthLimit('Name must be at most 100 characters')),
  minSeverity: z.enum(SEVERITIES).default(ALERT_POLICY_DEFAULTS.minSeverity),
  channels: z
    .array(z.enum(ALERT_CHANNELS))
    .min(1, 'Choose at least one channel')
    .max(ALERT_CHANNELS.length)
    .default(['email']),
  recipients: z
    .array(
      z
        .string('Invalid email format')
        .trim()
        .max(254, lengthLimit('Invalid email format'))
        .check(z.email('Invalid email format'))
        .transform((e) => e.toLowerCase()),
    )
    .min(1, 'Add at least one recipient')
    .max(ALERT_RECIPIENTS_MAX, `At most ${ALERT_RECIPIENTS_MAX} recipients`)
    .transform((list) => [...new Set(list)]),
  throttleSeconds: z
    .number()
    .int('Throttle must be a whole number of seconds')
    .min(ALERT_THROTTLE_MIN_SECONDS, `Throttle must be at least ${ALERT_THROTTLE_MIN_SECONDS} seconds`)
    .max(ALERT_THROTTLE_MAX_SECONDS, `Throttle must be at most ${ALERT_THROTTLE_MAX_SECONDS} seconds`)
    .default(ALERT_POLICY_DEFAULTS.throttleSeconds),
  isActive: z.boolean().default(true),
});
export type AlertPolicyInput = z.input<typeof alertPolicyInputSchema>;

export const alertPolicyParamsSchema = z.object({ id: rowId });

export const alertPolicySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  minSeverity: z.enum(SEVERITIES),
  channels: z.array(z.enum(ALERT_CHANNELS)),
  recipients: z.array(z.string()),
  throttleSeconds: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last alert this policy sent, about any group. */
  lastAlertAt: z.string().nullable(),
});
export type AlertPolicy = z.infer<typeof alertPolicySchema>;

// ---------------------------------------------------------------------------------------------------------------
// System health

export const HEALTH_STATUSES = ['ok', 'warn', 'fail'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];
/** A check may also be off: Redis when REDIS_URL is not set. */
export const checkStatusSchema = z.enum([...HEALTH_STATUSES, 'off']);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

/** How often /system-test asks again. */
export const SYSTEM_HEALTH_POLL_MS = 5000;

const timed = { status: checkStatusSchema, latencyMs: z.number().nullable() };

export const systemHealthChecksSchema = z.object({
  database: z.object({ ...timed, kind: z.enum(['pglite', 'postgres']) }),
  storage: z.object({ ...timed, kind: z.enum(['local', 's3']) }),
  mail: z.object({ ...timed, kind: z.enum(['smtp', 'outbox']) }),
  redis: z.object({ ...timed, configured: z.boolean() }),
  jobs: z.object({
    status: checkStatusSchema,
    pending: z.number().int(),
    /** Pending jobs whose time has come. */
    due: z.number().int(),
    /** How long the oldest due job has waited; null when none is due. */
    oldestDueSeconds: z.number().nullable(),
  }),
  websocket: z.object({
    status: checkStatusSchema,
    /** Sockets open on the process that answered. */
    connections: z.number().int(),
    transport: z.enum(['in-process', 'redis']),
  }),
  disk: z.object({
    status: checkStatusSchema,
    freeBytes: z.number().nullable(),
    totalBytes: z.number().nullable(),
  }),
  memory: z.object({
    status: checkStatusSchema,
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    heapLimitBytes: z.number(),
  }),
  uptime: z.object({ status: checkStatusSchema, seconds: z.number(), startedAt: z.string() }),
});
export type SystemHealthChecks = z.infer<typeof systemHealthChecksSchema>;
export type CheckName = keyof SystemHealthChecks;
export const CHECK_NAMES = [
  'database',
  'storage',
  'mail',
  'redis',
  'jobs',
  'websocket',
  'disk',
  'memory',
  'uptime',
] as const satisfies readonly CheckName[];

export const systemHealthSchema = z.object({
  status: z.enum(HEALTH_STATUSES),
  checkedAt: z.string(),
  /** The server process that answered (host:pid): memory, uptime and sockets are its own. */
  instance: z.string(),
  checks: systemHealthChecksSchema,
  /** The recorded checks before this one, newest first. */
  history: z.array(z.object({ checkedAt: z.string(), status: z.enum(HEALTH_STATUSES) })),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

// Error reports, engagement and flow events sent by the client (spec sections 3, 5 and 7).
import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { lengthLimit } from './length-limit';

export const ERROR_TYPES = ['javascript', 'api', 'server', 'database', 'network', 'ux'] as const;
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

const shortText = (max = 500) => z.string().max(max);
// Any JSON value. Not z.json(): its recursive schema leaves a dangling $ref in the OpenAPI document, and a
// parsed JSON body cannot hold anything but JSON anyway (the server bounds how deep it may nest).
const jsonValue = z.unknown();

export const errorReportSchema = z.strictObject({
  errorType: z.enum(ERROR_TYPES),
  severity: z.enum(SEVERITIES).default('medium'),
  message: z
    .string()
    .min(1, 'Message is required')
    .max(LIMITS.errorMessageMax, 'Message must be at most 5000 characters'),
  stackTrace: z.string().max(LIMITS.stackTraceMax, 'Stack trace must be at most 50000 characters').optional(),
  fileName: shortText(2000).optional(),
  lineNumber: z.number().int().min(0).max(10_000_000).optional(),
  columnNumber: z.number().int().min(0).max(10_000_000).optional(),
  url: shortText(2000).optional(),
  userId: z.number().int().positive().nullable().optional(),
  sessionId: shortText(200).optional(),
  browserInfo: z
    .strictObject({
      name: shortText(100).optional(),
      version: shortText(100).optional(),
      os: shortText(100).optional(),
      viewport: shortText(50).optional(),
      memoryUsed: z.number().min(0).optional(),
      memoryTotal: z.number().min(0).optional(),
    })
    .optional(),
  requestData: z
    .strictObject({
      method: shortText(10).optional(),
      headers: z.record(z.string().max(200), z.string().max(2000)).optional(),
      body: jsonValue.optional(),
      query: jsonValue.optional(),
    })
    .optional(),
  contextData: z
    .strictObject({
      component: shortText(200).optional(),
      feature: shortText(200).optional(),
      userAction: shortText(500).optional(),
      performanceMetrics: z.record(z.string().max(100), z.number()).optional(),
      recentActions: z.array(shortText(500)).max(10).optional(),
      additionalInfo: z.record(z.string().max(100), jsonValue).optional(),
    })
    .optional(),
});
export type ErrorReport = z.input<typeof errorReportSchema>;

export const errorBatchSchema = z.strictObject({
  errors: z.array(errorReportSchema).min(1, 'At least one error is required').max(LIMITS.errorBatchMax),
});

export const engagementEventSchema = z.strictObject({
  action: z.string().trim().min(1, 'Action is required').max(100),
  category: z.string().trim().min(1, 'Category is required').max(100),
  label: shortText(500).optional(),
  // PostgreSQL's real column overflows past about 3.4e38; no engagement value comes near these bounds.
  value: z.number().min(-1e15, 'Value is out of range').max(1e15, 'Value is out of range').optional(),
  subscriptionTier: shortText(30).optional(),
  timestamp: z
    .string('Timestamp must be an ISO date')
    .max(40, lengthLimit('Timestamp must be an ISO date'))
    .check(z.iso.datetime({ offset: true, message: 'Timestamp must be an ISO date' }))
    // A date the database cannot store (year 0, year 10000) is a broken client clock, not an event time.
    .refine((v) => {
      const year = new Date(v).getUTCFullYear();
      return year >= 1970 && year < 2100;
    }, 'Timestamp is out of range')
    .optional(),
  sessionId: shortText(200).optional(),
  userAgent: shortText(1000).optional(),
  url: shortText(2000).optional(),
});
export type EngagementEvent = z.infer<typeof engagementEventSchema>;

export const FLOWS = [
  'signup',
  'upload',
  'payment',
  'instagram',
  'ai_identify',
  'map',
  'login',
  'other',
] as const;
export const flowEventSchema = z.strictObject({
  flow: z.enum(FLOWS),
  step: z.string().min(1, 'Step is required').max(LIMITS.flowStepMax, 'Step must be at most 200 characters'),
  status: z.enum(['started', 'completed', 'failed']),
  duration: z
    .number()
    .int()
    .min(0)
    .max(LIMITS.flowDurationMaxMs, 'Duration must be at most 600000 ms')
    .optional(),
  errorMessage: z
    .string()
    .max(LIMITS.errorMessageMax, 'Error message must be at most 5000 characters')
    .optional(),
  sessionId: shortText(200).optional(),
  metadata: z.record(z.string().max(100), jsonValue).optional(),
});

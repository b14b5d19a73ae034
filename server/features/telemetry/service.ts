// Stores what browsers report about themselves: error reports, engagement events and flow events.
import type { engagementEventSchema, errorReportSchema, flowEventSchema } from '@common/schemas/telemetry';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { analyticsEvents, flowEvents } from '../../db/schema';
import type { Clock } from '../../http/context';
import { type ReportRow, type StoredReport, storeGroupedReports } from '../operations/error-groups';
import { pageTemplate } from '../operations/page-templates';

export type ErrorReportData = z.output<typeof errorReportSchema>;
export type EngagementEventData = z.output<typeof engagementEventSchema>;
export type FlowEventData = z.output<typeof flowEventSchema>;

/** Who sent the report, as the server knows it: never the ids the client claims in the body. */
export interface Reporter {
  userId: number | null;
  userAgent: string | undefined;
}

const USER_AGENT_MAX = 500;
/** Headers that carry credentials: a report must not turn the error table into a store of live sessions. */
const CREDENTIAL_HEADERS = new Set(['cookie', 'set-cookie', 'authorization', 'proxy-authorization']);
/** Captured request bodies and queries may hold what a member typed into a sign-in or reset form. */
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie/i;
const REDACTED = '[redacted]';

function withoutCredentialHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name.trim().toLowerCase())),
  );
}

/** Walks parsed JSON (no cycles possible; the input-safety hook has bounded its depth). */
function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? REDACTED : redactSecrets(v)]),
  );
}

function sanitiseRequestData(data: ErrorReportData['requestData']) {
  if (!data) return null;
  return {
    ...data,
    ...(data.headers ? { headers: withoutCredentialHeaders(data.headers) } : {}),
    ...(data.body !== undefined ? { body: redactSecrets(data.body) } : {}),
    ...(data.query !== undefined ? { query: redactSecrets(data.query) } : {}),
  };
}

const trimUserAgent = (userAgent: string | undefined) => userAgent?.slice(0, USER_AGENT_MAX) || null;

function errorRow(report: ErrorReportData, reporter: Reporter): ReportRow {
  return {
    errorType: report.errorType,
    severity: report.severity,
    message: report.message,
    stackTrace: report.stackTrace ?? null,
    fileName: report.fileName ?? null,
    lineNumber: report.lineNumber ?? null,
    columnNumber: report.columnNumber ?? null,
    url: report.url ?? null,
    page: pageTemplate(report.url),
    userId: reporter.userId,
    sessionId: report.sessionId ?? null,
    browserInfo: report.browserInfo ?? null,
    requestData: sanitiseRequestData(report.requestData),
    contextData: report.contextData ?? null,
    userAgent: trimUserAgent(reporter.userAgent),
  };
}

/**
 * PostgreSQL's `real` refuses magnitudes below about 1e-37 ("underflow") instead of rounding them to zero;
 * the schema bounds the top, this keeps a tiny client value from failing the insert.
 */
const storableReal = (value: number) => (Math.abs(value) < 1e-30 ? 0 : value);

export class TelemetryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = () => new Date(),
  ) {}

  /** Stored with its error group (operations/error-groups.ts), whose count and state move with it. */
  async recordError(report: ErrorReportData, reporter: Reporter): Promise<StoredReport> {
    const [row] = await this.recordErrors([report], reporter);
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** One transaction: a flush from a closing page must be cheap and all-or-nothing. */
  async recordErrors(reports: ErrorReportData[], reporter: Reporter): Promise<StoredReport[]> {
    if (reports.length === 0) return [];
    const rows = reports.map((r) => errorRow(r, reporter));
    return this.db.transaction((tx) => storeGroupedReports(tx, rows, this.clock()));
  }

  async recordEngagement(event: EngagementEventData, reporter: Reporter): Promise<void> {
    await this.db.insert(analyticsEvents).values({
      action: event.action,
      category: event.category,
      label: event.label ?? null,
      value: event.value === undefined ? null : storableReal(event.value),
      subscriptionTier: event.subscriptionTier ?? null,
      userId: reporter.userId,
      sessionId: event.sessionId ?? null,
      // The request's own header is what the server saw; the body's copy is only a fallback.
      userAgent: trimUserAgent(reporter.userAgent ?? event.userAgent),
      url: event.url ?? null,
      clientTimestamp: event.timestamp ? new Date(event.timestamp) : null,
    });
  }

  async recordFlow(event: FlowEventData, reporter: Reporter): Promise<void> {
    await this.db.insert(flowEvents).values({
      flow: event.flow,
      step: event.step,
      status: event.status,
      duration: event.duration ?? null,
      errorMessage: event.errorMessage ?? null,
      userId: reporter.userId,
      sessionId: event.sessionId ?? null,
      metadata: event.metadata ?? null,
    });
  }
}

// What the operator reads and does about error groups: the list with its filters, one group with its latest
// reports and alerts, and resolving a group (its reports are marked resolved with it).
import type {
  ErrorGroup,
  ErrorGroupDetail,
  ErrorGroupList,
  ErrorGroupsQuery,
} from '@common/schemas/operations';
import type { Severity } from '@common/schemas/telemetry';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertPolicies, errorAlerts, errorGroups, errorReports } from '../../db/schema';
import { intArray, iso, rowsOf } from './sql';

/** Pages per group in the list, and how many of a group's latest reports they are counted from. */
const PAGES_SHOWN = 5;
const PAGES_FROM_LATEST = 1000;
const REPORTS_SHOWN = 20;
const ALERTS_SHOWN = 10;

type GroupRow = typeof errorGroups.$inferSelect;

function presentGroup(row: GroupRow, pages: ErrorGroup['pages']): ErrorGroup {
  return {
    id: row.id,
    errorType: row.errorType,
    message: row.message,
    severity: row.severity as Severity,
    count: row.count,
    firstSeen: iso(row.firstSeen),
    lastSeen: iso(row.lastSeen),
    resolved: row.resolved,
    resolvedAt: iso(row.resolvedAt),
    reopenedAt: iso(row.reopenedAt),
    pages,
  };
}

/** A browser as the operator reads it: "Firefox 140 (Linux)". */
function browserLabel(info: unknown): string | null {
  if (!info || typeof info !== 'object') return null;
  const { name, version, os } = info as { name?: unknown; version?: unknown; os?: unknown };
  const text = [name, version].filter((v) => typeof v === 'string' && v).join(' ');
  const label = typeof os === 'string' && os ? `${text} (${os})`.trim() : text;
  return label || null;
}

export class ErrorGroupQueries {
  constructor(private readonly db: Db) {}

  /** The pages of each group's latest reports, most reports first (one statement for the whole page). */
  private async pagesOf(ids: number[]): Promise<Map<number, ErrorGroup['pages']>> {
    const pages = new Map<number, ErrorGroup['pages']>();
    if (ids.length === 0) return pages;
    const found = await rowsOf<{ group_id: number; page: string; n: number }>(
      this.db,
      sql`select g.id as group_id, r.page, count(*)::int as n
          from unnest(${intArray(ids)}) as g(id)
          cross join lateral (
            select page from error_reports
            where group_id = g.id order by created_at desc limit ${PAGES_FROM_LATEST}
          ) r
          where r.page is not null
          group by g.id, r.page
          order by n desc, r.page`,
    );
    for (const row of found) {
      const list = pages.get(row.group_id) ?? [];
      if (list.length < PAGES_SHOWN) list.push({ page: row.page, count: row.n });
      pages.set(row.group_id, list);
    }
    return pages;
  }

  async list(query: ErrorGroupsQuery): Promise<ErrorGroupList> {
    const where = and(
      query.status === 'all' ? undefined : eq(errorGroups.resolved, query.status === 'resolved'),
      query.severity ? eq(errorGroups.severity, query.severity) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(errorGroups)
        .where(where)
        .orderBy(desc(errorGroups.lastSeen), desc(errorGroups.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(errorGroups).where(where),
    ]);
    const pages = await this.pagesOf(rows.map((r) => r.id));
    return {
      groups: rows.map((row) => presentGroup(row, pages.get(row.id) ?? [])),
      total: total?.n ?? 0,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async detail(id: number): Promise<ErrorGroupDetail | null> {
    const [row] = await this.db.select().from(errorGroups).where(eq(errorGroups.id, id));
    if (!row) return null;
    const [pages, reports, alerts] = await Promise.all([
      this.pagesOf([id]),
      this.db
        .select()
        .from(errorReports)
        .where(eq(errorReports.groupId, id))
        .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
        .limit(REPORTS_SHOWN),
      this.db
        .select({
          id: errorAlerts.id,
          policyName: alertPolicies.name,
          status: errorAlerts.status,
          createdAt: errorAlerts.createdAt,
        })
        .from(errorAlerts)
        .leftJoin(alertPolicies, eq(alertPolicies.id, errorAlerts.policyId))
        .where(eq(errorAlerts.groupId, id))
        .orderBy(desc(errorAlerts.createdAt), desc(errorAlerts.id))
        .limit(ALERTS_SHOWN),
    ]);
    return {
      ...presentGroup(row, pages.get(id) ?? []),
      // Only what finds the cause: the member, session, request data and raw address stay in the table.
      reports: reports.map((r) => ({
        id: r.id,
        createdAt: iso(r.createdAt),
        severity: r.severity as Severity,
        message: r.message,
        page: r.page,
        stackTrace: r.stackTrace,
        fileName: r.fileName,
        lineNumber: r.lineNumber,
        columnNumber: r.columnNumber,
        browser: browserLabel(r.browserInfo),
        userAgent: r.userAgent,
      })),
      alerts: alerts.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
    };
  }

  /**
   * Marks the group and its reports resolved. The group's row is locked first, as a report being stored locks it:
   * a report committed before this sees its flag set here, one after reopens the group.
   */
  async resolve(id: number, adminId: number, now: Date): Promise<{ id: number; reports: number } | null> {
    return this.db.transaction(async (tx) => {
      const [group] = await tx
        .update(errorGroups)
        .set({ resolved: true, resolvedAt: now, resolvedBy: adminId })
        .where(eq(errorGroups.id, id))
        .returning({ id: errorGroups.id });
      if (!group) return null;
      // Counted in the database: a group can hold many thousands of reports.
      const [marked] = await rowsOf<{ n: number }>(
        tx,
        sql`with marked as (
              update error_reports set resolved = true where group_id = ${id} and not resolved returning 1
            ) select count(*)::int as n from marked`,
      );
      return { id, reports: marked?.n ?? 0 };
    });
  }
}

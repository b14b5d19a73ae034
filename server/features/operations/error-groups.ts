// Error reports grouped by what went wrong: the same error type and message once numbers and UUIDs are taken out
// (so "Loading chunk 12 failed" and "Loading chunk 31 failed" are one group). Each report is stored with its
// group in one transaction: the group's row is upserted (count, highest severity, first and last seen) and a
// report arriving for a resolved group reopens it. Reports stored before groups existed are grouped at start.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errorGroups, errorReports } from '../../db/schema';
import { pageTemplateSql, pathSql } from './page-templates';
import { rowsOf, SEVERITY_ORDER, severityRank, severityRankSql, type Tx } from './sql';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const UUID_SQL = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** The message as grouped: ids and numbers become '#', runs of white space one space. */
export function normalisedMessage(message: string): string {
  return message
    .replace(UUID, '#')
    .replace(/[0-9]+/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

/** md5 of the type and the normalised message; the same as fingerprintSql computes for stored rows. */
export function fingerprint(errorType: string, message: string): string {
  return createHash('md5')
    .update(`${errorType}\n${normalisedMessage(message)}`, 'utf8')
    .digest('hex');
}

const fingerprintSql = sql`md5(${errorReports.errorType} || chr(10) || btrim(regexp_replace(regexp_replace(regexp_replace(${errorReports.message}, ${UUID_SQL}, '#', 'g'), '[0-9]+', '#', 'g'), '\\s+', ' ', 'g')))`;

export type ReportRow = typeof errorReports.$inferInsert & { errorType: string; message: string };

export interface StoredReport {
  id: number;
  groupId: number;
  severity: string;
  /** When it was stored (the app's clock): alert windows are counted from it. */
  at: Date;
}

/** On a conflict, what the group keeps: its counts grow, the worst severity stays, a resolved group reopens. */
const mergeGroup = {
  count: sql.raw('error_groups.count + excluded.count'),
  firstSeen: sql.raw('least(error_groups.first_seen, excluded.first_seen)'),
  lastSeen: sql.raw('greatest(error_groups.last_seen, excluded.last_seen)'),
  severity: sql`case when ${severityRankSql(sql.raw('excluded.severity'))} > ${severityRankSql(sql.raw('error_groups.severity'))} then excluded.severity else error_groups.severity end`,
  // Every expression of the SET reads the row as it was: resolved here is the value before this report.
  reopenedAt: sql.raw(
    'case when error_groups.resolved then excluded.last_seen else error_groups.reopened_at end',
  ),
  resolved: sql.raw('false'),
  resolvedAt: sql.raw('null'),
  resolvedBy: sql.raw('null'),
};

/**
 * Stores the reports with their groups, inside the caller's transaction. Groups are upserted in fingerprint
 * order, so two batches touching the same groups lock them in the same order (no deadlock).
 */
export async function storeGroupedReports(tx: Tx, rows: ReportRow[], now: Date): Promise<StoredReport[]> {
  if (rows.length === 0) return [];
  const keyed = rows.map((row) => ({ row, key: fingerprint(row.errorType, row.message) }));
  const groups = new Map<string, typeof errorGroups.$inferInsert>();
  for (const { row, key } of keyed) {
    const severity = row.severity ?? 'medium';
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        fingerprint: key,
        errorType: row.errorType,
        message: row.message,
        severity,
        count: 1,
        firstSeen: now,
        lastSeen: now,
      });
    } else {
      group.count = (group.count ?? 0) + 1;
      if (severityRank(severity) > severityRank(group.severity)) group.severity = severity;
    }
  }
  const upserted = await tx
    .insert(errorGroups)
    .values([...groups.values()].sort((a, b) => a.fingerprint.localeCompare(b.fingerprint)))
    .onConflictDoUpdate({ target: errorGroups.fingerprint, set: mergeGroup })
    .returning({ id: errorGroups.id, fingerprint: errorGroups.fingerprint });
  const groupIds = new Map(upserted.map((g) => [g.fingerprint, g.id]));
  const inserted = await tx
    .insert(errorReports)
    .values(keyed.map(({ row, key }) => ({ ...row, groupId: groupIds.get(key), createdAt: now })))
    .returning({ id: errorReports.id, groupId: errorReports.groupId, severity: errorReports.severity });
  return inserted.map((r) => ({ id: r.id, groupId: r.groupId ?? 0, severity: r.severity, at: now }));
}

/**
 * Groups the reports stored before groups existed (group_id null), once, at start: under an advisory lock so
 * several processes starting together group them once. With nothing to group it is one index lookup.
 */
export async function groupUngroupedReports(db: Db): Promise<number> {
  const [pending] = await rowsOf<{ id: number }>(
    db,
    sql`select id from error_reports where group_id is null limit 1`,
  );
  if (!pending) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wildlens_error_groups'))`);
    const worst = sql`(array[${sql.join(
      SEVERITY_ORDER.map((s) => sql`${s}::text`),
      sql`,`,
    )}])[coalesce(max(${severityRankSql(sql`severity`)}), 2)]`;
    await tx.execute(sql`
      insert into error_groups (fingerprint, error_type, message, severity, count, first_seen, last_seen, resolved)
      select fp, min(error_type), (array_agg(message order by created_at, id))[1], ${worst}, count(*)::int,
             min(created_at), max(created_at), bool_and(resolved)
      from (select *, ${fingerprintSql} as fp from error_reports where group_id is null) r
      group by fp
      on conflict (fingerprint) do update set
        count = error_groups.count + excluded.count,
        first_seen = least(error_groups.first_seen, excluded.first_seen),
        last_seen = greatest(error_groups.last_seen, excluded.last_seen),
        resolved = error_groups.resolved and excluded.resolved`);
    const updated = await rowsOf<{ id: number }>(
      tx,
      sql`
      update error_reports set
        group_id = g.id,
        page = case when coalesce(error_reports.url, '') = '' then null
               else ${pageTemplateSql(pathSql(sql`error_reports.url`))} end
      from error_groups g
      where error_reports.group_id is null and g.fingerprint = ${fingerprintSql}
      returning error_reports.id`,
    );
    return updated.length;
  });
}

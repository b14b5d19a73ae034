// Small helpers for the raw statements of the operator's view (aggregates Drizzle's builder does not express).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows of one raw statement; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Ids as one array parameter. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** A timestamp as either driver returns it (Date, or text), as ISO 8601. */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Severities from least to most severe: a rank to compare them by, in JavaScript and SQL. */
export const SEVERITY_ORDER = ['low', 'medium', 'high', 'critical'] as const;
export const severityRank = (severity: string) => SEVERITY_ORDER.indexOf(severity as never);
export const severityRankSql = (column: SQL) =>
  sql`array_position(array['low','medium','high','critical']::text[], ${column})`;

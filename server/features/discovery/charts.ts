// The enhanced view's chart series, counted by the database over the same sightings the lists read (public,
// within the place at their public positions, the filters applied): per calendar month of the range, per time of
// day and per category.
import { type DiscoveryCharts, TIME_OF_DAY_BUCKETS } from '@common/schemas/discovery';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type Circle,
  type DiscoveryFilters,
  filtersSql,
  rows,
  SEEN_ON,
  seenBetween,
  TIME_OF_DAY,
  withinCircle,
} from './near';
import type { DayRange } from './service';

/** Every calendar month from `from`'s to `to`'s, 'YYYY-MM', oldest first. */
export function monthsOf(range: DayRange): string[] {
  const months: string[] = [];
  let year = Number(range.from.slice(0, 4));
  let month = Number(range.from.slice(5, 7));
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

const isBucket = (v: string): v is (typeof TIME_OF_DAY_BUCKETS)[number] =>
  (TIME_OF_DAY_BUCKETS as readonly string[]).includes(v);

export async function discoveryCharts(
  db: Db,
  place: Circle,
  range: DayRange,
  filters: DiscoveryFilters,
): Promise<DiscoveryCharts> {
  const where = sql`${withinCircle(place)} and ${seenBetween(range.from, range.to)} and ${filtersSql(filters)}`;
  const [byMonth, byTime, byCategory] = await Promise.all([
    rows<{ month: string; n: number }>(
      db,
      sql`select to_char(${SEEN_ON}, 'YYYY-MM') as month, count(*)::int as n from sightings s
        where ${where} group by 1`,
    ),
    rows<{ bucket: string; n: number }>(
      db,
      sql`select coalesce(${TIME_OF_DAY}, 'unknown') as bucket, count(*)::int as n from sightings s
        where ${where} group by 1`,
    ),
    rows<{ category: string | null; n: number }>(
      db,
      sql`select s.category, count(*)::int as n from sightings s where ${where}
        group by 1 order by 2 desc, 1 nulls last`,
    ),
  ]);
  const perMonth = new Map(byMonth.map((r) => [r.month, Number(r.n)]));
  const perBucket = new Map<string, number>();
  for (const r of byTime) {
    // A time of day stored before the form's list existed counts as unknown.
    const bucket = isBucket(r.bucket) ? r.bucket : 'unknown';
    perBucket.set(bucket, (perBucket.get(bucket) ?? 0) + Number(r.n));
  }
  return {
    from: range.from,
    to: range.to,
    byMonth: monthsOf(range).map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
    byTimeOfDay: TIME_OF_DAY_BUCKETS.map((timeOfDay) => ({
      timeOfDay,
      count: perBucket.get(timeOfDay) ?? 0,
    })),
    byCategory: byCategory.map((r) => ({ category: r.category, count: Number(r.n) })),
  };
}

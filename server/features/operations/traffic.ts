// Traffic for the operator: page views (the web app's page_view events), distinct sessions, sign-ups and
// sightings published, per UTC day over the last 7, 30 or 90 days (today included), and the most viewed pages by
// path template. Counted in the database; days with nothing are filled with zeros here.
import type { Traffic, TrafficDay } from '@common/schemas/operations';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageTemplateSql, pathSql } from './page-templates';
import { rowsOf } from './sql';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_PAGES = 10;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first instant of the range and the instant after it: whole UTC days, the last one being today. */
export function trafficRange(days: number, now: Date): { from: Date; to: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: new Date(today - (days - 1) * DAY_MS), to: new Date(today + DAY_MS) };
}

type DayCount = { day: string; n: number };

export async function trafficSummary(db: Db, days: number, now: Date): Promise<Traffic> {
  const { from, to } = trafficRange(days, now);
  const within = (column: string) =>
    sql`${sql.identifier(column)} >= ${from.toISOString()}::timestamptz and ${sql.identifier(column)} < ${to.toISOString()}::timestamptz`;
  const perDay = sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const pageViews = sql`action = 'page_view' and ${within('created_at')}`;
  const [views, signUps, uploads, [sessions], topPages] = await Promise.all([
    rowsOf<DayCount>(
      db,
      sql`select ${perDay} as day, count(*)::int as n from analytics_events where ${pageViews} group by 1`,
    ),
    rowsOf<DayCount>(
      db,
      sql`select ${perDay} as day, count(*)::int as n from users where ${within('created_at')} group by 1`,
    ),
    rowsOf<DayCount>(
      db,
      sql`select ${perDay} as day, count(*)::int as n from sightings where ${within('created_at')} group by 1`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(distinct session_id)::int as n from analytics_events where ${pageViews}`,
    ),
    // Paths are counted first, then each distinct path is given its template: the patterns run once per path,
    // not once per event.
    rowsOf<{ page: string; views: number }>(
      db,
      sql`with paths as (
            select ${pathSql(sql`url`)} as path, count(*)::int as n
            from analytics_events where ${pageViews} group by 1
          )
          select page, views from (
            select ${pageTemplateSql(sql`path`)} as page, sum(n)::int as views from paths group by 1
          ) pages order by views desc, page collate "C" limit ${TOP_PAGES}`,
    ),
  ]);
  const byDay = (list: DayCount[]) => new Map(list.map((r) => [r.day, r.n]));
  const [v, s, u] = [byDay(views), byDay(signUps), byDay(uploads)];
  const daily: TrafficDay[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += DAY_MS) {
    const date = utcDay(new Date(t));
    daily.push({ date, pageViews: v.get(date) ?? 0, signUps: s.get(date) ?? 0, uploads: u.get(date) ?? 0 });
  }
  const sum = (key: 'pageViews' | 'signUps' | 'uploads') => daily.reduce((n, d) => n + d[key], 0);
  return {
    days,
    from: utcDay(from),
    to: utcDay(new Date(to.getTime() - DAY_MS)),
    daily,
    totals: {
      pageViews: sum('pageViews'),
      sessions: sessions?.n ?? 0,
      signUps: sum('signUps'),
      uploads: sum('uploads'),
    },
    topPages,
  };
}

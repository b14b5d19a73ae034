// A member's analytics (GET /api/me/analytics): set-based queries over their own rows, the same on PGlite and
// PostgreSQL. Days are UTC and end today (the app's clock). What counts:
// - views: sighting_view_days, counted by the view route since it existed (older views are only in the totals);
// - likes and comments: the rows on the member's sightings by the day they were made (comments hidden by
//   moderation left out), so the series add up to what the sightings' counters show;
// - followers: the members who follow them now, by the day they started (an unfollow removes its row).
import {
  ANALYTICS_BREAKDOWN_MAX,
  ANALYTICS_TOP,
  type AnalyticsDay,
  type MemberAnalytics,
  type PostingSlot,
  type TopSighting,
} from '@common/schemas/member-analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { utcDay } from './view-days';

const DAY_MS = 86_400_000;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A count or sum the database sent as text (bigint) or number. */
const int = (value: string | number | null | undefined): number => (value == null ? 0 : Number(value));

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const dayOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export interface Period {
  days: number;
  /** YYYY-MM-DD */
  from: string;
  to: string;
  fromTs: Date;
  /** Midnight after `to`: the end, excluded. */
  untilTs: Date;
}

export function periodEnding(now: Date, days: number): Period {
  const to = utcDay(now);
  const untilTs = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const fromTs = new Date(untilTs.getTime() - days * DAY_MS);
  return { days, from: utcDay(fromTs), to, fromTs, untilTs };
}

/** Every day of the period, oldest first. */
export function daysOf(period: Period): string[] {
  return Array.from({ length: period.days }, (_, i) =>
    utcDay(new Date(period.fromTs.getTime() + i * DAY_MS)),
  );
}

interface DayCount {
  day: string;
  n: string | number;
}

async function dailySeries(db: Db, userId: number, p: Period) {
  const inPeriod = (column: SQL) =>
    sql`${column} >= ${p.fromTs.toISOString()} and ${column} < ${p.untilTs.toISOString()}`;
  const [views, likes, comments, followers] = await Promise.all([
    rows<DayCount>(
      db,
      sql`select v.day::text as day, sum(v.views) as n from sighting_view_days v
          join sightings s on s.id = v.sighting_id
          where s.user_id = ${userId} and v.day >= ${p.from}::date and v.day <= ${p.to}::date
          group by v.day`,
    ),
    rows<DayCount>(
      db,
      sql`select ${dayOf(sql`l.created_at`)} as day, count(*) as n from likes l
          join sightings s on s.id = l.sighting_id
          where s.user_id = ${userId} and ${inPeriod(sql`l.created_at`)}
          group by 1`,
    ),
    rows<DayCount>(
      db,
      sql`select ${dayOf(sql`c.created_at`)} as day, count(*) as n from comments c
          join sightings s on s.id = c.sighting_id
          where s.user_id = ${userId} and c.hidden_at is null and ${inPeriod(sql`c.created_at`)}
          group by 1`,
    ),
    rows<DayCount>(
      db,
      sql`select ${dayOf(sql`f.created_at`)} as day, count(*) as n from user_follows f
          where f.following_id = ${userId} and ${inPeriod(sql`f.created_at`)}
          group by 1`,
    ),
  ]);
  const byDay = (list: DayCount[]) => new Map(list.map((r) => [r.day, int(r.n)]));
  const [v, l, c, f] = [byDay(views), byDay(likes), byDay(comments), byDay(followers)];
  return daysOf(p).map(
    (day): AnalyticsDay => ({
      day,
      views: v.get(day) ?? 0,
      likes: l.get(day) ?? 0,
      comments: c.get(day) ?? 0,
      followers: f.get(day) ?? 0,
    }),
  );
}

interface TotalsRow {
  views: string | number | null;
  likes: string | number | null;
  comments: string | number | null;
  sightings: string | number | null;
  followers: string | number | null;
  sightings_in_period: string | number | null;
}

async function totals(db: Db, userId: number, p: Period) {
  const [row] = await rows<TotalsRow>(
    db,
    sql`select
          (select coalesce(sum(views), 0) from sightings where user_id = ${userId}) as views,
          (select coalesce(sum(likes), 0) from sightings where user_id = ${userId}) as likes,
          (select coalesce(sum(comment_count), 0) from sightings where user_id = ${userId}) as comments,
          (select count(*) from sightings where user_id = ${userId}) as sightings,
          (select count(*) from sightings where user_id = ${userId}
             and created_at >= ${p.fromTs.toISOString()} and created_at < ${p.untilTs.toISOString()}) as sightings_in_period,
          (select count(*) from user_follows where following_id = ${userId}) as followers`,
  );
  return {
    views: int(row?.views),
    likes: int(row?.likes),
    comments: int(row?.comments),
    followers: int(row?.followers),
    sightings: int(row?.sightings),
    sightingsInPeriod: int(row?.sightings_in_period),
  };
}

interface SightingRowOut {
  id: number;
  species_name: string;
  category: string | null;
  created_at: string;
  views: number;
  likes: number;
  comments: number;
}

const topOf = (r: SightingRowOut): TopSighting => ({
  id: int(r.id),
  speciesName: r.species_name,
  category: r.category,
  createdAt: r.created_at,
  views: int(r.views),
  likes: int(r.likes),
  comments: int(r.comments),
});

async function top(db: Db, userId: number, by: 'views' | 'likes' | 'comment_count', limit: number) {
  const column = sql.raw(by);
  const list = await rows<SightingRowOut>(
    db,
    sql`select id, species_name, category, ${iso(sql`created_at`)} as created_at, views, likes,
          comment_count as comments
        from sightings where user_id = ${userId} and ${column} > 0
        order by ${column} desc, id desc limit ${limit}`,
  );
  return list.map(topOf);
}

async function species(db: Db, userId: number) {
  const [distinct] = await rows<{ n: string | number }>(
    db,
    sql`select count(distinct coalesce('id:' || species_id::text, 'name:' || lower(species_name))) as n
        from sightings where user_id = ${userId}`,
  );
  const categories = await rows<{ category: string; sightings: string | number; species: string | number }>(
    db,
    sql`select coalesce(category, 'other') as category, count(*) as sightings,
          count(distinct coalesce('id:' || species_id::text, 'name:' || lower(species_name))) as species
        from sightings where user_id = ${userId}
        group by 1 order by 2 desc, 1`,
  );
  return {
    count: int(distinct?.n),
    categories: categories.map((c) => ({
      category: c.category,
      sightings: int(c.sightings),
      species: int(c.species),
    })),
  };
}

async function breakdown(db: Db, userId: number, p: Period) {
  const from = p.fromTs.toISOString();
  const until = p.untilTs.toISOString();
  const list = await rows<
    SightingRowOut & {
      is_public: boolean;
      views_in: string | number;
      likes_in: string | number;
      comments_in: string | number;
    }
  >(
    db,
    sql`select s.id, s.species_name, s.category, ${iso(sql`s.created_at`)} as created_at, s.views, s.likes,
          s.comment_count as comments, s.is_public,
          (select coalesce(sum(v.views), 0) from sighting_view_days v
             where v.sighting_id = s.id and v.day >= ${p.from}::date and v.day <= ${p.to}::date) as views_in,
          (select count(*) from likes l
             where l.sighting_id = s.id and l.created_at >= ${from} and l.created_at < ${until}) as likes_in,
          (select count(*) from comments c
             where c.sighting_id = s.id and c.hidden_at is null
               and c.created_at >= ${from} and c.created_at < ${until}) as comments_in
        from sightings s where s.user_id = ${userId}
        order by s.created_at desc, s.id desc limit ${ANALYTICS_BREAKDOWN_MAX}`,
  );
  return list.map((r) => ({
    ...topOf(r),
    isPublic: Boolean(r.is_public),
    viewsInPeriod: int(r.views_in),
    likesInPeriod: int(r.likes_in),
    commentsInPeriod: int(r.comments_in),
  }));
}

/** Sightings posted in each hour or weekday (UTC) of the period, and their likes and comments per sighting. */
async function postingSlots(db: Db, userId: number, p: Period, part: 'hour' | 'dow', size: number) {
  const list = await rows<{ slot: string | number; n: string | number; engagement: string | number | null }>(
    db,
    sql`select extract(${sql.raw(part)} from created_at at time zone 'UTC')::int as slot, count(*) as n,
          round(avg(likes + comment_count)::numeric, 2)::text as engagement
        from sightings
        where user_id = ${userId} and created_at >= ${p.fromTs.toISOString()} and created_at < ${p.untilTs.toISOString()}
        group by 1`,
  );
  const bySlot = new Map(list.map((r) => [int(r.slot), r]));
  return Array.from({ length: size }, (_, slot): PostingSlot => {
    const r = bySlot.get(slot);
    return {
      slot,
      sightings: int(r?.n),
      averageEngagement: r?.engagement == null ? 0 : Number(r.engagement),
    };
  });
}

async function followersBefore(db: Db, userId: number, p: Period): Promise<number> {
  const [row] = await rows<{ n: string | number }>(
    db,
    sql`select count(*) as n from user_follows
        where following_id = ${userId} and created_at < ${p.fromTs.toISOString()}`,
  );
  return int(row?.n);
}

export async function memberAnalytics(
  db: Db,
  userId: number,
  options: { days: number; premium: boolean; now: Date },
): Promise<MemberAnalytics> {
  const p = periodEnding(options.now, options.days);
  const limit = options.premium ? ANALYTICS_TOP.premium : ANALYTICS_TOP.free;
  const [series, all, byViews, byLikes, byComments, speciesSummary] = await Promise.all([
    dailySeries(db, userId, p),
    totals(db, userId, p),
    top(db, userId, 'views', limit),
    top(db, userId, 'likes', limit),
    top(db, userId, 'comment_count', limit),
    species(db, userId),
  ]);
  const sum = (key: 'views' | 'likes' | 'comments' | 'followers') =>
    series.reduce((total, day) => total + day[key], 0);
  let advanced: MemberAnalytics['advanced'] = null;
  if (options.premium) {
    const [perSighting, hours, weekdays, before] = await Promise.all([
      breakdown(db, userId, p),
      postingSlots(db, userId, p, 'hour', 24),
      postingSlots(db, userId, p, 'dow', 7),
      followersBefore(db, userId, p),
    ]);
    let running = before;
    const followerGrowth = series.map((day) => {
      running += day.followers;
      return { day: day.day, followers: running };
    });
    advanced = { breakdown: perSighting, hours, weekdays, followerGrowth };
  }
  return {
    plan: options.premium ? 'premium' : 'free',
    days: p.days,
    from: p.from,
    to: p.to,
    period: {
      views: sum('views'),
      likes: sum('likes'),
      comments: sum('comments'),
      followers: sum('followers'),
      sightings: all.sightingsInPeriod,
    },
    allTime: {
      views: all.views,
      likes: all.likes,
      comments: all.comments,
      followers: all.followers,
      sightings: all.sightings,
    },
    series,
    top: { byViews, byLikes, byComments },
    species: speciesSummary,
    advanced,
  };
}

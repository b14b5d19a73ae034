// GET /api/me/analytics and its CSV: daily series, totals, top sightings, species and (Premium) the breakdown,
// posting hours and weekdays and follower growth, exact on rows seeded at known times; the view route counting
// per day; free members refused the Premium ranges and the CSV with 403 and upgradeUrl.

import type { MemberAnalytics } from '@common/schemas/member-analytics';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, likes, sightingViewDays, userFollows, users } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: Awaited<ReturnType<typeof makeUser>>;
let fan1: Awaited<ReturnType<typeof makeUser>>;
let fan2: Awaited<ReturnType<typeof makeUser>>;
const s: Record<'owl1' | 'fox' | 'owl2', number> = { owl1: 0, fox: 0, owl2: 0 };
const at = (iso: string) => new Date(iso);

async function analytics(days?: string, cookie = owner.cookie) {
  return t.app.inject({
    url: `/api/me/analytics${days ? `?days=${days}` : ''}`,
    headers: { cookie },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = at('2026-03-15T12:00:00Z');
  owner = await makeUser(t.app);
  fan1 = await makeUser(t.app);
  fan2 = await makeUser(t.app);
  const db = t.app.ctx.db;
  s.owl1 = (await makeSighting(t.app, owner.cookie, { speciesName: 'Barn owl', category: 'birds' })).id;
  s.fox = (await makeSighting(t.app, owner.cookie, { speciesName: 'Red fox', category: 'mammals' })).id;
  s.owl2 = (await makeSighting(t.app, owner.cookie, { speciesName: 'Barn owl', category: 'birds' })).id;
  // A sighting of someone else's, which nothing of the owner's may count.
  const other = await makeSighting(t.app, fan1.cookie, { speciesName: 'Grey heron', category: 'birds' });
  const created = { owl1: '2026-03-01T06:10:00Z', fox: '2026-03-10T18:30:00Z', owl2: '2025-06-01T09:00:00Z' };
  for (const [key, when] of Object.entries(created))
    await db.execute(sql`update sightings set created_at = ${when} where id = ${s[key as keyof typeof s]}`);

  await db.insert(likes).values([
    { userId: fan1.id, sightingId: s.owl1, createdAt: at('2026-03-14T10:00:00Z') },
    { userId: fan2.id, sightingId: s.owl1, createdAt: at('2026-03-15T01:00:00Z') },
    { userId: fan1.id, sightingId: s.fox, createdAt: at('2026-02-01T00:00:00Z') },
    { userId: owner.id, sightingId: other.id, createdAt: at('2026-03-15T02:00:00Z') },
  ]);
  await db.insert(comments).values([
    { sightingId: s.fox, userId: fan1.id, content: 'Lovely fox', createdAt: at('2026-03-15T08:00:00Z') },
    {
      sightingId: s.fox,
      userId: fan2.id,
      content: 'Hidden by moderation',
      createdAt: at('2026-03-15T09:00:00Z'),
      hiddenAt: at('2026-03-15T09:30:00Z'),
      hiddenBy: 'admin',
    },
  ]);
  await db.insert(userFollows).values([
    { followerId: fan1.id, followingId: owner.id, createdAt: at('2026-02-20T10:00:00Z') },
    { followerId: fan2.id, followingId: owner.id, createdAt: at('2025-12-01T10:00:00Z') },
    { followerId: owner.id, followingId: fan1.id, createdAt: at('2026-03-01T10:00:00Z') },
  ]);
  // One view through the real route today; earlier days as the route would have left them.
  const view = await t.app.inject({
    method: 'POST',
    url: `/api/sightings/${s.owl1}/view`,
    headers: { cookie: fan1.cookie },
  });
  expect(view.json()).toEqual({ views: 1 });
  await db.insert(sightingViewDays).values([
    { sightingId: s.owl1, day: '2026-03-05', views: 4 },
    { sightingId: s.owl2, day: '2025-07-01', views: 7 },
  ]);
  await db.execute(sql`update sightings set views = views + 4 where id = ${s.owl1}`);
  await db.execute(sql`update sightings set views = 7 where id = ${s.owl2}`);
  await db.execute(sql`update sightings set likes = (select count(*) from likes l where l.sighting_id = sightings.id),
    comment_count = (select count(*) from comments c where c.sighting_id = sightings.id and c.hidden_at is null)`);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('views per day', () => {
  it('the view route counts the day it happened in, with the total', async () => {
    const days = await t.app.ctx.db
      .select()
      .from(sightingViewDays)
      .where(eq(sightingViewDays.sightingId, s.owl1));
    expect(days.find((d) => d.day === '2026-03-15')?.views).toBe(1);
    // The same viewer within 30 minutes is not counted again, for the day either.
    await t.app.inject({
      method: 'POST',
      url: `/api/sightings/${s.owl1}/view`,
      headers: { cookie: fan1.cookie },
    });
    const again = await t.app.ctx.db
      .select()
      .from(sightingViewDays)
      .where(eq(sightingViewDays.sightingId, s.owl1));
    expect(again.find((d) => d.day === '2026-03-15')?.views).toBe(1);
  });
});

describe('a free member', () => {
  it('gets the last 30 days, exact from the rows, with totals and the top 5', async () => {
    const res = await analytics();
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as MemberAnalytics;
    expect(a.plan).toBe('free');
    expect([a.days, a.from, a.to]).toEqual([30, '2026-02-14', '2026-03-15']);
    expect(a.series).toHaveLength(30);
    expect(a.series[0]?.day).toBe('2026-02-14');
    const nonZero = a.series.filter((d) => d.views + d.likes + d.comments + d.followers > 0);
    expect(nonZero).toEqual([
      { day: '2026-02-20', views: 0, likes: 0, comments: 0, followers: 1 },
      { day: '2026-03-05', views: 4, likes: 0, comments: 0, followers: 0 },
      { day: '2026-03-14', views: 0, likes: 1, comments: 0, followers: 0 },
      { day: '2026-03-15', views: 1, likes: 1, comments: 1, followers: 0 },
    ]);
    expect(a.period).toEqual({ views: 5, likes: 2, comments: 1, followers: 1, sightings: 2 });
    expect(a.allTime).toEqual({ views: 12, likes: 3, comments: 1, followers: 2, sightings: 3 });
    expect(a.top.byViews.map((x) => [x.id, x.views])).toEqual([
      [s.owl2, 7],
      [s.owl1, 5],
    ]);
    expect(a.top.byLikes.map((x) => [x.id, x.likes])).toEqual([
      [s.owl1, 2],
      [s.fox, 1],
    ]);
    expect(a.top.byComments.map((x) => [x.id, x.comments])).toEqual([[s.fox, 1]]);
    expect(a.species.count).toBe(2);
    expect(a.species.categories).toEqual([
      { category: 'birds', sightings: 2, species: 1 },
      { category: 'mammals', sightings: 1, species: 1 },
    ]);
    expect(a.advanced).toBeNull();
  });

  it('is refused 90 and 365 days and the CSV with 403 and upgradeUrl', async () => {
    for (const days of ['90', '365']) {
      const res = await analytics(days);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: expect.stringMatching(/Premium Explorer/),
        upgradeUrl: '/upgrade',
      });
    }
    const csv = await t.app.inject({
      url: '/api/me/analytics/export.csv',
      headers: { cookie: owner.cookie },
    });
    expect(csv.statusCode).toBe(403);
    expect(csv.json().upgradeUrl).toBe('/upgrade');
  });

  it('refuses other ranges with 400, and visitors with 401', async () => {
    expect((await analytics('7')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/me/analytics' })).statusCode).toBe(401);
  });

  it('sees only their own: another member’s analytics hold none of the owner’s', async () => {
    const a = (await analytics('30', fan1.cookie)).json() as MemberAnalytics;
    expect(a.allTime).toEqual({ views: 0, likes: 1, comments: 0, followers: 1, sightings: 1 });
  });
});

describe('a Premium member', () => {
  beforeAll(async () => {
    await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, owner.id));
  });

  it('gets 365 days, the breakdown, posting hours and weekdays, and follower growth', async () => {
    const res = await analytics('365');
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as MemberAnalytics;
    expect([a.plan, a.days, a.from, a.to]).toEqual(['premium', 365, '2025-03-16', '2026-03-15']);
    expect(a.series).toHaveLength(365);
    expect(a.period).toEqual({ views: 12, likes: 3, comments: 1, followers: 2, sightings: 3 });
    expect(a.series.find((d) => d.day === '2025-07-01')?.views).toBe(7);
    const advanced = a.advanced;
    if (!advanced) throw new Error('no advanced view');
    expect(
      advanced.breakdown.map((b) => [b.id, b.viewsInPeriod, b.likesInPeriod, b.commentsInPeriod]),
    ).toEqual([
      [s.fox, 0, 1, 1],
      [s.owl1, 5, 2, 0],
      [s.owl2, 7, 0, 0],
    ]);
    expect(advanced.hours).toHaveLength(24);
    expect(advanced.hours.filter((h) => h.sightings > 0)).toEqual([
      { slot: 6, sightings: 1, averageEngagement: 2 },
      { slot: 9, sightings: 1, averageEngagement: 0 },
      { slot: 18, sightings: 1, averageEngagement: 2 },
    ]);
    expect(advanced.weekdays.filter((d) => d.sightings > 0)).toEqual([
      { slot: 0, sightings: 2, averageEngagement: 1 },
      { slot: 2, sightings: 1, averageEngagement: 2 },
    ]);
    expect(advanced.followerGrowth).toHaveLength(365);
    expect(advanced.followerGrowth.find((d) => d.day === '2025-12-01')?.followers).toBe(1);
    expect(advanced.followerGrowth.at(-1)?.followers).toBe(2);
  });

  it('gets 90 days with the like of 1 February and the follower before it counted in the growth', async () => {
    const a = (await analytics('90')).json() as MemberAnalytics;
    expect(a.from).toBe('2025-12-16');
    expect(a.period.likes).toBe(3);
    expect(a.advanced?.followerGrowth[0]).toEqual({ day: '2025-12-16', followers: 1 });
    expect(a.top.byViews).toHaveLength(2);
  });

  it('downloads the daily series as CSV', async () => {
    const res = await t.app.inject({
      url: '/api/me/analytics/export.csv?days=30',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain('wildlens-analytics-30d-2026-03-15.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('day,views,likes,comments,new_followers,followers');
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toBe('2026-03-15,1,1,1,0,2');
  });
});

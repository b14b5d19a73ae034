// GET /api/admin/traffic: exact daily figures and top pages on seeded events, the range's edges (UTC days, today
// included), and the viewTraffic permission the server enforces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, sightings, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { adminHeaders, withAdminPermissions } from '../sightings/social.support';

let t: TestApp;
let admin: { authorization: string };
// A clock far from the rows the harness itself writes (the administrator's account, at the real time).
const NOW = new Date('2031-03-15T10:30:00Z');
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);

beforeAll(async () => {
  t = await createTestApp();
  // Signed in at the moved clock: the session's expiry is counted on it.
  t.clock.now = NOW;
  admin = await adminHeaders(t.app);
  const db = t.app.ctx.db;
  const view = (url: string, createdAt: Date, sessionId = 's1') => ({
    action: 'page_view',
    category: 'navigation',
    url,
    sessionId,
    createdAt,
  });
  await db.insert(analyticsEvents).values([
    // Today (the 15th), including the first second of the day.
    view('/sighting/12', at('2031-03-15', '00:00:00'), 's1'),
    view('/sighting/99', at('2031-03-15'), 's2'),
    view('https://wildlens.example/sighting/7?ref=mail#comments', at('2031-03-15'), 's2'),
    view('/', at('2031-03-15'), 's3'),
    // Three days ago.
    view('/species/bald-eagle', at('2031-03-12'), 's1'),
    view('/shop/wishlist', at('2031-03-12'), 's4'),
    view('/shop/nikon-z8', at('2031-03-12'), 's4'),
    // Six days ago: the first day of a 7-day range.
    view('/no/such/page', at('2031-03-09', '00:00:00'), 's5'),
    // The last second before a 7-day range; inside the 30-day one.
    view('/explore', at('2031-03-08', '23:59:59'), 's6'),
    // Not page views, and a page view after "now"'s day.
    { action: 'click', category: 'affiliate', url: '/shop', createdAt: at('2031-03-15') },
    view('/map', at('2031-03-16', '00:00:00'), 's7'),
  ]);
  const [a, b, c] = await db
    .insert(users)
    .values([
      { username: 'traffic_a', createdAt: at('2031-03-15') },
      { username: 'traffic_b', createdAt: at('2031-03-15') },
      { username: 'traffic_c', createdAt: at('2031-03-01') },
    ])
    .returning({ id: users.id });
  if (!a || !b || !c) throw new Error('no users');
  await db.insert(sightings).values([
    { userId: a.id, speciesName: 'Osprey', createdAt: at('2031-03-14') },
    { userId: b.id, speciesName: 'Otter', createdAt: at('2031-03-14') },
    { userId: c.id, speciesName: 'Heron', createdAt: at('2031-03-15') },
    { userId: c.id, speciesName: 'Old find', createdAt: at('2030-11-01') },
  ]);
});
afterAll(async () => {
  await t.close();
});

const traffic = (query: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/traffic${query}`, headers });

describe('GET /api/admin/traffic', () => {
  it('counts page views, sessions, sign-ups and uploads per UTC day over 7 days, today included', async () => {
    const res = await traffic('?days=7');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ days: 7, from: '2031-03-09', to: '2031-03-15' });
    expect(body.daily).toHaveLength(7);
    expect(body.daily.map((d: { date: string }) => d.date)).toEqual([
      '2031-03-09',
      '2031-03-10',
      '2031-03-11',
      '2031-03-12',
      '2031-03-13',
      '2031-03-14',
      '2031-03-15',
    ]);
    const day = (date: string) => body.daily.find((d: { date: string }) => d.date === date);
    expect(day('2031-03-15')).toEqual({ date: '2031-03-15', pageViews: 4, signUps: 2, uploads: 1 });
    expect(day('2031-03-14')).toEqual({ date: '2031-03-14', pageViews: 0, signUps: 0, uploads: 2 });
    expect(day('2031-03-12')).toEqual({ date: '2031-03-12', pageViews: 3, signUps: 0, uploads: 0 });
    expect(day('2031-03-09')).toEqual({ date: '2031-03-09', pageViews: 1, signUps: 0, uploads: 0 });
    expect(body.totals).toEqual({ pageViews: 8, sessions: 5, signUps: 2, uploads: 3 });
  });

  it('lists top pages by path template, never by raw ids, fixed paths before parameters', async () => {
    const body = (await traffic('?days=7')).json();
    expect(body.topPages).toEqual([
      { page: '/sighting/:id', views: 3 },
      { page: '(other)', views: 1 },
      { page: '/', views: 1 },
      { page: '/shop/:slug', views: 1 },
      { page: '/shop/wishlist', views: 1 },
      { page: '/species/:slug', views: 1 },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/sighting\/(12|99|7)|bald-eagle|nikon/);
  });

  it('widens to 30 and 90 days, 30 by default', async () => {
    const thirty = (await traffic('')).json();
    expect(thirty).toMatchObject({ days: 30, from: '2031-02-14', to: '2031-03-15' });
    expect(thirty.daily).toHaveLength(30);
    expect(thirty.totals).toEqual({ pageViews: 9, sessions: 6, signUps: 3, uploads: 3 });
    const ninety = (await traffic('?days=90')).json();
    expect(ninety.daily).toHaveLength(90);
    expect(ninety.totals.uploads).toBe(3);
  });

  it('refuses other ranges with a message', async () => {
    const res = await traffic('?days=10');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Days must be 7, 30 or 90');
  });

  it('needs the administrator, and the viewTraffic permission', async () => {
    expect((await traffic('?days=7', {})).statusCode).toBe(401);
    await withAdminPermissions(t.app, { viewTraffic: false }, async () => {
      const refused = await traffic('?days=7');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Traffic figures need the viewTraffic permission.');
    });
    // systemSettings alone does not open it, viewTraffic alone does.
    await withAdminPermissions(
      t.app,
      { manageProducts: false, viewRevenue: false, manageUsers: false, systemSettings: false },
      async () => {
        expect((await traffic('?days=7')).statusCode).toBe(200);
      },
    );
  });
});

// Error reports grouped for the operator: what falls into one group, its counts and pages, resolving (its reports
// marked too) and reopening, the list's filters, one group's detail, the grouping of reports stored before groups
// existed, and the systemSettings permission.
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorGroups, errorReports } from '../../db/schema';
import { createTestApp, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { adminHeaders, withAdminPermissions } from '../sightings/social.support';
import { errorAlertsFor } from './alerts';
import { fingerprint, groupUngroupedReports, normalisedMessage } from './error-groups';
import { pageTemplate } from './page-templates';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  admin = await adminHeaders(t.app);
});
afterAll(async () => {
  await t.close();
});

async function report(message: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/errors',
    payload: { errorType: 'javascript', severity: 'medium', message, ...extra },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const groupOf = async (reportId: number) => {
  const [row] = await t.app.ctx.db.select().from(errorReports).where(eq(errorReports.id, reportId));
  if (!row?.groupId) throw new Error(`report ${reportId} has no group`);
  return row.groupId;
};

const get = (url: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url, headers });
const resolve = (groupId: number, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/errors/${groupId}/resolve`, headers });

describe('grouping', () => {
  it('takes numbers and ids out of the message, and keeps error types apart', () => {
    expect(normalisedMessage('Loading chunk 12 failed.\n  (/assets/12.js)')).toBe(
      'Loading chunk # failed. (/assets/#.js)',
    );
    expect(normalisedMessage('No row 7f3c9a1e-2b4d-4c6e-8f00-123456789abc')).toBe('No row #');
    expect(fingerprint('javascript', 'Loading chunk 12 failed')).toBe(
      fingerprint('javascript', 'Loading chunk 31 failed'),
    );
    expect(fingerprint('javascript', 'boom')).not.toBe(fingerprint('network', 'boom'));
  });

  it('names pages by their template', () => {
    expect(pageTemplate('https://wildlens.example/sighting/42?x=1#c')).toBe('/sighting/:id');
    expect(pageTemplate('/shop/wishlist')).toBe('/shop/wishlist');
    expect(pageTemplate('/shop/nikon-z8/')).toBe('/shop/:slug');
    expect(pageTemplate('/')).toBe('/');
    expect(pageTemplate('/nowhere/at/all')).toBe('(other)');
    expect(pageTemplate(undefined)).toBeNull();
  });

  it('counts one group per kind of error, with its worst severity, first and last seen and pages', async () => {
    const first = t.clock.now;
    const a = await report('Loading chunk 12 failed', { url: '/sighting/5' });
    t.clock.advance(60_000);
    const b = await report('Loading chunk 31 failed', { url: '/sighting/9', severity: 'critical' });
    t.clock.advance(60_000);
    const c = await report('Loading chunk 4 failed', { url: '/explore', severity: 'low' });
    const other = await report('Something else entirely');
    const group = await groupOf(a);
    expect(await groupOf(b)).toBe(group);
    expect(await groupOf(c)).toBe(group);
    expect(await groupOf(other)).not.toBe(group);

    const res = await get('/api/admin/errors?status=all');
    expect(res.statusCode).toBe(200);
    const found = res.json().groups.find((g: { id: number }) => g.id === group);
    expect(found).toEqual({
      id: group,
      errorType: 'javascript',
      message: 'Loading chunk 12 failed',
      severity: 'critical',
      count: 3,
      firstSeen: first.toISOString(),
      lastSeen: t.clock.now.toISOString(),
      resolved: false,
      resolvedAt: null,
      reopenedAt: null,
      pages: [
        { page: '/sighting/:id', count: 2 },
        { page: '/explore', count: 1 },
      ],
    });
  });

  it('groups a batch in one go, counting repeats within it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors/batch',
      payload: {
        errors: [
          { errorType: 'api', severity: 'high', message: '500: Internal error at /api/sightings/1' },
          { errorType: 'api', severity: 'medium', message: '500: Internal error at /api/sightings/2' },
          { errorType: 'network', message: 'Network connection lost' },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().received).toBe(3);
    const [group] = await t.app.ctx.db
      .select()
      .from(errorGroups)
      .where(eq(errorGroups.fingerprint, fingerprint('api', '500: Internal error at /api/sightings/7')));
    expect(group).toMatchObject({ count: 2, severity: 'high' });
  });
});

describe('resolving and reopening', () => {
  it('marks the group and its reports resolved; a new report reopens the group alone', async () => {
    const first = await report('TypeError: x is undefined (line 10)');
    const second = await report('TypeError: x is undefined (line 11)');
    const group = await groupOf(first);
    t.clock.advance(1000);
    const res = await resolve(group);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: group, resolved: true, reports: 2 });
    const reports = await t.app.ctx.db.select().from(errorReports).where(eq(errorReports.groupId, group));
    expect(reports.map((r) => r.resolved)).toEqual([true, true]);
    expect(reports.map((r) => r.id).sort()).toEqual([first, second].sort());

    const open = (await get('/api/admin/errors')).json().groups.map((g: { id: number }) => g.id);
    expect(open).not.toContain(group);
    const resolved = (await get('/api/admin/errors?status=resolved')).json().groups;
    expect(resolved.find((g: { id: number }) => g.id === group)).toMatchObject({
      resolved: true,
      resolvedAt: t.clock.now.toISOString(),
    });

    t.clock.advance(1000);
    const again = await report('TypeError: x is undefined (line 12)');
    expect(await groupOf(again)).toBe(group);
    const reopened = (await get('/api/admin/errors'))
      .json()
      .groups.find((g: { id: number }) => g.id === group);
    expect(reopened).toMatchObject({
      resolved: false,
      resolvedAt: null,
      reopenedAt: t.clock.now.toISOString(),
      count: 3,
    });
    // The earlier reports stay resolved; only the new one is open (the dashboard counts open reports).
    const after = await t.app.ctx.db.select().from(errorReports).where(eq(errorReports.groupId, group));
    expect(after.filter((r) => !r.resolved).map((r) => r.id)).toEqual([again]);
    const dashboard = await get('/api/admin/dashboard');
    expect(dashboard.json().openErrorReports).toBeGreaterThan(0);
  });

  it('answers 404 for a group that does not exist, 400 for a bad id', async () => {
    const missing = await resolve(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Error group not found');
    expect((await get('/api/admin/errors/999999')).statusCode).toBe(404);
    expect((await resolve(0)).statusCode).toBe(400);
  });
});

describe('the list and one group', () => {
  it('filters by severity and status, most recently seen first, a page at a time', async () => {
    await report('Only critical here', { severity: 'critical' });
    const critical = (await get('/api/admin/errors?status=all&severity=critical')).json();
    expect(critical.groups.length).toBeGreaterThan(0);
    expect(critical.groups.every((g: { severity: string }) => g.severity === 'critical')).toBe(true);
    expect(critical.groups[0].message).toBe('Only critical here');
    const page = (await get('/api/admin/errors?status=all&limit=1&offset=1')).json();
    expect(page).toMatchObject({ limit: 1, offset: 1 });
    expect(page.groups).toHaveLength(1);
    expect(page.total).toBeGreaterThan(2);
    expect((await get('/api/admin/errors?severity=urgent')).statusCode).toBe(400);
  });

  it('shows a group with its latest reports, without member, session or request data', async () => {
    const id = await report('Render failed in SightingCard', {
      url: '/sighting/77?token=secret-value',
      stackTrace: 'at SightingCard (card.tsx:3:9)',
      sessionId: 'session-secret',
      browserInfo: { name: 'Firefox', version: '140', os: 'Linux' },
      requestData: { method: 'GET', headers: { accept: 'text/html' } },
    });
    const group = await groupOf(id);
    const res = await get(`/api/admin/errors/${group}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reports[0]).toMatchObject({
      id,
      page: '/sighting/:id',
      stackTrace: 'at SightingCard (card.tsx:3:9)',
      browser: 'Firefox 140 (Linux)',
    });
    expect(res.body).not.toMatch(/secret-value|session-secret|text\/html/);
    expect(body.alerts).toEqual([]);
  });
});

describe('reports stored before groups existed', () => {
  it('are grouped at start, with their pages', async () => {
    await errorAlertsFor(t.app.ctx).idle();
    const db = t.app.ctx.db;
    const old = new Date('2025-01-01T00:00:00Z');
    const rows = await db
      .insert(errorReports)
      .values([
        { errorType: 'ux', severity: 'low', message: 'Legacy 1 broke', url: '/species/owl', createdAt: old },
        { errorType: 'ux', severity: 'high', message: 'Legacy 22 broke', resolved: true, createdAt: old },
        { errorType: 'ux', severity: 'medium', message: 'Legacy 3 broke', url: '/x/y/z', createdAt: old },
      ])
      .returning({ id: errorReports.id });
    expect(await groupUngroupedReports(db)).toBe(3);
    expect(await db.select().from(errorReports).where(isNull(errorReports.groupId))).toEqual([]);
    const [group] = await db
      .select()
      .from(errorGroups)
      .where(eq(errorGroups.fingerprint, fingerprint('ux', 'Legacy 5 broke')));
    expect(group).toMatchObject({ count: 3, severity: 'high', resolved: false, message: 'Legacy 1 broke' });
    const detail = (await get(`/api/admin/errors/${group?.id}`)).json();
    expect(detail.pages).toEqual(
      expect.arrayContaining([
        { page: '/species/:slug', count: 1 },
        { page: '(other)', count: 1 },
      ]),
    );
    expect(detail.reports.map((r: { id: number }) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    // Nothing left: a second start does nothing.
    expect(await groupUngroupedReports(db)).toBe(0);
  });
});

describe('permissions', () => {
  it('needs the administrator and systemSettings', async () => {
    expect((await get('/api/admin/errors', {})).statusCode).toBe(401);
    expect((await resolve(1, {})).statusCode).toBe(401);
    await withAdminPermissions(t.app, { systemSettings: false }, async () => {
      const refused = await get('/api/admin/errors');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('This needs the systemSettings permission.');
      expect((await resolve(1)).statusCode).toBe(403);
    });
  });
});

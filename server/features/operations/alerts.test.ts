// Alert policies: their CRUD and validation (systemSettings), and the e-mails they send: one per throttle window
// per policy and error group however many reports arrive (20 within a minute: one e-mail), another once the window
// has passed, none for reports below the policy's severity; the throttle is decided by the database, so
// concurrent claims (several processes) still send once; a failing mailer is recorded, not thrown.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertPolicies, alertThrottle, errorAlerts, errorReports } from '../../db/schema';
import { readOutbox } from '../../mail/outbox.support';
import { createTestApp, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { adminHeaders, withAdminPermissions } from '../sightings/social.support';
import { claimAlertWindow, errorAlertsFor } from './alerts';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  admin = await adminHeaders(t.app);
});
afterAll(async () => {
  await t.close();
});

const policyBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'On-call',
  recipients: ['oncall@example.com'],
  ...overrides,
});

async function createPolicy(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/alert-policies',
    headers: admin,
    payload: policyBody(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; throttleSeconds: number };
}

async function report(message: string, severity = 'high') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/errors',
    payload: { errorType: 'javascript', severity, message },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const alertMails = () => readOutbox(t.dataDir).filter((m) => m.subject.startsWith('[WildLens]'));
const settle = () => errorAlertsFor(t.app.ctx).idle();

describe('alert policy CRUD', () => {
  beforeEach(async () => {
    await t.app.ctx.db.delete(alertPolicies);
  });

  it('creates with the spec defaults (minSeverity high, e-mail, 300 s), lists, replaces and deletes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/alert-policies',
      headers: admin,
      payload: policyBody({ recipients: ['Ops@Example.com', 'ops@example.com', 'dev@example.com'] }),
    });
    expect(created.statusCode).toBe(201);
    const policy = created.json();
    expect(policy).toMatchObject({
      name: 'On-call',
      minSeverity: 'high',
      channels: ['email'],
      recipients: ['ops@example.com', 'dev@example.com'],
      throttleSeconds: 300,
      isActive: true,
      lastAlertAt: null,
    });

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/alert-policies', headers: admin });
    expect(list.json()).toEqual([policy]);

    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/alert-policies/${policy.id}`,
      headers: admin,
      payload: policyBody({ name: 'Everything', minSeverity: 'low', throttleSeconds: 60, isActive: false }),
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ name: 'Everything', minSeverity: 'low', isActive: false });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/alert-policies/${policy.id}`,
      headers: admin,
    });
    expect(removed.json()).toEqual({ ok: true });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/alert-policies/${policy.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Alert policy not found');
  });

  it('refuses bad input with messages and stores nothing', async () => {
    const send = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/admin/alert-policies', headers: admin, payload });
    const cases: [Record<string, unknown>, string][] = [
      [policyBody({ recipients: [] }), 'Add at least one recipient'],
      [policyBody({ recipients: ['not-an-address'] }), 'Invalid email format'],
      [policyBody({ throttleSeconds: 5 }), 'Throttle must be at least 60 seconds'],
      [policyBody({ name: '   ' }), 'Name is required'],
      [policyBody({ channels: ['sms'] }), ''],
      [{ ...policyBody(), extra: true }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await t.app.ctx.db.select().from(alertPolicies)).toEqual([]);
  });

  it('needs the administrator and systemSettings', async () => {
    const list = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/admin/alert-policies', headers });
    expect((await list({})).statusCode).toBe(401);
    await withAdminPermissions(t.app, { systemSettings: false }, async () => {
      expect((await list(admin)).statusCode).toBe(403);
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/admin/alert-policies',
        headers: admin,
        payload: policyBody(),
      });
      expect(create.statusCode).toBe(403);
    });
  });
});

describe('alerts', () => {
  beforeEach(async () => {
    await settle();
    await t.app.ctx.db.delete(alertPolicies);
  });

  it('sends one e-mail for 20 high-severity reports within a minute, another after the window', async () => {
    const policy = await createPolicy();
    const before = alertMails().length;
    const start = t.clock.now;
    // Twenty reports of one error within 45 seconds, in bursts of five at the same moment.
    for (let burst = 0; burst < 4; burst += 1) {
      await Promise.all(
        Array.from({ length: 5 }, (_, i) => report(`Payment form crashed (attempt ${burst * 5 + i})`)),
      );
      await settle();
      t.clock.advance(15_000);
    }
    const mails = alertMails().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('oncall@example.com');
    expect(mails[0]?.subject).toMatch(
      /^\[WildLens\] high javascript error: Payment form crashed \(attempt \d+\)$/,
    );
    expect(mails[0]?.text).toContain('/admin/dashboard#errors');
    const sent = await t.app.ctx.db.select().from(errorAlerts).where(eq(errorAlerts.policyId, policy.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ status: 'sent', channel: 'email', recipients: ['oncall@example.com'] });

    // The window is counted from the report that set the alert off: 1 s short of it, nothing; then another.
    t.clock.now = new Date(start.getTime() + 299_000);
    await report('Payment form crashed (attempt 20)');
    await settle();
    expect(alertMails().slice(before)).toHaveLength(1);
    t.clock.now = new Date(start.getTime() + 300_000);
    await report('Payment form crashed (attempt 21)');
    await settle();
    expect(alertMails().slice(before)).toHaveLength(2);
    expect(alertMails().at(-1)?.text).toContain('Reports in the group: 22');
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/alert-policies', headers: admin });
    expect(listed.json()[0].lastAlertAt).toBe(t.clock.now.toISOString());
  });

  it("counts each group and policy on its own, below a policy's severity nothing", async () => {
    await createPolicy({ name: 'Critical only', minSeverity: 'critical', recipients: ['boss@example.com'] });
    await createPolicy({ name: 'Medium and up', minSeverity: 'medium', recipients: ['team@example.com'] });
    const before = alertMails().length;
    // Below both policies, then medium (one policy), then critical (both), each its own group.
    await report('Tooltip misplaced', 'low');
    await report('Search box lost focus', 'medium');
    await report('Checkout failed', 'critical');
    // A second group alerts although the first one is within its window.
    await report('Search box lost focus again', 'medium');
    await settle();
    const mails = alertMails().slice(before);
    expect(mails.map((m) => `${m.to} ${m.subject}`).sort()).toEqual([
      'boss@example.com [WildLens] critical javascript error: Checkout failed',
      'team@example.com [WildLens] critical javascript error: Checkout failed',
      'team@example.com [WildLens] medium javascript error: Search box lost focus',
      'team@example.com [WildLens] medium javascript error: Search box lost focus again',
    ]);
  });

  it('sends nothing for an inactive policy', async () => {
    await createPolicy({ isActive: false, minSeverity: 'low' });
    const before = alertMails().length;
    await report('Nobody is told', 'critical');
    await settle();
    expect(alertMails()).toHaveLength(before);
  });

  it('lets exactly one of many concurrent claims of a window through, as for several processes', async () => {
    await createPolicy({ name: 'Race' });
    const [policy] = await t.app.ctx.db.select().from(alertPolicies);
    const id = await report('Claimed many times', 'low');
    const [row] = await t.app.ctx.db.select().from(errorReports).where(eq(errorReports.id, id));
    if (!policy || !row?.groupId) throw new Error('setup');
    const groupId = row.groupId;
    const now = t.clock.now;
    const claims = await Promise.all(
      Array.from({ length: 12 }, () => claimAlertWindow(t.app.ctx.db, policy, groupId, now)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const later = new Date(now.getTime() + 299_000);
    expect(await claimAlertWindow(t.app.ctx.db, policy, groupId, later)).toBe(false);
    const next = new Date(now.getTime() + 300_000);
    const more = await Promise.all(
      Array.from({ length: 12 }, () => claimAlertWindow(t.app.ctx.db, policy, groupId, next)),
    );
    expect(more.filter(Boolean)).toHaveLength(1);
    const [throttle] = await t.app.ctx.db
      .select()
      .from(alertThrottle)
      .where(eq(alertThrottle.groupId, groupId));
    expect(throttle?.lastSentAt.toISOString()).toBe(next.toISOString());
  });

  it('answers the report without waiting for the e-mail, and records one that failed', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let attempts = 0;
    const failing = await createTestApp(
      {},
      {
        rateLimits: unlimitedRateLimits(),
        mailer: {
          kind: 'outbox',
          send: async () => {
            attempts += 1;
            await gate;
            throw new Error('mail server down');
          },
          check: async () => false,
        },
      },
    );
    try {
      const headers = await adminHeaders(failing.app);
      const created = await failing.app.inject({
        method: 'POST',
        url: '/api/admin/alert-policies',
        headers,
        payload: policyBody(),
      });
      expect(created.statusCode).toBe(201);
      const res = await failing.app.inject({
        method: 'POST',
        url: '/api/errors',
        payload: { errorType: 'api', severity: 'critical', message: 'Down' },
      });
      // Answered while the mail server has not said anything yet.
      expect(res.statusCode).toBe(201);
      await vi.waitFor(() => expect(attempts).toBe(1));
      const [sending] = await failing.app.ctx.db.select().from(errorAlerts);
      expect(sending?.status).toBe('sending');
      release();
      await errorAlertsFor(failing.app.ctx).idle();
      const [alert] = await failing.app.ctx.db.select().from(errorAlerts);
      expect(alert).toMatchObject({ status: 'failed', error: 'mail server down' });
    } finally {
      release();
      await failing.close();
    }
  });
});

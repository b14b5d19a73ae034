// Error reports, engagement and flow events: what is stored, what is refused, and whose id is kept.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, errorReports, flowEvents } from '../../db/schema';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { TOO_MANY_REPORTS } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const report = (overrides: Record<string, unknown> = {}) => ({
  errorType: 'javascript',
  severity: 'high',
  message: 'TypeError: cannot read properties of undefined',
  ...overrides,
});

async function storedReport(id: number) {
  const [row] = await t.app.ctx.db.select().from(errorReports).where(eq(errorReports.id, id));
  if (!row) throw new Error(`no error report ${id}`);
  return row;
}

async function postReport(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/errors', payload, headers });
}

describe('POST /api/errors', () => {
  it('stores a full report and answers 201 with its id', async () => {
    const res = await postReport(
      report({
        stackTrace: 'at render (App.tsx:12:5)',
        fileName: 'App.tsx',
        lineNumber: 12,
        columnNumber: 5,
        url: '/explore',
        sessionId: 'sess-1',
        browserInfo: { name: 'Firefox', version: '140', os: 'Linux', viewport: '1280x800', memoryUsed: 12 },
        requestData: { method: 'GET', headers: { accept: 'application/json' }, query: { page: 2 } },
        contextData: {
          component: 'SightingCard',
          feature: 'explore',
          recentActions: ['click like'],
          additionalInfo: { statusCode: 500, endpoint: '/api/sightings' },
        },
      }),
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toEqual(expect.any(Number));
    const row = await storedReport(id);
    expect(row).toMatchObject({
      errorType: 'javascript',
      severity: 'high',
      message: 'TypeError: cannot read properties of undefined',
      stackTrace: 'at render (App.tsx:12:5)',
      fileName: 'App.tsx',
      lineNumber: 12,
      columnNumber: 5,
      url: '/explore',
      sessionId: 'sess-1',
      userId: null,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      resolved: false,
      browserInfo: { name: 'Firefox', version: '140', os: 'Linux', viewport: '1280x800', memoryUsed: 12 },
      requestData: { method: 'GET', headers: { accept: 'application/json' }, query: { page: 2 } },
      contextData: { component: 'SightingCard', additionalInfo: { statusCode: 500 } },
    });
  });

  it('defaults the severity to medium', async () => {
    const res = await postReport({ errorType: 'network', message: 'Network connection lost' });
    expect(res.statusCode).toBe(201);
    expect((await storedReport(res.json().id)).severity).toBe('medium');
  });

  it('ignores the userId the client claims and stores the signed-in member instead', async () => {
    const member = await makeUser(t.app);
    const other = await makeUser(t.app);
    const signedIn = await postReport(report({ userId: other.id }), { cookie: member.cookie });
    expect(signedIn.statusCode).toBe(201);
    expect((await storedReport(signedIn.json().id)).userId).toBe(member.id);

    const visitor = await postReport(report({ userId: other.id }));
    expect(visitor.statusCode).toBe(201);
    expect((await storedReport(visitor.json().id)).userId).toBeNull();
  });

  it('never stores cookie or authorization headers, whatever their case', async () => {
    const res = await postReport(
      report({
        requestData: {
          method: 'POST',
          headers: {
            Cookie: 'wl_session=abc',
            AUTHORIZATION: 'Bearer secret-admin-token',
            'proxy-authorization': 'Basic eDp5',
            'content-type': 'application/json',
          },
          body: { username: 'otter', password: 'Sw1mming!' },
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    const row = await storedReport(res.json().id);
    expect(row.requestData).toEqual({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { username: 'otter', password: '[redacted]' },
    });
    expect(JSON.stringify(row)).not.toMatch(/wl_session=abc|secret-admin-token|Sw1mming/);
  });

  it('repairs text the database cannot store instead of losing the report', async () => {
    // A client cutting a message at 5000 code units can split an emoji; some messages carry NULs.
    const cut = `${'x'.repeat(4999)}🦉`.slice(0, 5000);
    const res = await postReport(report({ message: cut, stackTrace: 'at a\u0000b', url: '/\ud83e' }));
    expect(res.statusCode).toBe(201);
    const row = await storedReport(res.json().id);
    expect(row.message).toBe(`${'x'.repeat(4999)}\ufffd`);
    expect(row.stackTrace).toBe('at ab');
    expect(row.url).toBe('/\ufffd');
  });

  it('refuses captured data nested deeper than 64 levels', async () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 70; i += 1) deep = { inner: deep };
    const res = await postReport(report({ contextData: { additionalInfo: { deep } } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is nested too deeply (the limit is 64 levels).');
  });

  it('trims the stored user agent to 500 characters', async () => {
    const res = await postReport(report(), { 'user-agent': `Agent/${'x'.repeat(1000)}` });
    expect(res.statusCode).toBe(201);
    expect((await storedReport(res.json().id)).userAgent).toHaveLength(500);
  });

  it('refuses a message over 5000 characters with the rule in the message', async () => {
    const res = await postReport(report({ message: 'x'.repeat(5001) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Message must be at most 5000 characters');
    const exact = await postReport(report({ message: 'x'.repeat(5000) }));
    expect(exact.statusCode).toBe(201);
  });

  it('refuses an empty message', async () => {
    const res = await postReport(report({ message: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Message is required');
  });

  it('refuses a stack trace over 50000 characters', async () => {
    const res = await postReport(report({ stackTrace: 'x'.repeat(50_001) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Stack trace must be at most 50000 characters');
  });

  it('refuses an unknown error type or severity', async () => {
    const type = await postReport(report({ errorType: 'cosmic_ray' }));
    expect(type.statusCode).toBe(400);
    expect(type.json().errors[0].path).toBe('errorType');
    const severity = await postReport(report({ severity: 'apocalyptic' }));
    expect(severity.statusCode).toBe(400);
    expect(severity.json().errors[0].path).toBe('severity');
  });

  it('refuses unknown fields', async () => {
    const res = await postReport(report({ isAdmin: true }));
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/errors/batch', () => {
  const countReports = async () => (await t.app.ctx.db.select().from(errorReports)).length;

  it('stores every report of the batch and answers how many', async () => {
    const member = await makeUser(t.app);
    const before = await countReports();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors/batch',
      headers: { cookie: member.cookie },
      payload: { errors: [report({ userId: 999_999 }), report({ severity: 'low' }), report()] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: 3 });
    expect(await countReports()).toBe(before + 3);
    const rows = await t.app.ctx.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(3);
    expect(rows.map((r) => r.userId)).toEqual([member.id, member.id, member.id]);
  });

  it('refuses more than 50 reports, and an empty batch', async () => {
    const before = await countReports();
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/errors/batch',
      payload: { errors: Array.from({ length: 51 }, () => report()) },
    });
    expect(tooMany.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/api/errors/batch', payload: { errors: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('At least one error is required');
    expect(await countReports()).toBe(before);
  });

  it('stores nothing when one report of the batch is invalid', async () => {
    const before = await countReports();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors/batch',
      payload: { errors: [report(), report({ severity: 'nope' })] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('errors.1.severity');
    expect(await countReports()).toBe(before);
  });

  it('accepts a beacon sent as text/plain JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors/batch',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ errors: [report({ message: 'sent on unload' })] }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: 1 });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/errors/batch',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: '{"errors": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');
  });

  it('reads text/plain as JSON on the batch route only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(report()),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/analytics/engagement', () => {
  const event = (overrides: Record<string, unknown> = {}) => ({
    action: 'page_view',
    category: 'navigation',
    label: 'homepage',
    value: 1,
    subscriptionTier: 'free',
    timestamp: '2026-05-01T10:00:00.000Z',
    sessionId: 'browser-session-1',
    userAgent: 'claimed agent',
    url: '/',
    ...overrides,
  });

  it('stores the event with the signed-in member and answers 202', async () => {
    const member = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/engagement',
      headers: { cookie: member.cookie, 'user-agent': 'RealAgent/1.0' },
      payload: event(),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.app.ctx.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, 'browser-session-1'));
    expect(row).toMatchObject({
      action: 'page_view',
      category: 'navigation',
      label: 'homepage',
      value: 1,
      subscriptionTier: 'free',
      userId: member.id,
      userAgent: 'RealAgent/1.0',
      url: '/',
    });
    expect(row?.clientTimestamp?.toISOString()).toBe('2026-05-01T10:00:00.000Z');
  });

  it('stores a visitor event without a member', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/engagement',
      payload: { action: 'affiliate_click', category: 'shop', sessionId: 'visitor-1' },
    });
    expect(res.statusCode).toBe(202);
    const [row] = await t.app.ctx.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, 'visitor-1'));
    expect(row).toMatchObject({ userId: null, label: null, value: null });
  });

  it.each([
    ['a missing action', { action: undefined }, 'action'],
    ['an empty category', { category: '  ' }, 'category'],
    ['a timestamp that is not a date', { timestamp: 'yesterday' }, 'timestamp'],
    ['a timestamp the database cannot store', { timestamp: '0000-01-01T00:00:00Z' }, 'timestamp'],
    ['a value past the stored range', { value: 1e308 }, 'value'],
    ['a value that is not a number', { value: 'NaN' }, 'value'],
    ['an unknown field', { userId: 1 }, ''],
  ])('refuses %s', async (_name, overrides, path) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/engagement',
      payload: event(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe(path);
  });
});

describe('POST /api/analytics/flow', () => {
  const flow = (overrides: Record<string, unknown> = {}) => ({
    flow: 'upload',
    step: 'choose_photo',
    status: 'completed',
    duration: 1200,
    sessionId: 'flow-session',
    metadata: { sizeKb: 512 },
    ...overrides,
  });

  it('stores the step with the signed-in member and answers 202', async () => {
    const member = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/flow',
      headers: { cookie: member.cookie },
      payload: flow({ duration: 600_000 }),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.app.ctx.db
      .select()
      .from(flowEvents)
      .where(eq(flowEvents.sessionId, 'flow-session'));
    expect(row).toMatchObject({
      flow: 'upload',
      step: 'choose_photo',
      status: 'completed',
      duration: 600_000,
      userId: member.id,
      metadata: { sizeKb: 512 },
    });
  });

  it.each([
    ['a duration over 600000 ms', { duration: 600_001 }, 'Duration must be at most 600000 ms'],
    ['a fractional duration', { duration: 1.5 }, undefined],
    ['a negative duration', { duration: -1 }, undefined],
    ['an empty step', { step: '' }, 'Step is required'],
    ['a step over 200 characters', { step: 's'.repeat(201) }, 'Step must be at most 200 characters'],
    ['an unknown flow', { flow: 'teleport' }, undefined],
    ['an unknown status', { status: 'paused' }, undefined],
    ['an error message over 5000 characters', { errorMessage: 'e'.repeat(5001) }, undefined],
  ])('refuses %s', async (_name, overrides, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analytics/flow', payload: flow(overrides) });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });
});

describe('rate limit per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ TELEMETRY_RATE_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 with a clear message past the limit, per address', async () => {
    const send = (remoteAddress: string) =>
      limited.app.inject({ method: 'POST', url: '/api/errors', remoteAddress, payload: report() });
    for (let i = 0; i < 3; i += 1) expect((await send('203.0.113.7')).statusCode).toBe(201);
    const refused = await send('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_REPORTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const beacon = await limited.app.inject({
      method: 'POST',
      url: '/api/analytics/engagement',
      remoteAddress: '203.0.113.7',
      payload: { action: 'page_view', category: 'navigation' },
    });
    expect(beacon.statusCode).toBe(429);
    expect((await send('203.0.113.8')).statusCode).toBe(201);
  });
});

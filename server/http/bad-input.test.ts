// Hostile and malformed input against every route with a JSON body, found through the OpenAPI document: the
// answer is a 4xx with a JSON message (never a 5xx), and text that is accepted is stored verbatim, as data.
import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, errorReports, flowEvents, users } from '../db/schema';
import { signUserToken } from '../features/auth/tokens';
import { EMAIL_PREFERENCES_PURPOSE } from '../features/users/routes';
import { createTestApp, makeUser, type TestApp } from '../test/harness';
import {
  DEEP_ARRAY,
  DEEP_JSON,
  HOSTILE_NON_STRINGS,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  type Json,
  type JsonPath,
  leaves,
  type OpenApiDocument,
  type Operation,
  operationsWithJsonBody,
  registeredRoutes,
  resolve,
  sample,
  serialise,
  setAt,
} from './bad-input.support';
import { storableText } from './input-safety';

let t: TestApp;
let doc: OpenApiDocument;
let operations: Operation[];
let member: Awaited<ReturnType<typeof makeUser>>;
let memberCookie: string;
let adminBearer: string;
let usersBefore: number;
let registrations = 0;
let counter = 0;

// Every request from its own address, so per-address limits never hide what a route does with the input.
const nextAddress = () => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

/** Valid values where a sampled one would fail a rule the sampler cannot know (patterns, existing rows). */
const VALID_OVERRIDES: Record<string, () => Record<string, Json>> = {
  'POST /api/auth/register': () => ({
    username: `bi_${counter}`,
    email: `bi_${counter}@example.com`,
    password: 'Passw0rd!',
    referredBy: '',
  }),
  'POST /api/auth/login': () => ({ username: member.username, password: member.password }),
  'POST /api/admin/login': () => ({ username: 'member-not-admin', password: 'Wrong-pass1' }),
  'POST /api/auth/forgot-password': () => ({ email: member.email }),
  'POST /api/auth/reset-password': () => ({ token: 'not-a-real-reset-token', password: 'Passw0rd!' }),
  'POST /api/analytics/engagement': () => ({ timestamp: new Date().toISOString(), value: 1 }),
};
const VALID_QUERY: Record<string, () => Record<string, string>> = {
  'PUT /api/email-preferences': () => ({
    token: signUserToken(t.app.ctx.secret, EMAIL_PREFERENCES_PURPOSE, member.id),
  }),
};

function baseBody(op: Operation): Record<string, Json> {
  const sampled = sample(doc, op.body, String(counter));
  const base = typeof sampled === 'object' && sampled && !Array.isArray(sampled) ? sampled : {};
  return { ...base, ...(VALID_OVERRIDES[op.key]?.() ?? {}) };
}

function url(
  op: Operation,
  overrides: { path?: Record<string, string>; query?: Record<string, string> } = {},
) {
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const value = overrides[p.in === 'path' ? 'path' : 'query']?.[p.name];
    if (p.in === 'path') path = path.replace(`{${p.name}}`, value ?? '1');
    else if (p.in === 'query') {
      const fallback = VALID_QUERY[op.key]?.()[p.name] ?? String(sample(doc, p.schema, String(counter)));
      if (p.required || value !== undefined) query.set(p.name, value ?? fallback);
    }
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Routes that rotate the session (sign-in, registration) get no cookie, so one of them cannot end it. */
function credentials(op: Operation): Record<string, string> {
  if (op.path.startsWith('/api/auth/')) return {};
  return { cookie: memberCookie, authorization: `Bearer ${adminBearer}` };
}

async function send(
  op: Operation,
  payload: string,
  options: { contentType?: string; url?: string } = {},
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: op.method,
    url: options.url ?? url(op),
    remoteAddress: nextAddress(),
    headers: { 'content-type': options.contentType ?? 'application/json', ...credentials(op) },
    payload,
  });
  if (op.key === 'POST /api/auth/register' && res.statusCode === 201) registrations += 1;
  return res;
}

/** Where a route keeps a text field (undefined: not checked), to prove accepted text is stored as sent. */
async function storedText(op: Operation, body: Json, path: JsonPath): Promise<unknown> {
  const { db } = t.app.ctx;
  const dig = (row: unknown, keys: JsonPath) =>
    keys.reduce<unknown>((node, k) => (node as Record<string | number, unknown> | null)?.[k], row);
  switch (op.key) {
    case 'POST /api/errors':
      return dig((await db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1))[0], path);
    case 'POST /api/errors/batch':
      return dig(
        (await db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1))[0],
        path.slice(2),
      );
    case 'POST /api/analytics/engagement':
      if (path[0] === 'userAgent' || path[0] === 'timestamp') return undefined;
      return dig(
        (await db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(1))[0],
        path,
      );
    case 'POST /api/analytics/flow':
      return dig((await db.select().from(flowEvents).orderBy(desc(flowEvents.id)).limit(1))[0], path);
    case 'POST /api/auth/register': {
      if (path[0] !== 'bio' && path[0] !== 'instagramUsername') return undefined;
      const username = (body as Record<string, Json>).username as string;
      return dig((await db.select().from(users).where(eq(users.username, username)))[0], path);
    }
    default:
      return undefined;
  }
}

function describeResult(op: Operation, what: string, res: LightMyRequestResponse): string {
  return `${op.key} ${what}: ${res.statusCode} ${res.body.slice(0, 200)}`;
}

/** A refusal must be a JSON `{ message }`, so the client can show it. */
function checkRefusal(failures: string[], op: Operation, what: string, res: LightMyRequestResponse) {
  if (res.statusCode >= 500) failures.push(describeResult(op, what, res));
  else if (res.statusCode >= 400) {
    const json = String(res.headers['content-type']).includes('application/json');
    const message = json ? (res.json() as { message?: unknown }).message : undefined;
    if (typeof message !== 'string' || message === '')
      failures.push(`${describeResult(op, what, res)} (no JSON message)`);
  }
}

const show = (value: Json) => JSON.stringify(value).slice(0, 40);

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_PER_ACCOUNT: '100000', LOGIN_RATE_PER_IP: '100000' });
  member = await makeUser(t.app);
  memberCookie = member.cookie;
  const { ensureAdminAccount } = await import('../features/admin/bootstrap');
  await ensureAdminAccount(t.app.ctx);
  const admin = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password: 'Admin-Passw0rd' },
  });
  adminBearer = admin.json().adminSessionToken;
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = operationsWithJsonBody(doc);
  const [row] = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  usersBefore = row?.n ?? 0;
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('every route with a JSON body', () => {
  it('is found in the OpenAPI document', () => {
    const keys = operations.map((o) => o.key);
    for (const known of [
      'POST /api/auth/register',
      'POST /api/auth/login',
      'PUT /api/user/language-preference',
      'POST /api/errors',
      'POST /api/errors/batch',
      'POST /api/analytics/engagement',
      'POST /api/analytics/flow',
    ])
      expect(keys).toContain(known);
  });

  it('answers malformed JSON with 400 and a JSON message', async () => {
    const failures: string[] = [];
    const bodies = ['{"a":', '{bad json}', "{'single': 'quotes'}", '{"a":1,}', '', '\u0000'];
    for (const op of operations)
      for (const body of bodies) {
        const res = await send(op, body);
        if (res.statusCode !== 400) failures.push(describeResult(op, `malformed ${show(body)}`, res));
        checkRefusal(failures, op, `malformed ${show(body)}`, res);
      }
    expect(failures).toEqual([]);
  });

  it('refuses prototype poisoning with 400', async () => {
    const failures: string[] = [];
    for (const op of operations)
      for (const body of [
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
      ]) {
        const res = await send(op, body);
        if (res.statusCode !== 400) failures.push(describeResult(op, body, res));
        checkRefusal(failures, op, body, res);
      }
    expect(failures).toEqual([]);
  });

  it('answers an array, a string or another non-object with 400', async () => {
    const failures: string[] = [];
    for (const op of operations)
      for (const body of ['[]', '"text"', 'null', '42', 'true', `[${JSON.stringify(baseBody(op))}]`]) {
        const res = await send(op, body);
        if (res.statusCode !== 400) failures.push(describeResult(op, `body ${show(body)}`, res));
        checkRefusal(failures, op, `body ${show(body)}`, res);
      }
    expect(failures).toEqual([]);
  });

  it('answers a body over 1 MB with 413 and a message', async () => {
    const failures: string[] = [];
    const huge = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) });
    for (const op of operations) {
      const res = await send(op, huge);
      if (res.statusCode !== 413) failures.push(describeResult(op, 'over 1 MB', res));
      checkRefusal(failures, op, 'over 1 MB', res);
    }
    expect(failures).toEqual([]);
  });

  it('answers a body nested 5000 levels deep with 400', async () => {
    const failures: string[] = [];
    for (const op of operations)
      for (const body of [DEEP_JSON, DEEP_ARRAY]) {
        const res = await send(op, body);
        if (res.statusCode !== 400) failures.push(describeResult(op, 'deep body', res));
        checkRefusal(failures, op, 'deep body', res);
      }
    expect(failures).toEqual([]);
  });

  it('answers unknown fields with 400', async () => {
    const failures: string[] = [];
    for (const op of operations)
      for (const extra of [{ unexpectedField: 'x' }, { isAdmin: true }, { id: 1 }] as Record<
        string,
        Json
      >[]) {
        const res = await send(op, JSON.stringify({ ...baseBody(op), ...extra }));
        if (res.statusCode !== 400) failures.push(describeResult(op, `extra ${show(extra)}`, res));
        checkRefusal(failures, op, `extra ${show(extra)}`, res);
      }
    expect(failures).toEqual([]);
  });

  it('answers a body that is not JSON with 415', async () => {
    const failures: string[] = [];
    for (const op of operations)
      for (const contentType of [
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ]) {
        const res = await send(op, 'a=1', { contentType });
        if (res.statusCode !== 415) failures.push(describeResult(op, contentType, res));
        checkRefusal(failures, op, contentType, res);
      }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to hostile text in any string field, and stores accepted text verbatim', async () => {
    const failures: string[] = [];
    let stored = 0;
    for (const op of operations) {
      for (const path of leaves(baseBody(op), 'string')) {
        for (const value of [...HOSTILE_STRINGS, ...HOSTILE_NON_STRINGS]) {
          const body = setAt(baseBody(op), path, value);
          const what = `${path.join('.')}=${show(value)}`;
          const res = await send(op, serialise(body));
          checkRefusal(failures, op, what, res);
          // Blank text may be kept as "absent" (null); anything else must come back exactly as sent.
          if (res.statusCode < 300 && typeof value === 'string' && value.trim() !== '') {
            const kept = await storedText(op, body, path);
            if (kept !== undefined) {
              stored += 1;
              // Routes that repair text (diagnostics) keep its storable form; the others refused it above.
              if (kept !== storableText(value))
                failures.push(`${op.key} ${what}: stored as ${show(String(kept))}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The check above must have looked at stored rows, or it proved nothing.
    expect(stored).toBeGreaterThan(50);
  }, 300_000);

  it('never answers 5xx to hostile numbers in any numeric field', async () => {
    const failures: string[] = [];
    for (const op of operations)
      for (const path of leaves(baseBody(op), 'number'))
        for (const value of HOSTILE_NUMBERS) {
          const res = await send(op, serialise(setAt(baseBody(op), path, value)));
          checkRefusal(failures, op, `${path.join('.')}=${show(value)}`, res);
        }
    expect(failures).toEqual([]);
  }, 120_000);

  it('never answers 5xx to hostile query and path parameters', async () => {
    const failures: string[] = [];
    const raw = ['%00', '%ED%A0%80', '%FF', '%', "'%20OR%201=1"];
    for (const op of operations)
      for (const p of op.parameters.filter((x) => x.in === 'query' || x.in === 'path')) {
        const encoded = HOSTILE_STRINGS.filter((s) => s !== '\ud800' && s.length < 10_000).map(
          encodeURIComponent,
        );
        for (const value of [...encoded, ...raw]) {
          const target = url(op, { [p.in === 'path' ? 'path' : 'query']: { [p.name]: '__VALUE__' } }).replace(
            encodeURIComponent('__VALUE__'),
            value,
          );
          const res = await send(op, JSON.stringify(baseBody(op)), {
            url: target.replace('__VALUE__', value),
          });
          checkRefusal(failures, op, `${p.name}=${value.slice(0, 30)}`, res);
        }
      }
    expect(failures).toEqual([]);
  });

  it('leaves the users table as it was, but for the registrations that were accepted', async () => {
    const [row] = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(row?.n).toBe(usersBefore + registrations);
    // Hostile text is data: the table is still there and the member can still sign in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { username: member.username, password: member.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('the API surface', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().message).toBe(`Not found: ${method} /api/no-such-thing`);
    }
  });

  it('reports the database, storage and mail healthy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { ok: true },
      storage: { ok: true },
      mail: { ok: true, kind: 'outbox' },
    });
  });

  it('documents every registered API route in /api/openapi.json, with no dangling $ref', async () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.includes(' /api/') && !r.includes(' /api/docs') && !r.endsWith(' /api/openapi.json'),
    );
    expect(registered.length).toBeGreaterThan(15);
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
    for (const key of documented) {
      const [method, path] = key.split(' ') as [string, string];
      const fastifyPath = path.replace(/\{(\w+)\}/g, ':$1');
      expect(t.app.hasRoute({ method: method as 'GET', url: fastifyPath }), key).toBe(true);
    }
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) expect(() => resolve(doc, JSON.parse(`{${ref}}`))).not.toThrow();
  });

  it('gives every documented route a summary and a tag', () => {
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        const described = op as { summary?: string; tags?: string[] };
        expect(described.summary, `${method} ${path}`).toBeTruthy();
        expect(described.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      }
  });

  it('serves the API reference as HTML at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      res.statusCode === 302 ? await t.app.inject({ method: 'GET', url: res.headers.location ?? '' }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/<html/i);
  });
});

// Property-based bad input over every route with a body, a query or a path parameter (found through the OpenAPI
// document): one field or parameter of a valid request is replaced by a hostile, wrongly typed, oversized or
// missing value generated from the route's schema. Invalid requests answer 4xx with a JSON message and leave the
// database and the data directory as they were; any request at all never answers 5xx.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  multipartBody,
  sessionCookie,
  type TestApp,
  unlimitedRateLimits,
} from '../test/harness';
import type { OpenApiDocument } from './bad-input.support';
import { viewerLanguage } from './first-paint';
import { anyRequests, invalidRequests, regressions, urlOf } from './property.support';
import { baseRequest, buildWorld, type World } from './property.world';
import {
  type ApiRequest,
  jsonText,
  type Mutation,
  operationsWithInput,
  type RouteOperation,
  violates,
} from './property-schema.support';
import {
  CPU_BUDGET_MS,
  cpuTimeOf,
  medianCpuMs,
  OVERSIZED_LENGTH,
  oversizedHeaderValues,
  oversizedRequests,
  PARSED_HEADERS,
} from './property-size.support';

// A fixed seed makes a failure reproducible; fast-check prints it (and the shrunk counterexample) on failure.
// PROPERTY_SEED and PROPERTY_RUNS (runs per route and role) widen the search by hand, e.g. PROPERTY_RUNS=500.
const SEED = Number(process.env.PROPERTY_SEED ?? 20_251_121);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 20);
// Valid passwords are hashed with argon2 (sign-in, reset): a route's runs can take a while on a busy machine.
const ROUTE_TIMEOUT = 30_000 + RUNS * 600;
fc.configureGlobal({ seed: SEED, endOnFailure: true });
/** A seed per route and role, so each property draws its own values (one seed for all would repeat them). */
const seedFor = (key: string) => [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_003, SEED);

const t: TestApp = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
const doc: OpenApiDocument = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const operations = operationsWithInput(doc);

type Role = 'visitor' | 'member' | 'admin';
/** Administrator routes are also tried with the bearer token, so their validation is reached behind its check. */
const rolesFor = (op: RouteOperation): Role[] =>
  op.path.startsWith('/api/admin/') ? ['visitor', 'member', 'admin'] : ['visitor', 'member'];

let world: World;
let registrations = 0;

function headersFor(role: Role, request: ApiRequest): Record<string, string> {
  const headers: Record<string, string> =
    request.body === undefined ? {} : { 'content-type': 'application/json' };
  if (role === 'member') headers.cookie = world.member.cookie;
  if (role === 'admin') headers.authorization = world.adminAuthorization;
  return headers;
}

let address = 0;
async function send(op: RouteOperation, role: Role, request: ApiRequest): Promise<LightMyRequestResponse> {
  address += 1;
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: urlOf(op, request),
    remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
    headers: headersFor(role, request),
    ...(request.body === undefined ? {} : { payload: jsonText(request.body) }),
  });
  if (op.key === 'POST /api/auth/register' && res.statusCode === 201) registrations += 1;
  return res;
}

/** The changed value, for failure messages (cursors also decoded, as they are opaque). */
function show(m: Mutation): string {
  const value =
    m.where === 'body'
      ? m.path.reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], m.request.body)
      : m.path.length
        ? m.request.params[String(m.path[0])]
        : { ...m.request.params, extra: m.request.extraQuery };
  const cursor = m.where === 'param' ? m.request.params.cursor : undefined;
  const decoded =
    typeof cursor === 'string' ? ` (cursor ${Buffer.from(cursor, 'base64url').toString()})` : '';
  return `${m.where} ${m.path.join('.') || '(all)'} = ${JSON.stringify(value)?.slice(0, 160)}${decoded}`;
}

/** Never a 5xx; a refusal is JSON with a message a person can read. */
function expectAnswer(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(res.headers['content-type'], what).toMatch(/application\/json/);
  const message = (res.json() as { message?: unknown }).message;
  expect(typeof message === 'string' && message.trim() !== '', `${what}: no message in ${res.body}`).toBe(
    true,
  );
}

/** Rows of a raw query; both drivers (PGlite, node-postgres) answer `{ rows }`. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Row counts and contents of every table, and the files of the data directory (media, private originals, mail). */
async function snapshot(): Promise<Record<string, string>> {
  const rows = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // One round trip for every table. Sessions record when they were last used on every signed-in request, so only
  // their number must hold; every other table must keep its exact content.
  const perTable = rows.map(({ table_name: name }) => {
    const content = /sessions$/.test(name)
      ? sql`''`
      : sql`md5(coalesce(string_agg(x::text, '|' order by x::text), ''))`;
    return sql`select ${name}::text as name, count(*)::int as n, ${content} as h from ${sql.identifier(name)} x`;
  });
  const state: Record<string, string> = {};
  for (const row of await rowsOf<{ name: string; n: number; h: string }>(
    sql.join(perTable, sql` union all `),
  ))
    state[`table ${row.name}`] = `${row.n} rows ${row.h}`;
  for (const file of fs.readdirSync(t.dataDir, { recursive: true, encoding: 'utf8' }).sort())
    if (fs.statSync(path.join(t.dataDir, file)).isFile()) state[`file ${file}`] = 'present';
  return state;
}

/** A valid sign-in or registration sent with the member's cookie rotates the session: sign in again then. */
async function keepMemberSignedIn() {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { cookie: world.member.cookie },
  });
  if (me.statusCode === 200) return;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: world.member.username, password: world.member.password },
  });
  world.member.cookie = sessionCookie(login);
}

/** Whether a validation error names the field the property broke (or a field around it): the base was valid. */
const related = (errorPath: string, broken: string) =>
  errorPath === '' ||
  broken === '' ||
  errorPath === broken ||
  broken.startsWith(`${errorPath}.`) ||
  errorPath.startsWith(`${broken}.`);

beforeAll(async () => {
  world = await buildWorld(t.app);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('the generated requests', () => {
  it('cover every route with input, GET included', () => {
    const keys = operations.map((o) => o.key);
    for (const known of [
      'GET /api/sightings',
      'GET /api/sightings/{id}',
      'PATCH /api/sightings/{id}',
      'GET /api/portfolios/{portfolioUrl}',
      'DELETE /api/bookmarks/collections/{name}',
      'PUT /api/email-preferences',
      'POST /api/errors/batch',
    ])
      expect(keys).toContain(known);
  });

  it('start from base requests that are inside their schemas', () => {
    for (const op of operations) {
      const base = baseRequest(world, doc, op);
      if (op.body) expect(violates(doc, op.body, base.body), op.key).toBe(false);
    }
  });

  it('would notice a write: the snapshot changes with one stored error report', async () => {
    const before = await snapshot();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      payload: { errorType: 'javascript', message: 'snapshot check' },
    });
    expect(res.statusCode).toBe(201);
    const after = await snapshot();
    // The report and its error group (features/operations/error-groups.ts).
    // Sorted: the snapshot's union does not keep the tables' order on PostgreSQL.
    expect(
      Object.keys(after)
        .filter((k) => after[k] !== before[k])
        .sort(),
    ).toEqual(['table error_groups', 'table error_reports']);
  });
});

describe('invalid input: 4xx with a JSON message, and nothing written', () => {
  it.each(operations.map((op) => [op.key, op] as const))(
    '%s',
    async (_key, op) => {
      const before = await snapshot();
      let fieldErrors = 0;
      for (const role of rolesFor(op)) {
        await fc.assert(
          fc.asyncProperty(invalidRequests(doc, op, baseRequest(world, doc, op)), async (mutation) => {
            const res = await send(op, role, mutation.request);
            const what = `${op.key} as ${role}, ${show(mutation)}`;
            expectAnswer(res, what);
            expect(res.statusCode, `${what}: accepted ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
            const errors =
              res.statusCode === 400 ? (res.json() as { errors?: { path: string }[] }).errors : undefined;
            if (role !== 'member' || !errors) return;
            // The refusal names the broken field and nothing else: the rest of the request was valid.
            fieldErrors += 1;
            const broken = mutation.path.join('.');
            for (const e of errors) expect(related(e.path, broken), `${what}: error on ${e.path}`).toBe(true);
          }),
          { numRuns: RUNS, seed: seedFor(`${op.key} ${role}`) },
        );
      }
      expect(await snapshot()).toEqual(before);
      // As a member the properties reached validation, not only an authentication check.
      expect(fieldErrors).toBeGreaterThan(0);
    },
    ROUTE_TIMEOUT,
  );
});

describe('input of 100,000 characters: refused by its length, in a few milliseconds of CPU', () => {
  // One slow request is everyone's problem (design section 8): every text field, map key and parameter of every
  // route, one at a time, and the headers the server parses. Measured as the process's CPU time, so a loaded
  // machine does not make it fail; see property-size.support.ts.
  const within = (cpuMs: number, what: string) =>
    expect(cpuMs, `${what}: ${cpuMs.toFixed(1)} ms of CPU`).toBeLessThanOrEqual(CPU_BUDGET_MS);

  it('reach every text of a request: body fields, map keys, query and path parameters', () => {
    const sent = (key: string) => {
      const op = operations.find((o) => o.key === key);
      if (!op) throw new Error(`no route ${key}`);
      return oversizedRequests(doc, op, baseRequest(world, doc, op)).map((m) =>
        m.path.join('.').slice(0, 30),
      );
    };
    expect(sent('POST /api/auth/register')).toEqual(expect.arrayContaining(['password', 'username', 'bio']));
    expect(sent('PUT /api/portfolio')).toContain('socialLinks.website');
    expect(sent('POST /api/errors')).toContain(`requestData.headers.${'x'.repeat(10)}`);
    expect(sent('GET /api/sightings')).toEqual(expect.arrayContaining(['search', 'cursor', 'userId']));
    expect(sent('GET /api/portfolios/{portfolioUrl}')).toContain('portfolioUrl');
  });

  it.each(operations.map((op) => [op.key, op] as const))(
    '%s',
    async (_key, op) => {
      const role: Role = op.path.startsWith('/api/admin/') ? 'admin' : 'member';
      const before = await snapshot();
      for (const m of oversizedRequests(doc, op, baseRequest(world, doc, op))) {
        const { result: res, cpuMs } = await cpuTimeOf(() => send(op, role, m.request));
        const field = m.path.map((k) => String(k).slice(0, 20)).join('.');
        const what = `${op.key}, ${m.where} ${field} = "${m.filler}" x ${OVERSIZED_LENGTH}`;
        within(cpuMs, what);
        expectAnswer(res, what);
        expect(res.statusCode, `${what}: accepted ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      }
      expect(await snapshot()).toEqual(before);
    },
    120_000,
  );

  it('headers: on every read, a sign-in and an error report', async () => {
    const reads: RouteOperation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
      methods.get
        ? [
            {
              key: `GET ${path}`,
              method: 'GET',
              path,
              parameters: (methods.get.parameters ?? []).filter((p) => p.in !== 'header'),
            },
          ]
        : [],
    );
    const writes = operations.filter((o) => ['POST /api/auth/login', 'POST /api/errors'].includes(o.key));
    expect(reads.length).toBeGreaterThan(20);
    expect(writes).toHaveLength(2);
    for (const op of [...reads, ...writes]) {
      const request = baseRequest(world, doc, op);
      // A sign-in sent with the member's cookie would end that session: it goes without one.
      const role: Role = op.path.startsWith('/api/admin/')
        ? 'admin'
        : op.method === 'GET'
          ? 'member'
          : 'visitor';
      const sendWith = (extra: Record<string, string>) =>
        t.app.inject({
          method: op.method as 'GET',
          url: urlOf(op, request),
          headers: { ...headersFor(role, request), ...extra },
          ...(request.body === undefined ? {} : { payload: jsonText(request.body) }),
        });
      // What the request costs with ordinary headers (a sign-in hashes a password, 30-90 ms of CPU on its own):
      // the budget holds for what an oversized header adds to it.
      const ordinaryMs = await medianCpuMs(() => sendWith({}));
      for (const name of PARSED_HEADERS)
        for (const value of oversizedHeaderValues(name)) {
          const { result: res, cpuMs } = await cpuTimeOf(
            () => sendWith({ [name]: value }),
            ordinaryMs + CPU_BUDGET_MS,
          );
          const what = `${op.key}, header ${name}: ${value.slice(0, 30)}... (${value.length} characters, beyond the ${ordinaryMs.toFixed(1)} ms of an ordinary request)`;
          within(cpuMs - ordinaryMs, what);
          expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }
    }
    // The language of a page's first paint (pages are not served without a web build here).
    for (const value of oversizedHeaderValues('accept-language')) {
      const page = { cookies: {}, headers: { 'accept-language': value } } as unknown as FastifyRequest;
      const { cpuMs } = await cpuTimeOf(async () => viewerLanguage(page));
      within(cpuMs, `the page language from an Accept-Language of ${value.length} characters`);
    }
  }, 300_000);
});

describe('any input: never a 5xx', () => {
  // Deletions last, so the rows the other routes name exist while they are attacked.
  const ordered = [...operations].sort(
    (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
  );
  it.each(ordered.map((op) => [op.key, op] as const))(
    '%s',
    async (_key, op) => {
      for (const role of rolesFor(op)) {
        const base = baseRequest(world, doc, op);
        await fc.assert(
          fc.asyncProperty(anyRequests(doc, op, base), async (mutation) => {
            const res = await send(op, role, mutation.request);
            expectAnswer(res, `${op.key} as ${role}, ${show(mutation)}`);
          }),
          {
            numRuns: RUNS,
            seed: seedFor(`${op.key} ${role}`),
            examples: regressions(op, base).map((m) => [m]),
          },
        );
        await keepMemberSignedIn();
      }
    },
    ROUTE_TIMEOUT,
  );
});

describe('uploads of bytes that are not media', () => {
  it('answer 4xx with a message and store nothing', async () => {
    const before = await snapshot();
    const magic = fc.constantFrom(
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]), // JPEG
      Buffer.from('89504e470d0a1a0a', 'hex'), // PNG
      Buffer.from('000000186674797069736f6d', 'hex'), // MP4 ftyp box
      Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    await fc.assert(
      fc.asyncProperty(
        magic,
        fc.uint8Array({ maxLength: 2048 }),
        fc.option(fc.oneof(fc.constantFrom('sighting', 'avatar'), fc.string({ maxLength: 40 }))),
        async (head, tail, purpose) => {
          const { payload, headers } = multipartBody([
            ...(purpose === null ? [] : [{ name: 'purpose', value: purpose }]),
            {
              name: 'file',
              value: {
                filename: '../../x.jpg',
                contentType: 'image/jpeg',
                data: Buffer.concat([head, tail]),
              },
            },
          ]);
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/media',
            headers: { ...headers, cookie: world.member.cookie },
            payload,
          });
          expectAnswer(res, `upload of ${head.length + tail.length} bytes, purpose ${purpose}`);
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 15 },
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('after the whole run', () => {
  it('the member can still sign in and the registrations that were accepted are all there is', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: world.member.username, password: world.member.password },
    });
    expect(login.statusCode).toBe(200);
    const rows = await rowsOf<{ n: number }>(sql`select count(*)::int as n from users`);
    // The admin, the two members of the world, and what the properties registered.
    expect(rows[0]?.n).toBe(3 + registrations);
  });
});

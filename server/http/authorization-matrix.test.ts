// The authorization matrix, generated from the server's own route list: every route is called as visitor,
// member, the resource's author, premium member and administrator, and answers the status the matrix expects.
// A route added to the server without an entry in the matrix (authorization-matrix.support.ts; its helpers are in authorization-matrix.world.ts) fails here.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse, onRouteHookHandler } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { ensureAdminAccount } from '../features/admin/bootstrap';
import { createTestApp, makeUser, sessionCookie, type TestApp, unlimitedRateLimits } from '../test/harness';
import {
  MATRIX,
  type Principal,
  ROLES,
  type Role,
  SKIPPED,
  type World,
} from './authorization-matrix.support';
import { PERSONAL_CACHE_CONTROL } from './cache-control';

const ADMIN_PASSWORD = 'Admin-Passw0rd';
const registered: string[] = [];
const collectRoutes: onRouteHookHandler = (route) => {
  for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
};

let t: TestApp;
let world: World;

async function signIn(username: string, password: string): Promise<Record<string, string>> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username}: ${res.statusCode} ${res.body}`);
  const token = res.json().adminSessionToken as string | undefined;
  return { cookie: sessionCookie(res), ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

beforeAll(async () => {
  // The matrix registers dozens of members and signs in again and again from one address.
  t = await createTestApp({}, { onRoute: collectRoutes, rateLimits: unlimitedRateLimits() });
  await ensureAdminAccount(t.app.ctx);
  const member = async (): Promise<Principal> => {
    const user = await makeUser(t.app);
    return { ...user, headers: { cookie: user.cookie } };
  };
  const [plain, author, premium] = [await member(), await member(), await member()];
  await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, premium.id));
  // The administrator as the site signs them in: the reserved member's session and the admin bearer token.
  const adminHeaders = await signIn('admin', ADMIN_PASSWORD);
  const [adminRow] = await t.app.ctx.db.select().from(users).where(eq(users.username, 'admin'));
  if (!adminRow) throw new Error('the reserved admin member is missing');
  const admin: Principal = {
    id: adminRow.id,
    username: 'admin',
    email: adminRow.email ?? '',
    password: ADMIN_PASSWORD,
    headers: adminHeaders,
  };
  const principals = { member: plain, author, premium, admin };
  world = {
    app: t.app,
    adminPassword: ADMIN_PASSWORD,
    principals,
    async freshHeaders(role: Role) {
      if (role === 'visitor') return {};
      const who = principals[role];
      return signIn(who.username, who.password);
    },
  };
});
afterAll(async () => {
  await t.close();
});

describe('the route list', () => {
  it('has a matrix entry (or a stated reason to skip) for every route, and no entry for a route that is gone', () => {
    const routes = new Set(registered);
    // Fastify adds a HEAD twin to every GET; it runs the GET handler, so the GET entry covers it.
    const own = [...routes].filter((r) => !(r.startsWith('HEAD ') && routes.has(`GET ${r.slice(5)}`)));
    expect(own.length).toBeGreaterThan(50);
    const unlisted = own.filter((r) => !(r in MATRIX) && !(r in SKIPPED));
    expect(unlisted, 'routes without an entry in authorization-matrix.support.ts').toEqual([]);
    const stale = [...Object.keys(MATRIX), ...Object.keys(SKIPPED)].filter((r) => !routes.has(r));
    expect(stale, 'matrix entries for routes the server no longer has').toEqual([]);
  });
});

/**
 * The caching rule of cache-control.ts as a cache sees it: an answer to a request naming a viewer is kept by no
 * cache, every answer varies with the cookie, and one declared public is the same whoever asks.
 */
function expectCacheRule(
  res: LightMyRequestResponse,
  sent: Record<string, string>,
  visitor: { url: string; body: string } | undefined,
  url: string,
  what: string,
) {
  if (!url.startsWith('/api/')) return;
  const cacheControl = String(res.headers['cache-control'] ?? '');
  if (/^public\b/.test(cacheControl)) {
    if (visitor?.url === url && res.statusCode === 200)
      expect(res.body, `${what}: declared public, but not the visitor's answer`).toBe(visitor.body);
    return;
  }
  expect(String(res.headers.vary ?? '').toLowerCase(), `${what}: vary`).toContain('cookie');
  const namesViewer = Boolean(sent.cookie?.includes('wl_session=')) || sent.authorization !== undefined;
  if (namesViewer) expect(cacheControl, `${what}: cache-control`).toBe(PERSONAL_CACHE_CONTROL);
}

const cases = Object.entries(MATRIX).flatMap(([route, list]) =>
  list.map((c) => ({ title: c.name ? `${route} (${c.name})` : route, route, c })),
);

describe('every route as every role', () => {
  it.each(cases)('$title', async ({ route, c }) => {
    const [method, url] = route.split(' ') as [string, string];
    const pattern = new RegExp(`^${url.replaceAll(/:[A-Za-z]+/g, '[^/]+')}$`);
    const actual = {} as Record<Role, number>;
    const bodies: string[] = [];
    let visitor: { url: string; body: string } | undefined;
    for (const role of ROLES) {
      const req = await c.build(world, role);
      // The URL built must be one of the route's, or the case would be testing some other route.
      expect(req.url.split('?')[0], 'the URL built for the case').toMatch(pattern);
      const roleHeaders = role === 'visitor' ? {} : world.principals[role].headers;
      const headers = { ...(req.asHeaders ?? roleHeaders), ...req.headers };
      const res = await t.app.inject({
        method: method as 'GET',
        url: req.url,
        headers,
        ...(req.payload !== undefined ? { payload: req.payload } : {}),
      });
      actual[role] = res.statusCode;
      if (role === 'visitor' && res.statusCode === 200) visitor = { url: req.url, body: res.body };
      expectCacheRule(res, headers, visitor, req.url, `${role} on ${method} ${req.url}`);
      if (res.statusCode !== c.expect[role])
        bodies.push(`${role}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      expect(res.statusCode, `${role} on ${req.url}`).toBeLessThan(500);
    }
    expect(actual, bodies.join('\n')).toEqual(c.expect);
  });
});

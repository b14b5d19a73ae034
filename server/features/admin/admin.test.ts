// The administrator: bootstrap, sign-in through both doors, the bearer token, and the reserved username.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { ensureAdminAccount } from './bootstrap';

const ADMIN_PASSWORD = 'Admin-Passw0rd';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureAdminAccount(t.app.ctx);
});
afterAll(async () => {
  await t.close();
});

const dashboard = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function adminToken(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().adminSessionToken;
}

describe('bootstrap', () => {
  it('is idempotent: a second run creates nothing new', async () => {
    expect(await ensureAdminAccount(t.app.ctx)).toEqual({ created: false });
  });
});

describe('sign-in', () => {
  it('through /api/auth/login tells the client it is the administrator and hands a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isAdmin).toBe(true);
    expect(body.user).toMatchObject({ username: 'admin', isAdmin: true });
    expect(body.adminSessionToken).toEqual(expect.any(String));
    expect((await dashboard(bearer(body.adminSessionToken))).statusCode).toBe(200);
  });

  it('through /api/auth/login as a member says isAdmin false and hands no token', async () => {
    const member = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: member.username, password: member.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isAdmin).toBe(false);
    expect(res.json().adminSessionToken).toBeUndefined();
  });

  it('through /api/admin/login returns the token and the permissions, never the hash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'ADMIN', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().admin).toMatchObject({
      username: 'admin',
      permissions: {
        manageProducts: true,
        viewRevenue: true,
        viewTraffic: true,
        manageUsers: true,
        systemSettings: true,
      },
    });
    expect(res.body).not.toMatch(/passwordHash|argon2/);
  });

  it('refuses a wrong password and a member trying the admin door', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'Wrong-pass1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid administrator credentials.');
    const member = await makeUser(t.app);
    const memberTry = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: member.username, password: member.password },
    });
    expect(memberTry.statusCode).toBe(401);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('answers the site totals with the bearer token', async () => {
    await makeUser(t.app);
    const res = await dashboard(bearer(await adminToken()));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      members: expect.any(Number),
      sightings: expect.any(Number),
      openErrorReports: expect.any(Number),
    });
    // The reserved admin member plus those made above.
    expect(body.members).toBeGreaterThanOrEqual(2);
  });

  it('refuses without a token, with only a member session, or with a made-up token', async () => {
    const member = await makeUser(t.app);
    const refusals = [
      await dashboard(),
      await dashboard({ cookie: member.cookie }),
      await dashboard(bearer('not-a-real-admin-token')),
      await dashboard({ authorization: 'Basic YWRtaW46QWRtaW4tUGFzc3cwcmQ=' }),
      await dashboard({ authorization: `Bearer ${'x'.repeat(500)}` }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Administrator sign-in required');
    }
  });

  it("refuses the admin member's session cookie without the bearer token", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const cookie = `wl_session=${login.cookies.find((c) => c.name === 'wl_session')?.value}`;
    expect((await dashboard({ cookie })).statusCode).toBe(401);
  });

  it('refuses the token after /api/admin/logout', async () => {
    const token = await adminToken();
    expect((await dashboard(bearer(token))).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect((await dashboard(bearer(token))).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });

  it('refuses the token once ADMIN_SESSION_MINUTES have passed', async () => {
    const token = await adminToken();
    t.clock.advance((t.config.ADMIN_SESSION_MINUTES - 1) * 60_000);
    expect((await dashboard(bearer(token))).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await dashboard(bearer(token))).statusCode).toBe(401);
  });
});

describe('the reserved username', () => {
  it.each(['admin', 'Admin', 'ADMIN', 'administrator', 'WildLens'])(
    'cannot be registered as %s',
    async (name) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        // Its own address, so these attempts do not eat the registrations makeUser needs.
        remoteAddress: '192.0.2.200',
        payload: { username: name, email: `${name.toLowerCase()}-taken@example.com`, password: 'Passw0rd!' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This username is already taken');
    },
  );
});

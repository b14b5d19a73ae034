// Cross-site requests that change state are refused before they touch anything (CSRF defence in depth).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';

const REFUSED = 'Cross-origin request refused.';
const EVIL = { origin: 'https://evil.example' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const userNamed = async (username: string) =>
  (await t.app.ctx.db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`))[0];

describe('a foreign origin', () => {
  it('cannot sign in: 403 and no session is started', async () => {
    const member = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: EVIL,
      payload: { username: member.username, password: member.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: REFUSED });
    expect(res.cookies.find((c) => c.name === 'wl_session')).toBeUndefined();
  });

  it('cannot sign a member out', async () => {
    const member = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...EVIL, cookie: member.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REFUSED);
    expect((await me(member.cookie)).statusCode).toBe(200);
  });

  it('cannot register an account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: EVIL,
      payload: { username: 'csrf_victim', email: 'csrf@example.com', password: 'Passw0rd!' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REFUSED);
    expect(await userNamed('csrf_victim')).toBeUndefined();
  });

  it("cannot change a member's language", async () => {
    const member = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language-preference',
      headers: { ...EVIL, cookie: member.cookie },
      payload: { preferredLanguage: 'ja' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REFUSED);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.preferredLanguage).toBe('en');
  });

  it('is refused when only the Referer names it', async () => {
    const member = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { referer: 'https://evil.example/page', cookie: member.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(member.cookie)).statusCode).toBe(200);
  });

  it('is refused from an opaque origin (sandboxed frame)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'null' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('may read: GET with a foreign origin is answered', async () => {
    const member = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...EVIL, cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    // No CORS grant: the browser does not let the foreign page read the answer.
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('Sec-Fetch-Site', () => {
  it('refuses cross-site and same-site requests even without an Origin header', async () => {
    const member = await makeUser(t.app);
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'sec-fetch-site': site, cookie: member.cookie },
      });
      expect(res.statusCode, site).toBe(403);
      expect(res.json().message).toBe(REFUSED);
    }
    expect((await me(member.cookie)).statusCode).toBe(200);
  });

  it('lets same-origin and user-initiated requests through', async () => {
    const member = await makeUser(t.app);
    for (const site of ['same-origin', 'none']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/language-preference',
        headers: { 'sec-fetch-site': site, cookie: member.cookie },
        payload: { preferredLanguage: 'de' },
      });
      expect(res.statusCode, site).toBe(200);
    }
  });
});

describe('the own origin', () => {
  it('signs in, changes the language, registers and signs out', async () => {
    const same = { origin: 'http://localhost:5000', 'sec-fetch-site': 'same-origin' };
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: same,
      payload: { username: 'same_origin', email: 'same@example.com', password: 'Passw0rd!' },
    });
    expect(register.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: same,
      payload: { username: 'same_origin', password: 'Passw0rd!' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = `wl_session=${login.cookies.find((c) => c.name === 'wl_session')?.value}`;
    const language = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language-preference',
      headers: { ...same, cookie },
      payload: { preferredLanguage: 'fr' },
    });
    expect(language.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...same, cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('lets requests without any origin header through (non-browser clients)', async () => {
    const member = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language-preference',
      headers: { cookie: member.cookie },
      payload: { preferredLanguage: 'es' },
    });
    expect(res.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: member.cookie },
    });
    expect(logout.statusCode).toBe(200);
  });
});

// Member sessions: cookie attributes, idle and absolute expiry, rotation at sign-in, ending at logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, sessionCookie, type TestApp } from '../../test/harness';
import { SESSION_COOKIE } from './session-store';

const MINUTE = 60_000;

const me = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

function signIn(t: TestApp, username: string, password: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure on http', async () => {
    const t = await createTestApp();
    try {
      const member = await makeUser(t.app);
      const res = await signIn(t, member.username, member.password);
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/SameSite=Lax/);
      expect(header).not.toMatch(/Secure/);
      // The id is long and random, not something a visitor could guess.
      expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    } finally {
      await t.close();
    }
  });

  it('is Secure when the public address is https', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://wildlens.example' });
    try {
      const member = await makeUser(t.app);
      const res = await signIn(t, member.username, member.password);
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: sessionCookie(res) },
      });
      // Clearing must carry the same attributes, or the browser keeps the secure cookie.
      expect(String(logout.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });
});

describe('expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_MINUTES: '120' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends a session left idle longer than SESSION_IDLE_MINUTES', async () => {
    const member = await makeUser(t.app);
    t.clock.advance(29 * MINUTE);
    expect((await me(t, member.cookie)).statusCode).toBe(200);
    // Activity moved the idle deadline: another 29 minutes is still within it.
    t.clock.advance(29 * MINUTE);
    expect((await me(t, member.cookie)).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    const res = await me(t, member.cookie);
    expect(res.statusCode).toBe(401);
    // Coming back does not revive it.
    t.clock.advance(-31 * MINUTE);
    expect((await me(t, member.cookie)).statusCode).toBe(401);
  });

  it('ends an active session once SESSION_ABSOLUTE_MINUTES have passed since sign-in', async () => {
    const member = await makeUser(t.app);
    for (let elapsed = 0; elapsed < 115; elapsed += 5) {
      t.clock.advance(5 * MINUTE);
      expect((await me(t, member.cookie)).statusCode, `after ${elapsed + 5} minutes`).toBe(200);
    }
    t.clock.advance(5 * MINUTE);
    expect((await me(t, member.cookie)).statusCode).toBe(401);
  });
});

describe('sign-in and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('issues a new id at sign-in; the id from before it stops working', async () => {
    const member = await makeUser(t.app);
    const before = member.cookie;
    const res = await signIn(t, member.username, member.password, before);
    expect(res.statusCode).toBe(200);
    const after = sessionCookie(res);
    expect(after).not.toBe(before);
    expect((await me(t, before)).statusCode).toBe(401);
    expect((await me(t, after)).statusCode).toBe(200);
  });

  it('does not accept a session id the client made up', async () => {
    const res = await me(t, `${SESSION_COOKIE}=attacker-chosen-session-id-0123456789abcdef`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Authentication required');
  });

  it('kills the session on the server at logout, even if the client keeps the cookie', async () => {
    const member = await makeUser(t.app);
    const other = await signIn(t, member.username, member.password);
    const otherDevice = sessionCookie(other);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: member.cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out' });
    const cleared = logout.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    // The browser ignoring the cleared cookie gains nothing: the server forgot the session.
    expect((await me(t, member.cookie)).statusCode).toBe(401);
    // Signing out on one device leaves the others alone.
    expect((await me(t, otherDevice)).statusCode).toBe(200);
  });

  it('answers logout without a session too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, sessionCookie, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('registration', () => {
  it('creates an account, signs it in and never returns the password hash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'river_otter',
        email: 'Otter@Example.com',
        password: 'Sw1mming!',
        preferredLanguage: 'fr',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toMatch(/passwordHash|argon2/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      username: 'river_otter',
      email: 'otter@example.com',
      preferredLanguage: 'fr',
    });
  });

  it('answers the spec messages for bad input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'a!', email: 'nope', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toContain('Username must be at least 3 characters');
    expect(messages).toContain('Invalid email format');
    expect(messages).toContain('Password must be at least 8 characters');
  });

  it('refuses a taken username regardless of case', async () => {
    await makeUser(t.app, { username: 'Heron' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'heron', email: 'other@example.com', password: 'Passw0rd!' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This username is already taken');
  });
});

describe('sign-in and sessions', () => {
  it('rotates the session id at sign-in and kills it at logout', async () => {
    const user = await makeUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: user.cookie },
      payload: { username: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const fresh = sessionCookie(login);
    expect(fresh).not.toBe(user.cookie);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(old.statusCode).toBe(401);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: fresh },
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: fresh } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong password with a clear message', async () => {
    const user = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'Wrong-pass1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid username/email or password.');
  });
});

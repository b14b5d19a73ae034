// Sign-in rate limits: per account and per address, with the spec's message and a Retry-After header.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';

const TOO_MANY = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  t = await createTestApp(env);
  return t;
}

function signIn(app: TestApp, username: string, password: string, remoteAddress = '192.0.2.1') {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { username, password },
  });
}

describe('per account', () => {
  it('refuses the 4th attempt for one account with 429, even with the right password', async () => {
    const app = await appWith({ LOGIN_RATE_PER_ACCOUNT: '3' });
    const member = await makeUser(app.app);
    for (let i = 0; i < 3; i += 1) {
      // Different addresses: the account is what is being counted here.
      const res = await signIn(app, member.username, 'Wrong-pass1', `192.0.2.${10 + i}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn(app, member.username, member.password, '192.0.2.20');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.cookies.find((c) => c.name === 'wl_session')).toBeUndefined();
  });

  it('counts one account whatever the case, and whether it is named by username or e-mail', async () => {
    const app = await appWith({ LOGIN_RATE_PER_ACCOUNT: '3' });
    const member = await makeUser(app.app);
    await signIn(app, member.username.toUpperCase(), 'Wrong-pass1');
    await signIn(app, member.email, 'Wrong-pass1');
    await signIn(app, member.email.toUpperCase(), 'Wrong-pass1');
    expect((await signIn(app, member.username, member.password)).statusCode).toBe(429);
    expect((await signIn(app, member.email, member.password)).statusCode).toBe(429);
  });

  it('leaves another account from another address alone', async () => {
    const app = await appWith({ LOGIN_RATE_PER_ACCOUNT: '3' });
    const victim = await makeUser(app.app);
    const bystander = await makeUser(app.app);
    for (let i = 0; i < 4; i += 1) await signIn(app, victim.username, 'Wrong-pass1', '192.0.2.66');
    expect((await signIn(app, victim.username, victim.password, '192.0.2.66')).statusCode).toBe(429);
    const other = await signIn(app, bystander.username, bystander.password, '192.0.2.77');
    expect(other.statusCode).toBe(200);
  });

  it('forgets failed attempts after a successful sign-in', async () => {
    const app = await appWith({ LOGIN_RATE_PER_ACCOUNT: '3' });
    const member = await makeUser(app.app);
    await signIn(app, member.username, 'Wrong-pass1');
    await signIn(app, member.username, 'Wrong-pass1');
    expect((await signIn(app, member.username, member.password)).statusCode).toBe(200);
    await signIn(app, member.username, 'Wrong-pass1');
    await signIn(app, member.username, 'Wrong-pass1');
    expect((await signIn(app, member.username, member.password)).statusCode).toBe(200);
  });

  it('lets the account sign in again once the window has passed', async () => {
    const app = await appWith({ LOGIN_RATE_PER_ACCOUNT: '3', LOGIN_RATE_WINDOW_SECONDS: '1' });
    const member = await makeUser(app.app);
    for (let i = 0; i < 3; i += 1) await signIn(app, member.username, 'Wrong-pass1');
    expect((await signIn(app, member.username, member.password)).statusCode).toBe(429);
    // rate-limiter-flexible keeps real time, not the test clock.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(app, member.username, member.password)).statusCode).toBe(200);
  });

  it('also limits the administrator sign-in', async () => {
    const app = await appWith({ LOGIN_RATE_PER_ACCOUNT: '3' });
    const attempt = (password: string) =>
      app.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password } });
    for (let i = 0; i < 3; i += 1) expect((await attempt('Wrong-pass1')).statusCode).toBe(401);
    const blocked = await attempt('Admin-Passw0rd');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY);
  });
});

describe('per address', () => {
  it('refuses an address that tries too many accounts, and only that address', async () => {
    const app = await appWith({ LOGIN_RATE_PER_IP: '5', LOGIN_RATE_PER_ACCOUNT: '100' });
    const member = await makeUser(app.app);
    for (let i = 0; i < 5; i += 1) {
      const res = await signIn(app, `guess${i}@example.com`, 'Wrong-pass1', '198.51.100.9');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn(app, member.username, member.password, '198.51.100.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(app, member.username, member.password, '198.51.100.10')).statusCode).toBe(200);
  });
});

// Rate limits of the account doors: sign-in (per account and per address), registration and password reset.
// N attempts pass, the next answers 429 with the spec's message and a Retry-After header, and the window ends on
// the app's clock: like Mastodon's request specs (travel_to), the tests move the clock instead of waiting.
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { ensureAdminAccount } from '../admin/bootstrap';

const TOO_MANY = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
const TOO_MANY_ACCOUNTS = 'Too many accounts created from this address. Please try again later.';
const TOO_MANY_RESETS = 'Too many reset requests. Please try again later.';
const SECOND = 1000;
const MINUTE = 60 * SECOND;

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

/** A 429 with the message and a Retry-After of exactly `seconds`. */
function expectRefused(res: LightMyRequestResponse, message: string, seconds: number): void {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ message });
  expect(res.headers['retry-after']).toBe(String(seconds));
}

describe('sign-in per account', () => {
  it('after 5 failures in 15 minutes, refuses the address that made them, even with the right password, and not a second longer', async () => {
    const app = await appWith({});
    const member = await makeUser(app.app);
    for (let i = 0; i < 5; i += 1) {
      const res = await signIn(app, member.username, 'Wrong-pass1', '192.0.2.10');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn(app, member.username, member.password, '192.0.2.10');
    expectRefused(blocked, TOO_MANY, 15 * 60);
    expect(blocked.cookies.find((c) => c.name === 'wl_session')).toBeUndefined();

    // The window opened at the first attempt; attempts inside it do not stretch it.
    app.clock.advance(15 * MINUTE - SECOND);
    expectRefused(await signIn(app, member.username, member.password, '192.0.2.10'), TOO_MANY, 1);
    app.clock.advance(SECOND);
    expect((await signIn(app, member.username, member.password, '192.0.2.10')).statusCode).toBe(200);
  });

  it('a stranger cannot lock the owner out: their right password from another address still signs in', async () => {
    const app = await appWith({});
    const member = await makeUser(app.app);
    // The attack: many wrong passwords on the account from one address...
    for (let i = 0; i < 8; i += 1) await signIn(app, member.username, 'Wrong-pass1', '192.0.2.66');
    expectRefused(await signIn(app, member.username, member.password, '192.0.2.66'), TOO_MANY, 15 * 60);
    // ...and a few from many: the account is well past its limit.
    for (let i = 0; i < 10; i += 1) await signIn(app, member.username, 'Wrong-pass1', `192.0.2.${100 + i}`);

    const owner = await signIn(app, member.username, member.password, '198.51.100.1');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.cookies.find((c) => c.name === 'wl_session')).toBeDefined();
    // The owner's success forgives the account's failures, not the attacker's address.
    expectRefused(await signIn(app, member.username, member.password, '192.0.2.66'), TOO_MANY, 15 * 60);
  });

  it('while the account is over its limit, each address gets two failures on it, then is refused', async () => {
    const app = await appWith({ LOGIN_RATE_PER_ACCOUNT: '3' });
    const member = await makeUser(app.app);
    for (let i = 0; i < 4; i += 1) await signIn(app, member.username, 'Wrong-pass1', `192.0.2.${10 + i}`);
    // A fresh address: its passwords are still checked (a typo is allowed), a third failure is not.
    expect((await signIn(app, member.username, 'Wrong-pass1', '192.0.2.50')).statusCode).toBe(401);
    expect((await signIn(app, member.username, 'Wrong-pass1', '192.0.2.50')).statusCode).toBe(401);
    expectRefused(await signIn(app, member.username, member.password, '192.0.2.50'), TOO_MANY, 15 * 60);
    expect((await signIn(app, member.username, member.password, '192.0.2.51')).statusCode).toBe(200);
  });

  it('counts attempts sent at once before their passwords are checked: none slips past the limit', async () => {
    const app = await appWith({ LOGIN_RATE_PER_IP: '5' });
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(app, `nobody${i}@example.com`, 'Wrong-pass1', '192.0.2.99'),
      ),
    );
    const statuses = attempts.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('follows LOGIN_RATE_PER_ACCOUNT and LOGIN_RATE_WINDOW_SECONDS', async () => {
    const app = await appWith({ LOGIN_RATE_PER_ACCOUNT: '3', LOGIN_RATE_WINDOW_SECONDS: '60' });
    const member = await makeUser(app.app);
    for (let i = 0; i < 3; i += 1) await signIn(app, member.username, 'Wrong-pass1');
    expectRefused(await signIn(app, member.username, member.password), TOO_MANY, 60);
    app.clock.advance(30 * SECOND);
    expectRefused(await signIn(app, member.username, member.password), TOO_MANY, 30);
    app.clock.advance(30 * SECOND);
    expect((await signIn(app, member.username, member.password)).statusCode).toBe(200);
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

  it('wrong passwords from a stranger do not lock the administrator out, at either door', async () => {
    const app = await appWith({});
    await ensureAdminAccount(app.app.ctx);
    const adminSignIn = (password: string, remoteAddress: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress,
        payload: { username: 'admin', password },
      });
    for (let i = 0; i < 10; i += 1) await adminSignIn('Wrong-pass1', '203.0.113.66');
    for (let i = 0; i < 5; i += 1) await signIn(app, 'admin', 'Wrong-pass1', '203.0.113.66');
    expectRefused(await adminSignIn('Admin-Passw0rd', '203.0.113.66'), TOO_MANY, 15 * 60);

    const admin = await adminSignIn('Admin-Passw0rd', '198.51.100.200');
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().adminSessionToken).toEqual(expect.any(String));
    const member = await signIn(app, 'admin', 'Admin-Passw0rd', '198.51.100.201');
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json().isAdmin).toBe(true);
  });

  it('also limits the administrator sign-in, and lets it in again after the window', async () => {
    const app = await appWith({ LOGIN_RATE_PER_ACCOUNT: '3' });
    await ensureAdminAccount(app.app.ctx);
    const attempt = (password: string) =>
      app.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password } });
    for (let i = 0; i < 3; i += 1) expect((await attempt('Wrong-pass1')).statusCode).toBe(401);
    expectRefused(await attempt('Admin-Passw0rd'), TOO_MANY, 15 * 60);
    app.clock.advance(15 * MINUTE);
    expect((await attempt('Admin-Passw0rd')).statusCode).toBe(200);
  });
});

describe('sign-in per address', () => {
  it('counts failures only: a shared network signing in all day is never locked out', async () => {
    const app = await appWith({ LOGIN_RATE_PER_IP: '5' });
    const members = [await makeUser(app.app), await makeUser(app.app), await makeUser(app.app)];
    for (let i = 0; i < 30; i += 1) {
      const member = members[i % members.length];
      if (!member) throw new Error('no member');
      const res = await signIn(app, member.username, member.password, '198.51.100.50');
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    // Its failures still count: five, then even a right password from there waits for the window.
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(app, `guess${i}@example.com`, 'Wrong-pass1', '198.51.100.50')).statusCode).toBe(
        401,
      );
    }
    const [member] = members;
    if (!member) throw new Error('no member');
    expectRefused(await signIn(app, member.username, member.password, '198.51.100.50'), TOO_MANY, 15 * 60);
  });

  it('refuses an address that tries too many accounts, only that address, and only for the window', async () => {
    const app = await appWith({ LOGIN_RATE_PER_IP: '5', LOGIN_RATE_PER_ACCOUNT: '100' });
    const member = await makeUser(app.app);
    for (let i = 0; i < 5; i += 1) {
      const res = await signIn(app, `guess${i}@example.com`, 'Wrong-pass1', '198.51.100.9');
      expect(res.statusCode).toBe(401);
    }
    expectRefused(await signIn(app, member.username, member.password, '198.51.100.9'), TOO_MANY, 15 * 60);
    expect((await signIn(app, member.username, member.password, '198.51.100.10')).statusCode).toBe(200);

    app.clock.advance(14 * MINUTE);
    expectRefused(await signIn(app, member.username, member.password, '198.51.100.9'), TOO_MANY, 60);
    app.clock.advance(MINUTE);
    expect((await signIn(app, member.username, member.password, '198.51.100.9')).statusCode).toBe(200);
  });
});

describe('registration', () => {
  let registered = 0;
  function register(app: TestApp, remoteAddress: string) {
    registered += 1;
    const name = `joiner${registered}${Math.random().toString(36).slice(2, 6)}`;
    return app.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress,
      payload: { username: name, email: `${name}@example.com`, password: 'Passw0rd!' },
    });
  }

  it('allows 10 accounts per address and hour, then 429 until the hour has passed', async () => {
    const app = await appWith({});
    for (let i = 0; i < 10; i += 1) expect((await register(app, '203.0.113.5')).statusCode).toBe(201);
    expectRefused(await register(app, '203.0.113.5'), TOO_MANY_ACCOUNTS, 60 * 60);
    expect((await register(app, '203.0.113.6')).statusCode).toBe(201);

    app.clock.advance(59 * MINUTE);
    expectRefused(await register(app, '203.0.113.5'), TOO_MANY_ACCOUNTS, 60);
    app.clock.advance(MINUTE);
    expect((await register(app, '203.0.113.5')).statusCode).toBe(201);
  });
});

describe('password reset', () => {
  const forgot = (app: TestApp, remoteAddress: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress,
      payload: { email: 'nobody@example.com' },
    });
  const reset = (app: TestApp, remoteAddress: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress,
      payload: { token: 'not-a-real-token', password: 'New-passw0rd' },
    });

  it('allows 10 requests per address and hour across both steps, then 429 until the hour has passed', async () => {
    const app = await appWith({});
    for (let i = 0; i < 8; i += 1) expect((await forgot(app, '203.0.113.7')).statusCode).toBe(200);
    // A guessed token counts too: the two steps share one allowance.
    for (let i = 0; i < 2; i += 1) expect((await reset(app, '203.0.113.7')).statusCode).toBe(400);
    expectRefused(await forgot(app, '203.0.113.7'), TOO_MANY_RESETS, 60 * 60);
    expectRefused(await reset(app, '203.0.113.7'), TOO_MANY_RESETS, 60 * 60);
    expect((await forgot(app, '203.0.113.8')).statusCode).toBe(200);

    app.clock.advance(60 * MINUTE - SECOND);
    expectRefused(await forgot(app, '203.0.113.7'), TOO_MANY_RESETS, 1);
    app.clock.advance(SECOND);
    expect((await forgot(app, '203.0.113.7')).statusCode).toBe(200);
  });
});

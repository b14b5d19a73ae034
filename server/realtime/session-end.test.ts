// A /ws socket lives no longer than the session that opened it: sign-out closes that session's sockets, a
// password reset all of the member's, on every server process (Redis); an expired session's socket is closed at
// its next message. The client hears authentication_failed 'Session ended' and a normal close, so it stops.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { newToken, sha256 } from '../features/auth/tokens';
import { createTestApp, makeUser, sessionCookie, type TestApp, unlimitedRateLimits } from '../test/harness';
import { SESSION_ENDED_MESSAGE } from './messages';
import {
  alert,
  authenticate,
  connect,
  listen,
  type SocketClient,
  until,
  within,
} from './socket-client.support';
import { startTwoProcesses, type TwoProcesses } from './two-processes.support';

const ENDED = { type: 'authentication_failed', message: SESSION_ENDED_MESSAGE };

const open: SocketClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.socket.terminate();
});

async function tab(url: string, member: { id: number }, cookie: string): Promise<SocketClient> {
  const client = await connect(url, cookie);
  open.push(client);
  expect(await authenticate(client, member.id)).toEqual({ type: 'authenticated', userId: member.id });
  return client;
}

/** A second session of the same member, as from another browser. */
async function signInAgain(app: FastifyInstance, member: { username: string; password: string }) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: member.username, password: member.password },
  });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res);
}

const logout = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });

/** A password reset through the real route, with a token planted as the reset e-mail would have carried. */
async function resetPassword(app: FastifyInstance, memberId: number, now: Date) {
  const token = newToken();
  await app.ctx.db
    .update(users)
    .set({ passwordResetToken: sha256(token), passwordResetExpires: new Date(now.getTime() + 60_000) })
    .where(eq(users.id, memberId));
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: 'Fresh-Passw0rd' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function expectEnded(client: SocketClient, ms = 2000): Promise<void> {
  expect(await within(client.next(), ms)).toEqual(ENDED);
  expect(await within(client.closed, ms)).toEqual({ code: 1000, reason: SESSION_ENDED_MESSAGE });
}

describe('in one process', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
    url = await listen(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sign-out closes the sockets of that session only; the other session keeps its alerts', async () => {
    const member = await makeUser(t.app);
    const otherCookie = await signInAgain(t.app, member);
    const signedOut = await tab(url, member, member.cookie);
    const signedOutTab2 = await tab(url, member, member.cookie);
    const staying = await tab(url, member, otherCookie);

    expect((await logout(t.app, member.cookie)).statusCode).toBe(200);
    await expectEnded(signedOut);
    await expectEnded(signedOutTab2);

    await t.app.ctx.realtime.publish({
      to: [member.id],
      message: { type: 'rare_species_alert', data: alert('after-sign-out') },
    });
    expect(await within(staying.next())).toEqual({
      type: 'rare_species_alert',
      data: alert('after-sign-out'),
    });
    expect(signedOut.received).toEqual([{ type: 'authenticated', userId: member.id }, ENDED]);
  });

  it('a password reset closes every socket of the member, and no one else', async () => {
    const member = await makeUser(t.app);
    const bystander = await makeUser(t.app);
    const otherCookie = await signInAgain(t.app, member);
    const first = await tab(url, member, member.cookie);
    const second = await tab(url, member, otherCookie);
    const theirs = await tab(url, bystander, bystander.cookie);

    await resetPassword(t.app, member.id, t.clock.now);
    await expectEnded(first);
    await expectEnded(second);
    theirs.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await within(theirs.next())).toEqual({ type: 'pong' });
  });

  it('a session that ended between the upgrade and authenticate is refused, not registered', async () => {
    const member = await makeUser(t.app);
    const client = await connect(url, member.cookie);
    open.push(client);
    await logout(t.app, member.cookie);
    expect(await authenticate(client, member.id)).toEqual(ENDED);
    expect(await within(client.closed)).toEqual({ code: 1000, reason: SESSION_ENDED_MESSAGE });
    await until(() => t.app.ctx.realtime.connections === 0);
  });

  it('a socket whose session expired is closed at its next message (idle and absolute expiry)', async () => {
    const idle = await makeUser(t.app);
    const idleTab = await tab(url, idle, idle.cookie);
    t.clock.advance(t.config.SESSION_IDLE_MINUTES * 60_000 + 1000);
    idleTab.socket.send(JSON.stringify({ type: 'ping' }));
    await expectEnded(idleTab);

    // Kept active by requests, the session still ends at its absolute expiry, and its socket with it.
    const busy = await makeUser(t.app);
    const busyTab = await tab(url, busy, busy.cookie);
    const day = 24 * 60 * 60_000;
    for (let elapsed = 0; elapsed < t.config.SESSION_ABSOLUTE_MINUTES * 60_000; elapsed += day) {
      t.clock.advance(day);
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: busy.cookie } });
    }
    busyTab.socket.send(JSON.stringify({ type: 'ping' }));
    await expectEnded(busyTab);
  });

  it('a silent socket is closed when its session ends, without waiting for a message', async () => {
    const member = await makeUser(t.app);
    const client = await tab(url, member, member.cookie);
    // A message one second before the idle end: still answered, and the next check is set for that end.
    t.clock.advance(t.config.SESSION_IDLE_MINUTES * 60_000 - 1000);
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await within(client.next())).toEqual({ type: 'pong' });
    t.clock.advance(2000);
    // The check wakes up about two seconds later (the second left, and one of margin), on its own.
    await expectEnded(client, 5000);
  });

  it('a live session keeps its socket: requests and messages go on as before', async () => {
    const member = await makeUser(t.app);
    const client = await tab(url, member, member.cookie);
    t.clock.advance(60 * 60_000);
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await within(client.next())).toEqual({ type: 'pong' });
  });
});

describe('across two server processes (Redis)', () => {
  let processes: TwoProcesses;
  let a: TestApp;
  let urlB: string;

  beforeAll(async () => {
    processes = await startTwoProcesses();
    a = processes.a;
    urlB = await listen(processes.b);
  });
  afterAll(async () => {
    await processes.close();
  });

  it('sign-out on A closes that session’s socket on B, and only it', async () => {
    const member = await makeUser(a.app);
    const otherCookie = await signInAgain(a.app, member);
    const onB = await tab(urlB, member, member.cookie);
    const otherOnB = await tab(urlB, member, otherCookie);

    expect((await logout(a.app, member.cookie)).statusCode).toBe(200);
    await expectEnded(onB);
    otherOnB.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await within(otherOnB.next())).toEqual({ type: 'pong' });
  });

  it('a password reset on A closes all of the member’s sockets on B', async () => {
    const member = await makeUser(a.app);
    const otherCookie = await signInAgain(a.app, member);
    const first = await tab(urlB, member, member.cookie);
    const second = await tab(urlB, member, otherCookie);
    await resetPassword(a.app, member.id, a.clock.now);
    await expectEnded(first);
    await expectEnded(second);
  });
});

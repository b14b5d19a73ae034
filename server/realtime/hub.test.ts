// Alert delivery through the real-time hub, with real WebSocket clients on listening servers: in-process, and
// across two server processes (two apps on one database) sharing a Redis channel.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits } from '../test/harness';
import { DEFAULT_CHANNEL, type RealtimeHub } from './hub';
import type { RealtimeAudience } from './messages';
import { alert, authenticate, connect, listen, type SocketClient, until } from './socket-client.support';
import { REDIS_URL, startTwoProcesses, type TwoProcesses } from './two-processes.support';

/** Connects and authenticates, resolving once the server answered. */
async function authenticated(url: string, member: { id: number; cookie: string }): Promise<SocketClient> {
  const client = await connect(url, member.cookie);
  expect(await authenticate(client, member.id)).toEqual({ type: 'authenticated', userId: member.id });
  return client;
}

const publishAlert = (hub: RealtimeHub, to: RealtimeAudience, id: string) =>
  hub.publish({ to, message: { type: 'rare_species_alert', data: alert(id) } });

const clients: SocketClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.socket.terminate();
});
const track = (c: SocketClient) => {
  clients.push(c);
  return c;
};

describe('in-process hub (no REDIS_URL)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
    url = await listen(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('delivers an alert to the targeted member and, for everyone, to every authenticated socket', async () => {
    expect(t.app.ctx.realtime.transport).toBe('in-process');
    const alice = await makeUser(t.app);
    const bob = await makeUser(t.app);
    const aliceTab = track(await authenticated(url, alice));
    const bobTab = track(await authenticated(url, bob));
    const visitor = track(await connect(url));

    await publishAlert(t.app.ctx.realtime, [alice.id], 'for-alice');
    expect(await aliceTab.next()).toEqual({ type: 'rare_species_alert', data: alert('for-alice') });
    await publishAlert(t.app.ctx.realtime, 'all', 'for-all');
    expect(await aliceTab.next()).toEqual({ type: 'rare_species_alert', data: alert('for-all') });
    // Delivery is in order, so Bob's first message being the second alert proves he never got the first.
    expect(await bobTab.next()).toEqual({ type: 'rare_species_alert', data: alert('for-all') });
    await new Promise((r) => setTimeout(r, 50));
    expect(visitor.received).toEqual([]);
  });

  it('frames long messages the way clients read them (16- and 64-bit lengths)', async () => {
    const member = await makeUser(t.app);
    const tab = track(await authenticated(url, member));
    for (const size of [300, 70_000]) {
      const long = { ...alert(`long-${size}`), description: 'x'.repeat(size) };
      await t.app.ctx.realtime.publish({
        to: [member.id],
        message: { type: 'rare_species_alert', data: long },
      });
      expect(await tab.next()).toEqual({ type: 'rare_species_alert', data: long });
    }
  });

  it('refuses a visitor and closes the socket without registering it', async () => {
    // The previous test's sockets are gone once their close reached the server.
    await until(() => t.app.ctx.realtime.connections === 0);
    const visitor = track(await connect(url));
    visitor.socket.send(JSON.stringify({ type: 'authenticate', userId: 1, sessionId: 'x', timestamp: 1 }));
    expect(await visitor.next()).toEqual({
      type: 'authentication_failed',
      message: 'Authentication required',
    });
    expect((await visitor.closed).code).toBe(1000);
    expect(t.app.ctx.realtime.connections).toBe(0);
  });

  it('refuses a socket opened from another site, even with the member cookie', async () => {
    const member = await makeUser(t.app);
    const hijacker = track(await connect(url, member.cookie, { origin: 'https://evil.example' }));
    expect((await hijacker.closed).code).toBe(1008);
  });
});

describe('Redis hub across two server processes', () => {
  let processes: TwoProcesses;
  let a: TestApp;
  let b: FastifyInstance;
  let hubA: RealtimeHub;
  let hubB: RealtimeHub;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    // B's heartbeat every 200 ms, for the test of a peer that stops answering pings.
    processes = await startTwoProcesses({ heartbeatMsB: 200 });
    ({ a, b, hubA, hubB } = processes);
    urlA = await listen(a.app);
    urlB = await listen(b);
  });
  afterAll(async () => {
    await processes.close();
  });

  it('an alert published on A reaches the member on B, on both of their tabs, and no one else', async () => {
    expect(hubA.transport).toBe('redis');
    const alice = await makeUser(a.app);
    const bob = await makeUser(a.app);
    const aliceTab1 = track(await authenticated(urlB, alice));
    const aliceTab2 = track(await authenticated(urlB, alice));
    const aliceOnA = track(await authenticated(urlA, alice));
    const bobOnB = track(await authenticated(urlB, bob));
    const visitorOnB = track(await connect(urlB));

    await publishAlert(hubA, [alice.id], 'alice-only');
    const expected = { type: 'rare_species_alert', data: alert('alice-only') };
    expect(await aliceTab1.next()).toEqual(expected);
    expect(await aliceTab2.next()).toEqual(expected);
    expect(await aliceOnA.next()).toEqual(expected);

    // The channel keeps order: Bob's first alert being the broadcast proves the targeted one skipped him.
    await publishAlert(hubA, 'all', 'everyone');
    expect(await bobOnB.next()).toEqual({ type: 'rare_species_alert', data: alert('everyone') });
    expect(await aliceTab1.next()).toEqual({ type: 'rare_species_alert', data: alert('everyone') });
    await new Promise((r) => setTimeout(r, 50));
    expect(visitorOnB.received).toEqual([]);
  });

  it('an alert published on B reaches the member on A', async () => {
    const carol = await makeUser(b);
    const carolOnA = track(await authenticated(urlA, carol));
    await publishAlert(hubB, [carol.id], 'from-b');
    expect(await carolOnA.next()).toEqual({ type: 'rare_species_alert', data: alert('from-b') });
  });

  it('removes closed sockets, and drops a connection that stops answering pings', async () => {
    const dave = await makeUser(a.app);
    const before = hubB.connections;
    const tab = await authenticated(urlB, dave);
    expect(hubB.connections).toBe(before + 1);
    tab.socket.close();
    await until(() => hubB.connections === before);

    // A peer that vanished (no pong) is terminated by the heartbeat (200 ms on B) and leaves the hub.
    const silentTab = await connect(urlB, dave.cookie, { autoPong: false });
    track(silentTab);
    silentTab.socket.send(
      JSON.stringify({ type: 'authenticate', userId: dave.id, sessionId: 'x', timestamp: 1 }),
    );
    await silentTab.next();
    expect(hubB.connections).toBe(before + 1);
    await silentTab.closed;
    await until(() => hubB.connections === before);

    // Publishing to a member with no socket left is not an error.
    await publishAlert(hubA, [dave.id], 'nobody-home');
  });
});

describe('hub chosen from configuration', () => {
  it('REDIS_URL gives each app its Redis hub on REALTIME_CHANNEL, closed with the app', async () => {
    const channel = `wildlens:test:${randomBytes(6).toString('hex')}`;
    const t = await createTestApp(
      { REDIS_URL, REALTIME_CHANNEL: channel },
      { rateLimits: unlimitedRateLimits() },
    );
    // A site on the default channel of the same Redis must hear nothing of this one.
    const overheard: unknown[] = [];
    const spy = new Redis(REDIS_URL);
    try {
      await spy.subscribe(channel, DEFAULT_CHANNEL);
      spy.on('message', (from: string) => overheard.push(from));
      expect(t.app.ctx.realtime.transport).toBe('redis');
      const url = await listen(t.app);
      const member = await makeUser(t.app);
      const tab = track(await authenticated(url, member));
      await publishAlert(t.app.ctx.realtime, [member.id], 'configured');
      expect(await tab.next()).toEqual({ type: 'rare_species_alert', data: alert('configured') });
      await until(() => overheard.length > 0);
      expect(overheard).toEqual([channel]);
    } finally {
      spy.disconnect();
      await t.close();
    }
  });
});

// The rate limiter itself (a window per key on the app's clock, in memory or in Redis), the media upload limit
// through its route, and Redis limits shared by two app instances. Time is moved, never waited for.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixturePhoto, makeUser, type TestApp, uploadMedia } from '../test/harness';
import { HttpError } from './errors';
import { type CountingRateLimiter, createRateLimiter, type RateLimiter } from './rate-limits';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** What consume() threw: the 429 HttpError, or null when the attempt was allowed. */
async function refusal(limiter: RateLimiter, key: string): Promise<HttpError | null> {
  try {
    await limiter.consume(key, 'Slow down.');
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

function expect429(error: HttpError | null, retryAfterSeconds: number): void {
  expect(error?.statusCode).toBe(429);
  expect(error?.message).toBe('Slow down.');
  expect(error?.headers).toEqual({ 'retry-after': String(retryAfterSeconds) });
}

/** The same scenario for any store: 3 per minute, window from the first attempt, reset, keys apart. */
function describeWindow(name: string, options: () => { redis?: Redis; keyPrefix?: string }) {
  describe(name, () => {
    let now: Date;
    let limiter: CountingRateLimiter;
    beforeAll(() => {
      now = new Date('2031-01-01T00:00:00Z');
      limiter = createRateLimiter(
        'window',
        { points: 3, durationSeconds: 60 },
        { clock: () => now, ...options() },
      );
    });
    const advance = (ms: number) => {
      now = new Date(now.getTime() + ms);
    };

    it('allows N attempts, refuses N+1 with the time left, and opens a new window when it ends', async () => {
      expect(await refusal(limiter, 'a')).toBeNull();
      advance(20 * SECOND);
      expect(await refusal(limiter, 'a')).toBeNull();
      expect(await refusal(limiter, 'a')).toBeNull();
      expect429(await refusal(limiter, 'a'), 40);
      // Refused attempts do not move the end of the window.
      advance(39 * SECOND + 500);
      expect429(await refusal(limiter, 'a'), 1);
      advance(500);
      for (let i = 0; i < 3; i += 1) expect(await refusal(limiter, 'a')).toBeNull();
      expect429(await refusal(limiter, 'a'), 60);
    });

    it('counts each key apart, and reset() forgets one key', async () => {
      for (let i = 0; i < 3; i += 1) await refusal(limiter, 'b');
      for (let i = 0; i < 3; i += 1) await refusal(limiter, 'c');
      expect429(await refusal(limiter, 'b'), 60);
      await limiter.reset('b');
      expect(await refusal(limiter, 'b')).toBeNull();
      expect429(await refusal(limiter, 'c'), 60);
    });

    it('count() tells where a key stands without refusing; refund() takes one attempt back', async () => {
      expect(await limiter.count('d')).toEqual({ count: 1, over: false, retryAfterSeconds: 60 });
      await limiter.count('d');
      await limiter.count('d');
      expect(await limiter.count('d')).toEqual({ count: 4, over: true, retryAfterSeconds: 60 });
      await limiter.refund('d');
      await limiter.refund('d');
      expect((await limiter.count('d')).count).toBe(3);
      // Refunds never go below zero, and never touch a window that has ended.
      for (let i = 0; i < 5; i += 1) await limiter.refund('d');
      expect((await limiter.count('d')).count).toBe(1);
      advance(60 * SECOND);
      await limiter.refund('d');
      expect(await limiter.count('d')).toEqual({ count: 1, over: false, retryAfterSeconds: 60 });
    });
  });
}

describeWindow('in memory', () => ({}));

describe('in Redis', () => {
  const prefix = `wl-rl-test-${randomBytes(6).toString('hex')}`;
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
    connections.push(redis);
    return redis;
  };
  afterAll(async () => {
    const [first] = connections;
    const keys = first ? await first.keys(`${prefix}*`) : [];
    if (first && keys.length > 0) await first.del(...keys);
    for (const redis of connections) redis.disconnect();
  });

  describeWindow('one process', () => ({ redis: connect(), keyPrefix: prefix }));

  it('shares one count between processes, each deciding on its own clock', async () => {
    let now = new Date('2031-06-01T00:00:00Z');
    const clock = () => now;
    const spec = { points: 2, durationSeconds: 600 };
    const one = createRateLimiter('shared', spec, { clock, redis: connect(), keyPrefix: prefix });
    const two = createRateLimiter('shared', spec, { clock, redis: connect(), keyPrefix: prefix });
    expect(await refusal(one, 'k')).toBeNull();
    expect(await refusal(two, 'k')).toBeNull();
    expect429(await refusal(one, 'k'), 600);
    expect429(await refusal(two, 'k'), 600);
    now = new Date(now.getTime() + 10 * MINUTE);
    expect(await refusal(two, 'k')).toBeNull();
  });
});

describe('sign-in limits through Redis, shared by two app instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, LOGIN_RATE_PER_IP: '3', LOGIN_RATE_PER_ACCOUNT: '100' };
    first = await createTestApp(env);
    second = await createTestApp(env);
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('refuses on one instance what was spent on the other, until both clocks pass the window', async () => {
    // An address of its own (documentation range, random), so no other run's counts meet this one in Redis.
    const address = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const signIn = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { username: `nobody-${randomBytes(3).toString('hex')}`, password: 'Wrong-pass1' },
      });
    expect((await signIn(first)).statusCode).toBe(401);
    expect((await signIn(second)).statusCode).toBe(401);
    expect((await signIn(first)).statusCode).toBe(401);
    const refused = await signIn(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);

    first.clock.advance(10 * MINUTE);
    second.clock.advance(10 * MINUTE);
    expect((await signIn(first)).statusCode).toBe(429);
    first.clock.advance(5 * MINUTE);
    second.clock.advance(5 * MINUTE);
    expect((await signIn(second)).statusCode).toBe(401);
  });
});

describe('sign-in failures of one address are counted once across two app instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, LOGIN_RATE_PER_IP: '3' };
    first = await createTestApp(env);
    second = await createTestApp(env);
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('successful sign-ins give their attempt back; failures on either instance count', async () => {
    const address = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const member = await makeUser(first.app);
    const signIn = (app: TestApp, password: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { username: member.username, password },
      });
    // The instances have databases of their own: the member exists on the first, and the second sees failures.
    for (let i = 0; i < 6; i += 1) {
      const res = await signIn(first, member.password);
      expect(res.statusCode, res.body).toBe(200);
    }
    for (let i = 0; i < 3; i += 1) expect((await signIn(second, 'Wrong-pass1')).statusCode).toBe(401);
    expect((await signIn(first, member.password)).statusCode).toBe(429);
  });
});

describe('media uploads', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({});
  });
  afterAll(async () => {
    await app?.close();
  });

  it('allows 60 uploads per member and hour, then 429 until the hour has passed', async () => {
    const member = await makeUser(app.app);
    const other = await makeUser(app.app);
    const photo = fixturePhoto('orientation-f1.jpg');
    expect((await uploadMedia(app.app, member.cookie, photo)).statusCode).toBe(201);
    // Every attempt counts, even one refused for its body, so the other 59 are cheap ones.
    for (let i = 0; i < 59; i += 1) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { cookie: member.cookie },
        payload: {},
      });
      expect(res.statusCode).toBe(400);
    }
    const refused = await uploadMedia(app.app, member.cookie, photo);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many uploads in the last hour. Please wait a while and try again.',
    });
    expect(refused.headers['retry-after']).toBe(String(60 * 60));
    expect((await uploadMedia(app.app, other.cookie, photo)).statusCode).toBe(201);

    app.clock.advance(59 * MINUTE);
    expect((await uploadMedia(app.app, member.cookie, photo)).headers['retry-after']).toBe('60');
    app.clock.advance(MINUTE);
    expect((await uploadMedia(app.app, member.cookie, photo)).statusCode).toBe(201);
  });
});

// Rate limits: a fixed window per key that opens at the key's first attempt, counted against the app's clock
// (AppDeps.clock) so tests move time forward instead of waiting for it. Counts live in memory by default, and
// in Redis when REDIS_URL is set so that limits hold across server processes.
//
// rate-limiter-flexible, used before, reads Date.now() and lets its stores expire keys in real time, so a
// window could not be ended by a test clock; the counting is small enough to own.
import type { Redis } from 'ioredis';
import type { Clock } from './context';
import { HttpError } from './errors';

export interface LimitSpec {
  points: number;
  durationSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; throws a 429 HttpError with `message` once the limit is passed. */
  consume(key: string, message: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Where a key stands after one more attempt was counted. */
export interface AttemptCount {
  /** Attempts counted in the key's current window, this one included. */
  count: number;
  /** Past the limit: the caller refuses, or lets it through for a reason of its own (sign-in-limits.ts). */
  over: boolean;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/**
 * A limiter whose caller decides: sign-in counts every attempt before the password is checked (so attempts
 * made at once cannot slip past the limit together) and takes back the ones that succeed, so only failures
 * stay counted.
 */
export interface CountingRateLimiter extends RateLimiter {
  count(key: string): Promise<AttemptCount>;
  /** Takes back one attempt counted in the key's current window. */
  refund(key: string): Promise<void>;
}

export interface RateLimits {
  /** Failed sign-ins per account, and per account and address (see features/auth/sign-in-limits.ts). */
  loginPerAccount: CountingRateLimiter;
  /** Failed sign-ins per address, whatever the account. */
  loginPerIp: CountingRateLimiter;
  register: RateLimiter;
  passwordReset: RateLimiter;
  /** Error reports and analytics events, per address: public endpoints that write a row per call. */
  telemetry: RateLimiter;
  /** Media uploads per member (each costs decoding and encoding time): 60 per hour. */
  uploads: RateLimiter;
  /** Photo analyses (nothing stored, but each decodes a photo), per member or per visitor's address: 30 per 10 minutes. */
  photoAnalysis: RateLimiter;
  /** Darwin Core Archive downloads per address (each reads every research-grade sighting): 20 per hour. */
  exports: RateLimiter;
  /** Contact messages and DMCA notices (each e-mails the administrators), per address and per e-mail: 5 per hour. */
  support: RateLimiter;
}

/** The state of one key's window after an attempt was counted. */
export interface WindowCount {
  count: number;
  resetAtMs: number;
}

/** Where the counts live. A window opens at a key's first attempt (or the first after the last one closed). */
export interface WindowStore {
  hit(key: string, nowMs: number, durationMs: number): Promise<WindowCount>;
  /** Takes one attempt back from a window that is still open (never below zero). */
  unhit(key: string, nowMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Closed windows are dropped every this many attempts, so keys seen once do not pile up. */
const SWEEP_EVERY = 1000;

export class MemoryWindowStore implements WindowStore {
  private readonly windows = new Map<string, WindowCount>();
  private hitsSinceSweep = 0;

  async hit(key: string, nowMs: number, durationMs: number): Promise<WindowCount> {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep >= SWEEP_EVERY) this.sweep(nowMs);
    let window = this.windows.get(key);
    if (!window || window.resetAtMs <= nowMs) {
      window = { count: 0, resetAtMs: nowMs + durationMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { ...window };
  }

  async unhit(key: string, nowMs: number): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAtMs > nowMs && window.count > 0) window.count -= 1;
  }

  async delete(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(nowMs: number): void {
    this.hitsSinceSweep = 0;
    for (const [key, window] of this.windows) if (window.resetAtMs <= nowMs) this.windows.delete(key);
  }
}

/**
 * One hash per key: count and resetAt (ms on the app's clock, sent by the caller, so every process and a test
 * clock decide alike when a window closes). Redis's own expiry only collects keys once their window is over.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'resetAt'))
if not resetAt or resetAt <= now then
  resetAt = tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'count', 0, 'resetAt', ARGV[2])
end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('PEXPIRE', KEYS[1], math.max(1, resetAt - now))
return {count, resetAt}
`;

const UNHIT_SCRIPT = `
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'resetAt'))
if resetAt and resetAt > tonumber(ARGV[1]) and tonumber(redis.call('HGET', KEYS[1], 'count')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 0
`;

export class RedisWindowStore implements WindowStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async hit(key: string, nowMs: number, durationMs: number): Promise<WindowCount> {
    // resetAt goes in as text: Lua would print a number of that size in exponent form.
    const resetAt = String(nowMs + durationMs);
    const reply = await this.redis.eval(HIT_SCRIPT, 1, this.redisKey(key), nowMs, resetAt);
    if (!Array.isArray(reply) || reply.length !== 2)
      throw new Error('unexpected rate-limit reply from Redis');
    return { count: Number(reply[0]), resetAtMs: Number(reply[1]) };
  }

  async unhit(key: string, nowMs: number): Promise<void> {
    await this.redis.eval(UNHIT_SCRIPT, 1, this.redisKey(key), nowMs);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.redisKey(key));
  }

  private redisKey(key: string): string {
    return `${this.keyPrefix}:${key}`;
  }
}

export function limiterOver(store: WindowStore, spec: LimitSpec, clock: Clock): CountingRateLimiter {
  const durationMs = spec.durationSeconds * 1000;
  const count = async (key: string): Promise<AttemptCount> => {
    const nowMs = clock().getTime();
    const window = await store.hit(key, nowMs, durationMs);
    return {
      count: window.count,
      over: window.count > spec.points,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAtMs - nowMs) / 1000)),
    };
  };
  return {
    count,
    async consume(key, message) {
      const attempt = await count(key);
      if (attempt.over) throw tooManyAttempts(message, attempt.retryAfterSeconds);
    },
    refund: (key) => store.unhit(key, clock().getTime()),
    reset: (key) => store.delete(key),
  };
}

/** The 429 every limit answers: the message and how long to wait. */
export function tooManyAttempts(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
}

export interface LimiterOptions {
  /** The app's clock; real time when absent. */
  clock?: Clock;
  /** Shared counts across processes; in this process's memory when absent. */
  redis?: Redis;
  /** Prefix of the Redis keys (tests use their own so runs do not meet). */
  keyPrefix?: string;
}

export function createRateLimiter(
  name: string,
  spec: LimitSpec,
  options: LimiterOptions = {},
): CountingRateLimiter {
  const { clock = () => new Date(), redis, keyPrefix = 'wl-rl' } = options;
  const store = redis ? new RedisWindowStore(redis, `${keyPrefix}-${name}`) : new MemoryWindowStore();
  return limiterOver(store, spec, clock);
}

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

export interface RateLimits {
  loginPerAccount: RateLimiter;
  loginPerIp: RateLimiter;
  register: RateLimiter;
  passwordReset: RateLimiter;
  /** Error reports and analytics events, per address: public endpoints that write a row per call. */
  telemetry: RateLimiter;
  /** Media uploads per member (each costs decoding and encoding time): 60 per hour. */
  uploads: RateLimiter;
}

/** The state of one key's window after an attempt was counted. */
export interface WindowCount {
  count: number;
  resetAtMs: number;
}

/** Where the counts live. A window opens at a key's first attempt (or the first after the last one closed). */
export interface WindowStore {
  hit(key: string, nowMs: number, durationMs: number): Promise<WindowCount>;
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

  async delete(key: string): Promise<void> {
    await this.redis.del(this.redisKey(key));
  }

  private redisKey(key: string): string {
    return `${this.keyPrefix}:${key}`;
  }
}

export function limiterOver(store: WindowStore, spec: LimitSpec, clock: Clock): RateLimiter {
  const durationMs = spec.durationSeconds * 1000;
  return {
    async consume(key, message) {
      const nowMs = clock().getTime();
      const { count, resetAtMs } = await store.hit(key, nowMs, durationMs);
      if (count <= spec.points) return;
      const retryAfter = Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000));
      throw new HttpError(429, message, undefined, { 'retry-after': String(retryAfter) });
    },
    reset: (key) => store.delete(key),
  };
}

export interface LimiterOptions {
  /** The app's clock; real time when absent. */
  clock?: Clock;
  /** Shared counts across processes; in this process's memory when absent. */
  redis?: Redis;
  /** Prefix of the Redis keys (tests use their own so runs do not meet). */
  keyPrefix?: string;
}

export function createRateLimiter(name: string, spec: LimitSpec, options: LimiterOptions = {}): RateLimiter {
  const { clock = () => new Date(), redis, keyPrefix = 'wl-rl' } = options;
  const store = redis ? new RedisWindowStore(redis, `${keyPrefix}-${name}`) : new MemoryWindowStore();
  return limiterOver(store, spec, clock);
}

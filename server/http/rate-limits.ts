// Rate limits: in memory by default, in Redis when REDIS_URL is set so limits hold across server processes.
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
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

function wrap(limiter: RateLimiterAbstract): RateLimiter {
  return {
    async consume(key, message) {
      try {
        await limiter.consume(key);
      } catch (e) {
        if (e instanceof RateLimiterRes) {
          const retryAfter = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
          throw new HttpError(429, message, undefined, { 'retry-after': String(retryAfter) });
        }
        throw e;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

export function createRateLimiter(name: string, spec: LimitSpec, redis?: Redis): RateLimiter {
  const options = { keyPrefix: `wl-rl-${name}`, points: spec.points, duration: spec.durationSeconds };
  return wrap(
    redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options),
  );
}

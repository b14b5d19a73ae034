// Test support: two server processes (two apps on one database) whose Redis hubs share a channel of this run's
// own, so parallel runs on the same Redis never see each other's messages.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, type TestApp, unlimitedRateLimits } from '../test/harness';
import { createRealtimeHub, type RealtimeHub } from './hub';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { warn() {}, error() {} };

export interface TwoProcesses {
  /** Process A: the test app. */
  a: TestApp;
  /** Process B: another app on the same database, as a second server process behind a load balancer. */
  b: FastifyInstance;
  hubA: RealtimeHub;
  hubB: RealtimeHub;
  /** Closes both apps, then both hubs. */
  close(): Promise<void>;
}

export async function startTwoProcesses(options: { heartbeatMsB?: number } = {}): Promise<TwoProcesses> {
  const channel = `wildlens:test:${randomBytes(6).toString('hex')}`;
  const hubA = await createRealtimeHub({ redisUrl: REDIS_URL, channel, log: silent });
  const hubB = await createRealtimeHub({
    redisUrl: REDIS_URL,
    channel,
    ...(options.heartbeatMsB === undefined ? {} : { heartbeatMs: options.heartbeatMsB }),
    log: silent,
  });
  const a = await createTestApp({}, { rateLimits: unlimitedRateLimits(), realtime: hubA });
  const b = await buildApp(a.config, {
    database: a.app.ctx.database,
    clock: a.app.ctx.clock,
    rateLimits: unlimitedRateLimits(),
    realtime: hubB,
  });
  return {
    a,
    b,
    hubA,
    hubB,
    async close() {
      await b.close();
      await a.close();
      await hubA.close();
      await hubB.close();
    },
  };
}

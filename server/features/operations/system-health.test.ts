// GET /api/admin/system-health: every check answers with a status, the answers are recorded and trimmed to the
// last HISTORY_KEPT, a stuck job queue and a broken storage show as failures, Redis is checked when configured,
// and only administrators with systemSettings may ask.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CHECK_NAMES } from '@common/schemas/operations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, systemHealth } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { adminHeaders, withAdminPermissions } from '../sightings/social.support';
import { diskStatus, HISTORY_KEPT, overallStatus } from './system-health';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t.app);
});
afterAll(async () => {
  await t.close();
});

const check = (app = t.app, headers: Record<string, string> = admin) =>
  app.inject({ method: 'GET', url: '/api/admin/system-health', headers });

describe('GET /api/admin/system-health', () => {
  it('answers every check with a status, and records the answer', async () => {
    const res = await check();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.checks).sort()).toEqual([...CHECK_NAMES].sort());
    expect(body.checks.database).toMatchObject({ status: 'ok', kind: t.databaseUrl ? 'postgres' : 'pglite' });
    expect(body.checks.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.checks.storage).toMatchObject({ status: 'ok', kind: 'local' });
    expect(body.checks.mail).toMatchObject({ status: 'ok', kind: 'outbox' });
    expect(body.checks.redis).toEqual({ status: 'off', latencyMs: null, configured: false });
    expect(body.checks.jobs).toMatchObject({ status: 'ok', oldestDueSeconds: null });
    expect(body.checks.websocket).toEqual({ status: 'ok', connections: 0, transport: 'in-process' });
    expect(body.checks.disk.freeBytes).toBeGreaterThan(0);
    expect(body.checks.disk.totalBytes).toBeGreaterThanOrEqual(body.checks.disk.freeBytes);
    expect(body.checks.memory.rssBytes).toBeGreaterThan(0);
    expect(body.checks.memory.heapLimitBytes).toBeGreaterThan(body.checks.memory.heapUsedBytes);
    expect(body.checks.uptime.seconds).toBeGreaterThanOrEqual(0);
    expect(body.instance).toMatch(/:\d+$/);
    expect(['ok', 'warn', 'fail']).toContain(body.status);
    const stored = await t.app.ctx.db.select().from(systemHealth);
    expect(stored.at(-1)).toMatchObject({
      status: body.status,
      checks: body.checks,
      instance: body.instance,
    });
    // The probe file is gone again.
    const probes = path.join(t.dataDir, 'media-private', 'health-probe');
    expect(fs.existsSync(probes) ? fs.readdirSync(probes) : []).toEqual([]);
    const second = (await check()).json();
    expect(second.history[0]).toEqual({ checkedAt: body.checkedAt, status: body.status });
  });

  it('keeps only the last answers', async () => {
    const db = t.app.ctx.db;
    await db.execute(sql`insert into system_health (status, checks, instance)
      select 'ok', '{}'::jsonb, 'seeded' from generate_series(1, ${HISTORY_KEPT + 10})`);
    const body = (await check()).json();
    const [row] = (
      (await db.execute(sql`select count(*)::int as n from system_health`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row?.n).toBe(HISTORY_KEPT);
    expect(body.history).toHaveLength(20);
  });

  it('fails the job check when a due job has waited over ten minutes', async () => {
    const past = new Date(t.clock.now.getTime() - 11 * 60_000);
    await t.app.ctx.db.insert(jobs).values({ type: 'media_cleanup', payload: {}, runAt: past });
    const body = (await check()).json();
    expect(body.checks.jobs).toMatchObject({ status: 'fail', pending: 1, due: 1, oldestDueSeconds: 660 });
    expect(body.status).toBe('fail');
    await t.app.ctx.db.delete(jobs);
  });

  it('needs the administrator and systemSettings', async () => {
    expect((await check(t.app, {})).statusCode).toBe(401);
    await withAdminPermissions(t.app, { systemSettings: false }, async () => {
      const refused = await check();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('This needs the systemSettings permission.');
    });
  });
});

describe('statuses', () => {
  it('takes the worst check as the whole, Redis being off is no fault', () => {
    expect(overallStatus(['ok', 'off', 'ok'])).toBe('ok');
    expect(overallStatus(['ok', 'warn', 'off'])).toBe('warn');
    expect(overallStatus(['warn', 'fail', 'ok'])).toBe('fail');
  });

  it('warns below 10% or 1 GiB of free disk, fails below 2% or 256 MiB', () => {
    const gib = 1024 ** 3;
    expect(diskStatus(50 * gib, 100 * gib)).toBe('ok');
    expect(diskStatus(5 * gib, 100 * gib)).toBe('warn');
    expect(diskStatus(0.5 * gib, 2 * gib)).toBe('warn');
    expect(diskStatus(1 * gib, 100 * gib)).toBe('fail');
    expect(diskStatus(0.2 * gib, 0.3 * gib)).toBe('fail');
  });
});

describe('with Redis and a broken storage', () => {
  it('pings Redis, and fails the storage check', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const other = await createTestApp(
      { REDIS_URL: redisUrl, REALTIME_CHANNEL: `wildlens:test:${randomBytes(4).toString('hex')}` },
      {
        media: {
          kind: 'local',
          put: async () => {
            throw new Error('disk full');
          },
          get: async () => {
            throw new Error('nothing');
          },
          delete: async () => {},
          exists: async () => false,
          publicUrl: (key) => `/media/${key}`,
          check: async () => false,
        },
      },
    );
    try {
      const body = (await check(other.app, await adminHeaders(other.app))).json();
      expect(body.checks.redis).toMatchObject({ status: 'ok', configured: true });
      expect(body.checks.websocket.transport).toBe('redis');
      expect(body.checks.storage).toEqual({ status: 'fail', latencyMs: null, kind: 'local' });
      expect(body.status).toBe('fail');
    } finally {
      await other.close();
    }
  });
});

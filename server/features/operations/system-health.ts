// The checks of /system-test: each part the site depends on, measured now, with ok / warn / fail (Redis is 'off'
// without REDIS_URL). Every answer is recorded in system_health, of which the last HISTORY_KEPT rows stay. The page
// asks every 5 seconds, so each check is cheap: one query, one small probe file, a cached SMTP verify.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import v8 from 'node:v8';
import type { CheckStatus, HealthStatus, SystemHealth, SystemHealthChecks } from '@common/schemas/operations';
import { desc, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { systemHealth } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { iso, rowsOf } from './sql';

/** Rows of system_health kept, and how many of the latest the answer shows. */
export const HISTORY_KEPT = 500;
const HISTORY_SHOWN = 20;
/** A check that has not answered by then failed. */
const CHECK_TIMEOUT_MS = 3000;
/** SMTP verify opens a connection to the mail server: not every 5 seconds. */
const MAIL_CHECK_CACHE_MS = 60_000;

/** Latencies (ms) above which a part is slow. */
const SLOW_MS = { database: 250, storage: 1000, mail: 2000, redis: 250 } as const;
/** A due job waiting longer than this (seconds) means the workers are behind, or stopped. */
const JOB_WAIT = { warn: 60, fail: 600 } as const;
const GIB = 1024 ** 3;

const instanceName = `${os.hostname()}:${process.pid}`;

class TimeoutError extends Error {}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; latencyMs: number }> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    const value = await Promise.race([work(), timeout]);
    return { value, latencyMs: Math.round((performance.now() - start) * 10) / 10 };
  } finally {
    clearTimeout(timer);
  }
}

const bySpeed = (ok: boolean, latencyMs: number, slowMs: number): CheckStatus =>
  !ok ? 'fail' : latencyMs > slowMs ? 'warn' : 'ok';

/** The worst of the statuses ('off' is a choice, not a fault). */
export function overallStatus(statuses: CheckStatus[]): HealthStatus {
  if (statuses.includes('fail')) return 'fail';
  if (statuses.includes('warn')) return 'warn';
  return 'ok';
}

export function diskStatus(freeBytes: number, totalBytes: number): CheckStatus {
  const ratio = totalBytes > 0 ? freeBytes / totalBytes : 0;
  if (ratio < 0.02 || freeBytes < GIB / 4) return 'fail';
  if (ratio < 0.1 || freeBytes < GIB) return 'warn';
  return 'ok';
}

export class SystemHealthChecker {
  private redis: Redis | undefined;
  private mailCache: { at: number; ok: boolean; latencyMs: number } | undefined;

  constructor(private readonly ctx: AppContext) {}

  private async database(): Promise<SystemHealthChecks['database']> {
    const kind = this.ctx.database.kind;
    try {
      const { latencyMs } = await timed(() => this.ctx.database.ping());
      return { status: bySpeed(true, latencyMs, SLOW_MS.database), latencyMs, kind };
    } catch {
      return { status: 'fail', latencyMs: null, kind };
    }
  }

  /** Writes, reads back and deletes a small private file: the whole path an upload takes. */
  private async storage(): Promise<SystemHealthChecks['storage']> {
    const { media } = this.ctx;
    const key = `private/health-probe/${randomBytes(8).toString('hex')}.txt`;
    const body = Buffer.from(`wildlens health probe ${Date.now()}`);
    try {
      const { value: same, latencyMs } = await timed(async () => {
        try {
          await media.put(key, body, 'text/plain');
          const chunks: Buffer[] = [];
          for await (const chunk of await media.get(key)) chunks.push(Buffer.from(chunk as Uint8Array));
          return Buffer.concat(chunks).equals(body);
        } finally {
          await media.delete(key).catch(() => {});
        }
      });
      return { status: bySpeed(same, latencyMs, SLOW_MS.storage), latencyMs, kind: media.kind };
    } catch {
      return { status: 'fail', latencyMs: null, kind: media.kind };
    }
  }

  private async mail(): Promise<SystemHealthChecks['mail']> {
    const { mailer } = this.ctx;
    const cached = this.mailCache;
    if (mailer.kind === 'smtp' && cached && Date.now() - cached.at < MAIL_CHECK_CACHE_MS)
      return {
        status: bySpeed(cached.ok, cached.latencyMs, SLOW_MS.mail),
        latencyMs: cached.latencyMs,
        kind: 'smtp',
      };
    try {
      const { value: ok, latencyMs } = await timed(() => mailer.check());
      this.mailCache = { at: Date.now(), ok, latencyMs };
      return { status: bySpeed(ok, latencyMs, SLOW_MS.mail), latencyMs, kind: mailer.kind };
    } catch {
      this.mailCache = undefined;
      return { status: 'fail', latencyMs: null, kind: mailer.kind };
    }
  }

  private async redisCheck(): Promise<SystemHealthChecks['redis']> {
    const url = this.ctx.config.REDIS_URL;
    if (!url) return { status: 'off', latencyMs: null, configured: false };
    // A connection of its own, opened on first use: the rate limiter's and the hub's are theirs.
    if (!this.redis) {
      this.redis = new Redis(url, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        connectTimeout: CHECK_TIMEOUT_MS,
      });
      // A refused connection is this check's answer, not an unhandled error event.
      this.redis.on('error', () => {});
    }
    const redis = this.redis;
    try {
      const { value, latencyMs } = await timed(() => redis.ping());
      return { status: bySpeed(value === 'PONG', latencyMs, SLOW_MS.redis), latencyMs, configured: true };
    } catch {
      return { status: 'fail', latencyMs: null, configured: true };
    }
  }

  private async jobs(now: Date): Promise<SystemHealthChecks['jobs']> {
    try {
      // Pending jobs only, through the jobs table's partial index: finished jobs are never read.
      const [row] = await rowsOf<{ pending: number; due: number; oldest: Date | string | null }>(
        this.ctx.db,
        sql`select count(*)::int as pending,
                   count(*) filter (where run_at <= ${now.toISOString()}::timestamptz)::int as due,
                   min(run_at) filter (where run_at <= ${now.toISOString()}::timestamptz) as oldest
            from jobs where completed_at is null and failed_at is null`,
      );
      const oldest = row?.oldest ? new Date(row.oldest) : null;
      const waited = oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null;
      const status: CheckStatus =
        waited === null ? 'ok' : waited > JOB_WAIT.fail ? 'fail' : waited > JOB_WAIT.warn ? 'warn' : 'ok';
      return { status, pending: row?.pending ?? 0, due: row?.due ?? 0, oldestDueSeconds: waited };
    } catch {
      return { status: 'fail', pending: 0, due: 0, oldestDueSeconds: null };
    }
  }

  private async disk(): Promise<SystemHealthChecks['disk']> {
    try {
      const stats = await fs.statfs(this.ctx.config.dataDir);
      const freeBytes = stats.bavail * stats.bsize;
      const totalBytes = stats.blocks * stats.bsize;
      return { status: diskStatus(freeBytes, totalBytes), freeBytes, totalBytes };
    } catch {
      return { status: 'fail', freeBytes: null, totalBytes: null };
    }
  }

  private memory(): SystemHealthChecks['memory'] {
    const { rss, heapUsed } = process.memoryUsage();
    const heapLimitBytes = v8.getHeapStatistics().heap_size_limit;
    const share = heapUsed / heapLimitBytes;
    const status: CheckStatus = share > 0.95 ? 'fail' : share > 0.85 ? 'warn' : 'ok';
    return { status, rssBytes: rss, heapUsedBytes: heapUsed, heapLimitBytes };
  }

  /** Runs every check at once, records the answer and trims the history. */
  async check(): Promise<SystemHealth> {
    const now = this.ctx.clock();
    const [database, storage, mail, redis, jobs, disk] = await Promise.all([
      this.database(),
      this.storage(),
      this.mail(),
      this.redisCheck(),
      this.jobs(now),
      this.disk(),
    ]);
    const seconds = Math.round(process.uptime());
    const checks: SystemHealthChecks = {
      database,
      storage,
      mail,
      redis,
      jobs,
      websocket: {
        status: 'ok',
        connections: this.ctx.realtime.connections,
        transport: this.ctx.realtime.transport,
      },
      disk,
      memory: this.memory(),
      uptime: { status: 'ok', seconds, startedAt: new Date(Date.now() - seconds * 1000).toISOString() },
    };
    const status = overallStatus(Object.values(checks).map((c) => c.status));
    const history = await this.record(status, checks, now);
    return { status, checkedAt: now.toISOString(), instance: instanceName, checks, history };
  }

  /** Stores this answer, keeps the last HISTORY_KEPT, and returns the ones before it. */
  private async record(status: HealthStatus, checks: SystemHealthChecks, now: Date) {
    const { db } = this.ctx;
    try {
      const [row] = await db
        .insert(systemHealth)
        .values({ status, checks, instance: instanceName, checkedAt: now })
        .returning({ id: systemHealth.id });
      await db.execute(
        sql`delete from system_health where id <= (
              select id from system_health order by id desc offset ${HISTORY_KEPT} limit 1)`,
      );
      const recent = await db
        .select({ id: systemHealth.id, checkedAt: systemHealth.checkedAt, status: systemHealth.status })
        .from(systemHealth)
        .orderBy(desc(systemHealth.id))
        .limit(HISTORY_SHOWN + 1);
      return recent
        .filter((r) => r.id !== row?.id)
        .slice(0, HISTORY_SHOWN)
        .map((r) => ({ checkedAt: iso(r.checkedAt), status: r.status as HealthStatus }));
    } catch (err) {
      // The database check above says why; the answer still shows the checks.
      this.ctx.log.warn({ err }, 'system health not recorded');
      return [];
    }
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
    this.redis = undefined;
  }
}

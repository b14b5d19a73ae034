import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type JobRow, jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { enqueueJob, untilJobsDone } from './queue';
import {
  type JobHandler,
  JobWorker,
  PermanentJobError,
  RETRY_DELAYS_SECONDS,
  retryDelaySeconds,
} from './worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.ctx.db.delete(jobs);
});

const db = () => t.app.ctx.db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function worker(handler: JobHandler, options: { id?: string; batchSize?: number; timeoutMs?: number } = {}) {
  return new JobWorker({
    db: db(),
    handlers: { notification_email: handler },
    log: t.app.log,
    pollMs: 20,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    workerId: options.id ?? 'test-worker',
  });
}

async function onlyJob(): Promise<JobRow> {
  const rows = await db().select().from(jobs);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no job');
  return row;
}

/** Seconds from now (database time) until the job is due again. */
async function secondsUntilDue(id: number): Promise<number> {
  const [row] = await db()
    .select({ s: sql<number>`extract(epoch from (${jobs.runAt} - now()))::float8` })
    .from(jobs)
    .where(eq(jobs.id, id));
  return Number(row?.s);
}

/** Time passing without waiting: the job's retry time is moved into the past. */
async function makeDue(id: number): Promise<void> {
  await db().update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
}

describe('retryDelaySeconds', () => {
  it('backs off 30 s, 2 min, 10 min, 1 h, then 6 h', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelaySeconds)).toEqual([30, 120, 600, 3600, 21600, 21600, 21600]);
  });
});

describe('JobWorker', () => {
  it('runs a due job once and marks it completed', async () => {
    const seen: unknown[] = [];
    const w = worker(async (job) => {
      seen.push(job.payload);
    });
    await enqueueJob(db(), 'notification_email', { notificationId: 7 });
    expect(await w.runOnce()).toEqual({ claimed: 1, completed: 1, retried: 0, failed: 0 });
    expect(seen).toEqual([{ notificationId: 7 }]);
    const job = await onlyJob();
    expect(job.completedAt).toBeInstanceOf(Date);
    expect(job.failedAt).toBeNull();
    expect(job.attempts).toBe(1);
    expect(job.lockedAt).toBeNull();
    expect(job.lockedBy).toBe('test-worker');
    // Completed jobs are never claimed again.
    expect((await w.runOnce()).claimed).toBe(0);
    expect(seen).toHaveLength(1);
  });

  it('leaves jobs alone until their run_at', async () => {
    let runs = 0;
    const w = worker(async () => {
      runs += 1;
    });
    await enqueueJob(
      db(),
      'notification_email',
      { notificationId: 1 },
      { runAt: new Date(Date.now() + 60_000) },
    );
    expect((await w.runOnce()).claimed).toBe(0);
    expect(runs).toBe(0);
  });

  it('claims only the job types it has a handler for', async () => {
    const w = worker(async () => {});
    await enqueueJob(db(), 'media_cleanup', { mediaAssetId: 1 });
    expect((await w.runOnce()).claimed).toBe(0);
    const job = await onlyJob();
    expect(job.attempts).toBe(0);
    expect(job.lockedAt).toBeNull();
  });

  it('reschedules a failing job with backoff (30 s, 2 min, 10 min) and marks it failed after max_attempts', async () => {
    let runs = 0;
    const w = worker(async () => {
      runs += 1;
      throw new Error(`boom ${runs}`);
    });
    await enqueueJob(db(), 'notification_email', { notificationId: 1 }, { maxAttempts: 4 });
    const { id } = await onlyJob();

    for (const [index, delay] of RETRY_DELAYS_SECONDS.slice(0, 3).entries()) {
      expect(await w.runOnce()).toEqual({ claimed: 1, completed: 0, retried: 1, failed: 0 });
      const job = await onlyJob();
      expect(job.attempts).toBe(index + 1);
      expect(job.lastError).toBe(`boom ${index + 1}`);
      expect(job.lockedAt).toBeNull();
      expect(job.lockedBy).toBeNull();
      expect(job.completedAt).toBeNull();
      expect(job.failedAt).toBeNull();
      const due = await secondsUntilDue(id);
      expect(due).toBeGreaterThan(delay - 5);
      expect(due).toBeLessThanOrEqual(delay);
      // Not due yet: a poll right away leaves it alone.
      expect((await w.runOnce()).claimed).toBe(0);
      await makeDue(id);
    }

    expect(await w.runOnce()).toEqual({ claimed: 1, completed: 0, retried: 0, failed: 1 });
    const failed = await onlyJob();
    expect(failed.attempts).toBe(4);
    expect(failed.failedAt).toBeInstanceOf(Date);
    expect(failed.completedAt).toBeNull();
    expect(failed.lastError).toBe('boom 4');
    await makeDue(id);
    expect((await w.runOnce()).claimed).toBe(0);
    expect(runs).toBe(4);
  });

  it('completes a job on the retry after a failure', async () => {
    let runs = 0;
    const w = worker(async () => {
      runs += 1;
      if (runs === 1) throw new Error('temporary');
    });
    await enqueueJob(db(), 'notification_email', { notificationId: 1 });
    const { id } = await onlyJob();
    expect((await w.runOnce()).retried).toBe(1);
    await makeDue(id);
    expect((await w.runOnce()).completed).toBe(1);
    const job = await onlyJob();
    expect(job.completedAt).toBeInstanceOf(Date);
    expect(job.attempts).toBe(2);
    expect(runs).toBe(2);
  });

  it('fails at once when the handler says retrying cannot help', async () => {
    const w = worker(async () => {
      throw new PermanentJobError('bad payload');
    });
    await enqueueJob(db(), 'notification_email', {});
    expect(await w.runOnce()).toEqual({ claimed: 1, completed: 0, retried: 0, failed: 1 });
    const job = await onlyJob();
    expect(job.attempts).toBe(1);
    expect(job.failedAt).toBeInstanceOf(Date);
    expect(job.lastError).toBe('bad payload');
  });

  it('counts a handler that runs past its time limit as a failure', async () => {
    const w = worker(() => new Promise<void>(() => {}), { timeoutMs: 50 });
    await enqueueJob(db(), 'notification_email', { notificationId: 1 });
    expect((await w.runOnce()).retried).toBe(1);
    expect((await onlyJob()).lastError).toMatch(/took longer than 50 ms/);
  });

  it('takes over a job whose worker died only after the lock timeout', async () => {
    let runs = 0;
    const w = worker(async () => {
      runs += 1;
    });
    await enqueueJob(db(), 'notification_email', { notificationId: 1 });
    const { id } = await onlyJob();
    await db()
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '1 minute'`, lockedBy: 'dead-worker', attempts: 1 })
      .where(eq(jobs.id, id));
    expect((await w.runOnce()).claimed).toBe(0);
    await db().update(jobs).set({ lockedAt: sql`now() - interval '6 minutes'` }).where(eq(jobs.id, id));
    expect((await w.runOnce()).completed).toBe(1);
    expect(runs).toBe(1);
    const job = await onlyJob();
    expect(job.attempts).toBe(2);
    expect(job.lockedBy).toBe('test-worker');
  });

  it('does not run again a job whose workers died max_attempts times', async () => {
    let runs = 0;
    const w = worker(async () => {
      runs += 1;
    });
    await enqueueJob(db(), 'notification_email', { notificationId: 1 }, { maxAttempts: 3 });
    const { id } = await onlyJob();
    await db()
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '10 minutes'`, lockedBy: 'dead-worker', attempts: 3 })
      .where(eq(jobs.id, id));
    expect((await w.runOnce()).failed).toBe(1);
    expect(runs).toBe(0);
    expect((await onlyJob()).failedAt).toBeInstanceOf(Date);
  });

  it('never runs a job twice when two workers poll at the same time', async () => {
    const total = 60;
    for (let i = 0; i < total; i += 1) await enqueueJob(db(), 'notification_email', { n: i });
    const runsById = new Map<number, number>();
    const ranBy = new Map<string, number>();
    const handlerFor =
      (name: string): JobHandler =>
      async (job) => {
        runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
        ranBy.set(name, (ranBy.get(name) ?? 0) + 1);
        // Holding each batch open a moment makes the two workers' claims overlap.
        await sleep(5);
      };
    const a = worker(handlerFor('a'), { id: 'worker-a', batchSize: 5 });
    const b = worker(handlerFor('b'), { id: 'worker-b', batchSize: 5 });
    for (let round = 0; round < 100; round += 1) {
      const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
      if (ra.claimed + rb.claimed === 0) break;
    }
    expect(runsById.size).toBe(total);
    expect([...runsById.values()].every((n) => n === 1)).toBe(true);
    const rows = await db().select().from(jobs);
    expect(rows.every((r) => r.completedAt !== null && r.attempts === 1)).toBe(true);
    if (t.app.ctx.database.kind === 'postgres') {
      // On a real server the claims truly overlapped: both workers got work, and SKIP LOCKED kept them apart.
      expect(ranBy.get('a')).toBeGreaterThan(0);
      expect(ranBy.get('b')).toBeGreaterThan(0);
    }
    expect((ranBy.get('a') ?? 0) + (ranBy.get('b') ?? 0)).toBe(total);
  });

  it('polls after start() and finishes the running batch before stop() resolves', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    const w = worker(async () => {
      started += 1;
      await gate;
    });
    await enqueueJob(db(), 'notification_email', { notificationId: 1 });
    w.start();
    expect(w.isRunning).toBe(true);
    for (let waited = 0; started === 0 && waited < 5000; waited += 10) await sleep(10);
    expect(started).toBe(1);

    let stopped = false;
    const stopping = w.stop().then(() => {
      stopped = true;
    });
    await sleep(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await onlyJob()).completedAt).toBeInstanceOf(Date);

    // Stopped means stopped: a new job is not picked up.
    await enqueueJob(db(), 'notification_email', { notificationId: 2 });
    await sleep(80);
    expect(started).toBe(1);
  });

  it("the app's worker is built but not started by buildApp (main.ts starts it)", () => {
    expect(t.app.jobs).toBeInstanceOf(JobWorker);
    expect(t.app.jobs.isRunning).toBe(false);
  });
});

describe('urgent jobs', () => {
  it('claims a location alert match before e-mails queued earlier, and wake() polls at once', async () => {
    const ran: string[] = [];
    const record: JobHandler = async (job) => {
      ran.push(job.type);
    };
    for (let i = 0; i < 3; i += 1) await enqueueJob(db(), 'notification_email', { notificationId: i + 1 });
    await enqueueJob(db(), 'location_alert_match', { sightingId: 1 });
    const w = new JobWorker({
      db: db(),
      handlers: { notification_email: record, location_alert_match: record },
      log: t.app.log,
      pollMs: 60_000,
      batchSize: 1,
      workerId: 'urgent-test',
    });
    await w.runOnce();
    expect(ran).toEqual(['location_alert_match']);
    // Polls a minute apart: once the queue is drained, only wake() brings the next poll sooner.
    w.start();
    await sleep(300);
    expect(ran).toHaveLength(4);
    await enqueueJob(db(), 'location_alert_match', { sightingId: 2 });
    await sleep(300);
    expect(ran).toHaveLength(4);
    w.wake();
    await sleep(300);
    expect(ran).toHaveLength(5);
    await w.stop();
  });
});

describe('memory-heavy jobs', () => {
  it('runs demo_media jobs of one batch one after another, beside the other jobs', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const heavyStarts: number[] = [];
    let emailRanDuringHeavy = false;
    const heavy: JobHandler = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      heavyStarts.push(Date.now());
      await sleep(40);
      running -= 1;
    };
    const email: JobHandler = async () => {
      emailRanDuringHeavy = running > 0;
    };
    for (let i = 0; i < 3; i += 1)
      await enqueueJob(db(), 'demo_media', { sightingId: i + 1, file: `x${i}.webp` });
    await enqueueJob(db(), 'notification_email', { notificationId: 1 });
    const w = new JobWorker({
      db: db(),
      handlers: { demo_media: heavy, notification_email: email },
      log: t.app.log,
      pollMs: 60_000,
      workerId: 'heavy-test',
    });
    expect(await w.runOnce()).toEqual({ claimed: 4, completed: 4, retried: 0, failed: 0 });
    expect(mostAtOnce).toBe(1);
    expect(heavyStarts).toHaveLength(3);
    expect(emailRanDuringHeavy).toBe(true);
  });
});

describe('untilJobsDone', () => {
  it('resolves once every job of the type is completed or failed, and gives up after its limit', async () => {
    await enqueueJob(db(), 'demo_media', { sightingId: 1, file: 'a.webp' });
    await enqueueJob(db(), 'notification_email', { notificationId: 1 });
    // A job of the type still to run: the wait ends at its limit.
    const started = Date.now();
    await untilJobsDone(db(), 'demo_media', 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    // Completed, failed, or of another type: nothing to wait for.
    await db().update(jobs).set({ completedAt: sql`now()` }).where(eq(jobs.type, 'demo_media'));
    await enqueueJob(db(), 'demo_media', { sightingId: 2, file: 'b.webp' });
    await db()
      .update(jobs)
      .set({ failedAt: sql`now()` })
      .where(and(eq(jobs.type, 'demo_media'), isNull(jobs.completedAt)));
    const again = Date.now();
    await untilJobsDone(db(), 'demo_media', 60_000);
    expect(Date.now() - again).toBeLessThan(1_000);
  });
});

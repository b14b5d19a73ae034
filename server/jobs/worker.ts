// The background job worker: claims due jobs from the jobs table with FOR UPDATE SKIP LOCKED (so any number of
// server processes share one table and each job is claimed by one of them), runs the handler of the job's type,
// then marks it completed, or reschedules it with exponential backoff until max_attempts and then marks it failed.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { type JobRow, jobs } from '../db/schema';
import { type JobType, ONE_AT_A_TIME_JOB_TYPES, URGENT_JOB_TYPES } from './queue';

export type JobHandler = (job: JobRow) => Promise<void>;
export type JobHandlers = Partial<Record<JobType, JobHandler>>;

/** Thrown by a handler when trying again cannot help (a malformed payload): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** Delay before attempt n+1 after attempt n failed: 30 s, 2 min, 10 min, 1 h, then every 6 h. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 3600, 6 * 3600] as const;

export function retryDelaySeconds(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_SECONDS.length) - 1;
  return RETRY_DELAYS_SECONDS[index] ?? 6 * 3600;
}

/**
 * A claimed job whose worker died (process killed mid-job) is claimed again after this long. Handlers are cut off
 * well before it (see timeoutMs), so a slow but living worker never has its job taken from under it.
 */
export const LOCK_TIMEOUT_MINUTES = 5;

const MAX_ERROR_LENGTH = 2000;

export type JobLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export interface JobWorkerOptions {
  db: Db;
  handlers: JobHandlers;
  log: JobLog;
  /** Pause between polls when the last poll found less than a full batch. */
  pollMs: number;
  /** Jobs claimed per poll. */
  batchSize?: number;
  /** A job still running after this long counts as failed (and is retried), default 2 minutes. */
  timeoutMs?: number;
  /** Written to jobs.locked_by; unique per worker so completion only touches jobs this worker holds. */
  workerId?: string;
}

export interface BatchResult {
  claimed: number;
  completed: number;
  retried: number;
  failed: number;
}

type Outcome = 'completed' | 'retried' | 'failed';

export class JobWorker {
  readonly id: string;
  private readonly db: Db;
  private readonly handlers: JobHandlers;
  private readonly types: string[];
  private readonly log: JobLog;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly timeoutMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  /** A wake() came while a poll was under way: the next poll starts at once. */
  private wakeAfterBatch = false;
  /** Every batch under way (the polling loop's and direct runOnce calls), so stop() can wait for them. */
  private readonly inFlight = new Set<Promise<BatchResult>>();

  constructor(options: JobWorkerOptions) {
    this.db = options.db;
    this.handlers = options.handlers;
    this.types = Object.keys(options.handlers);
    this.log = options.log;
    this.pollMs = options.pollMs;
    this.batchSize = options.batchSize ?? 10;
    this.timeoutMs = options.timeoutMs ?? 2 * 60_000;
    this.id = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  /** Starts polling every pollMs (at once again while full batches keep coming). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.log.info({ worker: this.id, pollMs: this.pollMs }, 'job worker started');
    this.schedule(0);
  }

  /** Stops polling and waits for the batch under way, so no job is left half done by a shutdown. */
  async stop(): Promise<void> {
    const wasRunning = this.running;
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.inFlight]);
    if (wasRunning) this.log.info({ worker: this.id }, 'job worker stopped');
  }

  /**
   * Polls at once instead of waiting for the next poll: called after a request committed work that someone is
   * waiting for (a location alert must reach its member within a second). While a batch runs, the loop polls
   * again as soon as it ends.
   */
  wake(): void {
    if (!this.running) return;
    if (this.timer === undefined) {
      this.wakeAfterBatch = true;
      return;
    }
    clearTimeout(this.timer);
    this.schedule(0);
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Claims one batch of due jobs and runs it to the end. Tests call this instead of start(). */
  runOnce(): Promise<BatchResult> {
    const batch = this.runBatch();
    this.inFlight.add(batch);
    const forget = () => this.inFlight.delete(batch);
    batch.then(forget, forget);
    return batch;
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => void this.poll(), delayMs);
    // The HTTP server keeps the process alive; a pending poll alone must not.
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    this.timer = undefined;
    this.wakeAfterBatch = false;
    let delay = this.pollMs;
    try {
      const result = await this.runOnce();
      // A full batch suggests more are waiting: go on at once instead of sleeping.
      if (result.claimed >= this.batchSize || this.wakeAfterBatch) delay = 0;
    } catch (err) {
      // The database may be briefly unreachable: log and try again at the next poll.
      this.log.error({ err, worker: this.id }, 'job poll failed');
    }
    this.schedule(delay);
  }

  private async runBatch(): Promise<BatchResult> {
    const claimed = await this.claim();
    const result: BatchResult = { claimed: claimed.length, completed: 0, retried: 0, failed: 0 };
    if (claimed.length === 0) return result;
    // Jobs of one batch are independent: a slow e-mail does not hold back a media cleanup. Memory-heavy ones
    // take turns among themselves.
    const heavy = (job: JobRow) => ONE_AT_A_TIME_JOB_TYPES.includes(job.type as JobType);
    const inTurn = async () => {
      const done: Outcome[] = [];
      for (const job of claimed.filter(heavy)) done.push(await this.runJob(job));
      return done;
    };
    const outcomes = (
      await Promise.all([inTurn(), ...claimed.filter((job) => !heavy(job)).map((job) => this.runJob(job))])
    ).flat();
    for (const outcome of outcomes) result[outcome] += 1;
    return result;
  }

  /**
   * One statement: lock up to batchSize due rows that no other worker holds (SKIP LOCKED), and mark them as
   * ours. Rows locked by a worker that died more than LOCK_TIMEOUT_MINUTES ago count as free again. Only the
   * types this worker can run are claimed, so an older process never takes a newer kind of job.
   */
  private async claim(): Promise<JobRow[]> {
    if (this.types.length === 0) return [];
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.completedAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, sql`now()`),
          inArray(jobs.type, this.types),
          or(
            isNull(jobs.lockedAt),
            lt(jobs.lockedAt, sql`now() - ${sql.raw(`interval '${LOCK_TIMEOUT_MINUTES} minutes'`)}`),
          ),
        ),
      )
      .orderBy(
        sql`${jobs.type} in (${sql.join(
          URGENT_JOB_TYPES.map((t) => sql`${t}`),
          sql`, `,
        )}) desc`,
        asc(jobs.runAt),
        asc(jobs.id),
      )
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(jobs)
      .set({ lockedAt: sql`now()`, lockedBy: this.id, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
    const urgent = (job: JobRow) => (URGENT_JOB_TYPES.includes(job.type as JobType) ? 0 : 1);
    return rows.sort((a, b) => urgent(a) - urgent(b) || a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  private async runJob(job: JobRow): Promise<Outcome> {
    const handler = this.handlers[job.type as JobType];
    if (!handler) return this.fail(job, `No handler for job type ${job.type}`);
    // Claimed more often than allowed: earlier workers died while running it, so it must not run again.
    if (job.attempts > job.maxAttempts) {
      return this.fail(job, job.lastError ?? 'Gave up: workers stopped while running this job');
    }
    try {
      await this.withTimeout(handler(job), job);
    } catch (err) {
      return this.recordFailure(job, err);
    }
    await this.db
      .update(jobs)
      .set({ completedAt: sql`now()`, lockedAt: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)));
    this.log.debug({ job: job.id, type: job.type, worker: this.id }, 'job completed');
    return 'completed';
  }

  private async withTimeout(work: Promise<void>, job: JobRow): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Job ${job.id} (${job.type}) took longer than ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    try {
      await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async recordFailure(job: JobRow, err: unknown): Promise<Outcome> {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
    if (err instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
      this.log.error({ err, job: job.id, type: job.type, attempts: job.attempts }, 'job failed for good');
      return this.fail(job, message);
    }
    const delay = retryDelaySeconds(job.attempts);
    await this.db
      .update(jobs)
      .set({
        lastError: message,
        lockedAt: null,
        lockedBy: null,
        runAt: sql`now() + ${delay}::int * interval '1 second'`,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)));
    this.log.warn(
      { err, job: job.id, type: job.type, attempts: job.attempts, retryInSeconds: delay },
      'job failed, will retry',
    );
    return 'retried';
  }

  private async fail(job: JobRow, message: string): Promise<Outcome> {
    await this.db
      .update(jobs)
      .set({ failedAt: sql`now()`, lastError: message.slice(0, MAX_ERROR_LENGTH), lockedAt: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)));
    return 'failed';
  }
}

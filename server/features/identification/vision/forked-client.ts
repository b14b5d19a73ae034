// The API process's side of the vision process: started on first use (fork), stopped after idle minutes,
// started again when it died; one analysis at a time is sent, taken from a queue where premium members'
// requests ('high') go before the others. The similarity index is reloaded into every new vision process.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalyseOptions, VisionAnalysis, VisionClient } from './client';
import type {
  OnnxPrediction,
  OnnxRequest,
  VisionReplies,
  VisionReply,
  VisionRequest,
  VisionStats,
} from './protocol';
import type { IndexEntry, Neighbour } from './similarity-index';

const PROCESS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'process.ts');

export interface VisionService extends VisionClient {
  /** Called on every (re)start of the vision process: yields the index's entries page by page. */
  setIndexSource(source: () => AsyncIterable<IndexEntry[]>): void;
  addToIndex(entries: IndexEntry[]): Promise<void>;
  removeFromIndex(ids: number[]): Promise<void>;
  nearest(embedding: Float32Array, k: number, excludeSighting?: number): Promise<Neighbour[]>;
  classifyOnnx(request: OnnxRequest, priority?: 'high' | 'normal'): Promise<OnnxPrediction[]>;
  stats(): Promise<VisionStats>;
  /** Analyses waiting (not counting the one under way). */
  readonly queued: number;
}

export interface ForkedVisionOptions {
  log: FastifyBaseLogger;
  /** The vision process stops after this long without work (its memory returns to the machine). */
  idleMs?: number;
  /** Waiting analyses beyond this are refused (VisionBusyError) rather than queued for minutes. */
  maxQueue?: number;
  /** An analysis not answered in this long fails and the vision process is restarted. */
  timeoutMs?: number;
}

export class VisionBusyError extends Error {}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

interface QueuedJob {
  request: VisionRequest;
  priority: 'high' | 'normal';
  seq: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export function createVisionService(options: ForkedVisionOptions): VisionService {
  return new ForkedVision(options);
}

class ForkedVision implements VisionService {
  private child?: ChildProcess;
  private starting?: Promise<ChildProcess>;
  private nextId = 1;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly queue: QueuedJob[] = [];
  private busy = false;
  private idleTimer?: NodeJS.Timeout;
  private indexSource?: () => AsyncIterable<IndexEntry[]>;
  private closed = false;
  private readonly idleMs: number;
  private readonly maxQueue: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: ForkedVisionOptions) {
    this.idleMs = options.idleMs ?? 10 * 60_000;
    this.maxQueue = options.maxQueue ?? 50;
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  get queued(): number {
    return this.queue.length;
  }

  setIndexSource(source: () => AsyncIterable<IndexEntry[]>): void {
    this.indexSource = source;
  }

  async analyse(image: Buffer, options: AnalyseOptions = {}): Promise<VisionAnalysis> {
    const request: VisionRequest = {
      op: 'analyse',
      image,
      embed: options.embed ?? true,
      nsfw: options.nsfw ?? false,
    };
    return (await this.enqueue(request, options.priority ?? 'normal')) as VisionAnalysis;
  }

  async classifyOnnx(
    request: OnnxRequest,
    priority: 'high' | 'normal' = 'normal',
  ): Promise<OnnxPrediction[]> {
    return (await this.enqueue({ op: 'onnx', ...request }, priority)) as OnnxPrediction[];
  }

  async addToIndex(entries: IndexEntry[]): Promise<void> {
    // Nothing to do while no vision process runs: the next one loads the whole index from the database.
    if (!this.child || entries.length === 0) return;
    await this.call({ op: 'index.add', entries });
  }

  async removeFromIndex(ids: number[]): Promise<void> {
    if (!this.child || ids.length === 0) return;
    await this.call({ op: 'index.remove', ids });
  }

  async nearest(embedding: Float32Array, k: number, excludeSighting?: number): Promise<Neighbour[]> {
    return this.call({ op: 'nearest', embedding, k, ...(excludeSighting ? { excludeSighting } : {}) });
  }

  stats(): Promise<VisionStats> {
    return this.call({ op: 'stats' });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('vision service closed'));
    this.stop();
  }

  private enqueue(request: VisionRequest, priority: 'high' | 'normal'): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('vision service closed'));
    if (this.queue.length >= this.maxQueue) return Promise.reject(new VisionBusyError('vision queue full'));
    return new Promise((resolve, reject) => {
      const job = { request, priority, seq: this.seq++, resolve, reject };
      // High before normal, first come first served within each.
      let at = this.queue.length;
      while (at > 0 && priority === 'high' && (this.queue[at - 1] as QueuedJob).priority === 'normal') at--;
      this.queue.splice(at, 0, job);
      this.pump();
    });
  }

  private pump(): void {
    if (this.busy) return;
    const job = this.queue.shift();
    if (!job) return;
    this.busy = true;
    this.call(job.request)
      .then(job.resolve, job.reject)
      .finally(() => {
        this.busy = false;
        this.pump();
      });
  }

  private async call<K extends VisionRequest['op']>(
    request: Extract<VisionRequest, { op: K }>,
  ): Promise<VisionReplies[K]> {
    const child = await this.ensureChild();
    this.touch();
    const id = this.nextId++;
    return new Promise<VisionReplies[K]>((resolve, reject) => {
      const pending: Pending = { resolve: resolve as (value: unknown) => void, reject };
      pending.timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error('vision process did not answer in time'));
        // A stuck process is replaced rather than waited on.
        this.stop();
      }, this.timeoutMs);
      this.pending.set(id, pending);
      child.send({ id, ...request }, (error) => {
        if (!error) return;
        clearTimeout(pending.timer);
        this.pending.delete(id);
        reject(error);
      });
    });
  }

  private ensureChild(): Promise<ChildProcess> {
    if (this.child?.connected) return Promise.resolve(this.child);
    this.starting ??= this.start().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private async start(): Promise<ChildProcess> {
    if (this.closed) throw new Error('vision service closed');
    const child = fork(PROCESS_FILE, [], {
      // The vision process runs its TypeScript through tsx whether the API runs bundled or not.
      execArgv: ['--import', import.meta.resolve('tsx'), '--max-old-space-size=768'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString().trim();
      // tfjs's banner about tfjs-node is not a problem here; anything else is worth a look.
      if (text && !text.includes('tfjs-node'))
        this.options.log.warn({ vision: text.slice(0, 2000) }, 'vision process');
    });
    child.on('message', (reply: VisionReply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      clearTimeout(pending.timer);
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(new Error(reply.error));
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      if (!this.closed && code !== 0) this.options.log.warn({ code, signal }, 'vision process ended');
      // Whatever it was doing fails now; the next request starts a new process.
      for (const [id, pending] of this.pending) {
        clearTimeout(pending.timer);
        pending.reject(new Error('vision process ended'));
        this.pending.delete(id);
      }
    });
    this.options.log.info({ pid: child.pid }, 'vision process started');
    try {
      if (this.indexSource) {
        for await (const page of this.indexSource()) {
          if (page.length > 0) await this.send(child, { op: 'index.add', entries: page });
        }
      }
    } catch (error) {
      child.kill();
      throw error;
    }
    // Only now do others see it: a search never runs on a half-loaded index.
    this.child = child;
    return child;
  }

  /** A call on a given child, used while it is being started (before ensureChild would return it). */
  private send(child: ChildProcess, request: VisionRequest): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      child.send({ id, ...request }, (error) => {
        if (error) {
          this.pending.delete(id);
          reject(error);
        }
      });
    });
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (!this.busy && this.queue.length === 0 && this.pending.size === 0) this.stop();
      else this.touch();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private stop(): void {
    clearTimeout(this.idleTimer);
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null) child.kill();
  }
}

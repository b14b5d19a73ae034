// The real-time benchmark: 10,000 signed-in members hold a /ws connection to one server (opened from separate
// load processes), the server's resident memory per idle connection, and the time for one rare-species alert,
// published on Redis as another server process would publish it, to reach the last of those sockets.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { startServer } from '../e2e/support/server';
import type { Db } from '../server/db/client';
import { sessions, users } from '../server/db/schema';
import { newToken, sha256 } from '../server/features/auth/tokens';
import { createRealtimeHub, type RealtimeHub } from '../server/realtime/hub';
import type { RareSpeciesAlert } from '../server/realtime/messages';
import { generateBenchData } from './data';
import { type BenchTarget, prepareBenchDatabase } from './database';
import { type Figure, median, percentile } from './figures';
import { MB, residentBytes } from './process-memory';
import type { BenchSession, ClientCommand, ClientReport } from './ws-clients';

const CLIENTS = Number(process.env.BENCH_REALTIME_CLIENTS ?? 10_000);
/** Client processes: each holds CLIENTS / LOAD_PROCESSES sockets on its own event loop. */
const LOAD_PROCESSES = 4;
/** Sockets each load process opens at once. */
const CONCURRENCY = 50;
const ROUNDS = 5;
const FANOUT_BUDGET_MS = 500;
const PER_CONNECTION_BUDGET_KB = 20;
const ROUND_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

/** One session per bench member, written straight into the table (hashed, as SessionStore stores them). */
export async function createSessions(db: Db, count: number): Promise<BenchSession[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.username, 'bench\\_%'))
    .orderBy(users.id)
    .limit(count);
  const tokens: BenchSession[] = [];
  const at = new Date();
  const expiresAt = new Date(at.getTime() + 30 * 24 * 3600_000);
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 1000) {
    const batch = ids.slice(i, i + 1000).map((userId) => {
      const token = newToken();
      tokens.push({ token, userId });
      return { idHash: sha256(token), userId, createdAt: at, lastSeenAt: at, expiresAt };
    });
    await db.insert(sessions).values(batch);
  }
  return tokens;
}

/** A forked load process (bench/ws-clients.ts) and its next report of a given type. */
export class LoadProcess {
  readonly child: ChildProcess;
  private readonly reports: ClientReport[] = [];
  private waiter: (() => void) | undefined;

  constructor() {
    this.child = fork(path.join(import.meta.dirname, 'ws-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (report: ClientReport) => {
      this.reports.push(report);
      this.waiter?.();
    });
  }

  send(command: ClientCommand): void {
    this.child.send(command);
  }

  async next<T extends ClientReport['type']>(
    type: T,
    timeoutMs: number,
    onTimeout?: () => void,
  ): Promise<Extract<ClientReport, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    let timedOut = false;
    for (;;) {
      const index = this.reports.findIndex((r) => r.type === type);
      if (index >= 0) return this.reports.splice(index, 1)[0] as Extract<ClientReport, { type: T }>;
      if (Date.now() > deadline) {
        if (!onTimeout || timedOut) throw new Error(`load process sent no '${type}' report`);
        timedOut = true;
        onTimeout();
      }
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
        setTimeout(resolve, 250);
      });
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    if (this.child.connected) this.send({ type: 'close' });
    const forced = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(forced);
  }
}

function alert(round: number): RareSpeciesAlert {
  return {
    id: `bench-${round}-${Date.now()}`,
    sightingId: 1,
    species: 'Amur leopard',
    location: 'Land of the Leopard National Park, Primorsky Krai',
    photographer: 'bench_1',
    imageUrl: '/media/demo/alcedo-atthis-er-kingfisher.webp',
    rarity: 'extremely_rare',
    timestamp: new Date().toISOString(),
    description: 'A female with two cubs crossing the forest road at dusk, seen from the ranger station.',
    alertName: 'Big cats of the Far East',
    relevanceScore: 95,
  };
}

/** Opens `tokens` across the load processes, each process taking its share; answers how many authenticated. */
export async function connect(
  loaders: LoadProcess[],
  wsUrl: string,
  tokens: BenchSession[],
): Promise<number> {
  const share = Math.ceil(tokens.length / loaders.length);
  for (const [i, loader] of loaders.entries()) {
    const slice = tokens.slice(i * share, (i + 1) * share);
    loader.send({ type: 'connect', url: wsUrl, tokens: slice, concurrency: CONCURRENCY });
  }
  let established = 0;
  for (const loader of loaders) {
    const report = await loader.next('connected', 600_000);
    established += report.established;
    if (report.failed) console.warn(`${report.failed} sockets failed to open: ${report.firstError}`);
  }
  return established;
}

export async function realtimeBenchmark(target: BenchTarget): Promise<Figure[]> {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  let tokens: BenchSession[] = [];
  const data = await prepareBenchDatabase(target, async (db) => {
    await generateBenchData(db, {
      members: CLIENTS,
      sightings: 0,
      commentsPerSighting: 0,
      likesPerSighting: 0,
    });
    tokens = await createSessions(db, CLIENTS);
  });
  const server = await startServer(
    {
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      DATABASE_URL: data.url ?? '',
      REDIS_URL: redisUrl,
    },
    { dataDir: data.dataDir },
  ).catch(async (err: unknown) => {
    await data.drop();
    throw err;
  });
  // The bench process publishes exactly as a second server process's hub would: same code, same channel.
  let publisher: RealtimeHub | undefined;
  const loaders: LoadProcess[] = [];
  try {
    publisher = await createRealtimeHub({ redisUrl, log: console });
    for (let i = 0; i < LOAD_PROCESSES; i += 1) loaders.push(new LoadProcess());
    const wsUrl = `${server.url.replace('http', 'ws')}/ws`;
    await sleep(2000);
    const rssBefore = residentBytes(server.pid);
    const started = performance.now();
    const established = await connect(loaders, wsUrl, tokens);
    const openSeconds = (performance.now() - started) / 1000;
    // Idle sockets, settled: what the server keeps per connection, not what opening them cost for a moment.
    await sleep(5000);
    const rssAfter = residentBytes(server.pid);
    console.log(
      `realtime (${target.name}): ${established} sockets; RSS ${Math.round(rssBefore / MB)} -> ${Math.round(rssAfter / MB)} MB`,
    );

    const lastClient: number[] = [];
    const medianClient: number[] = [];
    let missing = 0;
    let wrong = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const data = alert(round);
      for (const loader of loaders) loader.send({ type: 'arm', alertId: String(data.id) });
      await sleep(500); // the arm messages have crossed the IPC channels
      const publishedAt = now();
      await publisher.publish({ to: 'all', message: { type: 'rare_species_alert', data } });
      const latencies: number[] = [];
      for (const loader of loaders) {
        const report = await loader.next('round', ROUND_TIMEOUT_MS, () => loader.send({ type: 'collect' }));
        wrong += report.wrong;
        for (const at of report.times) {
          if (Number.isNaN(at)) missing += 1;
          else latencies.push(at - publishedAt);
        }
      }
      lastClient.push(percentile(latencies, 100));
      medianClient.push(percentile(latencies, 50));
      console.log(
        `realtime (${target.name}) alert ${round}: first ${Math.min(...latencies).toFixed(1)} ms, p50 ${percentile(latencies, 50).toFixed(1)} ms, p100 ${percentile(latencies, 100).toFixed(1)} ms`,
      );
      await sleep(1000);
    }

    const perConnectionKb = (rssAfter - rssBefore) / Math.max(1, established) / 1024;
    const fanout = median(lastClient);
    return [
      {
        figure: 'WebSocket connections established and authenticated',
        value: established,
        unit: '',
        budget: String(CLIENTS),
        withinBudget: established === CLIENTS,
      },
      {
        figure: 'connections opened and authenticated per second',
        value: established / openSeconds,
        unit: '/s',
      },
      { figure: 'server RSS before connections', value: rssBefore / MB, unit: 'MB' },
      { figure: `server RSS with ${established} idle connections`, value: rssAfter / MB, unit: 'MB' },
      {
        figure: 'server memory per idle connection (RSS growth / connections)',
        value: perConnectionKb,
        unit: 'KB',
        budget: `< ${PER_CONNECTION_BUDGET_KB} KB`,
        withinBudget: perConnectionKb < PER_CONNECTION_BUDGET_KB,
      },
      {
        figure: `alert fan-out to ${established} clients, last client (p100, median of ${ROUNDS} alerts)`,
        value: fanout,
        unit: 'ms',
        budget: `< ${FANOUT_BUDGET_MS} ms`,
        withinBudget: fanout < FANOUT_BUDGET_MS,
      },
      {
        figure: `alert fan-out, worst of ${ROUNDS} alerts (p100)`,
        value: Math.max(...lastClient),
        unit: 'ms',
      },
      { figure: 'alert fan-out, median client (p50)', value: median(medianClient), unit: 'ms' },
      {
        figure: 'alerts not delivered or not the published one',
        value: missing + wrong,
        unit: '',
        budget: '0',
        withinBudget: missing + wrong === 0,
      },
    ];
  } finally {
    await Promise.all(loaders.map((l) => l.stop()));
    await publisher?.close();
    await server.stop();
    await data.drop();
  }
}

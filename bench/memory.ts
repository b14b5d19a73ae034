// The server memory benchmark: resident size (VmRSS) of the server process right after it starts on the standard
// benchmark data (10,000 members, 100,000 sightings), and after a minute of mixed load: lists, a sighting page,
// its comments, the explore search and /api/ping from autocannon processes, plus comments and likes written by
// a signed-in member from this process. The server runs as `npm start` runs it: the bundle (built here from the
// working tree first) with the start script's node arguments.
import fs from 'node:fs';
import path from 'node:path';
import { type RunningServer, startServer } from '../e2e/support/server';
import { buildServerBundle } from '../scripts/build-server';
import { type BenchTarget, prepareBenchDatabase } from './database';
import type { Figure } from './figures';
import { median } from './figures';
import { load } from './load';
import { childPids, cpuMilliseconds, MB, residentBytes } from './process-memory';

const RSS_BUDGET_MB = 300;
/** autocannon connections per route; five routes load the server at once. */
const CONNECTIONS = 4;
/** Writes per second from the signed-in member (a comment or a like toggle each). */
const WRITES_PER_SECOND = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The labelled wildlife photos (the demo's), identified through the API after the mixed load. */
const WILDLIFE = path.resolve(import.meta.dirname, '../server/demo/wildlife');
/** Photos per member: the identify route allows 30 per member every 10 minutes. */
const IDENTIFY_PER_MEMBER = 25;

interface IdentifyFigures {
  photos: number;
  failed: number;
  peak: number;
  after: number;
  vision: number;
  medianMs: number;
  /** The vision process's part of it (detection and embedding), as the answer's timings report it. */
  analyseMedianMs: number;
}

/**
 * Every wildlife photo identified through POST /api/identify/upload, one at a time as members send them, with the
 * API process's resident memory sampled every 100 ms: the models run in the vision process (the server's child),
 * whose memory is reported beside it.
 */
async function identifyLoad(server: RunningServer): Promise<IdentifyFigures> {
  const files = fs
    .readdirSync(WILDLIFE)
    .filter((f) => f.endsWith('.webp'))
    .sort();
  let peak = residentBytes(server.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(server.pid));
  }, 100);
  const times: number[] = [];
  const analyseTimes: number[] = [];
  let failed = 0;
  let cookie = '';
  try {
    for (const [i, file] of files.entries()) {
      if (i % IDENTIFY_PER_MEMBER === 0)
        cookie = await signIn(server.url, `bench_${2 + i / IDENTIFY_PER_MEMBER}`);
      const form = new FormData();
      form.append('photo', new Blob([fs.readFileSync(path.join(WILDLIFE, file))]), file);
      const started = performance.now();
      const res = await fetch(`${server.url}/api/identify/upload`, {
        method: 'POST',
        headers: { origin: server.url, cookie },
        body: form,
      });
      const body = await res.text();
      times.push(performance.now() - started);
      if (!res.ok && failed++ === 0)
        console.warn(`identification refused: ${res.status} ${body.slice(0, 200)}`);
      const analyseMs = res.ok
        ? (JSON.parse(body) as { timings?: Record<string, number> }).timings?.analyseMs
        : undefined;
      if (analyseMs !== undefined) analyseTimes.push(analyseMs);
    }
  } finally {
    clearInterval(sampler);
  }
  const vision = childPids(server.pid).reduce((sum, pid) => sum + residentBytes(pid), 0);
  return {
    photos: files.length,
    failed,
    peak,
    after: residentBytes(server.pid),
    vision,
    medianMs: median(times),
    analyseMedianMs: median(analyseTimes),
  };
}

async function signIn(baseUrl: string, username = 'bench_1'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password: 'Bench-passw0rd' }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Comments and like toggles on sightings spread over the table until `until`; answers [ok, failed]. */
async function writeLoad(baseUrl: string, cookie: string, until: number): Promise<[number, number]> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie };
  let ok = 0;
  let failed = 0;
  for (let i = 1; Date.now() < until; i += 1) {
    const sightingId = 1 + ((i * 7919) % 100_000);
    const res =
      i % 2 === 0
        ? await fetch(`${baseUrl}/api/comments`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ sightingId, content: `Memory benchmark comment ${i}` }),
          })
        : await fetch(`${baseUrl}/api/sightings/${sightingId}/like`, {
            method: 'POST',
            headers: { origin: baseUrl, cookie },
          });
    const body = await res.text();
    if (res.ok) ok += 1;
    else if (failed++ === 0)
      console.warn(`memory benchmark write refused: ${res.status} ${body.slice(0, 200)}`);
    await sleep(1000 / WRITES_PER_SECOND);
  }
  return [ok, failed];
}

export async function memoryBenchmark(target: BenchTarget): Promise<Figure[]> {
  const seconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
  await buildServerBundle();
  const data = await prepareBenchDatabase(target);
  const server = await startServer(
    { LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATABASE_URL: data.url ?? '', LOGIN_RATE_PER_IP: '1000' },
    { dataDir: data.dataDir, entry: 'bundle' },
  ).catch(async (err: unknown) => {
    await data.drop();
    throw err;
  });
  try {
    return await measureMemory(server, target.name, seconds);
  } finally {
    await server.stop();
    await data.drop();
  }
}

/** The figures of one server already running on the standard data. */
export async function measureMemory(
  server: RunningServer,
  label: string,
  seconds: number,
): Promise<Figure[]> {
  await sleep(2000);
  const rssStart = residentBytes(server.pid);
  const cookie = await signIn(server.url);
  const cpuStart = cpuMilliseconds(server.pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(residentBytes(server.pid)), 1000);
  const options = { connections: CONNECTIONS, seconds, headers: { cookie } };
  const routes = [
    '/api/ping',
    '/api/sightings?limit=20',
    '/api/sightings?limit=20&search=heron',
    '/api/sightings/4242',
    '/api/sightings/4242/comments',
  ];
  const [results, writes] = await Promise.all([
    Promise.all(routes.map((route) => load(`${server.url}${route}`, options))),
    writeLoad(server.url, cookie, Date.now() + seconds * 1000),
  ]);
  clearInterval(sampler);
  const cpu = cpuMilliseconds(server.pid) - cpuStart;
  const rssAfter = residentBytes(server.pid);
  const peak = Math.max(rssAfter, ...samples);
  const reads = results.reduce((sum, r) => sum + r.requestsPerSecond * seconds, 0);
  const non2xx = results.reduce((sum, r) => sum + r.non2xx, 0);
  console.log(
    `memory (${label}): RSS ${Math.round(rssStart / MB)} MB at start, ${Math.round(rssAfter / MB)} MB after ${seconds} s, peak ${Math.round(peak / MB)} MB`,
  );
  const identify = await identifyLoad(server);
  console.log(
    `memory (${label}): ${identify.photos} identifications, RSS peak ${Math.round(identify.peak / MB)} MB, vision process ${Math.round(identify.vision / MB)} MB`,
  );
  return [
    { figure: 'server RSS right after start', value: rssStart / MB, unit: 'MB' },
    {
      figure: `server RSS after ${seconds} s of mixed load`,
      value: rssAfter / MB,
      unit: 'MB',
      budget: `< ${RSS_BUDGET_MB} MB`,
      withinBudget: rssAfter / MB < RSS_BUDGET_MB,
    },
    { figure: 'server RSS peak during the load', value: peak / MB, unit: 'MB' },
    { figure: `reads served (5 routes x ${CONNECTIONS} connections)`, value: reads, unit: '' },
    { figure: 'writes served (comments, like toggles)', value: writes[0], unit: '' },
    {
      figure: 'server CPU per request (reads and writes)',
      value: (cpu * 1000) / (reads + writes[0]),
      unit: 'µs',
    },
    {
      figure: 'failed reads and writes',
      value: non2xx + writes[1],
      unit: '',
      budget: '0',
      withinBudget: non2xx + writes[1] === 0,
    },
    {
      figure: `server RSS peak while ${identify.photos} photos were identified (models in the vision process)`,
      value: identify.peak / MB,
      unit: 'MB',
      budget: `< ${RSS_BUDGET_MB} MB`,
      withinBudget: identify.peak / MB < RSS_BUDGET_MB,
    },
    { figure: 'server RSS after the identifications', value: identify.after / MB, unit: 'MB' },
    { figure: 'vision process RSS (separate process)', value: identify.vision / MB, unit: 'MB' },
    { figure: 'identification through the API, median', value: identify.medianMs, unit: 'ms' },
    { figure: '... of which the vision process, median', value: identify.analyseMedianMs, unit: 'ms' },
    {
      figure: 'failed identifications',
      value: identify.failed,
      unit: '',
      budget: '0',
      withinBudget: identify.failed === 0,
    },
  ];
}

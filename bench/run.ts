// Benchmarks that print figures: `npm run bench` runs all, `npm run bench -- NAME` one. Each starts its own
// server with its own data; load comes from autocannon in a separate process on 127.0.0.1. Results also go to
// bench/results/latest.json so runs can be compared.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../e2e/support/server';
import { prepareBenchDatabase } from './database';
import { uploadBenchmark } from './upload';
import { webBundleBenchmark } from './web-bundle';

interface Figure {
  figure: string;
  value: number;
  unit: string;
  budget?: string;
  withinBudget?: boolean;
}

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Runs autocannon as its own process so the load generator does not share the server's event loop. */
function load(url: string, connections: number, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['autocannon', '--json', '-c', String(connections), '-d', String(seconds), url],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const r = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        non2xx: number;
      };
      resolve({
        requestsPerSecond: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
      });
    });
  });
}

const benchmarks: Record<string, () => Promise<Figure[]>> = {
  /** The photo upload pipeline on the 18 MP DSLR photo against a plain sharp resize of the same file. */
  upload: uploadBenchmark,
  /** First-load JavaScript and CSS (gzip) of home, explore and a sighting page in the production build. */
  web: webBundleBenchmark,
  /**
   * GET /api/sightings (20 items with author and counts) over 100,000 sightings, against the constant /api/ping of
   * the same server.
   */
  async api() {
    const data = await prepareBenchDatabase();
    const server = await startServer(
      { LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS_ENABLED: 'false', DATABASE_URL: data.url ?? '' },
      { dataDir: data.dataDir },
    );
    try {
      const seconds = Number(process.env.BENCH_SECONDS ?? 10);
      await load(`${server.url}/api/ping`, 10, 2); // warm-up
      const ping = await load(`${server.url}/api/ping`, 50, seconds);
      const list = await load(`${server.url}/api/sightings?limit=20`, 50, seconds);
      const ratio = list.requestsPerSecond / ping.requestsPerSecond;
      return [
        { figure: 'GET /api/ping requests/s (reference)', value: ping.requestsPerSecond, unit: 'req/s' },
        { figure: 'GET /api/sightings requests/s', value: list.requestsPerSecond, unit: 'req/s' },
        {
          figure: 'GET /api/sightings / ping',
          value: ratio * 100,
          unit: '%',
          budget: '>= 25%',
          withinBudget: ratio >= 0.25,
        },
        { figure: 'GET /api/sightings p50 at 50 connections', value: list.p50, unit: 'ms' },
        {
          figure: 'GET /api/sightings p99 at 50 connections',
          value: list.p99,
          unit: 'ms',
          budget: '< 50 ms',
          withinBudget: list.p99 < 50,
        },
        {
          figure: 'GET /api/sightings non-2xx answers',
          value: list.non2xx,
          unit: '',
          budget: '0',
          withinBudget: list.non2xx === 0,
        },
      ];
    } finally {
      await server.stop();
      await data.drop();
    }
  },
};

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(benchmarks);
const unknown = names.filter((n) => !benchmarks[n]);
if (unknown.length) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Available: ${Object.keys(benchmarks).join(', ')}`,
  );
  process.exit(2);
}

const results: Record<string, Figure[]> = {};
for (const name of names) {
  const run = benchmarks[name];
  if (!run) continue;
  results[name] = await run();
}

const rows = Object.entries(results).flatMap(([name, figures]) =>
  figures.map((f) => ({
    benchmark: name,
    figure: f.figure,
    value: `${f.value.toFixed(f.unit === 'req/s' ? 0 : 1)} ${f.unit}`.trim(),
    budget: f.budget ?? '',
    'within budget': f.withinBudget === undefined ? '' : f.withinBudget ? 'yes' : 'NO',
  })),
);
console.table(rows);
const file = path.join(import.meta.dirname, 'results', 'latest.json');
fs.writeFileSync(
  file,
  JSON.stringify(
    { at: new Date().toISOString(), database: process.env.DATABASE_URL ? 'postgres' : 'pglite', results },
    null,
    2,
  ),
);
console.log(`written ${path.relative(process.cwd(), file)}`);

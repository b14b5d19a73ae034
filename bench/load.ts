// HTTP load from autocannon in its own process, so the load generator does not share the server's event loop
// (or, on this 2-core machine, more CPU than one process takes).

import { spawn } from 'node:child_process';
import type { Figure } from './figures';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export function load(url: string, { connections, seconds, headers = {} }: LoadOptions): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['autocannon', '--json', '-c', String(connections), '-d', String(seconds), ...headerArgs, url],
      { stdio: ['ignore', 'pipe', 'ignore'] },
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

/** A load run's figures: requests/s, p50, p99 against its budget, and the count of non-2xx answers (budget 0). */
export function loadFigures(
  name: string,
  result: LoadResult,
  connections: number,
  p99BudgetMs: number,
): Figure[] {
  return [
    { figure: `${name} requests/s`, value: result.requestsPerSecond, unit: 'req/s' },
    { figure: `${name} p50 at ${connections} connections`, value: result.p50, unit: 'ms' },
    {
      figure: `${name} p99 at ${connections} connections`,
      value: result.p99,
      unit: 'ms',
      budget: `< ${p99BudgetMs} ms`,
      withinBudget: result.p99 < p99BudgetMs,
    },
    {
      figure: `${name} non-2xx answers`,
      value: result.non2xx,
      unit: '',
      budget: '0',
      withinBudget: result.non2xx === 0,
    },
  ];
}

// The API benchmark: pages of GET /api/sightings (20 items with author, counts and liked-by-me, for a signed-in
// member) and of the explore search over 10,000 members and 100,000 sightings, against GET /api/ping of the same
// server (a constant JSON: the framework's own ceiling on this machine), at 50 connections.
import { startServer } from '../e2e/support/server';
import { type BenchTarget, prepareBenchDatabase } from './database';
import type { Figure } from './figures';
import { load, loadFigures } from './load';

const CONNECTIONS = 50;
const RATIO_BUDGET = 0.25;
const P99_BUDGET_MS = 50;

async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookie.join('; ');
}

export async function apiBenchmark(target: BenchTarget): Promise<Figure[]> {
  const data = await prepareBenchDatabase(target);
  const server = await startServer(
    {
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      DATABASE_URL: data.url ?? '',
      LOGIN_RATE_PER_IP: '1000',
    },
    { dataDir: data.dataDir },
  );
  try {
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    const cookie = await signIn(server.url, 'bench_1', 'Bench-passw0rd');
    const options = { connections: CONNECTIONS, seconds, headers: { cookie } };
    await load(`${server.url}/api/ping`, { connections: 10, seconds: 2 }); // warm-up
    await load(`${server.url}/api/sightings?limit=20`, { connections: 10, seconds: 2, headers: { cookie } });
    const ping = await load(`${server.url}/api/ping`, options);
    const list = await load(`${server.url}/api/sightings?limit=20`, options);
    const search = await load(`${server.url}/api/sightings?limit=20&search=heron`, options);
    const figures: Figure[] = [
      { figure: 'GET /api/ping requests/s (reference)', value: ping.requestsPerSecond, unit: 'req/s' },
    ];
    for (const [name, result] of [
      ['GET /api/sightings', list],
      ['explore search (?search=heron)', search],
    ] as const) {
      const ratio = result.requestsPerSecond / ping.requestsPerSecond;
      figures.push(...loadFigures(name, result, CONNECTIONS, P99_BUDGET_MS), {
        figure: `${name} / ping`,
        value: ratio * 100,
        unit: '%',
        budget: `>= ${RATIO_BUDGET * 100}%`,
        withinBudget: ratio >= RATIO_BUDGET,
      });
    }
    return figures;
  } finally {
    await server.stop();
    await data.drop();
  }
}

// experiment: the memory figures on a copy of the prepared standard data, optionally with a postgresql.conf line
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { startServer } from './e2e/support/server.ts';
import { measureMemory } from './bench/memory.ts';
const dir = `/tmp/w7/memexp-${process.pid}`;
execSync(`cp -r /tmp/w7/std ${dir}`);
if (process.env.PGCONF) fs.appendFileSync(`${dir}/db/postgresql.conf`, `\n${process.env.PGCONF}\n`);
const server = await startServer({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', LOGIN_RATE_PER_IP: '1000', ...(process.env.NODE_OPTS ? { NODE_OPTIONS: process.env.NODE_OPTS } : {}) }, { dataDir: dir });
try {
  const figures = await measureMemory(server, process.env.PGCONF ?? 'default', Number(process.env.SECS ?? 60));
  console.table(figures.map((f) => ({ figure: f.figure, value: f.value.toFixed(1), budget: f.budget ?? '' })));
} finally {
  await server.stop();
}

// The soak: 200 simulated members (e2e/support/members.ts) browse, like, comment, view and publish sightings with
// photos for SOAK_SECONDS (default 120) against a real server on a fresh database of the PostgreSQL server of
// DATABASE_URL (created, then dropped). Afterwards every acknowledged write is checked against the database
// (e2e/support/consistency.ts). Prints a summary table; exits 1 on any violation: a 5xx answer, a request left
// unanswered, a lost or duplicated write, a counter that disagrees with its rows, a file without its row.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run soak      (needs the built web app: npm run build)
import { prepareBenchDatabase } from '../bench/database';
import { checkConsistency, formatReport } from '../e2e/support/consistency';
import { createMembers, Ledger, type MemberAccount, signInCrowd } from '../e2e/support/members';
import { startServer } from '../e2e/support/server';
import { openDatabase } from '../server/db/client';

const MEMBERS = Number(process.env.SOAK_MEMBERS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);

async function main(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'The soak runs on PostgreSQL: set DATABASE_URL (e.g. postgres://root@127.0.0.1:5432/test).',
    );
    return 2;
  }
  let accounts: MemberAccount[] = [];
  const data = await prepareBenchDatabase({ name: 'postgres', serverUrl }, async (db) => {
    accounts = await createMembers(db, { count: MEMBERS, prefix: 'soak' });
  });
  try {
    const server = await startServer(
      { DATABASE_URL: data.url ?? '', SEED_DEMO: 'false', LOG_LEVEL: 'warn', LOGIN_RATE_PER_IP: '100000' },
      { dataDir: data.dataDir },
    );
    const ledger = new Ledger();
    let loadSeconds = 0;
    let requestsBefore = 0;
    try {
      const members = await signInCrowd(server.url, accounts, ledger);
      for (const m of members.slice(0, 5)) await m.publish();
      console.log(`soak: ${members.length} members signed in; ${SECONDS} s of load on ${server.url}`);
      requestsBefore = ledger.requests;
      ledger.latencies.length = 0;
      const started = Date.now();
      const end = started + SECONDS * 1000;
      const progress = setInterval(() => {
        const s = Math.round((Date.now() - started) / 1000);
        console.log(
          `  ${s} s: ${ledger.requests} requests, ${ledger.fiveHundreds} 5xx, ${ledger.unanswered} unanswered`,
        );
      }, 15_000);
      await Promise.all(members.map((m) => m.run(() => Date.now() < end)));
      clearInterval(progress);
      loadSeconds = (Date.now() - started) / 1000;
    } finally {
      // A clean shutdown (the orphan sweep and job batch finish) before the database is read directly.
      await server.kill('SIGTERM');
    }

    const database = await openDatabase({ url: data.url, poolSize: 2 });
    try {
      const report = await checkConsistency(database.db, ledger, data.dataDir);
      const rows = [
        { check: '5xx answers', expected: 0, found: ledger.fiveHundreds, ok: ledger.fiveHundreds === 0 },
        {
          check: 'requests left unanswered',
          expected: 0,
          found: ledger.unanswered,
          ok: ledger.unanswered === 0,
        },
        ...report.rows,
      ];
      const statuses = [...ledger.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
      console.log(
        [
          '',
          `soak: ${MEMBERS} members, ${loadSeconds.toFixed(0)} s, ${ledger.requests - requestsBefore} requests (${((ledger.requests - requestsBefore) / loadSeconds).toFixed(0)}/s), latency p50 ${ledger.latency(0.5)} ms, p99 ${ledger.latency(0.99)} ms`,
          `answers by status: ${statuses.join(', ')}`,
          `acknowledged: ${ledger.sightings.size} sightings, ${ledger.uploads.size} uploads, ${ledger.comments.size} comments, ${[...ledger.likes.values()].filter(Boolean).length} likes held`,
          '',
          formatReport(rows),
          '',
        ].join('\n'),
      );
      const violations = [...ledger.serverErrors, ...report.violations];
      if (rows.some((r) => !r.ok)) {
        console.error(`soak FAILED:\n${violations.map((v) => `  ${v}`).join('\n')}`);
        return 1;
      }
      console.log('soak passed');
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    await data.drop();
  }
}

process.exitCode = await main();

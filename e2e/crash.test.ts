// The server killed with SIGKILL in the middle of a load of 30 members (browsing, liking, commenting, viewing,
// publishing sightings with photos), then restarted on the same data: every acknowledged write is there exactly
// once, nothing is half-written, every stored file belongs to a row and every row's files exist, and likes and
// views from all members at once lose no count. On PGlite (DATA_DIR/db) and, when E2E_DATABASE_URL or
// TEST_DATABASE_URL names a PostgreSQL server, on a fresh database there.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { type BenchDatabase, type BenchTarget, prepareBenchDatabase } from '../bench/database';
import { openDatabase } from '../server/db/client';
import { sweepOrphanMedia } from '../server/jobs/media-orphan-sweep';
import { LocalMediaStorage } from '../server/media/storage';
import { checkConsistency, formatReport, mediaMismatches, storedMediaKeys } from './support/consistency';
import { newMember } from './support/flows';
import { createMembers, Ledger, Member, type MemberAccount, signInCrowd } from './support/members';
import { type RunningServer, startServer } from './support/server';

const pgServer = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL;
const targets: BenchTarget[] = [{ name: 'pglite' }];
if (pgServer) targets.push({ name: 'postgres', serverUrl: pgServer });

const CREATED_MEMBERS = 26;
const REGISTERED_MEMBERS = 4;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Resolves once `condition` holds (checked every 50 ms), or after `timeoutMs` whatever it says. */
async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(50);
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
  cleanup = [];
});

function serverEnv(data: BenchDatabase): Record<string, string> {
  return {
    DATABASE_URL: data.url ?? '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Every member signs in from this one address.
    LOGIN_RATE_PER_IP: '10000',
  };
}

/** Runs every member until `stop()` resolves, and answers when they have all finished their last action. */
async function load(members: Member[], stop: Promise<void>): Promise<void> {
  let going = true;
  void stop.then(() => {
    going = false;
  });
  await Promise.all(members.map((m) => m.run(() => going, [100, 600])));
}

describe.each(targets)('SIGKILL mid-load on $name', (target) => {
  it('keeps every acknowledged write, exactly once, with its files, and loses no count', async () => {
    const started = Date.now();
    const took: Record<string, number> = {};
    const lap = (phase: string) => {
      took[phase] = Date.now() - started - Object.values(took).reduce((a, b) => a + b, 0);
    };
    let accounts: MemberAccount[] = [];
    const data = await prepareBenchDatabase(target, async (db) => {
      accounts = await createMembers(db, { count: CREATED_MEMBERS, prefix: 'crash' });
    });
    cleanup.push(() => data.drop());
    const ledger = new Ledger();
    const first: RunningServer = await startServer(serverEnv(data), { dataDir: data.dataDir });
    cleanup.push(() => first.kill());
    lap('prepare and start');

    const members = await signInCrowd(first.url, accounts, ledger);
    for (let i = 0; i < REGISTERED_MEMBERS; i += 1)
      members.push(await Member.register(first.url, ledger, newMember()));
    // Something to browse, like and comment on from the first second.
    for (const m of members.slice(0, 3)) await m.publish();
    expect(ledger.sightings.size, `answers: ${JSON.stringify([...ledger.statuses])}`).toBe(3);
    lap('sign in');

    // The crash: SIGKILL at a random moment once the load has written some of everything, while uploads and
    // transactions are under way.
    const loadStarted = Date.now();
    let killAfter = 0;
    const killed = until(() => ledger.sightings.size >= 6 && ledger.comments.size >= 5, 60_000)
      .then(() => sleep(Math.random() * 2000))
      .then(() => {
        killAfter = Date.now() - loadStarted;
        return first.kill();
      });
    await load(members, killed);
    const acknowledgedBeforeCrash = {
      sightings: ledger.sightings.size,
      comments: ledger.comments.size,
      uploads: ledger.uploads.size,
    };
    expect(acknowledgedBeforeCrash.uploads).toBeGreaterThan(0);
    // Nothing in this test deletes media, so files present now and gone at the end were swept as orphans.
    const filesAtKill = storedMediaKeys(data.dataDir);
    lap('load until the kill');
    expect(ledger.fiveHundreds, ledger.serverErrors.join('\n')).toBe(0);

    // The restart on the same data (PGlite replays its WAL; PostgreSQL never went down).
    const second = await startServer(serverEnv(data), { dataDir: data.dataDir });
    cleanup.push(() => second.kill());
    for (const m of members) m.moveTo(second.url);
    lap('restart');

    // Everyone at once, from another process than the server: 30 likes and 30 views of one sighting.
    const author = members[0];
    if (!author) throw new Error('no members');
    const hot = await author.publish();
    if (hot === null) throw new Error('the restarted server did not publish a sighting');
    await Promise.all(members.map((m) => m.toggleLike(hot)));
    await Promise.all(members.map((m) => m.view(hot)));
    expect(members.every((m) => ledger.likes.get(`${m.account.id}:${hot}`) === true)).toBe(true);
    expect(ledger.viewers.get(hot)?.size).toBe(members.length);
    const page = await author.request('GET', `/api/sightings/${hot}`);
    expect(page?.body).toMatchObject({ likes: members.length, views: members.length });

    // A little more load on the restarted server, then a clean shutdown before reading the data directly.
    await load(members, sleep(3000));
    expect(ledger.fiveHundreds, ledger.serverErrors.join('\n')).toBe(0);
    await second.kill('SIGTERM');
    lap('burst, load and shutdown');

    const database = await openDatabase({
      url: data.url,
      pgliteDir: data.url ? undefined : `${data.dataDir}/db`,
      poolSize: 2,
    });
    try {
      const db = database.db;
      if (target.name === 'postgres') {
        // With PostgreSQL other processes may share the media folder, so the sweep leaves files younger than
        // its grace period (15 minutes); the only orphans allowed are files written during this run, and the
        // sweep (hourly in the server) must take them.
        const storage = new LocalMediaStorage(data.dataDir);
        const { orphanFiles } = await mediaMismatches(db, data.dataDir);
        const writtenAt = orphanFiles.map((key) => fs.statSync(storage.filePath(key)).mtimeMs);
        expect(writtenAt.every((t) => t >= loadStarted - 1000)).toBe(true);
        const swept = await sweepOrphanMedia({ db, storage }, new Date());
        expect(swept.removed.sort()).toEqual(orphanFiles);
      }
      const report = await checkConsistency(db, ledger, data.dataDir);
      lap('check');
      const filesNow = new Set(storedMediaKeys(data.dataDir));
      const summary = [
        `${target.name}: killed ${killAfter} ms into the load; acknowledged before the crash: ${JSON.stringify(acknowledgedBeforeCrash)}`,
        `phases (ms): ${JSON.stringify(took)}`,
        `requests ${ledger.requests}, unanswered ${ledger.unanswered}, 5xx ${ledger.fiveHundreds}; files at the kill ${filesAtKill.length}, of them swept as orphans ${filesAtKill.filter((k) => !filesNow.has(k)).length}`,
        formatReport(report.rows),
      ].join('\n');
      console.log(summary);
      expect(report.violations, summary).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});

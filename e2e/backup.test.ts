// Backup and restore with real processes, on PGlite and (when E2E_DATABASE_URL or TEST_DATABASE_URL is set) on
// PostgreSQL: members, photos, sightings, comments, likes, follows and bookmarks are made through the API of a
// running server; `npm run backup` runs twice while it keeps running (once while a member keeps commenting and
// uploading); `npm run restore` brings each archive back onto a fresh data directory (and empty database),
// and the restored site is compared with the original, row by row and byte by byte, then started and used.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server';
import { readSiteState, rowsOf, type SiteState } from './support/site-state';

const root = path.resolve(import.meta.dirname, '..');
const photo = (name: string) => fs.readFileSync(path.join(root, 'server/test/fixtures/photos', name));
const PASSWORD = 'Kingfisher9';
const ADMIN_PASSWORD = 'Admin-Passw0rd';
const serverBase = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL;
const kinds = serverBase ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

interface ScriptRun {
  code: number | null;
  output: string;
}

/** Runs scripts/<name>.ts as `npm run <name>` does, with its own environment. */
function runScript(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** A member's side of the API: a cookie jar of one session. */
class Member {
  cookie = '';
  id = 0;
  constructor(
    readonly base: string,
    readonly username: string,
  ) {}

  async call<T = Record<string, unknown>>(method: string, url: string, body?: unknown): Promise<T> {
    const isForm = body instanceof FormData;
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: { cookie: this.cookie, ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('wl_session='));
    if (session) this.cookie = session.split(';')[0] ?? '';
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  async register(): Promise<this> {
    const { user } = await this.call<{ user: { id: number } }>('POST', '/api/auth/register', {
      username: this.username,
      email: `${this.username}@example.com`,
      password: PASSWORD,
    });
    this.id = user.id;
    return this;
  }

  async postSighting(speciesName: string, file?: string): Promise<number> {
    let mediaAssetId: number | undefined;
    if (file) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo(file))], { type: 'image/jpeg' }), file);
      mediaAssetId = (await this.call<{ id: number }>('POST', '/api/media', form)).id;
    }
    const body = {
      speciesName,
      category: 'birds',
      location: 'Backup Marsh',
      description: `${speciesName} seen`,
      mediaAssetId,
    };
    return (await this.call<{ id: number }>('POST', '/api/sightings', body)).id;
  }

  async comment(sightingId: number, content: string, parentCommentId?: number): Promise<number> {
    return (
      await this.call<{ id: number }>('POST', '/api/comments', { sightingId, content, parentCommentId })
    ).id;
  }
}

async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverBase });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverBase ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverBase });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Every table equal, except rows the test names; sequences, migrations, media bytes and the secret equal. */
function expectSameSite(restored: SiteState, original: SiteState): void {
  expect([...restored.tables.keys()]).toEqual([...original.tables.keys()]);
  for (const [table, rows] of original.tables) {
    if (table === 'admin_sessions') continue;
    expect(restored.tables.get(table), `rows of ${table}`).toEqual(rows);
  }
  // `npm run backup` signs the administrator out after the snapshot: the restored site still has that session.
  const sessions = restored.tables.get('admin_sessions') ?? [];
  expect(sessions.length).toBe((original.tables.get('admin_sessions') ?? []).length + 1);
  expect(sessions).toEqual(expect.arrayContaining(original.tables.get('admin_sessions') ?? []));
  expect(restored.sequences).toEqual(original.sequences);
  expect(restored.migrations).toEqual(original.migrations);
  expect(restored.files).toEqual(original.files);
  expect(restored.secret).toBe(original.secret);
}

describe.each(kinds)('backup and restore on %s', (kind) => {
  const suffix = randomBytes(4).toString('hex');
  const databases = {
    source: `wl_bk_${suffix}_src`,
    quiet: `wl_bk_${suffix}_quiet`,
    busy: `wl_bk_${suffix}_busy`,
  };
  const urls: Record<keyof typeof databases, string> = { source: '', quiet: '', busy: '' };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-backup-e2e-'));
  const dirs = { quiet: path.join(work, 'quiet'), busy: path.join(work, 'busy') };
  const archives = { busy: path.join(work, 'busy.tar.gz'), quiet: path.join(work, 'quiet.tar.gz') };
  let site: RunningServer;
  let restoredSite: RunningServer | undefined;
  let alice: Member;
  let carol: Member;
  let firstSighting = 0;
  let original: SiteState;
  let publicList = '';
  /** afterBackup: sent once the backup had ended (the writer saw it stop), so the archive must not hold it. */
  const liveComments: { id: number; sentAt: number; confirmedAt: number; afterBackup: boolean }[] = [];
  let busyWindow = { start: 0, end: 0 };

  beforeAll(async () => {
    if (kind === 'postgres')
      for (const key of Object.keys(databases) as (keyof typeof databases)[])
        urls[key] = await createDatabase(databases[key]);
    // No job worker: e-mail jobs finishing after the snapshot would make the original differ from its backup.
    site = await startServer({ SEED_DEMO: 'false', JOBS_ENABLED: 'false', DATABASE_URL: urls.source });
    const members = ['alice', 'bob', 'carol'].map((n) => new Member(site.url, `${n}_${suffix}`));
    const [a, bob, c] = await Promise.all(members.map((m) => m.register()));
    if (!a || !bob || !c) throw new Error('members were not registered');
    alice = a;
    carol = c;
    firstSighting = await alice.postSighting('Grey heron', 'orientation-f1.jpg');
    const second = await alice.postSighting('Little egret', 'IMG_20180725_163423-tiny.jpg');
    await bob.postSighting('Reed warbler');
    const question = await bob.comment(firstSighting, 'Was it fishing?');
    await alice.comment(firstSighting, 'Yes, for an hour.', question);
    await carol.call('POST', `/api/sightings/${firstSighting}/like`);
    await carol.call('POST', `/api/sightings/${second}/like`);
    await bob.call('POST', `/api/comments/${question}/like`, { action: 'like' });
    await carol.call('POST', `/api/users/${alice.id}/follow`);
    await bob.call('POST', '/api/bookmarks', { sightingId: second });
  }, 180_000);

  afterAll(async () => {
    await restoredSite?.stop();
    await site?.stop();
    fs.rmSync(work, { recursive: true, force: true });
    if (kind === 'postgres') for (const name of Object.values(databases)) await dropDatabase(name);
  }, 120_000);

  it('writes a backup while a member keeps commenting and uploading', async () => {
    let writing = true;
    const writer = (async () => {
      // Two more comments once the backup is over: sent after it, so the restore must not have them.
      for (let i = 0, after = 0; after < 2; i += 1) {
        // Decided before sending, not by comparing times: a comment sent in the very millisecond the backup
        // ended has sentAt equal to its end.
        const afterBackup = !writing;
        if (afterBackup) after += 1;
        const sentAt = Date.now();
        const id = await carol.comment(firstSighting, `Live comment ${i}`);
        liveComments.push({ id, sentAt, confirmedAt: Date.now(), afterBackup });
        // The free plan allows 5 photos a month: a few uploads are enough to cross the snapshot.
        if (i < 4) await carol.postSighting(`Kingfisher ${i}`, 'orientation-f2.jpg');
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    busyWindow.start = Date.now();
    const run = await runScript('backup', [archives.busy, '--server', site.url], { ADMIN_PASSWORD });
    busyWindow = { ...busyWindow, end: Date.now() };
    writing = false;
    await writer;
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(
      /^Backup written to .*busy\.tar\.gz .*: \d+ tables, \d+ rows, \d+ media files\.$/m,
    );
    expect(fs.existsSync(`${archives.busy}.part`)).toBe(false);
    const during = liveComments.filter((c) => c.sentAt > busyWindow.start && c.confirmedAt < busyWindow.end);
    expect(during.length, 'comments written while the backup ran').toBeGreaterThan(0);
    expect(liveComments.filter((c) => c.afterBackup).length).toBe(2);
  }, 180_000);

  it('writes a second backup of the quiet site; then the site stops', async () => {
    publicList = await (await fetch(`${site.url}/api/sightings`)).text();
    const run = await runScript('backup', [archives.quiet, '--server', site.url], { ADMIN_PASSWORD });
    expect(run.code, run.output).toBe(0);
    await site.kill('SIGTERM');
    original = await readSiteState(site.dataDir, urls.source || undefined);
    expect(rowsOf(original, 'comments').length).toBe(2 + liveComments.length);
    expect(original.files.size).toBeGreaterThan(0);
  }, 180_000);

  it('restores the quiet backup onto a fresh machine: every row, every media file and the secret are equal', async () => {
    const run = await runScript('restore', [archives.quiet], {
      DATA_DIR: dirs.quiet,
      DATABASE_URL: urls.quiet,
    });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/^Restored the backup of .* Start the site with npm start\.$/m);
    expectSameSite(await readSiteState(dirs.quiet, urls.quiet || undefined), original);
  }, 180_000);

  it('restores the backup taken under writes to one consistent moment of the site', async () => {
    const run = await runScript('restore', [archives.busy], { DATA_DIR: dirs.busy, DATABASE_URL: urls.busy });
    expect(run.code, run.output).toBe(0);
    const restored = await readSiteState(dirs.busy, urls.busy || undefined);
    const ids = new Set(rowsOf(restored, 'comments').map((c) => c.id));
    for (const c of liveComments.filter((c) => c.confirmedAt < busyWindow.start)) expect(ids).toContain(c.id);
    for (const c of liveComments.filter((c) => c.afterBackup)) expect(ids).not.toContain(c.id);
    // What the snapshot holds is exactly what the site held: rows that never change afterwards are equal ...
    for (const table of ['comments', 'media_assets', 'likes', 'user_follows', 'bookmarks']) {
      const later = new Set(original.tables.get(table));
      for (const row of restored.tables.get(table) ?? [])
        expect(later.has(row), `${table}: ${row}`).toBe(true);
    }
    // ... and a counter kept beside the rows agrees with the rows of the same moment.
    const counted = rowsOf(restored, 'comments').filter((c) => c.sighting_id === firstSighting).length;
    const heron = rowsOf(restored, 'sightings').find((s) => s.id === firstSighting);
    expect(heron?.comment_count).toBe(counted);
    const { comment_count: _, ...unchanged } = heron ?? {};
    const { comment_count: __, ...originally } =
      rowsOf(original, 'sightings').find((s) => s.id === firstSighting) ?? {};
    expect(unchanged).toEqual(originally);
    // Every photo a restored row points to came along, byte for byte.
    for (const asset of rowsOf(restored, 'media_assets')) {
      const keys = [String(asset.original_key).replace(/^private\//, 'media-private/')];
      for (const url of JSON.stringify(asset.variants).match(/\/media\/[^"]+/g) ?? [])
        keys.push(url.slice(1));
      for (const key of keys) {
        expect(restored.files.get(key), key).toBeDefined();
        expect(restored.files.get(key)).toBe(original.files.get(key));
      }
    }
  }, 180_000);

  it('serves the restored site with npm start: the same sightings, photos and sign-ins', async () => {
    restoredSite = await startServer(
      { SEED_DEMO: 'false', JOBS_ENABLED: 'false', DATABASE_URL: urls.quiet },
      { dataDir: dirs.quiet },
    );
    expect(await (await fetch(`${restoredSite.url}/api/sightings`)).text()).toBe(publicList);
    const heron = rowsOf(original, 'sightings').find((s) => s.id === firstSighting);
    const photoUrl = String(heron?.photo_url);
    const served = Buffer.from(await (await fetch(`${restoredSite.url}${photoUrl}`)).arrayBuffer());
    expect(served.equals(fs.readFileSync(path.join(dirs.quiet, photoUrl.slice(1))))).toBe(true);
    const back = new Member(restoredSite.url, alice.username);
    await back.call('POST', '/api/auth/login', { username: alice.username, password: PASSWORD });
    const me = await back.call<{ id: number }>('GET', '/api/auth/me');
    expect(me.id).toBe(alice.id);
    await restoredSite.kill('SIGTERM');
  }, 180_000);

  it('refuses to restore over a site that has data unless --force is given', async () => {
    const refused = await runScript('restore', [archives.busy], {
      DATA_DIR: dirs.quiet,
      DATABASE_URL: urls.quiet,
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Refusing to overwrite existing data');
    expect(refused.output).toContain('add --force to replace it');
    const before = await readSiteState(dirs.quiet, urls.quiet || undefined);
    expect(before.tables.get('comments')).toEqual(original.tables.get('comments'));

    const forced = await runScript('restore', [archives.quiet, '--force'], {
      DATA_DIR: dirs.quiet,
      DATABASE_URL: urls.quiet,
    });
    expect(forced.code, forced.output).toBe(0);
    expectSameSite(await readSiteState(dirs.quiet, urls.quiet || undefined), original);
  }, 180_000);
});

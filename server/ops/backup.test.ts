// POST /api/admin/backup through the app (what the archive holds, one backup at a time, the job worker given
// back), and the archives a restore refuses before it changes anything. The whole round trip with real
// processes is e2e/backup.test.ts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureAdminAccount } from '../features/admin/bootstrap';
import { createTestApp, makeSighting, makeUser, type TestApp, uploadPhoto } from '../test/harness';
import { readAll, readArchive } from './archive';
import { BACKUP_RUNNING_MESSAGE } from './backup-routes';
import { checkBackup, restoreBackup } from './restore';

let t: TestApp;
let bearer: string;
let work: string;
let archive: string;
/** The entries of the archive the admin downloaded, to build damaged copies from. */
let entries: { name: string; data: Buffer }[];

async function backup() {
  return t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { authorization: bearer } });
}

async function pack(list: { name: string; data: Buffer }[], file: string): Promise<string> {
  const archiveStream = tar.pack();
  for (const entry of list) archiveStream.entry({ name: entry.name }, entry.data);
  archiveStream.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archiveStream) if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(chunks)));
  return file;
}

beforeAll(async () => {
  t = await createTestApp();
  await ensureAdminAccount(t.app.ctx);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password: 'Admin-Passw0rd' },
  });
  bearer = `Bearer ${login.json().adminSessionToken}`;
  const member = await makeUser(t.app);
  const asset = await uploadPhoto(t.app, member.cookie);
  await makeSighting(t.app, member.cookie, { speciesName: 'Barn owl', mediaAssetId: asset.id });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-backup-test-'));
  archive = path.join(work, 'site.tar.gz');
});

afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('POST /api/admin/backup', () => {
  it('streams a tar.gz of the database, the media and the secret, manifest last', async () => {
    const res = await backup();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="wildlens-backup-.+\.tar\.gz"$/,
    );
    fs.writeFileSync(archive, res.rawPayload);

    const manifest = await checkBackup(archive);
    expect(manifest.database.kind).toBe(t.app.ctx.database.kind);
    expect(manifest.database.tables.find((table) => table.name === 'sightings')?.rows).toBe(1);
    expect(manifest.database.tables.find((table) => table.name === 'users')?.rows).toBe(2);
    expect(manifest.secret).toBe(true);
    entries = [];
    await readArchive(archive, async (entry) => {
      entries.push({ name: entry.name, data: await readAll(entry.body) });
    });
    const names = entries.map((e) => e.name);
    expect(names[0]).toBe('wildlens-backup.json');
    expect(names.at(-1)).toBe('manifest.json');
    // The original upload and its public variants, as the storage holds them.
    expect(names.filter((n) => n.startsWith('media-private/'))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith('media/')).length).toBeGreaterThanOrEqual(3);
    expect(manifest.media.files).toBe(names.filter((n) => n.startsWith('media')).length);
    const sightings =
      entries.find((e) => e.name === 'database/sightings.ndjson')?.data.toString('utf8') ?? '';
    expect(JSON.parse(sightings.trim()).species_name).toBe('Barn owl');
  });

  it('writes one backup at a time, and gives the job worker back when done', async () => {
    t.app.jobs.start();
    const answers = await Promise.all([backup(), backup()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({ message: BACKUP_RUNNING_MESSAGE });
    // The worker resumes as the backup's last step, just after the response's last byte.
    await vi.waitFor(() => expect(t.app.jobs.isRunning).toBe(true));
    await t.app.jobs.stop();
    expect((await backup()).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.app.jobs.isRunning).toBe(false);
  });
});

describe('a download that stops half way', () => {
  it('ends the backup on the server, so the next one can start', async () => {
    // More than the socket buffers hold, so the server is still writing when the client goes away.
    fs.mkdirSync(path.join(t.dataDir, 'media', 'big'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'media', 'big', 'noise.bin'), randomBytes(8 * 1024 * 1024));
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = http.request(`${address}/api/admin/backup`, {
        method: 'POST',
        headers: { authorization: bearer },
      });
      req.on('response', (res) =>
        res.once('data', () => {
          req.destroy();
          resolve(res.statusCode);
        }),
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
    await vi.waitFor(async () => expect((await backup()).statusCode).toBe(200), { timeout: 10_000 });
    fs.rmSync(path.join(t.dataDir, 'media', 'big'), { recursive: true });
  });
});

describe('restore refuses, and changes nothing', () => {
  const refusal = async (file: string, force = false) => {
    const dataDir = fs.mkdtempSync(path.join(work, 'target-'));
    const error = await restoreBackup({
      archive: file,
      config: { dataDir, DATABASE_URL: undefined },
      force,
    }).then(
      () => null,
      (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
    );
    // Nothing but the (removed) staging folder was ever there.
    expect(fs.readdirSync(dataDir)).toEqual([]);
    return error?.message ?? 'no refusal';
  };

  it('a site that already has data, unless forced', async () => {
    const dataDir = fs.mkdtempSync(path.join(work, 'occupied-'));
    fs.mkdirSync(path.join(dataDir, 'media', 'u'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', 'u', 'photo.webp'), 'kept');
    await expect(restoreBackup({ archive, config: { dataDir, DATABASE_URL: undefined } })).rejects.toThrow(
      /^Refusing to overwrite existing data: .*media holds files\..*add --force to replace it\.$/,
    );
    expect(fs.readFileSync(path.join(dataDir, 'media', 'u', 'photo.webp'), 'utf8')).toBe('kept');
  });

  it('a file that is not a WildLens backup', async () => {
    const file = await pack(
      [{ name: 'notes.txt', data: Buffer.from('hello') }],
      path.join(work, 'foreign.tar.gz'),
    );
    expect(await refusal(file)).toMatch(/is not a WildLens backup/);
  });

  it('an interrupted backup: no manifest at the end', async () => {
    const file = await pack(entries.slice(0, -1), path.join(work, 'interrupted.tar.gz'));
    expect(await refusal(file)).toMatch(/ends before its manifest: the backup that wrote it was interrupted/);
  });

  it('a truncated download', async () => {
    const bytes = fs.readFileSync(archive);
    const file = path.join(work, 'truncated.tar.gz');
    fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await refusal(file)).toMatch(/is damaged: .*Nothing was changed\.$/);
  });

  it('an entry that would land outside the data folder', async () => {
    const evil = [...entries.slice(0, 1), { name: 'media/../../evil.sh', data: Buffer.from('#!/bin/sh') }];
    const file = await pack([...evil, ...entries.slice(1)], path.join(work, 'evil.tar.gz'));
    expect(await refusal(file)).toMatch(/unsafe entry name/);
    expect(fs.existsSync(path.join(work, 'evil.sh'))).toBe(false);
  });

  it('a backup whose media count does not match its manifest', async () => {
    const missing = entries.filter((e, i) => !(e.name.startsWith('media/') && i === 1));
    const file = await pack(missing, path.join(work, 'short.tar.gz'));
    expect(await refusal(file)).toMatch(/is damaged: the archive holds \d+ media files/);
  });

  it('a backup made by a version with migrations this one lacks', async () => {
    const changed = entries.map((e) => {
      if (e.name !== 'manifest.json') return e;
      const manifest = JSON.parse(e.data.toString('utf8'));
      manifest.database.migrations.push('f'.repeat(64));
      return { name: e.name, data: Buffer.from(JSON.stringify(manifest)) };
    });
    const file = await pack(changed, path.join(work, 'newer.tar.gz'));
    expect(await refusal(file)).toMatch(/whose database migrations this one does not have/);
  });
});

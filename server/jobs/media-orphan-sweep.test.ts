// The orphan media sweep: files no row names (what a process killed between writing an upload and saving its
// row leaves) go once they are older than the cutoff; files of rows, and files written after it, stay.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from '../media/storage';
import { createTestApp, makeUser, type TestApp, uploadPhoto } from '../test/harness';
import { sweepOrphanMedia } from './media-orphan-sweep';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await makeUser(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

function storage(): LocalMediaStorage {
  const media = t.app.ctx.media;
  if (!(media instanceof LocalMediaStorage)) throw new Error('the tests run on local media storage');
  return media;
}

/** Every stored key: public files as `u/...`, originals as `private/...`. */
function storedKeys(): string[] {
  const list = (root: string, prefix: string) =>
    fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => `${prefix}${path.relative(root, path.join(e.parentPath, e.name))}`)
      : [];
  return [
    ...list(path.join(storage().publicRoot, 'u'), 'u/'),
    ...list(storage().privateRoot, 'private/'),
  ].sort();
}

/** Writes a file under a storage key as a killed process would have left it, written `ageMs` ago. */
function leave(key: string, ageMs: number): void {
  const root = key.startsWith('private/') ? storage().privateRoot : path.join(storage().publicRoot, 'u');
  const file = path.join(root, key.replace(/^(private|u)\//, ''));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'left behind');
  // The file and the folders it was written into, up to the upload's own folder.
  const when = new Date(Date.now() - ageMs);
  for (let p = file; p !== root; p = path.dirname(p)) fs.utimesSync(p, when, when);
}

describe('orphan media sweep', () => {
  it('removes unreferenced files older than the cutoff and keeps every file of a saved upload', async () => {
    const asset = await uploadPhoto(t.app, cookie);
    const saved = storedKeys();
    expect(saved.length).toBeGreaterThan(3);
    const folder = saved.find((k) => k.startsWith('u/'))?.split('/')[1];
    if (!folder) throw new Error(`no public folder among ${saved.join(', ')}`);
    const hour = 60 * 60 * 1000;

    // An upload whose row was never committed, a rendition cut off mid-write in a saved upload's folder, and
    // a poster stored for a row that was never updated.
    const orphans = [
      'u/0b7c9f1e-dead-4bee-8000-000000000001/large.webp',
      'u/0b7c9f1e-dead-4bee-8000-000000000001/thumb.jpg',
      'private/0b7c9f1e-dead-4bee-8000-000000000001/original.jpg',
      `u/${folder}/.large.webp.0a1b2c.tmp`,
      `u/${folder}/poster-abc/large.webp`,
    ];
    for (const key of orphans) leave(key, hour);
    // Written after the cutoff: maybe an upload under way in another process.
    const recent = 'u/0b7c9f1e-dead-4bee-8000-000000000002/large.webp';
    leave(recent, 0);

    const result = await sweepOrphanMedia(
      { db: t.app.ctx.db, storage: storage() },
      new Date(Date.now() - 60_000),
    );
    expect(result.removed.sort()).toEqual([...orphans].sort());
    expect(storedKeys()).toEqual([...saved, recent].sort());
    // Emptied folders go too.
    expect(fs.existsSync(path.join(storage().publicRoot, 'u/0b7c9f1e-dead-4bee-8000-000000000001'))).toBe(
      false,
    );

    // The saved upload still serves.
    const res = await t.app.inject({ method: 'GET', url: asset.media.thumbUrl ?? '/media/missing' });
    expect(res.statusCode).toBe(200);

    // Once older than the cutoff, the recent one is an orphan too; a second sweep is a no-op otherwise.
    const later = await sweepOrphanMedia(
      { db: t.app.ctx.db, storage: storage() },
      new Date(Date.now() + 1000),
    );
    expect(later.removed).toEqual([recent]);
    expect(storedKeys()).toEqual(saved);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, type MediaVariants, mediaAssets, sightings, users } from '../db/schema';
import type { MediaStorage } from '../media/storage';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits } from '../test/harness';
import { type CleanupStorage, keyForPublicUrl, mediaCleanupJob } from './media-cleanup';
import { enqueueJob } from './queue';
import { JobWorker } from './worker';

let t: TestApp;
let owner: { id: number };
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  owner = await makeUser(t.app);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.ctx.db.delete(jobs);
});

const db = () => t.app.ctx.db;
const storage = (): MediaStorage => t.app.ctx.media;
let assetCounter = 0;

/** Writes an original and three variants through the storage and the row that points at them. */
async function makeAsset() {
  assetCounter += 1;
  const folder = `u/cleanup-test-${assetCounter}`;
  const originalKey = `private/${folder}/original.jpg`;
  const variantKeys = [`${folder}/thumb.webp`, `${folder}/large.webp`, `${folder}/large.jpg`];
  await storage().put(originalKey, Buffer.from('original'), 'image/jpeg');
  for (const key of variantKeys) await storage().put(key, Buffer.from(key), 'image/webp');
  const variant = (key: string) => ({
    url: storage().publicUrl(key),
    width: 10,
    height: 10,
    bytes: 3,
    format: 'webp' as const,
  });
  const variants: MediaVariants = {
    thumb: variant(variantKeys[0] ?? ''),
    large: variant(variantKeys[1] ?? ''),
    fallback: { large: { ...variant(variantKeys[2] ?? ''), format: 'jpeg' } },
  };
  const [row] = await db()
    .insert(mediaAssets)
    .values({ ownerId: owner.id, kind: 'photo', mime: 'image/jpeg', originalKey, originalBytes: 8, variants })
    .returning();
  if (!row) throw new Error('no asset');
  return { row, keys: [originalKey, ...variantKeys] };
}

async function existing(keys: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const key of keys) if (await storage().exists(key)) found.push(key);
  return found;
}

const assetRow = async (id: number) =>
  (await db().select().from(mediaAssets).where(eq(mediaAssets.id, id)))[0];

describe('media_cleanup jobs', () => {
  it("delete an asset's original, every variant and its row", async () => {
    const { row, keys } = await makeAsset();
    expect(await existing(keys)).toEqual(keys);
    await enqueueJob(db(), 'media_cleanup', { mediaAssetId: row.id });
    expect(await t.app.jobs.runOnce()).toMatchObject({ claimed: 1, completed: 1 });
    expect(await existing(keys)).toEqual([]);
    expect(await assetRow(row.id)).toBeUndefined();

    // Running again (a retry after a crash) is harmless.
    await enqueueJob(db(), 'media_cleanup', { mediaAssetId: row.id });
    expect(await t.app.jobs.runOnce()).toMatchObject({ claimed: 1, completed: 1 });
  });

  it('keep an asset that a sighting or an avatar still shows', async () => {
    const first = await makeAsset();
    await db()
      .insert(sightings)
      .values({ userId: owner.id, speciesName: 'Otter', mediaAssetId: first.row.id });
    const second = await makeAsset();
    await db()
      .update(users)
      .set({ profileImageUrl: second.row.variants.thumb?.url ?? null })
      .where(eq(users.id, owner.id));
    await enqueueJob(db(), 'media_cleanup', { mediaAssetId: first.row.id });
    await enqueueJob(db(), 'media_cleanup', { mediaAssetId: second.row.id });
    expect(await t.app.jobs.runOnce()).toMatchObject({ claimed: 2, completed: 2 });
    expect(await existing(first.keys)).toEqual(first.keys);
    expect(await existing(second.keys)).toEqual(second.keys);
    expect(await assetRow(first.row.id)).toBeDefined();
    expect(await assetRow(second.row.id)).toBeDefined();
    await db().update(users).set({ profileImageUrl: null }).where(eq(users.id, owner.id));
  });

  it('delete stray files named by key (written before any row existed)', async () => {
    await storage().put('u/stray/large.webp', Buffer.from('x'), 'image/webp');
    await enqueueJob(db(), 'media_cleanup', { keys: ['u/stray/large.webp'] });
    expect((await t.app.jobs.runOnce()).completed).toBe(1);
    expect(await storage().exists('u/stray/large.webp')).toBe(false);
  });

  it('fail at once on a payload that names nothing or an unsafe key', async () => {
    await enqueueJob(db(), 'media_cleanup', {});
    await enqueueJob(db(), 'media_cleanup', { keys: ['../../etc/passwd'] });
    expect(await t.app.jobs.runOnce()).toMatchObject({ claimed: 2, failed: 2 });
    const rows = await db().select().from(jobs);
    expect(rows.every((r) => r.failedAt !== null && r.attempts === 1)).toBe(true);
  });

  it('retry when the storage fails, and keep the row until the files are gone', async () => {
    const { row, keys } = await makeAsset();
    let failures = 1;
    const flaky: CleanupStorage = {
      publicUrl: (key) => storage().publicUrl(key),
      delete: async (key) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('bucket unreachable');
        }
        await storage().delete(key);
      },
    };
    const worker = new JobWorker({
      db: db(),
      handlers: { media_cleanup: mediaCleanupJob({ db: db(), storage: flaky, log: t.app.log }) },
      log: t.app.log,
      pollMs: 1000,
    });
    await enqueueJob(db(), 'media_cleanup', { mediaAssetId: row.id });
    expect((await worker.runOnce()).retried).toBe(1);
    expect(await assetRow(row.id)).toBeDefined();
    await db()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 60_000) });
    expect((await worker.runOnce()).completed).toBe(1);
    expect(await existing(keys)).toEqual([]);
    expect(await assetRow(row.id)).toBeUndefined();
  });
});

describe('keyForPublicUrl', () => {
  it('maps public URLs back to keys for the local storage and for a bucket URL', () => {
    expect(keyForPublicUrl(storage(), storage().publicUrl('u/abc/large.webp'))).toBe('u/abc/large.webp');
    const bucket: CleanupStorage = {
      publicUrl: (key) => `https://cdn.example.com/wildlens/${key}`,
      delete: async () => {},
    };
    expect(keyForPublicUrl(bucket, 'https://cdn.example.com/wildlens/u/abc/thumb.webp')).toBe(
      'u/abc/thumb.webp',
    );
    expect(keyForPublicUrl(bucket, 'https://elsewhere.example/u/abc/thumb.webp')).toBeNull();
    expect(keyForPublicUrl(bucket, 'not a url at all')).toBeNull();
  });
});

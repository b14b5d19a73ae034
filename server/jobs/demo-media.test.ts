import fs from 'node:fs';
import path from 'node:path';
import { VIDEO_WINNER_SIGHTING_ID } from '@common/constants/contest';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mediaAssets, photoUploads, sightings } from '../db/schema';
import { seedDemoContent } from '../features/demo/seed';
import { mediaRoot } from '../media/serve';
import { createTestApp, type TestApp } from '../test/harness';
import { type DemoMediaPayload, processDemoMedia } from './demo-media';
import { createJobHandlers } from './handlers';
import { JobWorker } from './worker';

let t: TestApp;
/** The photo jobs (the tests below work on these), and the video clips' jobs. */
let payloads: DemoMediaPayload[];
let videoPayloads: DemoMediaPayload[];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.app.ctx);
  const queued = await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, 'demo_media'));
  const all = queued.map((j) => j.payload as DemoMediaPayload);
  payloads = all.filter((p) => p.file.endsWith('.webp'));
  videoPayloads = all.filter((p) => p.file.endsWith('.mp4'));
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.ctx.db;
const sightingRow = async (id: number) =>
  (await db().select().from(sightings).where(eq(sightings.id, id)))[0];
const assetCount = async () => (await db().select({ n: count() }).from(mediaAssets))[0]?.n;

/** The public URL of a variant as a file under DATA_DIR/media (local storage serves /media/<key>). */
const fileOf = (url: string) => path.join(mediaRoot(t.dataDir), url.replace(/^\/media\//, ''));

describe('demo_media jobs', () => {
  it('are queued by the seed, one per demo photo sighting and one per video clip', async () => {
    expect(payloads).toHaveLength(57);
    for (const p of payloads) {
      expect((await sightingRow(p.sightingId))?.photoUrl).toBe(`/media/demo/${p.file}`);
    }
    expect(videoPayloads).toHaveLength(3);
    for (const p of videoPayloads) {
      expect(await sightingRow(p.sightingId)).toMatchObject({
        mediaType: 'video',
        videoUrl: `/media/demo/${p.file}`,
      });
    }
  });

  it('give a demo video its metadata-free MP4 and an ffmpeg poster, keeping its credits', async () => {
    const payload = videoPayloads.find((p) => p.sightingId === VIDEO_WINNER_SIGHTING_ID);
    expect(payload?.file).toBe('tursiops-truncatus-er-dolphin.mp4');
    const before = await sightingRow(VIDEO_WINNER_SIGHTING_ID);
    expect(await processDemoMedia(t.app.ctx, payload as DemoMediaPayload)).toBe('attached');
    const res = await t.app.inject({ method: 'GET', url: `/api/sightings/${VIDEO_WINNER_SIGHTING_ID}` });
    const body = res.json();
    expect(body).toMatchObject({
      mediaType: 'video',
      originalPhotographerCredit: before?.originalPhotographerCredit,
      photoLicense: 'CC-BY-SA-4.0',
      media: { width: 1280, height: 720, placeholder: expect.any(String) },
    });
    // The script makes 6 s clips; the poster is the frame at 1 s, so it exists only if ffmpeg read the clip.
    expect(body.media.durationSeconds).toBeCloseTo(6, 0);
    expect(body.videoUrl).toMatch(/^\/media\/u\/[^/]+\/video\.mp4$/);
    for (const url of [body.videoUrl, body.media.posterUrl, body.photoUrl]) {
      expect(url).toMatch(/^\/media\/u\//);
      expect(fs.existsSync(fileOf(url)), url).toBe(true);
    }
    // Running it again attaches nothing more.
    expect(await processDemoMedia(t.app.ctx, payload as DemoMediaPayload)).toBe('skipped');
  });

  it('give a demo sighting variants, size and placeholder, keeping its credits', async () => {
    const payload = payloads[0] as DemoMediaPayload;
    const before = await sightingRow(payload.sightingId);
    expect(await processDemoMedia(t.app.ctx, payload)).toBe('attached');
    const after = await sightingRow(payload.sightingId);
    expect(after?.mediaAssetId).not.toBeNull();
    expect(after).toMatchObject({
      photoUrl: before?.photoUrl,
      originalPhotographerCredit: before?.originalPhotographerCredit,
      photoLicense: before?.photoLicense,
      sourceUrl: before?.sourceUrl,
    });
    // Not an upload: a demo member's monthly photo allowance is untouched.
    expect((await db().select({ n: count() }).from(photoUploads))[0]?.n).toBe(0);

    const res = await t.app.inject({ method: 'GET', url: `/api/sightings/${payload.sightingId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.photoLicense).toBe(before?.photoLicense);
    expect(body.media).toMatchObject({
      width: expect.any(Number),
      height: expect.any(Number),
      placeholder: expect.any(String),
    });
    for (const url of [body.media.thumbUrl, body.media.mediumUrl, body.media.fallback.mediumUrl]) {
      expect(url).toMatch(/^\/media\/u\//);
      expect(fs.existsSync(fileOf(url)), url).toBe(true);
    }
    // The card list serves the renditions too, which is what home and explore draw with srcset.
    const list = await t.app.inject({ method: 'GET', url: '/api/sightings?limit=100' });
    const card = list.json().find((s: { id: number }) => s.id === payload.sightingId);
    expect(card.media.mediumUrl).toBe(body.media.mediumUrl);
  });

  it('do nothing the second time, nor for a sighting that no longer shows the demo photo', async () => {
    const assets = await assetCount();
    expect(await processDemoMedia(t.app.ctx, payloads[0] as DemoMediaPayload)).toBe('skipped');
    const edited = payloads[1] as DemoMediaPayload;
    await db().update(sightings).set({ photoUrl: null }).where(eq(sightings.id, edited.sightingId));
    expect(await processDemoMedia(t.app.ctx, edited)).toBe('skipped');
    const gone = payloads[2] as DemoMediaPayload;
    await db().delete(sightings).where(eq(sightings.id, gone.sightingId));
    expect(await processDemoMedia(t.app.ctx, gone)).toBe('skipped');
    expect(await assetCount()).toBe(assets);
  });

  it('run through the worker, and a malformed payload fails for good', async () => {
    await db().update(jobs).set({ completedAt: new Date() }).where(eq(jobs.type, 'demo_media'));
    const next = payloads[3] as DemoMediaPayload;
    await db()
      .insert(jobs)
      .values([
        { type: 'demo_media', payload: next },
        { type: 'demo_media', payload: { sightingId: next.sightingId, file: '../secret.webp' } },
      ]);
    const worker = new JobWorker({
      db: db(),
      handlers: createJobHandlers(t.app.ctx),
      log: t.app.log,
      pollMs: 1000,
    });
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, completed: 1, failed: 1 });
    expect((await sightingRow(next.sightingId))?.mediaAssetId).not.toBeNull();
    const [failed] = await db().select().from(jobs).where(isNotNull(jobs.failedAt));
    expect(failed?.lastError).toMatch(/Invalid demo_media payload/);
  });
});

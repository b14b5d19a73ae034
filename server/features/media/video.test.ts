// Video uploads (clips made with ffmpeg's testsrc at test time): poster frame, metadata-free copy, limits,
// and POST /api/video/thumbnail, which answers only for our own stored videos.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLAN_LIMITS } from '@common/constants/plans';
import { type MediaAsset, UPLOAD_MESSAGES } from '@common/schemas/media';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets } from '../../db/schema';
import {
  createTestApp,
  fixturePhoto,
  makeUser,
  type TestApp,
  unlimitedRateLimits,
  uploadMedia,
  uploadPhoto,
} from '../../test/harness';
import {
  expectNoMetadata,
  expectNothingStored,
  fetchPublished,
  makeVideo,
  storedState,
  videoTags,
} from './media.support';

let t: TestApp;
let cookie: string;
let clips: string;
let mp4: string;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  cookie = (await makeUser(t.app)).cookie;
  clips = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-clips-'));
  mp4 = makeVideo(clips, 'clip.mp4', {
    format: 'mp4',
    metadata: { title: 'secret title', location: '+37.7858-122.4064/', comment: 'home address' },
  });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(clips, { recursive: true, force: true });
});

async function uploadVideo(file: string, member = cookie): Promise<MediaAsset> {
  const res = await uploadMedia(t.app, member, file, { filename: path.basename(file) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as MediaAsset;
}

function storedFile(url: string): string {
  return path.join(t.dataDir, url);
}

async function thumbnail(videoUrl: string) {
  return t.app.inject({ method: 'POST', url: '/api/video/thumbnail', payload: { videoUrl } });
}

describe('POST /api/media with videos', () => {
  it('stores an MP4 without its metadata and renders a poster frame with variants', async () => {
    const asset = await uploadVideo(mp4);
    expect(asset).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    expect(asset.videoUrl).toMatch(/^\/media\/u\/[0-9a-f-]{36}\/video\.mp4$/);
    expect(asset.media).toMatchObject({ width: 320, height: 240 });
    expect(asset.media.durationSeconds).toBeCloseTo(2, 0);
    // What the file said about where it was made is read for the uploader, then stripped from the copy.
    expect(asset.location?.latitude).toBeCloseTo(37.7858, 3);
    expect(asset.location?.longitude).toBeCloseTo(-122.4064, 3);

    const poster = await fetchPublished(t.app, asset.media.posterUrl ?? '');
    const meta = await sharp(poster).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);
    await expectNoMetadata(poster);
    expect(asset.media.thumbUrl).toMatch(/thumb\.webp$/);
    expect(asset.media.fallback?.mediumUrl).toMatch(/\.jpg$/);
    expect(asset.media.placeholder).toBeTruthy();

    const published = await fetchPublished(t.app, asset.videoUrl ?? '');
    expect(published.length).toBeGreaterThan(1000);
    const tags = videoTags(storedFile(asset.videoUrl ?? ''));
    expect(tags).not.toHaveProperty('title');
    expect(tags).not.toHaveProperty('location');
    expect(tags).not.toHaveProperty('comment');
    expect(videoTags(mp4)).toHaveProperty('title', 'secret title');
  });

  it('accepts WebM, and MOV (published as MP4)', async () => {
    const webm = await uploadVideo(makeVideo(clips, 'clip.webm', { format: 'webm' }));
    expect(webm).toMatchObject({ kind: 'video', mime: 'video/webm' });
    expect(webm.videoUrl).toMatch(/video\.webm$/);
    expect((await fetchPublished(t.app, webm.media.posterUrl ?? '')).length).toBeGreaterThan(0);

    const mov = await uploadVideo(makeVideo(clips, 'clip.mov', { format: 'mov' }));
    expect(mov).toMatchObject({ kind: 'video', mime: 'video/quicktime' });
    expect(mov.videoUrl).toMatch(/video\.mp4$/);
  });

  it('takes the first frame of a clip shorter than a second', async () => {
    const short = await uploadVideo(makeVideo(clips, 'short.mp4', { format: 'mp4', seconds: 0.5 }));
    expect(short.media.posterUrl).toBeTruthy();
    expect((await fetchPublished(t.app, short.media.posterUrl ?? '')).length).toBeGreaterThan(0);
  });

  it('refuses a video longer than 3 minutes, and a truncated one, leaving nothing', async () => {
    const long = makeVideo(clips, 'long.mp4', { format: 'mp4', seconds: 181 });
    const before = await storedState(t);
    let res = await uploadMedia(t.app, cookie, long);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: UPLOAD_MESSAGES.videoTooLong });
    await expectNothingStored(t, before);

    // ffmpeg writes the index (moov) at the end: the first half of the file has none.
    const whole = fs.readFileSync(mp4);
    res = await uploadMedia(t.app, cookie, whole.subarray(0, Math.floor(whole.length / 2)), {
      filename: 'cut.mp4',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: UPLOAD_MESSAGES.damaged });
    await expectNothingStored(t, before);
  }, 60_000);

  it('does not count videos toward the free plan, and refuses a video as a profile picture', async () => {
    const member = await makeUser(t.app);
    for (let i = 0; i < PLAN_LIMITS.freeUploadsPerMonth; i += 1)
      await uploadPhoto(t.app, member.cookie, fixturePhoto('orientation-f1.jpg'));
    await uploadVideo(mp4, member.cookie);
    const avatar = await uploadMedia(t.app, member.cookie, mp4, { purpose: 'avatar' });
    expect(avatar.statusCode).toBe(400);
    expect(avatar.json().message).toBe('A profile picture must be a photo: JPEG, PNG, WebP, AVIF or HEIC.');
  });
});

describe('POST /api/video/thumbnail', () => {
  it("answers the poster of our own video, by path or by the site's absolute URL", async () => {
    const asset = await uploadVideo(mp4);
    let res = await thumbnail(asset.videoUrl ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ thumbnailUrl: asset.media.posterUrl });
    res = await thumbnail(`http://localhost:5000${asset.videoUrl}`);
    expect(res.json()).toEqual({ thumbnailUrl: asset.media.posterUrl });
    res = await thumbnail((asset.videoUrl ?? '').slice(1));
    expect(res.json()).toEqual({ thumbnailUrl: asset.media.posterUrl });
  });

  it('refuses every URL that is not one of our stored videos, without fetching anything', async () => {
    const photo = await uploadPhoto(t.app, cookie, fixturePhoto('noexif.jpg'));
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'https://example.com/video.mp4',
      'http://localhost:5000/api/health',
      'file:///etc/passwd',
      '//evil.example/video.mp4',
      '/media/u/00000000-0000-0000-0000-000000000000/video.mp4',
      photo.media.largeUrl ?? '',
    ]) {
      const res = await thumbnail(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(
        'Video not found. Only videos uploaded to WildLens have thumbnails here.',
      );
    }
    expect((await thumbnail('   ')).statusCode).toBe(400);
  });

  it('renders the frame at 1 s when the stored video has no poster yet', async () => {
    const asset = await uploadVideo(mp4);
    const [row] = await t.app.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    const { poster: _poster, ...withoutPoster } = row?.variants ?? {};
    await t.app.ctx.db
      .update(mediaAssets)
      .set({ variants: withoutPoster })
      .where(eq(mediaAssets.id, asset.id));

    const res = await thumbnail(asset.videoUrl ?? '');
    expect(res.statusCode).toBe(200);
    const { thumbnailUrl } = res.json() as { thumbnailUrl: string };
    expect(thumbnailUrl).not.toBe(asset.media.posterUrl);
    const meta = await sharp(await fetchPublished(t.app, thumbnailUrl)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);
    const [updated] = await t.app.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    expect(updated?.variants.poster?.url).toBe(thumbnailUrl);
    // Asked again, it answers the stored poster.
    expect((await thumbnail(asset.videoUrl ?? '')).json()).toEqual({ thumbnailUrl });
  });
});

// Photo uploads through POST /api/media: formats, camera data, no metadata in anything published, upright
// orientation, storage keys, deleting an unused upload.
import fs from 'node:fs';
import path from 'node:path';
import type { MediaAsset } from '@common/schemas/media';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets, users } from '../../db/schema';
import {
  createTestApp,
  fixturePhoto,
  makeUser,
  type TestApp,
  unlimitedRateLimits,
  uploadPhoto,
} from '../../test/harness';
import { expectNoMetadata, fetchPublished, greyGrid, storedState } from './media.support';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  // Premium, so that the many uploads of this file are not cut by the free plan (tested in allowance.test.ts).
  const member = await makeUser(t.app);
  cookie = member.cookie;
  await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, member.id));
});

afterAll(async () => {
  await t.close();
});

/** Every URL the asset publishes: WebP variants and their JPEG fallbacks. */
function publishedUrls(asset: MediaAsset): string[] {
  const m = asset.media;
  return [
    m.thumbUrl,
    m.smallUrl,
    m.mediumUrl,
    m.largeUrl,
    m.fallback?.thumbUrl,
    m.fallback?.smallUrl,
    m.fallback?.mediumUrl,
    m.fallback?.largeUrl,
    m.posterUrl,
  ].filter((u): u is string => typeof u === 'string');
}

describe('POST /api/media with photos', () => {
  it('accepts the Pixel phone photo and answers its camera data, GPS position and time taken', async () => {
    const asset = await uploadPhoto(t.app, cookie, fixturePhoto('IMG_20180725_163423-tiny.jpg'));
    expect(asset).toMatchObject({ kind: 'photo', mime: 'image/jpeg', videoUrl: null });
    expect(asset.takenAt).toBe('2018-07-25T16:34:23');
    expect(asset.camera).toMatchObject({
      make: 'Google',
      model: 'Pixel',
      aperture: 2,
      iso: 50,
      focalLength: 4.67,
    });
    expect(asset.camera?.exposureTime).toBeCloseTo(0.000376, 6);
    expect(asset.location?.latitude).toBeCloseTo(50.2996, 3);
    expect(asset.location?.longitude).toBeCloseTo(14.8203, 3);
    expect(asset.media).toMatchObject({ width: 1012, height: 759, durationSeconds: null, posterUrl: null });
    expect(asset.media.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(asset.media.thumbUrl).toMatch(/^\/media\/u\/[0-9a-f-]{36}\/thumb\.webp$/);
    expect(asset.media.fallback?.thumbUrl).toMatch(/\/thumb\.jpg$/);
  });

  it('publishes no EXIF, XMP, IPTC or ICC in any variant, while the private original keeps them', async () => {
    for (const name of ['IMG_20180725_163423-tiny.jpg', 'canon-dslr.jpg', 'png_with_exif_and_gps.png']) {
      const asset = await uploadPhoto(t.app, cookie, fixturePhoto(name));
      const urls = publishedUrls(asset);
      expect(urls.length).toBeGreaterThanOrEqual(4);
      for (const url of urls) await expectNoMetadata(await fetchPublished(t.app, url));
      // The original is kept as uploaded, under media-private, which /media/ never serves.
      const [row] = await t.app.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
      expect(row?.originalKey).toMatch(/^private\/[0-9a-f-]{36}\/original\.(jpg|png)$/);
      const original = path.join(
        t.dataDir,
        'media-private',
        (row?.originalKey ?? '').slice('private/'.length),
      );
      expect(fs.readFileSync(original).equals(fs.readFileSync(fixturePhoto(name)))).toBe(true);
    }
  });

  it('renders the 18 MP DSLR photo as a 160 px square thumb, 720 px small, ~1000 px medium and 2048 px large', async () => {
    const asset = await uploadPhoto(t.app, cookie, fixturePhoto('canon-dslr.jpg'));
    expect(asset.camera).toMatchObject({
      make: 'Canon',
      model: 'Canon EOS 1300D',
      lens: 'EF-S18-55mm f/3.5-5.6 III',
    });
    expect(asset.takenAt).toBe('2019-10-26T16:07:24');
    expect(asset.location).toBeNull();
    const sizes = async (url: string | null | undefined) => {
      const meta = await sharp(await fetchPublished(t.app, url ?? '')).metadata();
      return [meta.format, meta.width, meta.height];
    };
    expect(await sizes(asset.media.thumbUrl)).toEqual(['webp', 160, 160]);
    expect(await sizes(asset.media.smallUrl)).toEqual(['webp', 720, 480]);
    expect(await sizes(asset.media.fallback?.smallUrl)).toEqual(['jpeg', 720, 480]);
    expect(await sizes(asset.media.mediumUrl)).toEqual(['webp', 1000, 667]);
    expect(await sizes(asset.media.largeUrl)).toEqual(['webp', 2048, 1365]);
    expect(await sizes(asset.media.fallback?.largeUrl)).toEqual(['jpeg', 2048, 1365]);
    expect(asset.media).toMatchObject({ width: 5184, height: 3456 });
  });

  it('never enlarges a small picture: its medium and large variants are its small one', async () => {
    const asset = await uploadPhoto(t.app, cookie, fixturePhoto('Irvine_CA.avif'));
    expect(asset.media.mediumUrl).toBe(asset.media.smallUrl);
    expect(asset.media.largeUrl).toBe(asset.media.mediumUrl);
    expect(asset.media.fallback?.largeUrl).toBe(asset.media.fallback?.mediumUrl);
    const meta = await sharp(await fetchPublished(t.app, asset.media.largeUrl ?? '')).metadata();
    expect([meta.width, meta.height]).toEqual([480, 640]);
  });

  it('shows all eight EXIF orientations upright', async () => {
    const grids: number[][] = [];
    for (let n = 1; n <= 8; n += 1) {
      const asset = await uploadPhoto(t.app, cookie, fixturePhoto(`orientation-f${n}.jpg`));
      expect(asset.media, `orientation ${n}`).toMatchObject({ width: 48, height: 80 });
      for (const url of [asset.media.largeUrl, asset.media.fallback?.largeUrl]) {
        const data = await fetchPublished(t.app, url ?? '');
        const meta = await sharp(data).metadata();
        expect([meta.width, meta.height], `orientation ${n}`).toEqual([48, 80]);
        grids.push(await greyGrid(data));
      }
    }
    const reference = grids[0] ?? [];
    // The F: dark top-left, top-right and bottom-left corners, light bottom-right (mirroring would move it).
    expect(reference[0]).toBeLessThan(60);
    expect(reference[reference.length - 1]).toBeGreaterThan(200);
    for (const [i, grid] of grids.entries()) {
      const difference = grid.reduce((sum, v, j) => sum + Math.abs(v - (reference[j] ?? 0)), 0) / grid.length;
      expect(difference, `rendition ${i} differs from orientation 1`).toBeLessThan(12);
    }
  });

  it('accepts the iPhone HEIC photo and publishes WebP and JPEG variants with its camera data', async () => {
    const asset = await uploadPhoto(t.app, cookie, fixturePhoto('heic-iphone.heic'));
    expect(asset).toMatchObject({ kind: 'photo', mime: 'image/heic' });
    expect(asset.media).toMatchObject({ width: 4032, height: 3024 });
    expect(asset.camera).toMatchObject({ make: 'Apple', model: 'iPhone XS Max' });
    expect(asset.takenAt).toBe('2019-08-21T10:57:23');
    expect(asset.location?.latitude).toBeCloseTo(7.8314, 3);
    const large = await fetchPublished(t.app, asset.media.largeUrl ?? '');
    const meta = await sharp(large).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 2048, 1536]);
    await expectNoMetadata(large);
    const stats = await sharp(large).stats();
    // Real picture content, not a blank frame from a failed decode.
    expect(stats.channels[0]?.stdev ?? 0).toBeGreaterThan(10);
  }, 60_000);

  it('accepts a PNG with EXIF and GPS, and an AVIF', async () => {
    const png = await uploadPhoto(t.app, cookie, fixturePhoto('png_with_exif_and_gps.png'));
    expect(png).toMatchObject({ mime: 'image/png', camera: { make: 'Canon' } });
    expect(png.location?.latitude).toBeCloseTo(50.2996, 3);
    const avif = await uploadPhoto(t.app, cookie, fixturePhoto('Irvine_CA.avif'));
    expect(avif).toMatchObject({ mime: 'image/avif', camera: { make: 'Apple', model: 'iPhone 3GS' } });
    expect(avif.media).toMatchObject({ width: 480, height: 640 });
  });

  it('accepts the JPEG with broken metadata (its pixels are fine) and a JPEG without EXIF', async () => {
    const broken = await uploadPhoto(t.app, cookie, fixturePhoto('broken1.jpg'));
    expect(broken.media).toMatchObject({ width: 600, height: 900 });
    await expectNoMetadata(await fetchPublished(t.app, broken.media.largeUrl ?? ''));
    const plain = await uploadPhoto(t.app, cookie, fixturePhoto('noexif.jpg'));
    expect(plain).toMatchObject({ camera: null, location: null, takenAt: null });
  });

  it('sniffs the content: the declared type and file name do not matter', async () => {
    const asset = await uploadPhoto(t.app, cookie, fixturePhoto('Irvine_CA.avif'), {
      filename: 'holiday.txt',
      contentType: 'text/plain',
    });
    expect(asset.mime).toBe('image/avif');
  });

  it('generates storage keys: a path in the file name reaches neither a key nor the disk', async () => {
    const before = await storedState(t);
    const asset = await uploadPhoto(t.app, cookie, fixturePhoto('noexif.jpg'), {
      filename: '../../etc/passwd.jpg',
    });
    for (const url of publishedUrls(asset))
      expect(url).toMatch(/^\/media\/u\/[0-9a-f-]{36}\/[a-z]+\.(webp|jpg)$/);
    const after = await storedState(t);
    const added = after.files.filter((f) => !before.files.includes(f));
    expect(added.length).toBeGreaterThan(0);
    for (const file of added) {
      expect(file.startsWith(path.join(t.dataDir, 'media'))).toBe(true);
      expect(file).not.toMatch(/passwd|etc/);
    }
    expect(fs.existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
  });

  it('makes avatars square and does not count them as photo uploads', async () => {
    const before = await storedState(t);
    const avatar = await uploadPhoto(t.app, cookie, fixturePhoto('canon-dslr.jpg'), { purpose: 'avatar' });
    expect(avatar.kind).toBe('avatar');
    const medium = await sharp(await fetchPublished(t.app, avatar.media.mediumUrl ?? '')).metadata();
    expect([medium.width, medium.height]).toEqual([512, 512]);
    expect(avatar.media.largeUrl).toBeNull();
    const after = await storedState(t);
    expect(after.uploads).toBe(before.uploads);
    expect(after.assets).toBe(before.assets + 1);
  });
});

describe('DELETE /api/media/:id', () => {
  it('deletes an unused upload of your own with its files; others get 403, unknown ids 404', async () => {
    const asset = await uploadPhoto(t.app, cookie, fixturePhoto('noexif.jpg'));
    const other = await makeUser(t.app);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${asset.id}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('You can only delete your own uploads.');
    const signedOut = await t.app.inject({ method: 'DELETE', url: `/api/media/${asset.id}` });
    expect(signedOut.statusCode).toBe(401);

    const beforeFiles = (await storedState(t)).files.length;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/media/${asset.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await storedState(t);
    // Every distinct rendition (WebP and JPEG of thumb, small, medium, large) and the private original.
    expect(beforeFiles - after.files.length).toBe(new Set(publishedUrls(asset)).size + 1);
    expect((await t.app.inject({ method: 'GET', url: asset.media.thumbUrl ?? '' })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${asset.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete an upload that is part of a sighting', async () => {
    const asset = await uploadPhoto(t.app, cookie, fixturePhoto('noexif.jpg'));
    const [row] = await t.app.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    expect(row).toBeDefined();
    const publish = await t.app.inject({
      method: 'POST',
      url: '/api/sightings',
      headers: { cookie },
      payload: { speciesName: 'Red fox', category: 'mammals', mediaAssetId: asset.id },
    });
    expect(publish.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/media/${asset.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This upload is part of a sighting. Delete the sighting instead.');
  });
});

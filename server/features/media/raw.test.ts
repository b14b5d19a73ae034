// Camera RAW uploads (spec section 6: "high-resolution and RAW uploads" are a Premium Explorer benefit), through
// POST /api/media on the real database: a premium member's DNG is kept as the private original and published from
// the full-size JPEG preview it embeds (upright by the RAW's orientation, with the RAW's own camera data); a free
// member's RAW is refused with 403 and the way to Premium, whatever the file is called; a JPEG called .nef is a
// JPEG; a RAW with no preview worth publishing is refused with a clear 400. The plan is read at upload time.
import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '@common/schemas/media';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaAssets, users } from '../../db/schema';
import { buildDng } from '../../media/dng.support';
import {
  createTestApp,
  fixturePhoto,
  makeUser,
  type TestApp,
  unlimitedRateLimits,
  uploadMedia,
} from '../../test/harness';
import {
  allowanceOf,
  expectNoMetadata,
  expectNothingStored,
  fetchPublished,
  type StoredState,
  storedState,
} from './media.support';

let t: TestApp;
let premium: Awaited<ReturnType<typeof makeUser>>;
let free: Awaited<ReturnType<typeof makeUser>>;
/** The preview the DNG embeds: the DSLR fixture without its metadata, as cameras embed it. */
let preview: Buffer;
/** A DNG shot in portrait (orientation 6: the sensor's landscape pixels are turned 90 degrees clockwise). */
let dng: Buffer;
let before: StoredState;

const setTier = (id: number, tier: string) =>
  t.app.ctx.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, id));

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  premium = await makeUser(t.app);
  free = await makeUser(t.app);
  await setTier(premium.id, 'premium');
  preview = await sharp(fixturePhoto('canon-dslr.jpg')).resize(2400).jpeg({ quality: 85 }).toBuffer();
  dng = await buildDng({
    preview,
    orientation: 6,
    make: 'WildLens',
    model: 'Field Camera DNG',
    dateTimeOriginal: '2024:05:17 06:42:10',
    latitude: 57.2345,
    longitude: -3.8123,
  });
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  before = await storedState(t);
});

/** A coarse grid of a picture's grey levels, to compare a rendition with the picture it was made from. */
async function grid(data: Buffer): Promise<number[]> {
  return [...(await sharp(data).greyscale().resize(12, 18, { fit: 'fill' }).raw().toBuffer())];
}

describe('camera RAW uploads', () => {
  it("publishes a premium member's DNG from its full-size preview and keeps the RAW as the private original", async () => {
    // Named and declared as a JPEG: the content decides.
    const res = await uploadMedia(t.app, premium.cookie, dng, {
      filename: 'IMG_0001.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode, res.body).toBe(201);
    const asset = res.json();
    expect(asset).toMatchObject({ kind: 'photo', mime: 'image/x-adobe-dng' });
    // Upright: the 2400 x 1600 preview turned by the RAW's orientation.
    expect(asset.media).toMatchObject({ width: 1600, height: 2400 });
    // The camera data is the RAW's own (the embedded preview has none).
    expect(asset.camera).toMatchObject({ make: 'WildLens', model: 'Field Camera DNG', iso: 800 });
    expect(asset.takenAt).toBe('2024-05-17T06:42:10');
    expect(asset.location?.latitude).toBeCloseTo(57.2345, 3);
    expect(asset.location?.longitude).toBeCloseTo(-3.8123, 3);

    const [row] = await t.app.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    expect(row?.originalKey).toMatch(/^private\/[0-9a-f-]{36}\/original\.dng$/);
    const original = path.join(t.dataDir, 'media-private', (row?.originalKey ?? '').slice('private/'.length));
    expect(fs.readFileSync(original).equals(dng)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/${row?.originalKey}` })).statusCode).toBe(404);

    // The large rendition is the preview (2048 px on its long side: IFD0's 256 px thumbnail could not make it),
    // turned upright, with no metadata.
    const large = await fetchPublished(t.app, asset.media.largeUrl);
    const meta = await sharp(large).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1365, height: 2048 });
    await expectNoMetadata(large);
    const upright = await sharp(preview).rotate(90).toBuffer();
    const [published, expected] = [await grid(large), await grid(upright)];
    const difference =
      published.reduce((sum, v, i) => sum + Math.abs(v - (expected[i] ?? 0)), 0) / published.length;
    expect(difference).toBeLessThan(8);
  });

  it("refuses a free member's RAW with 403 and the way to Premium, whatever it is called, storing nothing", async () => {
    for (const filename of ['IMG_0001.dng', 'holiday.jpg']) {
      const res = await uploadMedia(t.app, free.cookie, dng, { filename, contentType: 'image/jpeg' });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: UPLOAD_MESSAGES.rawPremiumOnly, upgradeUrl: '/upgrade' });
    }
    await expectNothingStored(t, before);
    expect((await allowanceOf(t.app, free.cookie)).used).toBe(0);
  });

  it('follows the plan at upload time: a member whose premium lapsed is refused at once, and a new one accepted', async () => {
    const member = await makeUser(t.app);
    await setTier(member.id, 'premium');
    expect((await uploadMedia(t.app, member.cookie, dng, { filename: 'a.dng' })).statusCode).toBe(201);
    await setTier(member.id, 'free');
    expect((await uploadMedia(t.app, member.cookie, dng, { filename: 'b.dng' })).statusCode).toBe(403);
    await setTier(member.id, 'photographer');
    expect((await uploadMedia(t.app, member.cookie, dng, { filename: 'c.dng' })).statusCode).toBe(201);
  });

  it('takes a JPEG called .nef as the JPEG it is, for free and premium members alike', async () => {
    for (const member of [free, premium]) {
      const res = await uploadMedia(t.app, member.cookie, fixturePhoto('noexif.jpg'), {
        filename: 'DSC_0042.NEF',
        contentType: 'image/x-nikon-nef',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().mime).toBe('image/jpeg');
    }
  });

  it('refuses a RAW whose only preview is a thumbnail, and a plain TIFF, storing nothing', async () => {
    const thumbOnly = await buildDng({
      preview: await sharp(preview).resize(320).jpeg().toBuffer(),
    });
    const res = await uploadMedia(t.app, premium.cookie, thumbOnly, { filename: 'small.dng' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: UPLOAD_MESSAGES.rawNoPreview });
    const tiff = await sharp(preview).resize(400).tiff().toBuffer();
    const plain = await uploadMedia(t.app, premium.cookie, tiff, { filename: 'scan.tif' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({ message: UPLOAD_MESSAGES.unsupported });
    await expectNothingStored(t, before);
  });

  it('refuses a RAW as a profile picture', async () => {
    const res = await uploadMedia(t.app, premium.cookie, dng, { filename: 'me.dng', purpose: 'avatar' });
    expect(res.statusCode).toBe(400);
    await expectNothingStored(t, before);
  });
});

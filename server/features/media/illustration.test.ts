// Illustrations (POST /api/media with purpose illustration): pictures for a gear review, a guide's preview and
// the like. They do not use the free plan's monthly sighting photos, are never a sighting's media, are capped at
// 30 per member in any 24 hours, are photos only, and are scanned by the moderation classifier before they are
// kept. Whatever shows one (a review, a guide) keeps it from deletion and from the upload expiry.
import { PLAN_LIMITS } from '@common/constants/plans';
import { MEDIA_LIMITS, UPLOAD_MESSAGES } from '@common/schemas/media';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gearProducts, locationGuides, mediaAssets, photoUploads } from '../../db/schema';
import { expireUnusedUploads } from '../../jobs/upload-expiry';
import {
  createTestApp,
  fixturePhoto,
  makeUser,
  type TestApp,
  unlimitedRateLimits,
  uploadPhoto,
} from '../../test/harness';
import { MEDIA_KIND_MESSAGE } from '../sightings/write-service';
import {
  EXPLICIT,
  FakeVision,
  illustration,
  setClassifier,
  uploadIllustration,
} from './illustration.support';
import { allowanceOf, expectNothingStored, makeVideo, storedState } from './media.support';

const vision = new FakeVision();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits(), vision });
  t.clock.now = new Date('2030-05-20T12:00:00Z');
});
afterAll(async () => t.close());
beforeEach(async () => {
  vision.scores = { drawing: 0, hentai: 0, neutral: 1, porn: 0, sexy: 0 };
  vision.failure = null;
  await setClassifier(t, true);
});

const sightingWith = (cookie: string, mediaAssetId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sightings',
    headers: { cookie },
    payload: { speciesName: 'Eurasian wren', category: 'birds', location: 'Test Meadow', mediaAssetId },
  });

describe('the monthly allowance', () => {
  it('is not used by illustrations, and does not stop them once the sighting photos are used up', async () => {
    const member = await makeUser(t.app);
    const first = await illustration(t.app, member.cookie);
    expect(first.kind).toBe('illustration');
    expect(first.media.largeUrl ?? first.media.mediumUrl).toMatch(/^\/media\//);
    expect(await allowanceOf(t.app, member.cookie)).toEqual({ used: 0, limit: 5, remaining: 5 });
    const counted = await t.app.ctx.db.select().from(photoUploads).where(eq(photoUploads.userId, member.id));
    expect(counted).toHaveLength(0);

    for (let i = 0; i < PLAN_LIMITS.freeUploadsPerMonth; i += 1) await uploadPhoto(t.app, member.cookie);
    expect(await allowanceOf(t.app, member.cookie)).toMatchObject({ used: 5, remaining: 0 });
    const after = await uploadIllustration(t.app, member.cookie);
    expect(after.statusCode).toBe(201);
    expect(await allowanceOf(t.app, member.cookie)).toMatchObject({ used: 5, remaining: 0 });
  });
});

describe('a sighting', () => {
  it('refuses an illustration or a profile picture as its media with 400', async () => {
    const member = await makeUser(t.app);
    const picture = await illustration(t.app, member.cookie);
    const refused = await sightingWith(member.cookie, picture.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: MEDIA_KIND_MESSAGE,
      errors: [{ path: 'mediaAssetId', message: MEDIA_KIND_MESSAGE }],
    });
    const avatar = await uploadPhoto(t.app, member.cookie, undefined, { purpose: 'avatar' });
    expect((await sightingWith(member.cookie, avatar.id)).statusCode).toBe(400);
    // A sighting photo is still taken.
    const photo = await uploadPhoto(t.app, member.cookie);
    expect((await sightingWith(member.cookie, photo.id)).statusCode).toBe(201);
  });
});

describe('what an illustration may be', () => {
  it('is a photo: a video is refused with 400 before anything is stored', async () => {
    const member = await makeUser(t.app);
    const clip = makeVideo(t.dataDir, 'clip.mp4', { format: 'mp4' });
    const before = await storedState(t);
    const res = await uploadIllustration(t.app, member.cookie, clip, 'clip.mp4');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.illustrationNotPhoto);
    await expectNothingStored(t, before);
  });

  it('accepts PNG and AVIF photos like the sighting pipeline, with its renditions', async () => {
    const member = await makeUser(t.app);
    for (const name of ['png_with_exif_and_gps.png', 'Irvine_CA.avif']) {
      const res = await uploadIllustration(t.app, member.cookie, fixturePhoto(name), name);
      expect(res.statusCode, name).toBe(201);
      expect(res.json().media.thumbUrl).toMatch(/^\/media\/.+\.webp$/);
    }
  });
});

describe('the daily cap', () => {
  it(`refuses illustrations past ${MEDIA_LIMITS.illustrationsPerDay} in 24 hours with 429, and not after`, async () => {
    const member = await makeUser(t.app);
    // The first ones as rows (processing 30 files proves nothing more): they count the same.
    const one = await illustration(t.app, member.cookie);
    const [row] = await t.app.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, one.id));
    if (!row) throw new Error('no row');
    const { id: _id, ...copy } = row;
    await t.app.ctx.db
      .insert(mediaAssets)
      .values(Array.from({ length: MEDIA_LIMITS.illustrationsPerDay - 2 }, () => copy));

    const before = await storedState(t);
    const [a, b] = await Promise.all([
      uploadIllustration(t.app, member.cookie),
      uploadIllustration(t.app, member.cookie),
    ]);
    // Under the member's lock: exactly one of two simultaneous uploads takes the last place.
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 429]);
    const refused = a.statusCode === 429 ? a : b;
    expect(refused.json().message).toBe(UPLOAD_MESSAGES.illustrationsPerDay);
    expect((await storedState(t)).assets).toBe(before.assets + 1);

    const late = await uploadIllustration(t.app, member.cookie);
    expect(late.statusCode).toBe(429);
    // Sighting photos are not capped by it.
    expect((await uploadPhoto(t.app, member.cookie)).kind).toBe('photo');
    // Other members are not affected.
    const other = await makeUser(t.app);
    expect((await uploadIllustration(t.app, other.cookie)).statusCode).toBe(201);

    const saved = t.clock.now;
    try {
      t.clock.advance(24 * 60 * 60 * 1000 + 1000);
      expect((await uploadIllustration(t.app, member.cookie)).statusCode).toBe(201);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('the moderation scan', () => {
  it('refuses a picture over the thresholds with 422 and keeps nothing', async () => {
    const member = await makeUser(t.app);
    vision.scores = EXPLICIT;
    const before = await storedState(t);
    const calls = vision.analysed;
    const res = await uploadIllustration(t.app, member.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.illustrationRefused);
    expect(vision.analysed).toBe(calls + 1);
    await expectNothingStored(t, before);
  });

  it('answers 503 when the classifier cannot answer, and skips the scan when it is off', async () => {
    const member = await makeUser(t.app);
    const before = await storedState(t);
    for (const failure of ['busy', 'crash'] as const) {
      vision.failure = failure;
      const res = await uploadIllustration(t.app, member.cookie);
      expect(res.statusCode, failure).toBe(503);
      expect(res.json().message).toBe(UPLOAD_MESSAGES.scanBusy);
    }
    await expectNothingStored(t, before);
    await setClassifier(t, false);
    const calls = vision.analysed;
    expect((await uploadIllustration(t.app, member.cookie)).statusCode).toBe(201);
    expect(vision.analysed).toBe(calls);
  });
});

describe('what keeps an illustration', () => {
  it("is kept while a guide's preview or a product's image shows it; deleted once nothing does", async () => {
    const member = await makeUser(t.app);
    const preview = await illustration(t.app, member.cookie);
    const productImage = await illustration(t.app, member.cookie);
    const unused = await illustration(t.app, member.cookie);
    const [guide] = await t.app.ctx.db
      .insert(locationGuides)
      .values({
        authorId: member.id,
        title: 'Dawn at the marsh',
        description: 'Where the bitterns call.',
        location: 'Test Marsh',
        latitude: 52.1,
        longitude: 4.3,
        price: 0,
        currency: 'USD',
        category: 'birding',
        difficulty: 'easy',
        bestSeason: 'spring',
        content: 'Walk north.',
        previewMediaAssetId: preview.id,
      })
      .returning({ id: locationGuides.id });
    const [product] = await t.app.ctx.db.select({ id: gearProducts.id }).from(gearProducts).limit(1);
    await t.app.ctx.db
      .update(gearProducts)
      .set({ imageUrl: productImage.media.largeUrl })
      .where(eq(gearProducts.id, product?.id ?? 0));

    const remove = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/media/${id}`, headers: { cookie: member.cookie } });
    expect((await remove(preview.id)).statusCode).toBe(409);
    expect((await remove(productImage.id)).statusCode).toBe(409);

    t.clock.advance(25 * 60 * 60 * 1000);
    const swept = await expireUnusedUploads(t.app.ctx);
    expect(swept.expired).toContain(unused.id);
    expect(swept.expired).not.toContain(preview.id);
    expect(swept.expired).not.toContain(productImage.id);

    await t.app.ctx.db.delete(locationGuides).where(eq(locationGuides.id, guide?.id ?? 0));
    expect((await remove(preview.id)).statusCode).toBe(200);
    const left = await t.app.ctx.db
      .select()
      .from(mediaAssets)
      .where(and(eq(mediaAssets.ownerId, member.id), eq(mediaAssets.kind, 'illustration')));
    expect(left.map((a) => a.id)).toEqual([productImage.id]);
  });
});

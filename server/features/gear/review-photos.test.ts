// A gear review's photos: only the author's own illustrations (uploaded with purpose illustration) are taken,
// by any of their rendition URLs; everyone sees them with their renditions; a photo a review shows cannot be
// deleted nor expire, and is free to go once the review no longer shows it.
import { GEAR_LIMITS, GEAR_MESSAGES, type GearReview } from '@common/schemas/gear';
import type { MediaAsset } from '@common/schemas/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gearProducts, mediaAssets } from '../../db/schema';
import { expireUnusedUploads } from '../../jobs/upload-expiry';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits, uploadPhoto } from '../../test/harness';
import { FakeVision, illustration } from '../media/illustration.support';
import { adminHeaders } from '../sightings/social.support';

let t: TestApp;
type Member = Awaited<ReturnType<typeof makeUser>>;
let alice: Member;
let bob: Member;
let productId: number;
let slug: string;

const review = {
  title: 'Sharp and reliable',
  content: 'Took it to the marshes for a year; focus is quick enough for terns.',
  rating: 4,
};

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits(), vision: new FakeVision() });
  alice = await makeUser(t.app);
  bob = await makeUser(t.app);
  const [p] = await t.app.ctx.db
    .select({ id: gearProducts.id, slug: gearProducts.slug })
    .from(gearProducts)
    .where(eq(gearProducts.slug, 'nikon-z8'));
  if (!p) throw new Error('no product');
  productId = p.id;
  slug = p.slug;
});
afterAll(async () => t.close());

const write = (cookie: string, imageUrls: string[], method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({
    method,
    url: `/api/gear/my-reviews/${productId}`,
    headers: { cookie },
    payload: { ...review, imageUrls },
  });
const large = (a: MediaAsset) => a.media.largeUrl ?? a.media.mediumUrl ?? '';
const removeUpload = (cookie: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/media/${id}`, headers: { cookie } });

describe('review photos', () => {
  it("refuses anything but the author's own illustrations, with 400 naming the photo", async () => {
    const bobs = await illustration(t.app, bob.cookie);
    const sightingPhoto = await uploadPhoto(t.app, alice.cookie);
    const avatar = await uploadPhoto(t.app, alice.cookie, undefined, { purpose: 'avatar' });
    const own = await illustration(t.app, alice.cookie);
    for (const url of [
      large(bobs),
      large(sightingPhoto),
      avatar.media.largeUrl ?? avatar.media.mediumUrl ?? '',
      'https://example.com/photo.jpg',
      '/media/u/00000000-0000-0000-0000-000000000000/large.webp',
    ]) {
      const res = await write(alice.cookie, [large(own), url]);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        message: GEAR_MESSAGES.imageNotYours,
        errors: [{ path: 'imageUrls/1', message: GEAR_MESSAGES.imageNotYours }],
      });
    }
    for (const bad of [['javascript:alert(1)'], Array(GEAR_LIMITS.imageUrls + 1).fill(large(own))])
      expect((await write(alice.cookie, bad)).statusCode).toBe(400);
    // Nothing was written.
    const page = (
      await t.app.inject({ url: `/api/gear/products/${slug}`, headers: { cookie: alice.cookie } })
    ).json();
    expect(page.myReview).toBeNull();
  });

  it('takes any rendition URL, stores the canonical one, and shows the renditions to everyone', async () => {
    const first = await illustration(t.app, alice.cookie);
    const second = await illustration(t.app, alice.cookie);
    const thumb = second.media.thumbUrl ?? '';
    const created = await write(alice.cookie, [large(first), thumb, large(first)]);
    expect(created.statusCode).toBe(201);
    const body = created.json() as GearReview;
    expect(body.imageUrls).toEqual([large(first), large(second)]);
    expect(body.images).toHaveLength(2);
    expect(body.images[1]).toMatchObject({
      url: large(second),
      thumbUrl: thumb,
      largeUrl: large(second),
    });
    expect(body.images[0]?.width).toBeGreaterThan(0);

    const visitor = (await t.app.inject({ url: `/api/gear/products/${slug}` })).json();
    const shown = visitor.reviews.find((r: GearReview) => r.id === body.id) as GearReview;
    expect(shown.images.map((i) => i.url)).toEqual([large(first), large(second)]);
    const file = await t.app.inject({ url: shown.images[0]?.thumbUrl ?? '' });
    expect(file.statusCode).toBe(200);

    // The administrators' queue shows them too.
    await t.app.inject({
      method: 'POST',
      url: `/api/gear/reviews/${body.id}/flag`,
      headers: { cookie: bob.cookie },
      payload: { reason: 'photo' },
    });
    const queue = (
      await t.app.inject({ url: '/api/admin/gear/reviews', headers: await adminHeaders(t.app) })
    ).json();
    expect(queue.find((r: GearReview) => r.id === body.id).images).toHaveLength(2);
  });

  it('keeps a photo a review shows from deletion and expiry; lets it go once the review drops it', async () => {
    const mine = (
      await t.app.inject({ url: `/api/gear/products/${slug}`, headers: { cookie: alice.cookie } })
    ).json().myReview as GearReview;
    const [keptUrl, droppedUrl] = mine.imageUrls;
    const assets = await t.app.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.ownerId, alice.id));
    const idOf = (url: string | undefined) => assets.find((a) => a.variants.large?.url === url)?.id ?? 0;
    expect((await removeUpload(alice.cookie, idOf(droppedUrl))).statusCode).toBe(409);

    const edited = await write(alice.cookie, keptUrl ? [keptUrl] : [], 'PUT');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().images).toHaveLength(1);
    t.clock.advance(25 * 60 * 60 * 1000);
    const swept = await expireUnusedUploads(t.app.ctx);
    expect(swept.expired).toContain(idOf(droppedUrl));
    expect(swept.expired).not.toContain(idOf(keptUrl));
    expect((await removeUpload(alice.cookie, idOf(keptUrl))).statusCode).toBe(409);

    // Once the review is deleted, nothing shows the photo: its author may delete it.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/gear/my-reviews/${productId}`,
      headers: { cookie: alice.cookie },
    });
    expect((await removeUpload(alice.cookie, idOf(keptUrl))).statusCode).toBe(200);
  });
});

// The administrators' category images: an uploaded illustration per category, shown by GET /api/category-images
// in the spec's shape while active.
import { CATEGORY_IMAGE_MESSAGES } from '@common/schemas/curated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { adminPhoto } from '../curated/curated.support';
import { FakeVision, illustration } from '../media/illustration.support';
import { adminHeaders } from '../sightings/social.support';

const vision = new FakeVision();
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits(), vision });
  admin = await adminHeaders(t.app);
});
afterAll(async () => t.close());

const put = (category: string, payload: Record<string, unknown>, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/category-images/${category}`, headers, payload });
const publicImages = async () => (await t.app.inject({ url: '/api/category-images' })).json();

describe('category images', () => {
  it('lists the six categories, none with an image yet', async () => {
    const res = await t.app.inject({ url: '/api/admin/category-images', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { category: string }) => c.category)).toEqual([
      'birds',
      'mammals',
      'reptiles',
      'amphibians',
      'marine',
      'insects',
    ]);
    expect(res.json()[0]).toEqual({ category: 'birds', imageUrl: null, isActive: false, updatedAt: null });
  });

  it('sets an uploaded illustration, which the category browser then shows in the spec’s shape', async () => {
    const picture = await adminPhoto(t.app, admin, 'illustration');
    const res = await put('birds', { mediaAssetId: picture.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ category: 'birds', isActive: true });
    expect(res.json().imageUrl).toMatch(/^\/media\//);
    const shown = await publicImages();
    expect(shown).toEqual([
      { category: 'birds', imageUrl: res.json().imageUrl, isActive: true, updatedAt: res.json().updatedAt },
    ]);

    // Off and on again: the image is kept.
    expect((await put('birds', { isActive: false })).json().isActive).toBe(false);
    expect(await publicImages()).toEqual([]);
    expect((await put('birds', { isActive: true })).json().imageUrl).toBe(res.json().imageUrl);
    expect((await publicImages()).length).toBe(1);

    // A new image replaces the old one.
    const second = await adminPhoto(t.app, admin, 'illustration');
    const replaced = await put('birds', { mediaAssetId: second.id });
    expect(replaced.json().imageUrl).not.toBe(res.json().imageUrl);

    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/category-images/birds', headers: admin }))
        .statusCode,
    ).toBe(200);
    expect(await publicImages()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/category-images/birds', headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses what is not the site’s illustration, an unknown category, and an empty change', async () => {
    const sightingPhoto = await adminPhoto(t.app, admin, 'sighting');
    const notIllustration = await put('mammals', { mediaAssetId: sightingPhoto.id });
    expect(notIllustration.statusCode).toBe(400);
    expect(notIllustration.json().message).toBe(CATEGORY_IMAGE_MESSAGES.notIllustration);
    const member = await makeUser(t.app);
    const membersPicture = await illustration(t.app, member.cookie);
    expect((await put('mammals', { mediaAssetId: membersPicture.id })).statusCode).toBe(400);
    expect((await put('mammals', { isActive: true })).json().message).toBe(
      CATEGORY_IMAGE_MESSAGES.imageRequired,
    );
    expect((await put('dinosaurs', { isActive: true })).statusCode).toBe(400);
    expect((await put('mammals', {})).json().message).toBe(CATEGORY_IMAGE_MESSAGES.nothing);
    expect((await put('mammals', { isActive: true }, { cookie: member.cookie })).statusCode).toBe(401);
  });
});

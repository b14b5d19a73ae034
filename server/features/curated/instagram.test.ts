// The Instagram post of a sighting: a 1080x1080 JPEG with its credit line and a caption, for the author or the
// administrator, whose place never says more than a visitor may see.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  createTestApp,
  makeSighting,
  makeUser,
  type TestApp,
  unlimitedRateLimits,
  uploadPhoto,
} from '../../test/harness';
import { FakeVision } from '../media/illustration.support';
import { adminHeaders } from '../sightings/social.support';
import { curatedSighting } from './curated.support';
import { hashtagOf } from './instagram-post';

const vision = new FakeVision();
let t: TestApp;
let admin: { authorization: string };
let author: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits(), vision });
  admin = await adminHeaders(t.app);
  author = await makeUser(t.app);
  other = await makeUser(t.app);
  // Premium: the free plan's five photos a month would run out across the file.
  await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, author.id));
});
afterAll(async () => t.close());

async function photoSighting(over: Record<string, unknown> = {}) {
  const photo = await uploadPhoto(t.app, author.cookie);
  return makeSighting(t.app, author.cookie, { mediaAssetId: photo.id, ...over });
}

describe('GET /api/sightings/:id/instagram-post', () => {
  it('is a 1080x1080 JPEG without the camera’s metadata', async () => {
    const sighting = await photoSighting();
    const res = await t.app.inject({
      url: `/api/sightings/${sighting.id}/instagram-post`,
      headers: { cookie: author.cookie },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toContain('attachment');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });
    expect(meta.exif).toBeUndefined();
  });

  it('is for the author and the administrator only', async () => {
    const sighting = await photoSighting();
    const url = `/api/sightings/${sighting.id}/instagram-post`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `${url}/caption`, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(403);
    // Another member's private sighting reads as missing.
    const hidden = await photoSighting({ isPublic: false });
    const res = await t.app.inject({
      url: `/api/sightings/${hidden.id}/instagram-post/caption`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 422 for a sighting without a photo', async () => {
    const report = await makeSighting(t.app, author.cookie);
    const res = await t.app.inject({
      url: `/api/sightings/${report.id}/instagram-post`,
      headers: { cookie: author.cookie },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('the caption', () => {
  it('names the species, place, credit and hashtags', async () => {
    const sighting = await photoSighting({
      speciesName: 'Eurasian wren',
      category: 'birds',
      location: 'Hay Meadow',
      description: 'Singing from the hedge.',
    });
    const res = await t.app.inject({
      url: `/api/sightings/${sighting.id}/instagram-post/caption`,
      headers: { cookie: author.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.caption).toContain('Eurasian wren');
    expect(body.caption).toContain('📍 Hay Meadow');
    expect(body.caption).toContain(`📷 ${author.username}`);
    expect(body.hashtags).toEqual(expect.arrayContaining(['#EurasianWren', '#birds', '#wildlife']));
    expect(body.hashtags.length).toBeLessThanOrEqual(30);
    expect(body.imagePath).toBe(`/api/sightings/${sighting.id}/instagram-post`);
    expect(body.spotlightOptIn).toBe(false);
  });

  it('credits a curated photo’s photographer', async () => {
    const curated = await curatedSighting(t.app, admin);
    const body = (
      await t.app.inject({ url: `/api/sightings/${curated.id}/instagram-post/caption`, headers: admin })
    ).json();
    expect(body.credit).toBe('Ana Ribeiro (@puffin.watch)');
    expect(body.spotlightOptIn).toBe(true);
  });

  it('shows an obscured sighting’s region only, and a private one’s no place, even to its author', async () => {
    const obscured = await photoSighting({
      speciesName: 'Grey wolf',
      category: 'mammals',
      latitude: 44.61937,
      longitude: -110.47561,
      geoprivacy: 'obscured',
      location: 'Wolf den by Secret Ridge 4417',
    });
    const caption = (
      await t.app.inject({
        url: `/api/sightings/${obscured.id}/instagram-post/caption`,
        headers: { cookie: author.cookie },
      })
    ).json();
    expect(caption.caption).not.toContain('Secret Ridge');
    expect(caption.caption).not.toContain('44.61');
    expect(caption.place).toContain('United States');
    const hidden = await photoSighting({
      latitude: -34.19273,
      longitude: 18.45729,
      geoprivacy: 'private',
      location: 'Hidden cove 5521',
    });
    const privateCaption = (
      await t.app.inject({
        url: `/api/sightings/${hidden.id}/instagram-post/caption`,
        headers: { cookie: author.cookie },
      })
    ).json();
    expect(privateCaption.place).toBeNull();
    expect(privateCaption.caption).not.toContain('Hidden cove');
  });

  it('makes hashtags of names in any script', () => {
    expect(hashtagOf('Eurasian wren')).toBe('EurasianWren');
    expect(hashtagOf('Troglodytes troglodytes')).toBe('TroglodytesTroglodytes');
    expect(hashtagOf('ミソサザイ')).toBe('ミソサザイ');
    expect(hashtagOf('!!!')).toBeNull();
  });
});

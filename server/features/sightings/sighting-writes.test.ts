// Publishing, editing and deleting sightings: validation, media attachment, who may do what, and the social
// feed of followed members.
import type { Sighting, SightingDetail } from '@common/schemas/sightings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, comments, jobs, likes, sightings } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp, uploadPhoto } from '../../test/harness';
import { adminHeaders, insertAsset, makeMembers } from './social.support';

let t: TestApp;
let author: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await makeUser(t.app);
  other = await makeUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const post = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sightings',
    payload: payload as Record<string, unknown>,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('POST /api/sightings', () => {
  it('publishes a report without media and answers 201 with the full sighting', async () => {
    const res = await post(
      {
        speciesName: '  Barn owl ',
        category: ' Birds ',
        description: 'Hunting along the hedge',
        location: 'Hedge Lane, Somerset',
        latitude: '51.1',
        longitude: -2.75,
        dateSpotted: '2024-05-01',
        timeSpotted: '21:15',
        weatherConditions: 'cloudy',
        groupSize: 1,
        temperature: 12.5,
        nestingBehavior: false,
      },
      author.cookie,
    );
    expect(res.statusCode).toBe(201);
    const s = res.json() as SightingDetail;
    expect(s).toMatchObject({
      speciesName: 'Barn owl',
      category: 'birds',
      mediaType: 'none',
      photoUrl: null,
      media: null,
      latitude: '51.10000000',
      longitude: '-2.75000000',
      dateSpotted: '2024-05-01',
      timeSpotted: '21:15',
      weatherConditions: 'cloudy',
      temperature: '12.5',
      groupSize: 1,
      nestingBehavior: false,
      isPublic: true,
      confidence: 'confirmed',
      likes: 0,
      views: 0,
      commentCount: 0,
      likedByMe: false,
      bookmarkedByMe: false,
      camera: null,
      userId: author.id,
      photographer: author.username,
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/sightings/${s.id}` });
    expect(read.json()).toMatchObject({ id: s.id, speciesName: 'Barn owl', timeSpotted: '21:15' });
  });

  it('refuses visitors with 401 and bad input with the spec and schema messages', async () => {
    const visitor = await post({ speciesName: 'Fox', category: 'mammals' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Authentication required' });

    const badCategory = await post({ speciesName: 'Fox', category: 'dragons' }, author.cookie);
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().message).toBe(
      'Category must be one of: birds, mammals, reptiles, amphibians, marine, insects',
    );
    const noSpecies = await post({ speciesName: '   ', category: 'mammals' }, author.cookie);
    expect(noSpecies.statusCode).toBe(400);
    expect(noSpecies.json().message).toBe('Species name is required');
    const farLatitude = await post({ speciesName: 'Fox', category: 'mammals', latitude: 91 }, author.cookie);
    expect(farLatitude.statusCode).toBe(400);
    expect(farLatitude.json().message).toBe('Latitude must be a number between -90 and 90');
    const future = await post(
      { speciesName: 'Fox', category: 'mammals', dateSpotted: '2999-01-01' },
      author.cookie,
    );
    expect(future.json().message).toBe('The date seen cannot be in the future');
    const unknownField = await post({ speciesName: 'Fox', category: 'mammals', likes: 999 }, author.cookie);
    expect(unknownField.statusCode).toBe(400);
  });

  it('attaches the member own photo: variants, placeholder and camera data without GPS', async () => {
    const asset = await insertAsset(t.app, author.id, 'photo', {
      make: 'Google',
      model: 'Pixel 8',
      focalLength: 6.9,
      aperture: 1.7,
      iso: 50,
      exposureTime: 0.001,
      takenAt: '2024-05-01T08:00:00.000Z',
      latitude: 48.85,
      longitude: 2.35,
    });
    const res = await post(
      { speciesName: 'Grey heron', category: 'birds', mediaAssetId: asset.id },
      author.cookie,
    );
    expect(res.statusCode).toBe(201);
    const s = res.json() as SightingDetail;
    expect(s.mediaType).toBe('photo');
    expect(s.photoUrl).toBe(asset.variants.large?.url);
    expect(s.videoUrl).toBeNull();
    expect(s.media).toEqual({
      thumbUrl: asset.variants.thumb?.url,
      // Stored without the ~720 px size (as assets made before it existed): null, and the srcset skips it.
      smallUrl: null,
      mediumUrl: asset.variants.medium?.url,
      largeUrl: asset.variants.large?.url,
      fallback: {
        thumbUrl: null,
        smallUrl: null,
        mediumUrl: null,
        largeUrl: asset.variants.fallback?.large?.url,
      },
      posterUrl: null,
      placeholder: asset.placeholder,
      width: 2048,
      height: 1536,
      durationSeconds: null,
    });
    expect(s.camera).toEqual({
      make: 'Google',
      model: 'Pixel 8',
      focalLength: 6.9,
      aperture: 1.7,
      iso: 50,
      exposureTime: 0.001,
      takenAt: '2024-05-01T08:00:00.000Z',
    });
    // The member chose no coordinates: the file's position is not published.
    expect(s.latitude).toBeNull();
    expect(JSON.stringify(s)).not.toContain('48.85');
    const [listed] = (
      await t.app.inject({ method: 'GET', url: `/api/sightings?userId=${author.id}&limit=1` })
    ).json() as Sighting[];
    expect(listed?.media?.largeUrl).toBe(asset.variants.large?.url);
  });

  it('publishes a real uploaded phone photo: its renditions and camera data, never its GPS', async () => {
    const asset = await uploadPhoto(t.app, author.cookie);
    expect(asset.location).not.toBeNull();
    const s = await makeSighting(t.app, author.cookie, {
      mediaAssetId: asset.id,
      latitude: 50.3,
      longitude: 14.82,
    });
    expect(s.media).toEqual(asset.media);
    expect(s.photoUrl).toBe(asset.media.largeUrl);
    expect(s.camera).toMatchObject({ make: 'Google', model: 'Pixel' });
    expect(s.camera).not.toHaveProperty('latitude');
    // The coordinates are the ones the member sent (the form pre-fills them from the photo).
    expect([s.latitude, s.longitude]).toEqual(['50.30000000', '14.82000000']);
    expect(JSON.stringify(s)).not.toContain(String(asset.location?.latitude));
  });

  it('shows a video with its poster as the picture and its video URL', async () => {
    const asset = await insertAsset(t.app, author.id, 'video');
    const res = await post(
      { speciesName: 'Otter', category: 'mammals', mediaAssetId: asset.id },
      author.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      mediaType: 'video',
      photoUrl: asset.variants.large?.url,
      videoUrl: asset.variants.video?.url,
      media: { posterUrl: asset.variants.poster?.url, durationSeconds: 12.5 },
    });
  });

  it("refuses another member's upload, an avatar, and an upload already used (409)", async () => {
    const theirs = await insertAsset(t.app, other.id, 'photo');
    const stolen = await post(
      { speciesName: 'Wren', category: 'birds', mediaAssetId: theirs.id },
      author.cookie,
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('This upload was not found. Upload the photo or video again.');
    const missing = await post(
      { speciesName: 'Wren', category: 'birds', mediaAssetId: 999999 },
      author.cookie,
    );
    expect(missing.statusCode).toBe(400);

    const avatar = await insertAsset(t.app, author.id, 'avatar');
    const wrongKind = await post(
      { speciesName: 'Wren', category: 'birds', mediaAssetId: avatar.id },
      author.cookie,
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe('Only a photo or a video can be attached to a sighting.');

    const mine = await insertAsset(t.app, author.id, 'photo');
    // Two publishes of one upload at once: exactly one wins.
    const both = await Promise.all([
      post({ speciesName: 'Wren', category: 'birds', mediaAssetId: mine.id }, author.cookie),
      post({ speciesName: 'Wren', category: 'birds', mediaAssetId: mine.id }, author.cookie),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((r) => r.statusCode === 409);
    expect(refused?.json()).toEqual({
      message: 'This upload is already attached to another sighting.',
      errors: [{ path: 'mediaAssetId', message: 'This upload is already attached to another sighting.' }],
    });
    const attached = await t.app.ctx.db.select().from(sightings).where(eq(sightings.mediaAssetId, mine.id));
    expect(attached).toHaveLength(1);
  });
});

describe('PATCH /api/sightings/:id', () => {
  it('lets the author change only the fields sent, and clear optional ones', async () => {
    const s = await makeSighting(t.app, author.cookie, {
      description: 'First notes',
      isPublic: true,
      confidence: 'probable',
      location: 'Old place',
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/sightings/${s.id}`,
      headers: { cookie: author.cookie },
      payload: { speciesName: 'Winter wren', description: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      speciesName: 'Winter wren',
      description: null,
      // Untouched, although the schema would default them.
      confidence: 'probable',
      isPublic: true,
      location: 'Old place',
    });
  });

  it('answers 401 to visitors, 403 to other members and 404 to unknown ids', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const url = `/api/sightings/${s.id}`;
    const payload = { speciesName: 'Defaced' };
    expect((await t.app.inject({ method: 'PATCH', url, payload })).statusCode).toBe(401);
    const forbidden = await t.app.inject({
      method: 'PATCH',
      url,
      payload,
      headers: { cookie: other.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'You can only edit your own sightings.' });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/sightings/999999',
      payload,
      headers: { cookie: author.cookie },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url,
      payload: { category: 'dragons' },
      headers: { cookie: author.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url })).json().speciesName).toBe('Eurasian wren');
  });
});

describe('DELETE /api/sightings/:id', () => {
  it('answers 401 signed out, 403 with the spec message to another member, 200 to the author', async () => {
    const s = await makeSighting(t.app, author.cookie);
    const url = `/api/sightings/${s.id}`;
    const visitor = await t.app.inject({ method: 'DELETE', url });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Authentication required' });
    const stranger = await t.app.inject({ method: 'DELETE', url, headers: { cookie: other.cookie } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: 'You can only delete your own sightings.' });
    const own = await t.app.inject({ method: 'DELETE', url, headers: { cookie: author.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: author.cookie } })).statusCode,
    ).toBe(404);
  });

  it('lets the administrator delete any sighting (moderation)', async () => {
    const s = await makeSighting(t.app, author.cookie, { isPublic: false });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/sightings/${s.id}`,
      headers: await adminHeaders(t.app),
    });
    expect(res.statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(sightings).where(eq(sightings.id, s.id))).toEqual([]);
  });

  it('takes comments, likes and bookmarks with it and queues the media cleanup in the same transaction', async () => {
    const asset = await insertAsset(t.app, author.id, 'photo');
    const s = await makeSighting(t.app, author.cookie, { mediaAssetId: asset.id });
    const headers = { cookie: other.cookie };
    await t.app.inject({ method: 'POST', url: `/api/sightings/${s.id}/like`, headers });
    await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers,
      payload: { sightingId: s.id, content: 'Lovely' },
    });
    await t.app.inject({ method: 'POST', url: '/api/bookmarks', headers, payload: { sightingId: s.id } });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/sightings/${s.id}`,
      headers: { cookie: author.cookie },
    });
    expect(res.statusCode).toBe(200);
    const db = t.app.ctx.db;
    expect(await db.select().from(comments).where(eq(comments.sightingId, s.id))).toEqual([]);
    expect(await db.select().from(likes).where(eq(likes.sightingId, s.id))).toEqual([]);
    expect(await db.select().from(bookmarks).where(eq(bookmarks.sightingId, s.id))).toEqual([]);
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'media_cleanup')));
    expect(queued.map((j) => j.payload)).toContainEqual({ mediaAssetId: asset.id });
  });
});

describe('GET /api/feed', () => {
  it('shows only public sightings of the members the viewer follows, newest first, paged', async () => {
    const [viewer, followed, stranger] = await makeMembers(t.app, 3);
    if (!viewer || !followed || !stranger) throw new Error('members missing');
    expect((await t.app.inject({ method: 'GET', url: '/api/feed' })).statusCode).toBe(401);
    const first = await makeSighting(t.app, followed.cookie, { speciesName: 'Feed one' });
    await makeSighting(t.app, followed.cookie, { speciesName: 'Feed hidden', isPublic: false });
    const second = await makeSighting(t.app, followed.cookie, { speciesName: 'Feed two' });
    await makeSighting(t.app, stranger.cookie, { speciesName: 'Not followed' });
    await makeSighting(t.app, viewer.cookie, { speciesName: 'My own' });

    const empty = await t.app.inject({ method: 'GET', url: '/api/feed', headers: { cookie: viewer.cookie } });
    expect(empty.json()).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: `/api/users/${followed.id}/follow`,
      headers: { cookie: viewer.cookie },
    });

    const page1 = await t.app.inject({
      method: 'GET',
      url: '/api/feed?limit=1',
      headers: { cookie: viewer.cookie },
    });
    expect((page1.json() as Sighting[]).map((s) => s.id)).toEqual([second.id]);
    const cursor = page1.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/api/feed?limit=1&cursor=${cursor}`,
      headers: { cookie: viewer.cookie },
    });
    expect((page2.json() as Sighting[]).map((s) => s.id)).toEqual([first.id]);
    expect(page2.headers['x-next-cursor']).toBeUndefined();
  });
});

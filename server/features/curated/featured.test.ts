// The featured photo of the day: chosen per date by administrators, today's shown (else the latest before today,
// never a future one), one per day, and a member's photo only with their consent (the member spotlight).
import { FEATURED_MESSAGES } from '@common/schemas/curated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const vision = new FakeVision();
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits(), vision });
  t.clock.now = new Date('2031-03-10T09:00:00Z');
  admin = await adminHeaders(t.app);
});
afterAll(async () => t.close());

const feature = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/featured-photos', headers: admin, payload });

const current = async () => (await t.app.inject({ url: '/api/featured-photo' })).json().photo;

describe('featured photos', () => {
  it('shows today’s, else the latest before today, never a future one', async () => {
    expect(await current()).toBeNull();
    const [older, newer, future] = [
      await curatedSighting(t.app, admin, { speciesName: 'Older puffin' }),
      await curatedSighting(t.app, admin, { speciesName: 'Newer puffin' }),
      await curatedSighting(t.app, admin, { speciesName: 'Future puffin' }),
    ];
    expect((await feature({ sightingId: older.id, featureDate: '2031-03-01' })).statusCode).toBe(201);
    const made = await feature({
      sightingId: newer.id,
      featureDate: '2031-03-08',
      caption: 'Back on the cliffs',
      instagramPostUrl: 'https://www.instagram.com/p/FeAtUrEd/',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await feature({ sightingId: future.id, featureDate: '2031-03-12' })).statusCode).toBe(201);

    expect(await current()).toMatchObject({
      featureDate: '2031-03-08',
      caption: 'Back on the cliffs',
      sighting: { id: newer.id, isCurated: true, originalPhotographerCredit: 'Ana Ribeiro' },
    });
    t.clock.now = new Date('2031-03-12T00:30:00Z');
    expect((await current()).sighting.id).toBe(future.id);
    t.clock.now = new Date('2031-03-10T09:00:00Z');

    // An inactive one is skipped.
    const list = (await t.app.inject({ url: '/api/admin/featured-photos', headers: admin })).json();
    expect(list.map((f: { featureDate: string }) => f.featureDate)).toEqual([
      '2031-03-12',
      '2031-03-08',
      '2031-03-01',
    ]);
    const eighth = list[1] as { id: number };
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/featured-photos/${eighth.id}`,
      headers: admin,
      payload: { sightingId: newer.id, featureDate: '2031-03-08', isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await current()).featureDate).toBe('2031-03-01');

    const recent = (await t.app.inject({ url: '/api/featured-photos?limit=6' })).json();
    expect(recent.map((f: { featureDate: string }) => f.featureDate)).toEqual(['2031-03-01']);
  });

  it('keeps one photo per day', async () => {
    const a = await curatedSighting(t.app, admin);
    const b = await curatedSighting(t.app, admin);
    expect((await feature({ sightingId: a.id, featureDate: '2031-04-01' })).statusCode).toBe(201);
    const taken = await feature({ sightingId: b.id, featureDate: '2031-04-01' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(FEATURED_MESSAGES.dateTaken);
    expect((await feature({ sightingId: b.id, featureDate: '2031-02-30' })).statusCode).toBe(400);
  });

  it('features a member’s photo only once they opted in to the spotlight', async () => {
    const member = await makeUser(t.app);
    const photo = await uploadPhoto(t.app, member.cookie);
    const sighting = await makeSighting(t.app, member.cookie, { mediaAssetId: photo.id });
    const refused = await feature({ sightingId: sighting.id, featureDate: '2031-05-01' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(FEATURED_MESSAGES.noConsent);

    const optIn = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie: member.cookie },
      payload: { spotlightOptIn: true },
    });
    expect(optIn.statusCode, optIn.body).toBe(200);
    expect(optIn.json().spotlightOptIn).toBe(true);
    expect((await feature({ sightingId: sighting.id, featureDate: '2031-05-01' })).statusCode).toBe(201);

    // Without a photo, or private: not featurable.
    const report = await makeSighting(t.app, member.cookie);
    const noPhoto = await feature({ sightingId: report.id, featureDate: '2031-05-02' });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe(FEATURED_MESSAGES.sightingUnavailable);
  });

  it('is chosen by administrators only', async () => {
    const member = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/featured-photos',
      headers: { cookie: member.cookie },
      payload: { sightingId: 1, featureDate: '2031-06-01' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/featured-photos' })).statusCode).toBe(401);
  });
});

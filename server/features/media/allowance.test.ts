// The free plan's 5 photo uploads per calendar month (UTC), enforced on the server before processing and
// under a per-member lock; an upload deleted before it was published gives its slot back, a published one keeps
// counting; premium members unlimited; the upload rate limit.
import { PLAN_LIMITS } from '@common/constants/plans';
import { UPLOAD_MESSAGES } from '@common/schemas/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets, photoUploads, users } from '../../db/schema';
import { createRateLimiter } from '../../http/rate-limits';
import {
  createTestApp,
  fixturePhoto,
  makeSighting,
  makeUser,
  type TestApp,
  unlimitedRateLimits,
  uploadMedia,
  uploadPhoto,
} from '../../test/harness';
import { allowanceOf, expectNothingStored, storedState } from './media.support';

const SMALL = fixturePhoto('orientation-f1.jpg');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  // A fixed day, so "this month" does not depend on when the suite runs; late in the month, so the next month
  // is reached within the session's 7-day idle lifetime.
  t.clock.now = new Date('2030-05-28T12:00:00Z');
});

afterAll(async () => {
  await t.close();
});

function deleteUpload(cookie: string, id: number) {
  return t.app.inject({ method: 'DELETE', url: `/api/media/${id}`, headers: { cookie } });
}

const allowance = (cookie: string) => allowanceOf(t.app, cookie);

describe('free members: 5 photo uploads per calendar month', () => {
  it('refuses the 6th photo with 403, the upgrade message and link, before processing it', async () => {
    const member = await makeUser(t.app);
    expect(await allowance(member.cookie)).toEqual({ used: 0, limit: 5, remaining: 5 });
    for (let i = 0; i < PLAN_LIMITS.freeUploadsPerMonth; i += 1)
      await uploadPhoto(t.app, member.cookie, SMALL);
    expect(await allowance(member.cookie)).toEqual({ used: 5, limit: 5, remaining: 0 });

    const before = await storedState(t);
    // purpose before the file: refused at the file's first chunk.
    const res = await uploadMedia(t.app, member.cookie, fixturePhoto('canon-dslr.jpg'), {
      purpose: 'sighting',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: UPLOAD_MESSAGES.freeLimitReached, upgradeUrl: '/upgrade' });
    await expectNothingStored(t, before);

    // No purpose field (a sighting photo by default): refused once the parts are read, before processing.
    const late = await uploadMedia(t.app, member.cookie, fixturePhoto('canon-dslr.jpg'));
    expect(late.statusCode).toBe(403);
    expect(late.json().upgradeUrl).toBe('/upgrade');
    await expectNothingStored(t, before);
  });

  it('does not count avatars', async () => {
    const member = await makeUser(t.app);
    await uploadPhoto(t.app, member.cookie, SMALL, { purpose: 'avatar' });
    expect((await allowance(member.cookie)).used).toBe(0);
  });

  it('gives the slot back when an upload is deleted before it was published', async () => {
    // The bulk page: pick 5, remove 3 of them before publishing; 3 slots come back.
    const member = await makeUser(t.app);
    const picked = [];
    for (let i = 0; i < PLAN_LIMITS.freeUploadsPerMonth; i += 1)
      picked.push(await uploadPhoto(t.app, member.cookie, SMALL));
    expect(await allowance(member.cookie)).toEqual({ used: 5, limit: 5, remaining: 0 });
    for (const photo of picked.slice(0, 3))
      expect((await deleteUpload(member.cookie, photo.id)).statusCode).toBe(200);
    expect(await allowance(member.cookie)).toEqual({ used: 2, limit: 5, remaining: 3 });
    for (let i = 0; i < 3; i += 1) await uploadPhoto(t.app, member.cookie, SMALL);
    expect((await uploadMedia(t.app, member.cookie, SMALL)).statusCode).toBe(403);
  });

  it('keeps counting a published photo after its sighting and upload are deleted', async () => {
    const member = await makeUser(t.app);
    const photo = await uploadPhoto(t.app, member.cookie, SMALL);
    const sighting = await makeSighting(t.app, member.cookie, { mediaAssetId: photo.id });
    // Published: the upload itself can no longer be deleted, only its sighting.
    expect((await deleteUpload(member.cookie, photo.id)).statusCode).toBe(409);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/sightings/${sighting.id}`,
      headers: { cookie: member.cookie },
    });
    expect(del.statusCode).toBe(200);
    await t.app.jobs.runOnce();
    const [asset] = await t.app.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, photo.id));
    expect(asset).toBeUndefined();
    expect(await allowance(member.cookie)).toEqual({ used: 1, limit: 5, remaining: 4 });
  });

  it('never lets uploading, publishing and deleting add up to more than 5 published photos a month', async () => {
    const member = await makeUser(t.app);
    let published = 0;
    // Each round: upload two, delete one unpublished (slot back), publish the other, delete its sighting.
    for (let round = 0; round < PLAN_LIMITS.freeUploadsPerMonth + 2; round += 1) {
      const kept = await uploadMedia(t.app, member.cookie, SMALL);
      const dropped = await uploadMedia(t.app, member.cookie, SMALL);
      if (dropped.statusCode === 201)
        expect((await deleteUpload(member.cookie, dropped.json().id)).statusCode).toBe(200);
      if (kept.statusCode !== 201) {
        expect(kept.statusCode).toBe(403);
        continue;
      }
      const sighting = await makeSighting(t.app, member.cookie, { mediaAssetId: kept.json().id });
      published += 1;
      await t.app.inject({
        method: 'DELETE',
        url: `/api/sightings/${sighting.id}`,
        headers: { cookie: member.cookie },
      });
    }
    await t.app.jobs.runOnce();
    expect(published).toBe(PLAN_LIMITS.freeUploadsPerMonth);
    expect(await allowance(member.cookie)).toEqual({ used: 5, limit: 5, remaining: 0 });
    expect((await uploadMedia(t.app, member.cookie, SMALL)).statusCode).toBe(403);
  });

  it('starts again on the first day of the next month (UTC)', async () => {
    const member = await makeUser(t.app);
    for (let i = 0; i < PLAN_LIMITS.freeUploadsPerMonth; i += 1)
      await uploadPhoto(t.app, member.cookie, SMALL);
    expect((await uploadMedia(t.app, member.cookie, SMALL)).statusCode).toBe(403);
    const saved = t.clock.now;
    try {
      t.clock.now = new Date('2030-05-31T23:59:59Z');
      expect((await uploadMedia(t.app, member.cookie, SMALL)).statusCode).toBe(403);
      t.clock.now = new Date('2030-06-01T00:00:00Z');
      expect(await allowance(member.cookie)).toEqual({ used: 0, limit: 5, remaining: 5 });
      expect((await uploadMedia(t.app, member.cookie, SMALL)).statusCode).toBe(201);
    } finally {
      t.clock.now = saved;
    }
  });

  it('lets exactly one of three simultaneous uploads take the last free slot', async () => {
    const member = await makeUser(t.app);
    for (let i = 0; i < PLAN_LIMITS.freeUploadsPerMonth - 1; i += 1)
      await uploadPhoto(t.app, member.cookie, SMALL);
    const before = await storedState(t);
    const results = await Promise.all([1, 2, 3].map(() => uploadMedia(t.app, member.cookie, SMALL)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
    const rows = await t.app.ctx.db.select().from(photoUploads).where(eq(photoUploads.userId, member.id));
    expect(rows).toHaveLength(PLAN_LIMITS.freeUploadsPerMonth);
    // The refused ones left no files: only the winner's were added.
    const after = await storedState(t);
    expect(after.assets).toBe(before.assets + 1);
    const winner = results.find((r) => r.statusCode === 201)?.json();
    const added = after.files.filter((f) => !before.files.includes(f));
    expect(added.every((f) => f.includes(winner.media.thumbUrl.split('/')[3]))).toBe(true);
  });
});

describe('premium members', () => {
  it('upload without a monthly limit', async () => {
    const member = await makeUser(t.app);
    await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, member.id));
    for (let i = 0; i < PLAN_LIMITS.freeUploadsPerMonth + 2; i += 1)
      await uploadPhoto(t.app, member.cookie, SMALL);
    expect(await allowance(member.cookie)).toEqual({ used: 7, limit: null, remaining: null });
  });
});

describe('upload rate limit', () => {
  it('answers 429 once a member passes the hourly limit', async () => {
    const limited = await createTestApp(
      {},
      {
        rateLimits: {
          ...unlimitedRateLimits(),
          uploads: createRateLimiter('uploads-test', { points: 2, durationSeconds: 3600 }),
        },
      },
    );
    try {
      const member = await makeUser(limited.app);
      expect((await uploadMedia(limited.app, member.cookie, SMALL)).statusCode).toBe(201);
      expect((await uploadMedia(limited.app, member.cookie, SMALL)).statusCode).toBe(201);
      const res = await uploadMedia(limited.app, member.cookie, SMALL);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(
        'Too many uploads in the last hour. Please wait a while and try again.',
      );
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('answers 401 for the allowance when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/media/allowance' });
    expect(res.statusCode).toBe(401);
  });
});

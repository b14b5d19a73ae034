// Idempotent writes for field mode's offline queue (issue 17): POST /api/media, /api/sightings and /api/comments
// with an Idempotency-Key answer the first send's entity to every later send of the same member and key, one
// after the other or racing each other: one row, one allowance slot, the loser's files removed.
import fs from 'node:fs';
import path from 'node:path';
import { PLAN_LIMITS } from '@common/constants/plans';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENT_REPLAY_HEADER,
} from '@common/schemas/field';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, mediaAssets, photoUploads, sightings, users } from '../../db/schema';
import {
  createTestApp,
  fixturePhoto,
  makeSighting,
  makeUser,
  multipartBody,
  type TestApp,
  unlimitedRateLimits,
} from '../../test/harness';
import { allowanceOf, storedState } from '../media/media.support';

const SMALL = fixturePhoto('orientation-f1.jpg');
let t: TestApp;
let keys = 0;
/** A fresh key in the shape the offline queue sends (a UUID, or `${uuid}-media`). */
const newKey = () => {
  keys += 1;
  return `field-key-${keys}-${Math.random().toString(36).slice(2, 10)}`;
};

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  // A fixed day, so the month's allowance does not depend on when the suite runs.
  t.clock.now = new Date('2030-05-10T12:00:00Z');
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof makeUser>>;

function upload(member: Member, key: string | null, file: string | Buffer = SMALL) {
  const data = typeof file === 'string' ? fs.readFileSync(file) : file;
  const { payload, headers } = multipartBody([
    {
      name: 'file',
      value: {
        filename: typeof file === 'string' ? path.basename(file) : 'note.txt',
        contentType: 'application/octet-stream',
        data,
      },
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: {
      ...headers,
      cookie: member.cookie,
      ...(key !== null ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
    },
    payload,
  });
}

function post(url: string, member: Member, key: string | null, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: member.cookie, ...(key !== null ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
    payload,
  });
}

const publish = (member: Member, key: string | null, payload: Record<string, unknown> = {}) =>
  post('/api/sightings', member, key, {
    speciesName: 'Eurasian wren',
    category: 'birds',
    location: 'Field margin',
    ...payload,
  });

const comment = (member: Member, key: string | null, sightingId: number, content = 'Seen it too!') =>
  post('/api/comments', member, key, { sightingId, content });

const replayed = (res: LightMyRequestResponse) => res.headers[IDEMPOTENT_REPLAY_HEADER] === 'true';

async function sightingsWithKey(member: Member, key: string) {
  return t.app.ctx.db
    .select({ id: sightings.id })
    .from(sightings)
    .where(and(eq(sightings.userId, member.id), eq(sightings.clientKey, key)));
}

describe('a malformed Idempotency-Key', () => {
  it('is refused with 400 and the key message on each of the three writes, storing nothing', async () => {
    const member = await makeUser(t.app);
    const target = await makeSighting(t.app, member.cookie);
    const before = await storedState(t);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(81), 'semi;colon;key', '']) {
      for (const res of [
        await upload(member, bad),
        await publish(member, bad),
        await comment(member, bad, target.id),
      ]) {
        expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
        expect(res.json().message).toBe(IDEMPOTENCY_KEY_MESSAGE);
      }
    }
    expect(await storedState(t)).toEqual(before);
    const own = await t.app.ctx.db.select().from(sightings).where(eq(sightings.userId, member.id));
    expect(own).toHaveLength(1);
  });
});

describe('POST /api/sightings with a key', () => {
  it('answers the first sighting again, 201 and marked as a replay, without a second row', async () => {
    const member = await makeUser(t.app);
    const key = newKey();
    const first = await publish(member, key, { description: 'First send' });
    expect(first.statusCode, first.body).toBe(201);
    expect(replayed(first)).toBe(false);
    const again = await publish(member, key, { description: 'First send' });
    expect(again.statusCode).toBe(201);
    expect(replayed(again)).toBe(true);
    expect(again.json()).toEqual(first.json());
    expect(await sightingsWithKey(member, key)).toHaveLength(1);
    // Without a key, or with another one, each send publishes.
    expect((await publish(member, null)).json().id).not.toBe(first.json().id);
    expect((await publish(member, newKey())).json().id).not.toBe(first.json().id);
  });

  it('publishes once when two sends of one key race, both answering its id', async () => {
    const member = await makeUser(t.app);
    const key = newKey();
    const answers = await Promise.all([publish(member, key), publish(member, key), publish(member, key)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(answers.filter(replayed)).toHaveLength(2);
    expect(await sightingsWithKey(member, key)).toHaveLength(1);
  });

  it('publishes once when racing sends attach the same upload (the loser does not answer 409)', async () => {
    const member = await makeUser(t.app);
    const asset = await upload(member, null);
    expect(asset.statusCode).toBe(201);
    const key = newKey();
    const body = { mediaAssetId: asset.json().id };
    const answers = await Promise.all([publish(member, key, body), publish(member, key, body)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);
    expect(await sightingsWithKey(member, key)).toHaveLength(1);
  });

  it('keeps another member’s use of the same key apart', async () => {
    const [one, two] = [await makeUser(t.app), await makeUser(t.app)];
    const key = newKey();
    const mine = await publish(one, key);
    const theirs = await publish(two, key);
    expect(theirs.statusCode).toBe(201);
    expect(replayed(theirs)).toBe(false);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().userId).toBe(two.id);
  });

  it('processes a key afresh after a refused first send', async () => {
    const member = await makeUser(t.app);
    const key = newKey();
    const refused = await post('/api/sightings', member, key, { category: 'birds' });
    expect(refused.statusCode).toBe(400);
    const conflict = await publish(member, key, { mediaAssetId: 2_000_000_000 });
    expect(conflict.statusCode).toBe(400);
    expect(await sightingsWithKey(member, key)).toHaveLength(0);
    const ok = await publish(member, key);
    expect(ok.statusCode).toBe(201);
    expect(replayed(ok)).toBe(false);
    expect(await sightingsWithKey(member, key)).toHaveLength(1);
  });
});

describe('POST /api/comments with a key', () => {
  it('posts once, sequentially and racing, and counts the comment once', async () => {
    const author = await makeUser(t.app);
    const member = await makeUser(t.app);
    const target = await makeSighting(t.app, author.cookie);
    const key = newKey();
    const first = await comment(member, key, target.id);
    expect(first.statusCode, first.body).toBe(201);
    const again = await comment(member, key, target.id);
    expect(again.statusCode).toBe(201);
    expect(replayed(again)).toBe(true);
    expect(again.json()).toEqual(first.json());

    const raced = newKey();
    const answers = await Promise.all([comment(member, raced, target.id), comment(member, raced, target.id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);

    const rows = await t.app.ctx.db.select().from(comments).where(eq(comments.sightingId, target.id));
    expect(rows).toHaveLength(2);
    const [counted] = await t.app.ctx.db
      .select({ n: sightings.commentCount })
      .from(sightings)
      .where(eq(sightings.id, target.id));
    expect(counted?.n).toBe(2);
  });

  it('keeps another member’s key apart and takes a key again after a refused send', async () => {
    const author = await makeUser(t.app);
    const [one, two] = [await makeUser(t.app), await makeUser(t.app)];
    const target = await makeSighting(t.app, author.cookie);
    const key = newKey();
    const mine = await comment(one, key, target.id);
    const theirs = await comment(two, key, target.id);
    expect(theirs.statusCode).toBe(201);
    expect(replayed(theirs)).toBe(false);
    expect(theirs.json().id).not.toBe(mine.json().id);

    const retried = newKey();
    expect((await comment(one, retried, 2_000_000_000)).statusCode).toBe(404);
    const ok = await comment(one, retried, target.id);
    expect(ok.statusCode).toBe(201);
    expect(replayed(ok)).toBe(false);
  });
});

describe('POST /api/media with a key', () => {
  it('answers the stored asset again before reading the file: no second file, row or allowance slot', async () => {
    const member = await makeUser(t.app);
    const key = newKey();
    const before = await storedState(t);
    const first = await upload(member, key);
    expect(first.statusCode, first.body).toBe(201);
    const afterFirst = await storedState(t);
    const again = await upload(member, key);
    expect(again.statusCode).toBe(201);
    expect(replayed(again)).toBe(true);
    expect(again.json()).toEqual(first.json());
    expect(await storedState(t)).toEqual(afterFirst);
    expect(afterFirst.assets - before.assets).toBe(1);
    expect((await allowanceOf(t.app, member.cookie)).used).toBe(1);

    // Resumed after the queue published it: still the same asset.
    await makeSighting(t.app, member.cookie, { mediaAssetId: first.json().id });
    const resumed = await upload(member, key);
    expect(resumed.statusCode).toBe(201);
    expect(resumed.json().id).toBe(first.json().id);
    expect((await allowanceOf(t.app, member.cookie)).used).toBe(1);
  });

  it('stores one asset when sends of one key race, removing the loser’s files', async () => {
    const member = await makeUser(t.app);
    // What one upload stores, to compare the race with.
    const base = await storedState(t);
    expect((await upload(member, newKey())).statusCode).toBe(201);
    const one = await storedState(t);
    const filesPerUpload = one.files.length - base.files.length;
    expect(filesPerUpload).toBeGreaterThan(0);

    const key = newKey();
    const answers = await Promise.all([upload(member, key), upload(member, key), upload(member, key)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    const after = await storedState(t);
    expect(after.assets - one.assets).toBe(1);
    expect(after.uploads - one.uploads).toBe(1);
    expect(after.files.length - one.files.length).toBe(filesPerUpload);
    expect((await allowanceOf(t.app, member.cookie)).used).toBe(2);
  });

  it('counts a key once against the free plan’s monthly photos, even racing for the last slot', async () => {
    const member = await makeUser(t.app);
    for (let i = 0; i < PLAN_LIMITS.freeUploadsPerMonth - 1; i += 1)
      expect((await upload(member, null)).statusCode).toBe(201);
    const key = newKey();
    const answers = await Promise.all([upload(member, key), upload(member, key)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);
    expect(await allowanceOf(t.app, member.cookie)).toEqual({
      used: PLAN_LIMITS.freeUploadsPerMonth,
      limit: PLAN_LIMITS.freeUploadsPerMonth,
      remaining: 0,
    });
    // The allowance is used up, yet the send again of the key is answered its asset, not refused.
    const again = await upload(member, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(answers[0]?.json().id);
    // A new key is a new photo: refused.
    expect((await upload(member, newKey())).statusCode).toBe(403);
    const counted = await t.app.ctx.db.select().from(photoUploads).where(eq(photoUploads.userId, member.id));
    expect(counted).toHaveLength(PLAN_LIMITS.freeUploadsPerMonth);
  });

  it('keeps another member’s key apart, and takes a key again after a refused send', async () => {
    const [one, two] = [await makeUser(t.app), await makeUser(t.app)];
    const key = newKey();
    const mine = await upload(one, key);
    const theirs = await upload(two, key);
    expect(theirs.statusCode).toBe(201);
    expect(replayed(theirs)).toBe(false);
    expect(theirs.json().id).not.toBe(mine.json().id);

    const retried = newKey();
    const refused = await upload(one, retried, Buffer.from('not a picture at all, just words'));
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const ok = await upload(one, retried);
    expect(ok.statusCode).toBe(201);
    expect(replayed(ok)).toBe(false);
    const rows = await t.app.ctx.db
      .select({ id: mediaAssets.id })
      .from(mediaAssets)
      .where(and(eq(mediaAssets.ownerId, one.id), eq(mediaAssets.clientKey, retried)));
    expect(rows).toHaveLength(1);
  });

  it('lets a Premium member’s racing sends store one asset too', async () => {
    const member = await makeUser(t.app);
    await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, member.id));
    const key = newKey();
    const answers = await Promise.all([upload(member, key), upload(member, key)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);
    const rows = await t.app.ctx.db
      .select({ id: mediaAssets.id })
      .from(mediaAssets)
      .where(eq(mediaAssets.ownerId, member.id));
    expect(rows).toHaveLength(1);
  });
});

// The upload expiry on the real database: an upload nobody used for a day goes (rows, files) and a free
// member's photo slot comes back; a recent one, and one shown anywhere (a sighting, an avatar, a portfolio
// header or collection cover, a category image), stays; a published photo keeps counting. Safe when a publish
// or an avatar change races it, and when several processes sweep at once.
import fs from 'node:fs';
import path from 'node:path';
import type { MediaAsset } from '@common/schemas/media';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryImages,
  mediaAssets,
  photoUploads,
  portfolioCollections,
  sightings,
  userPortfolios,
  users,
} from '../db/schema';
import { allowanceOf } from '../features/media/media.support';
import {
  createTestApp,
  fixturePhoto,
  makeSighting,
  makeUser,
  type TestApp,
  unlimitedRateLimits,
  uploadMedia,
  uploadPhoto,
} from '../test/harness';
import { expireUnusedUploads, runUploadExpirySweeps, UPLOAD_UNUSED_MAX_AGE_MS } from './upload-expiry';

const SMALL = fixturePhoto('orientation-f1.jpg');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  // Early in a month, so uploads and the day after them fall in the same month whatever the date of the run.
  t.clock.now = new Date('2030-05-02T12:00:00Z');
});

afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof makeUser>>;

/** Moves the app's clock past the age at which unused uploads expire. */
function aDayLater(): void {
  t.clock.advance(UPLOAD_UNUSED_MAX_AGE_MS + 60_000);
}

const expire = () => expireUnusedUploads(t.app.ctx);

async function allowanceUsed(member: Member): Promise<number> {
  return (await allowanceOf(t.app, member.cookie)).used;
}

/** The stored files (public variants and private original) of an upload: its folder id is in every key. */
function filesOf(asset: MediaAsset): string[] {
  const folder = asset.media.thumbUrl?.split('/')[3];
  if (!folder) throw new Error('upload without a thumbnail');
  return ['media', 'media-private']
    .map((root) => path.join(t.dataDir, root))
    .filter((root) => fs.existsSync(root))
    .flatMap((root) =>
      fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => path.join(root, f)),
    )
    .filter((file) => file.includes(folder) && fs.statSync(file).isFile());
}

function urlOf(url: string | null): string {
  if (!url) throw new Error('upload without this rendition');
  return url;
}

async function rowsOf(asset: MediaAsset) {
  const db = t.app.ctx.db;
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
  const uploads = await db.select().from(photoUploads).where(eq(photoUploads.mediaAssetId, asset.id));
  return { asset: row, uploads: uploads.length };
}

async function expectKept(asset: MediaAsset): Promise<void> {
  const rows = await rowsOf(asset);
  expect(rows.asset?.id).toBe(asset.id);
  expect(filesOf(asset).length).toBeGreaterThan(0);
}

async function expectExpired(asset: MediaAsset): Promise<void> {
  expect(await rowsOf(asset)).toEqual({ asset: undefined, uploads: 0 });
  expect(filesOf(asset)).toEqual([]);
}

/** Deletes a sighting through its route, then runs the jobs (its media cleanup). */
async function deleteSighting(member: Member, sightingId: number): Promise<void> {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/sightings/${sightingId}`,
    headers: { cookie: member.cookie },
  });
  expect(res.statusCode).toBe(200);
  await t.app.jobs.runOnce();
}

/** Sets (or, with null, clears) the member's picture. */
const setPicture = (member: Member, avatarMediaId: number | null) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: { cookie: member.cookie },
    payload: { avatarMediaId },
  });

describe('unused uploads expire a day after they were made', () => {
  it('deletes an old unused upload, its files and its allowance row: the slot comes back', async () => {
    const member = await makeUser(t.app);
    const photos: MediaAsset[] = [];
    for (let i = 0; i < 5; i += 1) photos.push(await uploadPhoto(t.app, member.cookie, SMALL));
    // An avatar upload never made the member's picture goes too (it never counted).
    const avatar = await uploadPhoto(t.app, member.cookie, SMALL, { purpose: 'avatar' });
    expect(await allowanceUsed(member)).toBe(5);
    expect((await uploadMedia(t.app, member.cookie, SMALL)).statusCode).toBe(403);
    expect(filesOf(photos[0] as MediaAsset).length).toBeGreaterThan(1);

    aDayLater();
    const result = await expire();

    expect(result.expired).toEqual(expect.arrayContaining([...photos.map((p) => p.id), avatar.id]));
    for (const photo of photos) await expectExpired(photo);
    await expectExpired(avatar);
    expect(await allowanceUsed(member)).toBe(0);
    expect((await uploadMedia(t.app, member.cookie, SMALL)).statusCode).toBe(201);
    // Gone for the member too: it can no longer be published.
    const publish = await t.app.inject({
      method: 'POST',
      url: '/api/sightings',
      headers: { cookie: member.cookie },
      payload: { speciesName: 'Eurasian wren', category: 'birds', mediaAssetId: photos[0]?.id },
    });
    expect(publish.statusCode).toBe(400);
  });

  it('keeps an upload younger than a day', async () => {
    const member = await makeUser(t.app);
    const photo = await uploadPhoto(t.app, member.cookie, SMALL);
    t.clock.advance(UPLOAD_UNUSED_MAX_AGE_MS - 60_000);
    const result = await expire();
    expect(result.expired).not.toContain(photo.id);
    await expectKept(photo);
    expect(await allowanceUsed(member)).toBe(1);
    // ...until it is a day old.
    t.clock.advance(2 * 60_000);
    expect((await expire()).expired).toContain(photo.id);
    await expectExpired(photo);
  });
});

describe('an upload that is used stays', () => {
  let member: Member;
  beforeAll(async () => {
    member = await makeUser(t.app);
    // More uploads than a free month holds; premium members' photos are counted all the same.
    await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, member.id));
  });

  it('on a sighting: and the published photo keeps counting', async () => {
    const photo = await uploadPhoto(t.app, member.cookie, SMALL);
    await makeSighting(t.app, member.cookie, { mediaAssetId: photo.id });
    const before = await allowanceUsed(member);
    aDayLater();
    expect((await expire()).expired).not.toContain(photo.id);
    await expectKept(photo);
    expect((await rowsOf(photo)).uploads).toBe(1);
    expect(await allowanceUsed(member)).toBe(before);
  });

  it('as a published photo whose sighting was deleted: its allowance row stays', async () => {
    const photo = await uploadPhoto(t.app, member.cookie, SMALL);
    const sighting = await makeSighting(t.app, member.cookie, { mediaAssetId: photo.id });
    const before = await allowanceUsed(member);
    await deleteSighting(member, sighting.id);
    aDayLater();
    await expire();
    await expectExpired(photo);
    expect(await allowanceUsed(member)).toBe(before);
  });

  it('a published photo kept as the picture, then let go, expires without giving its slot back', async () => {
    const photo = await uploadPhoto(t.app, member.cookie, SMALL);
    const sighting = await makeSighting(t.app, member.cookie, { mediaAssetId: photo.id });
    expect((await setPicture(member, photo.id)).statusCode).toBe(200);
    const before = await allowanceUsed(member);
    await deleteSighting(member, sighting.id);
    // The picture kept the asset through the sighting's cleanup; now the member lets it go.
    expect((await setPicture(member, null)).statusCode).toBe(200);
    aDayLater();
    expect((await expire()).expired).toContain(photo.id);
    await expectExpired(photo);
    expect(await allowanceUsed(member)).toBe(before);
  });

  it("as the member's picture (an avatar upload or a photo)", async () => {
    const avatar = await uploadPhoto(t.app, member.cookie, SMALL, { purpose: 'avatar' });
    expect((await setPicture(member, avatar.id)).statusCode).toBe(200);
    aDayLater();
    expect((await expire()).expired).not.toContain(avatar.id);
    await expectKept(avatar);

    const photo = await uploadPhoto(t.app, member.cookie, SMALL);
    expect((await setPicture(member, photo.id)).statusCode).toBe(200);
    aDayLater();
    expect((await expire()).expired).not.toContain(photo.id);
    await expectKept(photo);
    expect((await rowsOf(photo)).uploads).toBe(1);
  });

  it('as a portfolio header, after the sighting it was taken from was deleted', async () => {
    const photo = await uploadPhoto(t.app, member.cookie, SMALL);
    const sighting = await makeSighting(t.app, member.cookie, { mediaAssetId: photo.id });
    const header = await t.app.inject({
      method: 'PUT',
      url: '/api/portfolio',
      headers: { cookie: member.cookie },
      payload: { headerSightingId: sighting.id },
    });
    expect(header.statusCode).toBe(200);
    await deleteSighting(member, sighting.id);
    aDayLater();
    expect((await expire()).expired).not.toContain(photo.id);
    await expectKept(photo);
    // DELETE /api/media/:id shares the checks: it refuses too.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${photo.id}`,
      headers: { cookie: member.cookie },
    });
    expect(del.statusCode).toBe(409);
  });

  it('as a collection cover or a category image', async () => {
    const db = t.app.ctx.db;
    const cover = await uploadPhoto(t.app, member.cookie, SMALL);
    const category = await uploadPhoto(t.app, member.cookie, SMALL);
    const [portfolio] = await db
      .select({ id: userPortfolios.id })
      .from(userPortfolios)
      .where(eq(userPortfolios.userId, member.id));
    if (!portfolio) throw new Error('the portfolio of the previous test is missing');
    await db.insert(portfolioCollections).values({
      portfolioId: portfolio.id,
      title: 'Birds',
      // A JPEG fallback: every rendition's URL counts, not only the WebP ones.
      coverImage: urlOf(cover.media.fallback?.thumbUrl ?? null),
    });
    await db
      .insert(categoryImages)
      .values({ category: 'expiry-test', imageUrl: urlOf(category.media.thumbUrl) });
    aDayLater();
    const result = await expire();
    expect(result.expired).not.toContain(cover.id);
    expect(result.expired).not.toContain(category.id);
    await expectKept(cover);
    await expectKept(category);
  });
});

describe('races', () => {
  it('a publish racing the expiry either wins (the upload stays) or finds it gone, never both', async () => {
    const member = await makeUser(t.app);
    const photos: MediaAsset[] = [];
    for (let i = 0; i < 4; i += 1) photos.push(await uploadPhoto(t.app, member.cookie, SMALL));
    aDayLater();
    for (const photo of photos) {
      const [publish] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/sightings',
          headers: { cookie: member.cookie },
          payload: { speciesName: 'Eurasian wren', category: 'birds', mediaAssetId: photo.id },
        }),
        expire(),
      ]);
      if (publish.statusCode === 201) {
        await expectKept(photo);
        const [row] = await t.app.ctx.db
          .select({ mediaAssetId: sightings.mediaAssetId })
          .from(sightings)
          .where(eq(sightings.id, publish.json().id));
        expect(row?.mediaAssetId).toBe(photo.id);
        expect((await rowsOf(photo)).uploads).toBe(1);
      } else {
        expect(publish.statusCode).toBe(400);
        await expectExpired(photo);
      }
    }
    // The sightings published keep the slot; the uploads that expired gave theirs back.
    const published = await t.app.ctx.db.select().from(sightings).where(eq(sightings.userId, member.id));
    expect(await allowanceUsed(member)).toBe(published.length);
  });

  it('several processes sweeping at once delete each upload once', async () => {
    const member = await makeUser(t.app);
    const photos: MediaAsset[] = [];
    for (let i = 0; i < 4; i += 1) photos.push(await uploadPhoto(t.app, member.cookie, SMALL));
    aDayLater();
    const results = await Promise.all([expire(), expire(), expire()]);
    const expired = results.flatMap((r) => r.expired).filter((id) => photos.some((p) => p.id === id));
    expect(expired.sort((a, b) => a - b)).toEqual(photos.map((p) => p.id).sort((a, b) => a - b));
    for (const photo of photos) await expectExpired(photo);
    expect(await allowanceUsed(member)).toBe(0);
  });

  // Only a server database has a second connection: on PGlite every transaction runs alone.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'skips an upload a publish holds, and keeps it once the publish commits',
    async () => {
      const member = await makeUser(t.app);
      const photo = await uploadPhoto(t.app, member.cookie, SMALL);
      aDayLater();
      const db = t.app.ctx.db;
      await db.transaction(async (tx) => {
        // What SightingWriteService.create does: lock the upload, then insert the sighting naming it.
        await tx.select().from(mediaAssets).where(eq(mediaAssets.id, photo.id)).for('update');
        await tx.insert(sightings).values({
          userId: member.id,
          speciesName: 'Eurasian wren',
          category: 'birds',
          mediaType: 'photo',
          photoUrl: photo.media.mediumUrl,
          mediaAssetId: photo.id,
        });
        const during = await expire();
        expect(during.expired).not.toContain(photo.id);
      });
      expect((await expire()).expired).not.toContain(photo.id);
      await expectKept(photo);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'waits for an avatar change under way and then keeps the new avatar',
    async () => {
      const member = await makeUser(t.app);
      const photo = await uploadPhoto(t.app, member.cookie, SMALL, { purpose: 'avatar' });
      aDayLater();
      const url = t.databaseUrl;
      if (!url) throw new Error('no database URL');
      const watcher = new pg.Client({ connectionString: url });
      await watcher.connect();
      try {
        let sweep: ReturnType<typeof expire> | undefined;
        await t.app.ctx.db.transaction(async (tx) => {
          // What ProfileService.update does: lock the member's row, read the upload, set the picture.
          await tx.select().from(users).where(eq(users.id, member.id)).for('update');
          await tx
            .update(users)
            .set({ profileImageUrl: photo.media.thumbUrl })
            .where(eq(users.id, member.id));
          sweep = expire();
          // Commit only once the sweep waits for the member's row (or, if it did not wait, has finished).
          let settled = false;
          sweep.finally(() => {
            settled = true;
          });
          for (;;) {
            const waiting = await watcher.query(
              "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            );
            if (waiting.rowCount || settled) break;
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        });
        const result = await sweep;
        expect(result?.expired).not.toContain(photo.id);
        await expectKept(photo);
      } finally {
        await watcher.end();
      }
    },
  );
});

describe('the periodic sweep', () => {
  it('runs at start and again every interval until stopped', async () => {
    const member = await makeUser(t.app);
    const first = await uploadPhoto(t.app, member.cookie, SMALL);
    aDayLater();
    const sweeps = runUploadExpirySweeps(t.app.ctx, { everyMs: 50 });
    try {
      // Rows go first, files right after: gone once both are.
      const gone = async (asset: MediaAsset) =>
        (await rowsOf(asset)).asset === undefined && filesOf(asset).length === 0;
      const waitFor = async (asset: MediaAsset) => {
        const deadline = Date.now() + 10_000;
        while (!(await gone(asset)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      };
      await waitFor(first);
      await expectExpired(first);
      // Made after the first sweep: only a later one removes it.
      const second = await uploadPhoto(t.app, member.cookie, SMALL);
      aDayLater();
      await waitFor(second);
      await expectExpired(second);
    } finally {
      await sweeps.stop();
    }
  });
});

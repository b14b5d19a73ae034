import fs from 'node:fs';
import path from 'node:path';
import { VIDEO_WINNER_SIGHTING_ID } from '@common/constants/contest';
import { count, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryImages,
  comments,
  guideRatings,
  likes,
  locationGuides,
  printOptions,
  printProducts,
  sightings,
  speciesDatabase,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEFAULT_PRINT_OPTIONS } from '../prints/default-options';
import { previewKey } from '../prints/service';
import { DEMO_GUIDES } from './guide-texts';
import { DEMO_PHOTO_DIR, loadDemoManifest } from './manifest';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './members';
import { planDemoContent } from './plan';
import { DEMO_PORTFOLIOS } from './portfolios';
import { type SeedResult, seedDemoContent } from './seed';
import { DEMO_VIDEOS } from './videos';

const DAY = 24 * 60 * 60 * 1000;
// Two of the bundled photos (the home page's contest pictures are bundled with the web app instead).
const SOME_DEMO_PHOTOS = ['ursus-maritimus-wa-polar_bear.webp', 'tursiops-truncatus-er-dolphin.webp'];

let t: TestApp;
let first: SeedResult;
beforeAll(async () => {
  t = await createTestApp();
  first = await seedDemoContent(t.app.ctx);
});
afterAll(async () => {
  await t.close();
});

async function tableCounts() {
  const db = t.app.ctx.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [s] = await db.select({ n: count() }).from(sightings);
  const [c] = await db.select({ n: count() }).from(comments);
  const [l] = await db.select({ n: count() }).from(likes);
  const [i] = await db.select({ n: count() }).from(categoryImages);
  const [g] = await db.select({ n: count() }).from(locationGuides);
  const [p] = await db.select({ n: count() }).from(printProducts);
  return {
    users: u?.n,
    sightings: s?.n,
    comments: c?.n,
    likes: l?.n,
    categoryImages: i?.n,
    guides: g?.n,
    printProducts: p?.n,
  };
}

describe('seedDemoContent', () => {
  it('creates the demo community', async () => {
    expect(first.seeded).toBe(true);
    expect(first.counts).toMatchObject({
      members: 12,
      sightings: 63,
      categoryImages: 5,
      mediaJobs: 60,
      portfolios: 3,
      guides: 3,
      printProducts: 4,
      printPreviews: 4,
    });
    // Every bundled photo and clip is in the media store; the seed copied those nothing else had copied before
    // it (the shipped articles copy their cover photos at start).
    const files = [...(await loadDemoManifest()).map((p) => p.file), ...DEMO_VIDEOS.map((v) => v.file)];
    expect(files).toHaveLength(60);
    for (const file of files)
      expect(fs.existsSync(path.join(t.dataDir, 'media', 'demo', file)), file).toBe(true);
    expect(first.counts?.mediaFilesCopied).toBeGreaterThan(0);
    expect(first.counts?.mediaFilesCopied).toBeLessThanOrEqual(60);
    expect(first.counts?.comments).toBeGreaterThanOrEqual(100);
    expect(first.counts?.likes).toBeGreaterThanOrEqual(250);
    const db = t.app.ctx.db;
    const members = await db.select().from(users).where(like(users.email, '%@example.org'));
    expect(members).toHaveLength(DEMO_MEMBERS.length);
    expect(members.filter((m) => m.subscriptionTier !== 'free').length).toBeGreaterThanOrEqual(3);
    expect(new Set(members.map((m) => m.passwordHash)).size).toBe(1);
    expect(await tableCounts()).toMatchObject({ sightings: 63, categoryImages: 5 });
  });

  it('uses every photo once with its credit and source, and reports amphibians without media', async () => {
    const photos = await loadDemoManifest();
    const rows = await t.app.ctx.db.select().from(sightings);
    for (const photo of photos) {
      const row = rows.find((r) => r.photoUrl === `/media/demo/${photo.file}` && r.mediaType === 'photo');
      expect(row, photo.file).toMatchObject({
        speciesName: photo.commonName,
        category: photo.category,
        location: photo.place,
        originalPhotographerCredit: photo.author,
        photoLicense: photo.license,
        sourceUrl: photo.source,
        originalSource: 'wikimedia_commons',
        instagramSourceUrl: null,
        isCurated: false,
        mediaType: 'photo',
      });
      expect(Number(row?.latitude)).toBeCloseTo(photo.latitude, 5);
      expect(row?.description?.length).toBeGreaterThan(20);
    }
    const categories = new Set(rows.map((r) => r.category));
    expect([...categories].sort()).toEqual([
      'amphibians',
      'birds',
      'insects',
      'mammals',
      'marine',
      'reptiles',
    ]);
    const amphibians = rows.filter((r) => r.category === 'amphibians');
    expect(amphibians.length).toBeGreaterThanOrEqual(3);
    for (const a of amphibians) expect(a).toMatchObject({ mediaType: 'none', photoUrl: null });
    expect(new Set(rows.map((r) => r.description)).size).toBe(rows.length);
  });

  it('dates sightings plausibly: posted in the last 60 days, spotted in the last 120', async () => {
    const now = t.clock.now.getTime();
    const rows = await t.app.ctx.db.select().from(sightings);
    for (const row of rows) {
      const created = row.createdAt.getTime();
      expect(created).toBeLessThanOrEqual(now);
      expect(created).toBeGreaterThan(now - 60 * DAY);
      const spotted = Date.parse(`${row.dateSpotted}T00:00:00Z`);
      expect(spotted).toBeGreaterThan(now - 121 * DAY);
      expect(spotted).toBeLessThanOrEqual(created);
      expect(row.views).toBeGreaterThan(0);
    }
  });

  it('keeps like and comment counters equal to the real rows', async () => {
    const mismatched = await t.app.ctx.db
      .select({ id: sightings.id })
      .from(sightings)
      .where(
        sql`${sightings.likes} <> (select count(*) from ${likes} where ${likes.sightingId} = ${sightings.id})
          or ${sightings.commentCount} <> (select count(*) from ${comments} where ${comments.sightingId} = ${sightings.id})`,
      );
    expect(mismatched).toEqual([]);
    const selfLikes = await t.app.ctx.db
      .select({ n: count() })
      .from(likes)
      .innerJoin(sightings, eq(sightings.id, likes.sightingId))
      .where(eq(likes.userId, sightings.userId));
    expect(selfLikes[0]?.n).toBe(0);
  });

  it('threads replies one level deep under a comment of the same sighting, after it', async () => {
    const db = t.app.ctx.db;
    const replies = await db.select().from(comments).where(isNotNull(comments.parentCommentId));
    expect(replies.length).toBeGreaterThan(10);
    const topLevel = await db.select().from(comments).where(isNull(comments.parentCommentId));
    const byId = new Map(topLevel.map((c) => [c.id, c]));
    for (const reply of replies) {
      const parent = byId.get(reply.parentCommentId ?? -1);
      expect(parent, `parent of ${reply.id}`).toBeDefined();
      expect(parent?.sightingId).toBe(reply.sightingId);
      expect(reply.createdAt.getTime()).toBeGreaterThanOrEqual(parent?.createdAt.getTime() ?? 0);
    }
  });

  it('gives every category but amphibians a tile image', async () => {
    const rows = await t.app.ctx.db.select().from(categoryImages).where(eq(categoryImages.isActive, true));
    expect(rows.map((r) => r.category).sort()).toEqual(['birds', 'insects', 'mammals', 'marine', 'reptiles']);
    for (const row of rows) expect(row.imageUrl).toMatch(/^\/media\/demo\/[a-z0-9_-]+\.webp$/);
  });

  it('lets demo members sign in with the documented password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_MEMBERS[0]?.username, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('does nothing the second time', async () => {
    const before = await tableCounts();
    expect(await seedDemoContent(t.app.ctx)).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
  });

  it('plans the same content from the same seed', async () => {
    const photos = await loadDemoManifest();
    const now = new Date('2025-10-01T12:00:00Z');
    expect(planDemoContent(photos, now)).toEqual(planDemoContent(photos, now));
  });
});

describe('demo media', () => {
  it('copies the bundled photos into the media store', () => {
    for (const file of SOME_DEMO_PHOTOS)
      expect(fs.existsSync(path.join(t.dataDir, 'media', 'demo', file)), file).toBe(true);
  });

  it('serves them as WebP with an immutable cache header', async () => {
    for (const file of SOME_DEMO_PHOTOS) {
      const res = await t.app.inject({ method: 'GET', url: `/media/demo/${file}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const head = await t.app.inject({ method: 'HEAD', url: `/media/demo/${SOME_DEMO_PHOTOS[0]}` });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 JSON for missing files, folders, dotfiles and paths outside the media folder', async () => {
    // A temporary file of an unfinished copy or upload is hidden and never served.
    fs.writeFileSync(path.join(t.dataDir, 'media', 'demo', '.partial.webp'), 'RIFF');
    for (const url of [
      '/media/demo/no-such-animal.webp',
      '/media/../secret.key',
      '/media/%2e%2e/secret.key',
      '/media/demo/',
      '/media/demo',
      '/media/',
      '/media/demo/.partial.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('restores missing demo photos on a later call without seeding again', async () => {
    const file = path.join(t.dataDir, 'media', 'demo', SOME_DEMO_PHOTOS[1] ?? '');
    fs.rmSync(file);
    expect(await seedDemoContent(t.app.ctx)).toEqual({ seeded: false });
    expect(fs.existsSync(file)).toBe(true);
    expect((await tableCounts()).sightings).toBe(63);
  });
});

describe('demo videos', () => {
  it("puts October's winning video, the bottlenose dolphin, at the id the home page links to", async () => {
    const [winner] = await t.app.ctx.db
      .select()
      .from(sightings)
      .where(eq(sightings.id, VIDEO_WINNER_SIGHTING_ID));
    expect(winner).toMatchObject({
      mediaType: 'video',
      speciesName: 'Common bottlenose dolphin',
      videoUrl: '/media/demo/tursiops-truncatus-er-dolphin.mp4',
      isPublic: true,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/sightings/${VIDEO_WINNER_SIGHTING_ID}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mediaType: 'video', videoUrl: winner?.videoUrl });
  });

  it("credits every clip as made by WildLens from its photo, with the photo's author and licence", async () => {
    const photos = await loadDemoManifest();
    const rows = await t.app.ctx.db.select().from(sightings).where(eq(sightings.mediaType, 'video'));
    expect(rows).toHaveLength(DEMO_VIDEOS.length);
    for (const video of DEMO_VIDEOS) {
      const photo = photos.find((p) => p.file === video.photo);
      const row = rows.find((r) => r.videoUrl === `/media/demo/${video.file}`);
      expect(row, video.file).toMatchObject({
        photoUrl: `/media/demo/${video.photo}`,
        photoLicense: photo?.license,
        sourceUrl: photo?.source,
      });
      expect(row?.originalPhotographerCredit).toContain(photo?.author);
      expect(row?.originalPhotographerCredit).toMatch(/video made by WildLens from this photo/);
      expect(row?.description).not.toMatch(/footage/i);
    }
  });

  it('serves the clips as small H.264 MP4 files, with range requests for the player', async () => {
    for (const video of DEMO_VIDEOS) {
      expect(fs.statSync(path.join(DEMO_PHOTO_DIR, video.file)).size, video.file).toBeLessThan(1024 * 1024);
      const res = await t.app.inject({ method: 'GET', url: `/media/demo/${video.file}` });
      expect(res.statusCode, video.file).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      // An MP4 names its brand in bytes 4-8; the rest is checked by the media pipeline's ffprobe (demo_media).
      expect(res.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
      const part = await t.app.inject({
        method: 'GET',
        url: `/media/demo/${video.file}`,
        headers: { range: 'bytes=0-99' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload).toHaveLength(100);
    }
  });
});

describe('demo portfolios', () => {
  it("publishes a few members' portfolios with collections of their own sightings", async () => {
    for (const demo of DEMO_PORTFOLIOS) {
      const url = demo.username.replace(/_/g, '-');
      const res = await t.app.inject({ method: 'GET', url: `/api/portfolios/${url}` });
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ title: demo.title, isPublic: true, owner: { username: demo.username } });
      expect(body.headerImageUrl).toMatch(/^\/media\//);
      expect(body.collections.length).toBeGreaterThanOrEqual(1);
      const items = body.collections.flatMap((c: { items: { sighting: { userId: number } }[] }) => c.items);
      expect(items.length).toBeGreaterThanOrEqual(2);
      for (const item of items) expect(item.sighting.userId).toBe(body.owner.id);
    }
  });

  it("shows the winning video in its author's portfolio", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portfolios/coral-diver-ana' });
    const first = res.json().collections[0].items[0];
    expect(first).toMatchObject({ sighting: { id: VIDEO_WINNER_SIGHTING_ID, mediaType: 'video' } });
  });
});

describe("the winning video's fixed id", () => {
  it('is the dolphin video even when earlier sightings moved the id sequence on', async () => {
    const other = await createTestApp();
    try {
      const db = other.app.ctx.db;
      await db.execute(sql`select setval(pg_get_serial_sequence('sightings', 'id'), 500)`);
      expect((await seedDemoContent(other.app.ctx)).seeded).toBe(true);
      const rows = await db.select({ id: sightings.id, videoUrl: sightings.videoUrl }).from(sightings);
      expect(rows.find((r) => r.id === VIDEO_WINNER_SIGHTING_ID)?.videoUrl).toBe(
        '/media/demo/tursiops-truncatus-er-dolphin.mp4',
      );
      for (const r of rows) if (r.id !== VIDEO_WINNER_SIGHTING_ID) expect(r.id).toBeGreaterThan(500);
    } finally {
      await other.close();
    }
    // A second whole app and seed: slow on a busy machine.
  }, 90_000);
});

describe('demo guides and prints', () => {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

  it('publishes three guides by demo members at places of the demo sightings: one free, two paid', async () => {
    const db = t.app.ctx.db;
    const guides = await db
      .select({ g: locationGuides, author: users.username })
      .from(locationGuides)
      .innerJoin(users, eq(users.id, locationGuides.authorId));
    expect(guides).toHaveLength(3);
    expect(guides.filter((r) => r.g.price === 0)).toHaveLength(1);
    expect(guides.filter((r) => r.g.price > 0)).toHaveLength(2);
    const places = await db.select({ lat: sightings.latitude, lng: sightings.longitude }).from(sightings);
    const names = new Set(DEMO_MEMBERS.map((m) => m.username));
    for (const { g, author } of guides) {
      expect(names.has(author), author).toBe(true);
      expect(g.status).toBe('published');
      expect(words(g.content), g.title).toBeGreaterThanOrEqual(300);
      expect(g.content).toMatch(/^## /m);
      // A demo sighting within 25 km (degrees are near enough to kilometres at this scale).
      const near = places.some(
        (p) =>
          Math.hypot(
            (Number(p.lat) - g.latitude) * 111,
            (Number(p.lng) - g.longitude) * 111 * Math.cos((g.latitude * Math.PI) / 180),
          ) < 25,
      );
      expect(near, g.location).toBe(true);
      expect(g.keySpecies.length).toBeGreaterThan(0);
      const known = await db
        .select({ slug: speciesDatabase.slug })
        .from(speciesDatabase)
        .where(inArray(speciesDatabase.slug, g.keySpecies));
      expect(known.map((k) => k.slug).sort(), g.title).toEqual([...g.keySpecies].sort());
    }
    // The free guide's ratings and its totals agree.
    const free = guides.find((r) => r.g.price === 0)?.g;
    const ratings = await db
      .select()
      .from(guideRatings)
      .where(eq(guideRatings.guideId, free?.id ?? 0));
    expect(ratings.length).toBe(DEMO_GUIDES.find((d) => d.price === 0)?.ratings.length);
    expect(free?.totalRatings).toBe(ratings.length);
    expect(free?.ratingSum).toBe(ratings.reduce((sum, r) => sum + r.rating, 0));
  });

  it('shows a paid guide as its preview only, with its key species named', async () => {
    const list = await t.app.inject({ url: '/api/guides' });
    expect(list.json().total).toBe(3);
    const paid = list.json().guides.find((g: { isFree: boolean }) => !g.isFree);
    const detail = await t.app.inject({ url: `/api/guides/${paid.id}` });
    expect(detail.json().full).toBeNull();
    for (const species of detail.json().species) expect(species.scientificName).toBeTruthy();
  });

  it("sells four prints of premium members' own photo sightings in the default options", async () => {
    const db = t.app.ctx.db;
    const products = await db
      .select({
        p: printProducts,
        owner: sightings.userId,
        tier: users.subscriptionTier,
        photo: sightings.photoUrl,
      })
      .from(printProducts)
      .innerJoin(sightings, eq(sightings.id, printProducts.sightingId))
      .innerJoin(users, eq(users.id, printProducts.userId));
    expect(products).toHaveLength(4);
    for (const { p, owner, tier, photo } of products) {
      expect(p.userId).toBe(owner);
      expect(tier).not.toBe('free');
      expect(photo).toMatch(/^\/media\/demo\/[a-z0-9_-]+\.webp$/);
      expect(p).toMatchObject({ isActive: true, artistCommission: 70, totalSales: 0 });
      expect(await t.app.ctx.media.exists(previewKey(p.id))).toBe(true);
    }
    expect(new Set(products.map((r) => r.p.userId)).size).toBeGreaterThan(1);
    const options = await db.select().from(printOptions);
    expect(options.length).toBeGreaterThanOrEqual(DEFAULT_PRINT_OPTIONS.length);
    const listed = await t.app.inject({ url: '/api/print-products' });
    expect(listed.json().products).toHaveLength(4);
  });

  it('makes a missing print preview again on a later call without seeding again', async () => {
    const [product] = await t.app.ctx.db.select().from(printProducts).limit(1);
    const key = previewKey(product?.id ?? 0);
    await t.app.ctx.media.delete(key);
    expect(await seedDemoContent(t.app.ctx)).toEqual({ seeded: false });
    expect(await t.app.ctx.media.exists(key)).toBe(true);
    expect((await tableCounts()).printProducts).toBe(4);
  });
});

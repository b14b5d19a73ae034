// Curated sightings (issue 16 item 3): the administrators' uploads as the site through the members' pipeline,
// the spec's validation messages, the sighting under the site's name with its credit fields for everyone, and
// editing and unpublishing.
import { CURATED_MESSAGES } from '@common/schemas/curated';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccounts, mediaAssets, sightings, users } from '../../db/schema';
import {
  createTestApp,
  makeSighting,
  makeUser,
  type TestApp,
  unlimitedRateLimits,
  uploadPhoto,
} from '../../test/harness';
import { FakeVision, setClassifier } from '../media/illustration.support';
import { adminHeaders } from '../sightings/social.support';
import { adminPhoto, adminUpload, curatedBody, curatedSighting } from './curated.support';
import { ADMIN_MEDIA_PURPOSE_MESSAGE } from './media-route';

const vision = new FakeVision();
let t: TestApp;
let admin: { authorization: string };
let member: Awaited<ReturnType<typeof makeUser>>;
let siteId: number;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits(), vision });
  admin = await adminHeaders(t.app);
  member = await makeUser(t.app);
  await setClassifier(t, true);
  const [site] = await t.app.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${t.config.ADMIN_USERNAME})`);
  siteId = site?.id ?? 0;
});
afterAll(async () => t.close());

const post = (payload: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/curated-sightings', headers, payload: payload as object });

describe('POST /api/admin/media', () => {
  it('runs the members’ pipeline and gives the upload to the site’s member account', async () => {
    const photo = await adminPhoto(t.app, admin);
    expect(photo.kind).toBe('photo');
    expect(photo.media.largeUrl ?? photo.media.mediumUrl).toMatch(/^\/media\//);
    const [row] = await t.app.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, photo.id));
    expect(row?.ownerId).toBe(siteId);
    // An illustration is scanned by the classifier before it is kept.
    const before = vision.analysed;
    const picture = await adminPhoto(t.app, admin, 'illustration');
    expect(picture.kind).toBe('illustration');
    expect(vision.analysed).toBe(before + 1);
  });

  it('is for administrators only, and takes only the sighting and illustration purposes', async () => {
    expect((await adminUpload(t.app, {})).statusCode).toBe(401);
    expect((await adminUpload(t.app, { cookie: member.cookie })).statusCode).toBe(401);
    const avatar = await adminUpload(t.app, admin, { purpose: 'avatar' });
    expect(avatar.statusCode).toBe(400);
    expect(avatar.json().message).toBe(ADMIN_MEDIA_PURPOSE_MESSAGE);
  });
});

describe('POST /api/admin/curated-sightings', () => {
  it('refuses with the spec’s exact messages, field by field, and writes nothing', async () => {
    const photo = await adminPhoto(t.app, admin);
    const [{ n: before }] = (await t.app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sightings)) as [{ n: number }];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ instagramSourceUrl: 'not a url' }, 'instagramSourceUrl', CURATED_MESSAGES.instagramUrl],
      [
        { instagramSourceUrl: 'https://example.com/p/1' },
        'instagramSourceUrl',
        CURATED_MESSAGES.instagramUrl,
      ],
      [{ instagramSourceUrl: 'javascript:alert(1)' }, 'instagramSourceUrl', CURATED_MESSAGES.instagramUrl],
      [{ instagramSourceUsername: '' }, 'instagramSourceUsername', CURATED_MESSAGES.instagramUsername],
      [{ instagramSourceUsername: '   ' }, 'instagramSourceUsername', CURATED_MESSAGES.instagramUsername],
      [{ originalPhotographerCredit: '' }, 'originalPhotographerCredit', CURATED_MESSAGES.photoCredit],
      [{ originalSource: 'tiktok' }, 'originalSource', CURATED_MESSAGES.originalSource],
    ];
    for (const [over, path, message] of cases) {
      const res = await post(curatedBody(photo.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    // Missing fields say the same.
    const { instagramSourceUsername: _u, originalPhotographerCredit: _c, ...bare } = curatedBody(photo.id);
    const missing = await post(bare);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'instagramSourceUsername', message: CURATED_MESSAGES.instagramUsername },
        { path: 'originalPhotographerCredit', message: CURATED_MESSAGES.photoCredit },
      ]),
    );
    expect((await post({ ...curatedBody(photo.id), isCurated: false })).statusCode).toBe(400);
    expect((await post({ ...curatedBody(photo.id), extra: 1 })).statusCode).toBe(400);
    const [{ n: after }] = (await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(sightings)) as [
      { n: number },
    ];
    expect(after).toBe(before);
  });

  it('takes another source’s https address when the source is not Instagram', async () => {
    const made = await curatedSighting(t.app, admin, {
      originalSource: 'twitter',
      instagramSourceUrl: 'https://x.com/puffinwatch/status/1',
    });
    expect(made.originalSource).toBe('twitter');
  });

  it('is for administrators only', async () => {
    const photo = await adminPhoto(t.app, admin);
    expect((await post(curatedBody(photo.id), {})).statusCode).toBe(401);
    expect((await post(curatedBody(photo.id), { cookie: member.cookie })).statusCode).toBe(401);
  });

  it('refuses a member’s upload as the curated photo', async () => {
    const own = await uploadPhoto(t.app, member.cookie);
    const res = await post(curatedBody(own.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('mediaAssetId');
  });

  it('publishes under the site’s name, curated by the administrator, with its credits for everyone', async () => {
    const made = await curatedSighting(t.app, admin);
    const [adminRow] = await t.app.ctx.db
      .select({ id: adminAccounts.id })
      .from(adminAccounts)
      .where(eq(adminAccounts.username, t.config.ADMIN_USERNAME));
    const [row] = await t.app.ctx.db.select().from(sightings).where(eq(sightings.id, made.id));
    expect(row).toMatchObject({
      userId: siteId,
      isCurated: true,
      curatedBy: adminRow?.id,
      originalSource: 'instagram',
      instagramSourceUsername: 'puffin.watch',
      photoLicense: null,
    });
    // A visitor reads it on its page and in the list, credited.
    const page = (await t.app.inject({ url: `/api/sightings/${made.id}` })).json();
    expect(page).toMatchObject({
      photographer: 'WildLens',
      isCurated: true,
      instagramSourceUrl: 'https://www.instagram.com/p/Cz3PuFfIn/',
      instagramSourceUsername: 'puffin.watch',
      originalPhotographerCredit: 'Ana Ribeiro',
      mediaType: 'photo',
    });
    const list = (await t.app.inject({ url: '/api/sightings?search=puffin' })).json() as { id: number }[];
    expect(list.map((s) => s.id)).toContain(made.id);
    // The photo classifier scans it like any published photo.
    const jobs = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from jobs where type = 'moderation_scan' and payload->>'sightingId' = ${String(made.id)}`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('lists, edits and unpublishes curated sightings', async () => {
    const made = await curatedSighting(t.app, admin, { speciesName: 'Red kite', location: 'Gigrin Farm' });
    const list = await t.app.inject({ url: '/api/admin/curated-sightings', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: { id: number }) => s.id)).toContain(made.id);
    expect(list.json().total).toBeGreaterThanOrEqual(1);

    const patch = (payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/curated-sightings/${made.id}`,
        headers: admin,
        payload: payload as object,
      });
    const edited = await patch({ originalPhotographerCredit: 'R. Jones', description: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ originalPhotographerCredit: 'R. Jones', description: null });
    // The source and its address are checked together.
    const wrongHost = await patch({ instagramSourceUrl: 'https://example.org/kite' });
    expect(wrongHost.statusCode).toBe(400);
    expect(wrongHost.json().errors).toEqual([
      { path: 'instagramSourceUrl', message: CURATED_MESSAGES.instagramUrl },
    ]);
    expect((await patch({ originalPhotographerCredit: '' })).json().errors).toEqual([
      { path: 'originalPhotographerCredit', message: CURATED_MESSAGES.photoCredit },
    ]);

    expect((await patch({ isPublic: false })).json().isPublic).toBe(false);
    expect((await t.app.inject({ url: `/api/sightings/${made.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/admin/curated-sightings/${made.id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect((await patch({ isPublic: true })).json().isPublic).toBe(true);
    expect((await t.app.inject({ url: `/api/sightings/${made.id}` })).statusCode).toBe(200);

    expect(
      (await t.app.inject({ url: '/api/admin/curated-sightings/999999', headers: admin })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/admin/curated-sightings', headers: { cookie: member.cookie } }))
        .statusCode,
    ).toBe(401);
  });

  it('edits only curated sightings', async () => {
    const own = await makeSighting(t.app, member.cookie);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/curated-sightings/${own.id}`,
      headers: admin,
      payload: { originalPhotographerCredit: 'Someone' },
    });
    expect(res.statusCode).toBe(404);
  });
});

// Identification requests and experts on the real database: the author asks (premium members' requests first),
// only members holding the category's expert mark answer, agreement resolves the request, the author resolves or
// closes it; expert marks come from confirmed identifications; the life list; media licences.
import {
  EXPERT_MARK_MIN_CONFIRMED,
  type Expertise,
  type LifeList,
  type OpenRequest,
  type SightingIdentifications,
} from '@common/schemas/identifications';
import type { OwnProfile } from '@common/schemas/profiles';
import type { SightingDetail } from '@common/schemas/sightings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightings, speciesDatabase, users } from '../../db/schema';
import {
  createTestApp,
  makeSighting,
  makeUser,
  type TestApp,
  unlimitedRateLimits,
  uploadPhoto,
} from '../../test/harness';

let t: TestApp;
let author: Awaited<ReturnType<typeof makeUser>>;
let expert: Awaited<ReturnType<typeof makeUser>>;
let helper: Awaited<ReturnType<typeof makeUser>>;
let owl: number;
let kestrel: number;

const as = (cookie: string) => ({ headers: { cookie } });

async function researchable(cookie: string, speciesId: number | null, dateSpotted = '2025-05-01') {
  const s = await makeSighting(t.app, cookie, { latitude: 51.5, longitude: -0.1, dateSpotted });
  await t.app.ctx.db
    .update(sightings)
    .set({ photoUrl: `/media/test-${s.id}.webp`, mediaType: 'photo', speciesId })
    .where(eq(sightings.id, s.id));
  return s.id;
}

const identify = (id: number, cookie: string, speciesId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sightings/${id}/identifications`,
    payload: { speciesId },
    ...as(cookie),
  });

const ask = (id: number, cookie: string, note?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sightings/${id}/identification-request`,
    payload: note ? { note } : {},
    ...as(cookie),
  });

const queue = async (query = '') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/identification-requests${query}` })
  ).json() as OpenRequest[];

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  author = await makeUser(t.app);
  expert = await makeUser(t.app);
  helper = await makeUser(t.app);
  const rows = await t.app.ctx.db
    .insert(speciesDatabase)
    .values([
      { slug: 'tyto-alba-t', scientificName: 'Tyto alba testus', commonName: 'Test owl', category: 'birds' },
      {
        slug: 'falco-t',
        scientificName: 'Falco tinnunculus testus',
        commonName: 'Test kestrel',
        category: 'birds',
      },
    ])
    .returning({ id: speciesDatabase.id });
  owl = rows[0]?.id ?? 0;
  kestrel = rows[1]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe('identification requests and experts', () => {
  it('lets the author ask once, premium requests first, and refuses others', async () => {
    const normal = await researchable(author.cookie, null);
    const res = await ask(normal, author.cookie, 'Owl at dusk, too dark to tell');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      priority: 'normal',
      isResolved: false,
      resolvedSpecies: null,
    });
    expect((await ask(normal, author.cookie)).statusCode).toBe(409);
    expect((await ask(normal, helper.cookie)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/sightings/${normal}/identification-request`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);

    const premium = await makeUser(t.app);
    await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, premium.id));
    const urgent = await researchable(premium.cookie, null);
    expect((await ask(urgent, premium.cookie)).json()).toMatchObject({ priority: 'high' });
    const open = await queue();
    expect(open.map((r) => r.sightingId).slice(0, 2)).toEqual([urgent, normal]);
    expect((await queue('?category=mammals')).length).toBe(0);
    const firstPage = await t.app.inject({ method: 'GET', url: '/api/identification-requests?limit=1' });
    const cursor = firstPage.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    const second = (
      await t.app.inject({ method: 'GET', url: `/api/identification-requests?limit=1&cursor=${cursor}` })
    ).json() as OpenRequest[];
    expect(second[0]?.sightingId).toBe(normal);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/identification-requests?cursor=bad' })).statusCode,
    ).toBe(400);
  });

  it('earns the expert mark from confirmed identifications, and only experts answer', async () => {
    const target = await researchable(author.cookie, null);
    const request = (await ask(target, author.cookie)).json() as { id: number };
    const answer = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/identification-requests/${request.id}/answers`,
        payload: { speciesId: owl, notes: 'Heart-shaped face' },
        ...as(expert.cookie),
      });
    expect((await answer()).statusCode).toBe(403);

    // The expert agrees with authors on research-grade sightings, one short of the mark, then once more.
    for (let i = 0; i < EXPERT_MARK_MIN_CONFIRMED - 1; i++) {
      const id = await researchable(helper.cookie, owl);
      expect((await identify(id, expert.cookie, owl)).json().qualityGrade).toBe('research');
    }
    const expertise = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: `/api/profiles/${expert.id}/expertise` })
        ).json() as Expertise[]
      ).find((e) => e.category === 'birds');
    expect(await expertise()).toEqual({
      category: 'birds',
      confirmed: EXPERT_MARK_MIN_CONFIRMED - 1,
      expert: false,
    });
    expect((await answer()).statusCode).toBe(403);
    const last = await researchable(helper.cookie, owl);
    await identify(last, expert.cookie, owl);
    expect(await expertise()).toMatchObject({ confirmed: EXPERT_MARK_MIN_CONFIRMED, expert: true });

    const answered = await answer();
    expect(answered.statusCode).toBe(201);
    const p = answered.json() as SightingIdentifications;
    expect(p.request).toMatchObject({ status: 'answered', isResolved: false });
    expect(p.request?.answers[0]).toMatchObject({
      expertiseLevel: 'expert',
      notes: 'Heart-shaped face',
      species: { id: owl },
      expert: { id: expert.id, expertIn: ['birds'] },
    });
    // The answer is also the expert's identification, shown with their mark.
    expect(p.identifications[0]).toMatchObject({
      user: { id: expert.id, expertIn: ['birds'] },
      species: { id: owl },
    });

    // A second identifier agreeing makes it research grade, which resolves the request with the community taxon.
    const agreed = (await identify(target, helper.cookie, owl)).json() as SightingIdentifications;
    expect(agreed.qualityGrade).toBe('research');
    expect(agreed.request).toMatchObject({
      status: 'resolved',
      isResolved: true,
      resolvedSpecies: { id: owl },
    });
    expect((await queue()).map((r) => r.id)).not.toContain(request.id);
    expect((await answer()).statusCode).toBe(409);

    // The answered sighting confirms one more; losing agreement on another takes one away again.
    expect((await expertise())?.confirmed).toBe(EXPERT_MARK_MIN_CONFIRMED + 1);
    await identify(last, helper.cookie, kestrel);
    await identify(last, author.cookie, kestrel);
    expect((await expertise())?.confirmed).toBe(EXPERT_MARK_MIN_CONFIRMED);
  });

  it('lets only the author resolve with a species or close', async () => {
    const a = await researchable(author.cookie, null);
    const ra = (await ask(a, author.cookie)).json() as { id: number };
    const resolve = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/identification-requests/${ra.id}/resolve`,
        payload: { speciesId: kestrel },
        ...as(cookie),
      });
    expect((await resolve(helper.cookie)).statusCode).toBe(403);
    const done = await resolve(author.cookie);
    expect(done.statusCode).toBe(200);
    expect((done.json() as SightingIdentifications).request).toMatchObject({
      status: 'resolved',
      isResolved: true,
      resolvedSpecies: { id: kestrel },
    });
    expect((await resolve(author.cookie)).statusCode).toBe(409);

    const b = await researchable(author.cookie, null);
    const rb = (await ask(b, author.cookie)).json() as { id: number };
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/identification-requests/${rb.id}/close`,
      ...as(author.cookie),
    });
    expect((closed.json() as SightingIdentifications).request).toMatchObject({
      status: 'closed',
      isResolved: false,
    });
    // Closed, a new request may be made.
    expect((await ask(b, author.cookie)).statusCode).toBe(201);
  });
});

describe('life list', () => {
  it('lists the species a member recorded with first and last seen, count and a photo; private ones only to them', async () => {
    const birder = await makeUser(t.app);
    await researchable(birder.cookie, owl, '2024-03-01');
    const newest = await researchable(birder.cookie, owl, '2025-06-02');
    await researchable(birder.cookie, kestrel, '2023-01-05');
    const hidden = await makeSighting(t.app, birder.cookie, { isPublic: false, dateSpotted: '2025-07-01' });
    await t.app.ctx.db.update(sightings).set({ speciesId: kestrel }).where(eq(sightings.id, hidden.id));
    await makeSighting(t.app, birder.cookie, { speciesName: 'Free text only' });

    const read = async (cookie?: string, query = '') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/profiles/${birder.id}/life-list${query}`,
          ...(cookie ? as(cookie) : {}),
        })
      ).json() as LifeList;
    const visitor = await read();
    expect(visitor.total).toBe(2);
    expect(visitor.items[0]).toMatchObject({
      species: { id: owl },
      sightings: 2,
      firstSeen: '2024-03-01',
      lastSeen: '2025-06-02',
      sightingId: newest,
      photoUrl: `/media/test-${newest}.webp`,
    });
    expect(visitor.items[1]).toMatchObject({
      species: { id: kestrel },
      sightings: 1,
      lastSeen: '2023-01-05',
    });
    const own = await read(birder.cookie);
    expect(own.items[0]).toMatchObject({ species: { id: kestrel }, sightings: 2, lastSeen: '2025-07-01' });

    const page = await t.app.inject({ method: 'GET', url: `/api/profiles/${birder.id}/life-list?limit=1` });
    const next = page.headers['x-next-cursor'] as string;
    const second = (
      await t.app.inject({
        method: 'GET',
        url: `/api/profiles/${birder.id}/life-list?limit=1&cursor=${next}`,
      })
    ).json() as LifeList;
    expect(second.items.map((i) => i.species.id)).toEqual([kestrel]);
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/999999/life-list' })).statusCode).toBe(
      404,
    );
  });
});

describe('media licences', () => {
  it("takes the member's default at upload, the form's choice over it, and edits", async () => {
    const photographer = await makeUser(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { defaultMediaLicense: 'CC-BY-4.0' },
      ...as(photographer.cookie),
    });
    expect((put.json() as OwnProfile).defaultMediaLicense).toBe('CC-BY-4.0');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { defaultMediaLicense: 'GPL' },
      ...as(photographer.cookie),
    });
    expect(bad.statusCode).toBe(400);

    const first = await uploadPhoto(t.app, photographer.cookie);
    const byDefault = await makeSighting(t.app, photographer.cookie, { mediaAssetId: first.id });
    expect(byDefault.photoLicense).toBe('CC-BY-4.0');
    const second = await uploadPhoto(t.app, photographer.cookie);
    const chosen = await makeSighting(t.app, photographer.cookie, {
      mediaAssetId: second.id,
      license: 'CC0-1.0',
    });
    expect(chosen.photoLicense).toBe('CC0-1.0');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/sightings/${chosen.id}`,
      payload: { license: 'CC-BY-NC-ND-4.0' },
      ...as(photographer.cookie),
    });
    expect((edited.json() as SightingDetail).photoLicense).toBe('CC-BY-NC-ND-4.0');
    const report = await makeSighting(t.app, photographer.cookie);
    expect(report.photoLicense).toBeNull();
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `/api/sightings/${chosen.id}`,
      payload: { license: 'CC-BY-3.0' },
      ...as(photographer.cookie),
    });
    expect(wrong.statusCode).toBe(400);
  });
});

// Community identifications on the real database: the two-thirds rule (research grade gained, lost and gained
// again), the author's species as their identification, latest-is-current with history, quality grade from
// date, position and media (edits and media changes included), and the research filters of lists and the map.
import type { SightingIdentifications } from '@common/schemas/identifications';
import type { Sighting } from '@common/schemas/sightings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightings, speciesDatabase } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';

let t: TestApp;
let author: Awaited<ReturnType<typeof makeUser>>;
let others: Awaited<ReturnType<typeof makeUser>>[];
let wren: number;
let robin: number;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  author = await makeUser(t.app);
  others = [];
  for (let i = 0; i < 4; i++) others.push(await makeUser(t.app));
  const rows = await t.app.ctx.db
    .insert(speciesDatabase)
    .values([
      {
        slug: 'troglodytes-troglodytes-t',
        scientificName: 'Troglodytes troglodytes testus',
        commonName: 'Test wren',
        category: 'birds',
      },
      {
        slug: 'erithacus-rubecula-t',
        scientificName: 'Erithacus rubecula testus',
        commonName: 'Test robin',
        category: 'birds',
      },
    ])
    .returning({ id: speciesDatabase.id });
  wren = rows[0]?.id ?? 0;
  robin = rows[1]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const as = (cookie: string) => ({ headers: { cookie } });

/** A public sighting with a date, a position and (stored) media, its species linked by the author. */
export async function researchable(cookie: string, speciesId: number | null) {
  const s = await makeSighting(t.app, cookie, { latitude: 51.5, longitude: -0.1, dateSpotted: '2025-05-01' });
  await t.app.ctx.db
    .update(sightings)
    .set({ photoUrl: '/media/test.webp', mediaType: 'photo', speciesId })
    .where(eq(sightings.id, s.id));
  return s.id;
}

const identify = (id: number, cookie: string, speciesId: number, comment?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sightings/${id}/identifications`,
    payload: comment === undefined ? { speciesId } : { speciesId, comment },
    ...as(cookie),
  });

const panel = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/sightings/${id}/identifications` })
  ).json() as SightingIdentifications;

const grade = async (id: number) =>
  ((await t.app.inject({ method: 'GET', url: `/api/sightings/${id}` })).json() as Sighting).qualityGrade;

describe('community identifications and research grade', () => {
  it('gains research grade above two thirds of identifiers, loses it when agreement is lost, regains it', async () => {
    const id = await researchable(author.cookie, wren);
    let p = await panel(id);
    // The author's species is their identification; one identifier is not a community.
    expect(p).toMatchObject({ qualityGrade: 'needs_id', communitySpecies: null, identifiers: 1 });
    expect(p.identifications[0]).toMatchObject({ byAuthor: true, isCurrent: true, species: { id: wren } });

    const [b, c, d] = others as [typeof author, typeof author, typeof author];
    const agreed = await identify(id, b.cookie, wren, 'White eye stripe, cocked tail');
    expect(agreed.statusCode).toBe(201);
    p = agreed.json() as SightingIdentifications;
    expect(p).toMatchObject({ qualityGrade: 'research', identifiers: 2, agreeing: 2 });
    expect(p.communitySpecies?.id).toBe(wren);
    expect(await grade(id)).toBe('research');

    // 2 of 3 is not MORE than two thirds: agreement is lost.
    p = (await identify(id, c.cookie, robin)).json() as SightingIdentifications;
    expect(p).toMatchObject({
      qualityGrade: 'needs_id',
      communitySpecies: null,
      identifiers: 3,
      agreeing: 0,
    });
    expect(await grade(id)).toBe('needs_id');

    // 3 of 4 is: research again.
    p = (await identify(id, d.cookie, wren)).json() as SightingIdentifications;
    expect(p).toMatchObject({ qualityGrade: 'research', identifiers: 4, agreeing: 3 });

    // The dissenter changes their mind: the latest identification is their current one, the old one is history.
    p = (await identify(id, c.cookie, wren)).json() as SightingIdentifications;
    expect(p).toMatchObject({ identifiers: 4, agreeing: 4 });
    const cs = p.identifications.filter((i) => i.user.id === c.id);
    expect(cs.map((i) => [i.species.id, i.isCurrent])).toEqual([
      [wren, true],
      [robin, false],
    ]);
    expect(cs[1]?.withdrawnAt).not.toBeNull();

    // Two change to robin: 2 of 4 each way, nothing agreed.
    await identify(id, b.cookie, robin);
    p = (await identify(id, d.cookie, robin)).json() as SightingIdentifications;
    expect(p).toMatchObject({ qualityGrade: 'needs_id', communitySpecies: null });
  });

  it('needs a date, a position and media: edits and media changes recompute the grade', async () => {
    const id = await researchable(author.cookie, robin);
    await identify(id, others[0]?.cookie ?? '', robin);
    expect(await grade(id)).toBe('research');
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/sightings/${id}`,
      payload: { latitude: null, longitude: null },
      ...as(author.cookie),
    });
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as Sighting).qualityGrade).toBe('casual');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sightings/${id}`,
      payload: { latitude: 48.1, longitude: 11.5 },
      ...as(author.cookie),
    });
    expect(await grade(id)).toBe('research');
    await t.app.ctx.db
      .update(sightings)
      .set({ mediaType: 'none', photoUrl: null })
      .where(eq(sightings.id, id));
    expect(await grade(id)).toBe('casual');
    // A report without media never reaches research grade, whatever the agreement.
    const report = await makeSighting(t.app, author.cookie, {
      latitude: 1,
      longitude: 1,
      dateSpotted: '2025-01-01',
    });
    await identify(report.id, others[0]?.cookie ?? '', robin);
    await identify(report.id, others[1]?.cookie ?? '', robin);
    expect((await panel(report.id)).communitySpecies?.id).toBe(robin);
    expect(await grade(report.id)).toBe('casual');
  });

  it("changing the author's species replaces the author's identification", async () => {
    const id = await researchable(author.cookie, wren);
    await identify(id, others[1]?.cookie ?? '', robin);
    expect(await grade(id)).toBe('needs_id');
    await t.app.ctx.db.update(sightings).set({ speciesId: robin }).where(eq(sightings.id, id));
    const p = await panel(id);
    expect(p).toMatchObject({ qualityGrade: 'research', identifiers: 2, agreeing: 2 });
    expect(p.identifications.filter((i) => i.byAuthor).map((i) => i.isCurrent)).toEqual([true, false]);
  });

  it('withdraws only your own current identification', async () => {
    const id = await researchable(author.cookie, wren);
    const p = (await identify(id, others[2]?.cookie ?? '', wren)).json() as SightingIdentifications;
    expect(p.qualityGrade).toBe('research');
    const url = `/api/sightings/${id}/identification`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, ...as(others[3]?.cookie ?? '') })).statusCode).toBe(
      404,
    );
    const withdrawn = await t.app.inject({ method: 'DELETE', url, ...as(others[2]?.cookie ?? '') });
    expect(withdrawn.statusCode).toBe(200);
    const after = withdrawn.json() as SightingIdentifications;
    expect(after.identifications.find((i) => i.user.id === others[2]?.id)).toMatchObject({
      isCurrent: false,
    });
    expect((await t.app.inject({ method: 'DELETE', url, ...as(others[2]?.cookie ?? '') })).statusCode).toBe(
      404,
    );
    expect(await grade(id)).toBe('needs_id');
  });

  it('refuses bad input, unknown species, visitors and private sightings', async () => {
    const id = await researchable(author.cookie, null);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/sightings/${id}/identifications`,
      payload: { speciesId: wren },
    });
    expect(visitor.statusCode).toBe(401);
    const unknown = await identify(id, others[0]?.cookie ?? '', 2_000_000);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('speciesId');
    const long = await identify(id, others[0]?.cookie ?? '', wren, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    const hidden = await makeSighting(t.app, author.cookie, { isPublic: false });
    expect((await identify(hidden.id, others[0]?.cookie ?? '', wren)).statusCode).toBe(404);
    expect((await identify(hidden.id, author.cookie, wren)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/sightings/${hidden.id}/identifications` })).statusCode,
    ).toBe(404);
  });

  it('filters lists and the map to research grade', async () => {
    const id = await researchable(author.cookie, wren);
    const plain = await researchable(author.cookie, null);
    await identify(id, others[0]?.cookie ?? '', wren);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/sightings?quality=research&limit=100' })
    ).json() as Sighting[];
    expect(list.map((s) => s.id)).toContain(id);
    expect(list.map((s) => s.id)).not.toContain(plain);
    expect(list.every((s) => s.qualityGrade === 'research')).toBe(true);
    const all = (await t.app.inject({ method: 'GET', url: '/api/sightings?limit=100' })).json() as Sighting[];
    expect(all.map((s) => s.id)).toContain(plain);
    expect((await t.app.inject({ method: 'GET', url: '/api/sightings?quality=casual' })).statusCode).toBe(
      400,
    );
    const map = await t.app.inject({
      method: 'GET',
      url: '/api/map/sightings?bbox=-1,51,1,52&zoom=3&quality=research',
    });
    expect(map.statusCode).toBe(200);
    const body = map.json() as { total: number; points: { id: number }[] };
    const allMap = (
      await t.app.inject({ method: 'GET', url: '/api/map/sightings?bbox=-1,51,1,52&zoom=3' })
    ).json() as { total: number };
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(allMap.total);
    expect(body.points.map((p) => p.id)).not.toContain(plain);
  });
});

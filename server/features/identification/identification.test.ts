// AI identification end to end on the real database and the real vision process (COCO-SSD + MobileNetV2):
// confirmed sightings are embedded, a new shot of one of their animals is identified with the reasons, a photo
// with no animal is answered "no animal" with the species seen nearby, feedback is recorded, settings checked.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiIdentifications,
  photoEmbeddings,
  sightings,
  speciesDatabase,
  speciesRecognitionFeedback,
  users,
} from '../../db/schema';
import { createTestApp, fixturePhoto, makeUser, multipartBody, type TestApp } from '../../test/harness';
import { ensureAdminAccount } from '../admin/bootstrap';
import { DEMO_PHOTO_DIR, demoPhotoUrl } from '../demo/manifest';
import { EMBEDDING_MODEL, PhotoEmbedder } from './embeddings';

const SPECIES = [
  {
    file: 'ursus-maritimus-wa-polar_bear.webp',
    scientific: 'Ursus maritimus',
    common: 'Polar bear',
    category: 'mammals',
    lat: 58.77,
    lon: -94.17,
  },
  {
    file: 'giraffa-camelopardalis-wa-giraffe.webp',
    scientific: 'Giraffa camelopardalis',
    common: 'Giraffe',
    category: 'mammals',
    lat: -2.33,
    lon: 34.83,
  },
  {
    file: 'ara-macao-wa-scarlet_macaw.webp',
    scientific: 'Ara macao',
    common: 'Scarlet macaw',
    category: 'birds',
    lat: 10.3,
    lon: -84.8,
  },
  {
    file: 'pygoscelis-antarcticus-er-penguin.webp',
    scientific: 'Pygoscelis antarcticus',
    common: 'Chinstrap penguin',
    category: 'birds',
    lat: -62.2,
    lon: -58.9,
  },
] as const;

let t: TestApp;
let member: Awaited<ReturnType<typeof makeUser>>;
const speciesIds: number[] = [];
const sightingIds: number[] = [];

/** Another shot of the same animal: cropped, mirrored, brighter, re-encoded (not a copy of the stored photo). */
async function anotherShot(file: string): Promise<Buffer> {
  const source = fs.readFileSync(path.join(DEMO_PHOTO_DIR, file));
  const meta = await sharp(source).metadata();
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  return sharp(source)
    .extract({
      left: Math.round(w * 0.06),
      top: Math.round(h * 0.05),
      width: Math.round(w * 0.88),
      height: Math.round(h * 0.9),
    })
    .flop()
    .modulate({ brightness: 1.08 })
    .jpeg({ quality: 75 })
    .toBuffer();
}

function upload(photo: Buffer, fields: Record<string, string>, cookie: string) {
  const { payload, headers } = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'photo', value: { filename: 'shot.jpg', contentType: 'image/jpeg', data: photo } },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/identify/upload',
    headers: { ...headers, cookie },
    payload,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  member = await makeUser(t.app);
  const db = t.app.ctx.db;
  for (const s of SPECIES) {
    // The catalogue may already hold the species (loaded at start): reuse it.
    await db
      .insert(speciesDatabase)
      .values({
        slug: s.scientific.toLowerCase().replace(' ', '-'),
        scientificName: s.scientific,
        commonName: s.common,
        category: s.category,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: speciesDatabase.id })
      .from(speciesDatabase)
      .where(eq(speciesDatabase.scientificName, s.scientific));
    speciesIds.push(row?.id as number);
    const [sighting] = await db
      .insert(sightings)
      .values({
        userId: member.id,
        speciesName: s.common,
        category: s.category,
        speciesId: row?.id as number,
        photoUrl: demoPhotoUrl(s.file),
        latitude: String(s.lat),
        longitude: String(s.lon),
        dateSpotted: '2026-07-10',
        isPublic: true,
      })
      .returning({ id: sightings.id });
    sightingIds.push(sighting?.id as number);
  }
  const run = await new PhotoEmbedder(t.app.ctx).run();
  expect(run).toEqual({ embedded: SPECIES.length, removed: 0, failed: 0 });
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('identification', () => {
  it('names the animal of another shot of a confirmed photo, with the reasons', async () => {
    const res = await upload(
      await anotherShot('ursus-maritimus-wa-polar_bear.webp'),
      { latitude: '58.7', longitude: '-94.1', date: '2026-07-20' },
      member.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.status).toBe('identified');
    expect(result.candidates[0].scientificName).toBe('Ursus maritimus');
    expect(result.candidates[0].reasons).toEqual(
      expect.arrayContaining([
        { kind: 'similar_photos', count: expect.any(Number) },
        { kind: 'seen_nearby', count: 1, radiusKm: 50, month: 7 },
      ]),
    );
    expect(result.box).not.toBeNull();
    const [row] = await t.app.ctx.db
      .select()
      .from(aiIdentifications)
      .where(eq(aiIdentifications.id, result.id));
    expect(row?.processingStatus).toBe('completed');
    expect(row?.topPrediction).toBe('Ursus maritimus');
    expect(row?.identifier).toBe('similarity');
  }, 120_000);

  it('answers "no animal" for a photo without one, offering the species seen nearby', async () => {
    const res = await upload(
      fs.readFileSync(fixturePhoto('canon-dslr.jpg')),
      { latitude: '-2.3', longitude: '34.8', date: '2026-06-15' },
      member.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.status).toBe('no_animal');
    expect(result.candidates).toEqual([]);
    expect(result.nearby.map((n: { scientificName: string }) => n.scientificName)).toEqual([
      'Giraffa camelopardalis',
    ]);
  }, 120_000);

  it("queues a premium member's identification first (priority identification), by the plan read now", async () => {
    const priorityOf = async (cookie: string) => {
      const res = await upload(await anotherShot('ara-macao-wa-scarlet_macaw.webp'), {}, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.app.ctx.db
        .select({ priority: aiIdentifications.priority })
        .from(aiIdentifications)
        .where(eq(aiIdentifications.id, res.json().id));
      return row?.priority;
    };
    const explorer = await makeUser(t.app);
    expect(await priorityOf(explorer.cookie)).toBe('normal');
    await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, explorer.id));
    expect(await priorityOf(explorer.cookie)).toBe('high');
  }, 120_000);

  it('identifies a sighting without comparing it with its own photo', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/identify',
      headers: { cookie: member.cookie },
      payload: { sightingId: sightingIds[2] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    // Its own photo left out, the macaw's nearest confirmed photos are of other species: its position still
    // brings it in (seen nearby), never as "looks like".
    const macaw = result.candidates.find((c: { speciesId: number }) => c.speciesId === speciesIds[2]);
    expect(macaw?.reasons ?? []).not.toContainEqual(expect.objectContaining({ kind: 'similar_photos' }));
  }, 120_000);

  it('records the member feedback and keeps runs private', async () => {
    const first = await upload(
      await anotherShot('giraffa-camelopardalis-wa-giraffe.webp'),
      {},
      member.cookie,
    );
    const id = first.json().id as number;
    const corrected = await t.app.inject({
      method: 'POST',
      url: `/api/identifications/${id}/feedback`,
      headers: { cookie: member.cookie },
      payload: { kind: 'correct', speciesId: speciesIds[3] },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().feedback).toEqual({ kind: 'correct', speciesId: speciesIds[3] });
    const [row] = await t.app.ctx.db.select().from(aiIdentifications).where(eq(aiIdentifications.id, id));
    expect(row?.userCorrectedSpecies).toBe('Pygoscelis antarcticus');
    const feedback = await t.app.ctx.db
      .select()
      .from(speciesRecognitionFeedback)
      .where(eq(speciesRecognitionFeedback.identificationId, id));
    expect(feedback).toHaveLength(1);

    const unknownSpecies = await t.app.inject({
      method: 'POST',
      url: `/api/identifications/${id}/feedback`,
      headers: { cookie: member.cookie },
      payload: { kind: 'confirm', speciesId: 999_999 },
    });
    expect(unknownSpecies.statusCode).toBe(400);

    const other = await makeUser(t.app);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/identifications/${id}`,
      headers: { cookie: other.cookie },
    });
    expect(peek.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/identifications/${id}`,
      headers: { cookie: member.cookie },
    });
    expect(own.statusCode).toBe(200);
  }, 120_000);

  it('refuses what is not a photo, by its content', async () => {
    const res = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      {},
      member.cookie,
    );
    expect(res.statusCode).toBe(400);
  });

  it('drops the embedding of a sighting no longer public', async () => {
    const db = t.app.ctx.db;
    await db
      .update(sightings)
      .set({ isPublic: false })
      .where(eq(sightings.id, sightingIds[3] as number));
    const run = await new PhotoEmbedder(t.app.ctx).run();
    expect(run.removed).toBe(1);
    await db
      .update(sightings)
      .set({ isPublic: true })
      .where(eq(sightings.id, sightingIds[3] as number));
    expect((await new PhotoEmbedder(t.app.ctx).run()).embedded).toBe(1);
    expect(EMBEDDING_MODEL).toBe('mobilenet_v2-crop');
  }, 120_000);

  it('brings the index up to date in a job queued by the edit, not only at the next sweep', async () => {
    const db = t.app.ctx.db;
    const id = sightingIds[2] as number;
    const indexed = async () =>
      (await db.select().from(photoEmbeddings).where(eq(photoEmbeddings.sightingId, id))).length;
    expect(await indexed()).toBe(1);
    const edit = (isPublic: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/sightings/${id}`,
        headers: { cookie: member.cookie },
        payload: { isPublic },
      });
    expect((await edit(false)).statusCode).toBe(200);
    expect((await t.app.jobs.runOnce()).completed).toBeGreaterThanOrEqual(1);
    expect(await indexed()).toBe(0);
    expect((await edit(true)).statusCode).toBe(200);
    await t.app.jobs.runOnce();
    expect(await indexed()).toBe(1);
  }, 120_000);

  it('lets the administrator choose the ONNX identifier only with readable files', async () => {
    await ensureAdminAccount(t.app.ctx);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'Admin-Passw0rd' },
    });
    const auth = { authorization: `Bearer ${login.json().adminSessionToken}` };
    const current = await t.app.inject({ method: 'GET', url: '/api/admin/ai-settings', headers: auth });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ identifier: 'similarity', indexedPhotos: SPECIES.length });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/ai-settings',
      headers: auth,
      payload: {
        ...(current.json() as Record<string, unknown>),
        identifier: 'onnx',
        onnxModelPath: '/nonexistent/model.onnx',
        onnxLabelsPath: '/nonexistent/labels.txt',
      },
    });
    expect(missing.statusCode).toBe(400);
    const member403 = await t.app.inject({
      method: 'GET',
      url: '/api/admin/ai-settings',
      headers: { cookie: member.cookie },
    });
    expect(member403.statusCode).toBe(401);
  });
});

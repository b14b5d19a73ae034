// The authorization matrix's entries for the identification, request, life list, expertise and export routes
// (spread into MATRIX in server/http/authorization-matrix.support.ts), and the catalogue species they use.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { speciesDatabase } from '../../db/schema';
import {
  all,
  author,
  authorSighting,
  get,
  type Matrix,
  type MatrixRequest,
  s,
  signedIn,
  type World,
} from '../../http/authorization-matrix.world';

const SLUG = 'matrix-testus-identificatus';

/** A catalogue species for the tests' identifications, inserted once per database. */
export async function testSpecies(app: FastifyInstance): Promise<number> {
  const db = app.ctx.db;
  await db
    .insert(speciesDatabase)
    .values({ slug: SLUG, scientificName: 'Matrix testus', commonName: 'Matrix tester', category: 'birds' })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: speciesDatabase.id })
    .from(speciesDatabase)
    .where(eq(speciesDatabase.slug, SLUG));
  if (!row) throw new Error('test species missing');
  return row.id;
}

/** An open identification request on a fresh public sighting of the author. */
export async function authorRequest(w: World): Promise<{ sightingId: number; requestId: number }> {
  const sighting = await authorSighting(w);
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/sightings/${sighting.id}/identification-request`,
    headers: author(w).headers,
    payload: { note: 'Wren or dunnock?' },
  });
  if (res.statusCode !== 201) throw new Error(`request: ${res.statusCode} ${res.body}`);
  return { sightingId: sighting.id, requestId: res.json().id };
}

/** A fresh public sighting of the author that the author has identified (the withdraw route). */
async function authorIdentifiedSighting(w: World): Promise<number> {
  const sighting = await authorSighting(w);
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/sightings/${sighting.id}/identifications`,
    headers: author(w).headers,
    payload: { speciesId: await testSpecies(w.app) },
  });
  if (res.statusCode !== 201) throw new Error(`identification: ${res.statusCode} ${res.body}`);
  return sighting.id;
}

const onRequest =
  (path: (requestId: number) => string, payload?: (w: World) => Promise<Record<string, unknown>>) =>
  async (w: World): Promise<MatrixRequest> => {
    const { requestId } = await authorRequest(w);
    return { url: path(requestId), ...(payload ? { payload: await payload(w) } : {}) };
  };

export const IDENTIFICATION_MATRIX: Matrix = {
  'GET /api/sightings/:id/identifications': [
    {
      expect: all(200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w)).id}/identifications` }),
    },
    {
      name: 'a private sighting',
      expect: s(404, 404, 200, 404, 200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w, false)).id}/identifications` }),
    },
  ],
  'POST /api/sightings/:id/identifications': [
    {
      expect: signedIn(201),
      build: async (w) => ({
        url: `/api/sightings/${(await authorSighting(w)).id}/identifications`,
        payload: { speciesId: await testSpecies(w.app), comment: 'Cocked tail.' },
      }),
    },
    {
      name: 'a private sighting',
      expect: s(401, 404, 400, 404, 404),
      build: async (w) => ({
        url: `/api/sightings/${(await authorSighting(w, false)).id}/identifications`,
        payload: { speciesId: await testSpecies(w.app) },
      }),
    },
  ],
  'DELETE /api/sightings/:id/identification': [
    {
      // Everyone withdraws only their own: the others have none on the author's sighting.
      expect: s(401, 404, 200, 404, 404),
      build: async (w) => ({ url: `/api/sightings/${await authorIdentifiedSighting(w)}/identification` }),
    },
  ],
  'POST /api/sightings/:id/identification-request': [
    {
      expect: s(401, 403, 201, 403, 403),
      build: async (w) => ({
        url: `/api/sightings/${(await authorSighting(w)).id}/identification-request`,
        payload: {},
      }),
    },
  ],
  'GET /api/identification-requests': [{ expect: all(200), build: get('/api/identification-requests') }],
  'POST /api/identification-requests/:id/answers': [
    {
      // Nobody here holds an expert mark; the author may not answer their own request either.
      expect: s(401, 403, 403, 403, 403),
      build: onRequest(
        (id) => `/api/identification-requests/${id}/answers`,
        async (w) => ({ speciesId: await testSpecies(w.app) }),
      ),
    },
  ],
  'POST /api/identification-requests/:id/resolve': [
    {
      expect: s(401, 403, 200, 403, 403),
      build: onRequest(
        (id) => `/api/identification-requests/${id}/resolve`,
        async (w) => ({ speciesId: await testSpecies(w.app) }),
      ),
    },
  ],
  'POST /api/identification-requests/:id/close': [
    {
      expect: s(401, 403, 200, 403, 403),
      build: onRequest((id) => `/api/identification-requests/${id}/close`),
    },
  ],
  'GET /api/profiles/:id/life-list': [
    { expect: all(200), build: async (w) => ({ url: `/api/profiles/${author(w).id}/life-list` }) },
  ],
  'GET /api/profiles/:id/expertise': [
    { expect: all(200), build: async (w) => ({ url: `/api/profiles/${author(w).id}/expertise` }) },
  ],
};

// The authorization matrix's entries for the AI identification routes (spread into MATRIX in
// server/http/authorization-matrix.support.ts). Requests stop before the models where they can (a sighting
// without a photo, a body that is not a photo), so the matrix measures who may call, not the vision process.
import { aiIdentifications } from '../../db/schema';
import {
  adminOnly,
  author,
  authorSighting,
  get,
  type Matrix,
  s,
  signedIn,
  type World,
} from '../../http/authorization-matrix.world';
import { multipartBody } from '../../test/harness';
import { testSpecies } from '../identifications/authorization.support';

/** A finished run of the author's (written directly: the matrix is about access, not about the models). */
async function authorRun(w: World): Promise<number> {
  const [row] = await w.app.ctx.db
    .insert(aiIdentifications)
    .values({
      userId: author(w).id,
      identifier: 'similarity',
      processingStatus: 'completed',
      outcome: 'uncertain',
    })
    .returning({ id: aiIdentifications.id });
  if (!row) throw new Error('run not written');
  return row.id;
}

const SETTINGS = {
  identifier: 'similarity',
  minConfidence: 0.3,
  nearbyRadiusKm: 50,
  onnxModelPath: null,
  onnxLabelsPath: null,
  onnxInputSize: 224,
};

export const AI_IDENTIFICATION_MATRIX: Matrix = {
  'POST /api/identify': [
    {
      name: 'a public sighting without a photo: members reach the check',
      expect: signedIn(400),
      build: async (w) => ({ url: '/api/identify', payload: { sightingId: (await authorSighting(w)).id } }),
    },
    {
      name: 'a private sighting: only its author',
      expect: s(401, 404, 400, 404, 404),
      build: async (w) => ({
        url: '/api/identify',
        payload: { sightingId: (await authorSighting(w, false)).id },
      }),
    },
  ],
  'POST /api/identify/upload': [
    {
      name: 'text instead of a photo',
      expect: signedIn(400),
      build: async () => {
        const { payload, headers } = multipartBody([
          {
            name: 'photo',
            value: { filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.from('not a photo') },
          },
        ]);
        return { url: '/api/identify/upload', payload, headers };
      },
    },
  ],
  'GET /api/identifications/:id': [
    {
      expect: s(401, 404, 200, 404, 404),
      build: async (w) => get(`/api/identifications/${await authorRun(w)}`)(),
    },
  ],
  'POST /api/identifications/:id/feedback': [
    {
      expect: s(401, 404, 200, 404, 404),
      build: async (w) => ({
        url: `/api/identifications/${await authorRun(w)}/feedback`,
        payload: { kind: 'confirm', speciesId: await testSpecies(w.app) },
      }),
    },
  ],
  'GET /api/admin/ai-settings': [{ expect: adminOnly(200), build: get('/api/admin/ai-settings') }],
  'PUT /api/admin/ai-settings': [
    { expect: adminOnly(200), build: async () => ({ url: '/api/admin/ai-settings', payload: SETTINGS }) },
  ],
};

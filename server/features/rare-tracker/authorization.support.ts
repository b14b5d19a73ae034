// The authorization matrix's entries for the rare tracker (spread into MATRIX in
// server/http/authorization-matrix.support.ts): reading is public, watching and verifying need a member, and
// the reporter (the author role) may not verify their own record.
import type { FastifyInstance } from 'fastify';
import { rareSightings } from '../../db/schema';
import {
  all,
  author,
  get,
  type Matrix,
  s,
  signedIn,
  type World,
} from '../../http/authorization-matrix.world';
import { clearAlertsOf } from '../location-alerts/authorization.support';

/** A fresh rare sighting record reported by `reporterId`, inserted as the tracker's job would write it. */
export async function insertRareSighting(app: FastifyInstance, reporterId: number): Promise<number> {
  const [row] = await app.ctx.db
    .insert(rareSightings)
    .values({
      speciesName: 'Matrix snow leopard',
      category: 'mammals',
      region: 'Ladakh',
      location: 'Ladakh',
      countryCode: 'IN',
      latitude: 34.1526,
      longitude: 77.5771,
      lastSeenDate: new Date('2024-05-01T12:00:00Z'),
      rarityLevel: 'very_rare',
      reportedBy: reporterId,
    })
    .returning({ id: rareSightings.id });
  if (!row) throw new Error('no rare sighting');
  return row.id;
}

const authorRecord = (w: World) => insertRareSighting(w.app, author(w).id);

export const RARE_TRACKER_MATRIX: Matrix = {
  'GET /api/rare-sightings': [{ expect: all(200), build: get('/api/rare-sightings?sort=most_sighted') }],
  'GET /api/rare-sightings/:id': [
    {
      expect: all(200),
      build: async (w) => ({ url: `/api/rare-sightings/${await authorRecord(w)}` }),
    },
    { name: 'an unknown record', expect: all(404), build: get('/api/rare-sightings/2147483000') },
  ],
  'POST /api/rare-sightings/:id/watch': [
    {
      expect: signedIn(200),
      build: async (w, role) => {
        // A new watch counts against the free plan's alerts: the role's earlier ones go first.
        await clearAlertsOf(w, role);
        return {
          url: `/api/rare-sightings/${await authorRecord(w)}/watch`,
          payload: { alertRadius: 80, emailEnabled: true, pushEnabled: false },
        };
      },
    },
  ],
  'DELETE /api/rare-sightings/:id/watch': [
    {
      expect: signedIn(200),
      build: async (w) => ({ url: `/api/rare-sightings/${await authorRecord(w)}/watch` }),
    },
  ],
  'POST /api/rare-sightings/:id/verifications': [
    {
      // The author reported the record: their own verdict is refused.
      expect: s(401, 200, 403, 200, 200),
      build: async (w) => ({
        url: `/api/rare-sightings/${await authorRecord(w)}/verifications`,
        payload: {
          verificationStatus: 'confirmed',
          expertiseLevel: 'expert',
          verificationNotes: 'Seen it too.',
        },
      }),
    },
  ],
};

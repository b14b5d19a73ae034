// The authorization matrix's entries for location alerts (spread into MATRIX in
// server/http/authorization-matrix.support.ts): every alert is its owner's alone; to anyone else it does not
// exist (404, not 403: its existence is not theirs to learn), the administrator included.
import { eq } from 'drizzle-orm';
import { alertTriggers, locationAlerts, migrationAlerts, rareSpeciesWatchers } from '../../db/schema';
import {
  author,
  authorSighting,
  get,
  type Matrix,
  type Role,
  s,
  signedIn,
  type World,
} from '../../http/authorization-matrix.world';

const ALERT = { alertName: 'Matrix patch', latitude: 57.2, longitude: -3.8 };

/**
 * Starts the role's alerts of every kind afresh (location alerts, migration alerts, rare tracker watches share one
 * allowance), so a free member's limit of 2 never answers instead of the rule tested.
 */
export async function clearAlertsOf(w: World, role: Role): Promise<void> {
  if (role === 'visitor') return;
  const userId = w.principals[role].id;
  await w.app.ctx.db.delete(locationAlerts).where(eq(locationAlerts.userId, userId));
  await w.app.ctx.db.delete(migrationAlerts).where(eq(migrationAlerts.userId, userId));
  await w.app.ctx.db.delete(rareSpeciesWatchers).where(eq(rareSpeciesWatchers.userId, userId));
}

async function authorAlert(w: World): Promise<number> {
  await clearAlertsOf(w, 'author');
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/location-alerts',
    headers: author(w).headers,
    payload: ALERT,
  });
  if (res.statusCode !== 201) throw new Error(`alert: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** A match of the author's alert, as the matching job records it; its key. */
async function authorMatch(w: World): Promise<string> {
  const alertId = await authorAlert(w);
  const sighting = await authorSighting(w);
  const [row] = await w.app.ctx.db
    .insert(alertTriggers)
    .values({
      locationAlertId: alertId,
      userId: author(w).id,
      sightingId: sighting.id,
      triggerData: { distanceKm: 1, reasons: [] },
      speciesKey: 'eurasian wren',
      relevanceScore: 75,
      delivery: 'sent',
    })
    .returning({ id: alertTriggers.id });
  if (!row) throw new Error('no trigger');
  return `${alertId}-${sighting.id}`;
}

/** The author's own; anyone else signed in finds nothing. */
const ownerElse404 = (status: number) => s(401, 404, status, 404, 404);

export const LOCATION_ALERT_MATRIX: Matrix = {
  'GET /api/location-alerts': [{ expect: signedIn(200), build: get('/api/location-alerts') }],
  'GET /api/alert-allowance': [{ expect: signedIn(200), build: get('/api/alert-allowance') }],
  'POST /api/location-alerts': [
    {
      expect: signedIn(201),
      build: async (w, role) => {
        await clearAlertsOf(w, role);
        return { url: '/api/location-alerts', payload: ALERT };
      },
    },
  ],
  'GET /api/location-alerts/:id': [
    {
      expect: ownerElse404(200),
      build: async (w) => ({ url: `/api/location-alerts/${await authorAlert(w)}` }),
    },
  ],
  'PATCH /api/location-alerts/:id': [
    {
      expect: ownerElse404(200),
      build: async (w) => ({
        url: `/api/location-alerts/${await authorAlert(w)}`,
        payload: { radiusKm: 25, quietHours: { start: '22:00', end: '06:00' } },
      }),
    },
  ],
  'DELETE /api/location-alerts/:id': [
    {
      expect: ownerElse404(200),
      build: async (w) => ({ url: `/api/location-alerts/${await authorAlert(w)}` }),
    },
  ],
  'GET /api/location-alerts/:id/triggers': [
    {
      expect: ownerElse404(200),
      build: async (w) => ({ url: `/api/location-alerts/${await authorAlert(w)}/triggers` }),
    },
  ],
  'POST /api/alert-matches/:key/viewed': [
    {
      expect: ownerElse404(200),
      build: async (w) => ({ url: `/api/alert-matches/${await authorMatch(w)}/viewed` }),
    },
  ],
};

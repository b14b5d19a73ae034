// The authorization matrix's entries for field mode (spread into MATRIX in
// server/http/authorization-matrix.support.ts): the checklist is public (naming its language, the same answer for
// everyone); the recent species are the signed-in member's own; setting a like follows the toggle's rules.
import { all, authorSighting, get, type Matrix, s, signedIn } from '../../http/authorization-matrix.world';

export const FIELD_MATRIX: Matrix = {
  'GET /api/field/checklist': [
    { expect: all(200), build: get('/api/field/checklist?lat=51.5&lng=-0.12&radiusKm=25&month=6&lang=en') },
    { name: 'no place', expect: all(400), build: get('/api/field/checklist?radiusKm=25') },
  ],
  'GET /api/field/recent-species': [{ expect: signedIn(200), build: get('/api/field/recent-species') }],
  'PUT /api/sightings/:id/like': [
    {
      expect: signedIn(200),
      build: async (w) => ({
        url: `/api/sightings/${(await authorSighting(w)).id}/like`,
        payload: { liked: true },
      }),
    },
    {
      name: 'a private sighting',
      expect: s(401, 404, 200, 404, 404),
      build: async (w) => ({
        url: `/api/sightings/${(await authorSighting(w, false)).id}/like`,
        payload: { liked: true },
      }),
    },
  ],
};

// The authorization matrix's entries for discovery (spread into MATRIX in
// server/http/authorization-matrix.support.ts): the plain view is public; the enhanced view answers a visitor
// 401 and a signed-in member without Premium 403 (the administrator's member account has a paid tier).
import { all, get, type Matrix, s } from '../../http/authorization-matrix.world';

export const DISCOVERY_MATRIX: Matrix = {
  'GET /api/discovery': [
    // Naming its language, the answer is public: the matrix checks it is the same for every role.
    { expect: all(200), build: get('/api/discovery?lat=51.5&lng=-0.12&lang=en') },
    {
      name: 'a location',
      expect: all(200),
      build: get('/api/discovery?location=yellowstone-national-park&month=6'),
    },
    { name: 'an unknown location', expect: all(404), build: get('/api/discovery?location=atlantis') },
    { name: 'no place', expect: all(400), build: get('/api/discovery?radiusKm=50') },
  ],
  'GET /api/discovery/enhanced': [
    {
      expect: s(401, 403, 403, 200, 200),
      build: get(
        '/api/discovery/enhanced?lat=51.5&lng=-0.12&rarity=rare,very_rare&timeOfDay=dawn&notRecordedByMe=true',
      ),
    },
  ],
};

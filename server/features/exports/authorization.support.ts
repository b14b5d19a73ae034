// The authorization matrix's entry for the Darwin Core export (spread into MATRIX in
// server/http/authorization-matrix.support.ts): open to everyone, like the sightings it holds.
import { all, get, type Matrix } from '../../http/authorization-matrix.world';

export const EXPORT_MATRIX: Matrix = {
  'GET /api/exports/dwca': [
    { expect: all(200), build: get('/api/exports/dwca') },
    {
      name: 'one category since a date',
      expect: all(200),
      build: get('/api/exports/dwca?category=birds&since=2024-01-01'),
    },
    { name: 'a bad date', expect: all(400), build: get('/api/exports/dwca?since=yesterday') },
  ],
};

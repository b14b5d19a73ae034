// The authorization matrix's entries for /analytics (spread into MATRIX in
// server/http/authorization-matrix.support.ts): every signed-in member reads their own last 30 days; the 90 and
// 365 day ranges and the CSV export are Premium Explorer's (the matrix's administrator's member account is Premium).
import { get, type Matrix, s, signedIn } from '../../http/authorization-matrix.world';

export const ANALYTICS_MATRIX: Matrix = {
  'GET /api/me/analytics': [
    { expect: signedIn(200), build: get('/api/me/analytics?days=30') },
    { name: 'a Premium range', expect: s(401, 403, 403, 200, 200), build: get('/api/me/analytics?days=365') },
  ],
  'GET /api/me/analytics/export.csv': [
    { expect: s(401, 403, 403, 200, 200), build: get('/api/me/analytics/export.csv?days=90') },
  ],
};

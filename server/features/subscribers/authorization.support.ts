// The authorization matrix's entries for the operator's subscribers pages (spread into MATRIX in
// server/http/authorization-matrix.support.ts): the list, its revenue summary and the CSV export are for the
// administrator's bearer token alone; the permission flags (viewRevenue, manageUsers) are tested in
// subscribers.test.ts, since the matrix's administrator has every flag.
import { adminOnly, get, type Matrix } from '../../http/authorization-matrix.world';

export const SUBSCRIBER_MATRIX: Matrix = {
  'GET /api/admin/subscribers': [
    { expect: adminOnly(200), build: get('/api/admin/subscribers?status=active&sort=username') },
  ],
  'GET /api/admin/subscribers/summary': [
    { expect: adminOnly(200), build: get('/api/admin/subscribers/summary') },
  ],
  'GET /api/admin/subscribers/export.csv': [
    { expect: adminOnly(200), build: get('/api/admin/subscribers/export.csv?provider=sandbox') },
  ],
};

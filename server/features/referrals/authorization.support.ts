// The authorization matrix's entries for referrals (spread into MATRIX in server/http/authorization-matrix.support.ts):
// the member's own summary needs a session, the gift card offer is public (progress only for a member), the
// administrator's overview needs the bearer token (and the manageUsers or viewRevenue flag: referrals.test.ts).
import { adminOnly, all, get, type Matrix, signedIn } from '../../http/authorization-matrix.world';

export const REFERRAL_MATRIX: Matrix = {
  'GET /api/referrals/me': [{ expect: signedIn(200), build: get('/api/referrals/me') }],
  'GET /api/gift-card-offer': [{ expect: all(200), build: get('/api/gift-card-offer') }],
  'GET /api/admin/referrals': [
    { expect: adminOnly(200), build: get('/api/admin/referrals?sort=conversions&pageSize=10') },
  ],
};

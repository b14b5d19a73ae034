// The authorization matrix's entries for Premium Explorer (spread into MATRIX in
// server/http/authorization-matrix.support.ts): every route is the signed-in member's own plan. The matrix's
// members have no paid subscription, so cancelling, resuming and the portal answer 409 to all of them; the
// premium member (and the administrator, a professional) already have premium and may not check out again.
import { get, type Matrix, s, signedIn } from '../../http/authorization-matrix.world';

const noSubscription = s(401, 409, 409, 409, 409);

export const SUBSCRIPTION_MATRIX: Matrix = {
  'GET /api/subscription': [{ expect: signedIn(200), build: get('/api/subscription') }],
  'POST /api/subscription/checkout': [
    {
      expect: s(401, 200, 200, 409, 409),
      build: async () => ({ url: '/api/subscription/checkout', payload: { method: 'card' } }),
    },
  ],
  'POST /api/subscription/cancel': [{ expect: noSubscription, build: get('/api/subscription/cancel') }],
  'POST /api/subscription/resume': [{ expect: noSubscription, build: get('/api/subscription/resume') }],
  'POST /api/subscription/portal': [{ expect: noSubscription, build: get('/api/subscription/portal') }],
};

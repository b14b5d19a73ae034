// The authorization matrix's entries for payments (spread into MATRIX in server/http/authorization-matrix.support.ts):
// a payment and its test-mode checkout are their member's alone (404 to anyone else, the administrator's member
// session included); webhooks need no session, only the provider's signature; the administrator's list and
// refunds need the bearer token.
import { payments } from '../../db/schema';
import {
  adminOnly,
  all,
  author,
  get,
  type Matrix,
  next,
  s,
  signedIn,
  type World,
} from '../../http/authorization-matrix.world';
import { checkoutIdOf, signedEvent } from './payments.support';

/** The author's pending premium checkout (a second call within 30 minutes answers the same one). */
async function authorCheckout(w: World): Promise<{ paymentId: number; checkoutId: string }> {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/subscription/checkout',
    headers: author(w).headers,
    payload: { method: 'card' },
  });
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const { paymentId, redirectUrl } = res.json() as { paymentId: number; redirectUrl: string };
  return { paymentId, checkoutId: checkoutIdOf(redirectUrl) };
}

/** A paid payment of the author's (no subscription behind it), for the refund route. */
async function authorPaidPayment(w: World): Promise<number> {
  const [row] = await w.app.ctx.db
    .insert(payments)
    .values({
      userId: author(w).id,
      purpose: 'premium_subscription',
      provider: 'sandbox',
      method: 'card',
      currency: 'USD',
      amountMinor: 499,
      status: 'succeeded',
      description: 'WildLens Premium Explorer, monthly',
      providerPaymentId: `pi_sbx_matrix${next()}`,
      paidAt: w.app.ctx.clock(),
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('no payment');
  return row.id;
}

const ownerElse404 = (status: number) => s(401, 404, status, 404, 404);

export const PAYMENT_MATRIX: Matrix = {
  'GET /api/payments/options': [{ expect: all(200), build: get('/api/payments/options?language=ja') }],
  'GET /api/payments': [{ expect: signedIn(200), build: get('/api/payments') }],
  'GET /api/payments/:id': [
    {
      expect: ownerElse404(200),
      build: async (w) => ({ url: `/api/payments/${(await authorCheckout(w)).paymentId}` }),
    },
  ],
  'GET /api/payments/sandbox/:checkoutId': [
    {
      expect: ownerElse404(200),
      build: async (w) => ({ url: `/api/payments/sandbox/${(await authorCheckout(w)).checkoutId}` }),
    },
  ],
  'POST /api/payments/sandbox/:checkoutId/pay': [
    {
      // A declined card: the author stays free, the checkout stays open for the next role.
      name: 'a declined test card',
      expect: ownerElse404(200),
      build: async (w) => ({
        url: `/api/payments/sandbox/${(await authorCheckout(w)).checkoutId}/pay`,
        payload: { method: 'card', cardNumber: '4000000000000002', expiry: '12/34', cvc: '123' },
      }),
    },
  ],
  'POST /api/payments/webhooks/:provider': [
    {
      name: 'a signed sandbox event, whoever sends it',
      expect: all(200),
      build: async (w) => {
        const event = signedEvent(
          w.app,
          'customer.created',
          { id: `cus_sbx_matrix${next()}` },
          w.app.ctx.clock(),
        );
        return {
          url: '/api/payments/webhooks/sandbox',
          payload: event.rawBody,
          headers: { 'content-type': 'application/json', ...(event.headers as Record<string, string>) },
        };
      },
    },
    {
      name: 'no signature',
      expect: all(400),
      build: async () => ({
        url: '/api/payments/webhooks/sandbox',
        payload: '{"id":"evt_forged"}',
        headers: { 'content-type': 'application/json' },
      }),
    },
  ],
  'GET /api/admin/payments': [{ expect: adminOnly(200), build: get('/api/admin/payments?status=succeeded') }],
  'POST /api/admin/payments/:id/refund': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/payments/${await authorPaidPayment(w)}/refund`,
        payload: { reason: 'requested_by_customer' },
      }),
    },
  ],
};

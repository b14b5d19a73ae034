// The authorization matrix's entries for the print shop (spread into MATRIX in
// server/http/authorization-matrix.support.ts): the shop and the options are everyone's; creating a product is
// a premium member's, from their own photo sighting; a product is edited and deleted by its artist alone (404 to
// anyone else, the administrator's member session included); orders need a session; the administrators' routes
// need the bearer token (and the manageProducts flag, tested in prints.test.ts).
import { eq } from 'drizzle-orm';
import { payments, printOrders, printProducts } from '../../db/schema';
import {
  adminOnly,
  all,
  author,
  get,
  type Matrix,
  next,
  type Role,
  s,
  signedIn,
  type World,
} from '../../http/authorization-matrix.world';
import { ADDRESS, optionNamed, photoSighting } from './prints.support';

function principal(w: World, role: Role) {
  const who = role === 'visitor' ? author(w) : w.principals[role];
  return { id: who.id, cookie: who.headers.cookie ?? '' };
}

/** A product of the author's (written directly: the author is not premium). */
async function authorProduct(w: World): Promise<number> {
  const sightingId = await photoSighting(w.app, principal(w, 'author'), 1800, 2500);
  const [row] = await w.app.ctx.db
    .insert(printProducts)
    .values({ sightingId, userId: author(w).id, title: 'Matrix print', basePrice: 3000 })
    .returning({ id: printProducts.id });
  if (!row) throw new Error('no product');
  return row.id;
}

/** A paid order of the member's for the author's product, with a succeeded sandbox payment behind it. */
async function paidOrder(w: World): Promise<number> {
  const productId = await authorProduct(w);
  const option = await optionNamed(w.app, 'A4');
  const [payment] = await w.app.ctx.db
    .insert(payments)
    .values({
      userId: w.principals.member.id,
      purpose: 'print_order',
      provider: 'sandbox',
      method: 'card',
      currency: 'USD',
      amountMinor: 3000,
      status: 'succeeded',
      description: 'WildLens print',
      providerPaymentId: `pi_sbx_printmatrix${next()}`,
      paidAt: w.app.ctx.clock(),
    })
    .returning({ id: payments.id });
  const [order] = await w.app.ctx.db
    .insert(printOrders)
    .values({
      userId: w.principals.member.id,
      productId,
      optionId: option.id,
      unitPrice: 3000,
      totalPrice: 3000,
      artistCommission: 70,
      artistEarnings: 2100,
      shippingAddress: { ...ADDRESS, country: 'GB' },
      orderStatus: 'paid',
      paymentId: payment?.id,
      paidAt: w.app.ctx.clock(),
    })
    .returning({ id: printOrders.id });
  if (!order || !payment) throw new Error('no order');
  await w.app.ctx.db.update(payments).set({ referenceId: order.id }).where(eq(payments.id, payment.id));
  return order.id;
}

/** The author's product, anyone else finds nothing. */
const ownerElse404 = (status: number) => s(401, 404, status, 404, 404);

export const PRINT_MATRIX: Matrix = {
  'GET /api/print-products': [{ expect: all(200), build: get('/api/print-products?tag=birds') }],
  'GET /api/print-products/mine': [{ expect: signedIn(200), build: get('/api/print-products/mine') }],
  'GET /api/print-products/:id': [
    { expect: all(200), build: async (w) => ({ url: `/api/print-products/${await authorProduct(w)}` }) },
  ],
  'POST /api/print-products': [
    {
      // Each role offers its own photo sighting: only premium members (the administrator's member is one) sell prints.
      expect: s(401, 403, 403, 201, 201),
      build: async (w, role) => ({
        url: '/api/print-products',
        payload: {
          sightingId: await photoSighting(w.app, principal(w, role)),
          title: 'Kingfisher',
          basePrice: 2500,
        },
      }),
    },
    {
      name: "another member's sighting",
      expect: s(401, 403, 403, 403, 403),
      build: async (w) => ({
        url: '/api/print-products',
        payload: {
          sightingId: await photoSighting(w.app, principal(w, 'author')),
          title: 'Not mine',
          basePrice: 2500,
        },
      }),
    },
  ],
  'PUT /api/print-products/:id': [
    {
      expect: ownerElse404(200),
      build: async (w) => ({
        url: `/api/print-products/${await authorProduct(w)}`,
        payload: { title: 'Renamed' },
      }),
    },
  ],
  'DELETE /api/print-products/:id': [
    {
      expect: ownerElse404(200),
      build: async (w) => ({ url: `/api/print-products/${await authorProduct(w)}` }),
    },
  ],
  'GET /api/print-options': [{ expect: all(200), build: get('/api/print-options') }],
  'POST /api/print-orders': [
    {
      expect: signedIn(201),
      build: async (w) => ({
        url: '/api/print-orders',
        payload: {
          productId: await authorProduct(w),
          optionId: (await optionNamed(w.app, 'A4')).id,
          quantity: 1,
          shippingAddress: ADDRESS,
        },
      }),
    },
  ],
  'GET /api/print-orders': [{ expect: signedIn(200), build: get('/api/print-orders') }],
  'GET /api/print-sales': [{ expect: signedIn(200), build: get('/api/print-sales') }],
  'GET /api/admin/print-options': [{ expect: adminOnly(200), build: get('/api/admin/print-options') }],
  'POST /api/admin/print-options': [
    {
      expect: adminOnly(201),
      build: async () => ({
        url: '/api/admin/print-options',
        payload: {
          size: `M${next()}`,
          widthMm: 200,
          heightMm: 300,
          material: 'canvas',
          finishType: 'satin',
          priceAdjustment: 1000,
        },
      }),
    },
  ],
  'PUT /api/admin/print-options/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/print-options/${(await optionNamed(w.app, 'A4')).id}`,
        payload: { isActive: true },
      }),
    },
  ],
  'GET /api/admin/print-orders': [
    { expect: adminOnly(200), build: get('/api/admin/print-orders?status=paid') },
  ],
  'POST /api/admin/print-orders/:id/status': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/print-orders/${await paidOrder(w)}/status`,
        payload: { status: 'in_production' },
      }),
    },
  ],
  'POST /api/admin/print-orders/:id/refund': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/print-orders/${await paidOrder(w)}/refund`,
        payload: { reason: 'Matrix' },
      }),
    },
  ],
  'GET /api/admin/print-orders/:id/print-file': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/print-orders/${await paidOrder(w)}/print-file` }),
    },
  ],
};

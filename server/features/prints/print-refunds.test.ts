// A payment that succeeds for a print order already paid (its checkout open in two tabs, both paid) or closed
// (cancelled meanwhile): it buys nothing, is refunded through the payments interface and recorded, the order and
// the product's totals count one sale, and the buyer is told by e-mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, printOrders, printProducts, refunds } from '../../db/schema';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { checkoutIdOf, mailsTo, pay, runJobs } from '../payments/payments.support';
import { adminHeaders } from '../sightings/social.support';
import { ADDRESS, makePremium, optionNamed, photoSighting } from './prints.support';

type Member = Awaited<ReturnType<typeof makeUser>>;
let t: TestApp;
let artist: Member;
let buyer: Member;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  artist = await makeUser(t.app);
  buyer = await makeUser(t.app);
  await makePremium(t.app, artist.id);
}, 60_000);
afterAll(async () => t?.close());

async function orderWithTwoCheckouts(basePrice: number) {
  const sightingId = await photoSighting(t.app, artist);
  const product = await t.app.inject({
    method: 'POST',
    url: '/api/print-products',
    headers: { cookie: artist.cookie },
    payload: { sightingId, title: 'Spoonbills at dusk', basePrice },
  });
  expect(product.statusCode, product.body).toBe(201);
  const productId = product.json().id as number;
  const option = await optionNamed(t.app, 'A5');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/print-orders',
    headers: { cookie: buyer.cookie },
    payload: { productId, optionId: option.id, quantity: 1, shippingAddress: ADDRESS },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { order, checkout } = res.json() as {
    order: { id: number; totalPrice: number };
    checkout: { paymentId: number; redirectUrl: string };
  };
  // The same order's checkout opened again elsewhere (another tab, the other method): a second payment for it.
  const again = await t.app.ctx.payments.startCheckout({
    userId: buyer.id,
    purpose: 'print_order',
    referenceId: order.id,
    method: 'paypal',
    language: 'en',
    successPath: '/user/print-orders',
    cancelPath: `/print/${productId}`,
    itemPrice: { amountMinor: order.totalPrice, currency: 'USD', description: 'WildLens print' },
  });
  expect(again.paymentId).not.toBe(checkout.paymentId);
  return { productId, order, first: checkout, second: again };
}

async function refundsOf(paymentId: number) {
  return t.app.ctx.db.select().from(refunds).where(eq(refunds.originalPaymentId, paymentId));
}

describe('an extra payment for a print order', () => {
  it('of an order already paid is refunded and recorded; one sale; the buyer is told', async () => {
    const { productId, order, first, second } = await orderWithTwoCheckouts(2500);
    expect((await pay(t.app, buyer, checkoutIdOf(first.redirectUrl))).json().status).toBe('succeeded');
    expect((await pay(t.app, buyer, checkoutIdOf(second.redirectUrl), 'paypal')).json().status).toBe(
      'succeeded',
    );
    await runJobs(t.app);

    const [row] = await t.app.ctx.db.select().from(printOrders).where(eq(printOrders.id, order.id));
    expect(row).toMatchObject({ orderStatus: 'paid', paymentId: first.paymentId });
    const [product] = await t.app.ctx.db.select().from(printProducts).where(eq(printProducts.id, productId));
    expect(product).toMatchObject({ totalSales: 1, revenue: 2500 });
    const [stray] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, second.paymentId));
    expect(stray).toMatchObject({ status: 'refunded', refundedMinor: 2500 });
    const [kept] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, first.paymentId));
    expect(kept?.status).toBe('succeeded');
    const recorded = await refundsOf(second.paymentId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ amount: 2500, refundStatus: 'succeeded', reason: 'duplicate' });
    expect(await refundsOf(first.paymentId)).toHaveLength(0);

    const told = mailsTo(t, buyer.email).filter((m) => m.subject.includes('extra payment'));
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(
      `Your print order #${order.id} was already paid or closed, so your extra payment of $25.00 was refunded in full.`,
    );
    // The artist hears of one sale only.
    expect(mailsTo(t, artist.email).filter((m) => m.text.includes(`order #${order.id})`))).toHaveLength(1);
  });

  it('of an order cancelled meanwhile is refunded too, and the order stays cancelled', async () => {
    const { productId, order, first } = await orderWithTwoCheckouts(3100);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/print-orders/${order.id}/status`,
      headers: await adminHeaders(t.app),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await pay(t.app, buyer, checkoutIdOf(first.redirectUrl))).json().status).toBe('succeeded');
    await runJobs(t.app);
    const [row] = await t.app.ctx.db.select().from(printOrders).where(eq(printOrders.id, order.id));
    expect(row).toMatchObject({ orderStatus: 'cancelled', paymentId: null });
    const [product] = await t.app.ctx.db.select().from(printProducts).where(eq(printProducts.id, productId));
    expect(product).toMatchObject({ totalSales: 0, revenue: 0 });
    const [payment] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, first.paymentId));
    expect(payment?.status).toBe('refunded');
    expect(await refundsOf(first.paymentId)).toHaveLength(1);
  });
});

// The print shop end to end on the real database (issue 15 item 1): premium-only products from one's own photo
// sightings, the server's price, the 150 dpi refusal, the watermarked preview, payment -> paid with exact
// totals (50 orders at once), a replayed webhook, status transitions, the administrators' permission, e-mails.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, printOrders, printProducts } from '../../db/schema';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import {
  CARDS,
  checkoutIdOf,
  mailsTo,
  pay,
  postWebhook,
  runJobs,
  signedEvent,
} from '../payments/payments.support';
import { adminHeaders, withAdminPermissions } from '../sightings/social.support';
import { ADDRESS, makePremium, optionNamed, photoSighting } from './prints.support';

let t: TestApp;
type Member = Awaited<ReturnType<typeof makeUser>>;
let artist: Member;
let buyer: Member;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  artist = await makeUser(t.app);
  buyer = await makeUser(t.app);
  await makePremium(t.app, artist.id);
}, 60_000);
afterAll(async () => t?.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function product(basePrice = 4000, width = 1800, height = 2500): Promise<number> {
  const sightingId = await photoSighting(t.app, artist, width, height);
  const res = await inject('POST', '/api/print-products', artist.cookie, {
    sightingId,
    title: 'Heron at dawn',
    description: 'Grey heron, misty river',
    basePrice,
    tags: ['birds', 'heron'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function order(productId: number, size = 'A3', extra: object = {}, who: Member = buyer) {
  const option = await optionNamed(t.app, size);
  return inject('POST', '/api/print-orders', who.cookie, {
    productId,
    optionId: option.id,
    quantity: 1,
    shippingAddress: ADDRESS,
    ...extra,
  });
}

function completed(paymentId: number, at: Date) {
  return signedEvent(
    t.app,
    'checkout.session.completed',
    {
      id: `cs_sbx_${paymentId}`,
      metadata: { payment_id: String(paymentId) },
      payment_intent: `pi_sbx_print${paymentId}`,
      subscription: null,
      customer: 'cus_sbx_test',
      current_period_end: null,
    },
    at,
  );
}

describe('print products', () => {
  it('lets only premium members create, only from their own published photo sightings', async () => {
    const free = await makeUser(t.app);
    const freeSighting = await photoSighting(t.app, free);
    const body = { sightingId: freeSighting, title: 'Fox', basePrice: 3000 };
    const refused = await inject('POST', '/api/print-products', free.cookie, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Premium/);
    const notOwn = await inject('POST', '/api/print-products', artist.cookie, body);
    expect(notOwn.statusCode).toBe(403);
    expect((await inject('POST', '/api/print-products', undefined, body)).statusCode).toBe(401);
  });

  it('makes a small preview with a watermark and lists it publicly; PUT/DELETE own only', async () => {
    const id = await product();
    const detail = await inject('GET', `/api/print-products/${id}`);
    expect(detail.statusCode).toBe(200);
    const key = new URL(detail.json().previewUrl, 'http://x').pathname.replace(/^\/media\//, '');
    const chunks: Buffer[] = [];
    for await (const c of await t.app.ctx.media.get(key)) chunks.push(c as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(800);
    expect(meta.format).toBe('webp');
    const list = await inject('GET', '/api/print-products?tag=heron');
    expect(list.json().products.some((p: { id: number }) => p.id === id)).toBe(true);
    const byArtist = await inject('GET', `/api/print-products?artist=${artist.username}`);
    expect(byArtist.json().products.length).toBeGreaterThan(0);
    expect(
      (await inject('PUT', `/api/print-products/${id}`, buyer.cookie, { title: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', `/api/print-products/${id}`, buyer.cookie)).statusCode).toBe(404);
    const edited = await inject('PUT', `/api/print-products/${id}`, artist.cookie, { title: 'Heron, dawn' });
    expect(edited.json().title).toBe('Heron, dawn');
  });
});

describe('print orders', () => {
  it('prices on the server: a price the client sends is refused, the server computes it', async () => {
    const id = await product(4000);
    const priced = await order(id, 'A3', { totalPrice: 1, unitPrice: 1 });
    expect(priced.statusCode).toBe(400);
    const res = await order(id, 'A3', { quantity: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const { order: o, checkout } = res.json();
    // A3 adds 2000 cents: (4000 + 2000) x 2; the artist's 70%.
    expect(o.totalPrice).toBe(12_000);
    expect(o.artistEarnings).toBe(8_400);
    expect(o.orderStatus).toBe('pending');
    expect(o.shippingAddress.country).toBe('GB');
    expect(checkout.redirectUrl).toContain('/stripe-checkout');
    const [payment] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, checkout.paymentId));
    expect(payment?.amountMinor).toBe(12_000);
    expect(payment?.currency).toBe('USD');
  });

  it('refuses a size the original cannot print at 150 dpi with a clear message', async () => {
    const id = await product(4000, 1800, 2500);
    const res = await order(id, 'A2');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/too low for a A2 print: it needs at least 2481x3508 pixels/);
    expect((await order(id, 'A3')).statusCode).toBe(201);
  });

  it('refuses a bad country code', async () => {
    const id = await product();
    const res = await order(id, 'A4', { shippingAddress: { ...ADDRESS, country: 'Britain' } });
    expect(res.statusCode).toBe(400);
  });

  it('pays through the sandbox: paid, exact totals, e-mails to buyer and artist; follows to delivered', async () => {
    const id = await product(3333);
    const res = await order(id, 'A5');
    const { order: o, checkout } = res.json();
    const paid = await pay(t.app, buyer, checkoutIdOf(checkout.redirectUrl), CARDS.ok);
    expect(paid.json().status, paid.body).toBe('succeeded');
    const [row] = await t.app.ctx.db.select().from(printOrders).where(eq(printOrders.id, o.id));
    expect(row?.orderStatus).toBe('paid');
    const [p] = await t.app.ctx.db.select().from(printProducts).where(eq(printProducts.id, id));
    expect(p?.totalSales).toBe(1);
    expect(p?.revenue).toBe(3333);
    // round(3333 x 70 / 100) = round(2333.1)
    expect(row?.artistEarnings).toBe(2333);
    await runJobs(t.app);
    expect(mailsTo(t, buyer.email).some((m) => m.text.includes(`#${o.id} is paid`))).toBe(true);
    expect(mailsTo(t, artist.email).some((m) => m.text.includes(`order #${o.id}`))).toBe(true);

    const admin = await adminHeaders(t.app);
    const step = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/print-orders/${o.id}/status`,
        headers: admin,
        payload: body,
      });
    expect((await step({ status: 'delivered' })).statusCode).toBe(409);
    expect((await step({ status: 'in_production' })).statusCode).toBe(200);
    expect((await step({ status: 'shipped' })).statusCode).toBe(400);
    const shipped = await step({
      status: 'shipped',
      trackingNumber: 'RR123456789GB',
      trackingUrl: 'https://track.example/RR123456789GB',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().trackingNumber).toBe('RR123456789GB');
    expect((await step({ status: 'delivered' })).json().orderStatus).toBe('delivered');
    expect((await step({ status: 'cancelled' })).statusCode).toBe(409);
    await runJobs(t.app);
    expect(mailsTo(t, buyer.email).some((m) => m.text.includes('RR123456789GB'))).toBe(true);
    expect(mailsTo(t, buyer.email).some((m) => m.text.includes(`#${o.id} was delivered`))).toBe(true);

    const file = await t.app.inject({ url: `/api/admin/print-orders/${o.id}/print-file`, headers: admin });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    // A5 (148 x 210 mm) from 1800 x 2500 px: 300 dpi at most, so the file is made at 300 dpi.
    expect(meta.density).toBe(300);
    expect(meta.width).toBe(Math.ceil((148 / 25.4) * 300));

    const sales = await inject('GET', '/api/print-sales', artist.cookie);
    expect(sales.json().totalEarnings).toBeGreaterThanOrEqual(2333);
    expect(sales.json().orders[0].shippingAddress.line1).toBe('');
    const mine = await inject('GET', '/api/print-orders', buyer.cookie);
    expect(mine.json().orders.some((x: { id: number }) => x.id === o.id)).toBe(true);
  });

  it('keeps totals and earnings exact under 50 orders paid at once, and a replayed webhook changes nothing', async () => {
    const id = await product(1999);
    const started = [];
    for (let i = 0; i < 50; i += 1) {
      const res = await order(id, i % 2 ? 'A4' : 'A3', { quantity: (i % 3) + 1 });
      expect(res.statusCode, res.body).toBe(201);
      started.push(
        res.json() as {
          order: { id: number; totalPrice: number; artistEarnings: number; quantity: number };
          checkout: { paymentId: number };
        },
      );
    }
    const at = t.clock.now;
    const events = started.map((s) => completed(s.checkout.paymentId, at));
    const answers = await Promise.all(events.map((e) => postWebhook(t.app, e)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    // Replays: the same events again, at once.
    await Promise.all(events.slice(0, 10).map((e) => postWebhook(t.app, e)));
    const [p] = await t.app.ctx.db.select().from(printProducts).where(eq(printProducts.id, id));
    const expectedRevenue = started.reduce((sum, s) => sum + s.order.totalPrice, 0);
    const expectedSales = started.reduce((sum, s) => sum + s.order.quantity, 0);
    expect(p?.revenue).toBe(expectedRevenue);
    expect(p?.totalSales).toBe(expectedSales);
    const rows = await t.app.ctx.db.select().from(printOrders).where(eq(printOrders.productId, id));
    expect(rows.length).toBe(50);
    for (const r of rows) {
      expect(r.orderStatus).toBe('paid');
      expect(r.artistEarnings).toBe(Math.round((r.totalPrice * 70) / 100));
    }
  }, 120_000);

  it('refunds through the payments refund path and takes the sale out of the totals', async () => {
    const id = await product(5000);
    const { order: o, checkout } = (await order(id, 'A5')).json();
    await pay(t.app, buyer, checkoutIdOf(checkout.redirectUrl), CARDS.ok);
    const admin = await adminHeaders(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/print-orders/${o.id}/refund`,
      headers: admin,
      payload: { reason: 'Damaged in transit' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.ctx.db.select().from(printOrders).where(eq(printOrders.id, o.id));
    expect(row?.orderStatus).toBe('refunded');
    const [p] = await t.app.ctx.db.select().from(printProducts).where(eq(printProducts.id, id));
    expect(p?.revenue).toBe(0);
    expect(p?.totalSales).toBe(0);
  });

  it("writes the e-mails in each member's own language", async () => {
    const french = await makeUser(t.app, { preferredLanguage: 'fr' });
    const id = await product(2500);
    const { order: o, checkout } = (await order(id, 'A5', {}, french)).json();
    await pay(t.app, french, checkoutIdOf(checkout.redirectUrl), CARDS.ok);
    await runJobs(t.app);
    const mails = mailsTo(t, french.email);
    expect(mails.some((m) => m.text.includes(`commande de tirage n° ${o.id} est payée`))).toBe(true);
  });

  it('needs manageProducts for the administrators routes', async () => {
    const admin = await adminHeaders(t.app);
    await withAdminPermissions(t.app, { manageProducts: false }, async () => {
      const res = await t.app.inject({ url: '/api/admin/print-orders', headers: admin });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/manageProducts/);
    });
    expect((await t.app.inject({ url: '/api/admin/print-orders', headers: admin })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/admin/print-orders', headers: { cookie: buyer.cookie } })).statusCode,
    ).toBe(401);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/print-options',
      headers: admin,
      payload: {
        size: '50x75cm',
        widthMm: 500,
        heightMm: 750,
        material: 'canvas',
        finishType: 'satin',
        priceAdjustment: 11900,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const options = await inject('GET', '/api/print-options');
    expect(options.json().options.length).toBeGreaterThanOrEqual(11);
  });
});

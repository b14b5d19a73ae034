// Location guides on the real database: paid content never reaches a visitor or a non-buyer (detail, list,
// search, ratings, the page's HTML and Open Graph tags), buying through the sandbox, rating once after buying,
// the author's own guide, a replayed payment (one purchase, one e-mail to the author), exact totals, key species
// from the catalogue, and moderation with and without manageProducts.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guidePurchases, locationGuides, paymentEvents, payments } from '../../db/schema';
import { type SandboxEventBody, signSandboxEvent } from '../../payments/sandbox/events';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { checkoutIdOf, mailsTo, pay, postWebhook, runJobs } from '../payments/payments.support';
import { adminHeaders, withAdminPermissions } from '../sightings/social.support';
import { guidePageRenderer } from './open-graph';

const SECRET = 'quokkasecretword';
const SECRET_TIP = 'bringzebrasnacks';
const SECRET_GEAR = 'lemurlenscap';

type Member = Awaited<ReturnType<typeof makeUser>>;
let t: TestApp;
let author: Member;
let buyer: Member;
let other: Member;

const guideBody = (over: Record<string, unknown> = {}) => ({
  title: 'Dawn herons at Lake Kerkini',
  description: 'Where and when to find Dalmatian pelicans and herons on the lake at first light.',
  location: 'Lake Kerkini, Greece',
  latitude: 41.2,
  longitude: 23.1,
  price: 1299,
  currency: 'USD',
  category: 'birds',
  difficulty: 'easy',
  bestSeason: 'winter',
  content: `# The boat\n\nAsk for the ${SECRET} jetty at dawn.`,
  keySpecies: ['ardea-cinerea', 'phalacrocorax-carbo'],
  equipment: [`A ${SECRET_GEAR} and a 500 mm lens`],
  tips: [`Always ${SECRET_TIP} in the car`],
  publish: true,
  ...over,
});

async function createGuide(member: Member, over: Record<string, unknown> = {}): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/guides',
    headers: { cookie: member.cookie },
    payload: guideBody(over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().guide.id;
}

const get = (url: string, member?: Member) =>
  t.app.inject({ url, headers: member ? { cookie: member.cookie } : {} });

function noSecrets(body: string) {
  for (const word of [SECRET, SECRET_TIP, SECRET_GEAR]) expect(body).not.toContain(word);
}

async function buy(member: Member, guideId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/guides/${guideId}/purchase`,
    headers: { cookie: member.cookie },
    payload: { method: 'card' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { paymentId, redirectUrl } = res.json() as { paymentId: number; redirectUrl: string };
  const paid = await pay(t.app, member, checkoutIdOf(redirectUrl));
  expect(paid.statusCode, paid.body).toBe(200);
  return paymentId;
}

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  author = await makeUser(t.app);
  buyer = await makeUser(t.app);
  other = await makeUser(t.app);
});
afterAll(async () => t?.close());

describe('paid content stays on the server', () => {
  it('a visitor and a non-buyer get the preview only: detail, list, search, ratings', async () => {
    const id = await createGuide(author);
    for (const who of [undefined, other]) {
      const detail = await get(`/api/guides/${id}`, who);
      expect(detail.statusCode).toBe(200);
      noSecrets(detail.body);
      expect(detail.json().full).toBeNull();
      expect(detail.json().guide.excerpt).toContain('Dalmatian pelicans');
      const list = await get('/api/guides', who);
      noSecrets(list.body);
      expect(list.json().guides.some((g: { id: number }) => g.id === id)).toBe(true);
      for (const word of [SECRET, SECRET_TIP, SECRET_GEAR]) {
        const search = await get(`/api/guides?q=${word}`, who);
        expect(search.statusCode).toBe(200);
        expect(search.json().total).toBe(0);
      }
      noSecrets((await get(`/api/guides/${id}/ratings`, who)).body);
    }
    // Search does find the preview's words.
    const found = await get('/api/guides?q=Kerkini');
    expect(found.json().guides.map((g: { id: number }) => g.id)).toContain(id);
    // The author reads it all.
    const own = await get(`/api/guides/${id}`, author);
    expect(own.json().full.content).toContain(SECRET);
    // The key species, named from the catalogue in the guide's order.
    expect(own.json().species).toEqual([
      { slug: 'ardea-cinerea', name: 'Grey heron', scientificName: 'Ardea cinerea' },
      { slug: 'phalacrocorax-carbo', name: 'Great cormorant', scientificName: 'Phalacrocorax carbo' },
    ]);
    expect(own.json().viewer).toMatchObject({ isAuthor: true, canBuy: false, canRate: false });
  });

  it("the page's HTML and Open Graph tags hold only the preview", async () => {
    const id = await createGuide(author);
    const index = path.join(t.dataDir, 'index.html');
    fs.writeFileSync(index, '<html><head><title>WildLens</title></head><body></body></html>');
    const render = guidePageRenderer(t.app.ctx);
    const html = await render(`/location-guides/${id}`, index);
    expect(html).toContain('og:title');
    expect(html).toContain('Dawn herons at Lake Kerkini');
    noSecrets(html ?? '');
    const draft = await createGuide(author, { publish: false });
    expect(await render(`/location-guides/${draft}`, index)).toBeNull();
  });

  it('drafts are seen by their author only', async () => {
    const id = await createGuide(author, { publish: false });
    expect((await get(`/api/guides/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/guides/${id}`, other)).statusCode).toBe(404);
    expect((await get(`/api/guides/${id}`, author)).statusCode).toBe(200);
    expect((await get('/api/guides?q=Kerkini')).json().guides.map((g: { id: number }) => g.id)).not.toContain(
      id,
    );
  });

  it('a free guide is public and any member but its author may rate it', async () => {
    const id = await createGuide(author, { price: 0 });
    const visitor = await get(`/api/guides/${id}`);
    expect(visitor.json().full.content).toContain(SECRET);
    const rate = (m: Member) =>
      t.app.inject({
        method: 'POST',
        url: `/api/guides/${id}/ratings`,
        headers: { cookie: m.cookie },
        payload: { rating: 4, review: 'Good' },
      });
    expect((await rate(author)).statusCode).toBe(403);
    expect((await rate(other)).statusCode).toBe(201);
    expect((await rate(other)).statusCode).toBe(409);
    const buyFree = await t.app.inject({
      method: 'POST',
      url: `/api/guides/${id}/purchase`,
      headers: { cookie: other.cookie },
      payload: {},
    });
    expect(buyFree.statusCode).toBe(409);
  });
});

describe('buying and rating', () => {
  it('buys through the sandbox, then reads the whole guide and rates it once', async () => {
    const id = await createGuide(author);
    const before = await t.app.inject({
      method: 'POST',
      url: `/api/guides/${id}/ratings`,
      headers: { cookie: buyer.cookie },
      payload: { rating: 5 },
    });
    expect(before.statusCode).toBe(403);
    const paymentId = await buy(buyer, id);
    const [payment] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ amountMinor: 1299, currency: 'USD', purpose: 'guide_purchase' });
    const detail = (await get(`/api/guides/${id}`, buyer)).json();
    expect(detail.full.content).toContain(SECRET);
    expect(detail.full.tips[0]).toContain(SECRET_TIP);
    expect(detail.viewer).toMatchObject({ hasPurchased: true, canBuy: false, canRate: true });
    const rate = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/guides/${id}/ratings`,
        headers: { cookie: buyer.cookie },
        payload: { rating: 5, review: 'Superb' },
      });
    expect((await rate()).statusCode).toBe(201);
    expect((await rate()).statusCode).toBe(409);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/guides/${id}/purchase`,
      headers: { cookie: buyer.cookie },
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const [row] = await t.app.ctx.db.select().from(locationGuides).where(eq(locationGuides.id, id));
    expect(row).toMatchObject({ totalSales: 1, totalRatings: 1, rating: 5, authorEarnings: 909 });
    // The author's sales: 70% of 12.99 rounded down.
    const sales = (await get('/api/guides/sales', author)).json();
    const mine = sales.guides.find((g: { id: number }) => g.id === id);
    expect(mine).toMatchObject({ totalSales: 1, revenue: 1299, earnings: 909 });
    expect(sales.authorShare).toBe(0.7);
  });

  it('the author can neither buy nor rate their own guide', async () => {
    const id = await createGuide(author);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/guides/${id}/purchase`,
      headers: { cookie: author.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/guides/${id}/ratings`,
      headers: { cookie: author.cookie },
      payload: { rating: 5 },
    });
    expect(rated.statusCode).toBe(403);
  });

  it('a replayed payment gives one purchase and one e-mail to the author, and totals stay exact', async () => {
    const title = 'Replayed herons of the Strymonas';
    const id = await createGuide(author, { price: 500, title });
    const m = await makeUser(t.app);
    const paymentId = await buy(m, id);
    // The sandbox's own event, delivered again (twice).
    const events = await t.app.ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.type, 'checkout.session.completed'));
    const original = events.find(
      (e) =>
        (e.payload as { data?: { object?: { metadata?: { payment_id?: string } } } }).data?.object?.metadata
          ?.payment_id === String(paymentId),
    );
    expect(original).toBeDefined();
    const replay = signSandboxEvent(t.app.ctx.secret, original?.payload as SandboxEventBody);
    expect((await postWebhook(t.app, replay)).statusCode).toBe(200);
    expect((await postWebhook(t.app, replay)).statusCode).toBe(200);
    // The purpose itself, told twice.
    const handlers = t.app.ctx.payments.purposes.get('guide_purchase');
    const paid = {
      id: paymentId,
      userId: m.id,
      purpose: 'guide_purchase' as const,
      referenceId: id,
      amountMinor: 500,
      currency: 'USD',
    };
    await t.app.ctx.db.transaction((tx) => handlers?.succeeded(tx, paid, t.clock.now) ?? Promise.resolve());
    await t.app.ctx.db.transaction((tx) => handlers?.succeeded(tx, paid, t.clock.now) ?? Promise.resolve());
    const rows = await t.app.ctx.db
      .select()
      .from(guidePurchases)
      .where(and(eq(guidePurchases.guideId, id), eq(guidePurchases.userId, m.id)));
    expect(rows).toHaveLength(1);
    // The author hears of the sale once, in their own words, with their 70% share.
    await runJobs(t.app);
    const told = mailsTo(t, author.email).filter((mail) => mail.subject.includes(title));
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(`A member bought your guide "${title}": you earn $3.50 from this sale.`);
    // Ten buyers at once: exact totals.
    const many = await Promise.all(Array.from({ length: 10 }, () => makeUser(t.app)));
    await Promise.all(
      many.map((b) =>
        t.app.ctx.db.transaction(
          (tx) =>
            handlers?.succeeded(tx, { ...paid, id: paymentId, userId: b.id }, t.clock.now) ??
            Promise.resolve(),
        ),
      ),
    );
    const [row] = await t.app.ctx.db.select().from(locationGuides).where(eq(locationGuides.id, id));
    expect(row).toMatchObject({ totalSales: 11, authorEarnings: 11 * 350 });
  });
});

describe('writing and moderation', () => {
  it('validates every field and keeps others out of one’s guide', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/guides',
      headers: { cookie: author.cookie },
      payload: guideBody({
        latitude: 95,
        price: -1,
        category: 'dragons',
        currency: 'XXX',
        keySpecies: ['Bad Slug'],
      }),
    });
    expect(bad.statusCode).toBe(400);
    // A well-formed species page name the catalogue does not have is refused by name, and nothing is written.
    const before = await t.app.ctx.db.select({ id: locationGuides.id }).from(locationGuides);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/guides',
      headers: { cookie: author.cookie },
      payload: guideBody({ keySpecies: ['ardea-cinerea', 'pelecanus-imaginarius'] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('"pelecanus-imaginarius"');
    expect(unknown.json().errors).toEqual([
      { path: 'keySpecies.1', message: expect.stringContaining('pelecanus-imaginarius') },
    ]);
    expect(await t.app.ctx.db.select({ id: locationGuides.id }).from(locationGuides)).toHaveLength(
      before.length,
    );
    const id = await createGuide(author);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/guides/${id}`,
      headers: { cookie: other.cookie },
      payload: guideBody(),
    });
    expect(edit.statusCode).toBe(403);
    const badEdit = await t.app.inject({
      method: 'PUT',
      url: `/api/guides/${id}`,
      headers: { cookie: author.cookie },
      payload: guideBody({ keySpecies: ['no-such-bird'] }),
    });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().message).toContain('"no-such-bird"');
    const unpublish = await t.app.inject({
      method: 'PUT',
      url: `/api/guides/${id}/status`,
      headers: { cookie: author.cookie },
      payload: { published: false },
    });
    expect(unpublish.json().guide.status).toBe('draft');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/guides/${id}`,
      headers: { cookie: author.cookie },
    });
    expect(del.statusCode).toBe(200);
  });

  it('hides and shows a guide with manageProducts only', async () => {
    const id = await createGuide(author);
    const admin = await adminHeaders(t.app);
    const hide = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/guides/${id}/visibility`,
        headers: admin,
        payload: { hidden: true, reason: 'Spam' },
      });
    await withAdminPermissions(t.app, { manageProducts: false }, async () => {
      const res = await hide();
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('manageProducts');
    });
    expect((await hide()).json().status).toBe('hidden');
    expect((await get(`/api/guides/${id}`, other)).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/admin/guides?status=hidden', headers: admin });
    expect(list.json().guides.map((g: { id: number }) => g.id)).toContain(id);
    const show = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/guides/${id}/visibility`,
      headers: admin,
      payload: { hidden: false },
    });
    expect(show.json().status).toBe('published');
    expect(
      (await t.app.inject({ url: '/api/admin/guides', headers: { cookie: other.cookie } })).statusCode,
    ).toBe(401);
  });
});

// A stray second payment for a guide (two tabs, two checkouts, both paid): the first buys the guide, the second
// buys nothing and is refunded through the payments interface (a refunds row, the provider's refund), the buyer is
// told by e-mail, and the guide's totals and the author's earnings count one sale.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guidePurchases, locationGuides, payments, refunds } from '../../db/schema';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { checkoutIdOf, mailsTo, pay, runJobs } from '../payments/payments.support';

type Member = Awaited<ReturnType<typeof makeUser>>;
let t: TestApp;
let author: Member;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  author = await makeUser(t.app);
});
afterAll(async () => t?.close());

async function paidGuide(title: string, by: Member = author): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/guides',
    headers: { cookie: by.cookie },
    payload: {
      title,
      description: 'Where the spoonbills feed in the evening shallows, and where to stand.',
      location: 'Danube Delta',
      latitude: 45.35,
      longitude: 29.6,
      price: 799,
      currency: 'USD',
      category: 'birds',
      difficulty: 'moderate',
      bestSeason: 'spring',
      content: '## The channels\n\nTake the early boat.',
      keySpecies: ['platalea-leucorodia'],
      publish: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().guide.id;
}

async function checkout(member: Member, guideId: number, method: 'card' | 'paypal') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/guides/${guideId}/purchase`,
    headers: { cookie: member.cookie },
    payload: { method },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { paymentId: number; redirectUrl: string };
}

describe('a second payment for a guide one already owns', () => {
  it('is refunded automatically and recorded; one purchase; the buyer is told', async () => {
    const title = 'Spoonbills of the evening shallows';
    const id = await paidGuide(title);
    const buyer = await makeUser(t.app);
    // Two tabs: both open a checkout before either is paid (a card one and a PayPal one).
    const first = await checkout(buyer, id, 'card');
    const second = await checkout(buyer, id, 'paypal');
    expect(second.paymentId).not.toBe(first.paymentId);
    expect((await pay(t.app, buyer, checkoutIdOf(first.redirectUrl))).json().status).toBe('succeeded');
    expect((await pay(t.app, buyer, checkoutIdOf(second.redirectUrl), 'paypal')).json().status).toBe(
      'succeeded',
    );
    await runJobs(t.app);

    const purchases = await t.app.ctx.db
      .select()
      .from(guidePurchases)
      .where(and(eq(guidePurchases.guideId, id), eq(guidePurchases.userId, buyer.id)));
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ paymentId: first.paymentId, status: 'completed' });
    const [guide] = await t.app.ctx.db.select().from(locationGuides).where(eq(locationGuides.id, id));
    expect(guide).toMatchObject({ totalSales: 1, authorEarnings: 559 });

    const [stray] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, second.paymentId));
    expect(stray).toMatchObject({ status: 'refunded', refundedMinor: 799 });
    const [kept] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, first.paymentId));
    expect(kept?.status).toBe('succeeded');
    const recorded = await t.app.ctx.db
      .select()
      .from(refunds)
      .where(eq(refunds.originalPaymentId, second.paymentId));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      amount: 799,
      refundStatus: 'succeeded',
      reason: 'duplicate',
      processedBy: null,
    });

    const told = mailsTo(t, buyer.email).filter((m) => m.subject.includes('was refunded'));
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(
      `You already owned the guide "${title}", so your second payment of $7.99 was refunded in full.`,
    );
    expect(told[0]?.text).toContain(`/location-guides/${id}`);
    // The author hears of one sale only.
    expect(mailsTo(t, author.email).filter((m) => m.subject.includes(title))).toHaveLength(1);
    // Still readable by its buyer.
    const detail = await t.app.inject({ url: `/api/guides/${id}`, headers: { cookie: buyer.cookie } });
    expect(detail.json().viewer.hasPurchased).toBe(true);
  });

  it('tells the buyer in their own language, and the author in theirs', async () => {
    const title = 'Pélicans de l’aube';
    const german = await makeUser(t.app, { preferredLanguage: 'de' });
    const id = await paidGuide(title, german);
    const buyer = await makeUser(t.app, { preferredLanguage: 'fr' });
    const first = await checkout(buyer, id, 'card');
    const second = await checkout(buyer, id, 'paypal');
    await pay(t.app, buyer, checkoutIdOf(first.redirectUrl));
    await pay(t.app, buyer, checkoutIdOf(second.redirectUrl), 'paypal');
    await runJobs(t.app);
    const told = mailsTo(t, buyer.email).filter((m) => m.text.includes('Vous possédiez déjà le guide'));
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(`« ${title} »`);
    const sold = mailsTo(t, german.email).filter((m) => m.subject.includes(title));
    expect(sold).toHaveLength(1);
    expect(sold[0]?.text).toContain(`Ein Mitglied hat deinen Führer „${title}“ gekauft`);
  });
});

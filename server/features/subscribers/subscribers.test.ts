// /api/admin/subscribers*: the list and its filters, MRR and twelve months of revenue from seeded subscriptions,
// payments and refunds in dollars and yen (no minor unit), the CSV export with its quoting and formula defusing,
// and the permission flags (viewRevenue, manageUsers) behind the administrator's bearer token.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, premiumGrants, refunds, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { adminHeaders, withAdminPermissions } from '../sightings/social.support';
import { safeCell } from './csv';

let t: TestApp;
let admin: { authorization: string };
const ids: Record<string, number> = {};
const at = (iso: string) => new Date(iso);
let paymentSeq = 0;

async function member(
  username: string,
  email: string | null,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const [row] = await t.app.ctx.db
    .insert(users)
    .values({ username, email, ...extra })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  ids[username] = row.id;
  return row.id;
}

async function paid(
  userId: number,
  amountMinor: number,
  currency: string,
  paidAt: string,
  extra: Partial<typeof payments.$inferInsert> = {},
) {
  paymentSeq += 1;
  const [row] = await t.app.ctx.db
    .insert(payments)
    .values({
      userId,
      purpose: 'premium_subscription',
      provider: 'sandbox',
      method: 'card',
      currency,
      amountMinor,
      status: 'succeeded',
      description: 'WildLens Premium Explorer, monthly',
      providerPaymentId: `pi_sbx_subs${paymentSeq}`,
      paidAt: at(paidAt),
      ...extra,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('no payment');
  return row.id;
}

async function subscription(
  userId: number,
  provider: 'sandbox' | 'stripe' | 'paypal',
  status: string,
  paymentId: number | null,
  extra: Partial<typeof subscriptions.$inferInsert> = {},
) {
  await t.app.ctx.db.insert(subscriptions).values({
    userId,
    provider,
    method: provider === 'paypal' ? 'paypal' : 'card',
    providerSubscriptionId: `sub_${provider}_${userId}`,
    paymentId,
    status,
    currentPeriodEnd: at('2026-07-10T00:00:00Z'),
    createdAt: at('2026-03-01T00:00:00Z'),
    ...extra,
  });
}

async function refund(paymentId: number, amount: number, currency: string, status: string, when: string) {
  await t.app.ctx.db.insert(refunds).values({
    paymentType: (
      await t.app.ctx.db.select({ p: payments.purpose }).from(payments).where(eq(payments.id, paymentId))
    )[0]?.p as string,
    originalPaymentId: paymentId,
    amount,
    currency,
    refundStatus: status,
    refundMethod: 'sandbox',
    reason: 'requested_by_customer',
    createdAt: at(when),
    updatedAt: at(when),
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  admin = await adminHeaders(t.app);
  t.clock.now = at('2026-06-15T12:00:00Z');

  // alice: Stripe, active, $4.99 a month; also a contest entry in June, partly refunded.
  const alice = await member('alice_subs', 'alice@example.com', { subscriptionTier: 'premium' });
  const alicePay = await paid(alice, 499, 'USD', '2026-05-10T08:00:00Z', {
    provider: 'stripe',
    providerSubscriptionId: 'sub_stripe_a',
  });
  await subscription(alice, 'stripe', 'active', alicePay, {
    providerSubscriptionId: 'sub_stripe_a',
    createdAt: at('2026-05-10T08:00:00Z'),
  });
  const entry = await paid(alice, 300, 'USD', '2026-06-02T10:00:00Z', {
    purpose: 'contest_entry',
    referenceId: 1,
    status: 'partially_refunded',
    refundedMinor: 100,
  });
  await refund(entry, 100, 'USD', 'succeeded', '2026-06-03T10:00:00Z');
  await refund(entry, 50, 'USD', 'pending', '2026-06-04T10:00:00Z');

  // bob: the sandbox in yen, renewed in May (the renewal, found by its subscription id, is the price).
  const bob = await member('bob_yen', 'bob@example.jp', { freeMonthsEarned: 2, freeMonthsUsed: 1 });
  const bobFirst = await paid(bob, 700, 'JPY', '2026-04-03T00:30:00Z');
  // 2026-05-01 01:30 UTC: May in UTC although it is still April 30 west of Greenwich.
  await paid(bob, 750, 'JPY', '2026-05-01T01:30:00Z', { providerSubscriptionId: 'sub_sandbox_bob' });
  await subscription(bob, 'sandbox', 'active', bobFirst, { providerSubscriptionId: 'sub_sandbox_bob' });

  // carol: PayPal, past due.
  const carol = await member('carol_pp', 'carol@example.org');
  await subscription(
    carol,
    'paypal',
    'past_due',
    await paid(carol, 499, 'USD', '2026-05-20T00:00:00Z', { provider: 'paypal', method: 'paypal' }),
  );

  // dave: the sandbox, active but ending at the period end.
  const dave = await member('dave_end', 'dave@example.com');
  await subscription(dave, 'sandbox', 'active', await paid(dave, 499, 'USD', '2026-06-01T00:00:00Z'), {
    cancelAtPeriodEnd: true,
  });

  // eve: cancelled and refunded in full in March.
  const eve = await member('eve_gone', 'eve@example.com');
  const evePay = await paid(eve, 499, 'USD', '2026-03-01T00:00:00Z', {
    status: 'refunded',
    refundedMinor: 499,
  });
  await subscription(eve, 'sandbox', 'canceled', evePay);
  await refund(evePay, 499, 'USD', 'succeeded', '2026-03-05T00:00:00Z');

  // frank: complimentary months only (a contest prize).
  const frank = await member('frank_prize', 'frank@example.com', { freeMonthsEarned: 3, freeMonthsUsed: 3 });
  await t.app.ctx.db.insert(premiumGrants).values({
    userId: frank,
    months: 3,
    reason: 'contest prize',
    startsAt: at('2026-06-01T00:00:00Z'),
    endsAt: at('2026-09-01T00:00:00Z'),
  });

  // Complimentary months that ended (no subscription): a former subscriber, counted as canceled.
  const gina = await member('gina_was', 'gina@example.com', { freeMonthsEarned: 1, freeMonthsUsed: 1 });
  await t.app.ctx.db.insert(premiumGrants).values({
    userId: gina,
    months: 1,
    reason: 'referral',
    startsAt: at('2026-01-01T00:00:00Z'),
    endsAt: at('2026-02-01T00:00:00Z'),
  });

  // A member whose name and e-mail would be formulas in a spreadsheet, and a name with a comma and quotes.
  const evil = await member('=HYPERLINK("x")', '@evil@example.com');
  await subscription(evil, 'sandbox', 'active', await paid(evil, 499, 'USD', '2026-06-05T00:00:00Z'));
  const quoted = await member('o"neil, jr', '-minus@example.com');
  await subscription(quoted, 'sandbox', 'incomplete', null);

  // Outside the twelve months, failed, or not a subscriber: in no figure.
  await paid(eve, 1000, 'USD', '2025-06-30T23:59:59Z');
  await paid(eve, 999, 'USD', '2026-06-06T00:00:00Z', { status: 'failed', paidAt: null });
  await member('nobody', 'nobody@example.com');
});

afterAll(async () => {
  await t.close();
});

const list = (query: string, headers: Record<string, string> = admin) =>
  t.app.inject({ url: `/api/admin/subscribers${query}`, headers });
const names = (body: { subscribers: { username: string }[] }) => body.subscribers.map((s) => s.username);

describe('the subscribers list', () => {
  it('lists members with a subscription or complimentary premium, with their price and status', async () => {
    const res = await list('?sort=username&order=asc&limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(9);
    expect(names(body)).toEqual([
      '=HYPERLINK("x")',
      'alice_subs',
      'bob_yen',
      'carol_pp',
      'dave_end',
      'eve_gone',
      'frank_prize',
      'gina_was',
      'o"neil, jr',
    ]);
    const byName = Object.fromEntries(
      body.subscribers.map((s: { username: string }) => [s.username, s]),
    ) as Record<string, Record<string, unknown>>;
    expect(byName.bob_yen).toMatchObject({
      status: 'active',
      provider: 'sandbox',
      currency: 'JPY',
      monthlyAmountMinor: 750,
      freeMonthsEarned: 2,
      freeMonthsUsed: 1,
      startedAt: '2026-03-01T00:00:00.000Z',
      currentPeriodEnd: '2026-07-10T00:00:00.000Z',
    });
    expect(byName.alice_subs).toMatchObject({ status: 'active', provider: 'stripe', tier: 'premium' });
    expect(byName.carol_pp).toMatchObject({
      status: 'past_due',
      provider: 'paypal',
      monthlyAmountMinor: 499,
    });
    expect(byName.dave_end).toMatchObject({ status: 'cancel_at_period_end' });
    expect(byName.eve_gone).toMatchObject({ status: 'canceled' });
    expect(byName.gina_was).toMatchObject({
      status: 'canceled',
      provider: null,
      complimentaryUntil: '2026-02-01T00:00:00.000Z',
    });
    expect(byName['o"neil, jr']).toMatchObject({ status: 'incomplete', monthlyAmountMinor: null });
    expect(byName.frank_prize).toMatchObject({
      status: 'complimentary',
      provider: null,
      currency: null,
      startedAt: '2026-06-01T00:00:00.000Z',
      complimentaryUntil: '2026-09-01T00:00:00.000Z',
      freeMonthsEarned: 3,
    });
  });

  it('filters by status, provider, currency and search, and pages', async () => {
    expect(names((await list('?status=active&sort=username&order=asc')).json())).toEqual([
      '=HYPERLINK("x")',
      'alice_subs',
      'bob_yen',
    ]);
    expect(names((await list('?provider=paypal')).json())).toEqual(['carol_pp']);
    expect(names((await list('?currency=jpy')).json())).toEqual(['bob_yen']);
    expect(names((await list('?search=EXAMPLE.JP')).json())).toEqual(['bob_yen']);
    expect(names((await list('?search=_end')).json())).toEqual(['dave_end']);
    // % is matched as itself, not as a wildcard.
    expect((await list('?search=%25')).json().total).toBe(0);
    const page = (await list('?sort=username&order=asc&limit=2&offset=2')).json();
    expect(page).toMatchObject({ total: 9, limit: 2, offset: 2 });
    expect(names(page)).toEqual(['bob_yen', 'carol_pp']);
    const byAmount = (await list('?currency=USD&sort=amount&order=desc&limit=1')).json();
    expect(byAmount.subscribers[0].monthlyAmountMinor).toBe(499);
  });

  it('refuses a bad query with 400 and a message', async () => {
    for (const query of [
      '?status=paid',
      '?limit=0',
      '?limit=101',
      '?currency=US',
      '?sort=email',
      '?offset=-1',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('the summary', () => {
  it('sums MRR per currency, counts per status and provider, and twelve months of revenue', async () => {
    const res = await t.app.inject({ url: '/api/admin/subscribers/summary', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // alice, carol (past due), dave (ending, still paid) and the formula member in dollars; bob in yen.
    expect(body.mrr).toEqual([
      { currency: 'JPY', amountMinor: 750, subscriptions: 1 },
      { currency: 'USD', amountMinor: 4 * 499, subscriptions: 4 },
    ]);
    const counts = Object.fromEntries(
      body.byStatus.map((s: { status: string; count: number }) => [s.status, s.count]),
    );
    expect(counts).toEqual({
      active: 3,
      past_due: 1,
      cancel_at_period_end: 1,
      canceled: 2,
      incomplete: 1,
      complimentary: 1,
    });
    expect(body.byProvider).toEqual([
      { provider: 'paypal', count: 1 },
      { provider: 'sandbox', count: 3 },
      { provider: 'stripe', count: 1 },
    ]);
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toBe('2025-07');
    expect(body.months[11]).toBe('2026-06');
    expect(body.revenue).toEqual([
      {
        month: '2026-03',
        currency: 'USD',
        purpose: 'premium_subscription',
        grossMinor: 499,
        refundedMinor: 499,
        netMinor: 0,
      },
      {
        month: '2026-04',
        currency: 'JPY',
        purpose: 'premium_subscription',
        grossMinor: 700,
        refundedMinor: 0,
        netMinor: 700,
      },
      {
        month: '2026-05',
        currency: 'JPY',
        purpose: 'premium_subscription',
        grossMinor: 750,
        refundedMinor: 0,
        netMinor: 750,
      },
      {
        month: '2026-05',
        currency: 'USD',
        purpose: 'premium_subscription',
        grossMinor: 998,
        refundedMinor: 0,
        netMinor: 998,
      },
      {
        month: '2026-06',
        currency: 'USD',
        purpose: 'contest_entry',
        grossMinor: 300,
        refundedMinor: 100,
        netMinor: 200,
      },
      {
        month: '2026-06',
        currency: 'USD',
        purpose: 'premium_subscription',
        grossMinor: 998,
        refundedMinor: 0,
        netMinor: 998,
      },
    ]);
  });
});

describe('the CSV export', () => {
  it('is the filtered list as an attachment, quoted, with formulas defused', async () => {
    const res = await t.app.inject({
      url: '/api/admin/subscribers/export.csv?sort=username&order=asc&limit=1',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="subscribers-2026-06-15.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'user_id,username,email,tier,status,provider,method,currency,monthly_amount,started_at,current_period_end,complimentary_until,free_months_earned,free_months_used',
    );
    // Every subscriber, whatever the limit.
    expect(lines).toHaveLength(10);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x"")",'@evil@example.com,free,active,sandbox,card,USD,4.99,`);
    const bob = lines.find((l) => l.includes('bob_yen'));
    expect(bob).toBe(
      `${ids.bob_yen},bob_yen,bob@example.jp,free,active,sandbox,card,JPY,750,2026-03-01T00:00:00.000Z,2026-07-10T00:00:00.000Z,,2,1`,
    );
    expect(lines[9]).toContain(`,"o""neil, jr",'-minus@example.com,free,incomplete,`);
    const jpy = await t.app.inject({ url: '/api/admin/subscribers/export.csv?currency=JPY', headers: admin });
    expect(jpy.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('defuses every formula start', () => {
    expect(['=1', '+1', '-1', '@x', '\tx', '\rx', 'ok', '', null].map(safeCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@x",
      "'\tx",
      "'\rx",
      'ok',
      '',
      '',
    ]);
  });
});

describe('who may', () => {
  const routes = [
    '/api/admin/subscribers',
    '/api/admin/subscribers/summary',
    '/api/admin/subscribers/export.csv',
  ];
  const statuses = async () => Promise.all(routes.map(async (url) => (await list(url.slice(22))).statusCode));

  it('answers 401 without the bearer token', async () => {
    for (const url of routes) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('needs viewRevenue or manageUsers for the list, viewRevenue for revenue', async () => {
    await withAdminPermissions(t.app, { viewRevenue: false, manageUsers: false }, async () => {
      expect(await statuses()).toEqual([403, 403, 403]);
      const refused = await list('/summary');
      expect(refused.json().message).toMatch(/viewRevenue/);
    });
    await withAdminPermissions(t.app, { viewRevenue: false, manageUsers: true }, async () => {
      expect(await statuses()).toEqual([200, 403, 200]);
    });
    await withAdminPermissions(t.app, { viewRevenue: true, manageUsers: false }, async () => {
      expect(await statuses()).toEqual([200, 200, 200]);
    });
  });
});

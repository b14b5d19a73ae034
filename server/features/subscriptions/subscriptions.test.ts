// Premium Explorer end to end through the routes, on the real database and the built-in sandbox provider: the
// checkout at the server's price, Stripe's test cards, premium at once, receipts, cancelling and resuming,
// renewals, a failing card's grace days, the regions without subscriptions, and complimentary months.
import { PLAN_LIMITS } from '@common/constants/plans';
import { PAYMENT_GRACE_DAYS, PAYMENT_MESSAGES } from '@common/schemas/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, premiumGrants, sandboxSubscriptions, subscriptions, users } from '../../db/schema';
import { runPaymentSweeps } from '../../payments/jobs';
import { grantPremiumMonths } from '../../payments/subscriptions';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits, uploadPhoto } from '../../test/harness';
import {
  CARDS,
  checkoutIdOf,
  type Member,
  mailsTo,
  pay,
  postWebhook,
  runJobs,
  signedEvent,
  startPremium,
  subscribe,
  summaryOf,
} from '../payments/payments.support';

const DAY = 24 * 3600_000;
let t: TestApp;

beforeAll(async () => {
  // The clock moves months ahead here: sessions must outlive it.
  const long = String(60 * 24 * 400);
  t = await createTestApp(
    { SESSION_IDLE_MINUTES: long, SESSION_ABSOLUTE_MINUTES: long },
    { rateLimits: unlimitedRateLimits() },
  );
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.ctx.db;
const member = (preferredLanguage = 'en') => makeUser(t.app, { preferredLanguage });

async function userRow(m: Member) {
  const [row] = await db().select().from(users).where(eq(users.id, m.id));
  if (!row) throw new Error('no user');
  return row;
}

async function paymentRows(m: Member) {
  return db().select().from(payments).where(eq(payments.userId, m.id)).orderBy(payments.id);
}

/** Moves the clock and runs the payment sweeps at the new time, as the periodic sweep would. */
async function later(ms: number) {
  t.clock.advance(ms);
  await runPaymentSweeps(t.app.ctx, t.clock.now);
}

describe('prices and methods per language', () => {
  it('answers the regional table in minor units, English for unknown languages', async () => {
    const ja = (await t.app.inject({ url: '/api/payments/options?language=ja' })).json();
    expect(ja).toMatchObject({
      language: 'ja',
      premiumMonthly: { amountMinor: 750, currency: 'JPY' },
      contestFee: { amountMinor: 3500, currency: 'JPY' },
      subscriptionsEnabled: true,
      providers: { card: 'sandbox', paypal: 'sandbox' },
      testMode: true,
    });
    const unknown = (await t.app.inject({ url: '/api/payments/options?language=xx' })).json();
    expect(unknown).toMatchObject({ language: 'en', premiumMonthly: { amountMinor: 499, currency: 'USD' } });
    const ru = (await t.app.inject({ url: '/api/payments/options?language=ru' })).json();
    expect(ru).toMatchObject({ subscriptionsEnabled: false, cardSupported: false, paypalSupported: false });
    const tl = (await t.app.inject({ url: '/api/payments/options?language=tl' })).json();
    expect(tl).toMatchObject({ cardSupported: false, paypalSupported: true, subscriptionsEnabled: false });
    // A member's own language without ?language.
    const m = await member('pt');
    const own = (await t.app.inject({ url: '/api/payments/options', headers: { cookie: m.cookie } })).json();
    expect(own).toMatchObject({ language: 'pt', premiumMonthly: { amountMinor: 2499, currency: 'BRL' } });
  });

  it('refuses premium where subscriptions are off, with the exact message of the spec', async () => {
    for (const language of ['ru', 'zh', 'tl']) {
      const m = await member(language);
      const res = await startPremium(t.app, m, { method: 'paypal' });
      expect(res.statusCode, language).toBe(403);
      expect(res.json().message).toBe(
        'Premium subscriptions are not currently available in your region due to payment processor limitations. You can still enjoy all free features and browse the community!',
      );
      expect(await paymentRows(m)).toEqual([]);
    }
  });

  it('takes PayPal only in Filipino: a card contest fee is a 400, PayPal opens a checkout', async () => {
    const m = await member('tl');
    const input = {
      userId: m.id,
      purpose: 'contest_entry' as const,
      referenceId: 987_654,
      language: 'tl',
      successPath: '/contest-payment',
      cancelPath: '/contests',
    };
    await expect(t.app.ctx.payments.startCheckout({ ...input, method: 'card' })).rejects.toMatchObject({
      statusCode: 400,
      message: PAYMENT_MESSAGES.cardUnavailable,
    });
    const started = await t.app.ctx.payments.startCheckout({ ...input, method: 'paypal' });
    const [row] = await paymentRows(m);
    expect(row).toMatchObject({
      id: started.paymentId,
      amountMinor: 139900,
      currency: 'PHP',
      method: 'paypal',
    });
  });

  it('needs a signed-in member', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      payload: { method: 'card' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/subscription' })).statusCode).toBe(401);
  });
});

describe('the checkout', () => {
  it("charges the server's price: a client-sent price or currency is ignored", async () => {
    const m = await member();
    const res = await startPremium(t.app, m, {
      method: 'card',
      amountMinor: 1,
      currency: 'JPY',
      price: 0.01,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await paymentRows(m);
    expect(row).toMatchObject({ amountMinor: 499, currency: 'USD', status: 'pending', provider: 'sandbox' });
    const checkout = await t.app.inject({
      url: `/api/payments/sandbox/${checkoutIdOf(res.json().redirectUrl)}`,
      headers: { cookie: m.cookie },
    });
    expect(checkout.json()).toMatchObject({
      amountMinor: 499,
      currency: 'USD',
      mode: 'subscription',
      status: 'open',
    });
    expect(checkout.json().successUrl).toBe(`http://localhost:5000/subscription-success?payment=${row?.id}`);
    // Fields the checkout does not know are refused, like everywhere.
    const unknown = await startPremium(t.app, m, { method: 'card', discount: 100 });
    expect(unknown.statusCode).toBe(400);
  });

  it('charges yen in Japanese', async () => {
    const m = await member('ja');
    expect((await startPremium(t.app, m)).statusCode).toBe(200);
    expect((await paymentRows(m))[0]).toMatchObject({ amountMinor: 750, currency: 'JPY' });
  });

  it('returns the open checkout to a second click within 30 minutes, a new one after', async () => {
    const m = await member();
    const first = (await startPremium(t.app, m)).json();
    const second = (await startPremium(t.app, m)).json();
    expect(second).toEqual(first);
    t.clock.advance(31 * 60_000);
    const third = (await startPremium(t.app, m)).json();
    expect(third.paymentId).not.toBe(first.paymentId);
  });

  it('pays with 4242: premium at once, unlimited uploads, a receipt in the outbox', async () => {
    const m = await member();
    const { paymentId, result } = await subscribe(t.app, m);
    expect(result).toEqual({
      status: 'succeeded',
      message: null,
      redirectUrl: `http://localhost:5000/subscription-success?payment=${paymentId}`,
    });
    const user = await userRow(m);
    expect(user).toMatchObject({
      subscriptionTier: 'premium',
      subscriptionStatus: 'active',
      subscriptionMethod: 'stripe',
    });
    const summary = await summaryOf(t.app, m);
    expect(summary).toMatchObject({
      tier: 'premium',
      status: 'active',
      method: 'card',
      provider: 'sandbox',
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      price: { amountMinor: 499, currency: 'USD' },
      portalAvailable: false,
    });
    expect(user.subscriptionExpiresAt?.toISOString()).toBe(summary.currentPeriodEnd);
    const payment = await t.app.inject({ url: `/api/payments/${paymentId}`, headers: { cookie: m.cookie } });
    expect(payment.json()).toMatchObject({ status: 'succeeded', amountMinor: 499, failureMessage: null });
    expect(payment.json().paidAt).not.toBeNull();
    // The free plan's 5 photos a month no longer apply.
    for (let i = 0; i <= PLAN_LIMITS.freeUploadsPerMonth; i += 1) await uploadPhoto(t.app, m.cookie);
    await runJobs(t.app);
    const receipts = mailsTo(t, m.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe('Your WildLens receipt: $4.99');
    expect(receipts[0]?.text).toContain(`#${paymentId}`);
    expect(receipts[0]?.text).toContain('WildLens test checkout');
    // A checkout paid is closed.
    const again = await pay(t.app, m, (await subscribeCheckout(m)) ?? '');
    expect(again.statusCode).toBe(409);
    expect((await startPremium(t.app, m)).json().message).toBe(PAYMENT_MESSAGES.alreadyPremium);
  });

  it('writes the receipt in the member language, the amount through Intl', async () => {
    const m = await member('de');
    await subscribe(t.app, m);
    await runJobs(t.app);
    const [receipt] = mailsTo(t, m.email);
    expect(receipt?.subject).toMatch(/^Deine WildLens-Quittung: 4,99\s€$/);
    expect(receipt?.html).toContain('lang="de"');
  });

  it('keeps the member free on a declined card, with the decline message, and lets another card pay', async () => {
    const m = await member();
    const started = (await startPremium(t.app, m)).json();
    const checkoutId = checkoutIdOf(started.redirectUrl);
    const declined = await pay(t.app, m, checkoutId, CARDS.declined);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
      redirectUrl: null,
    });
    expect((await userRow(m)).subscriptionTier).toBe('free');
    const payment = await t.app.inject({
      url: `/api/payments/${started.paymentId}`,
      headers: { cookie: m.cookie },
    });
    expect(payment.json()).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    const poor = await pay(t.app, m, checkoutId, CARDS.insufficient);
    expect(poor.json()).toMatchObject({ status: 'failed', message: 'Your card has insufficient funds.' });
    expect((await summaryOf(t.app, m)).status).toBe('none');
    const ok = await pay(t.app, m, checkoutId, CARDS.ok);
    expect(ok.json().status).toBe('succeeded');
    expect((await userRow(m)).subscriptionTier).toBe('premium');
  });

  it("refuses a wrong number or a past expiry like Stripe's form, and a malformed date with a 400", async () => {
    const m = await member();
    const started = (await startPremium(t.app, m)).json();
    const checkoutId = checkoutIdOf(started.redirectUrl);
    const wrong = await pay(t.app, m, checkoutId, CARDS.unknown);
    expect(wrong.json()).toEqual({
      status: 'failed',
      message: 'Your card number is incorrect.',
      redirectUrl: null,
    });
    const expired = await pay(t.app, m, checkoutId, CARDS.ok, '01/20');
    expect(expired.json().message).toBe("Your card's expiration date is incorrect.");
    const malformed = await pay(t.app, m, checkoutId, CARDS.ok, '13/40');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Your card's expiration date is incomplete.");
    // Nothing was charged nor recorded: the payment is still pending.
    expect((await paymentRows(m))[0]?.status).toBe('pending');
    expect((await userRow(m)).subscriptionTier).toBe('free');
  });

  it('pays with the PayPal (test) button', async () => {
    const m = await member('fr');
    const { result } = await subscribe(t.app, m, 'paypal');
    expect(result.status).toBe('succeeded');
    expect(await summaryOf(t.app, m)).toMatchObject({
      status: 'active',
      method: 'paypal',
      price: { currency: 'EUR' },
    });
    expect((await userRow(m)).subscriptionMethod).toBe('paypal');
  });

  it("hides a member's payments and checkouts from everyone else", async () => {
    const owner = await member();
    const other = await member();
    const started = (await startPremium(t.app, owner)).json();
    const checkoutId = checkoutIdOf(started.redirectUrl);
    const read = await t.app.inject({
      url: `/api/payments/${started.paymentId}`,
      headers: { cookie: other.cookie },
    });
    expect(read.statusCode).toBe(404);
    const page = await t.app.inject({
      url: `/api/payments/sandbox/${checkoutId}`,
      headers: { cookie: other.cookie },
    });
    expect(page.statusCode).toBe(404);
    const paid = await pay(t.app, other, checkoutId);
    expect(paid.statusCode).toBe(404);
    expect((await userRow(other)).subscriptionTier).toBe('free');
    const list = await t.app.inject({ url: '/api/payments', headers: { cookie: other.cookie } });
    expect(list.json().payments).toEqual([]);
  });
});

/** The checkout id of the member's latest payment (for a second attempt on a closed checkout). */
async function subscribeCheckout(m: Member) {
  const [row] = await db().select().from(payments).where(eq(payments.userId, m.id)).orderBy(payments.id);
  return row?.providerCheckoutId;
}

describe('the subscription over time', () => {
  it('renews every month with a receipt each time', async () => {
    const m = await member();
    await subscribe(t.app, m);
    const firstEnd = new Date((await summaryOf(t.app, m)).currentPeriodEnd);
    t.clock.now = new Date(firstEnd.getTime() + 60_000);
    await runPaymentSweeps(t.app.ctx, t.clock.now);
    const summary = await summaryOf(t.app, m);
    expect(new Date(summary.currentPeriodEnd).getTime()).toBeGreaterThan(firstEnd.getTime() + 27 * DAY);
    expect(summary).toMatchObject({ status: 'active', tier: 'premium' });
    const rows = await paymentRows(m);
    expect(rows.map((r) => [r.status, r.amountMinor])).toEqual([
      ['succeeded', 499],
      ['succeeded', 499],
    ]);
    await runJobs(t.app);
    expect(
      mailsTo(t, m.email).filter((mail) => mail.subject.startsWith('Your WildLens receipt')),
    ).toHaveLength(2);
  });

  it('cancels at period end: premium until then, free after, and the member is told', async () => {
    const m = await member();
    await subscribe(t.app, m);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: { cookie: m.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'active', tier: 'premium', cancelAtPeriodEnd: true });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: { cookie: m.cookie },
    });
    expect(twice.statusCode).toBe(409);
    const resume = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/resume',
      headers: { cookie: m.cookie },
    });
    expect(resume.json()).toMatchObject({ cancelAtPeriodEnd: false });
    await t.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: { cookie: m.cookie } });
    const [sandboxSub] = await db()
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.userId, m.id));
    expect(sandboxSub?.cancelAtPeriodEnd).toBe(true);
    await later(DAY);
    expect((await userRow(m)).subscriptionTier).toBe('premium');
    const end = new Date((await summaryOf(t.app, m)).currentPeriodEnd);
    t.clock.now = new Date(end.getTime() + 1000);
    await runPaymentSweeps(t.app.ctx, t.clock.now);
    expect(await summaryOf(t.app, m)).toMatchObject({
      tier: 'free',
      status: 'canceled',
      cancelAtPeriodEnd: false,
    });
    expect(await userRow(m)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'canceled' });
    expect((await paymentRows(m)).length).toBe(1);
    await runJobs(t.app);
    expect(mailsTo(t, m.email).map((mail) => mail.subject)).toContain('Your Premium Explorer has ended');
    // Resuming an ended subscription is not possible; subscribing again is.
    const resumeLate = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/resume',
      headers: { cookie: m.cookie },
    });
    expect(resumeLate.statusCode).toBe(409);
    await subscribe(t.app, m);
    expect(await summaryOf(t.app, m)).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it('keeps the paid period when the provider ends a subscription set to end early (as PayPal does)', async () => {
    const m = await member();
    await subscribe(t.app, m);
    await t.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: { cookie: m.cookie } });
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, m.id));
    const ended = signedEvent(
      t.app,
      'customer.subscription.deleted',
      { id: sub?.providerSubscriptionId },
      t.clock.now,
    );
    expect((await postWebhook(t.app, ended)).statusCode).toBe(200);
    const summary = await summaryOf(t.app, m);
    expect(summary).toMatchObject({ tier: 'premium', status: 'active', cancelAtPeriodEnd: true });
    const resume = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/resume',
      headers: { cookie: m.cookie },
    });
    expect(resume.json().message).toBe(PAYMENT_MESSAGES.endedAtProvider);
    t.clock.now = new Date(new Date(summary.currentPeriodEnd).getTime() + 1000);
    await runPaymentSweeps(t.app.ctx, t.clock.now);
    expect(await summaryOf(t.app, m)).toMatchObject({ tier: 'free', status: 'canceled' });
  });

  it('fails the renewals of 4000 0000 0000 0341: past due with grace days and an e-mail, then free', async () => {
    const m = await member();
    await subscribe(t.app, m, CARDS.failingRenewals);
    expect((await userRow(m)).subscriptionTier).toBe('premium');
    const end = new Date((await summaryOf(t.app, m)).currentPeriodEnd);
    t.clock.now = new Date(end.getTime() + 60_000);
    await runPaymentSweeps(t.app.ctx, t.clock.now);
    const pastDue = await summaryOf(t.app, m);
    const graceEnd = new Date(t.clock.now.getTime() + PAYMENT_GRACE_DAYS * DAY);
    expect(pastDue).toMatchObject({
      tier: 'premium',
      status: 'past_due',
      graceEndsAt: graceEnd.toISOString(),
    });
    expect((await userRow(m)).subscriptionExpiresAt?.toISOString()).toBe(graceEnd.toISOString());
    await runJobs(t.app);
    const warning = mailsTo(t, m.email).find(
      (mail) => mail.subject === 'Your Premium Explorer payment did not go through',
    );
    expect(warning?.text).toContain('Your card was declined.');
    expect(warning?.text).toContain(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(graceEnd),
    );
    // Still premium during the grace days; the next sweep sends no second e-mail.
    await later(3 * DAY);
    expect((await summaryOf(t.app, m)).tier).toBe('premium');
    t.clock.now = new Date(graceEnd.getTime() + 60_000);
    await runPaymentSweeps(t.app.ctx, t.clock.now);
    expect(await summaryOf(t.app, m)).toMatchObject({ tier: 'free', status: 'canceled', graceEndsAt: null });
    await runJobs(t.app);
    const subjects = mailsTo(t, m.email).map((mail) => mail.subject);
    expect(subjects.filter((s) => s === 'Your Premium Explorer payment did not go through')).toHaveLength(1);
    expect(subjects).toContain('Your Premium Explorer has ended');
  });

  it('has no portal on the sandbox', async () => {
    const m = await member();
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/portal',
      headers: { cookie: m.cookie },
    });
    expect(none.json().message).toBe(PAYMENT_MESSAGES.noSubscription);
    await subscribe(t.app, m);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/portal',
      headers: { cookie: m.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.noPortal);
  });
});

describe('complimentary months (grantPremiumMonths)', () => {
  it('gives a free member premium for calendar months, one grant after the other, then ends it', async () => {
    const m = await member();
    const at = t.clock.now;
    await db().transaction((tx) => grantPremiumMonths(tx, m.id, 3, 'contest prize', at));
    const row = await userRow(m);
    expect(row).toMatchObject({ subscriptionTier: 'premium', freeMonthsEarned: 3, freeMonthsUsed: 3 });
    const grants = await db().select().from(premiumGrants).where(eq(premiumGrants.userId, m.id));
    expect(grants).toHaveLength(1);
    expect(row.subscriptionExpiresAt?.getTime()).toBe(grants[0]?.endsAt.getTime());
    await db().transaction((tx) => grantPremiumMonths(tx, m.id, 1, 'referral', at));
    const until = (await summaryOf(t.app, m)).complimentaryUntil;
    const second = await db().select().from(premiumGrants).where(eq(premiumGrants.userId, m.id));
    expect(second.map((g) => g.startsAt.getTime()).sort((a, b) => a - b)).toEqual([
      at.getTime(),
      grants[0]?.endsAt.getTime(),
    ]);
    expect(new Date(until).getTime()).toBe(Math.max(...second.map((g) => g.endsAt.getTime())));
    t.clock.now = new Date(new Date(until).getTime() + 60_000);
    await runPaymentSweeps(t.app.ctx, t.clock.now);
    expect((await userRow(m)).subscriptionTier).toBe('free');
    await runJobs(t.app);
    expect(mailsTo(t, m.email).map((mail) => mail.subject)).toContain('Your Premium Explorer has ended');
  });

  it('moves the next charge of a paying member by the months earned', async () => {
    const m = await member();
    await subscribe(t.app, m);
    const before = new Date((await summaryOf(t.app, m)).currentPeriodEnd);
    await db().transaction((tx) => grantPremiumMonths(tx, m.id, 2, 'contest prize', t.clock.now));
    expect(await userRow(m)).toMatchObject({ freeMonthsEarned: 2, freeMonthsUsed: 0 });
    expect(await db().select().from(premiumGrants).where(eq(premiumGrants.userId, m.id))).toEqual([]);
    await runJobs(t.app);
    const summary = await summaryOf(t.app, m);
    expect(summary).toMatchObject({ freeMonthsEarned: 2, freeMonthsUsed: 2, status: 'active' });
    const after = new Date(summary.currentPeriodEnd);
    expect(after.getUTCMonth()).toBe((before.getUTCMonth() + 2) % 12);
    const [sandboxSub] = await db()
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.userId, m.id));
    expect(sandboxSub?.currentPeriodEnd.getTime()).toBe(after.getTime());
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, m.id));
    expect(sub?.currentPeriodEnd?.getTime()).toBe(after.getTime());
    // No charge at the old renewal date.
    t.clock.now = new Date(before.getTime() + 60_000);
    await runPaymentSweeps(t.app.ctx, t.clock.now);
    expect(await paymentRows(m)).toHaveLength(1);
  });
});

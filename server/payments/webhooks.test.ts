// The webhook handler on the real database through POST /api/payments/webhooks/sandbox: signatures, events
// stored once, and the order of delivery never changing where the state ends.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, paymentEvents, payments, subscriptions, users } from '../db/schema';
import {
  epochSeconds,
  type Member,
  postWebhook,
  signedEvent,
  startPremium,
} from '../features/payments/payments.support';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits } from '../test/harness';
import { addMonths } from './periods';
import { sandboxEvent, signSandboxEvent } from './sandbox/events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.ctx.db;
const SECOND = 1000;
let unique = 0;
const ref = (prefix: string) => {
  unique += 1;
  return `${prefix}_sbx_test${unique}${Date.now().toString(36)}`;
};

/** A member with a pending premium checkout, as the events below pay it. */
async function pendingPremium(): Promise<{ member: Member; paymentId: number }> {
  const member = await makeUser(t.app);
  const res = await startPremium(t.app, member);
  expect(res.statusCode, res.body).toBe(200);
  return { member, paymentId: res.json().paymentId };
}

function completed(
  paymentId: number,
  subscription: string,
  paymentIntent: string,
  periodEnd: Date,
  at: Date,
) {
  return signedEvent(
    t.app,
    'checkout.session.completed',
    {
      id: ref('cs'),
      metadata: { payment_id: String(paymentId) },
      payment_intent: paymentIntent,
      subscription,
      customer: 'cus_sbx_test',
      current_period_end: epochSeconds(periodEnd),
    },
    at,
  );
}

function invoicePaid(subscription: string, paymentIntent: string, periodEnd: Date, at: Date) {
  return signedEvent(
    t.app,
    'invoice.paid',
    {
      id: ref('in'),
      subscription,
      payment_intent: paymentIntent,
      amount_paid: 499,
      currency: 'usd',
      period_end: epochSeconds(periodEnd),
    },
    at,
  );
}

function updated(subscription: string, cancelAtPeriodEnd: boolean, periodEnd: Date, at: Date) {
  return signedEvent(
    t.app,
    'customer.subscription.updated',
    {
      id: subscription,
      status: 'active',
      cancel_at_period_end: cancelAtPeriodEnd,
      current_period_end: epochSeconds(periodEnd),
    },
    at,
  );
}

/** Everything the events decide for a member, in comparable form. */
async function stateOf(userId: number) {
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const rows = await db().select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id);
  return {
    tier: user?.subscriptionTier,
    status: user?.subscriptionStatus,
    expiresAt: user?.subscriptionExpiresAt?.toISOString(),
    subscription: sub && {
      status: sub.status,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      currentPeriodEnd: sub.currentPeriodEnd?.toISOString(),
      graceEndsAt: sub.graceEndsAt,
    },
    payments: rows.map((p) => ({ status: p.status, amount: p.amountMinor, refunded: p.refundedMinor })),
  };
}

async function eventCount() {
  const [row] = await db().select({ n: count() }).from(paymentEvents);
  return row?.n ?? 0;
}

describe('signatures', () => {
  it('refuses a tampered body, a missing header and a foreign key with 400, storing nothing', async () => {
    const { member, paymentId } = await pendingPremium();
    const now = t.clock.now;
    const good = completed(paymentId, ref('sub'), ref('pi'), addMonths(now, 1), now);
    const before = await eventCount();
    const tampered = {
      ...good,
      rawBody: Buffer.from(good.rawBody.toString().replace('cus_sbx_test', 'cus_sbx_evil')),
    };
    const foreign = signSandboxEvent(
      'another server secret',
      sandboxEvent('checkout.session.completed', {}, now),
    );
    for (const attempt of [
      tampered,
      { ...good, headers: {} },
      foreign,
      { ...good, headers: { 'wildlens-sandbox-signature': 't=1,v1=zz' } },
    ]) {
      const res = await postWebhook(t.app, attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid webhook signature' });
    }
    expect(await eventCount()).toBe(before);
    expect((await stateOf(member.id)).payments[0]?.status).toBe('pending');
    // The genuine event goes through, with no session and no Origin.
    const res = await postWebhook(t.app, good);
    expect(res.statusCode, res.body).toBe(200);
    expect((await stateOf(member.id)).tier).toBe('premium');
  });

  it('answers 404 for a provider this site has not configured and 400 for an unknown one', async () => {
    const stripe = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(stripe.statusCode).toBe(404);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/bitcoin',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('each event once', () => {
  it('changes nothing the second time the same event arrives', async () => {
    const { member, paymentId } = await pendingPremium();
    const now = t.clock.now;
    const event = completed(paymentId, ref('sub'), ref('pi'), addMonths(now, 1), now);
    const first = await postWebhook(t.app, event);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const state = await stateOf(member.id);
    const [queued] = await db().select({ n: count() }).from(jobs);
    const events = await eventCount();
    const second = await postWebhook(t.app, event);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    expect(await stateOf(member.id)).toEqual(state);
    expect((await db().select({ n: count() }).from(jobs))[0]).toEqual(queued);
    expect(await eventCount()).toBe(events);
  });

  it('records a redelivered renewal (a new event id, the same payment) once', async () => {
    const { member, paymentId } = await pendingPremium();
    const now = t.clock.now;
    const sub = ref('sub');
    await postWebhook(t.app, completed(paymentId, sub, ref('pi'), addMonths(now, 1), now));
    const renewal = ref('pi');
    for (let i = 0; i < 2; i += 1)
      await postWebhook(
        t.app,
        invoicePaid(sub, renewal, addMonths(now, 2), new Date(now.getTime() + SECOND)),
      );
    expect((await stateOf(member.id)).payments).toHaveLength(2);
  });

  it('stores an event type it does not use, and ignores it', async () => {
    const res = await postWebhook(
      t.app,
      signedEvent(t.app, 'customer.created', { id: 'cus_x' }, t.clock.now),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(paymentEvents).where(eq(paymentEvents.type, 'customer.created'));
    expect(row?.outcome).toBe('ignored');
  });
});

describe('events out of order', () => {
  it('ends in the same state whichever order checkout, renewal and change arrive in', async () => {
    // Whole seconds: provider events carry their times in seconds.
    const now = new Date(Math.floor(t.clock.now.getTime() / SECOND) * SECOND);
    const t0 = now;
    const t1 = new Date(now.getTime() + 10 * SECOND);
    const t2 = new Date(now.getTime() + 20 * SECOND);
    const scenario = async (order: number[]) => {
      const { member, paymentId } = await pendingPremium();
      const sub = ref('sub');
      const events = [
        completed(paymentId, sub, ref('pi'), addMonths(now, 1), t0),
        invoicePaid(sub, ref('pi'), addMonths(now, 2), t1),
        updated(sub, true, addMonths(now, 2), t2),
      ];
      for (const i of order) {
        const event = events[i];
        if (!event) throw new Error('no event');
        expect((await postWebhook(t.app, event)).statusCode).toBe(200);
      }
      return stateOf(member.id);
    };
    const inOrder = await scenario([0, 1, 2]);
    expect(inOrder).toMatchObject({
      tier: 'premium',
      subscription: {
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: addMonths(now, 2).toISOString(),
      },
      payments: [{ status: 'succeeded' }, { status: 'succeeded' }],
    });
    for (const order of [
      [2, 1, 0],
      [1, 0, 2],
      [0, 2, 1],
      [2, 0, 1],
    ])
      expect(await scenario(order), `${order}`).toEqual(inOrder);
  });

  it("does not count the checkout's own first invoice as a renewal, whichever comes first", async () => {
    const now = t.clock.now;
    for (const invoiceFirst of [false, true]) {
      const { member, paymentId } = await pendingPremium();
      const sub = ref('sub');
      const pi = ref('pi');
      const events = [
        completed(paymentId, sub, pi, addMonths(now, 1), now),
        invoicePaid(sub, pi, addMonths(now, 1), now),
      ];
      if (invoiceFirst) events.reverse();
      for (const e of events) await postWebhook(t.app, e);
      const state = await stateOf(member.id);
      expect(state.payments, `invoice first: ${invoiceFirst}`).toEqual([
        { status: 'succeeded', amount: 499, refunded: 0 },
      ]);
      expect(state.tier).toBe('premium');
    }
  });

  it('never lets an older change override a newer one', async () => {
    const { member, paymentId } = await pendingPremium();
    const now = t.clock.now;
    const sub = ref('sub');
    await postWebhook(t.app, completed(paymentId, sub, ref('pi'), addMonths(now, 1), now));
    await postWebhook(t.app, updated(sub, true, addMonths(now, 1), new Date(now.getTime() + 20 * SECOND)));
    const stale = await postWebhook(
      t.app,
      updated(sub, false, addMonths(now, 1), new Date(now.getTime() + 10 * SECOND)),
    );
    expect(stale.statusCode).toBe(200);
    expect((await stateOf(member.id)).subscription?.cancelAtPeriodEnd).toBe(true);
    // An old failed renewal after a newer paid one leaves the subscription active.
    await postWebhook(
      t.app,
      invoicePaid(sub, ref('pi'), addMonths(now, 2), new Date(now.getTime() + 40 * SECOND)),
    );
    await postWebhook(
      t.app,
      signedEvent(
        t.app,
        'invoice.payment_failed',
        { subscription: sub, last_payment_error: { message: 'Your card was declined.' } },
        new Date(now.getTime() + 30 * SECOND),
      ),
    );
    expect((await stateOf(member.id)).subscription).toMatchObject({ status: 'active', graceEndsAt: null });
  });

  it('never undoes a payment with a late failure, and a deletion is final', async () => {
    const { member, paymentId } = await pendingPremium();
    const now = t.clock.now;
    const sub = ref('sub');
    await postWebhook(t.app, completed(paymentId, sub, ref('pi'), addMonths(now, 1), now));
    await postWebhook(
      t.app,
      signedEvent(
        t.app,
        'checkout.session.async_payment_failed',
        {
          id: ref('cs'),
          metadata: { payment_id: String(paymentId) },
          failure: { reason: 'declined', message: 'Your card was declined.' },
        },
        new Date(now.getTime() - SECOND),
      ),
    );
    expect((await stateOf(member.id)).payments[0]?.status).toBe('succeeded');
    await postWebhook(
      t.app,
      signedEvent(t.app, 'customer.subscription.deleted', { id: sub }, new Date(now.getTime() + 5 * SECOND)),
    );
    await postWebhook(t.app, updated(sub, false, addMonths(now, 1), new Date(now.getTime() + 9 * SECOND)));
    expect(await stateOf(member.id)).toMatchObject({ tier: 'free', subscription: { status: 'canceled' } });
  });
});

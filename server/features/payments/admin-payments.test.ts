// The administrator's payments: the filtered list, and refunds through the provider (the sandbox completes them
// with its refunded event), whole or in parts, with the permission flags that allow them.
import { PAYMENT_MESSAGES } from '@common/schemas/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccounts, payments, refunds, users } from '../../db/schema';
import { createTestApp, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { adminHeaders, withAdminPermissions } from '../sightings/social.support';
import {
  type Member,
  postWebhook,
  signedEvent,
  startPremium,
  subscribe,
  summaryOf,
} from './payments.support';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  admin = await adminHeaders(t.app);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.ctx.db;

function refund(paymentId: number, body: Record<string, unknown>, headers: Record<string, string> = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/refund`,
    headers,
    payload: body,
  });
}

async function paidMember(): Promise<{ member: Member; paymentId: number }> {
  const member = await makeUser(t.app);
  const { paymentId } = await subscribe(t.app, member);
  return { member, paymentId };
}

async function paymentRow(id: number) {
  const [row] = await db().select().from(payments).where(eq(payments.id, id));
  return row;
}

describe('the payments list', () => {
  it('filters by status, purpose and member, a page at a time', async () => {
    const { member, paymentId } = await paidMember();
    const pending = await makeUser(t.app);
    await startPremium(t.app, pending);
    const mine = await t.app.inject({ url: `/api/admin/payments?userId=${member.id}`, headers: admin });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(mine.json().payments[0]).toMatchObject({
      id: paymentId,
      userId: member.id,
      username: member.username,
      status: 'succeeded',
      purpose: 'premium_subscription',
    });
    expect(mine.json().payments[0].providerPaymentId).toMatch(/^pi_sbx_/);
    const succeeded = await t.app.inject({
      url: '/api/admin/payments?status=succeeded&pageSize=1',
      headers: admin,
    });
    expect(succeeded.json().payments).toHaveLength(1);
    expect(succeeded.json().payments[0].status).toBe('succeeded');
    const pendingOnes = await t.app.inject({
      url: '/api/admin/payments?status=pending&purpose=premium_subscription',
      headers: admin,
    });
    expect(pendingOnes.json().payments.map((p: { userId: number }) => p.userId)).toContain(pending.id);
    const bad = await t.app.inject({ url: '/api/admin/payments?status=paid', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('is for administrators with the money permissions only', async () => {
    const member = await makeUser(t.app);
    expect(
      (await t.app.inject({ url: '/api/admin/payments', headers: { cookie: member.cookie } })).statusCode,
    ).toBe(401);
    await withAdminPermissions(t.app, { viewRevenue: false, manageUsers: false }, async () => {
      const res = await t.app.inject({ url: '/api/admin/payments', headers: admin });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.refundPermission);
      const { paymentId } = await paidMember();
      expect((await refund(paymentId, { reason: 'requested_by_customer' })).statusCode).toBe(403);
      expect((await paymentRow(paymentId))?.status).toBe('succeeded');
    });
    await withAdminPermissions(t.app, { viewRevenue: false }, async () => {
      expect((await t.app.inject({ url: '/api/admin/payments', headers: admin })).statusCode).toBe(200);
    });
  });
});

describe('refunds', () => {
  it('refunds a whole premium payment: the money back and the current period with it', async () => {
    const { member, paymentId } = await paidMember();
    const res = await refund(paymentId, {
      reason: 'requested_by_customer',
      adminNotes: 'Asked by e-mail',
      customerNotes: 'Sorry to see you go',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({
      paymentId,
      amountMinor: 499,
      currency: 'USD',
      status: 'succeeded',
    });
    expect(res.json().refund.providerRefundId).toMatch(/^re_sbx_/);
    expect(res.json().payment).toMatchObject({ status: 'refunded', refundedMinor: 499 });
    const [row] = await db().select().from(refunds).where(eq(refunds.originalPaymentId, paymentId));
    const [account] = await db()
      .select()
      .from(adminAccounts)
      .where(eq(adminAccounts.username, t.app.ctx.config.ADMIN_USERNAME));
    expect(row).toMatchObject({
      paymentType: 'premium_subscription',
      refundMethod: 'sandbox',
      reason: 'requested_by_customer',
      adminNotes: 'Asked by e-mail',
      customerNotes: 'Sorry to see you go',
      processedBy: account?.id,
    });
    expect(await summaryOf(t.app, member)).toMatchObject({ tier: 'free', status: 'canceled' });
    const mine = await t.app.inject({
      url: `/api/payments/${paymentId}`,
      headers: { cookie: member.cookie },
    });
    expect(mine.json()).toMatchObject({ status: 'refunded', refundedMinor: 499 });
    // Nothing is left to refund.
    const again = await refund(paymentId, { reason: 'duplicate' });
    expect(again.statusCode).toBe(409);
  });

  it('refunds in parts, never more than what remains', async () => {
    const { member, paymentId } = await paidMember();
    const part = await refund(paymentId, { reason: 'other', amountMinor: 200 });
    expect(part.json().payment).toMatchObject({ status: 'partially_refunded', refundedMinor: 200 });
    // A partial refund leaves the subscription alone.
    expect((await summaryOf(t.app, member)).tier).toBe('premium');
    const tooMuch = await refund(paymentId, { reason: 'other', amountMinor: 300 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(`${PAYMENT_MESSAGES.refundTooLarge} ($2.99)`);
    const rest = await refund(paymentId, { reason: 'other' });
    expect(rest.json()).toMatchObject({
      refund: { amountMinor: 299 },
      payment: { status: 'refunded', refundedMinor: 499 },
    });
    expect(await db().select().from(refunds).where(eq(refunds.originalPaymentId, paymentId))).toHaveLength(2);
  });

  it('refuses what cannot be refunded, and writes nothing', async () => {
    const member = await makeUser(t.app);
    const pending = (await startPremium(t.app, member)).json().paymentId as number;
    const res = await refund(pending, { reason: 'other' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.notRefundable);
    expect((await refund(2_000_000_000, { reason: 'other' })).statusCode).toBe(404);
    const { paymentId } = await paidMember();
    expect((await refund(paymentId, { reason: 'because' })).statusCode).toBe(400);
    expect((await refund(paymentId, { reason: 'other', amountMinor: -5 })).statusCode).toBe(400);
    expect((await refund(paymentId, { reason: 'other' }, { cookie: member.cookie })).statusCode).toBe(401);
    expect(await db().select().from(refunds).where(eq(refunds.originalPaymentId, paymentId))).toEqual([]);
  });

  it("records a refund made on the provider's own dashboard", async () => {
    const { paymentId } = await paidMember();
    const row = await paymentRow(paymentId);
    const event = signedEvent(
      t.app,
      'charge.refunded',
      {
        payment_intent: row?.providerPaymentId,
        refund: { id: 're_sbx_dashboard1', amount: 100, currency: 'usd', metadata: {} },
      },
      t.clock.now,
    );
    for (let i = 0; i < 2; i += 1) expect((await postWebhook(t.app, event)).statusCode).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'partially_refunded', refundedMinor: 100 });
    const [dashboard] = await db().select().from(refunds).where(eq(refunds.originalPaymentId, paymentId));
    expect(dashboard).toMatchObject({
      refundId: 're_sbx_dashboard1',
      refundStatus: 'succeeded',
      processedBy: null,
      amount: 100,
    });
    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.id, row?.userId ?? 0));
    expect(user?.subscriptionTier).toBe('premium');
  });
});

// Referrals and rewards end to end on the real database (issue 14 item 6): the referrer found at registration
// (link code, e-mail; never oneself; unknown ignored), referralCount, the referrer's free month for a referred
// member's first paid Premium (once, and only while the referrer is premium), activity months (once a month, only
// with enough published sightings), the gift card (one notice, one month) and the routes that show them.
import { REFERRAL_MESSAGES, REFERRAL_RULES } from '@common/schemas/referrals';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giftCardNotifications,
  jobs,
  payments,
  referralRewards,
  sightings,
  userNotifications,
  users,
} from '../../db/schema';
import { grantPremiumMonths } from '../../payments/subscriptions';
import {
  createTestApp,
  makeUser,
  sessionCookie,
  type TestApp,
  unlimitedRateLimits,
} from '../../test/harness';
import { type Member, mailsTo, runJobs, subscribe } from '../payments/payments.support';
import { adminHeaders, withAdminPermissions } from '../sightings/social.support';
import { rewardReferralConversion } from './rewards';
import { previousMonth, runReferralSweeps } from './sweeps';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.ctx.db;
let n = 0;

async function register(extra: Record<string, unknown> = {}, language = 'en'): Promise<Member> {
  n += 1;
  const body = {
    username: `ref${n}${Math.random().toString(36).slice(2, 6)}`,
    email: `ref${n}${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'Passw0rd!',
    preferredLanguage: language,
    ...extra,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const user = res.json().user as { id: number };
  return { ...body, id: user.id, cookie: sessionCookie(res) } as Member;
}

async function row(id: number) {
  const [u] = await db().select().from(users).where(eq(users.id, id));
  if (!u) throw new Error('no user');
  return u;
}

async function summary(m: Member) {
  const res = await t.app.inject({ url: '/api/referrals/me', headers: { cookie: m.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Complimentary premium, so a member is premium without a paid subscription. */
async function makePremium(m: Member) {
  await db().transaction((tx) => grantPremiumMonths(tx, m.id, 2, 'test', t.clock.now));
}

async function rewardsOf(id: number, kind?: string) {
  const all = await db().select().from(referralRewards).where(eq(referralRewards.userId, id));
  return kind ? all.filter((r) => r.kind === kind) : all;
}

async function addSightings(userId: number, count: number, at: Date) {
  for (let i = 0; i < count; i++)
    await db()
      .insert(sightings)
      .values({ userId, speciesName: 'Eurasian wren', category: 'birds', createdAt: at });
}

describe('the referral link and registration', () => {
  it('gives every member a stable code and link, made lazily for members who have none', async () => {
    const m = await register();
    const first = await summary(m);
    expect(first.code).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(first.link).toBe(`http://localhost:5000/register?ref=${first.code}`);
    expect((await summary(m)).code).toBe(first.code);
    await db().update(users).set({ referralCode: null }).where(eq(users.id, m.id));
    const again = await summary(m);
    expect(again.code).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect((await row(m.id)).referralCode).toBe(again.code);
    expect((await t.app.inject({ url: '/api/referrals/me' })).statusCode).toBe(401);
  });

  it('finds the referrer by code or by e-mail, counts them, and ignores unknown ones and oneself', async () => {
    const referrer = await register();
    const { code } = await summary(referrer);
    const byCode = await register({ referralCode: code });
    expect((await row(byCode.id)).referredByUserId).toBe(referrer.id);
    const byEmail = await register({ referredBy: referrer.email.toUpperCase() });
    const byEmailRow = await row(byEmail.id);
    expect(byEmailRow.referredByUserId).toBe(referrer.id);
    expect(byEmailRow.referredBy).toBe(referrer.email.toUpperCase());
    // Unknown code and e-mail: the registration goes on without a referrer.
    const unknown = await register({ referralCode: 'NoSuchCode1', referredBy: 'nobody@example.com' });
    expect((await row(unknown.id)).referredByUserId).toBeNull();
    expect((await row(unknown.id)).referredBy).toBe('nobody@example.com');
    const malformed = await register({ referralCode: 'bad code!' });
    expect((await row(malformed.id)).referredByUserId).toBeNull();
    // Naming one's own address refers nobody.
    const selfEmail = `self${Date.now()}@example.com`;
    const self = await register({ email: selfEmail, referredBy: selfEmail });
    expect((await row(self.id)).referredByUserId).toBeNull();
    expect((await row(referrer.id)).referralCount).toBe(2);
    expect((await summary(referrer)).referralCount).toBe(2);
    // A code longer than any code: refused by its length.
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'longcode1',
        email: 'longcode1@example.com',
        password: 'Passw0rd!',
        referralCode: 'x'.repeat(65),
      },
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('the referral reward', () => {
  it('gives a premium referrer one free month for a referred member first paid Premium, once', async () => {
    const referrer = await register();
    await makePremium(referrer);
    const before = await row(referrer.id);
    const { code } = await summary(referrer);
    const friend = await register({ referralCode: code });
    const { paymentId } = await subscribe(t.app, friend);
    expect((await row(friend.id)).subscriptionTier).toBe('premium');
    const after = await row(referrer.id);
    expect(after.freeMonthsEarned).toBe(before.freeMonthsEarned + 1);
    expect(await rewardsOf(referrer.id, 'referral')).toHaveLength(1);
    // The activation applied again (a replayed event, a second process): nothing more.
    await db().transaction((tx) => rewardReferralConversion(tx, friend.id, paymentId, t.clock.now));
    await db().transaction((tx) => rewardReferralConversion(tx, friend.id, paymentId, t.clock.now));
    expect((await row(referrer.id)).freeMonthsEarned).toBe(after.freeMonthsEarned);
    expect(await rewardsOf(referrer.id, 'referral')).toHaveLength(1);
    const notes = await db()
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, referrer.id), eq(userNotifications.type, 'referral_reward')));
    expect(notes).toHaveLength(1);
    // In the member's list, with the referred member as its actor (the web words it from the type).
    const list = await t.app.inject({ url: '/api/notifications', headers: { cookie: referrer.cookie } });
    expect(JSON.stringify(list.json())).toContain('"type":"referral_reward"');
    expect(JSON.stringify(list.json())).toContain(`"username":"${friend.username}"`);
    await runJobs(t.app);
    const mails = mailsTo(t, referrer.email).filter((m) => m.subject.includes('free month of Premium'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(friend.username);
    const s = await summary(referrer);
    expect(s).toMatchObject({ conversions: 1, premium: true });
    expect(s.rewards[0]).toMatchObject({ kind: 'referral', detail: friend.username, months: 1 });
  });

  it('gives nothing when the referrer is on the free plan, nor for a later subscription', async () => {
    const referrer = await register();
    const friend = await register({ referredBy: referrer.email });
    const { paymentId } = await subscribe(t.app, friend);
    expect(await rewardsOf(referrer.id)).toHaveLength(0);
    expect((await row(referrer.id)).freeMonthsEarned).toBe(0);
    // Premium later: a second paid Premium of the same friend is not a first one.
    await makePremium(referrer);
    const [other] = await db()
      .insert(payments)
      .values({
        userId: friend.id,
        purpose: 'premium_subscription',
        provider: 'sandbox',
        method: 'card',
        currency: 'USD',
        amountMinor: 499,
        status: 'succeeded',
        description: 'WildLens Premium Explorer, monthly',
        paidAt: t.clock.now,
      })
      .returning({ id: payments.id });
    expect(other && other.id !== paymentId).toBe(true);
    await db().transaction((tx) => rewardReferralConversion(tx, friend.id, other?.id ?? 0, t.clock.now));
    expect(await rewardsOf(referrer.id, 'referral')).toHaveLength(0);
  });
});

describe('activity months', () => {
  it('gives a premium member one month per calendar month with at least 4 published sightings', async () => {
    const now = t.clock.now;
    const month = previousMonth(now);
    const inMonth = new Date(month.start.getTime() + 3 * 24 * 3600_000);
    const active = await register({}, 'es');
    await makePremium(active);
    await addSightings(active.id, REFERRAL_RULES.activityMonthSightings, inMonth);
    const fewer = await register();
    await makePremium(fewer);
    await addSightings(fewer.id, REFERRAL_RULES.activityMonthSightings - 1, inMonth);
    const free = await register();
    await addSightings(free.id, 6, inMonth);
    // This month's sightings count for next month's sweep, not this one.
    const thisMonth = await register();
    await makePremium(thisMonth);
    await addSightings(thisMonth.id, 5, month.end);

    const before = await row(active.id);
    await runReferralSweeps(t.app.ctx, now);
    await runReferralSweeps(t.app.ctx, now);
    const after = await row(active.id);
    expect(after.sightingMonthsEarned).toBe(1);
    expect(after.freeMonthsEarned).toBe(before.freeMonthsEarned + 1);
    expect(await rewardsOf(active.id, 'activity_month')).toMatchObject([{ subject: month.key, months: 1 }]);
    expect(await rewardsOf(fewer.id)).toHaveLength(0);
    expect(await rewardsOf(free.id)).toHaveLength(0);
    expect(await rewardsOf(thisMonth.id)).toHaveLength(0);
    expect((await row(fewer.id)).sightingMonthsEarned).toBe(0);
    // The next month's sweep settles this month: a month of its own for the member active now, none again.
    const nextMonth = new Date(Date.UTC(month.end.getUTCFullYear(), month.end.getUTCMonth() + 1, 2));
    await runReferralSweeps(t.app.ctx, nextMonth);
    expect(await rewardsOf(thisMonth.id, 'activity_month')).toMatchObject([
      { subject: previousMonth(nextMonth).key },
    ]);
    expect(await rewardsOf(active.id, 'activity_month')).toHaveLength(1);
    await runJobs(t.app);
    const mails = mailsTo(t, active.email);
    expect(mails.filter((m) => m.subject === 'Tu mes activo te ha dado un mes gratis')).toHaveLength(1);
  });
});

describe('the gift card', () => {
  it('states the rule to everyone and shows a member their progress', async () => {
    const visitor = await t.app.inject({ url: '/api/gift-card-offer' });
    expect(visitor.json()).toEqual({
      rule: { sightingsRequired: 10, days: 30, months: 1 },
      progress: null,
    });
    const m = await register();
    await addSightings(m.id, 3, t.clock.now);
    const res = await t.app.inject({ url: '/api/gift-card-offer', headers: { cookie: m.cookie } });
    expect(res.json().progress).toMatchObject({
      sightings: 3,
      required: 10,
      windowOpen: true,
      eligible: false,
      awarded: false,
    });
  });

  it('notifies and rewards a new member with 10 sightings in 30 days exactly once', async () => {
    const m = await register();
    const late = await register();
    const joined = new Date(t.clock.now.getTime() - 5 * 24 * 3600_000);
    await db().update(users).set({ createdAt: joined }).where(eq(users.id, m.id));
    await addSightings(m.id, 10, t.clock.now);
    // Sightings after the first 30 days do not count.
    const lateJoined = new Date(t.clock.now.getTime() - 33 * 24 * 3600_000);
    await db().update(users).set({ createdAt: lateJoined }).where(eq(users.id, late.id));
    await addSightings(late.id, 9, lateJoined);
    await addSightings(late.id, 5, t.clock.now);

    await runReferralSweeps(t.app.ctx, t.clock.now);
    await runReferralSweeps(t.app.ctx, t.clock.now);
    const r = await row(m.id);
    expect(r).toMatchObject({
      firstMonthSightings: 10,
      giftCardEligible: true,
      giftCardNotified: true,
      giftCardAwarded: true,
      freeMonthsEarned: 1,
      subscriptionTier: 'premium',
    });
    const notices = await db()
      .select()
      .from(giftCardNotifications)
      .where(eq(giftCardNotifications.userId, m.id));
    expect(notices).toHaveLength(1);
    expect(await rewardsOf(m.id, 'gift_card')).toHaveLength(1);
    const inApp = await db()
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, m.id), eq(userNotifications.type, 'gift_card_reward')));
    expect(inApp).toHaveLength(1);
    const [reward] = await rewardsOf(m.id, 'gift_card');
    const emailJobs = (await db().select().from(jobs).where(eq(jobs.type, 'referral_reward_email'))).filter(
      (j) => (j.payload as { rewardId: number }).rewardId === reward?.id,
    );
    expect(emailJobs).toHaveLength(1);
    await runJobs(t.app);
    expect(mailsTo(t, m.email).filter((x) => x.subject.includes('gift card'))).toHaveLength(1);
    const lateRow = await row(late.id);
    expect(lateRow).toMatchObject({
      firstMonthSightings: 9,
      giftCardEligible: false,
      giftCardAwarded: false,
    });
    const offer = await t.app.inject({ url: '/api/gift-card-offer', headers: { cookie: m.cookie } });
    expect(offer.json().progress).toMatchObject({
      sightings: 10,
      eligible: true,
      notified: true,
      awarded: true,
    });
  });
});

describe('GET /api/admin/referrals', () => {
  it('is for administrators with manageUsers or viewRevenue', async () => {
    const member = await makeUser(t.app);
    expect((await t.app.inject({ url: '/api/admin/referrals' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/referrals', headers: { cookie: member.cookie } })).statusCode,
    ).toBe(401);
    const admin = await adminHeaders(t.app);
    await withAdminPermissions(t.app, { viewRevenue: false, manageUsers: false }, async () => {
      const refused = await t.app.inject({ url: '/api/admin/referrals', headers: admin });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(REFERRAL_MESSAGES.adminPermission);
    });
    await withAdminPermissions(t.app, { manageUsers: false }, async () => {
      expect((await t.app.inject({ url: '/api/admin/referrals', headers: admin })).statusCode).toBe(200);
    });
  });

  it('lists the top referrers with their conversions and the totals, filtered and paged', async () => {
    const admin = await adminHeaders(t.app);
    const top = await register();
    await makePremium(top);
    const { code } = await summary(top);
    for (let i = 0; i < 3; i++) await register({ referralCode: code });
    const friend = await register({ referralCode: code });
    await subscribe(t.app, friend);
    const res = await t.app.inject({ url: `/api/admin/referrals?q=${top.username}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.referrers).toEqual([
      {
        userId: top.id,
        username: top.username,
        email: top.email,
        referralCount: 4,
        conversions: 1,
        monthsEarned: 1,
        premium: true,
      },
    ]);
    expect(body.total).toBe(1);
    const all = (
      await t.app.inject({ url: '/api/admin/referrals?pageSize=2&sort=conversions', headers: admin })
    ).json();
    expect(all.referrers.length).toBeLessThanOrEqual(2);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.totals.conversions).toBeGreaterThanOrEqual(2);
    // Conversions count every referred member who paid; rewards only those whose referrer was premium.
    expect(all.totals.rewards.referral).toBeLessThan(all.totals.conversions);
    expect(all.totals.referredMembers).toBeGreaterThanOrEqual(5);
    expect(all.recentRewards.length).toBeGreaterThan(0);
    const bad = await t.app.inject({ url: '/api/admin/referrals?pageSize=1000', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});

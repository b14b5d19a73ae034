// Account deletion: POST /api/me/delete with the password typed again schedules it 14 days ahead (other sessions
// end at once, this one stays), cancel works, the grace period is kept on the app's clock, and then one
// transaction deletes everything of the member's: no stored file and no personal field (username, e-mail, bio,
// avatar, addresses) is left anywhere, while payments, orders and guide purchases stay, anonymised, and other
// members' counters stay true.
import type { DeletionState } from '@common/schemas/account';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountDeletions,
  guidePurchases,
  locationGuides,
  mediaAssets,
  payments,
  printOptions,
  printOrders,
  printProducts,
  sandboxSubscriptions,
  sightings,
  subscriptions,
  users,
} from '../../db/schema';
import { assetKeys } from '../../jobs/media-cleanup';
import { readOutbox } from '../../mail/outbox.support';
import {
  createTestApp,
  makeSighting,
  makeUser,
  sessionCookie,
  type TestApp,
  unlimitedRateLimits,
  uploadPhoto,
} from '../../test/harness';
import { subscribe } from '../payments/payments.support';
import { previewKey } from '../prints/service';
import { runDueAccountDeletions } from './deletion-executor';

const DAY = 86_400_000;
const BIO = 'Otter watcher from Quietbrook Lagoon';
const ADDRESS = '12 Kingfisher Lane';

let t: TestApp;
let victim: Awaited<ReturnType<typeof makeUser>>;
let fan: Awaited<ReturnType<typeof makeUser>>;
const ids = {
  fanSighting: 0,
  victimSighting: 0,
  victimProduct: 0,
  fanProduct: 0,
  publishedGuide: 0,
  draftGuide: 0,
  fanGuide: 0,
  payment: 0,
  buyerOrder: 0,
  fanOrder: 0,
};
let victimKeys: string[] = [];
let avatarUrl = '';

async function signIn(who: { username: string; password: string }): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: who.username, password: who.password },
  });
  return sessionCookie(res);
}

const api = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function drain() {
  for (let i = 0; i < 20; i += 1) if ((await t.app.jobs.runOnce()).claimed === 0) return;
}

async function guide(authorId: number, title: string, status: string) {
  const [row] = await t.app.ctx.db
    .insert(locationGuides)
    .values({
      authorId,
      title,
      description: 'A guide',
      location: 'Somewhere',
      latitude: 51.5,
      longitude: -0.12,
      price: 500,
      category: 'birds',
      difficulty: 'easy',
      bestSeason: 'spring',
      content: 'Paid content',
      status,
      publishedAt: status === 'published' ? t.app.ctx.clock() : null,
    })
    .returning({ id: locationGuides.id });
  return row?.id ?? 0;
}

async function product(userId: number, sightingId: number) {
  const [row] = await t.app.ctx.db
    .insert(printProducts)
    .values({ userId, sightingId, title: 'Print', basePrice: 2000 })
    .returning({ id: printProducts.id });
  await t.app.ctx.media.put(previewKey(row?.id ?? 0), Buffer.from('preview'), 'image/webp');
  return row?.id ?? 0;
}

async function order(buyerId: number, productId: number, name: string, line1: string) {
  const [option] = await t.app.ctx.db.select().from(printOptions).limit(1);
  const [row] = await t.app.ctx.db
    .insert(printOrders)
    .values({
      userId: buyerId,
      productId,
      optionId: option?.id ?? 0,
      unitPrice: 2000,
      totalPrice: 2000,
      artistEarnings: 1400,
      artistCommission: 70,
      orderStatus: 'paid',
      trackingNumber: 'TRACK-VICTIM',
      shippingAddress: { name, line1, city: 'Riverton', postcode: 'RV1 2AB', country: 'GB' },
    })
    .returning({ id: printOrders.id });
  return row?.id ?? 0;
}

/** Every table whose rows mention `needle` anywhere (each row as text, jsonb included). */
async function tablesMentioning(needle: string): Promise<string[]> {
  const db = t.app.ctx.db;
  const tables = (
    (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] }
  ).rows.map((r) => r.table_name);
  const found: string[] = [];
  for (const table of tables) {
    const res = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} x where strpos(lower(x::text), lower(${needle})) > 0`,
    )) as unknown as { rows: { n: number }[] };
    if ((res.rows[0]?.n ?? 0) > 0) found.push(table);
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  t.clock.now = new Date('2026-05-01T09:00:00Z');
  victim = await makeUser(t.app, { username: 'otterwatcher', email: 'otter.watcher@example.org' });
  fan = await makeUser(t.app);
  const db = t.app.ctx.db;
  await db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, victim.id));

  // The victim's profile, avatar, sightings with a photo, and what they did on the fan's sighting.
  const avatar = await uploadPhoto(t.app, victim.cookie, undefined, { purpose: 'avatar' });
  const profile = await api('PUT', '/api/user/profile', victim.cookie, {
    bio: BIO,
    instagramUsername: 'otter_watcher_ig',
    avatarMediaId: avatar.id,
  });
  expect(profile.statusCode, profile.body).toBe(200);
  avatarUrl = profile.json().profileImageUrl;
  const photo = await uploadPhoto(t.app, victim.cookie);
  ids.victimSighting = (
    await makeSighting(t.app, victim.cookie, {
      speciesName: 'Eurasian otter',
      category: 'mammals',
      mediaAssetId: photo.id,
    })
  ).id;
  const plain = await makeSighting(t.app, victim.cookie, { location: 'Quietbrook Lagoon' });
  ids.fanSighting = (await makeSighting(t.app, fan.cookie, { speciesName: 'Grey heron' })).id;
  expect((await api('POST', `/api/sightings/${ids.fanSighting}/like`, victim.cookie)).statusCode).toBe(200);
  expect(
    (
      await api('POST', '/api/comments', victim.cookie, {
        sightingId: ids.fanSighting,
        content: 'Nice heron!',
      })
    ).statusCode,
  ).toBe(201);
  await api('POST', `/api/users/${fan.id}/follow`, victim.cookie);
  await api('POST', `/api/users/${victim.id}/follow`, fan.cookie);
  await api('POST', '/api/bookmarks', victim.cookie, {
    sightingId: ids.fanSighting,
    collectionName: 'Herons',
  });
  await api('POST', `/api/sightings/${plain.id}/like`, fan.cookie);
  await api('POST', '/api/location-alerts', victim.cookie, {
    alertName: 'Lagoon watch',
    latitude: 51.5,
    longitude: -0.12,
  });
  await api('PUT', '/api/portfolio', victim.cookie, { portfolioUrl: 'otter-portfolio', isPublic: true });

  // Money: a payment, print orders both ways, guides written and bought.
  const [payment] = await db
    .insert(payments)
    .values({
      userId: victim.id,
      purpose: 'premium_subscription',
      provider: 'sandbox',
      method: 'card',
      currency: 'USD',
      amountMinor: 499,
      status: 'succeeded',
      description: 'WildLens Premium Explorer, monthly',
      providerPaymentId: 'pi_sbx_victim',
      providerCustomerId: 'cus_otterwatcher',
      redirectUrl: 'https://example.org/checkout/otter.watcher@example.org',
      paidAt: t.app.ctx.clock(),
    })
    .returning({ id: payments.id });
  ids.payment = payment?.id ?? 0;
  ids.fanProduct = await product(fan.id, ids.fanSighting);
  ids.victimProduct = await product(victim.id, ids.victimSighting);
  ids.buyerOrder = await order(victim.id, ids.fanProduct, 'Otter Watcher', ADDRESS);
  ids.fanOrder = await order(fan.id, ids.victimProduct, 'Fan Person', '3 Heron Row');
  ids.publishedGuide = await guide(victim.id, 'Otters of Quietbrook', 'published');
  ids.draftGuide = await guide(victim.id, 'Unfinished draft', 'draft');
  ids.fanGuide = await guide(fan.id, 'Herons of the bay', 'published');
  await db.insert(guidePurchases).values([
    { guideId: ids.publishedGuide, userId: fan.id, amount: 500, currency: 'USD', paymentMethod: 'card' },
    { guideId: ids.fanGuide, userId: victim.id, amount: 500, currency: 'USD', paymentMethod: 'card' },
  ]);
  await drain();

  const assets = await db.select().from(mediaAssets).where(eq(mediaAssets.ownerId, victim.id));
  expect(assets).toHaveLength(2);
  victimKeys = [...assets.flatMap((a) => assetKeys(t.app.ctx.media, a)), previewKey(ids.victimProduct)];
  for (const key of victimKeys) expect(await t.app.ctx.media.exists(key), key).toBe(true);
}, 120_000);

afterAll(async () => {
  await t.close();
});

const ask = (cookie: string, password: string) => api('POST', '/api/me/delete', cookie, { password });

describe('scheduling a deletion', () => {
  it('needs the password: a wrong one is refused on the field and nothing is scheduled', async () => {
    const res = await ask(victim.cookie, 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'password', message: expect.stringMatching(/password/) }]);
    expect((await api('GET', '/api/me/delete', victim.cookie)).json()).toEqual({ deletion: null });
  });

  it('ends every other session at once and keeps this one; e-mails the date', async () => {
    const second = await signIn(victim);
    const res = await ask(victim.cookie, victim.password);
    expect(res.statusCode, res.body).toBe(202);
    const state = res.json() as DeletionState;
    expect(state.deletion?.scheduledFor).toBe(new Date(t.app.ctx.clock().getTime() + 14 * DAY).toISOString());
    expect((await api('GET', '/api/auth/me', second)).statusCode).toBe(401);
    expect((await api('GET', '/api/auth/me', victim.cookie)).statusCode).toBe(200);
    expect((await ask(victim.cookie, victim.password)).statusCode).toBe(409);
    await drain();
    const mail = readOutbox(t.dataDir).filter((m) => m.to === victim.email);
    expect(mail.map((m) => m.subject)).toContain('Your WildLens account will be deleted on May 15, 2026');
  });

  it('can be cancelled, and a cancelled deletion never happens', async () => {
    const res = await api('POST', '/api/me/delete/cancel', victim.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletion: null });
    expect((await api('POST', '/api/me/delete/cancel', victim.cookie)).statusCode).toBe(409);
    t.clock.advance(15 * DAY);
    expect(await runDueAccountDeletions(t.app.ctx)).toBe(0);
    await t.app.ctx.db.execute(sql`update jobs set run_at = now() where type = 'account_deletion'`);
    await drain();
    expect(
      await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, victim.id)),
    ).toHaveLength(1);
  });

  it('is not carried out before the 14 days are over', async () => {
    victim.cookie = await signIn(victim);
    fan.cookie = await signIn(fan);
    expect((await ask(victim.cookie, victim.password)).statusCode).toBe(202);
    t.clock.advance(14 * DAY - 60_000);
    expect(await runDueAccountDeletions(t.app.ctx)).toBe(0);
    // The job, due early by the database's clock, puts itself back for the date.
    await t.app.ctx.db.execute(
      sql`update jobs set run_at = now() where type = 'account_deletion' and completed_at is null`,
    );
    await drain();
    expect(
      await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, victim.id)),
    ).toHaveLength(1);
  });
});

describe('the deletion', () => {
  let markerId = 0;

  beforeAll(async () => {
    t.clock.advance(2 * 60_000);
    await t.app.ctx.db.execute(
      sql`update jobs set run_at = now() where type = 'account_deletion' and completed_at is null`,
    );
    await drain();
    const [deletion] = await t.app.ctx.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.status, 'completed'));
    expect(deletion?.userId).toBeNull();
    const [payment] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, ids.payment));
    markerId = payment?.userId ?? 0;
  }, 60_000);

  it('leaves no stored file of the member', async () => {
    for (const key of victimKeys) expect(await t.app.ctx.media.exists(key), key).toBe(false);
  });

  it('leaves no personal field anywhere: username, e-mail, bio, Instagram, avatar, addresses', async () => {
    for (const needle of [
      'otterwatcher',
      'otter.watcher@example.org',
      BIO,
      'otter_watcher_ig',
      ADDRESS,
      'Otter Watcher',
    ])
      expect(await tablesMentioning(needle), needle).toEqual([]);
    // The avatar's address is named only by the cleanup jobs that deleted its files.
    const avatarKey = avatarUrl.replace(/^.*\/media\//, '');
    expect(avatarKey).toMatch(/^u\//);
    expect((await tablesMentioning(avatarKey)).filter((table) => table !== 'jobs')).toEqual([]);
    expect(await t.app.ctx.db.select().from(users).where(eq(users.id, victim.id))).toEqual([]);
    expect((await api('GET', '/api/auth/me', victim.cookie)).statusCode).toBe(401);
  });

  it('deletes what was theirs and keeps counters of others true', async () => {
    const db = t.app.ctx.db;
    expect(await db.select().from(sightings).where(eq(sightings.userId, victim.id))).toEqual([]);
    const [heron] = await db.select().from(sightings).where(eq(sightings.id, ids.fanSighting));
    expect([heron?.likes, heron?.commentCount]).toEqual([0, 0]);
    expect(await db.select().from(locationGuides).where(eq(locationGuides.id, ids.draftGuide))).toEqual([]);
  });

  it('keeps payments, orders and guide purchases, pointed at an anonymous marker and emptied', async () => {
    const db = t.app.ctx.db;
    const [marker] = await db.select().from(users).where(eq(users.id, markerId));
    expect(marker?.username).toMatch(/^deleted-member-[0-9a-f]{12}$/);
    expect([marker?.email, marker?.passwordHash, marker?.bio, marker?.profileImageUrl]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(marker?.profileHiddenAt).not.toBeNull();
    const [payment] = await db.select().from(payments).where(eq(payments.id, ids.payment));
    expect(payment).toMatchObject({
      userId: markerId,
      providerCustomerId: null,
      redirectUrl: null,
      amountMinor: 499,
    });
    const [bought] = await db.select().from(printOrders).where(eq(printOrders.id, ids.buyerOrder));
    expect(bought?.userId).toBe(markerId);
    expect(bought?.shippingAddress).toEqual({ name: '', line1: '', city: '', postcode: '', country: '' });
    expect(bought?.trackingNumber).toBeNull();
    // The fan's order of the member's print stays, with its product (deactivated) and an emptied, private sighting.
    const [sold] = await db.select().from(printOrders).where(eq(printOrders.id, ids.fanOrder));
    expect(sold?.userId).toBe(fan.id);
    const [item] = await db.select().from(printProducts).where(eq(printProducts.id, ids.victimProduct));
    expect(item).toMatchObject({ userId: markerId, isActive: false });
    const [under] = await db.select().from(sightings).where(eq(sightings.id, ids.victimSighting));
    expect(under).toMatchObject({
      userId: markerId,
      isPublic: false,
      mediaAssetId: null,
      photoUrl: null,
      latitude: null,
    });
    // The published guide the fan bought stays for them; the member's own purchase stays, anonymised.
    const [kept] = await db.select().from(locationGuides).where(eq(locationGuides.id, ids.publishedGuide));
    expect(kept?.authorId).toBe(markerId);
    const purchases = await db.select().from(guidePurchases);
    expect(purchases.map((p) => [p.guideId, p.userId]).sort()).toEqual(
      [
        [ids.publishedGuide, fan.id],
        [ids.fanGuide, markerId],
      ].sort(),
    );
    // The marker cannot sign in, and nobody sees its profile.
    expect((await t.app.inject({ url: `/api/users/${markerId}` })).statusCode).toBe(404);
  });

  it('needs no marker for a member with nothing to keep', async () => {
    const plain = await makeUser(t.app);
    await makeSighting(t.app, plain.cookie);
    expect((await ask(plain.cookie, plain.password)).statusCode).toBe(202);
    const before = (await t.app.ctx.db.select({ id: users.id }).from(users)).length;
    t.clock.advance(14 * DAY + 60_000);
    expect(await runDueAccountDeletions(t.app.ctx)).toBe(1);
    expect((await t.app.ctx.db.select({ id: users.id }).from(users)).length).toBe(before - 1);
  });

  it('cancels a live Premium subscription at its provider, and keeps its row anonymised', async () => {
    const subscriber = await makeUser(t.app);
    await subscribe(t.app, subscriber);
    await drain();
    const [live] = await t.app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, subscriber.id));
    expect(live?.status).toBe('active');
    expect((await ask(subscriber.cookie, subscriber.password)).statusCode).toBe(202);
    t.clock.advance(14 * DAY + 60_000);
    expect(await runDueAccountDeletions(t.app.ctx)).toBe(1);
    const [kept] = await t.app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, live?.id ?? 0));
    expect(kept?.status).toBe('canceled');
    expect(kept?.userId).not.toBe(subscriber.id);
    // The provider was told first: the sandbox sent the end of the subscription (its own row went with the member).
    const ended = (await t.app.ctx.db.execute(
      sql`select count(*)::int as n from payment_events where type = 'customer.subscription.deleted'
          and payload::text like ${`%${live?.providerSubscriptionId ?? 'none'}%`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(ended.rows[0]?.n).toBe(1);
    expect(
      await t.app.ctx.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, live?.providerSubscriptionId ?? '')),
    ).toEqual([]);
    expect(await tablesMentioning(subscriber.email)).toEqual([]);
  });
});

// Premium benefits the alert features enforce, on the real database: one allowance of 2 notification alerts for a
// free member across location alerts, migration alerts and rare tracker watches (the third of any kind refused with
// the same 403; premium unlimited; the plan read at once when it changes), and real-time popups for Premium
// Explorer members only (a free member's alert arrives in the app and by e-mail, never on the socket).
import type { AlertAllowance } from '@common/plans/benefits';
import { alertAllowanceMessage, benefitsOf, PLAN_BENEFITS } from '@common/plans/benefits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationAlerts, userNotifications, users } from '../../db/schema';
import { readOutbox } from '../../mail/outbox.support';
import { until } from '../../realtime/socket-client.support';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { insertRareSighting } from '../rare-tracker/authorization.support';
import { premiumMembersAmong, tierOf } from './member-benefits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof makeUser>>;
const db = () => t.app.ctx.db;
const setTier = (member: Member, tier: string) =>
  db().update(users).set({ subscriptionTier: tier }).where(eq(users.id, member.id));

async function runJobs() {
  for (let i = 0; i < 30; i += 1) if ((await t.app.jobs.runOnce()).claimed === 0) return;
}

// Each test in its own corner of the world, so one test's alerts never match another's sightings.
let corner = 0;
function place() {
  corner += 1;
  return { latitude: -30 + corner * 4, longitude: 100 - corner * 9 };
}

const post = (member: Member, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: member.cookie }, payload });

const locationAlert = (member: Member, body: Record<string, unknown> = {}) =>
  post(member, '/api/location-alerts', { alertName: 'Benefit check', ...place(), ...body });

const migrationAlert = (member: Member) =>
  post(member, '/api/migration-alerts', {
    migrationPatternId: 'osprey-scotland-west-africa',
    alertType: 'peak_start',
    latitude: 57.2,
    longitude: -3.8,
  });

const watch = (member: Member, recordId: number, body: Record<string, unknown> = {}) =>
  post(member, `/api/rare-sightings/${recordId}/watch`, {
    alertRadius: 50,
    emailEnabled: true,
    pushEnabled: true,
    ...body,
  });

async function allowance(member: Member): Promise<AlertAllowance> {
  const res = await t.app.inject({ url: '/api/alert-allowance', headers: { cookie: member.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function reporterRecord(): Promise<number> {
  const reporter = await makeUser(t.app);
  return insertRareSighting(t.app, reporter.id);
}

describe('the benefits module', () => {
  it("gives the spec's plans: free 5 uploads and 2 alerts, premium unlimited with RAW and real-time alerts", () => {
    expect(benefitsOf('free')).toMatchObject({
      uploadsPerMonth: 5,
      notificationAlerts: 2,
      rawUploads: false,
    });
    expect(benefitsOf(null)).toBe(PLAN_BENEFITS.free);
    for (const tier of ['premium', 'photographer', 'professional'])
      expect(benefitsOf(tier)).toMatchObject({
        uploadsPerMonth: null,
        notificationAlerts: null,
        rawUploads: true,
        realtimeNotifications: true,
        priorityIdentification: true,
        advancedSearch: true,
        printOnDemand: true,
        adFree: true,
        freeContestEntries: true,
      });
  });

  it('reads the tier from the database, one read for many members', async () => {
    const [a, b, c] = [await makeUser(t.app), await makeUser(t.app), await makeUser(t.app)];
    await setTier(b, 'premium');
    await setTier(c, 'professional');
    expect(await tierOf(db(), a.id)).toBe('free');
    expect(await tierOf(db(), 2_000_000_000)).toBeNull();
    expect(await premiumMembersAmong(db(), [a.id, b.id, c.id, b.id])).toEqual(new Set([b.id, c.id]));
    expect(await premiumMembersAmong(db(), [])).toEqual(new Set());
  });
});

describe('one alert allowance across the three kinds of alert', () => {
  it('lets a free member keep 2 in all, refusing the third of any kind with the same 403', async () => {
    const member = await makeUser(t.app);
    const [first, second] = [await reporterRecord(), await reporterRecord()];
    expect(await allowance(member)).toEqual({
      used: 0,
      limit: 2,
      remaining: 2,
      byKind: { location: 0, migration: 0, rareWatch: 0 },
    });
    expect((await locationAlert(member)).statusCode).toBe(201);
    expect((await watch(member, first)).statusCode).toBe(200);
    expect(await allowance(member)).toEqual({
      used: 2,
      limit: 2,
      remaining: 0,
      byKind: { location: 1, migration: 0, rareWatch: 1 },
    });

    for (const third of [locationAlert(member), migrationAlert(member), watch(member, second)]) {
      const res = await third;
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: alertAllowanceMessage(2) });
    }
    // Changing how one watches is not a new alert.
    expect((await watch(member, first, { alertRadius: 120 })).statusCode).toBe(200);
    expect((await allowance(member)).used).toBe(2);

    // Removing one frees its place for an alert of another kind.
    await db().delete(locationAlerts).where(eq(locationAlerts.userId, member.id));
    expect((await migrationAlert(member)).statusCode).toBe(201);
    expect((await allowance(member)).byKind).toEqual({ location: 0, migration: 1, rareWatch: 1 });
    expect((await locationAlert(member)).statusCode).toBe(403);
  });

  it('follows the plan at once: unlimited from the moment a member is premium, limited again when it lapses', async () => {
    const member = await makeUser(t.app);
    expect((await locationAlert(member)).statusCode).toBe(201);
    expect((await migrationAlert(member)).statusCode).toBe(201);
    expect((await locationAlert(member)).statusCode).toBe(403);

    await setTier(member, 'premium');
    const record = await reporterRecord();
    expect((await locationAlert(member)).statusCode).toBe(201);
    expect((await migrationAlert(member)).statusCode).toBe(201);
    expect((await watch(member, record)).statusCode).toBe(200);
    expect(await allowance(member)).toMatchObject({ used: 5, limit: null, remaining: null });
    const list = await t.app.inject({ url: '/api/location-alerts', headers: { cookie: member.cookie } });
    expect(list.json().limit).toBeNull();

    await setTier(member, 'free');
    const again = await migrationAlert(member);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(alertAllowanceMessage(2));
    expect(await allowance(member)).toMatchObject({ used: 5, limit: 2, remaining: 0 });
  });

  it('counts alerts created at the same moment one after the other', async () => {
    const member = await makeUser(t.app);
    const record = await reporterRecord();
    const results = await Promise.all([
      locationAlert(member),
      migrationAlert(member),
      watch(member, record),
      locationAlert(member),
    ]);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 403)).toHaveLength(2);
    expect((await allowance(member)).used).toBe(2);
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ url: '/api/alert-allowance' })).statusCode).toBe(401);
  });
});

/** A member's /ws connection, authenticated, and everything it hears. */
async function listen(member: Member) {
  const socket = await t.app.injectWS('/ws', { headers: { cookie: member.cookie } });
  const heard: { type?: string; data?: Record<string, unknown> }[] = [];
  socket.on('message', (data) => heard.push(JSON.parse(String(data))));
  socket.send(
    JSON.stringify({ type: 'authenticate', userId: member.id, sessionId: 'x', timestamp: Date.now() }),
  );
  await until(() => heard.length > 0);
  expect(heard[0]?.type).toBe('authenticated');
  return {
    alerts: () => heard.filter((m) => m.type === 'rare_species_alert'),
    close: () => socket.terminate(),
  };
}

describe('real-time notifications are a Premium Explorer benefit', () => {
  it("sends a location alert's popup to the premium member only; the free member has it in the app and by e-mail", async () => {
    const [premium, free, photographer] = [
      await makeUser(t.app),
      await makeUser(t.app),
      await makeUser(t.app),
    ];
    await setTier(premium, 'premium');
    const centre = place();
    for (const member of [premium, free])
      expect((await locationAlert(member, { ...centre, smartFiltering: false })).statusCode).toBe(201);
    const [premiumSocket, freeSocket] = [await listen(premium), await listen(free)];

    const sighting = await makeSighting(t.app, photographer.cookie, {
      speciesName: 'Bearded vulture',
      rarityLevel: 'very_rare',
      latitude: centre.latitude + 0.01,
      longitude: centre.longitude,
    });
    await runJobs();
    await until(() => premiumSocket.alerts().length > 0);
    expect(premiumSocket.alerts()[0]?.data).toMatchObject({
      sightingId: sighting.id,
      species: 'Bearded vulture',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(freeSocket.alerts()).toEqual([]);
    premiumSocket.close();
    freeSocket.close();

    for (const member of [premium, free]) {
      const inApp = await db()
        .select()
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, member.id), eq(userNotifications.sightingId, sighting.id)));
      expect(inApp, `in-app notification of ${member.username}`).toHaveLength(1);
      const mail = readOutbox(t.dataDir).filter(
        (m) => m.to === member.email && m.text.includes('Bearded vulture'),
      );
      expect(mail, `e-mail of ${member.username}`).toHaveLength(1);
    }
  });

  it("sends a rare tracker watch's popup to the premium watcher only, and tells the free one in the app and by e-mail", async () => {
    const [reporter, premium, free] = [await makeUser(t.app), await makeUser(t.app), await makeUser(t.app)];
    await setTier(premium, 'premium');
    const species = `Watched rarity ${Date.now()}`;
    await makeSighting(t.app, reporter.cookie, {
      speciesName: species,
      category: 'birds',
      rarityLevel: 'very_rare',
      latitude: 12.51234,
      longitude: 40.12345,
    });
    await runJobs();
    const list = await t.app.inject({ url: `/api/rare-sightings?q=${encodeURIComponent(species)}` });
    const recordId = list.json().items[0]?.id as number;
    expect(recordId).toBeGreaterThan(0);
    for (const member of [premium, free]) expect((await watch(member, recordId)).statusCode).toBe(200);
    const [premiumSocket, freeSocket] = [await listen(premium), await listen(free)];

    const again = await makeSighting(t.app, reporter.cookie, {
      speciesName: species,
      category: 'birds',
      rarityLevel: 'very_rare',
      latitude: 12.53,
      longitude: 40.13,
    });
    await runJobs();
    await until(() => premiumSocket.alerts().length > 0);
    expect(premiumSocket.alerts()[0]?.data).toMatchObject({ sightingId: again.id });
    await new Promise((r) => setTimeout(r, 300));
    expect(freeSocket.alerts()).toEqual([]);
    premiumSocket.close();
    freeSocket.close();

    for (const member of [premium, free]) {
      const inApp = await db()
        .select()
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, member.id), eq(userNotifications.sightingId, again.id)));
      expect(inApp, `in-app notification of ${member.username}`).toHaveLength(1);
      expect(readOutbox(t.dataDir).filter((m) => m.to === member.email)).toHaveLength(1);
    }
  });
});

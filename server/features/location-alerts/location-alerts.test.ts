// Location alerts end to end on the real database: the member's routes (validation, ownership, the free limit)
// and what a published sighting triggers (trigger, in-app notification, e-mail, real-time message), with the
// filters, quiet hours, the daily maximum, the throttle and geoprivacy.
import { alertAllowanceMessage } from '@common/plans/benefits';
import type { LocationAlert, LocationAlertList } from '@common/schemas/location-alerts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertTriggers, jobs, locationAlertCells, userNotifications, users } from '../../db/schema';
import { readOutbox } from '../../mail/outbox.support';
import {
  authenticate,
  connect,
  listen,
  type SocketClient,
  until,
} from '../../realtime/socket-client.support';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { sendDueAlertSummaries } from './jobs';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof makeUser>>;
const db = () => t.app.ctx.db;

async function runJobs() {
  for (let i = 0; i < 20; i += 1) if ((await t.app.jobs.runOnce()).claimed === 0) return;
}

async function premium(member: Member) {
  await db().update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, member.id));
}

// Every test works in its own corner of the world, so alerts of one never match another's sightings.
let corner = 0;
function place() {
  corner += 1;
  return { latitude: -40 + corner * 3, longitude: -150 + corner * 7 };
}

async function createAlert(member: Member, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/location-alerts',
    headers: { cookie: member.cookie },
    payload: { alertName: 'Near home', ...body },
  });
}

async function alertOf(member: Member, body: Record<string, unknown>): Promise<LocationAlert> {
  const res = await createAlert(member, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function triggersOf(alertId: number) {
  return db().select().from(alertTriggers).where(eq(alertTriggers.locationAlertId, alertId));
}

describe('location alert routes', () => {
  it('creates an alert with the spec defaults and lists it with its statistics', async () => {
    const member = await makeUser(t.app);
    const alert = await alertOf(member, { ...place(), timeZone: 'Europe/Oslo' });
    expect(alert).toMatchObject({
      radiusKm: 50,
      confidenceThreshold: 70,
      maxAlertsPerDay: 10,
      smartFiltering: true,
      alertType: 'radius',
      timeZone: 'Europe/Oslo',
      statistics: { totalTriggers: 0, triggersToday: 0, lastTriggeredAt: null },
    });
    const cells = await db()
      .select()
      .from(locationAlertCells)
      .where(eq(locationAlertCells.alertId, alert.id));
    expect(cells.length).toBeGreaterThanOrEqual(1);
    const list = await t.app.inject({ url: '/api/location-alerts', headers: { cookie: member.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const body: LocationAlertList = list.json();
    expect(body.limit).toBe(2);
    expect(body.alerts.map((a) => a.id)).toEqual([alert.id]);
  });

  it('keeps a free member to 2 alerts and lets a premium member keep more', async () => {
    const member = await makeUser(t.app);
    await alertOf(member, place());
    await alertOf(member, place());
    const third = await createAlert(member, place());
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe(alertAllowanceMessage(2));
    await premium(member);
    expect((await createAlert(member, place())).statusCode).toBe(201);
    const list = await t.app.inject({ url: '/api/location-alerts', headers: { cookie: member.cookie } });
    expect(list.json().limit).toBeNull();
  });

  it('refuses bad input with a 4xx JSON error and writes nothing', async () => {
    const member = await makeUser(t.app);
    for (const payload of [
      { latitude: 95, longitude: 0 },
      { latitude: 0, longitude: 0, radiusKm: 5000 },
      { latitude: 0, longitude: 0, quietHours: { start: '25:00', end: '07:00' } },
      { latitude: 0, longitude: 0, timeZone: 'Mars/Olympus' },
      { latitude: 0, longitude: 0, startDate: '2026-05-02', endDate: '2026-05-01' },
      { latitude: 0, longitude: 0, categories: ['dragons'] },
      { latitude: 0, longitude: 0, alertName: '' },
      { latitude: 0, longitude: 0, userId: 1 },
    ]) {
      const res = await createAlert(member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const list = await t.app.inject({ url: '/api/location-alerts', headers: { cookie: member.cookie } });
    expect(list.json().alerts).toEqual([]);
  });

  it("edits only the fields sent, moves the alert's cells, and hides other members' alerts", async () => {
    const owner = await makeUser(t.app);
    const other = await makeUser(t.app);
    const alert = await alertOf(owner, { latitude: 10.5, longitude: 20.5, radiusKm: 10 });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/location-alerts/${alert.id}`,
      headers: { cookie: owner.cookie },
      payload: { latitude: -33.5, radiusKm: 20 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({
      latitude: -33.5,
      longitude: 20.5,
      radiusKm: 20,
      alertName: 'Near home',
    });
    const cells = await db()
      .select()
      .from(locationAlertCells)
      .where(eq(locationAlertCells.alertId, alert.id));
    // Every cell now lies in the rows around 33.5 degrees south.
    for (const { cell } of cells) expect(Math.floor(cell / 360) - 90).toBeLessThan(-32);

    const badDates = await t.app.inject({
      method: 'PATCH',
      url: `/api/location-alerts/${alert.id}`,
      headers: { cookie: owner.cookie },
      payload: { startDate: '2027-01-10' },
    });
    expect(badDates.statusCode).toBe(200);
    const before = await t.app.inject({
      method: 'PATCH',
      url: `/api/location-alerts/${alert.id}`,
      headers: { cookie: owner.cookie },
      payload: { endDate: '2027-01-01' },
    });
    expect(before.statusCode).toBe(400);

    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/location-alerts/${alert.id}`,
        headers: { cookie: other.cookie },
        ...(method === 'PATCH' ? { payload: { radiusKm: 5 } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    const anonymous = await t.app.inject({ url: '/api/location-alerts' });
    expect(anonymous.statusCode).toBe(401);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/location-alerts/${alert.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await db().select().from(locationAlertCells).where(eq(locationAlertCells.alertId, alert.id)),
    ).toEqual([]);
  });
});

describe('matching a published sighting', () => {
  let watcher: Member;
  let photographer: Member;
  beforeAll(async () => {
    watcher = await makeUser(t.app);
    photographer = await makeUser(t.app);
    await premium(watcher);
  });

  it('records a trigger, an in-app notification, an e-mail and a real-time alert for a match, and nothing for a sighting outside the circle', async () => {
    const centre = place();
    const alert = await alertOf(watcher, { ...centre, alertName: 'Owls at home', radiusKm: 30 });
    const socket: SocketClient = await connect(baseUrl, watcher.cookie);
    expect(await authenticate(socket, watcher.id)).toMatchObject({ type: 'authenticated' });

    const far = await makeSighting(t.app, photographer.cookie, {
      speciesName: 'Snowy owl',
      rarityLevel: 'very_rare',
      latitude: centre.latitude + 1.2,
      longitude: centre.longitude,
    });
    const near = await makeSighting(t.app, photographer.cookie, {
      speciesName: 'Snowy owl',
      rarityLevel: 'very_rare',
      latitude: centre.latitude + 0.05,
      longitude: centre.longitude + 0.05,
      location: 'Behind the old mill',
    });
    await runJobs();

    const triggers = await triggersOf(alert.id);
    expect(triggers.map((r) => r.sightingId)).toEqual([near.id]);
    expect(triggers[0]).toMatchObject({ delivery: 'sent', userId: watcher.id });
    expect(triggers[0]?.relevanceScore).toBeGreaterThanOrEqual(70);
    expect(triggers.some((r) => r.sightingId === far.id)).toBe(false);

    await until(() => socket.received.some((m) => m.type === 'rare_species_alert'));
    const message = socket.received.find((m) => m.type === 'rare_species_alert') as {
      data: Record<string, unknown>;
    };
    expect(message.data).toMatchObject({
      id: `${alert.id}-${near.id}`,
      sightingId: near.id,
      species: 'Snowy owl',
      photographer: photographer.username,
      rarity: 'very_rare',
      alertName: 'Owls at home',
      relevanceScore: triggers[0]?.relevanceScore,
    });
    expect(Object.keys(message.data).sort()).toEqual(
      [
        'alertName',
        'description',
        'id',
        'imageUrl',
        'location',
        'photographer',
        'rarity',
        'relevanceScore',
        'sightingId',
        'species',
        'timestamp',
      ].sort(),
    );
    socket.socket.close();

    const notifications = await db()
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, watcher.id), eq(userNotifications.sightingId, near.id)));
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.type).toBe('location_alert');

    const mail = readOutbox(t.dataDir).filter((m) => m.to === watcher.email);
    expect(mail.some((m) => m.subject.includes('Owls at home') && m.subject.includes('Snowy owl'))).toBe(
      true,
    );
    const [emailed] = await triggersOf(alert.id);
    expect(emailed?.emailedAt).not.toBeNull();

    const stats = await t.app.inject({
      url: `/api/location-alerts/${alert.id}`,
      headers: { cookie: watcher.cookie },
    });
    expect(stats.json().statistics).toMatchObject({
      totalTriggers: 1,
      sent: 1,
      triggersToday: 1,
      emailsSent: 1,
    });
    const listed = await t.app.inject({
      url: `/api/location-alerts/${alert.id}/triggers`,
      headers: { cookie: watcher.cookie },
    });
    expect(listed.json().triggers[0]).toMatchObject({ sightingId: near.id, delivery: 'sent', viewed: false });
    // Opened from the popup: by the alert's id, only by the alert's owner.
    const viewedBy = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/alert-matches/${alert.id}-${near.id}/viewed`,
        headers: { cookie },
      });
    expect((await viewedBy(photographer.cookie)).statusCode).toBe(404);
    expect((await viewedBy(watcher.cookie)).statusCode).toBe(200);
    const after = await t.app.inject({
      url: `/api/location-alerts/${alert.id}`,
      headers: { cookie: watcher.cookie },
    });
    expect(after.json().statistics.viewed).toBe(1);
  });

  it("honours the alert's filters: category, rarity, named species, and its own sightings", async () => {
    const centre = place();
    const birds = await alertOf(watcher, { ...centre, categories: ['birds'], smartFiltering: false });
    const rareOnly = await alertOf(watcher, {
      ...centre,
      rarityLevels: ['extremely_rare'],
      smartFiltering: false,
    });
    const named = await alertOf(watcher, {
      ...centre,
      specificSpecies: [{ speciesId: null, name: 'red fox' }],
    });
    // 40 km north: inside the circles, far enough from the centre to score under 70.
    await makeSighting(t.app, photographer.cookie, {
      speciesName: 'Red fox',
      category: 'mammals',
      rarityLevel: 'common',
      latitude: centre.latitude + 0.36,
      longitude: centre.longitude,
    });
    // The watcher's own sighting never alerts the watcher.
    await makeSighting(t.app, watcher.cookie, { speciesName: 'Red fox', category: 'mammals', ...centre });
    await runJobs();
    expect(await triggersOf(birds.id)).toHaveLength(0);
    expect(await triggersOf(rareOnly.id)).toHaveLength(0);
    const foxes = await triggersOf(named.id);
    // A common species the member named passes smart filtering.
    expect(foxes).toHaveLength(1);
    expect(foxes[0]?.relevanceScore).toBeLessThan(70);
  });

  it('smart filtering keeps out what scores under the threshold', async () => {
    const centre = place();
    const smart = await alertOf(watcher, { ...centre });
    const everything = await alertOf(watcher, { ...centre, smartFiltering: false });
    await makeSighting(t.app, photographer.cookie, {
      speciesName: 'House sparrow',
      rarityLevel: 'common',
      ...centre,
    });
    await runJobs();
    expect(await triggersOf(smart.id)).toHaveLength(0);
    expect(await triggersOf(everything.id)).toHaveLength(1);
  });

  it('holds alerts in quiet hours (no popup, no e-mail), lets extremely rare ones through, caps the day and throttles repeats', async () => {
    const centre = place();
    const now = t.clock.now;
    const hour = now.getUTCHours();
    const pad = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    // Quiet from this hour to two hours later, in UTC.
    const quiet = await alertOf(watcher, {
      ...centre,
      smartFiltering: false,
      quietHours: { start: pad(hour), end: pad(hour + 2) },
      timeZone: 'UTC',
    });
    const capped = await alertOf(watcher, { ...centre, smartFiltering: false, maxAlertsPerDay: 2 });
    const socket = await connect(baseUrl, watcher.cookie);
    await authenticate(socket, watcher.id);

    const species = ['Grey heron', 'Mute swan', 'Common kingfisher'];
    for (const speciesName of species) {
      await makeSighting(t.app, photographer.cookie, { speciesName, rarityLevel: 'rare', ...centre });
      t.clock.advance(1000);
    }
    // The same species again within 300 s, then an extremely rare one in quiet hours.
    await makeSighting(t.app, photographer.cookie, {
      speciesName: 'Grey heron',
      rarityLevel: 'rare',
      ...centre,
    });
    await makeSighting(t.app, photographer.cookie, {
      speciesName: 'Steller\u2019s sea eagle',
      rarityLevel: 'extremely_rare',
      ...centre,
    });
    await runJobs();

    const quietTriggers = await triggersOf(quiet.id);
    const byDelivery = (rows: typeof quietTriggers) =>
      rows.reduce<Record<string, number>>((acc, r) => {
        acc[r.delivery] = (acc[r.delivery] ?? 0) + 1;
        return acc;
      }, {});
    expect(byDelivery(quietTriggers)).toEqual({ held: 3, throttled: 1, sent: 1 });
    const cappedTriggers = await triggersOf(capped.id);
    expect(byDelivery(cappedTriggers)).toEqual({ sent: 2, capped: 2, throttled: 1 });

    // Only sent matches reach the socket: the quiet alert's eagle and the capped alert's first two.
    await until(() => socket.received.filter((m) => m.type === 'rare_species_alert').length >= 3);
    await new Promise((r) => setTimeout(r, 200));
    const alerts = socket.received.filter((m) => m.type === 'rare_species_alert') as {
      data: { alertName: string; species: string };
    }[];
    expect(alerts).toHaveLength(3);
    socket.socket.close();
    const heldIds = new Set(quietTriggers.filter((r) => r.delivery === 'held').map((r) => r.id));
    const emailJobs = await db().select().from(jobs).where(eq(jobs.type, 'location_alert_email'));
    expect(emailJobs.some((j) => heldIds.has((j.payload as { triggerId: number }).triggerId))).toBe(false);

    // A new local day starts the count again.
    t.clock.advance(24 * 3600_000);
    await makeSighting(t.app, photographer.cookie, { speciesName: 'Osprey', rarityLevel: 'rare', ...centre });
    await runJobs();
    expect((await triggersOf(capped.id)).filter((r) => r.delivery === 'sent')).toHaveLength(3);
  });

  it('matches an obscured sighting at its public point only and names no finer place than its region', async () => {
    const centre = { latitude: 51.5074, longitude: -0.1278 };
    // A 1 km circle around the true point: the public point lies elsewhere in the 22 km cell.
    const tight = await alertOf(watcher, { ...centre, radiusKm: 1, smartFiltering: false });
    const wide = await alertOf(watcher, { ...centre, radiusKm: 60, smartFiltering: false });
    const socket = await connect(baseUrl, watcher.cookie);
    await authenticate(socket, watcher.id);
    const hidden = await makeSighting(t.app, photographer.cookie, {
      speciesName: 'Eurasian otter',
      category: 'mammals',
      geoprivacy: 'obscured',
      location: 'Under the footbridge at Mill Lane',
      ...centre,
    });
    const privateOne = await makeSighting(t.app, photographer.cookie, {
      speciesName: 'Eurasian badger',
      category: 'mammals',
      geoprivacy: 'private',
      ...centre,
    });
    await runJobs();
    const wideTriggers = await triggersOf(wide.id);
    expect(wideTriggers.map((r) => r.sightingId)).toEqual([hidden.id]);
    expect(wideTriggers.some((r) => r.sightingId === privateOne.id)).toBe(false);
    // The public point is kilometres away from the true one, so the tight circle does not hold it (or, at worst,
    // by chance it does: then it says nothing finer either); it never holds the private one.
    expect((await triggersOf(tight.id)).some((r) => r.sightingId === privateOne.id)).toBe(false);
    await until(() => socket.received.some((m) => m.type === 'rare_species_alert'));
    const message = socket.received.find((m) => m.type === 'rare_species_alert') as {
      data: { location: string; description: string };
    };
    expect(message.data.location).not.toContain('Mill Lane');
    expect(message.data.location).not.toContain('London');
    socket.socket.close();
    const mail = readOutbox(t.dataDir).filter(
      (m) => m.to === watcher.email && m.text.includes('Eurasian otter'),
    );
    expect(mail.length).toBeGreaterThan(0);
    for (const m of mail) expect(m.text).not.toContain('Mill Lane');
  });

  it('gathers a daily digest instead of one e-mail per match', async () => {
    const member = await makeUser(t.app);
    await premium(member);
    const centre = place();
    const alert = await alertOf(member, {
      ...centre,
      dailyDigest: true,
      smartFiltering: false,
      alertName: 'Digest me',
    });
    for (const speciesName of ['Eurasian jay', 'Eurasian hoopoe'])
      await makeSighting(t.app, photographer.cookie, { speciesName, ...centre });
    await runJobs();
    expect(readOutbox(t.dataDir).filter((m) => m.to === member.email)).toHaveLength(0);
    t.clock.advance(25 * 3600_000);
    await sendDueAlertSummaries(t.app.ctx);
    const digests = readOutbox(t.dataDir).filter((m) => m.to === member.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('Digest me: 2 sightings today');
    expect(digests[0]?.text).toContain('Eurasian jay');
    // Sent once: the next sweep has nothing new.
    await sendDueAlertSummaries(t.app.ctx);
    expect(readOutbox(t.dataDir).filter((m) => m.to === member.email)).toHaveLength(1);
    expect((await triggersOf(alert.id)).every((r) => r.emailedAt !== null)).toBe(true);
  });
});

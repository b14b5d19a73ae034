// Migrations on the real database: the shipped patterns load once per file version; the list filters by
// category, month (peak windows that wrap the year end), hemisphere, text and happeningNow on the test clock;
// linking takes only the member's own sightings, once; rare sightings never show on a pattern; free members keep
// two migration alerts, premium ones more; a link near a nearby_sighting alert notifies its owner, not the linker.

import { PLAN_LIMITS } from '@common/constants/plans';
import { alertAllowanceMessage } from '@common/plans/benefits';
import type {
  MigrationAlert,
  MigrationAlertList,
  MigrationDetail,
  MigrationList,
} from '@common/schemas/migrations';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationPatterns, userNotifications, users } from '../../db/schema';
import { readOutbox } from '../../mail/outbox.support';
import { until } from '../../realtime/socket-client.support';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { readShippedMigrations, syncMigrationPatterns } from './patterns';
import { MIGRATION_PEAK_NOTIFICATION, MIGRATION_SIGHTING_NOTIFICATION, MigrationService } from './service';

const shipped = readShippedMigrations();

let t: TestApp;
let member: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;

async function get<T>(url: string, cookie?: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const ids = async (query: string) =>
  (await get<MigrationList>(`/api/migrations${query}`)).items.map((p) => p.id);

function link(id: string, cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/migrations/${id}/sightings`,
    headers: cookie ? { cookie } : {},
    payload,
  });
}

function createAlert(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/migration-alerts', headers: { cookie }, payload });
}

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  member = await makeUser(t.app);
  other = await makeUser(t.app);
});

afterAll(async () => {
  await t?.close();
});

describe('migration patterns', () => {
  it('loads every shipped pattern at start and writes them again only when the file changes', async () => {
    const [{ n }] = (await t.app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(migrationPatterns)) as [{ n: number }];
    expect(n).toBe(shipped.patterns.length);
    expect(shipped.patterns.length).toBeGreaterThanOrEqual(32);
    expect(await syncMigrationPatterns(t.app.ctx.db, shipped)).toBe(false);
    const renamed = {
      version: 'changed-file',
      patterns: shipped.patterns.map((p) =>
        p.id === 'white-shark-cafe' ? { ...p, commonName: 'White shark' } : p,
      ),
    };
    expect(await syncMigrationPatterns(t.app.ctx.db, renamed)).toBe(true);
    const shark = await get<MigrationDetail>('/api/migrations/white-shark-cafe');
    expect(shark.commonName).toBe('White shark');
    expect(await syncMigrationPatterns(t.app.ctx.db, shipped)).toBe(true);
    expect((await get<MigrationDetail>('/api/migrations/white-shark-cafe')).commonName).toBe(
      'Great white shark',
    );
  });

  it('filters by category, month (wrapping the year end), hemisphere and text', async () => {
    const insects = await get<MigrationList>('/api/migrations?category=insects');
    expect(insects.items.length).toBeGreaterThanOrEqual(3);
    expect(insects.items.every((p) => p.category === 'insects')).toBe(true);
    const monarch = insects.items.find((p) => p.id === 'monarch-butterfly-eastern-migration');
    expect(monarch?.route.length).toBeGreaterThanOrEqual(4);
    expect(monarch?.peakStartMonth).toBe(9);

    // The zebras peak December to February: January is inside, June is not.
    expect(await ids('?month=1')).toContain('plains-zebra-chobe-nxai-pan');
    expect(await ids('?month=6')).not.toContain('plains-zebra-chobe-nxai-pan');
    expect(await ids('?month=6')).toContain('kwazulu-natal-sardine-run');

    const southern = await get<MigrationList>('/api/migrations?hemisphere=southern');
    expect(southern.items.every((p) => p.hemisphere === 'southern' || p.hemisphere === 'both')).toBe(true);
    expect(southern.items.map((p) => p.id)).toContain('bogong-moth-australian-alps');
    expect(southern.items.map((p) => p.id)).not.toContain('path-of-the-pronghorn');

    expect(await ids('?q=Maasai')).toEqual(['wildebeest-serengeti-mara']);
    expect(await ids('?q=100%25')).toEqual([]);
  });

  it('lists what is happening now by the server clock', async () => {
    t.clock.now = new Date('2026-01-15T12:00:00Z');
    const january = await get<MigrationList>('/api/migrations?happeningNow=true');
    expect(january.currentMonth).toBe(1);
    expect(january.items.map((p) => p.id)).toEqual(
      expect.arrayContaining(['grey-whale-arctic-baja', 'plains-zebra-chobe-nxai-pan', 'white-shark-cafe']),
    );
    expect(january.items.map((p) => p.id)).not.toContain('monarch-butterfly-eastern-migration');
    expect(january.items.every((p) => p.happeningNow)).toBe(true);

    t.clock.now = new Date('2026-09-20T12:00:00Z');
    const september = await ids('?happeningNow=true&category=insects');
    expect(september).toContain('monarch-butterfly-eastern-migration');
    expect(september).not.toContain('globe-skimmer-indian-ocean');
    t.clock.now = new Date();
  });

  it('refuses bad filters and unknown patterns', async () => {
    for (const q of ['?month=13', '?category=fish', '?happeningNow=yes', '?hemisphere=both']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/migrations${q}` });
      expect(res.statusCode, q).toBe(400);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/migrations/no-such-migration' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Migration not found');
  });
});

describe('linking sightings', () => {
  it('takes only the signed-in member’s own sighting, once, and shows it on the pattern', async () => {
    const mine = await makeSighting(t.app, member.cookie, {
      speciesName: 'Monarch butterfly',
      category: 'insects',
      latitude: 42.05,
      longitude: -82.5,
    });
    const theirs = await makeSighting(t.app, other.cookie, { speciesName: 'Monarch butterfly' });
    const privateOne = await makeSighting(t.app, other.cookie, { isPublic: false });
    const body = {
      sightingId: mine.id,
      migrationPhase: 'staging',
      groupSize: 300,
      notes: 'Roost on a maple',
    };
    const id = 'monarch-butterfly-eastern-migration';

    expect((await link(id, undefined, body)).statusCode).toBe(401);
    expect((await link(id, member.cookie, { ...body, sightingId: theirs.id })).statusCode).toBe(403);
    expect((await link(id, member.cookie, { ...body, sightingId: privateOne.id })).statusCode).toBe(404);
    expect((await link(id, member.cookie, { ...body, sightingId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await link('no-such-migration', member.cookie, body)).statusCode).toBe(404);
    expect((await link(id, member.cookie, { ...body, migrationPhase: 'resting' })).statusCode).toBe(400);

    const created = await link(id, member.cookie, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ sightingId: mine.id, migrationPhase: 'staging', groupSize: 300 });
    const again = await link(id, member.cookie, { ...body, migrationPhase: 'passage' });
    expect(again.statusCode).toBe(409);

    const detail = await get<MigrationDetail>(`/api/migrations/${id}`);
    expect(detail.sightingCount).toBe(1);
    expect(detail.sightings.map((s) => s.sighting.id)).toEqual([mine.id]);
    expect(detail.sightings[0]).toMatchObject({
      migrationPhase: 'staging',
      groupSize: 300,
      linkedBy: member.id,
    });
    const listed = (await get<MigrationList>('/api/migrations?category=insects')).items.find(
      (p) => p.id === id,
    );
    expect(listed?.sightingCount).toBe(1);

    // Only the member who linked it removes the link.
    const url = `/api/migrations/${id}/sightings/${mine.id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: member.cookie } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: member.cookie } })).statusCode,
    ).toBe(404);
    expect((await get<MigrationDetail>(`/api/migrations/${id}`)).sightings).toEqual([]);
  });

  it('never shows a rare sighting, whose position is kept to its region', async () => {
    const rare = await makeSighting(t.app, member.cookie, {
      speciesName: 'Grey whale',
      category: 'marine',
      latitude: 26.81234,
      longitude: -113.21234,
      rarityLevel: 'extremely_rare',
    });
    const res = await link('grey-whale-arctic-baja', member.cookie, {
      sightingId: rare.id,
      migrationPhase: 'wintering',
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = await get<MigrationDetail>('/api/migrations/grey-whale-arctic-baja');
    expect(detail.sightings).toEqual([]);
    expect(JSON.stringify(detail)).not.toContain('26.81234');
  });
});

describe('migration alerts', () => {
  const alert = {
    migrationPatternId: 'barn-swallow-britain-south-africa',
    alertType: 'nearby_sighting',
    latitude: 51.5,
    longitude: -0.1,
  };

  it('lets a free member keep two, a premium member more, and only the owner remove one', async () => {
    const free = await makeUser(t.app);
    const first = await createAlert(free.cookie, alert);
    expect(first.statusCode, first.body).toBe(201);
    expect((first.json() as MigrationAlert).alertRadius).toBe(50);
    expect((await createAlert(free.cookie, { ...alert, alertType: 'peak_start' })).statusCode).toBe(201);
    const third = await createAlert(free.cookie, { ...alert, alertRadius: 100 });
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe(alertAllowanceMessage(PLAN_LIMITS.freeNotificationAlerts));
    const own = await get<MigrationAlertList>('/api/migration-alerts', free.cookie);
    expect(own.items).toHaveLength(2);
    expect(own.limit).toBe(PLAN_LIMITS.freeNotificationAlerts);

    const premium = await makeUser(t.app);
    await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, premium.id));
    for (let i = 0; i < 3; i += 1) expect((await createAlert(premium.cookie, alert)).statusCode).toBe(201);
    const premiumList = await get<MigrationAlertList>('/api/migration-alerts', premium.cookie);
    expect(premiumList.items).toHaveLength(3);
    expect(premiumList.limit).toBeNull();

    expect((await createAlert(free.cookie, { ...alert, alertRadius: 501 })).statusCode).toBe(400);
    expect(
      (await createAlert(premium.cookie, { ...alert, migrationPatternId: 'no-such-migration' })).statusCode,
    ).toBe(404);

    const target = own.items[0]?.id;
    const url = `/api/migration-alerts/${target}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: premium.cookie } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: free.cookie } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: free.cookie } })).statusCode).toBe(
      404,
    );
    expect((await createAlert(free.cookie, alert)).statusCode).toBe(201);
  });

  it('notifies members whose nearby_sighting alert covers a linked sighting, never the linker', async () => {
    const near = await makeUser(t.app);
    // Real-time alerts are a Premium Explorer benefit.
    await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, near.id));
    const far = await makeUser(t.app);
    const peakOnly = await makeUser(t.app);
    const linker = await makeUser(t.app);
    const id = 'osprey-scotland-west-africa';
    // Loch Garten; the sighting is about 20 km away, at Aviemore's edge of the Cairngorms.
    expect(
      (
        await createAlert(near.cookie, {
          ...alert,
          migrationPatternId: id,
          latitude: 57.24,
          longitude: -3.68,
          emailEnabled: true,
          pushEnabled: true,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await createAlert(far.cookie, {
          ...alert,
          migrationPatternId: id,
          latitude: 13.4,
          longitude: -16.6,
          alertRadius: 100,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await createAlert(peakOnly.cookie, {
          ...alert,
          migrationPatternId: id,
          alertType: 'peak_start',
          latitude: 57.24,
          longitude: -3.68,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await createAlert(linker.cookie, {
          ...alert,
          migrationPatternId: id,
          latitude: 57.24,
          longitude: -3.68,
        })
      ).statusCode,
    ).toBe(201);

    const socket = await t.app.injectWS('/ws', { headers: { cookie: near.cookie } });
    const heard: Record<string, unknown>[] = [];
    socket.on('message', (data) => heard.push(JSON.parse(String(data))));
    socket.send(
      JSON.stringify({ type: 'authenticate', userId: near.id, sessionId: 'x', timestamp: Date.now() }),
    );
    await until(() => heard.length > 0);
    const sighting = await makeSighting(t.app, linker.cookie, {
      speciesName: 'Osprey',
      latitude: 57.19,
      longitude: -3.83,
    });
    const res = await link(id, linker.cookie, { sightingId: sighting.id, migrationPhase: 'departure' });
    expect(res.statusCode, res.body).toBe(201);
    // The member asked for e-mail and real-time alerts too.
    await until(() => heard.some((m) => m.type === 'rare_species_alert'));
    expect(heard.find((m) => m.type === 'rare_species_alert')).toMatchObject({
      data: { sightingId: sighting.id, alertName: expect.stringContaining('Scotland to West Africa') },
    });
    socket.terminate();
    for (let i = 0; i < 10; i += 1) if ((await t.app.jobs.runOnce()).claimed === 0) break;
    const mail = readOutbox(t.dataDir).filter((m) => m.to === near.email);
    expect(mail.map((m) => m.subject)).toEqual([expect.stringContaining('Osprey')]);
    expect(readOutbox(t.dataDir).filter((m) => m.to === far.email)).toEqual([]);

    const notified = async (userId: number) =>
      t.app.ctx.db
        .select({
          type: userNotifications.type,
          sightingId: userNotifications.sightingId,
          actorId: userNotifications.actorId,
        })
        .from(userNotifications)
        .where(eq(userNotifications.userId, userId));
    expect(await notified(near.id)).toEqual([
      { type: MIGRATION_SIGHTING_NOTIFICATION, sightingId: sighting.id, actorId: linker.id },
    ]);
    expect(await notified(far.id)).toEqual([]);
    expect(await notified(peakOnly.id)).toEqual([]);
    expect(await notified(linker.id)).toEqual([]);
    const list = await get<{ type: string; message: string }[]>('/api/notifications', near.cookie);
    expect(list[0]?.type).toBe(MIGRATION_SIGHTING_NOTIFICATION);
    expect(list[0]?.message).toContain('Scotland to West Africa');
  });

  it('announces the start of a peak to peak_start alerts once a year', async () => {
    const watcher = await makeUser(t.app);
    // Monarchs peak from September.
    const res = await createAlert(watcher.cookie, {
      ...alert,
      migrationPatternId: 'monarch-butterfly-eastern-migration',
      alertType: 'peak_start',
    });
    expect(res.statusCode, res.body).toBe(201);
    const service = new MigrationService(t.app.ctx.db, () => t.clock.now);
    const peaks = async () =>
      (
        await t.app.ctx.db
          .select({ type: userNotifications.type, message: userNotifications.message })
          .from(userNotifications)
          .where(eq(userNotifications.userId, watcher.id))
      ).filter((n) => n.type === MIGRATION_PEAK_NOTIFICATION);
    t.clock.now = new Date('2027-08-20T12:00:00Z');
    await service.notifyPeakStarts();
    expect(await peaks()).toEqual([]);
    t.clock.now = new Date('2027-09-02T12:00:00Z');
    await service.notifyPeakStarts();
    t.clock.now = new Date('2027-09-20T12:00:00Z');
    await service.notifyPeakStarts();
    const told = await peaks();
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain('Autumn migration to the forests of Michoacán');
    t.clock.now = new Date('2028-09-01T12:00:00Z');
    await service.notifyPeakStarts();
    expect(await peaks()).toHaveLength(2);
    t.clock.now = new Date();
  });
});

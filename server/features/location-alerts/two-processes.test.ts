// Issue 13's judgement, on two server processes sharing the database and Redis: a member connected to process A
// hears, within a second, the alert for a matching sighting published through process B (whose job worker
// matches it and publishes through Redis); a member whose alert does not match hears nothing; a forged userId is
// refused; quiet hours and the daily maximum hold across processes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  authenticate,
  connect,
  listen,
  type SocketClient,
  until,
} from '../../realtime/socket-client.support';
import { FORGED_USER_MESSAGE } from '../../realtime/socket-routes';
import { startTwoProcesses, type TwoProcesses } from '../../realtime/two-processes.support';
import { makeSighting, makeUser } from '../../test/harness';

let p: TwoProcesses;
let urlA: string;
let urlB: string;
beforeAll(async () => {
  p = await startTwoProcesses();
  urlA = await listen(p.a.app);
  urlB = await listen(p.b);
  // Process B runs its job worker as a real server does (main.ts); A's stays idle.
  p.b.jobs.start();
});
afterAll(async () => {
  await p.close();
});

type Member = Awaited<ReturnType<typeof makeUser>>;

/** Real-time alerts are a Premium Explorer benefit: the members who listen here are premium. */
async function premiumMember(): Promise<Member> {
  const member = await makeUser(p.a.app);
  await p.a.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, member.id));
  return member;
}

async function alertOn(member: Member, body: Record<string, unknown>) {
  const res = await p.a.app.inject({
    method: 'POST',
    url: '/api/location-alerts',
    headers: { cookie: member.cookie },
    payload: { alertName: 'Patch alert', smartFiltering: false, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const alertsOf = (client: SocketClient) => client.received.filter((m) => m.type === 'rare_species_alert');

describe('real-time location alerts across two server processes', () => {
  it('delivers a matching alert from process B to a socket on process A within a second, and nothing to a non-matching member', async () => {
    const watcher = await premiumMember();
    const bystander = await premiumMember();
    const photographer = await makeUser(p.a.app);
    const centre = { latitude: 64.1, longitude: -21.9 };
    await alertOn(watcher, { ...centre, radiusKm: 40, alertName: 'Reykjavik rarities' });
    // The bystander's alert is 300 km away.
    await alertOn(bystander, { latitude: 65.7, longitude: -18.1, radiusKm: 40 });
    const watching = await connect(urlA, watcher.cookie);
    const idle = await connect(urlA, bystander.cookie);
    expect(await authenticate(watching, watcher.id)).toMatchObject({ type: 'authenticated' });
    expect(await authenticate(idle, bystander.id)).toMatchObject({ type: 'authenticated' });

    const sighting = await makeSighting(p.b, photographer.cookie, {
      speciesName: 'Gyrfalcon',
      rarityLevel: 'very_rare',
      latitude: centre.latitude + 0.02,
      longitude: centre.longitude,
    });
    // How fast is bench/alerts.ts's to measure (budget 1 s); here it only has to arrive, with room for slow CI.
    await until(() => alertsOf(watching).length > 0, 5000);
    expect(alertsOf(watching)[0]).toMatchObject({
      type: 'rare_species_alert',
      data: { sightingId: sighting.id, species: 'Gyrfalcon', alertName: 'Reykjavik rarities' },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(alertsOf(idle)).toEqual([]);
    watching.socket.close();
    idle.socket.close();
  });

  it('refuses a forged userId on either process', async () => {
    const member = await makeUser(p.a.app);
    for (const url of [urlA, urlB]) {
      const client = await connect(url, member.cookie);
      expect(await authenticate(client, member.id + 1000)).toEqual({
        type: 'authentication_failed',
        message: FORGED_USER_MESSAGE,
      });
      await client.closed;
    }
  });

  it('holds alerts in quiet hours and stops at the daily maximum across processes', async () => {
    const quietMember = await premiumMember();
    const cappedMember = await premiumMember();
    const photographer = await makeUser(p.a.app);
    const centre = { latitude: -41.3, longitude: 174.8 };
    const hour = p.a.clock.now.getUTCHours();
    const pad = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    await alertOn(quietMember, {
      ...centre,
      quietHours: { start: pad(hour), end: pad(hour + 2) },
      timeZone: 'UTC',
    });
    await alertOn(cappedMember, { ...centre, maxAlertsPerDay: 1 });
    const quiet = await connect(urlA, quietMember.cookie);
    const capped = await connect(urlA, cappedMember.cookie);
    await authenticate(quiet, quietMember.id);
    await authenticate(capped, cappedMember.id);
    for (const speciesName of ['Tui', 'Kereru'])
      await makeSighting(p.b, photographer.cookie, { speciesName, rarityLevel: 'rare', ...centre });
    await until(() => alertsOf(capped).length > 0, 5000);
    // Both matches are written before anything more could arrive.
    await new Promise((r) => setTimeout(r, 1500));
    expect(alertsOf(capped)).toHaveLength(1);
    expect(alertsOf(quiet)).toEqual([]);
    quiet.socket.close();
    capped.socket.close();
  });
});

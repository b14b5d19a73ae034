import {
  type RareSighting,
  type RareSightingDetail,
  type RareSightingList,
  VERIFICATION_RULE_TEXT,
  verificationStatusOf,
} from '@common/schemas/rare-tracker';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, rareSightings, speciesDatabase, userNotifications, users } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { readOutbox } from '../../mail/outbox.support';
import { until } from '../../realtime/socket-client.support';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { RARE_SEEN_AGAIN_NOTIFICATION_TYPE, RARE_WATCH_ALERT_NAME } from './watch-alerts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.ctx.db;
type Member = Awaited<ReturnType<typeof makeUser>>;

let speciesCounter = 0;
/** A catalogue species of its own per test, with the given Red List status. */
async function species(status: string | null, category: 'birds' | 'mammals' = 'mammals') {
  speciesCounter += 1;
  const name = `Rarus testus${speciesCounter}${Date.now() % 1000}`;
  const [row] = await db()
    .insert(speciesDatabase)
    .values({
      slug: name.toLowerCase().replace(/ /g, '-'),
      scientificName: name,
      commonName: `Tracker beast ${speciesCounter}`,
      category,
      conservationStatus: status,
    })
    .returning({
      id: speciesDatabase.id,
      slug: speciesDatabase.slug,
      commonName: speciesDatabase.commonName,
    });
  if (!row) throw new Error('no species');
  return row;
}

/** Runs every due job (the tracker's and any other) until none is left. */
async function runJobs() {
  for (let i = 0; i < 20; i += 1) if ((await t.app.jobs.runOnce()).claimed === 0) return;
}

async function list(query = '', cookie?: string): Promise<RareSightingList> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/rare-sightings${query}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function detail(id: number, cookie?: string): Promise<RareSightingDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/rare-sightings/${id}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** True when the value is the centre of its 0.2 degree cell. */
function isCellCentre(x: number): boolean {
  const f = x / 0.2 - Math.floor(x / 0.2);
  return Math.abs(f - 0.5) < 1e-6;
}

function expectObscured(items: RareSighting[]) {
  for (const item of items) {
    expect(isCellCentre(item.latitude), `latitude ${item.latitude}`).toBe(true);
    expect(isCellCentre(item.longitude), `longitude ${item.longitude}`).toBe(true);
  }
}

const forSpecies = (l: RareSightingList, name: string) => l.items.filter((i) => i.species.name === name);

describe('recording rare sightings (rare_sighting_record job)', () => {
  it('records a published very rare sighting by its author, at its cell centre and region only', async () => {
    const author = await makeUser(t.app);
    const name = `Snow leopard ${Date.now()}`;
    const sighting = await makeSighting(t.app, author.cookie, {
      speciesName: name,
      category: 'mammals',
      rarityLevel: 'very_rare',
      latitude: -2.333333,
      longitude: 34.833333,
      dateSpotted: '2024-05-01',
    });
    const queued = await db().select().from(jobs).where(eq(jobs.type, 'rare_sighting_record'));
    expect(queued.some((j) => j.payload.sightingId === sighting.id)).toBe(true);
    // Nothing before the job runs.
    expect(forSpecies(await list(`?q=${encodeURIComponent(name)}`), name)).toHaveLength(0);
    await runJobs();
    const [item] = forSpecies(await list(`?q=${encodeURIComponent(name)}`), name);
    expect(item).toMatchObject({
      rarityLevel: 'very_rare',
      timesSighted: 1,
      reporter: { id: author.id, username: author.username },
      verificationStatus: 'pending',
      confirmations: 0,
      rejections: 0,
      activeWatchers: 0,
      watchedByMe: false,
      category: 'mammals',
      species: { name, slug: null },
    });
    expect(item?.lastSeenDate.slice(0, 10)).toBe('2024-05-01');
    expect(item?.latitude).toBeCloseTo(-2.3, 6);
    expect(item?.longitude).toBeCloseTo(34.9, 6);
    expect(item?.countryCode).toBe('TZ');
    expect(JSON.stringify(item)).not.toMatch(/34\.83|2\.33|Test Meadow/);
    // The stored record keeps the true position.
    const [stored] = await db()
      .select()
      .from(rareSightings)
      .where(eq(rareSightings.id, item?.id ?? 0));
    expect(stored?.latitude).toBeCloseTo(-2.333333, 5);
    // Queued again (a retry), the sighting still counts once.
    await enqueueJob(db(), 'rare_sighting_record', { sightingId: sighting.id });
    await runJobs();
    const again = await detail(item?.id ?? 0);
    expect(again.timesSighted).toBe(1);
    expect(again.sightingIds).toEqual([sighting.id]);
    expectObscured([again]);
  });

  it('merges sightings of one species within 25 km, keeps the rarest level, and starts a new record farther', async () => {
    const first = await makeUser(t.app);
    const second = await makeUser(t.app);
    const sp = await species(null);
    const base = { speciesName: 'Tracker beast', speciesId: sp.id, category: 'mammals' };
    const a = await makeSighting(t.app, first.cookie, {
      ...base,
      rarityLevel: 'rare',
      latitude: 46.5,
      longitude: 8.0,
      dateSpotted: '2024-03-01',
    });
    await runJobs();
    // About 11 km away, later, extremely rare, with the second member.
    const b = await makeSighting(t.app, second.cookie, {
      ...base,
      rarityLevel: 'extremely_rare',
      latitude: 46.6,
      longitude: 8.0,
      dateSpotted: '2024-04-02',
    });
    // About 111 km away: a record of its own.
    await makeSighting(t.app, second.cookie, {
      ...base,
      rarityLevel: 'rare',
      latitude: 47.5,
      longitude: 8.0,
      dateSpotted: '2024-04-03',
    });
    await runJobs();
    const records = (await list(`?q=${encodeURIComponent(sp.commonName ?? '')}&sort=most_sighted`)).items;
    expect(records).toHaveLength(2);
    const [merged, far] = records;
    expect(merged).toMatchObject({
      timesSighted: 2,
      rarityLevel: 'extremely_rare',
      reporter: { id: first.id },
      species: { slug: sp.slug, commonName: sp.commonName },
    });
    expect(merged?.lastSeenDate.slice(0, 10)).toBe('2024-04-02');
    expect(far).toMatchObject({ timesSighted: 1, reporter: { id: second.id }, rarityLevel: 'rare' });
    const d = await detail(merged?.id ?? 0);
    expect(d.sightingIds.sort()).toEqual([a.id, b.id].sort());
    expectObscured(records);
    // Filters: rarity and category.
    const extreme = await list(`?rarityLevel=extremely_rare&q=${encodeURIComponent(sp.commonName ?? '')}`);
    expect(extreme.items.map((i) => i.id)).toEqual([merged?.id]);
    expect((await list(`?category=birds&q=${encodeURIComponent(sp.commonName ?? '')}`)).total).toBe(0);
  });

  it('records threatened catalogue species without a rarity, and not common, private or position-less ones', async () => {
    const author = await makeUser(t.app);
    const endangered = await species('EN');
    const leastConcern = await species('LC');
    const place = { latitude: 10.05, longitude: 20.05, category: 'mammals' };
    await makeSighting(t.app, author.cookie, { speciesName: 'x', speciesId: endangered.id, ...place });
    await makeSighting(t.app, author.cookie, { speciesName: 'y', speciesId: leastConcern.id, ...place });
    const hidden = `Hidden rarity ${Date.now()}`;
    await makeSighting(t.app, author.cookie, {
      speciesName: hidden,
      rarityLevel: 'extremely_rare',
      isPublic: false,
      ...place,
    });
    const nowhere = `Nowhere rarity ${Date.now()}`;
    await makeSighting(t.app, author.cookie, {
      speciesName: nowhere,
      rarityLevel: 'very_rare',
      category: 'birds',
    });
    const common = `Common thing ${Date.now()}`;
    await makeSighting(t.app, author.cookie, { speciesName: common, rarityLevel: 'uncommon', ...place });
    await runJobs();
    const en = await list(`?q=${encodeURIComponent(endangered.commonName ?? '')}`);
    expect(en.items).toHaveLength(1);
    // Endangered counts as very rare.
    expect(en.items[0]).toMatchObject({ rarityLevel: 'very_rare', species: { slug: endangered.slug } });
    expectObscured(en.items);
    for (const q of [leastConcern.commonName ?? '', hidden, nowhere, common])
      expect((await list(`?q=${encodeURIComponent(q)}`)).total).toBe(0);
  });
});

/** A fresh record reported by `reporter` (through the real publish and job). */
async function recordOf(reporter: Member, rarityLevel = 'very_rare'): Promise<RareSighting> {
  const name = `Tracked ${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  await makeSighting(t.app, reporter.cookie, {
    speciesName: name,
    category: 'birds',
    rarityLevel,
    latitude: 51.51234,
    longitude: -0.12345,
  });
  await runJobs();
  const [item] = (await list(`?q=${encodeURIComponent(name)}`)).items;
  if (!item) throw new Error('not recorded');
  return item;
}

describe('watching', () => {
  it('watches, changes, and stops watching, with activeWatchers in step; visitors 401, bad input 400', async () => {
    const reporter = await makeUser(t.app);
    const a = await makeUser(t.app);
    const b = await makeUser(t.app);
    const record = await recordOf(reporter);
    const watch = (cookie: string | undefined, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/rare-sightings/${record.id}/watch`,
        ...(cookie ? { headers: { cookie } } : {}),
        payload,
      });
    const first = await watch(a.cookie, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      activeWatchers: 1,
      watchedByMe: true,
      myWatch: { alertRadius: 50, emailEnabled: true, pushEnabled: false },
    });
    expectObscured([first.json()]);
    const changed = await watch(a.cookie, { alertRadius: 120, emailEnabled: false, pushEnabled: true });
    expect(changed.json()).toMatchObject({
      activeWatchers: 1,
      myWatch: { alertRadius: 120, emailEnabled: false, pushEnabled: true },
    });
    expect((await watch(b.cookie, { alertRadius: 500 })).json().activeWatchers).toBe(2);
    expect((await list(`?q=${encodeURIComponent(record.species.name)}`, b.cookie)).items[0]).toMatchObject({
      watchedByMe: true,
      activeWatchers: 2,
    });
    expect((await list(`?q=${encodeURIComponent(record.species.name)}`)).items[0]?.watchedByMe).toBe(false);

    expect((await watch(undefined, {})).statusCode).toBe(401);
    for (const bad of [
      { alertRadius: 0 },
      { alertRadius: 501 },
      { alertRadius: 2.5 },
      { emailEnabled: 'yes' },
    ]) {
      const res = await watch(a.cookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const unwatch = (cookie?: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/rare-sightings/${record.id}/watch`,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    expect((await unwatch()).statusCode).toBe(401);
    const stopped = await unwatch(a.cookie);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ activeWatchers: 1, watchedByMe: false, myWatch: null });
    // Stopping twice changes nothing.
    expect((await unwatch(a.cookie)).json().activeWatchers).toBe(1);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/rare-sightings/999999/watch',
      headers: { cookie: a.cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('watchers told of a record seen again', () => {
  it('tells the watchers whose radius holds the new sighting, in the app, by e-mail and in real time', async () => {
    const reporter = await makeUser(t.app);
    const near = await makeUser(t.app);
    const tight = await makeUser(t.app);
    // Real-time alerts are a Premium Explorer benefit.
    await db().update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, near.id));
    const record = await recordOf(reporter);
    const watch = (member: Member, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/rare-sightings/${record.id}/watch`,
        headers: { cookie: member.cookie },
        payload,
      });
    expect((await watch(near, { alertRadius: 50, emailEnabled: true, pushEnabled: true })).statusCode).toBe(
      200,
    );
    // A 1 km radius: the next sighting, about 6 km from the record, is outside it.
    expect((await watch(tight, { alertRadius: 1, emailEnabled: true, pushEnabled: true })).statusCode).toBe(
      200,
    );
    const socket = await t.app.injectWS('/ws', { headers: { cookie: near.cookie } });
    const heard: Record<string, unknown>[] = [];
    socket.on('message', (data) => heard.push(JSON.parse(String(data))));
    socket.send(
      JSON.stringify({ type: 'authenticate', userId: near.id, sessionId: 'x', timestamp: Date.now() }),
    );
    await until(() => heard.length > 0);

    const again = await makeSighting(t.app, reporter.cookie, {
      speciesName: record.species.name,
      category: 'birds',
      rarityLevel: 'very_rare',
      latitude: 51.56,
      longitude: -0.12345,
    });
    await runJobs();
    const told = await db()
      .select()
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.type, RARE_SEEN_AGAIN_NOTIFICATION_TYPE),
          eq(userNotifications.sightingId, again.id),
        ),
      );
    expect(told.map((n) => n.userId)).toEqual([near.id]);
    await until(() => heard.some((m) => m.type === 'rare_species_alert'));
    const alert = heard.find((m) => m.type === 'rare_species_alert') as { data: Record<string, unknown> };
    expect(alert.data).toMatchObject({ sightingId: again.id, alertName: RARE_WATCH_ALERT_NAME });
    socket.terminate();
    const mail = readOutbox(t.dataDir);
    expect(
      mail.filter((m) => m.to === near.email && m.subject.startsWith(RARE_WATCH_ALERT_NAME)),
    ).toHaveLength(1);
    expect(mail.filter((m) => m.to === tight.email)).toHaveLength(0);
  });
});

describe('verifying', () => {
  const verify = (id: number, cookie: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/rare-sightings/${id}/verifications`,
      ...(cookie ? { headers: { cookie } } : {}),
      payload,
    });

  it('follows the rule: expert + intermediate confirmations verify, and the reporter is told', async () => {
    const reporter = await makeUser(t.app);
    const expert = await makeUser(t.app);
    const intermediate = await makeUser(t.app);
    const record = await recordOf(reporter);

    const own = await verify(record.id, reporter.cookie, {
      verificationStatus: 'confirmed',
      expertiseLevel: 'expert',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot verify your own report.');
    expect(
      (await verify(record.id, undefined, { verificationStatus: 'confirmed', expertiseLevel: 'expert' }))
        .statusCode,
    ).toBe(401);
    for (const bad of [
      { verificationStatus: 'maybe', expertiseLevel: 'expert' },
      { verificationStatus: 'confirmed', expertiseLevel: 'guru' },
      { verificationStatus: 'confirmed', expertiseLevel: 'expert', verificationNotes: 'x'.repeat(1001) },
      { expertiseLevel: 'expert' },
    ]) {
      const res = await verify(record.id, expert.cookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }

    const one = await verify(record.id, expert.cookie, {
      verificationStatus: 'confirmed',
      expertiseLevel: 'expert',
      verificationNotes: 'Clear photo of the crest.',
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ verificationStatus: 'pending', confirmations: 1, rejections: 0 });
    const two = await verify(record.id, intermediate.cookie, {
      verificationStatus: 'confirmed',
      expertiseLevel: 'intermediate',
    });
    const body: RareSightingDetail = two.json();
    expect(body).toMatchObject({ verificationStatus: 'verified', confirmations: 2, rejections: 0 });
    expect(body.verifications).toHaveLength(2);
    expect(body.verifications.find((v) => v.verifier?.id === expert.id)).toMatchObject({
      verifier: { username: expert.username },
      verificationStatus: 'confirmed',
      expertiseLevel: 'expert',
      verificationNotes: 'Clear photo of the crest.',
    });
    expectObscured([body]);
    const notes = await db()
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, reporter.id));
    expect(notes.filter((n) => n.type === 'rare_sighting_status')).toHaveLength(1);
    expect(notes.find((n) => n.type === 'rare_sighting_status')?.message).toMatch(/verified/);

    // The expert changes their mind: their verdict is replaced (2 confirmed against 3 rejected: pending).
    const changed = await verify(record.id, expert.cookie, {
      verificationStatus: 'rejected',
      expertiseLevel: 'expert',
    });
    expect(changed.json()).toMatchObject({ verificationStatus: 'pending', confirmations: 1, rejections: 1 });
    expect((changed.json() as RareSightingDetail).verifications).toHaveLength(2);
  });

  it('rejects with a professional rejection, and 404s an unknown record', async () => {
    const reporter = await makeUser(t.app);
    const pro = await makeUser(t.app);
    const record = await recordOf(reporter, 'rare');
    const res = await verify(record.id, pro.cookie, {
      verificationStatus: 'rejected',
      expertiseLevel: 'professional',
      verificationNotes: 'This is a common look-alike.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verificationStatus: 'rejected', rejections: 1 });
    expect(
      (await list(`?verificationStatus=rejected&q=${encodeURIComponent(record.species.name)}`)).total,
    ).toBe(1);
    expect(
      (await verify(999_999, pro.cookie, { verificationStatus: 'rejected', expertiseLevel: 'beginner' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/rare-sightings/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/rare-sightings/abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/rare-sightings?sort=oldest' })).statusCode).toBe(
      400,
    );
  });

  it('states the rule the server applies', () => {
    const v = (
      verificationStatus: 'confirmed' | 'rejected',
      expertiseLevel: 'beginner' | 'intermediate' | 'expert' | 'professional',
    ) => ({
      verificationStatus,
      expertiseLevel,
    });
    expect(verificationStatusOf([v('confirmed', 'expert')])).toBe('pending');
    expect(verificationStatusOf([v('confirmed', 'professional')])).toBe('verified');
    // 4 against 2 is a margin of 2; 4 against 3 is not.
    expect(verificationStatusOf([v('confirmed', 'professional'), v('rejected', 'intermediate')])).toBe(
      'verified',
    );
    expect(verificationStatusOf([v('confirmed', 'professional'), v('rejected', 'expert')])).toBe('pending');
    expect(verificationStatusOf([v('rejected', 'intermediate'), v('rejected', 'beginner')])).toBe('pending');
    expect(
      verificationStatusOf([
        v('confirmed', 'professional'),
        v('confirmed', 'beginner'),
        v('rejected', 'expert'),
      ]),
    ).toBe('verified');
    expect(verificationStatusOf([v('rejected', 'expert'), v('rejected', 'beginner')])).toBe('rejected');
    expect(VERIFICATION_RULE_TEXT).toMatch(/beginner 1, intermediate 2, expert 3, professional 4/);
  });
});

describe('obscured positions everywhere', () => {
  it('answers every coordinate of the list as a cell centre', async () => {
    const all = await list('?limit=100');
    expect(all.items.length).toBeGreaterThan(3);
    expectObscured(all.items);
    for (const item of all.items.slice(0, 5)) expectObscured([await detail(item.id)]);
  });
});

// The location alerts benchmark (issue 13):
// 1. Matching: one new sighting against 100,000 alerts (10,000 members, spread as people are: most around the
//    211 protected areas and hot spots, the rest over the inhabited latitudes), 1,000 sightings placed where the
//    alerts are densest, timed through matchSighting (the spatial index read, the filters, the scoring).
// 2. End to end: 10,000 members on /ws, each with an alert around one place; a member publishes a sighting there
//    (POST /api/sightings) and the time until the last socket has its alert is measured (job worker woken by the
//    request, matching, triggers, notifications, counters, then Redis to the sockets).
import { sql } from 'drizzle-orm';
import { startServer } from '../e2e/support/server';
import type { Db } from '../server/db/client';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema';
import type { AlertSighting } from '../server/features/location-alerts/alert-sightings';
import { cellsCovering } from '../server/features/location-alerts/cells';
import { matchSighting } from '../server/features/location-alerts/matching';
import { readShippedAreas } from '../server/features/places/areas';
import { generateBenchData } from './data';
import { type BenchTarget, prepareBenchDatabase } from './database';
import { type Figure, median, percentile } from './figures';
import { connect, createSessions, LoadProcess } from './realtime';
import type { BenchSession } from './ws-clients';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const MEMBERS = 10_000;
const MATCH_SAMPLES = 1_000;
const MATCH_P99_BUDGET_MS = 20;
const SOCKETS = Number(process.env.BENCH_REALTIME_CLIENTS ?? 10_000);
const LOAD_PROCESSES = 4;
const ROUNDS = 5;
const END_TO_END_BUDGET_MS = 1000;
const ROUND_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

/** A seeded generator, so every run places the same alerts. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const hotSpots = readShippedAreas().areas.map((a) => ({ latitude: a.latitude, longitude: a.longitude }));

/** Around a hot spot (within about 1.5 degrees) seven times in ten, else anywhere between 55 S and 65 N. */
function alertCentre(rand: () => number) {
  if (rand() < 0.7) {
    const spot = hotSpots[Math.floor(rand() * hotSpots.length)] ?? { latitude: 0, longitude: 0 };
    return {
      latitude: Math.max(-89, Math.min(89, spot.latitude + (rand() - 0.5) * 3)),
      longitude: ((spot.longitude + (rand() - 0.5) * 3 + 540) % 360) - 180,
    };
  }
  return { latitude: -55 + rand() * 120, longitude: -180 + rand() * 360 };
}

/** Radii as members choose them: mostly the default 50 km, some tighter, some wide. */
function alertRadius(rand: () => number): number {
  const r = rand();
  return r < 0.6 ? 50 : r < 0.8 ? 10 + Math.floor(rand() * 40) : 60 + Math.floor(rand() * 240);
}

/** Inserts alerts with their cells, in batches, straight into the tables (as the service writes them). */
async function insertAlerts(
  db: Db,
  alerts: { userId: number; latitude: number; longitude: number; radiusKm: number; smart: boolean }[],
): Promise<void> {
  for (let i = 0; i < alerts.length; i += 2000) {
    const batch = alerts.slice(i, i + 2000);
    const values = sql.join(
      batch.map(
        (a) =>
          sql`(${a.userId}::int, 'Bench alert', ${a.latitude}::float8, ${a.longitude}::float8, ${a.radiusKm}::real, ${a.smart}, 100::smallint)`,
      ),
      sql`, `,
    );
    const inserted = (await db.execute(sql`
      insert into location_alerts (user_id, alert_name, latitude, longitude, radius_km, smart_filtering, max_alerts_per_day)
      values ${values} returning id`)) as unknown as { rows: { id: number }[] };
    const cells = inserted.rows.flatMap((row, k) => {
      const a = batch[k];
      return a
        ? cellsCovering(a.latitude, a.longitude, a.radiusKm).map(
            (cell) =>
              sql`(${cell}::int, ${row.id}::int, ${a.latitude}::float8, ${a.longitude}::float8, ${a.radiusKm}::real)`,
          )
        : [];
    });
    for (let j = 0; j < cells.length; j += 5_000)
      await db.execute(
        sql`insert into location_alert_cells (cell, alert_id, latitude, longitude, radius_km) values ${sql.join(cells.slice(j, j + 5_000), sql`, `)}`,
      );
  }
}

async function memberIds(db: Db, count: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.username} like 'bench\\_%'`)
    .orderBy(users.id)
    .limit(count);
  return rows.map((r) => r.id);
}

function benchSighting(
  id: number,
  userId: number,
  latitude: number,
  longitude: number,
  k: number,
): AlertSighting {
  const rarities = ['common', 'uncommon', 'rare', 'very_rare', 'extremely_rare'];
  const categories = ['birds', 'mammals', 'reptiles', 'amphibians', 'marine', 'insects'];
  return {
    id,
    userId,
    isPublic: true,
    species: `Bench species ${k % 500}`,
    speciesId: null,
    scientificName: null,
    category: categories[k % categories.length] ?? 'birds',
    location: 'Bench region, Bench country',
    photographer: 'bench_photographer',
    imageUrl: null,
    rarity: rarities[k % rarities.length] ?? null,
    description: '',
    latitude,
    longitude,
    timeOfDay: null,
    weatherConditions: null,
    createdAt: new Date(),
  };
}

async function matchingFigures(target: BenchTarget): Promise<Figure[]> {
  const rand = random(13);
  const data = await prepareBenchDatabase(target, async (db) => {
    await generateBenchData(db, {
      members: MEMBERS,
      sightings: 0,
      commentsPerSighting: 0,
      likesPerSighting: 0,
    });
    const ids = await memberIds(db, MEMBERS);
    const alerts = Array.from({ length: ALERTS }, (_, i) => ({
      userId: ids[i % ids.length] ?? 1,
      ...alertCentre(rand),
      radiusKm: alertRadius(rand),
      smart: rand() < 0.7,
    }));
    await insertAlerts(db, alerts);
    await db.execute(sql`analyze`);
  });
  const database = await openDatabase({
    url: data.url,
    pgliteDir: data.url ? undefined : `${data.dataDir}/db`,
  });
  try {
    const db = database.db;
    const [{ cells }] = (
      (await db.execute(sql`select count(*)::int as cells from location_alert_cells`)) as unknown as {
        rows: { cells: number }[];
      }
    ).rows as [{ cells: number }];
    // Sightings where people watch: at the hot spots, where the alerts are densest.
    const samples = Array.from({ length: MATCH_SAMPLES }, (_, k) => {
      const c = alertCentre(rand);
      return benchSighting(1, 0, c.latitude, c.longitude, k);
    });
    for (const s of samples.slice(0, 50)) await matchSighting(db, s, new Date()); // warm-up
    const times: number[] = [];
    let matched = 0;
    for (const s of samples) {
      const started = performance.now();
      const matches = await matchSighting(db, s, new Date());
      times.push(performance.now() - started);
      matched += matches.length;
    }
    const p99 = percentile(times, 99);
    console.log(
      `alerts (${target.name}): ${ALERTS} alerts in ${cells} cells; ${MATCH_SAMPLES} sightings, ${(matched / MATCH_SAMPLES).toFixed(1)} matches each`,
    );
    return [
      { figure: `alerts indexed (cells ${cells})`, value: ALERTS, unit: '' },
      { figure: 'matches per sighting (mean)', value: matched / MATCH_SAMPLES, unit: '' },
      {
        figure: `matching one sighting against ${ALERTS} alerts, p50`,
        value: percentile(times, 50),
        unit: 'ms',
      },
      {
        figure: `matching one sighting against ${ALERTS} alerts, p99`,
        value: p99,
        unit: 'ms',
        budget: `< ${MATCH_P99_BUDGET_MS} ms`,
        withinBudget: p99 < MATCH_P99_BUDGET_MS,
      },
    ];
  } finally {
    await database.close();
    await data.drop();
  }
}

async function endToEndFigures(target: BenchTarget): Promise<Figure[]> {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const place = { latitude: -24.0, longitude: 31.5 }; // Kruger's centre
  let tokens: BenchSession[] = [];
  let photographerToken = '';
  const data = await prepareBenchDatabase(target, async (db) => {
    await generateBenchData(db, {
      members: SOCKETS + 1,
      sightings: 0,
      commentsPerSighting: 0,
      likesPerSighting: 0,
    });
    const all = await createSessions(db, SOCKETS + 1);
    photographerToken = all[0]?.token ?? '';
    tokens = all.slice(1);
    const ids = tokens.map((t) => t.userId);
    // Real-time alerts are a Premium Explorer benefit: every watcher is premium, so every socket hears the alert.
    await db.execute(
      sql`update users set subscription_tier = 'premium' where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    // Each watcher's alert holds the place; e-mail on, as the default is.
    await insertAlerts(
      db,
      ids.map((userId) => ({ userId, ...place, radiusKm: 50, smart: false })),
    );
  });
  const server = await startServer(
    {
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SPECIES_CATALOGUE: 'off',
      DATABASE_URL: data.url ?? '',
      REDIS_URL: redisUrl,
    },
    { dataDir: data.dataDir },
  ).catch(async (err: unknown) => {
    await data.drop();
    throw err;
  });
  const loaders: LoadProcess[] = [];
  try {
    for (let i = 0; i < LOAD_PROCESSES; i += 1) loaders.push(new LoadProcess());
    const wsUrl = `${server.url.replace('http', 'ws')}/ws`;
    const established = await connect(loaders, wsUrl, tokens);
    await sleep(3000);
    const lastClient: number[] = [];
    let missing = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const loader of loaders) loader.send({ type: 'arm', alertId: '', anyAlert: true });
      await sleep(500);
      const publishedAt = now();
      const res = await fetch(`${server.url}/api/sightings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `wl_session=${photographerToken}`,
          origin: server.url,
        },
        body: JSON.stringify({
          // A new species each round: the throttle holds back the same species within 300 s.
          speciesName: `Bench wild dog ${round}`,
          category: 'mammals',
          rarityLevel: 'very_rare',
          latitude: place.latitude + 0.01,
          longitude: place.longitude,
          isPublic: true,
        }),
      });
      if (res.status !== 201) throw new Error(`publish: ${res.status} ${await res.text()}`);
      const latencies: number[] = [];
      for (const loader of loaders) {
        const report = await loader.next('round', ROUND_TIMEOUT_MS, () => loader.send({ type: 'collect' }));
        for (const at of report.times) {
          if (Number.isNaN(at)) missing += 1;
          else latencies.push(at - publishedAt);
        }
      }
      lastClient.push(percentile(latencies, 100));
      console.log(
        `alerts end to end (${target.name}) round ${round}: ${latencies.length} sockets, p50 ${percentile(latencies, 50).toFixed(0)} ms, last ${percentile(latencies, 100).toFixed(0)} ms`,
      );
      await sleep(2000);
    }
    const last = median(lastClient);
    return [
      {
        figure: 'sockets with a matching alert',
        value: established,
        unit: '',
        budget: String(SOCKETS),
        withinBudget: established === SOCKETS,
      },
      {
        figure: `publish to alert on the last of ${established} sockets (median of ${ROUNDS})`,
        value: last,
        unit: 'ms',
        budget: `< ${END_TO_END_BUDGET_MS} ms`,
        withinBudget: last < END_TO_END_BUDGET_MS,
      },
      { figure: `publish to last socket, worst of ${ROUNDS}`, value: Math.max(...lastClient), unit: 'ms' },
      { figure: 'alerts not delivered', value: missing, unit: '', budget: '0', withinBudget: missing === 0 },
    ];
  } finally {
    await Promise.all(loaders.map((l) => l.stop()));
    await server.stop();
    await data.drop();
  }
}

export async function alertsBenchmark(target: BenchTarget): Promise<Figure[]> {
  return [...(await matchingFigures(target)), ...(await endToEndFigures(target))];
}

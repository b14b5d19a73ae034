// What becomes of the matches of one sighting: in one transaction, each matched alert's row is locked (so two
// sightings matched at once cannot both pass a daily maximum or the throttle), its delivery decided on fresh
// counters, and the trigger, the in-app notification, the daily counter and the e-mail job written. The real-time
// alert (spec section 7) goes to the open sockets of the Premium Explorer members among them (a plan benefit,
// read from the database as the alert leaves), on every server process; free members hear of it in the app and
// by e-mail.
import { ALERT_THROTTLE_SECONDS, type TriggerDelivery } from '@common/schemas/location-alerts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertTriggers, jobs, locationAlerts, userNotifications } from '../../db/schema';
import type { RealtimeHub } from '../../realtime/hub';
import type { AlertRarity, RareSpeciesAlert } from '../../realtime/messages';
import { premiumMembersAmong } from '../benefits/member-benefits';
import type { AlertSighting } from './alert-sightings';
import type { AlertMatch } from './matching';
import { speciesKeyOf } from './matching';
import { deliveryOf } from './relevance';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The in-app notification type of a location alert's match. */
export const LOCATION_ALERT_NOTIFICATION_TYPE = 'location_alert';

export interface DeliveredTrigger {
  id: number;
  match: AlertMatch;
  delivery: TriggerDelivery;
}

/** Rows of one statement, as one JSON parameter: 10,000 matches cost one parse, not 90,000 bind parameters. */
const recordset = (rows: unknown[]) => sql`json_to_recordset(${JSON.stringify(rows)}::json)`;
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

async function rowsOf<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The id a match goes by outside the database (the real-time alert's id, the key the client marks it viewed
 * with): known before the trigger row is written, so the alert can leave first.
 */
export const matchKey = (alertId: number, sightingId: number) => `${alertId}-${sightingId}`;

export interface DecidedMatch {
  match: AlertMatch;
  delivery: TriggerDelivery;
}

/**
 * `announce` is called with the decided matches as soon as their delivery is known, inside the transaction that
 * then writes them (`tx`, for what it needs to read): the real-time alerts go out before the thousands of rows
 * are written. A transaction that fails after it is run again by the job, and announces again under the same
 * keys, which clients ignore.
 */
export async function recordMatches(
  db: Db,
  sighting: AlertSighting,
  matches: AlertMatch[],
  now: Date,
  announce: (decided: DecidedMatch[], tx: Tx) => Promise<void> = async () => {},
): Promise<DeliveredTrigger[]> {
  if (matches.length === 0) return [];
  const speciesKey = speciesKeyOf(sighting);
  return db.transaction(async (tx) => {
    const ids = matches.map((m) => m.alert.id);
    // Locked in id order, so two jobs locking overlapping alerts cannot deadlock.
    const counters = await rowsOf<{ id: number; cap_day: string | null; cap_count: number }>(
      tx,
      sql`select id, cap_day, cap_count from ${locationAlerts} where id = any(${intArray(ids)})
          order by id for update`,
    );
    const fresh = new Map(counters.map((row) => [row.id, row]));
    const since = new Date(now.getTime() - ALERT_THROTTLE_SECONDS * 1000);
    const repeats = await rowsOf<{ id: number }>(
      tx,
      sql`select distinct location_alert_id as id from ${alertTriggers}
          where location_alert_id = any(${intArray(ids)}) and species_key = ${speciesKey}
            and created_at > ${since.toISOString()}::timestamptz and delivery in ('sent', 'held')`,
    );
    const throttled = new Set(repeats.map((r) => r.id));
    const decided = matches.flatMap((match) => {
      const counter = fresh.get(match.alert.id);
      // Deleted since it matched.
      if (!counter) return [];
      const delivery = deliveryOf({
        repeatedWithinThrottle: throttled.has(match.alert.id),
        countToday: counter.cap_day === match.local.day ? counter.cap_count : 0,
        maxAlertsPerDay: match.alert.maxAlertsPerDay,
        now: match.local,
        quietHours: match.alert.quietHours ?? null,
        activeHours: match.alert.activeHours ?? null,
        instantHighPriority: match.alert.instantHighPriority,
        rarity: sighting.rarity,
      });
      return [{ match, delivery }];
    });
    if (decided.length === 0) return [];
    await announce(decided, tx);

    // A job run again after a crash records each match once (the unique alert + sighting index).
    const inserted = await rowsOf<{ id: number; alert_id: number }>(
      tx,
      sql`insert into ${alertTriggers}
            (location_alert_id, user_id, sighting_id, trigger_type, trigger_data, species_key, relevance_score,
             delivery, created_at)
          select x.a, x.u, ${sighting.id}, 'location', x.d, ${speciesKey}, x.s, x.v, ${now.toISOString()}::timestamptz
          from ${recordset(
            decided.map(({ match, delivery }) => ({
              a: match.alert.id,
              u: match.alert.userId,
              s: match.relevance.score,
              v: delivery,
              d: { distanceKm: Math.round(match.distanceKm * 10) / 10, reasons: match.relevance.reasons },
            })),
          )} as x(a int, u int, s int, v text, d jsonb)
          on conflict do nothing
          returning id, location_alert_id as alert_id`,
    );
    const byAlert = new Map(decided.map((d) => [d.match.alert.id, d]));
    const delivered = inserted.flatMap((row) => {
      const d = byAlert.get(row.alert_id);
      return d ? [{ id: row.id, ...d }] : [];
    });
    const counted = delivered.filter((d) => d.delivery === 'sent' || d.delivery === 'held');
    if (counted.length === 0) return delivered;

    // The daily maximum's counters; a new local day starts again at 1.
    await tx.execute(sql`
      update ${locationAlerts} as a
      set cap_count = case when a.cap_day = x.day then a.cap_count + 1 else 1 end, cap_day = x.day
      from ${recordset(counted.map((d) => ({ id: d.match.alert.id, day: d.match.local.day })))} as x(id int, day text)
      where a.id = x.id`);
    const inApp = counted.filter((d) => d.match.alert.inAppEnabled);
    if (inApp.length > 0)
      await tx.execute(sql`
        insert into ${userNotifications} (user_id, type, actor_id, sighting_id, message)
        select x.u, ${LOCATION_ALERT_NOTIFICATION_TYPE}, ${sighting.userId}, ${sighting.id}, x.m
        from ${recordset(inApp.map((d) => ({ u: d.match.alert.userId, m: notificationText(sighting, d) })))}
          as x(u int, m text)`);
    const emails = counted.filter(
      (d) => d.delivery === 'sent' && d.match.alert.emailEnabled && !d.match.alert.dailyDigest,
    );
    if (emails.length > 0)
      await tx.execute(sql`
        insert into ${jobs} (type, payload)
        select 'location_alert_email', jsonb_build_object('triggerId', x.t)
        from ${recordset(emails.map((d) => ({ t: d.id })))} as x(t int)`);
    return delivered;
  });
}

function notificationText(sighting: AlertSighting, d: DeliveredTrigger): string {
  const where = sighting.location ? ` in ${sighting.location}` : '';
  return `${d.match.alert.alertName}: ${sighting.species} seen${where} by ${sighting.photographer}`;
}

const ALERT_RARITIES: readonly string[] = [
  'extremely_rare',
  'very_rare',
  'rare',
  'uncommon',
  'common',
  'abundant',
];

/** The real-time message of spec section 3 ("Rare species alert (real time)"): the sighting as everyone sees it. */
export function realtimeAlertOf(
  sighting: AlertSighting,
  alert: { id: number | string; alertName: string; relevanceScore: number },
): RareSpeciesAlert {
  return {
    id: alert.id,
    sightingId: sighting.id,
    species: sighting.species,
    location: sighting.location,
    photographer: sighting.photographer,
    imageUrl: sighting.imageUrl,
    rarity: (sighting.rarity && ALERT_RARITIES.includes(sighting.rarity)
      ? sighting.rarity
      : 'other') as AlertRarity,
    timestamp: sighting.createdAt.toISOString(),
    description: sighting.description,
    alertName: alert.alertName,
    relevanceScore: alert.relevanceScore,
  };
}

/**
 * Pushes the sent matches to their members' open sockets (all tabs, every process), for the members whose plan
 * has real-time notifications now (`db`: the matching transaction, so one read answers for every recipient).
 */
export async function publishAlerts(
  hub: RealtimeHub,
  db: Pick<Db, 'select'>,
  sighting: AlertSighting,
  decided: DecidedMatch[],
): Promise<void> {
  const wanted = decided.filter((d) => d.delivery === 'sent' && d.match.alert.pushEnabled);
  if (wanted.length === 0) return;
  const premium = await premiumMembersAmong(
    db,
    wanted.map((d) => d.match.alert.userId),
  );
  const pushes = wanted.filter((d) => premium.has(d.match.alert.userId));
  await Promise.all(
    pushes.map(({ match }) =>
      hub.publish({
        to: [match.alert.userId],
        message: {
          type: 'rare_species_alert',
          data: realtimeAlertOf(sighting, {
            id: matchKey(match.alert.id, sighting.id),
            alertName: match.alert.alertName,
            relevanceScore: match.relevance.score,
          }),
        },
      }),
    ),
  );
}

// What becomes of the matches of one sighting: in one transaction, each matched alert's row is locked (so two
// sightings matched at once cannot both pass a daily maximum or the throttle), its delivery decided on fresh
// counters, and the trigger, the in-app notification, the daily counter and the e-mail job written. After the
// commit the members' open sockets get the real-time alert (spec section 7), on every server process.
import { ALERT_THROTTLE_SECONDS, type TriggerDelivery } from '@common/schemas/location-alerts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertTriggers, locationAlerts, userNotifications } from '../../db/schema';
import { enqueueJobs } from '../../jobs/queue';
import type { RealtimeHub } from '../../realtime/hub';
import type { AlertRarity, RareSpeciesAlert } from '../../realtime/messages';
import type { AlertSighting } from './alert-sightings';
import type { AlertMatch } from './matching';
import { speciesKeyOf } from './matching';
import { deliveryOf } from './relevance';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The in-app notification type of a location alert's match. */
export const LOCATION_ALERT_NOTIFICATION_TYPE = 'location_alert';

/** Rows per multi-row statement: 10,000 matches stay well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

export interface DeliveredTrigger {
  id: number;
  match: AlertMatch;
  delivery: TriggerDelivery;
}

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export async function recordMatches(
  db: Db,
  sighting: AlertSighting,
  matches: AlertMatch[],
  now: Date,
): Promise<DeliveredTrigger[]> {
  if (matches.length === 0) return [];
  const speciesKey = speciesKeyOf(sighting);
  return db.transaction(async (tx) => {
    const ids = matches.map((m) => m.alert.id);
    const fresh = new Map<number, { capDay: string | null; capCount: number }>();
    for (const part of chunks(ids)) {
      const rows = await tx
        .select({ id: locationAlerts.id, capDay: locationAlerts.capDay, capCount: locationAlerts.capCount })
        .from(locationAlerts)
        .where(inArray(locationAlerts.id, part))
        .orderBy(asc(locationAlerts.id))
        .for('update');
      for (const row of rows) fresh.set(row.id, row);
    }
    const throttled = await recentlyAlerted(tx, ids, speciesKey, now);
    const decided = matches.flatMap((match) => {
      const counter = fresh.get(match.alert.id);
      // Deleted since it matched.
      if (!counter) return [];
      const delivery = deliveryOf({
        repeatedWithinThrottle: throttled.has(match.alert.id),
        countToday: counter.capDay === match.local.day ? counter.capCount : 0,
        maxAlertsPerDay: match.alert.maxAlertsPerDay,
        now: match.local,
        quietHours: match.alert.quietHours ?? null,
        activeHours: match.alert.activeHours ?? null,
        instantHighPriority: match.alert.instantHighPriority,
        rarity: sighting.rarity,
      });
      return [{ match, delivery }];
    });

    const delivered: DeliveredTrigger[] = [];
    for (const part of chunks(decided)) {
      const inserted = await tx
        .insert(alertTriggers)
        .values(
          part.map(({ match, delivery }) => ({
            locationAlertId: match.alert.id,
            userId: match.alert.userId,
            sightingId: sighting.id,
            triggerData: {
              distanceKm: Math.round(match.distanceKm * 10) / 10,
              reasons: match.relevance.reasons,
            },
            speciesKey,
            relevanceScore: match.relevance.score,
            delivery,
            createdAt: now,
          })),
        )
        // A job run again after a crash records each match once.
        .onConflictDoNothing()
        .returning({ id: alertTriggers.id, alertId: alertTriggers.locationAlertId });
      const byAlert = new Map(part.map((d) => [d.match.alert.id, d]));
      for (const row of inserted) {
        const d = byAlert.get(row.alertId);
        if (d) delivered.push({ id: row.id, ...d });
      }
    }
    const counted = delivered.filter((d) => d.delivery === 'sent' || d.delivery === 'held');
    await countToday(tx, counted);
    await notifyInApp(tx, sighting, counted);
    const emails = counted.filter(
      (d) => d.delivery === 'sent' && d.match.alert.emailEnabled && !d.match.alert.dailyDigest,
    );
    await enqueueJobs(
      tx,
      'location_alert_email',
      emails.map((d) => ({ triggerId: d.id })),
    );
    return delivered;
  });
}

/** Alerts that already told their member about this species within the throttle (spec: 300 s). */
async function recentlyAlerted(
  tx: Tx,
  alertIds: number[],
  speciesKey: string,
  now: Date,
): Promise<Set<number>> {
  const since = new Date(now.getTime() - ALERT_THROTTLE_SECONDS * 1000);
  const found = new Set<number>();
  for (const part of chunks(alertIds)) {
    const rows = await tx
      .selectDistinct({ id: alertTriggers.locationAlertId })
      .from(alertTriggers)
      .where(
        and(
          inArray(alertTriggers.locationAlertId, part),
          eq(alertTriggers.speciesKey, speciesKey),
          gt(alertTriggers.createdAt, since),
          inArray(alertTriggers.delivery, ['sent', 'held']),
        ),
      );
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The daily maximum's counters, one statement per chunk; a new local day starts again at 1. */
async function countToday(tx: Tx, counted: DeliveredTrigger[]): Promise<void> {
  for (const part of chunks(counted)) {
    const values = sql.join(
      part.map((d) => sql`(${d.match.alert.id}::int, ${d.match.local.day}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${locationAlerts} as a
      set cap_count = case when a.cap_day = v.day then a.cap_count + 1 else 1 end, cap_day = v.day
      from (values ${values}) as v(id, day)
      where a.id = v.id`);
  }
}

async function notifyInApp(tx: Tx, sighting: AlertSighting, counted: DeliveredTrigger[]): Promise<void> {
  const rows = counted
    .filter((d) => d.match.alert.inAppEnabled)
    .map((d) => ({
      userId: d.match.alert.userId,
      type: LOCATION_ALERT_NOTIFICATION_TYPE,
      actorId: sighting.userId,
      sightingId: sighting.id,
      message: `${d.match.alert.alertName}: ${sighting.species} seen${sighting.location ? ` in ${sighting.location}` : ''} by ${sighting.photographer}`,
    }));
  for (const part of chunks(rows)) await tx.insert(userNotifications).values(part);
}

const ALERT_RARITIES: readonly string[] = [
  'extremely_rare',
  'very_rare',
  'rare',
  'uncommon',
  'common',
  'abundant',
];

/** The real-time message of spec section 3 ("Rare species alert (real time)"). */
export function realtimeAlertOf(sighting: AlertSighting, trigger: DeliveredTrigger): RareSpeciesAlert {
  return {
    id: trigger.id,
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
    alertName: trigger.match.alert.alertName,
    relevanceScore: trigger.match.relevance.score,
  };
}

/** Pushes the sent matches to their members' open sockets (all tabs, every process). */
export async function publishAlerts(
  hub: RealtimeHub,
  sighting: AlertSighting,
  delivered: DeliveredTrigger[],
): Promise<void> {
  const pushes = delivered.filter((d) => d.delivery === 'sent' && d.match.alert.pushEnabled);
  await Promise.all(
    pushes.map((d) =>
      hub.publish({
        to: [d.match.alert.userId],
        message: { type: 'rare_species_alert', data: realtimeAlertOf(sighting, d) },
      }),
    ),
  );
}

// The rare tracker's watchers (spec section 3: rare_species_watchers, alertRadius, emailEnabled, pushEnabled): when
// a sighting adds to a record they watch, within their radius of it, they hear of it in the app, by e-mail
// (sighting_alert_email) and in real time (after the record job's commit), at the sighting's public place only.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type RareSightingRow, rareSpeciesWatchers, userNotifications } from '../../db/schema';
import type { AppContext } from '../../http/context';
import type { RealtimeHub } from '../../realtime/hub';
import { publishSightingAlert, queueSightingAlertEmail } from '../location-alerts/sighting-alerts';
import { distanceKm } from './service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const RARE_WATCH_ALERT_NAME = 'Rare tracker';

/** The in-app notification a watcher gets when the rare sighting they watch is seen again within their radius. */
export const RARE_SEEN_AGAIN_NOTIFICATION_TYPE = 'rare_sighting_again';

/**
 * The watchers of a record (not the new sighting's author) whose alert radius around the record holds the new
 * sighting: an in-app notification each, and an e-mail job for those who chose e-mail.
 */
export async function tellWatchers(
  tx: Tx,
  record: RareSightingRow,
  s: {
    id: number;
    userId: number;
    speciesName: string;
    commonName: string | null;
    position: { latitude: number; longitude: number };
  },
) {
  const watchers = await tx
    .select()
    .from(rareSpeciesWatchers)
    .where(
      and(
        eq(rareSpeciesWatchers.rareSightingId, record.id),
        sql`${rareSpeciesWatchers.userId} <> ${s.userId}`,
      ),
    );
  const told = watchers.filter((w) => distanceKm(s.position, record) <= w.alertRadius);
  if (told.length === 0) return [];
  const species = s.commonName ?? s.speciesName;
  const where = record.region ? ` near ${record.region}` : '';
  await tx.insert(userNotifications).values(
    told.map((w) => ({
      userId: w.userId,
      type: RARE_SEEN_AGAIN_NOTIFICATION_TYPE,
      actorId: s.userId,
      sightingId: s.id,
      message: `${species}, which you watch on the rare tracker, was seen again${where}`,
    })),
  );
  for (const w of told.filter((w) => w.emailEnabled))
    await queueSightingAlertEmail(tx, {
      userId: w.userId,
      sightingId: s.id,
      alertName: RARE_WATCH_ALERT_NAME,
    });
  return told;
}

/** The real-time alert of a rare sighting seen again, to the watchers who asked for one. */
export function publishWatchAlerts(
  ctx: Pick<AppContext, 'db' | 'config'> & { realtime: RealtimeHub },
  sightingId: number,
  recordId: number,
  pushTo: number[],
): Promise<void> {
  return publishSightingAlert(ctx, {
    key: `rare-${recordId}-${sightingId}`,
    sightingId,
    alertName: RARE_WATCH_ALERT_NAME,
    to: pushTo,
  });
}

// The rare tracker's watchers (spec section 3: rare_species_watchers, alertRadius, emailEnabled, pushEnabled): when
// a sighting adds to a record they watch, within their radius of it, they hear of it in the app, by e-mail
// (rare_watch_email) and in real time (after the record job's commit), at the sighting's public place only.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type RareSightingRow, rareSpeciesWatchers, userNotifications, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { enqueueJob } from '../../jobs/queue';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';
import { renderLocationAlertEmail } from '../../mail/location-alert-email';
import type { RealtimeHub } from '../../realtime/hub';
import { signUserToken } from '../auth/tokens';
import { presentAlertSightings } from '../location-alerts/alert-sightings';
import { realtimeAlertOf } from '../location-alerts/deliver';
import { EMAIL_PREFERENCES_PURPOSE } from '../users/routes';
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
    await enqueueJob(tx, 'rare_watch_email', { userId: w.userId, sightingId: s.id });
  return told;
}

const payloadSchema = z.object({
  userId: z.number().int().positive().max(2_147_483_647),
  sightingId: z.number().int().positive().max(2_147_483_647),
});

/** The watcher's e-mail, read when the job runs: the "Rare species alerts" preference may have been turned off. */
export function rareWatchEmailJob(ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'secret'>): JobHandler {
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobError('Invalid rare_watch_email payload');
    const { userId, sightingId } = payload.data;
    const [user] = await ctx.db
      .select({
        username: users.username,
        email: users.email,
        preferences: users.emailNotificationPreferences,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user?.email || !user.preferences.rareSpeciesAlerts) return;
    const sighting = (await presentAlertSightings(ctx.db, [sightingId], ctx.config.ADMIN_USERNAME)).get(
      sightingId,
    );
    if (!sighting?.isPublic) return;
    const token = signUserToken(ctx.secret, EMAIL_PREFERENCES_PURPOSE, userId);
    const message = renderLocationAlertEmail({
      kind: 'alert',
      recipientName: user.username,
      alertName: RARE_WATCH_ALERT_NAME,
      sightings: [{ ...sighting, relevanceScore: 100 }],
      publicUrl: ctx.config.publicUrl,
      preferencesUrl: `${ctx.config.publicUrl}/email-preferences?token=${encodeURIComponent(token)}`,
    });
    await ctx.mailer.send({ to: user.email, ...message });
  };
}

/** The real-time alert of a rare sighting seen again, to the watchers who asked for one. */
export async function publishWatchAlerts(
  ctx: Pick<AppContext, 'db' | 'config'> & { realtime: RealtimeHub },
  sightingId: number,
  recordId: number,
  pushTo: number[],
): Promise<void> {
  if (pushTo.length === 0) return;
  const sighting = (await presentAlertSightings(ctx.db, [sightingId], ctx.config.ADMIN_USERNAME)).get(
    sightingId,
  );
  if (!sighting) return;
  const data = realtimeAlertOf(sighting, {
    id: `rare-${recordId}-${sightingId}`,
    alertName: RARE_WATCH_ALERT_NAME,
    relevanceScore: 100,
  });
  await ctx.realtime.publish({ to: pushTo, message: { type: 'rare_species_alert', data } });
}

// Alerts about one sighting to some members, for the features that watch something other than a place: the rare
// tracker's watchers and migration alerts. The e-mail (sighting_alert_email, read when the job runs: the member's
// "Rare species alerts" preference may be off by then) and the real-time message show the sighting as everyone
// sees it (alert-sightings.ts), like location alerts do. As there, only Premium Explorer members get the real-time
// message (a plan benefit, read when it leaves); everyone gets the in-app notification and the e-mail they chose.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { type DbOrTx, enqueueJob } from '../../jobs/queue';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';
import { renderLocationAlertEmail } from '../../mail/location-alert-email';
import type { RealtimeHub } from '../../realtime/hub';
import { signUserToken } from '../auth/tokens';
import { premiumMembersAmong } from '../benefits/member-benefits';
import { EMAIL_PREFERENCES_PURPOSE } from '../users/routes';
import { presentAlertSightings } from './alert-sightings';
import { realtimeAlertOf } from './deliver';

const payloadSchema = z.object({
  userId: z.number().int().positive().max(2_147_483_647),
  sightingId: z.number().int().positive().max(2_147_483_647),
  alertName: z.string().min(1).max(300),
});

/** Queues the e-mail, inside the caller's transaction. */
export function queueSightingAlertEmail(
  tx: DbOrTx,
  alert: { userId: number; sightingId: number; alertName: string },
): Promise<void> {
  return enqueueJob(tx, 'sighting_alert_email', alert);
}

export function sightingAlertEmailJob(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'secret'>,
): JobHandler {
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobError('Invalid sighting_alert_email payload');
    const { userId, sightingId, alertName } = payload.data;
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
      alertName,
      sightings: [{ ...sighting, relevanceScore: 100 }],
      publicUrl: ctx.config.publicUrl,
      preferencesUrl: `${ctx.config.publicUrl}/email-preferences?token=${encodeURIComponent(token)}`,
    });
    await ctx.mailer.send({ to: user.email, ...message });
  };
}

/** A real-time alert about one sighting: its key (the alert's id), the alert's name, and who gets it. */
export interface SightingAlert {
  key: string;
  sightingId: number;
  alertName: string;
  to: number[];
}

/**
 * The real-time alert of one sighting to the open sockets of the listed members whose plan has real-time
 * notifications now (after the caller's commit).
 */
export async function publishSightingAlert(
  ctx: Pick<AppContext, 'db' | 'config'> & { realtime: RealtimeHub },
  alert: SightingAlert,
): Promise<void> {
  if (alert.to.length === 0) return;
  const premium = await premiumMembersAmong(ctx.db, alert.to);
  const to = alert.to.filter((id) => premium.has(id));
  if (to.length === 0) return;
  const sighting = (await presentAlertSightings(ctx.db, [alert.sightingId], ctx.config.ADMIN_USERNAME)).get(
    alert.sightingId,
  );
  if (!sighting?.isPublic) return;
  const data = realtimeAlertOf(sighting, { id: alert.key, alertName: alert.alertName, relevanceScore: 100 });
  await ctx.realtime.publish({ to, message: { type: 'rare_species_alert', data } });
}

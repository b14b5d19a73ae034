// The background side of location alerts: the location_alert_match job (queued in the transaction that
// publishes a sighting), the location_alert_email job (one match at once), and the sweep that sends daily
// digests and weekly reports.
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { alertTriggers, locationAlerts, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { runPeriodically } from '../../jobs/periodic';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';
import { type AlertEmailSighting, renderLocationAlertEmail } from '../../mail/location-alert-email';
import { signUserToken } from '../auth/tokens';
import { EMAIL_PREFERENCES_PURPOSE } from '../users/routes';
import { type AlertSighting, presentAlertSightings } from './alert-sightings';
import { publishAlerts, recordMatches } from './deliver';
import { matchSighting } from './matching';

const sightingPayload = z.object({ sightingId: z.number().int().positive().max(2_147_483_647) });
const triggerPayload = z.object({ triggerId: z.number().int().positive().max(2_147_483_647) });

type MatchContext = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'config' | 'log'>;
type MailContext = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config' | 'secret' | 'log'>;

/**
 * Matches one sighting, records what it triggered and pushes the real-time alerts (to premium members: see
 * publishAlerts); returns how many matched.
 */
export async function runAlertMatching(ctx: MatchContext, sightingId: number): Promise<number> {
  const sighting = (await presentAlertSightings(ctx.db, [sightingId], ctx.config.ADMIN_USERNAME)).get(
    sightingId,
  );
  if (!sighting) return 0;
  const now = ctx.clock();
  const matches = await matchSighting(ctx.db, sighting, now);
  const delivered = await recordMatches(ctx.db, sighting, matches, now, (decided, tx) =>
    publishAlerts(ctx.realtime, tx, sighting, decided),
  );
  return delivered.length;
}

export function locationAlertMatchJob(ctx: MatchContext): JobHandler {
  return async (job) => {
    const payload = sightingPayload.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobError('Invalid location_alert_match payload');
    const matched = await runAlertMatching(ctx, payload.data.sightingId);
    ctx.log.debug({ job: job.id, sightingId: payload.data.sightingId, matched }, 'location alerts matched');
  };
}

/** The member's address and their "Rare species alerts" e-mail preference, which every alert e-mail obeys. */
async function recipientOf(ctx: MailContext, userId: number) {
  const [user] = await ctx.db
    .select({ username: users.username, email: users.email, preferences: users.emailNotificationPreferences })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.email || !user.preferences.rareSpeciesAlerts) return null;
  const token = signUserToken(ctx.secret, EMAIL_PREFERENCES_PURPOSE, userId);
  return {
    name: user.username,
    email: user.email,
    preferencesUrl: `${ctx.config.publicUrl}/email-preferences?token=${encodeURIComponent(token)}`,
  };
}

function emailSighting(s: AlertSighting, relevanceScore: number): AlertEmailSighting {
  return {
    id: s.id,
    species: s.species,
    location: s.location,
    photographer: s.photographer,
    rarity: s.rarity,
    relevanceScore,
  };
}

export function locationAlertEmailJob(ctx: MailContext): JobHandler {
  return async (job) => {
    const payload = triggerPayload.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobError('Invalid location_alert_email payload');
    const [row] = await ctx.db
      .select({ trigger: alertTriggers, alert: locationAlerts })
      .from(alertTriggers)
      .innerJoin(locationAlerts, eq(locationAlerts.id, alertTriggers.locationAlertId))
      .where(eq(alertTriggers.id, payload.data.triggerId))
      .limit(1);
    // Read when the job runs: the alert may have been deleted or its e-mail turned off since.
    if (!row || row.trigger.emailedAt !== null || !row.alert.emailEnabled) return;
    const sighting = (
      await presentAlertSightings(ctx.db, [row.trigger.sightingId], ctx.config.ADMIN_USERNAME)
    ).get(row.trigger.sightingId);
    if (!sighting?.isPublic) return;
    const recipient = await recipientOf(ctx, row.alert.userId);
    if (!recipient) return;
    const message = renderLocationAlertEmail({
      kind: 'alert',
      recipientName: recipient.name,
      alertName: row.alert.alertName,
      sightings: [emailSighting(sighting, row.trigger.relevanceScore)],
      publicUrl: ctx.config.publicUrl,
      preferencesUrl: recipient.preferencesUrl,
    });
    await ctx.mailer.send({ to: recipient.email, ...message });
    await ctx.db
      .update(alertTriggers)
      .set({ emailedAt: ctx.clock() })
      .where(eq(alertTriggers.id, row.trigger.id));
  };
}

const DAY_MS = 24 * 3600_000;
const DIGESTS_PER_SWEEP = 200;
const SIGHTINGS_PER_EMAIL = 50;

/**
 * Sends the digests that are due (a day since the last one) and the weekly reports (a week since): each lists the
 * alert's matches since, sent or held, once. An alert with nothing new gets no e-mail but its clock moves on.
 */
export async function sendDueAlertSummaries(ctx: MailContext): Promise<number> {
  const now = ctx.clock();
  let sent = 0;
  for (const kind of ['digest', 'report'] as const) {
    const flag = kind === 'digest' ? locationAlerts.dailyDigest : locationAlerts.weeklyReport;
    const sentAt = kind === 'digest' ? locationAlerts.digestSentAt : locationAlerts.reportSentAt;
    const due = new Date(now.getTime() - (kind === 'digest' ? DAY_MS : 7 * DAY_MS));
    const alerts = await ctx.db
      .select()
      .from(locationAlerts)
      .where(
        and(
          eq(flag, true),
          eq(locationAlerts.emailEnabled, true),
          or(isNull(sentAt), lte(sentAt, due)),
          lte(locationAlerts.createdAt, due),
        ),
      )
      .orderBy(asc(locationAlerts.id))
      .limit(DIGESTS_PER_SWEEP);
    for (const alert of alerts) {
      // A digest lists what no e-mail told yet; a report the week since the last one (or since the alert began).
      const window =
        kind === 'digest'
          ? isNull(alertTriggers.emailedAt)
          : alert.reportSentAt
            ? gt(alertTriggers.createdAt, alert.reportSentAt)
            : gte(alertTriggers.createdAt, alert.createdAt);
      const triggers = await ctx.db
        .select()
        .from(alertTriggers)
        .where(
          and(
            eq(alertTriggers.locationAlertId, alert.id),
            window,
            inArray(alertTriggers.delivery, ['sent', 'held']),
          ),
        )
        .orderBy(sql`${alertTriggers.relevanceScore} desc`, asc(alertTriggers.id))
        .limit(SIGHTINGS_PER_EMAIL);
      const mark = kind === 'digest' ? { digestSentAt: now } : { reportSentAt: now };
      await ctx.db.update(locationAlerts).set(mark).where(eq(locationAlerts.id, alert.id));
      if (triggers.length === 0) continue;
      const recipient = await recipientOf(ctx, alert.userId);
      if (!recipient) continue;
      const shown = await presentAlertSightings(
        ctx.db,
        triggers.map((t) => t.sightingId),
        ctx.config.ADMIN_USERNAME,
      );
      const listed = triggers.flatMap((t) => {
        const s = shown.get(t.sightingId);
        return s?.isPublic ? [emailSighting(s, t.relevanceScore)] : [];
      });
      if (listed.length === 0) continue;
      await ctx.mailer.send({
        to: recipient.email,
        ...renderLocationAlertEmail({
          kind,
          recipientName: recipient.name,
          alertName: alert.alertName,
          sightings: listed,
          publicUrl: ctx.config.publicUrl,
          preferencesUrl: recipient.preferencesUrl,
        }),
      });
      if (kind === 'digest')
        await ctx.db
          .update(alertTriggers)
          .set({ emailedAt: now })
          .where(
            inArray(
              alertTriggers.id,
              triggers.map((t) => t.id),
            ),
          );
      sent += 1;
    }
  }
  return sent;
}

const SUMMARY_SWEEP_EVERY_MS = 15 * 60_000;

/** Digests and weekly reports, checked every quarter of an hour (main.ts, beside the job worker). */
export function startAlertSummarySweeps(app: FastifyInstance): void {
  const sweeps = runPeriodically(async () => {
    try {
      const sent = await sendDueAlertSummaries(app.ctx);
      if (sent > 0) app.ctx.log.info({ emails: sent }, 'location alert digests and reports sent');
    } catch (error) {
      app.ctx.log.error({ err: error }, 'location alert digests failed; they run again in 15 minutes');
    }
  }, SUMMARY_SWEEP_EVERY_MS);
  app.addHook('preClose', () => sweeps.stop());
}

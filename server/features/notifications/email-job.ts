// The notification_email job: e-mails a member about one in-app notification, if it still exists and their
// e-mail preference still allows it when the job runs (they may have turned it off since it was queued).
import type { EmailPreferenceKey } from '@common/schemas/auth';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { comments, sightings, userNotifications, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import type { JobHandler } from '../../jobs/worker';
import { PermanentJobError } from '../../jobs/worker';
import { renderNotificationEmail } from '../../mail/notification-email';
import { signUserToken } from '../auth/tokens';
import { EMAIL_PREFERENCES_PURPOSE } from '../users/routes';
import { type ActivityType, EMAIL_PREFERENCE } from './activity';

const payloadSchema = z.object({ notificationId: z.number().int().positive().max(2_147_483_647) });

/** The preferences page's own names for them, so the footer says which switch to turn off. */
const PREFERENCE_LABELS: Partial<Record<EmailPreferenceKey, string>> = {
  newFollowers: 'New followers',
  likesOnPhotos: 'Likes on your photos',
  commentsOnPhotos: 'Comments on your photos',
};

export type NotificationEmailOutcome =
  | 'sent'
  | 'notification_gone'
  | 'not_emailable_type'
  | 'no_email_address'
  | 'preference_off'
  | 'actor_gone'
  | 'sighting_gone'
  | 'comment_gone';

type EmailContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'secret'>;

function isActivityType(type: string): type is ActivityType {
  return Object.hasOwn(EMAIL_PREFERENCE, type);
}

/** Sends the e-mail for one notification, or says why not. Safe to repeat: nothing is written. */
export async function sendNotificationEmail(
  ctx: EmailContext,
  notificationId: number,
): Promise<NotificationEmailOutcome> {
  const actor = alias(users, 'actor');
  const recipient = alias(users, 'recipient');
  // Everything the e-mail needs in one query, read now rather than when the job was queued.
  const [row] = await ctx.db
    .select({
      type: userNotifications.type,
      commentId: userNotifications.commentId,
      recipient: {
        id: recipient.id,
        username: recipient.username,
        email: recipient.email,
        preferences: recipient.emailNotificationPreferences,
      },
      actor: { id: actor.id, username: actor.username },
      sighting: { id: sightings.id, speciesName: sightings.speciesName },
      sightingIsPublic: sightings.isPublic,
      sightingOwnerId: sightings.userId,
      commentText: comments.content,
    })
    .from(userNotifications)
    .innerJoin(recipient, eq(recipient.id, userNotifications.userId))
    .leftJoin(actor, eq(actor.id, userNotifications.actorId))
    .leftJoin(sightings, eq(sightings.id, userNotifications.sightingId))
    .leftJoin(comments, eq(comments.id, userNotifications.commentId))
    .where(eq(userNotifications.id, notificationId))
    .limit(1);

  if (!row) return 'notification_gone';
  if (!isActivityType(row.type)) return 'not_emailable_type';
  const type = row.type;
  if (!row.recipient.email) return 'no_email_address';
  const preference = EMAIL_PREFERENCE[type];
  if (!row.recipient.preferences[preference]) return 'preference_off';
  if (!row.actor) return 'actor_gone';
  let sighting: { id: number; speciesName: string } | null = null;
  if (type !== 'follow') {
    if (!row.sighting) return 'sighting_gone';
    // A sighting made private since is no longer the business of anyone but its author.
    if (!row.sightingIsPublic && row.sightingOwnerId !== row.recipient.id) return 'sighting_gone';
    sighting = row.sighting;
  }
  // A comment deleted before the e-mail went out was taken back: do not spread it.
  if ((type === 'comment' || type === 'reply') && row.commentId !== null && row.commentText === null) {
    return 'comment_gone';
  }

  const token = signUserToken(ctx.secret, EMAIL_PREFERENCES_PURPOSE, row.recipient.id);
  const message = renderNotificationEmail({
    type,
    recipientName: row.recipient.username,
    actor: row.actor,
    sighting,
    commentText: type === 'comment' || type === 'reply' ? row.commentText : null,
    publicUrl: ctx.config.publicUrl,
    preferencesUrl: `${ctx.config.publicUrl}/email-preferences?token=${encodeURIComponent(token)}`,
    preferenceLabel: PREFERENCE_LABELS[preference] ?? preference,
  });
  await ctx.mailer.send({ to: row.recipient.email, ...message });
  return 'sent';
}

export function notificationEmailJob(ctx: EmailContext & Pick<AppContext, 'log'>): JobHandler {
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success)
      throw new PermanentJobError(`Invalid notification_email payload: ${payload.error.message}`);
    const outcome = await sendNotificationEmail(ctx, payload.data.notificationId);
    ctx.log.debug(
      { job: job.id, notificationId: payload.data.notificationId, outcome },
      'notification e-mail',
    );
  };
}

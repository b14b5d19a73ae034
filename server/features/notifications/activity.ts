// Recording what happened to a member's sightings and profile: an in-app notification, and an e-mail job when
// the member's e-mail preferences allow it. Called by the social features inside their transactions.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userNotifications, users } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';

export type ActivityType = 'follow' | 'like' | 'comment' | 'reply';

export interface ActivityEvent {
  type: ActivityType;
  /** Who did it. */
  actorId: number;
  /** Whose sighting, comment or profile it concerns. */
  recipientId: number;
  sightingId?: number;
  commentId?: number;
}

/** The e-mail preference that governs each kind of activity (spec: emailNotificationPreferences). */
export const EMAIL_PREFERENCE = {
  follow: 'newFollowers',
  like: 'likesOnPhotos',
  comment: 'commentsOnPhotos',
  reply: 'commentsOnPhotos',
} as const;

const MESSAGES: Record<ActivityType, (actor: string) => string> = {
  follow: (actor) => `${actor} started following you`,
  like: (actor) => `${actor} liked your sighting`,
  comment: (actor) => `${actor} commented on your sighting`,
  reply: (actor) => `${actor} replied to your comment`,
};

/** A transaction or the database itself. */
type DbOrTx = Pick<Db, 'select' | 'insert'>;

export async function recordActivity(db: DbOrTx, event: ActivityEvent): Promise<void> {
  // Nobody is notified of their own likes and comments.
  if (event.actorId === event.recipientId) return;
  const [actor] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, event.actorId))
    .limit(1);
  const [recipient] = await db
    .select({ email: users.email, preferences: users.emailNotificationPreferences })
    .from(users)
    .where(eq(users.id, event.recipientId))
    .limit(1);
  if (!actor || !recipient) return;
  // Like, unlike, like again (or follow, unfollow, follow) must not fill the member's list and inbox: a like
  // or follow is announced once per actor and sighting. Comments and replies are new content every time.
  if (event.type === 'like' || event.type === 'follow') {
    const [already] = await db
      .select({ id: userNotifications.id })
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, event.recipientId),
          eq(userNotifications.type, event.type),
          eq(userNotifications.actorId, event.actorId),
          event.sightingId === undefined
            ? isNull(userNotifications.sightingId)
            : eq(userNotifications.sightingId, event.sightingId),
        ),
      )
      .limit(1);
    if (already) return;
  }
  const [notification] = await db
    .insert(userNotifications)
    .values({
      userId: event.recipientId,
      type: event.type,
      actorId: event.actorId,
      sightingId: event.sightingId ?? null,
      commentId: event.commentId ?? null,
      message: MESSAGES[event.type](actor.username),
    })
    .returning({ id: userNotifications.id });
  if (notification && recipient.email && recipient.preferences[EMAIL_PREFERENCE[event.type]]) {
    // The e-mail is written by a background job, never inside the request.
    await enqueueJob(db, 'notification_email', { notificationId: notification.id });
  }
}

// Who is shown publicly: a member whose profile an administrator hid, or who is suspended, is found in no public
// list (followers, top photographers) and their profile page answers 404 to anyone but themselves and the
// administrators. Their sightings keep their own moderation (flags on each).
import { isSuspendedAt } from '@common/schemas/moderation';
import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Actor } from '../../http/policies';

/** The condition on `users` (not aliased) of members listed publicly at `now` (the database's clock by default). */
export function publiclyListed(now?: Date): SQL {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return sql`(${users.profileHiddenAt} is null and (${users.suspendedAt} is null or ${users.suspendedUntil} <= ${at}))`;
}

export interface ModeratedMember {
  id: number;
  profileHiddenAt: Date | null;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
}

/** Whether `viewer` may open the member's profile: themselves and administrators always, others when listed. */
export function profileShownTo(member: ModeratedMember, viewer: Actor, now: Date): boolean {
  if (viewer.isAdmin || viewer.userId === member.id) return true;
  return member.profileHiddenAt === null && !isSuspendedAt(member, now);
}

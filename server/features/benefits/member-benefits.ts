// A member's plan as the server enforces it, always read from the users row at the moment it matters (an upload,
// an alert created, an alert delivered): the member behind a session is cached (session-store.ts), and a member
// who has just become premium, or whose premium has just lapsed, must get the new plan's benefits at once.

import { isPremiumTier, SUBSCRIPTION_TIERS } from '@common/constants/plans';
import { benefitsOf, type PlanBenefits } from '@common/plans/benefits';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** A database or an open transaction: inside one, the read sees what the transaction sees. */
export type Reader = Pick<Db, 'select'>;

/** The member's tier as the database holds it now; null when there is no such member. */
export async function tierOf(db: Reader, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ tier: users.subscriptionTier })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.tier ?? null;
}

/** The benefits of the member's plan now (the free plan's for an unknown member). */
export async function benefitsOfMember(db: Reader, userId: number): Promise<Readonly<PlanBenefits>> {
  return benefitsOf(await tierOf(db, userId));
}

const PREMIUM_TIERS = SUBSCRIPTION_TIERS.filter((tier) => isPremiumTier(tier));

/**
 * Which of these members are Premium Explorer members now, in one read: the real-time delivery of one sighting's
 * alerts asks about every recipient at once (thousands, for a common species in a busy place).
 */
export async function premiumMembersAmong(db: Reader, userIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        // One array parameter however many members: 10,000 recipients are not 10,000 bind parameters.
        sql`${users.id} = any(${`{${ids.join(',')}}`}::int[])`,
        inArray(users.subscriptionTier, PREMIUM_TIERS),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

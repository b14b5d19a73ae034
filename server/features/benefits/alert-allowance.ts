// The free plan's notification alerts (spec section 6: "2 notification alerts"; premium: "unlimited species and
// location alerts"): one allowance counted across location alerts, migration alerts and rare tracker watches, so
// a free member keeps 2 in all, whichever kinds they are. Every route that creates an alert of any kind checks
// it here, under the member's row lock, with the same 403 message.
import { type AlertAllowance, alertAllowanceMessage } from '@common/plans/benefits';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locationAlerts, migrationAlerts, rareSpeciesWatchers, users } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { benefitsOfMember } from './member-benefits';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'execute' | 'select'>;

interface KindCounts {
  location: number;
  migration: number;
  rare_watch: number;
}

async function countsOf(db: Reader, userId: number): Promise<AlertAllowance['byKind']> {
  const result = (await db.execute(sql`
    select
      (select count(*) from ${locationAlerts} where user_id = ${userId})::int as location,
      (select count(*) from ${migrationAlerts} where user_id = ${userId})::int as migration,
      (select count(*) from ${rareSpeciesWatchers} where user_id = ${userId})::int as rare_watch`)) as unknown as {
    rows: KindCounts[];
  };
  const row = result.rows[0];
  return {
    location: Number(row?.location ?? 0),
    migration: Number(row?.migration ?? 0),
    rareWatch: Number(row?.rare_watch ?? 0),
  };
}

/** The member's alerts of every kind, and how many more the plan lets them keep. */
export async function alertAllowance(db: Reader, userId: number): Promise<AlertAllowance> {
  // One after the other: inside a transaction both go through its one connection anyway.
  const benefits = await benefitsOfMember(db, userId);
  const byKind = await countsOf(db, userId);
  const used = byKind.location + byKind.migration + byKind.rareWatch;
  const limit = benefits.notificationAlerts;
  return { used, limit, remaining: limit === null ? null : Math.max(0, limit - used), byKind };
}

/**
 * The lock that orders a member's alert creations: two alerts created at once (of the same kind or not, on any
 * server process) are counted one after the other. Held until the transaction ends; taking it twice is harmless.
 */
export async function lockMemberAlerts(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select id from ${users} where id = ${userId} for update`);
}

/**
 * Inside the transaction that creates one more alert of any kind: takes the member's lock, then refuses with the
 * plan's 403 when the member already keeps all the alerts the plan allows.
 */
export async function assertAlertAllowance(tx: Tx, userId: number): Promise<void> {
  await lockMemberAlerts(tx, userId);
  const allowance = await alertAllowance(tx, userId);
  if (allowance.limit !== null && allowance.used >= allowance.limit)
    throw forbidden(alertAllowanceMessage(allowance.limit));
}

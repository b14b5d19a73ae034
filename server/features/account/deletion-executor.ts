// Deleting an account when its grace period is over, in ONE transaction:
// - what others' rows count of the member's (likes on sightings and comments, votes, helpful votes, comments,
//   guide ratings) is taken off first, so the counters stay true;
// - what the law or the accounts make us keep (payments and refunds, the subscription row, print orders and guide
//   purchases, guides others bought, print products others ordered and the sightings under them) is moved to an
//   anonymous marker account made for this deletion (no name, e-mail or password; its profile hidden), with the
//   personal fields emptied (shipping addresses, provider customer ids, redirect links, notes);
// - then the member's row is deleted and the database's own foreign keys delete everything else that is theirs
//   (sightings, comments, likes, follows, bookmarks, portfolios, alerts, reviews, unpublished guides, uploads,
//   sessions...) or forget them where a record stays (reports they sent, moderation history);
// then, after the commit, every stored file of theirs (originals and renditions, print previews, data exports) is
// removed; media_cleanup jobs queued in the transaction remove whatever a crash would leave.
// A live paid subscription is cancelled at its provider first, so nothing is charged after the account is gone.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountDeletions, accountExports, mediaAssets, printProducts, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { assetKeys } from '../../jobs/media-cleanup';
import { enqueueJob } from '../../jobs/queue';
import type { ProviderName } from '../../payments/provider';
import { recountComments } from '../comments/service';
import { previewKey } from '../prints/service';
import { exportFiles } from './export-files';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function rows<T>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A name registration can never give (longer than 20 characters), so the marker collides with no member. */
export const markerUsername = () => `deleted-member-${randomBytes(6).toString('hex')}`;

/** Cancels a live paid subscription at its provider, so no renewal is charged to an account that is gone. */
async function cancelSubscriptionAtProvider(ctx: AppContext, userId: number): Promise<void> {
  const [sub] = await rows<{ provider: string; provider_subscription_id: string }>(
    ctx.db,
    sql`select provider, provider_subscription_id from subscriptions
        where user_id = ${userId} and status in ('active', 'past_due')`,
  );
  if (!sub) return;
  const provider = ctx.payments.providerNamed(sub.provider as ProviderName);
  if (!provider) return;
  // A failure throws: the job is tried again later, and the account is not deleted while it would be charged.
  await provider.cancelSubscription(sub.provider_subscription_id, { atPeriodEnd: false });
}

/** Counters on other members' rows that count something of the member's: taken off before those rows go. */
async function releaseCounters(tx: Tx, userId: number): Promise<{ sightings: number[]; guides: number[] }> {
  await tx.execute(sql`update sightings s set likes = greatest(s.likes - 1, 0)
    from likes l where l.user_id = ${userId} and l.sighting_id = s.id and s.user_id <> ${userId}`);
  await tx.execute(sql`update comments c set likes = greatest(c.likes - 1, 0)
    from comment_likes cl where cl.user_id = ${userId} and cl.comment_id = c.id and c.user_id <> ${userId}`);
  await tx.execute(sql`update challenge_entries e set votes = greatest(e.votes - 1, 0)
    from challenge_votes v where v.user_id = ${userId} and v.entry_id = e.id and e.user_id <> ${userId}`);
  await tx.execute(sql`update gear_reviews r set helpful_votes = greatest(r.helpful_votes - 1, 0)
    from review_helpfulness h where h.user_id = ${userId} and h.review_id = r.id and r.user_id <> ${userId}`);
  // Comment counts and guide ratings are counted again once the member's rows are gone.
  const commented = await rows<{ id: number }>(
    tx,
    sql`select distinct c.sighting_id as id from comments c join sightings s on s.id = c.sighting_id
        where c.user_id = ${userId} and s.user_id <> ${userId}`,
  );
  const rated = await rows<{ id: number }>(
    tx,
    sql`select distinct r.guide_id as id from guide_ratings r join location_guides g on g.id = r.guide_id
        where r.user_id = ${userId} and g.author_id <> ${userId}`,
  );
  return { sightings: commented.map((r) => Number(r.id)), guides: rated.map((r) => Number(r.id)) };
}

/** Whether anything must be kept after the member is gone (then a marker account is made for it). */
async function keepsRecords(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await rows<{ keep: boolean }>(
    tx,
    sql`select (
          exists (select 1 from payments where user_id = ${userId})
          or exists (select 1 from subscriptions where user_id = ${userId})
          or exists (select 1 from print_orders where user_id = ${userId})
          or exists (select 1 from guide_purchases where user_id = ${userId})
          or exists (select 1 from location_guides g where g.author_id = ${userId}
                       and (g.status = 'published' or exists (select 1 from guide_purchases p where p.guide_id = g.id)))
          or exists (select 1 from print_products p where p.user_id = ${userId}
                       and exists (select 1 from print_orders o where o.product_id = p.id))
        ) as keep`,
  );
  return Boolean(row?.keep);
}

/** Moves the rows kept for the law and the accounts to the marker, emptying their personal fields. */
async function anonymiseKeptRecords(tx: Tx, userId: number, markerId: number): Promise<void> {
  await tx.execute(sql`update refunds set customer_notes = null
    where original_payment_id in (select id from payments where user_id = ${userId})`);
  await tx.execute(sql`update contest_payments set customer_id = null, metadata = '{}'::jsonb
    where payment_id in (select id from payments where user_id = ${userId})`);
  await tx.execute(sql`update payments set user_id = ${markerId}, provider_customer_id = null, redirect_url = null,
    failure_message = null where user_id = ${userId}`);
  await tx.execute(sql`update subscriptions set user_id = ${markerId}, provider_customer_id = null,
    status = case when status in ('active', 'past_due') then 'canceled' else status end,
    cancel_at_period_end = false where user_id = ${userId}`);
  await tx.execute(sql`update print_orders set user_id = ${markerId}, tracking_number = null, tracking_url = null,
    shipping_address = '{"name":"","line1":"","city":"","postcode":"","country":""}'::jsonb
    where user_id = ${userId}`);
  await tx.execute(sql`update guide_purchases set user_id = ${markerId} where user_id = ${userId}`);
  // Guides stay when published (buyers and readers keep them) or bought; the rest go with the member.
  await tx.execute(sql`update location_guides g set author_id = ${markerId}, preview_media_asset_id = null
    where g.author_id = ${userId}
      and (g.status = 'published' or exists (select 1 from guide_purchases p where p.guide_id = g.id))`);
  // A print product someone ordered stays for its orders (deactivated), with the sighting it was made from,
  // emptied of everything but its species and made private (its Idempotency-Key too: keys are unique per member,
  // and the marker holds the sightings of many).
  await tx.execute(sql`update sightings s set user_id = ${markerId}, description = null, location = null,
    specific_location = null, latitude = null, longitude = null, photo_url = null, video_url = null,
    media_asset_id = null, is_public = false, instagram_source_url = null, instagram_source_username = null,
    original_photographer_credit = null, source_url = null, weather_conditions = null, client_key = null,
    updated_at = now()
    where s.user_id = ${userId} and exists (
      select 1 from print_products p join print_orders o on o.product_id = p.id where p.sighting_id = s.id)`);
  await tx.execute(sql`update print_products p set user_id = ${markerId}, is_active = false
    where p.user_id = ${userId} and exists (select 1 from print_orders o where o.product_id = p.id)`);
}

export interface DeletionOutcome {
  deleted: boolean;
  /** The anonymous account that holds the records kept, if any were. */
  markerId: number | null;
}

/**
 * Deletes the account of a scheduled deletion whose time has come (by the app's clock). Does nothing for a
 * deletion cancelled, done, or not yet due.
 */
export async function deleteAccountNow(ctx: AppContext, deletionId: number): Promise<DeletionOutcome> {
  const [scheduled] = await ctx.db.select().from(accountDeletions).where(eq(accountDeletions.id, deletionId));
  if (scheduled?.status !== 'scheduled' || scheduled.scheduledFor > ctx.clock() || !scheduled.userId)
    return { deleted: false, markerId: null };
  const userId = scheduled.userId;
  await cancelSubscriptionAtProvider(ctx, userId);

  const files = exportFiles(ctx);
  const outcome = await ctx.db.transaction(async (tx) => {
    // The deletion row, locked: a cancel pressed at this moment waits, then finds it done (or wins first).
    const [row] = await tx
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.id, deletionId))
      .for('update');
    if (row?.status !== 'scheduled') return null;
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) {
      await tx
        .update(accountDeletions)
        .set({ status: 'completed', completedAt: ctx.clock() })
        .where(eq(accountDeletions.id, deletionId));
      return { keys: [], tokens: [], markerId: null };
    }

    // Every stored file of the member's, read before the rows that name them go.
    const assets = await tx.select().from(mediaAssets).where(eq(mediaAssets.ownerId, userId));
    const keys = new Set(assets.flatMap((a) => assetKeys(ctx.media, a)));
    const products = await tx
      .select({ id: printProducts.id })
      .from(printProducts)
      .where(eq(printProducts.userId, userId));
    for (const p of products) keys.add(previewKey(p.id));
    const exports = await tx
      .select({ id: accountExports.id, fileToken: accountExports.fileToken })
      .from(accountExports)
      .where(eq(accountExports.userId, userId));
    const tokens = exports.map((e) => e.fileToken);

    const recount = await releaseCounters(tx, userId);

    let markerId: number | null = null;
    if (await keepsRecords(tx, userId)) {
      const [marker] = await tx
        .insert(users)
        .values({
          username: markerUsername(),
          email: null,
          passwordHash: null,
          profileHiddenAt: ctx.clock(),
          createdAt: ctx.clock(),
          updatedAt: ctx.clock(),
        })
        .returning({ id: users.id });
      if (!marker) throw new Error('the anonymous marker account was not created');
      markerId = marker.id;
      await anonymiseKeptRecords(tx, userId, markerId);
    }

    // Others' notifications about what the member did, and the e-mail they were referred by.
    await tx.execute(sql`delete from user_notifications where actor_id = ${userId}`);
    if (user.email)
      await tx.execute(
        sql`update users set referred_by = null where lower(referred_by) = lower(${user.email})`,
      );
    // Jobs still waiting to act on the member (e-mails to them, their exports): nothing is left for them.
    await tx.execute(sql`delete from jobs where completed_at is null and failed_at is null
      and (payload->>'userId' = ${String(userId)} or payload->>'recipientId' = ${String(userId)})`);

    await tx.execute(sql`delete from sessions where user_id = ${userId}`);
    await tx.delete(users).where(eq(users.id, userId));
    await tx
      .update(accountDeletions)
      .set({ status: 'completed', completedAt: ctx.clock(), userId: null })
      .where(eq(accountDeletions.id, deletionId));

    for (const sightingId of recount.sightings) await recountComments(tx, sightingId);
    if (recount.guides.length > 0)
      await tx.execute(sql`update location_guides g set
          rating_sum = coalesce((select sum(r.rating) from guide_ratings r where r.guide_id = g.id), 0),
          total_ratings = (select count(*) from guide_ratings r where r.guide_id = g.id),
          rating = coalesce((select round(avg(r.rating)::numeric, 2) from guide_ratings r where r.guide_id = g.id), 0)
        where g.id in (${sql.join(
          recount.guides.map((g) => sql`${g}`),
          sql`, `,
        )})`);

    // Whatever a crash after the commit would leave is removed by the cleanup jobs (safe to run twice).
    const all = [...keys];
    for (let i = 0; i < all.length; i += 100)
      await enqueueJob(tx, 'media_cleanup', { keys: all.slice(i, i + 100) });
    // Their rows go with the member: the expire step then only removes the file its payload names.
    for (const e of exports)
      await enqueueJob(tx, 'account_export', { exportId: e.id, step: 'expire', fileToken: e.fileToken });
    return { keys: all, tokens, markerId };
  });
  if (!outcome) return { deleted: false, markerId: null };

  for (const key of outcome.keys)
    await ctx.media
      .delete(key)
      .catch((err: unknown) =>
        ctx.log.warn({ err, key }, 'media of a deleted account left to its cleanup job'),
      );
  for (const token of outcome.tokens)
    await files
      .remove(token)
      .catch((err: unknown) => ctx.log.warn({ err }, 'export of a deleted account left to its job'));
  await ctx.realtime
    .endSessions({ memberId: userId })
    .catch((err: unknown) => ctx.log.warn({ err }, 'could not announce the end of a session to sockets'));
  ctx.log.info({ deletionId, markerId: outcome.markerId }, 'account deleted');
  return { deleted: true, markerId: outcome.markerId };
}

/** Every scheduled deletion due by the app's clock (the jobs do the same one by one; tests move the clock). */
export async function runDueAccountDeletions(ctx: AppContext): Promise<number> {
  const due = await ctx.db
    .select({ id: accountDeletions.id })
    .from(accountDeletions)
    .where(
      and(
        eq(accountDeletions.status, 'scheduled'),
        sql`${accountDeletions.scheduledFor} <= ${ctx.clock().toISOString()}`,
      ),
    );
  let deleted = 0;
  for (const { id } of due) if ((await deleteAccountNow(ctx, id)).deleted) deleted += 1;
  return deleted;
}

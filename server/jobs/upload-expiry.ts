// The upload expiry: deletes uploads nothing uses a day after they were made. An upload is stored as soon as
// its file arrives, before the member publishes it (the sighting form shows it while they type); one they never
// publish nor remove (they left the page, closed the tab) would otherwise keep its files for ever and, for a free
// member's photo, hold one of the month's 5 slots. Runs beside the job worker (main.ts), at start and hourly.
//
// Each asset goes exactly the way DELETE /api/media/:id deletes one (deleteUnusedAsset in
// features/media/service.ts): under its row lock, every reference checked again inside that transaction, its
// allowance row with it (the slot comes back), then its files. The candidate query below only narrows the
// search; the locked check decides. So any number of server processes may sweep at once (a row another one is
// deleting is skipped, SKIP LOCKED), and a publish racing the sweep either commits first (the asset is then
// used and stays) or waits and finds it gone. Rows go before files, so a backup under way needs no pause.
import { and, asc, eq, gt, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mediaAssets, sightings } from '../db/schema';
import { deleteUnusedAsset, MEDIA_URL_REFERENCES } from '../features/media/service';
import type { AppContext } from '../http/context';
import { type PeriodicRuns, runPeriodically } from './periodic';

/**
 * How long an unused upload is kept. Long enough for a member to write the sighting (or come back to the tab
 * the next morning); short enough that an abandoned photo's slot returns within the month.
 */
export const UPLOAD_UNUSED_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_EXPIRY_EVERY_MS = 60 * 60 * 1000;
/** Candidates read per query. */
const BATCH = 100;

export type UploadExpiryContext = Pick<AppContext, 'db' | 'media' | 'log' | 'clock'>;

export interface UploadExpiryResult {
  /** Ids of the assets deleted. */
  expired: number[];
  /** Candidates left alone: used after all, or being changed by another transaction (next run's then). */
  kept: number;
}

/** Every URL stored in a column of MEDIA_URL_REFERENCES, for one hashed lookup per query. */
const shownUrls = sql.join(
  MEDIA_URL_REFERENCES.map(
    (ref) => sql`select ${ref.column} from ${ref.table} where ${ref.column} is not null`,
  ),
  sql` union all `,
);

/**
 * Assets made before `uploadedBefore` that no sighting and no URL column shows, after id `afterId`, in id
 * order. Set-based, so current avatars (old assets without a sighting) are not re-examined one by one each hour.
 */
async function candidates(
  ctx: UploadExpiryContext,
  uploadedBefore: Date,
  afterId: number,
): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(
      and(
        lt(mediaAssets.createdAt, uploadedBefore),
        gt(mediaAssets.id, afterId),
        notExists(
          ctx.db.select({ n: sql`1` }).from(sightings).where(eq(sightings.mediaAssetId, mediaAssets.id)),
        ),
        sql`not exists (select 1 from jsonb_path_query(${mediaAssets.variants}, 'lax $.**.url') as v(url) where v.url #>> '{}' in (${shownUrls}))`,
      ),
    )
    .orderBy(asc(mediaAssets.id))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/** Deletes the uploads nothing uses that are older than `maxAgeMs` on the app's clock. */
export async function expireUnusedUploads(
  ctx: UploadExpiryContext,
  maxAgeMs: number = UPLOAD_UNUSED_MAX_AGE_MS,
): Promise<UploadExpiryResult> {
  const uploadedBefore = new Date(ctx.clock().getTime() - maxAgeMs);
  const result: UploadExpiryResult = { expired: [], kept: 0 };
  let afterId = 0;
  for (;;) {
    const ids = await candidates(ctx, uploadedBefore, afterId);
    for (const id of ids) {
      // One transaction per asset: a lock is held only while that asset is checked and deleted.
      const deletion = await deleteUnusedAsset(ctx, id, { skipLocked: true });
      if (deletion.outcome === 'deleted') result.expired.push(id);
      else result.kept += 1;
    }
    const last = ids.at(-1);
    if (ids.length < BATCH || last === undefined) return result;
    afterId = last;
  }
}

/** Stop() stops the timer and waits for a sweep under way. */
export type UploadExpirySweeps = PeriodicRuns;

/** Sweeps now and then every `everyMs`, until stop(). */
export function runUploadExpirySweeps(
  ctx: UploadExpiryContext,
  options: { everyMs?: number; maxAgeMs?: number } = {},
): UploadExpirySweeps {
  return runPeriodically(async () => {
    try {
      const { expired, kept } = await expireUnusedUploads(ctx, options.maxAgeMs);
      if (expired.length > 0)
        ctx.log.info({ uploads: expired.length, kept, ids: expired.slice(0, 20) }, 'unused uploads expired');
    } catch (error) {
      ctx.log.error({ err: error }, 'upload expiry failed; it runs again in an hour');
    }
  }, options.everyMs ?? UPLOAD_EXPIRY_EVERY_MS);
}

/** The sweeps of this process (main.ts, with the job worker); stopped before the database closes. */
export function startUploadExpirySweeps(app: FastifyInstance): void {
  const sweeps = runUploadExpirySweeps(app.ctx);
  app.addHook('preClose', () => sweeps.stop());
}

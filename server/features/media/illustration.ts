// Illustrations (purpose `illustration`): pictures that illustrate something other than a sighting (a gear
// review's photos, a location guide's preview, an article cover, a category image). They go through the same
// sniffing and renditions as sighting photos, but are stored as kind 'illustration': never counted toward the
// free plan's monthly sighting photos, never accepted as a sighting's media (the sighting write refuses any
// kind but photo and video). Their own abuse cap is MEDIA_LIMITS.illustrationsPerDay in any 24 hours.
//
// Sighting photos are scanned by the moderation classifier after they are published (the moderation_scan job
// holds the sighting). An illustration has no sighting to hold, and appears wherever it is used as soon as it
// is saved, so it is scanned here, at upload, before its row is written: a picture over the administrators'
// thresholds is refused and its files removed.
import { MEDIA_LIMITS, UPLOAD_MESSAGES } from '@common/schemas/media';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { keyForPublicUrl } from '../../jobs/media-cleanup';
import type { IngestedMedia } from '../../media/ingest';
import type { SniffedMedia } from '../../media/sniff';
import { VisionBusyError } from '../identification/vision/forked-client';
import { classesOverThreshold, readModerationSettings } from '../moderation/service';

export const ILLUSTRATION_KIND = 'illustration';
const DAY_MS = 24 * 60 * 60 * 1000;

type DbOrTx = Pick<Db, 'select'>;

/** An illustration must be a still photo (not a video, not a camera RAW file). */
export function assertIllustrationFile(sniffed: SniffedMedia): void {
  if (sniffed.kind !== 'photo') throw new HttpError(400, UPLOAD_MESSAGES.illustrationNotPhoto);
}

/** Illustrations the member has uploaded (and still holds) in the 24 hours before `now`. */
export async function illustrationsToday(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mediaAssets)
    .where(
      and(
        eq(mediaAssets.ownerId, userId),
        eq(mediaAssets.kind, ILLUSTRATION_KIND),
        gte(mediaAssets.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** 429 once the member has reached the day's illustrations (also checked under the member's lock on save). */
export async function assertIllustrationCap(db: DbOrTx, userId: number, now: Date): Promise<void> {
  if ((await illustrationsToday(db, userId, now)) >= MEDIA_LIMITS.illustrationsPerDay)
    throw new HttpError(429, UPLOAD_MESSAGES.illustrationsPerDay);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/**
 * Scores the stored rendition with the moderation classifier when the administrators have it on; 422 when a
 * class reaches its threshold, 503 when the classifier cannot answer now (an unchecked picture is never kept).
 */
export async function scanIllustration(
  ctx: Pick<AppContext, 'db' | 'media' | 'vision' | 'log'>,
  media: Pick<IngestedMedia, 'variants'>,
): Promise<void> {
  const settings = await readModerationSettings(ctx.db);
  if (!settings.classifierEnabled) return;
  const v = media.variants;
  // The same ~1000 px JPEG the sighting scan reads: every decoder takes it, and plenty for a 224 px classifier.
  const url = v.fallback?.medium?.url ?? v.medium?.url ?? v.fallback?.small?.url ?? v.small?.url;
  const key = url ? keyForPublicUrl(ctx.media, url) : null;
  if (!key) throw new Error('the illustration has no rendition to scan');
  let over: string[];
  try {
    const image = await readAll(await ctx.media.get(key));
    const analysis = await ctx.vision.analyse(image, { nsfw: true, embed: false, priority: 'normal' });
    if (!analysis.nsfw) throw new Error('the vision process answered without nsfw scores');
    over = classesOverThreshold(analysis.nsfw, settings);
  } catch (error) {
    if (!(error instanceof VisionBusyError)) ctx.log.error({ err: error }, 'illustration scan failed');
    throw new HttpError(503, UPLOAD_MESSAGES.scanBusy);
  }
  if (over.length > 0) {
    ctx.log.info({ classes: over }, 'illustration refused by the moderation classifier');
    throw new HttpError(422, UPLOAD_MESSAGES.illustrationRefused);
  }
}

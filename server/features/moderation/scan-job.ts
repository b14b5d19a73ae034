// The moderation_scan job: after a sighting with a photo (or a video's poster) is published, the nsfwjs
// classifier (ctx.vision, in its own process) scores the picture; a class over its threshold holds the sighting
// for the administrators (service.ts). Queued by the publish inside its transaction, so it runs off the request.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { mediaAssets, sightings } from '../../db/schema';
import type { Clock } from '../../http/context';
import { keyForPublicUrl } from '../../jobs/media-cleanup';
import { type JobHandler, type JobLog, PermanentJobError } from '../../jobs/worker';
import type { MediaStorage } from '../../media/storage';
import type { VisionClient } from '../identification/vision/client';
import { ModerationService, readModerationSettings } from './service';

const payloadSchema = z.object({ sightingId: z.number().int().positive().max(2_147_483_647) });

export interface ModerationScanDeps {
  db: Db;
  media: Pick<MediaStorage, 'get' | 'publicUrl' | 'delete'>;
  vision: Pick<VisionClient, 'analyse'>;
  clock: Clock;
  log: JobLog;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** Scores one sighting's picture; answers whether it was held (null when there is nothing to score). */
export async function scanSighting(deps: ModerationScanDeps, sightingId: number): Promise<boolean | null> {
  const settings = await readModerationSettings(deps.db);
  if (!settings.classifierEnabled) return null;
  const [row] = await deps.db
    .select({ variants: mediaAssets.variants })
    .from(sightings)
    .innerJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId))
    .where(eq(sightings.id, sightingId))
    .limit(1);
  if (!row) return null;
  const v = row.variants;
  // A ~1000 px JPEG is what every decoder reads and plenty for a 224 px classifier.
  const url =
    v.fallback?.medium?.url ?? v.medium?.url ?? v.fallback?.small?.url ?? v.small?.url ?? v.poster?.url;
  if (!url) return null;
  const key = keyForPublicUrl(deps.media, url);
  if (!key) throw new PermanentJobError(`the picture of sighting ${sightingId} has no storage key`);
  const image = await readAll(await deps.media.get(key));
  const analysis = await deps.vision.analyse(image, { nsfw: true, embed: false, priority: 'normal' });
  if (!analysis.nsfw) throw new Error('the vision process answered without nsfw scores');
  const held = await new ModerationService(deps.db, deps.clock).applyClassifierScores(
    sightingId,
    analysis.nsfw,
  );
  if (held) deps.log.info({ sightingId, scores: analysis.nsfw }, 'sighting held for moderation');
  return held;
}

export function moderationScanJob(deps: ModerationScanDeps): JobHandler {
  return async (job) => {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('moderation_scan needs a sightingId');
    await scanSighting(deps, parsed.data.sightingId);
  };
}

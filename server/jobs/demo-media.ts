// The demo_media job: runs one bundled demo photo or video clip through the media pipeline (WebP + JPEG
// renditions, thumbhash placeholder, real size; for a clip also the metadata-free MP4 and the poster frame
// ffmpeg takes at 1 s) and attaches the asset to its demo sighting, so demo cards get the same srcset and
// width/height as uploads. The demo seed queues one per photo and clip: resizing 57 photos takes ~30 s on a
// small machine, which must not delay the server's start.
//
// Payload: { sightingId: number, file: string }. Safe to run twice and after the sighting changed: it only
// attaches to a sighting that still shows that demo file and has no asset yet; otherwise the files just
// written are removed again. The sighting keeps its photo_url and video_url (/media/demo/<file>): the web app
// falls back to them when the variants cannot be loaded (a fresh DATA_DIR next to an already seeded database).
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { mediaAssets, sightings } from '../db/schema';
import { DEMO_MEDIA_FILE, DEMO_PHOTO_DIR, demoPhotoUrl } from '../features/demo/manifest';
import type { AppContext } from '../http/context';
import { deleteKeys, type IngestedMedia, ingestMedia } from '../media/ingest';
import { SNIFF_BYTES, sniffMedia } from '../media/sniff';
import { type JobHandler, PermanentJobError } from './worker';

const payloadSchema = z.object({
  sightingId: z.number().int().positive().max(2_147_483_647),
  file: z.string().regex(DEMO_MEDIA_FILE),
});

export type DemoMediaPayload = z.infer<typeof payloadSchema>;

export type DemoMediaOutcome = 'attached' | 'skipped';

type DemoMediaContext = Pick<AppContext, 'db' | 'media' | 'config' | 'clock'>;

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The sighting this job may attach to: still the demo photo or clip, still without an asset. */
async function targetOf(db: Db, payload: DemoMediaPayload, lock: boolean) {
  const query = db
    .select({
      userId: sightings.userId,
      photoUrl: sightings.photoUrl,
      videoUrl: sightings.videoUrl,
      mediaType: sightings.mediaType,
      mediaAssetId: sightings.mediaAssetId,
    })
    .from(sightings)
    .where(eq(sightings.id, payload.sightingId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.mediaAssetId !== null) return null;
  const url = demoPhotoUrl(payload.file);
  // A video sighting shows its source photo until the poster exists: only its clip is its demo file.
  const shows = row.mediaType === 'video' ? row.videoUrl === url : row.photoUrl === url;
  return shows ? row : null;
}

export async function processDemoMedia(
  ctx: DemoMediaContext,
  payload: DemoMediaPayload,
): Promise<DemoMediaOutcome> {
  if (!(await targetOf(ctx.db, payload, false))) return 'skipped';
  // The bundled original, not the copy under DATA_DIR/media/demo: it is there whatever the data directory holds.
  const file = path.join(DEMO_PHOTO_DIR, payload.file);
  const { size } = await fs.stat(file);
  const sniffed = await sniffMedia(await readHead(file));
  const tmpRoot = path.join(ctx.config.dataDir, 'tmp');
  await fs.mkdir(tmpRoot, { recursive: true });
  const workDir = await fs.mkdtemp(path.join(tmpRoot, 'demo-'));
  let media: IngestedMedia | undefined;
  try {
    media = await ingestMedia(ctx.media, { file, bytes: size, sniffed, purpose: 'sighting', workDir });
    const ingested = media;
    const attached = await ctx.db.transaction(async (tx) => {
      // Re-checked under the row lock: a member may have edited or deleted the sighting meanwhile.
      const target = await targetOf(tx, payload, true);
      if (!target) return false;
      const [asset] = await tx
        .insert(mediaAssets)
        .values({
          ownerId: target.userId,
          kind: ingested.kind,
          mime: ingested.mime,
          originalKey: ingested.originalKey,
          originalBytes: ingested.originalBytes,
          width: ingested.width,
          height: ingested.height,
          durationSeconds: ingested.durationSeconds,
          placeholder: ingested.placeholder,
          variants: ingested.variants,
          camera: ingested.camera,
          createdAt: ctx.clock(),
        })
        .returning({ id: mediaAssets.id });
      if (!asset) throw new Error('insert into media_assets returned no row');
      // No photo_uploads row: demo photos are not uploads and must not use up a demo member's free allowance.
      await tx.update(sightings).set({ mediaAssetId: asset.id }).where(eq(sightings.id, payload.sightingId));
      return true;
    });
    if (!attached) await deleteKeys(ctx.media, ingested.keys);
    return attached ? 'attached' : 'skipped';
  } catch (error) {
    if (media) await deleteKeys(ctx.media, media.keys);
    throw error;
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

export function demoMediaJob(ctx: DemoMediaContext): JobHandler {
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobError(`Invalid demo_media payload: ${payload.error.message}`);
    await processDemoMedia(ctx, payload.data);
  };
}

// The media_cleanup job: deletes a media asset's stored files (private original and public variants) through
// the media storage, then its row. Queued by whoever drops the last reference to an asset (a deleted sighting,
// a replaced avatar, a failed upload), inside that change's transaction.
//
// Payload: { mediaAssetId?: number, keys?: string[] } — the asset to remove, and/or extra storage keys (files
// written before a row existed). Safe to run twice: storage deletes of absent files succeed, a gone row is fine.
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  type MediaAssetRow,
  mediaAssets,
  portfolioCollections,
  sightings,
  userPortfolios,
  users,
} from '../db/schema';
import { assertSafeKey, type MediaStorage } from '../media/storage';
import { type JobHandler, type JobLog, PermanentJobError } from './worker';

function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

const payloadSchema = z
  .object({
    mediaAssetId: z.number().int().positive().max(2_147_483_647).optional(),
    keys: z.array(z.string().refine(isSafeKey, 'not a valid media storage key')).max(100).optional(),
  })
  .refine(
    (p) => p.mediaAssetId !== undefined || (p.keys?.length ?? 0) > 0,
    'mediaAssetId or keys is required',
  );

export type MediaCleanupPayload = z.infer<typeof payloadSchema>;

/** The part of MediaStorage this job needs. */
export type CleanupStorage = Pick<MediaStorage, 'delete' | 'publicUrl'>;

export type MediaCleanupOutcome = 'deleted' | 'still_referenced' | 'asset_gone';

/** Every `url` in the variants object (thumb, medium, large, fallback.*, poster, video). */
function variantUrls(value: unknown, found: string[] = []): string[] {
  if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      if (name === 'url' && typeof inner === 'string') found.push(inner);
      else variantUrls(inner, found);
    }
  }
  return found;
}

/**
 * The storage key behind a public URL. Variants keep only their URL, and the interface maps key -> URL, so the
 * key is the trailing part of the URL path that the storage turns back into exactly that URL (works for the
 * local /media/ prefix and for any bucket base URL alike).
 */
export function keyForPublicUrl(storage: CleanupStorage, url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const segments = pathname.split('/').filter((s) => s !== '');
  for (let start = 0; start < segments.length; start += 1) {
    const key = segments.slice(start).join('/');
    try {
      if (storage.publicUrl(key) === url) return key;
    } catch {
      // Not a key this storage can serve (private or malformed): try a shorter suffix.
    }
  }
  return null;
}

export function assetKeys(storage: CleanupStorage, asset: MediaAssetRow, log?: JobLog): string[] {
  const keys = new Set<string>([asset.originalKey]);
  for (const url of variantUrls(asset.variants)) {
    const key = keyForPublicUrl(storage, url);
    if (key) keys.add(key);
    else log?.warn({ mediaAssetId: asset.id, url }, 'media variant URL does not map to a storage key');
  }
  return [...keys];
}

/**
 * Defence against a cleanup queued too eagerly: an asset still shown somewhere (a sighting, an avatar, a
 * portfolio header or collection cover) keeps its files.
 */
async function assetInUse(db: Db, asset: MediaAssetRow): Promise<boolean> {
  const [sighting] = await db
    .select({ id: sightings.id })
    .from(sightings)
    .where(eq(sightings.mediaAssetId, asset.id))
    .limit(1);
  if (sighting) return true;
  const urls = variantUrls(asset.variants);
  if (urls.length === 0) return false;
  const checks = await Promise.all([
    db.select({ id: users.id }).from(users).where(inArray(users.profileImageUrl, urls)).limit(1),
    db
      .select({ id: userPortfolios.id })
      .from(userPortfolios)
      .where(inArray(userPortfolios.headerImage, urls))
      .limit(1),
    db
      .select({ id: portfolioCollections.id })
      .from(portfolioCollections)
      .where(inArray(portfolioCollections.coverImage, urls))
      .limit(1),
  ]);
  return checks.some((rows) => rows.length > 0);
}

export async function cleanupMedia(
  deps: { db: Db; storage: CleanupStorage; log?: JobLog },
  payload: MediaCleanupPayload,
): Promise<MediaCleanupOutcome> {
  const { db, storage, log } = deps;
  const keys = new Set(payload.keys ?? []);
  let asset: MediaAssetRow | undefined;
  if (payload.mediaAssetId !== undefined) {
    [asset] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, payload.mediaAssetId)).limit(1);
    if (asset) {
      if (await assetInUse(db, asset)) {
        log?.warn({ mediaAssetId: asset.id }, 'media cleanup skipped: the asset is still in use');
        return 'still_referenced';
      }
      for (const key of assetKeys(storage, asset, log)) keys.add(key);
    }
  }
  // Files first, row last: if a delete fails the job is retried and the row still says what to delete.
  for (const key of keys) await storage.delete(key);
  if (asset) {
    await db.delete(mediaAssets).where(eq(mediaAssets.id, asset.id));
    return 'deleted';
  }
  return payload.mediaAssetId !== undefined ? 'asset_gone' : 'deleted';
}

export function mediaCleanupJob(deps: { db: Db; storage: CleanupStorage; log: JobLog }): JobHandler {
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success)
      throw new PermanentJobError(`Invalid media_cleanup payload: ${payload.error.message}`);
    const outcome = await cleanupMedia(deps, payload.data);
    deps.log.debug({ job: job.id, outcome }, 'media cleanup');
  };
}

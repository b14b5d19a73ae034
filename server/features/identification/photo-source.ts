// The photo a run looks at, with where and when it was taken: a fresh upload (checked by content, position and
// date from its EXIF), the member's own uploaded photo, or a sighting's photo the member may see.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { IDENTIFY_MESSAGES } from '@common/schemas/identification';
import { and, eq } from 'drizzle-orm';
import exifr from 'exifr';
import { mediaAssets, sightings } from '../../db/schema';
import type { UserRow } from '../../db/schema/users';
import type { AppContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { sniffMedia } from '../../media/sniff';
import { DEMO_MEDIA_FOLDER, DEMO_PHOTO_DIR, DEMO_PHOTO_FILE } from '../demo/manifest';
import type { PhotoSource } from './service';

export interface SourcePhoto {
  image: Buffer;
  mediaAssetId: number | null;
  sightingId: number | null;
  imageUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  date: string | null;
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The largest stored rendition of an asset (a JPEG/WebP sharp reads, whatever the original's format). */
async function readAsset(ctx: AppContext, asset: typeof mediaAssets.$inferSelect): Promise<Buffer> {
  const variant = asset.variants.large ?? asset.variants.medium ?? asset.variants.small;
  if (!variant) throw badRequest(IDENTIFY_MESSAGES.noPhoto);
  const id = path.posix.basename(path.posix.dirname(asset.originalKey));
  const file = path.posix.basename(new URL(variant.url, 'http://local').pathname);
  return streamToBuffer(await ctx.media.get(`u/${id}/${file}`));
}

async function readDemoPhoto(photoUrl: string): Promise<Buffer | null> {
  const prefix = `/media/${DEMO_MEDIA_FOLDER}/`;
  if (!photoUrl.startsWith(prefix)) return null;
  const file = photoUrl.slice(prefix.length);
  if (!DEMO_PHOTO_FILE.test(file)) return null;
  return readFile(path.join(DEMO_PHOTO_DIR, file));
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

export async function readPhoto(ctx: AppContext, user: UserRow, source: PhotoSource): Promise<SourcePhoto> {
  if (source.kind === 'upload') {
    const sniffed = await sniffMedia(source.image.subarray(0, 64 * 1024));
    if (sniffed.kind !== 'photo') throw badRequest(IDENTIFY_MESSAGES.source);
    const gps = await exifr.gps(source.image).catch(() => undefined);
    const tags = (await exifr.parse(source.image, ['DateTimeOriginal']).catch(() => undefined)) as
      | { DateTimeOriginal?: Date }
      | undefined;
    const taken = tags?.DateTimeOriginal instanceof Date ? tags.DateTimeOriginal : null;
    return {
      image: source.image,
      mediaAssetId: null,
      sightingId: null,
      imageUrl: null,
      latitude: Number.isFinite(gps?.latitude) ? (gps?.latitude ?? null) : null,
      longitude: Number.isFinite(gps?.longitude) ? (gps?.longitude ?? null) : null,
      date: taken && !Number.isNaN(taken.getTime()) ? taken.toISOString().slice(0, 10) : null,
    };
  }
  if (source.kind === 'media') {
    const [asset] = await ctx.db
      .select()
      .from(mediaAssets)
      .where(and(eq(mediaAssets.id, source.id), eq(mediaAssets.ownerId, user.id)));
    if (asset?.kind !== 'photo') throw notFound(IDENTIFY_MESSAGES.photoNotFound);
    return {
      image: await readAsset(ctx, asset),
      mediaAssetId: asset.id,
      sightingId: null,
      imageUrl: asset.variants.large?.url ?? asset.variants.medium?.url ?? null,
      latitude: asset.camera?.latitude ?? null,
      longitude: asset.camera?.longitude ?? null,
      date: asset.camera?.takenAt?.slice(0, 10) ?? null,
    };
  }
  const [sighting] = await ctx.db
    .select({
      id: sightings.id,
      userId: sightings.userId,
      isPublic: sightings.isPublic,
      photoUrl: sightings.photoUrl,
      mediaAssetId: sightings.mediaAssetId,
      latitude: sightings.latitude,
      longitude: sightings.longitude,
      dateSpotted: sightings.dateSpotted,
    })
    .from(sightings)
    .where(eq(sightings.id, source.id));
  if (!sighting || (!sighting.isPublic && sighting.userId !== user.id)) {
    throw notFound(IDENTIFY_MESSAGES.sightingNotFound);
  }
  const image = await readSightingPhoto(ctx, sighting);
  if (!image) throw badRequest(IDENTIFY_MESSAGES.noPhoto);
  return {
    image,
    mediaAssetId: sighting.mediaAssetId,
    sightingId: sighting.id,
    imageUrl: sighting.photoUrl,
    latitude: num(sighting.latitude),
    longitude: num(sighting.longitude),
    date: sighting.dateSpotted,
  };
}

/** A sighting's photo: its stored asset, or a bundled demo photo not yet run through the media pipeline. */
export async function readSightingPhoto(
  ctx: AppContext,
  sighting: { mediaAssetId: number | null; photoUrl: string | null },
): Promise<Buffer | null> {
  if (sighting.mediaAssetId) {
    const [asset] = await ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, sighting.mediaAssetId));
    if (asset?.kind === 'photo' && (asset.variants.large || asset.variants.medium))
      return readAsset(ctx, asset);
    // A video's poster is a photo of the animal too.
    if (asset?.variants.poster) {
      const id = path.posix.basename(path.posix.dirname(asset.originalKey));
      const file = path.posix.basename(new URL(asset.variants.poster.url, 'http://local').pathname);
      return streamToBuffer(await ctx.media.get(`u/${id}/${file}`));
    }
  }
  return sighting.photoUrl ? readDemoPhoto(sighting.photoUrl) : null;
}

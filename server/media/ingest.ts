// One upload from a file on disk to stored files: the photo or video pipeline, then the private original and
// the public variants written to storage under generated keys. Either everything is stored or nothing is.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_LIMITS, type MediaPurpose } from '@common/schemas/media';
import type { CameraData, MediaVariant, MediaVariants } from '../db/schema/media';
import { badRequest } from '../http/errors';
import {
  distinctRenditions,
  type PhotoProfile,
  type ProcessedPhoto,
  processPhoto,
  type Rendition,
  variantOf,
} from './photo-pipeline';
import { extractRawPreview } from './raw-preview';
import type { SniffedMedia } from './sniff';
import { type MediaStorage, PRIVATE_PREFIX } from './storage';
import { processVideo } from './video-pipeline';

export const AVATAR_MESSAGES = {
  tooLarge: 'This photo is larger than 10 MB.',
  notPhoto: 'A profile picture must be a photo: JPEG, PNG, WebP, AVIF or HEIC.',
} as const;

export interface IngestInput {
  /** The upload on disk (a server-made temp path). */
  file: string;
  bytes: number;
  sniffed: SniffedMedia;
  purpose: MediaPurpose;
  /** A private scratch directory for intermediate files (remuxed video, a RAW's preview); the caller removes it. */
  workDir: string;
  /** The largest photo the member's plan accepts; defaults to MEDIA_LIMITS.photoMaxBytes (the free plan's). */
  photoMaxBytes?: number;
}

/** Everything the media_assets row needs, and every key written (to delete them if the row never comes). */
export interface IngestedMedia {
  kind: 'photo' | 'video' | 'avatar';
  mime: string;
  originalKey: string;
  originalBytes: number;
  width: number;
  height: number;
  durationSeconds: number | null;
  placeholder: string;
  variants: MediaVariants;
  camera: CameraData | null;
  keys: string[];
}

const EXT: Record<Rendition['format'], string> = { webp: 'webp', jpeg: 'jpg' };
const CONTENT_TYPE: Record<Rendition['format'], string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * Like Promise.all, but waits for every write to finish before failing: cleanup that ran while a sibling
 * write was still under way would miss the file that write was about to create.
 */
async function allWrites<T extends readonly unknown[]>(
  writes: { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const results = await Promise.allSettled(writes);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** Public folder and private original of one asset: `u/<id>/...` and `private/<id>/original.<ext>`. */
export function assetKeys(id: string, originalExt: string) {
  return {
    folder: `u/${id}`,
    original: `${PRIVATE_PREFIX}${id}/original.${originalExt}`,
  };
}

/** Writes the renditions of a processed photo under `folder`; answers the variants record. */
export async function storeRenditions(
  storage: MediaStorage,
  folder: string,
  photo: ProcessedPhoto,
  written: string[],
): Promise<MediaVariants> {
  const keyOf = new Map<Rendition, string>();
  await allWrites(
    distinctRenditions(photo).map(async (r) => {
      const key = `${folder}/${r.name}.${EXT[r.format]}`;
      keyOf.set(r, key);
      written.push(key);
      await storage.put(key, r.data, CONTENT_TYPE[r.format]);
    }),
  );
  const variant = (r: Rendition | undefined): MediaVariant | undefined => {
    const key = r && keyOf.get(r);
    return r && key ? variantOf(r, storage.publicUrl(key)) : undefined;
  };
  const { thumb, small, medium, large } = photo.variants;
  return {
    thumb: variant(thumb?.webp),
    small: variant(small?.webp),
    medium: variant(medium?.webp),
    large: variant(large?.webp),
    fallback: {
      thumb: variant(thumb?.jpeg),
      small: variant(small?.jpeg),
      medium: variant(medium?.jpeg),
      large: variant(large?.jpeg),
    },
  };
}

/** Removes what an aborted upload wrote; best effort, it must not hide the error that caused it. */
export async function deleteKeys(storage: MediaStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
}

function withoutUndefined(variants: MediaVariants): MediaVariants {
  return JSON.parse(JSON.stringify(variants)) as MediaVariants;
}

export async function ingestMedia(storage: MediaStorage, input: IngestInput): Promise<IngestedMedia> {
  const { sniffed, purpose } = input;
  if (purpose === 'avatar' && sniffed.kind !== 'photo') throw badRequest(AVATAR_MESSAGES.notPhoto);
  const id = randomUUID();
  const keys = assetKeys(id, sniffed.ext);
  const written: string[] = [];
  try {
    if (sniffed.kind === 'photo' || sniffed.kind === 'raw') {
      const profile: PhotoProfile = purpose === 'avatar' ? 'avatar' : 'sighting';
      // A RAW publishes the JPEG preview the camera embedded in it; the RAW itself is the private original.
      let picture = input.file;
      if (sniffed.kind === 'raw') {
        picture = path.join(input.workDir, 'raw-preview.jpg');
        await extractRawPreview(input.file, picture);
      }
      const photo = await processPhoto({
        file: picture,
        profile,
        ...(purpose === 'avatar'
          ? { maxBytes: MEDIA_LIMITS.avatarMaxBytes, tooLargeMessage: AVATAR_MESSAGES.tooLarge }
          : input.photoMaxBytes
            ? { maxBytes: input.photoMaxBytes }
            : {}),
        ...(sniffed.kind === 'raw' ? { cameraFrom: input.file } : {}),
      });
      // Files are written only once every rendition exists: a decoding failure writes nothing at all.
      written.push(keys.original);
      const [variants] = await allWrites([
        storeRenditions(storage, keys.folder, photo, written),
        storage.put(keys.original, fs.createReadStream(input.file), sniffed.mime),
      ] as const);
      return {
        kind: purpose === 'avatar' ? 'avatar' : 'photo',
        mime: sniffed.mime,
        originalKey: keys.original,
        originalBytes: input.bytes,
        width: photo.width,
        height: photo.height,
        durationSeconds: null,
        placeholder: photo.placeholder,
        variants: withoutUndefined(variants),
        camera: photo.camera,
        keys: written,
      };
    }

    const video = await processVideo(input.file, sniffed.mime, input.workDir);
    const videoKey = `${keys.folder}/video.${video.published.ext}`;
    written.push(keys.original, videoKey);
    const [variants] = await allWrites([
      storeRenditions(storage, keys.folder, video.poster, written),
      storage.put(keys.original, fs.createReadStream(input.file), sniffed.mime),
      storage.put(videoKey, fs.createReadStream(video.published.file), video.published.mime),
    ] as const);
    const videoBytes = (await fs.promises.stat(video.published.file)).size;
    return {
      kind: 'video',
      mime: sniffed.mime,
      originalKey: keys.original,
      originalBytes: input.bytes,
      width: video.probe.width,
      height: video.probe.height,
      durationSeconds: video.durationSeconds,
      placeholder: video.poster.placeholder,
      variants: withoutUndefined({
        ...variants,
        poster: variants.large ?? variants.medium,
        video: { url: storage.publicUrl(videoKey), bytes: videoBytes, mime: video.published.mime },
      }),
      camera: video.probe.camera,
      keys: written,
    };
  } catch (error) {
    await deleteKeys(storage, written);
    throw error;
  }
}

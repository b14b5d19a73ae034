// The bundled demo photos (server/demo/wildlife): their manifest, and copying them into the served media store.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_VALUES } from '@common/constants/categories';
import { z } from 'zod';
import { mediaRoot } from '../../media/serve';
import { DEMO_VIDEOS } from './videos';

export const DEMO_PHOTO_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../demo/wildlife',
);
/** Demo photos live under DATA_DIR/media/demo/ and are linked as /media/demo/<file>. */
export const DEMO_MEDIA_FOLDER = 'demo';
export const demoPhotoUrl = (file: string) => `/media/${DEMO_MEDIA_FOLDER}/${file}`;

/** Plain names only: the name becomes a path on disk and part of a URL. */
export const DEMO_PHOTO_FILE = /^[a-z0-9_-]+\.webp$/;
/** A bundled photo or video clip (server/features/demo/videos.ts), as the demo_media job accepts them. */
export const DEMO_MEDIA_FILE = /^[a-z0-9_-]+\.(webp|mp4)$/;

const demoPhotoSchema = z.object({
  file: z.string().regex(DEMO_PHOTO_FILE),
  commonName: z.string().min(1),
  scientificName: z.string().min(1),
  category: z.enum(CATEGORY_VALUES),
  place: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  license: z.string().min(1),
  author: z.string().min(1),
  source: z.url(),
  changes: z.string().nullable(),
});
export type DemoPhoto = z.infer<typeof demoPhotoSchema>;

let cached: Promise<DemoPhoto[]> | undefined;
export function loadDemoManifest(): Promise<DemoPhoto[]> {
  cached ??= fs
    .readFile(path.join(DEMO_PHOTO_DIR, 'manifest.json'), 'utf8')
    .then((text) => z.array(demoPhotoSchema).parse(JSON.parse(text)));
  return cached;
}

/**
 * Copies every demo photo and video clip that is not there yet into DATA_DIR/media/demo. The originals are
 * stored as they are (WebP up to 1920 px, MP4 under 1 MB); the demo_media job runs them through the media
 * pipeline for the sightings. Returns how many were copied.
 */
export async function copyDemoMedia(dataDir: string, photos: readonly DemoPhoto[]): Promise<number> {
  const target = path.join(mediaRoot(dataDir), DEMO_MEDIA_FOLDER);
  await fs.mkdir(target, { recursive: true });
  const files = [...photos.map((p) => p.file), ...DEMO_VIDEOS.map((v) => v.file)];
  const copied = await Promise.all(
    files.map(async (file) => {
      const destination = path.join(target, file);
      if (await exists(destination)) return 0;
      // Copy under a hidden temporary name, then rename: a crash mid-copy never leaves a truncated file that
      // later starts would take for complete (and the media server does not serve dotfiles).
      const temporary = path.join(target, `.${file}.${process.pid}.tmp`);
      await fs.copyFile(path.join(DEMO_PHOTO_DIR, file), temporary);
      await fs.rename(temporary, destination);
      return 1;
    }),
  );
  return copied.reduce<number>((sum, n) => sum + n, 0);
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

// The shipped articles' covers are demo photos of up to 1920 px (/media/demo/<file>). Sent as they are, an
// article list downloads ~1.5 MB of pictures shown 360 px wide, and Lighthouse counts them against the page.
// At start each cover gets two WebP renditions next to it, made once with sharp: /media/demo/article-card/<file>
// (640 px, the cards) and /media/demo/article-page/<file> (1280 px, the article's own page). Uploaded covers have
// the media pipeline's renditions instead (presenters.ts reads those first).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_MEDIA_FOLDER, DEMO_PHOTO_DIR, DEMO_PHOTO_FILE } from '../demo/manifest';

const RENDITIONS = { 'article-card': 640, 'article-page': 1280 } as const;
type Rendition = keyof typeof RENDITIONS;

const SHIPPED_COVER_URL = new RegExp(`^/media/${DEMO_MEDIA_FOLDER}/([a-z0-9_-]+\\.webp)$`);

/** The rendition's address of a shipped cover, or null for any other picture. */
export function shippedCoverRendition(coverUrl: string | null, rendition: Rendition): string | null {
  const file = coverUrl ? SHIPPED_COVER_URL.exec(coverUrl)?.[1] : undefined;
  return file ? `/media/${DEMO_MEDIA_FOLDER}/${rendition}/${file}` : null;
}

/** Writes the missing renditions of these demo photos under `demoDir` (DATA_DIR/media/demo). */
export async function writeCoverRenditions(demoDir: string, files: readonly string[]): Promise<void> {
  for (const [rendition, width] of Object.entries(RENDITIONS)) {
    const dir = path.join(demoDir, rendition);
    await fsp.mkdir(dir, { recursive: true });
    // One at a time: at start the server has other work, and 20 covers take about a second.
    for (const file of files) {
      if (!DEMO_PHOTO_FILE.test(file)) continue;
      const destination = path.join(dir, file);
      if (fs.existsSync(destination)) continue;
      // A hidden temporary name, then rename: a crash mid-write never leaves a truncated picture (dotfiles are
      // not served).
      const temporary = path.join(dir, `.${file}.${process.pid}.tmp`);
      await sharp(path.join(DEMO_PHOTO_DIR, file))
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 72 })
        .toFile(temporary);
      await fsp.rename(temporary, destination);
    }
  }
}

// The shipped articles' covers are demo photos of up to 1920 px (/media/demo/<file>). Sent as they are, an
// article list downloads ~1.5 MB of pictures shown 360 px wide, and Lighthouse counts them against the page.
// Each cover has two WebP renditions next to it, made once with sharp: /media/demo/article-card/<file>
// (640 px, the cards) and /media/demo/article-page/<file> (1280 px, the article's own page). Uploaded covers have
// the media pipeline's renditions instead (presenters.ts reads those first).
//
// A rendition is made the first time it is asked for, not at start: every server start (and every test app)
// would otherwise resize the twenty covers again for nothing (~2 s of CPU each time).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { mediaRoot } from '../../media/serve';
import { DEMO_MEDIA_FOLDER, DEMO_PHOTO_DIR, DEMO_PHOTO_FILE } from '../demo/manifest';

const RENDITIONS = { 'article-card': 640, 'article-page': 1280 } as const;
type Rendition = keyof typeof RENDITIONS;

const SHIPPED_COVER_URL = new RegExp(`^/media/${DEMO_MEDIA_FOLDER}/([a-z0-9_-]+\\.webp)$`);

/** The rendition's address of a shipped cover, or null for any other picture. */
export function shippedCoverRendition(coverUrl: string | null, rendition: Rendition): string | null {
  const file = coverUrl ? SHIPPED_COVER_URL.exec(coverUrl)?.[1] : undefined;
  return file ? `/media/${DEMO_MEDIA_FOLDER}/${rendition}/${file}` : null;
}

/**
 * GET /media/demo/article-card/<file> and /media/demo/article-page/<file>: the stored rendition, made on the first
 * request (concurrent first requests share one resize). Only the bundled demo photos have renditions; anything
 * else is not found. More specific than /media/* (media/serve.ts), so these routes answer first.
 */
export function registerCoverRenditions(app: FastifyInstance, dataDir: string): void {
  const making = new Map<string, Promise<void>>();
  for (const [rendition, width] of Object.entries(RENDITIONS)) {
    app.get(
      `/media/${DEMO_MEDIA_FOLDER}/${rendition}/:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { file } = request.params as { file: string };
        const source = path.join(DEMO_PHOTO_DIR, file);
        if (!DEMO_PHOTO_FILE.test(file) || !fs.existsSync(source))
          return reply.status(404).send({ message: `Not found: GET ${request.url.split('?')[0]}` });
        const target = path.join(mediaRoot(dataDir), DEMO_MEDIA_FOLDER, rendition, file);
        if (!fs.existsSync(target)) {
          let made = making.get(target);
          if (!made) {
            made = writeRendition(source, target, width).finally(() => making.delete(target));
            making.set(target, made);
          }
          await made;
        }
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'public, max-age=86400')
          .send(await fsp.readFile(target));
      },
    );
  }
}

async function writeRendition(source: string, target: string, width: number): Promise<void> {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  // A hidden temporary name, then rename: a crash mid-write never leaves a truncated picture (dotfiles are not
  // served).
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toFile(temporary);
  await fsp.rename(temporary, target);
}

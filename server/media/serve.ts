// Serves stored media (DATA_DIR/media) under /media/ with long cache headers; missing files fall through to 404 JSON.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const MEDIA_URL_PREFIX = '/media/';

/** The directory behind /media/; features that write media put files under it. */
export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}

export async function registerMediaServing(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = mediaRoot(dataDir);
  // @fastify/static refuses a root that does not exist; the directory is also where the seed copies photos.
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_URL_PREFIX,
    // The web app's static instance owns reply.sendFile; a second decoration would throw.
    decorateReply: false,
    index: false,
    list: false,
    // Folders are not content: answer them like a missing file instead of 403, which would reveal they exist.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    // Dotfiles under media are never product content (e.g. partial uploads); answer them as missing.
    dotfiles: 'ignore',
    // A media URL names one immutable file (new content gets a new name), so browsers may keep it for a year.
    maxAge: 365 * 24 * 60 * 60 * 1000,
    immutable: true,
  });
}

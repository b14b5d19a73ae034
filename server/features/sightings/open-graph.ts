// Link previews of sighting pages: GET /sighting/:id answers the web app's index.html with the <title>, the
// description and the Open Graph / Twitter tags of that sighting, so shared links preview well. Every value is
// HTML-escaped; unknown, private or malformed ids get the plain index.html. The same page also gets preload
// hints for its photo and its route's code, so the largest paint does not wait for the app to start.
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '@common/constants/languages';
import { escapeHtml } from '@common/html';
import { HERO_IMAGE_SIZES, mediaPath, renditions } from '@common/media-renditions';
import { pageTitleText } from '@common/page-title';
import type { Sighting } from '@common/schemas/sightings';
import type { AppContext } from '../../http/context';
import { presentSighting, SITE_NAME } from './presenters';
import type { SightingService } from './service';

const SIGHTING_PAGE = /^\/sighting\/(\d{1,10})\/?$/;
const MAX_ID = 2_147_483_647;
const DESCRIPTION_MAX = 200;

export { escapeHtml };

export interface PageTags {
  title: string;
  description: string;
  url: string;
  image: string | null;
  /** Ready-made <link> tags (see photoPreload and pageChunkPreloads), added as they are. */
  preloads?: string[];
}

/** Absolute URL of a stored media path (spec: a relative path is prefixed with a slash). */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Puts the tags into index.html: replaces the title and description, drops any earlier og:/twitter: tags. */
export function injectTags(html: string, tags: PageTags): string {
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:url', tags.url),
    meta('property', 'og:site_name', SITE_NAME),
    ...(tags.image ? [meta('property', 'og:image', tags.image)] : []),
    meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    ...(tags.image ? [meta('name', 'twitter:image', tags.image)] : []),
    ...(tags.preloads ?? []),
  ];
  // Replacement functions, not strings: a `$&` in a species name must stay literal text.
  let out = html
    .replace(/<meta\s+(?:property|name)="(?:og|twitter):[^"]*"[^>]*>\s*/gi, () => '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(tags.title)}</title>`);
  if (/<meta\s+name="description"[^>]*>/i.test(out))
    out = out.replace(/<meta\s+name="description"[^>]*>/i, () =>
      meta('name', 'description', tags.description),
    );
  else lines.unshift(meta('name', 'description', tags.description));
  return out.replace(/<\/head>/i, () => `    ${lines.join('\n    ')}\n  </head>`);
}

export { HERO_IMAGE_SIZES };
/**
 * A preload of the photo the sighting page draws first, with the srcset and sizes its <img> will have, so the
 * browser fetches the same rendition while the app's code is still loading (Lighthouse: the page's LCP).
 */
export function photoPreload(s: Pick<Sighting, 'mediaType' | 'media' | 'photoUrl'>): string | null {
  if (s.mediaType !== 'photo') return null;
  const link = (attrs: string) => `<link rel="preload" as="image" ${attrs} fetchpriority="high" />`;
  const m = s.media;
  if (!m) return s.photoUrl ? link(`href="${escapeHtml(mediaPath(s.photoUrl))}"`) : null;
  const srcset = renditions(m, false)?.webp;
  if (!srcset) return null;
  // With JPEG fallbacks the page offers WebP in a <source type="image/webp">; the preload names that type too.
  const type = m.fallback ? 'type="image/webp" ' : '';
  return link(`${type}imagesrcset="${escapeHtml(srcset)}" imagesizes="${HERO_IMAGE_SIZES}"`);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The manifest key of the sighting page's lazy chunk (web/src/app routes). */
const SIGHTING_PAGE_CHUNK = 'src/pages/sighting/SightingPage.tsx';

/**
 * modulepreload links for the sighting page's code and the chunks it imports, read from the build's Vite
 * manifest, leaving out what index.html loads anyway. Without them the browser learns of the chunk only after
 * the entry script ran. No manifest (tests, dev) means no links.
 */
export async function pageChunkPreloads(
  webRoot: string,
  pageChunk: string = SIGHTING_PAGE_CHUNK,
): Promise<string[]> {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return [];
  }
  const inIndex = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || inIndex.has(key) || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(pageChunk);
  return [
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
    ...[...css].map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`),
  ];
}

/**
 * Answers the HTML of a sighting page with its tags, or null when the path is not a sighting page the public may
 * see (the caller then serves the plain index.html).
 */
export function sightingPageRenderer(ctx: AppContext, sightings: SightingService) {
  // The build does not change while the server runs: the manifest is read once.
  let chunkPreloads: Promise<string[]> | undefined;
  return async (pathname: string, indexFile: string): Promise<string | null> => {
    const match = SIGHTING_PAGE.exec(pathname);
    const id = Number(match?.[1]);
    if (!match || id < 1 || id > MAX_ID) return null;
    // Pages are not signed-in requests: only public sightings get tags. A preview is an extra: when it cannot
    // be made (database unreachable), the page is still served, without it.
    // The tags are written in English, and so is the species' name in them.
    const view = await sightings.get(id, null, DEFAULT_LANGUAGE).catch((err: unknown) => {
      ctx.log.warn({ err, sightingId: id }, 'link preview tags skipped');
      return null;
    });
    if (!view) return null;
    const s = presentSighting(view, ctx.config.ADMIN_USERNAME);
    const image = s.media?.largeUrl ?? s.media?.mediumUrl ?? s.media?.posterUrl ?? s.photoUrl;
    const where = s.location ? ` at ${s.location}` : '';
    const when = s.dateSpotted ? ` on ${s.dateSpotted}` : '';
    const tags: PageTags = {
      title: pageTitleText(s.speciesName),
      description: shorten(
        s.description || `${s.speciesName} spotted${where} by ${s.photographer}${when}.`,
        DESCRIPTION_MAX,
      ),
      url: `${ctx.config.publicUrl}/sighting/${s.id}`,
      image: image ? absoluteUrl(ctx.config.publicUrl, image) : null,
    };
    chunkPreloads ??= pageChunkPreloads(path.dirname(indexFile));
    const photo = photoPreload(s);
    tags.preloads = [...(photo ? [photo] : []), ...(await chunkPreloads)];
    return injectTags(await fs.readFile(indexFile, 'utf8'), tags);
  };
}

export type PageRenderer = ReturnType<typeof sightingPageRenderer>;

// Link previews of sighting pages: GET /sighting/:id answers the web app's index.html with the <title>, the
// description and the Open Graph / Twitter tags of that sighting, so shared links preview well. Every value is
// HTML-escaped; unknown, private or malformed ids get the plain index.html.
import fs from 'node:fs/promises';
import type { AppContext } from '../../http/context';
import { presentSighting, SITE_NAME } from './presenters';
import type { SightingService } from './service';

const SIGHTING_PAGE = /^\/sighting\/(\d{1,10})\/?$/;
const MAX_ID = 2_147_483_647;
const DESCRIPTION_MAX = 200;

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PageTags {
  title: string;
  description: string;
  url: string;
  image: string | null;
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

/**
 * Answers the HTML of a sighting page with its tags, or null when the path is not a sighting page the public may
 * see (the caller then serves the plain index.html).
 */
export function sightingPageRenderer(ctx: AppContext, sightings: SightingService) {
  return async (pathname: string, indexFile: string): Promise<string | null> => {
    const match = SIGHTING_PAGE.exec(pathname);
    const id = Number(match?.[1]);
    if (!match || id < 1 || id > MAX_ID) return null;
    // Pages are not signed-in requests: only public sightings get tags. A preview is an extra: when it cannot
    // be made (database unreachable), the page is still served, without it.
    const view = await sightings.get(id, null).catch((err: unknown) => {
      ctx.log.warn({ err, sightingId: id }, 'link preview tags skipped');
      return null;
    });
    if (!view) return null;
    const s = presentSighting(view, ctx.config.ADMIN_USERNAME);
    const image = s.media?.largeUrl ?? s.media?.mediumUrl ?? s.media?.posterUrl ?? s.photoUrl;
    const where = s.location ? ` at ${s.location}` : '';
    const when = s.dateSpotted ? ` on ${s.dateSpotted}` : '';
    const tags: PageTags = {
      title: `${s.speciesName} | ${SITE_NAME}`,
      description: shorten(
        s.description || `${s.speciesName} spotted${where} by ${s.photographer}${when}.`,
        DESCRIPTION_MAX,
      ),
      url: `${ctx.config.publicUrl}/sighting/${s.id}`,
      image: image ? absoluteUrl(ctx.config.publicUrl, image) : null,
    };
    return injectTags(await fs.readFile(indexFile, 'utf8'), tags);
  };
}

export type PageRenderer = ReturnType<typeof sightingPageRenderer>;

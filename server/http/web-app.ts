// The built React app: static files (pre-compressed, fingerprinted assets cached for good), and every client
// route answered with index.html, carrying what its first render needs (a sighting's link-preview tags and
// preloads, the API answers of server/http/page-data.ts, the first paint of server/http/first-paint.ts),
// compressed for the browser. Unknown /api paths answer
// 404 JSON.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { type PageRenderer, pageChunkPreloads } from '../features/sightings/open-graph';
import { viewerLanguage, withFirstPaint } from './first-paint';
import { pageData, pageDataScript, withPageData } from './page-data';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Pages are made per request (the viewer's answers are in them), so they are compressed per request too: a fast
 * brotli level takes ~1 ms for a page and sends a quarter of the bytes.
 */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .type('text/html; charset=utf-8')
    // The answers are the viewer's own (their account, their likes): no shared cache may keep the page.
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(html));
  return reply.send(html);
}

/**
 * The page chunks (Vite manifest keys) of pages a visit often starts on. Their HTML names the chunks as
 * modulepreload links (as a sighting page's does), so the browser fetches them while the entry loads, and the
 * entry's own preload of the first page finds them there: adding the ~20 links from script cost a long task
 * (44-90 ms at 4x CPU) after the first paint, parsing them in the HTML costs nothing that blocks.
 */
const PAGE_CHUNKS: Record<string, string> = {
  '/': 'src/pages/home/HomePage.tsx',
  '/explore': 'src/pages/explore/ExplorePage.tsx',
  '/articles': 'src/pages/articles/ArticlesPage.tsx',
  '/blog': 'src/pages/articles/BlogPage.tsx',
  '/education': 'src/pages/articles/EducationPage.tsx',
  '/conservation': 'src/pages/articles/ConservationPage.tsx',
};

/** Serves the built React app; client routes fall back to index.html (sighting pages with their link-preview
 * tags), unknown /api paths answer 404 JSON. */
export function registerWebApp(app: FastifyInstance, config: AppConfig, renderPage: PageRenderer): void {
  const root = path.resolve(config.WEB_DIST_DIR);
  const indexFile = path.join(root, 'index.html');
  const serviceWorkerFile = path.join(root, 'sw.js');
  const manifestFile = path.join(root, 'manifest.webmanifest');
  const iconsDir = path.join(root, 'icons') + path.sep;
  const appleTouchIcon = path.join(root, 'apple-touch-icon.png');
  const hasWebApp = fs.existsSync(indexFile);
  // The build does not change while the server runs.
  let indexHtml: Promise<string> | undefined;
  const chunkPreloads = new Map<string, Promise<string>>();
  const withChunkPreloads = async (html: string, pathname: string): Promise<string> => {
    const chunk = PAGE_CHUNKS[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
    if (!chunk) return html;
    let links = chunkPreloads.get(chunk);
    if (!links) {
      links = pageChunkPreloads(root, chunk).then((tags) => tags.map((tag) => `    ${tag}\n`).join(''));
      chunkPreloads.set(chunk, links);
    }
    const tags = await links;
    return tags ? html.replace(/<\/head>/i, () => `${tags}  </head>`) : html;
  };
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files (web/vite.config.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those files never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        // The service worker keeps its name across versions (web/src/service-worker): browsers must ask for it
        // every time to see a new one. The build leaves it uncompressed, so this type is the one sent.
        else if (filePath === serviceWorkerFile)
          res.header('cache-control', 'no-cache').header('content-type', 'text/javascript; charset=utf-8');
        // The installable app's manifest (web/public/manifest.webmanifest): its own type, which browsers expect,
        // and an hour's cache, so a changed name or icon list reaches installed apps the same day.
        else if (filePath === manifestFile)
          res
            .header('cache-control', 'public, max-age=3600')
            .header('content-type', 'application/manifest+json; charset=utf-8');
        // Icons keep their names (the manifest and index.html name them) but change only with the artwork.
        else if (filePath.startsWith(iconsDir) || filePath === appleTouchIcon)
          res.header('cache-control', 'public, max-age=2592000');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/');
    if (wantsPage && hasWebApp && !path.extname(pathname)) {
      indexHtml ??= fs.promises.readFile(indexFile, 'utf8');
      const page =
        (await renderPage(pathname, indexFile)) ?? (await withChunkPreloads(await indexHtml, pathname));
      const answers = await pageData(app, request, pathname).catch((err: unknown) => {
        request.log.warn({ err }, 'page data skipped');
        return [];
      });
      const html = withFirstPaint(
        withPageData(page, pageDataScript(answers)),
        pathname,
        viewerLanguage(request),
        answers,
      );
      return sendHtml(request, reply, html);
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
  });
}

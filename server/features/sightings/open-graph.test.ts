// Link previews: GET /sighting/:id serves index.html with that sighting's title and Open Graph tags, escaped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import {
  absoluteUrl,
  escapeHtml,
  HERO_IMAGE_SIZES,
  injectTags,
  pageChunkPreloads,
  photoPreload,
} from './open-graph';
import { insertAsset } from './social.support';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="WildLens: track rare wildlife." />
    <title>WildLens</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let webDir: string;
let member: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://wildlens.example' });
  member = await makeUser(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

const withoutPageData = (html: string) =>
  html.replace(/<script type="application\/json" id="wl-page-data">[^<]*<\/script>/, '');

/** The content of one meta tag, decoded the way a link-preview crawler would. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

describe('GET /sighting/:id', () => {
  it('sets the title and the Open Graph and Twitter tags of the sighting', async () => {
    const asset = await insertAsset(t.app, member.id, 'photo');
    const s = await makeSighting(t.app, member.cookie, {
      speciesName: 'Snowy owl',
      location: 'Churchill, Manitoba',
      dateSpotted: '2024-02-03',
      mediaAssetId: asset.id,
    });
    const res = await page(`/sighting/${s.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Snowy owl · WildLens</title>');
    expect(metaContent(html, 'og:title')).toBe('Snowy owl · WildLens');
    expect(metaContent(html, 'og:description')).toBe(
      `Snowy owl spotted at Churchill, Manitoba by ${member.username} on 2024-02-03.`,
    );
    expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:url')).toBe(`https://wildlens.example/sighting/${s.id}`);
    expect(metaContent(html, 'og:image')).toBe(`https://wildlens.example${asset.variants.large?.url}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // The photo is fetched while the app's code loads: same srcset (1000 and 2048 px wide) and sizes as its <img>.
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/webp" imagesrcset="${asset.variants.medium?.url} 1000w, ${asset.variants.large?.url} 2048w" imagesizes="${HERO_IMAGE_SIZES}" fetchpriority="high" />`,
    );
    // The app itself is untouched.
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('escapes every value: a species name cannot break out of the attribute', async () => {
    const s = await makeSighting(t.app, member.cookie, {
      speciesName: `Owl "><script>alert(1)</script> & $& co`,
      description: `It's <b>bold</b>`,
    });
    const html = (await page(`/sighting/${s.id}`)).body;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      'Owl &#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; $&#38; co · WildLens',
    );
    expect(metaContent(html, 'og:title')).toBe(`Owl "><script>alert(1)</script> & $& co · WildLens`);
    expect(metaContent(html, 'og:description')).toBe(`It's <b>bold</b>`);
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(html).not.toContain('rel="preload"');
  });

  it('serves the plain index.html for unknown, private and malformed ids', async () => {
    const hidden = await makeSighting(t.app, member.cookie, { isPublic: false, speciesName: 'Secret nest' });
    for (const url of [
      '/sighting/999999',
      `/sighting/${hidden.id}`,
      '/sighting/abc',
      '/sighting/99999999999',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      // Only the first render's API answers (server/http/page-data.ts) are added to it.
      expect(withoutPageData(res.body), url).toBe(INDEX_HTML);
    }
    expect(withoutPageData((await page('/explore')).body)).toBe(INDEX_HTML);
  });
});

describe('injectTags', () => {
  it('makes media paths absolute and replaces earlier og tags', () => {
    expect(absoluteUrl('https://x.example', 'media/a.webp')).toBe('https://x.example/media/a.webp');
    expect(absoluteUrl('https://x.example', '/media/a.webp')).toBe('https://x.example/media/a.webp');
    expect(absoluteUrl('https://x.example', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
    const html = injectTags(
      INDEX_HTML.replace('</head>', '<meta property="og:title" content="Old" />\n</head>'),
      { title: 'T', description: 'D', url: 'https://x.example/sighting/1', image: null },
    );
    expect(html).not.toContain('content="Old"');
    expect(escapeHtml(`<>"'&`)).toBe('&#60;&#62;&#34;&#39;&#38;');
  });
});

describe('preloads', () => {
  it('preload a photo without renditions by its path, and nothing for a video', () => {
    const base = { mediaType: 'photo' as const, media: null, photoUrl: 'media/demo/owl.webp' };
    expect(photoPreload(base)).toBe(
      '<link rel="preload" as="image" href="/media/demo/owl.webp" fetchpriority="high" />',
    );
    expect(photoPreload({ ...base, mediaType: 'video' })).toBeNull();
    expect(photoPreload({ ...base, photoUrl: null })).toBeNull();
  });

  it('name the sighting page chunk and its imports, but not what index.html loads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-manifest-'));
    try {
      expect(await pageChunkPreloads(dir)).toEqual([]);
      fs.mkdirSync(path.join(dir, '.vite'));
      const manifest = {
        'index.html': { file: 'assets/index-1.js', imports: ['_runtime.js'] },
        '_runtime.js': { file: 'assets/runtime-1.js' },
        '_image.js': { file: 'assets/image-1.js', imports: ['_runtime.js', 'index.html'] },
        'src/pages/sighting/SightingPage.tsx': {
          file: 'assets/SightingPage-1.js',
          imports: ['_runtime.js', 'index.html', '_image.js'],
          css: ['assets/SightingPage-1.css'],
        },
      };
      fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      expect(await pageChunkPreloads(dir)).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/SightingPage-1.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/image-1.js" />',
        '<link rel="preload" as="style" crossorigin href="/assets/SightingPage-1.css" />',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

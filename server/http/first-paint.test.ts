// Home, explore, a sighting's and an article's page come with the top of the page already in their HTML, in the viewer's language (the picked
// one from the wl_lang cookie, else the browser's), with <html lang dir> to match; other pages only get the
// language.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstListedArticle } from '@common/first-paint-articles';
import { escapeHtml } from '@common/html';
import type { ArticleDetail, ArticleList } from '@common/schemas/articles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../web/src/locales/ar.json';
import de from '../../web/src/locales/de.json';
import en from '../../web/src/locales/en.json';
import ja from '../../web/src/locales/ja.json';
import { insertAsset } from '../features/sightings/social.support';
import { ensureSpecies } from '../features/species/page-test-support';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../test/harness';

const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr"><head><title>WildLens</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>
<body><div id="root"><header aria-hidden="true"></header><!--first-paint--></div></body></html>
`;

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

async function html(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('first paint', () => {
  it("paints home's hero in the browser's language", async () => {
    const body = await html('/', { 'accept-language': 'fr-CH;q=0.4, de-AT, en;q=0.8' });
    expect(body).toContain('<html lang="de" dir="ltr">');
    expect(body).toContain(`md:text-6xl">${de.home.hero.headline}</h1>`);
    expect(body).toContain(de.home.hero.subtitle);
    expect(body).not.toContain('<!--first-paint-->');
  });

  it('prefers the language the visitor picked, right to left for Arabic', async () => {
    const body = await html('/explore?category=birds', { 'accept-language': 'de', cookie: 'wl_lang=ar' });
    expect(body).toContain('<html lang="ar" dir="rtl">');
    expect(body).toContain(`<h1 class="text-3xl font-bold text-stone-900">${ar.explore.title}</h1>`);
  });

  it('falls back to English for unknown languages and cookies', async () => {
    const body = await html('/', { 'accept-language': 'xx, yy;q=0.5', cookie: 'wl_lang=klingon' });
    expect(body).toContain('<html lang="en" dir="ltr">');
    expect(body).toContain(en.home.hero.headline);
  });

  it("paints a sighting page's photo, at its size, only for who may see the sighting", async () => {
    const member = await makeUser(t.app);
    const asset = await insertAsset(t.app, member.id, 'photo');
    const shown = await makeSighting(t.app, member.cookie, {
      speciesName: 'Red kite',
      mediaAssetId: asset.id,
    });
    const body = await html(`/sighting/${shown.id}`);
    const img = /<main aria-hidden="true"[^>]*>.*<img ([^>]*)\/>.*<\/main>/.exec(body)?.[1] ?? '';
    expect(img).toContain(`src="${shown.media?.largeUrl?.replace('.webp', '.jpg')}"`);
    expect(img).toContain('alt="Red kite"');
    expect(img).toContain('width="2048" height="1536"');
    expect(img).toContain('fetchpriority="high"');

    const hidden = await makeSighting(t.app, member.cookie, {
      isPublic: false,
      mediaAssetId: (await insertAsset(t.app, member.id)).id,
    });
    expect(await html(`/sighting/${hidden.id}`)).toContain('<!--first-paint-->');
    expect(await html(`/sighting/${hidden.id}`, { cookie: member.cookie })).toContain(
      '<picture class="contents">',
    );
  });

  it("paints an article page's back link and cover, from the version the reader gets", async () => {
    const texts = { en, ar, ja };
    for (const language of ['en', 'ar', 'ja'] as const) {
      const api = await t.app.inject({ url: `/api/articles/birding-for-beginners?lang=${language}` });
      const { article } = api.json() as ArticleDetail;
      const body = await html('/articles/birding-for-beginners', { 'accept-language': language });
      const shell = /<main aria-hidden="true"[^>]*>(.*)<\/main>/.exec(body)?.[1] ?? '';
      expect(shell).toContain(`<article class="grid min-w-0 gap-6" lang="${article.language}">`);
      expect(shell).toContain(`lang="${language}" href="/articles" data-discover="true">`);
      expect(shell).toContain(`${escapeHtml(texts[language].articles.back)}</a>`);
      expect(shell).toContain(`<img src="${article.cover?.url}" alt=""`);
      expect(shell).toContain('fetchpriority="high"');
    }
    // An unknown article is the app's to tell.
    expect(await html('/articles/no-such-article')).toContain('<!--first-paint-->');
  });

  it("paints an article list's opening and its first card's cover, from the page's own answer", async () => {
    const lists = {
      '/articles': 'articles',
      '/blog': 'blog',
      '/education': 'education',
      '/conservation': 'conservation',
    } as const;
    for (const [path, page] of Object.entries(lists)) {
      const body = await html(path, { 'accept-language': 'ja' });
      const answer = /<script type="application\/json" id="wl-page-data">([^<]*)<\/script>/.exec(body)?.[1];
      const list = (JSON.parse(answer ?? '[]') as { url: string; body: string }[]).find((a) =>
        a.url.startsWith('/api/articles?'),
      );
      const first = firstListedArticle(page, JSON.parse(list?.body ?? '{}') as ArticleList);
      expect(first?.cover, path).toBeTruthy();
      const shell = /<main aria-hidden="true"[^>]*>(.*)<\/main>/.exec(body)?.[1] ?? '';
      expect(shell, path).toContain(
        `<h1 class="text-3xl font-bold text-stone-900">${escapeHtml(ja.pages[page].title)}</h1>`,
      );
      expect(shell.match(/<img src="([^"]+)"/g), path).toEqual([`<img src="${first?.cover?.cardUrl}"`]);
    }
    // /articles with a category presses its chip; a search or a tag is the app's to draw.
    const birds = await html('/articles?category=photography');
    expect(birds).toMatch(new RegExp(`aria-pressed="true"[^>]*>${en.articles.category.photography}<`));
    expect(await html('/articles?q=owl')).toContain('<!--first-paint-->');
    expect(await html('/articles?tag=owls')).toContain('<!--first-paint-->');
  });

  it("paints a species page's header and cover in the reader's language, from the page's own answer", async () => {
    const species = await ensureSpecies(t.app, [
      {
        scientificName: 'Fictornis splendens',
        commonName: 'Splendid fictbird',
        category: 'birds',
        family: 'Fictidae',
        names: { ja: 'ハデフィクト' },
      },
    ]);
    const slug = species.get('Fictornis splendens')?.slug;
    const member = await makeUser(t.app);
    const asset = await insertAsset(t.app, member.id, 'photo');
    const seen = await makeSighting(t.app, member.cookie, {
      speciesName: 'Fictornis splendens',
      speciesId: species.get('Fictornis splendens')?.id,
      mediaAssetId: asset.id,
    });
    const body = await html(`/species/${slug}`, { 'accept-language': 'ja' });
    const shell = /<main aria-hidden="true"[^>]*>(.*)<\/main>/.exec(body)?.[1] ?? '';
    expect(shell).toContain(`>${ja.categories.names.birds}</span>`);
    expect(shell).toContain('<h1 class="text-3xl font-bold text-stone-900" lang="ja">ハデフィクト</h1>');
    expect(shell).toContain('<p class="text-lg italic text-stone-700">Fictornis splendens</p>');
    expect(shell).toContain(`<img src="${seen.media?.largeUrl}"`);
    expect(shell).toContain(
      'alt="ハデフィクト" class="max-h-[28rem] w-full rounded-xl object-cover" fetchpriority="high"',
    );
    // An unknown species is the app's to tell.
    expect(await html('/species/fictornis-nullus')).toContain('<!--first-paint-->');
  });

  it('leaves other pages to the app, in the viewer language', async () => {
    const body = await html('/map', { 'accept-language': 'de' });
    expect(body).toContain('<html lang="de" dir="ltr">');
    expect(body).toContain('<!--first-paint-->');
    expect(body).not.toContain(de.home.hero.headline);
    // The app is the page here: its code keeps the browser's usual priority.
    expect(body).not.toContain('fetchpriority');
  });

  it("asks for the app's code at low priority where the HTML already carries the page's content", async () => {
    const body = await html('/');
    expect(body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-1.js">',
    );
    // The stylesheet paints the first paint: untouched.
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const gz = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });
});

// The server paints the top of home and explore before the app runs (common/first-paint.ts); React then draws
// the same boxes over it. That only works without a layout shift while the templates are the components'
// own markup: these tests render the components and find the templates in them, in English and in Arabic.
import {
  articleFirstPaint,
  FIRST_PAINT_KEYS,
  type FirstPaintTexts,
  firstPaint,
  sightingFirstPaint,
} from '@common/first-paint';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeDetail, makeSightingMedia } from '../features/sightings/test-support';
import i18n, { i18nReady } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { ArticleBackLink, ArticleCoverFigure } from '../pages/articles/ArticlePage';
import ExplorePage from '../pages/explore/ExplorePage';
import { HeroSection } from '../pages/home/sections/HeroSection';
import { SightingHero } from '../pages/sighting/SightingHero';

function markup(element: ReactElement, path: string): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The tags named in `html` with their attributes, names lower case and values decoded. */
function tagsOf(html: string, names: string): [string, Record<string, string>][] {
  const decode = new DOMParser();
  return [...html.matchAll(new RegExp(`<(${names})\\s([^>]*?)\\/?>`, 'g'))].map(
    ([, tag = '', attrs = '']) => {
      const map: Record<string, string> = {};
      for (const [, name = '', value = ''] of attrs.matchAll(/([\w-]+)="([^"]*)"/g))
        map[name.toLowerCase()] =
          decode.parseFromString(value, 'text/html').documentElement.textContent ?? '';
      return [tag, map];
    },
  );
}

/** The tags of the first <picture> with their attributes. */
function pictureOf(html: string): [string, Record<string, string>][] {
  return tagsOf(/<picture[^>]*>.*?<\/picture>/.exec(html)?.[0] ?? '', 'picture|source|img');
}

/** The <figure> and <img> tags of the first <figure> with their attributes. */
function figureOf(html: string): [string, Record<string, string>][] {
  return tagsOf(/<figure[^>]*>.*?<\/figure>/.exec(html)?.[0] ?? '', 'figure|img');
}

function texts(): FirstPaintTexts {
  return Object.fromEntries(FIRST_PAINT_KEYS.map((key) => [key, i18n.t(key)])) as FirstPaintTexts;
}

/** The first paint without AppLayout's <main> around it (the components render what is inside). */
function inner(pathname: string): string {
  const html = firstPaint(pathname, texts()) ?? '';
  return html.replace(/^<main [^>]*>/, '').replace(/<\/main>$/, '');
}

beforeAll(async () => {
  await i18nReady;
});

describe('first paint', () => {
  for (const language of ['en', 'ar']) {
    it(`home's hero starts with the first paint (${language})`, async () => {
      await i18n.changeLanguage(language);
      const hero = inner('/');
      // The template stops after the subtitle; the component goes on with the buttons.
      const opening = hero.replace(/<\/div><\/section>$/, '');
      expect(i18n.resolvedLanguage).toBe(language);
      expect(markup(<HeroSection />, '/')).toContain(opening);
    });

    it(`explore starts with the first paint (${language})`, async () => {
      await i18n.changeLanguage(language);
      const top = inner('/explore').replace(/<\/div>$/, '');
      expect(markup(<ExplorePage />, '/explore')).toContain(top);
    });
  }

  it("a sighting page's photo is SightingHero's own <picture>, in its own frame", () => {
    const media = makeSightingMedia();
    for (const withFallback of [true, false]) {
      const sighting = makeDetail({
        speciesName: 'Snow leopard "Ghost" & cub',
        media: withFallback ? media : { ...media, fallback: null },
      });
      const shell = sightingFirstPaint(sighting) ?? '';
      const page = markup(<SightingHero sighting={sighting} />, '/sighting/42');
      // The frame: the photo's button (a plain box in the first paint, nothing to press before the app runs).
      const frame = /<div class="([^"]+)"><picture/.exec(shell)?.[1];
      expect(page).toContain(`<button type="button" aria-label=`);
      expect(page).toMatch(new RegExp(`<button [^>]*class="${frame?.replace(/[[\]()]/g, '\\$&')}"`));
      // The <picture> is the component's, attribute for attribute (HTML names are case-insensitive, and
      // entities may be written either way).
      expect(pictureOf(shell)).toEqual(pictureOf(page));
      expect(pictureOf(shell)).toHaveLength(withFallback ? 3 : 2);
    }
    // No known size: the page reserves its own frame; a video has no photo to paint.
    expect(sightingFirstPaint(makeDetail({ media: { ...media, width: null, height: null } }))).toBeNull();
    expect(sightingFirstPaint(makeDetail({ mediaType: 'video', media }))).toBeNull();
  });

  for (const language of ['en', 'ar']) {
    it(`an article page starts with its back link and cover, as ArticlePage draws them (${language})`, async () => {
      await i18n.changeLanguage(language);
      const cover = {
        url: '/media/demo/article-page/a&b.webp',
        cardUrl: '/media/demo/article-card/a&b.webp',
        width: 1280,
        height: 720,
        credit: 'Photo: A & B',
      };
      const shell = articleFirstPaint({ article: { language: 'fr', cover } }, texts(), language) ?? '';
      const link = markup(<ArticleBackLink language={language} />, '/articles/x');
      const figure = markup(<ArticleCoverFigure cover={cover} />, '/articles/x');
      // The link, then the figure with the same picture, attribute for attribute (its caption comes after the
      // picture once the app runs).
      expect(shell).toContain(`<article class="grid min-w-0 gap-6" lang="fr">${link}<figure`);
      expect(figureOf(shell)).toEqual(figureOf(figure));
      expect(figureOf(shell)).toHaveLength(2);
      expect(figure).toContain('<figcaption');
      // No size known: the page's own default frame.
      const unsized = { ...cover, width: null, height: null };
      const unsizedShell = articleFirstPaint(
        { article: { language: 'fr', cover: unsized } },
        texts(),
        language,
      );
      expect(figureOf(unsizedShell ?? '')).toEqual(
        figureOf(markup(<ArticleCoverFigure cover={unsized} />, '/articles/x')),
      );
    });
  }

  it('an article without a cover has none', () => {
    expect(articleFirstPaint({ article: { language: 'en', cover: null } }, texts(), 'en')).toBeNull();
  });

  it('other pages have none', () => {
    expect(firstPaint('/map', texts())).toBeNull();
    expect(firstPaint('/sighting/1', texts())).toBeNull();
  });
});

// The server paints the top of home and explore before the app runs (common/first-paint.ts); React then draws
// the same boxes over it. That only works without a layout shift while the templates are the components'
// own markup: these tests render the components and find the templates in them, in English and in Arabic.
import { FIRST_PAINT_KEYS, type FirstPaintTexts, firstPaint } from '@common/first-paint';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { i18nReady } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import ExplorePage from '../pages/explore/ExplorePage';
import { HeroSection } from '../pages/home/sections/HeroSection';

function markup(element: ReactElement, path: string): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
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

  it('other pages have none', () => {
    expect(firstPaint('/map', texts())).toBeNull();
    expect(firstPaint('/sighting/1', texts())).toBeNull();
  });
});

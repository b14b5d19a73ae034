// The server paints the top of each article list before the app runs (common/first-paint-articles.ts): the
// opening, what stands before the list and the first card's cover. React then draws the page over it; without a
// jump only while every painted element is the page's own, in the same place. These tests render each page and
// find the first paint inside it, element for element (the page has more: ids, the cards' text, the rest of the
// list), in English and in Arabic.

import { type ArticleListPage, articleListFirstPaint } from '@common/first-paint-articles';
import type { ArticleCard, ArticleList } from '@common/schemas/articles';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { differences, firstPaintTexts as texts } from '../../test/first-paint';
import { jsonResponse, renderPage, stubFetch } from '../auth/test-utils';
import ArticlesPage from './ArticlesPage';
import BlogPage from './BlogPage';
import ConservationPage from './ConservationPage';
import EducationPage from './EducationPage';

afterEach(() => vi.unstubAllGlobals());

const card = (id: number, category: ArticleCard['category']): ArticleCard => ({
  id,
  slug: `article-${id}`,
  language: 'en',
  title: `Article ${id}`,
  summary: 'What it is about.',
  category,
  tags: [],
  species: [],
  cover: {
    url: `/media/demo/article-page/cover-${id}.webp`,
    cardUrl: `/media/demo/article-card/cover-${id}.webp`,
    width: null,
    height: null,
    credit: null,
  },
  authorName: 'WildLens',
  publishedAt: '2026-01-10T00:00:00.000Z',
  readingMinutes: 4,
  updatedAt: '2026-01-10T00:00:00.000Z',
});

// On /education the first card is the first lesson of the first group (identification), not the answer's first.
const LIST: ArticleList = {
  articles: [card(1, 'photography'), card(2, 'identification'), card(3, 'conservation'), card(4, 'news')],
  total: 4,
  page: 1,
  pageSize: 12,
};

const PAGES: Record<ArticleListPage, { element: ReactElement; path: string; first: number }> = {
  articles: { element: <ArticlesPage />, path: '/articles', first: 1 },
  blog: { element: <BlogPage />, path: '/blog', first: 1 },
  education: { element: <EducationPage />, path: '/education', first: 2 },
  conservation: { element: <ConservationPage />, path: '/conservation', first: 1 },
};

describe('article lists: first paint', () => {
  for (const language of ['en', 'ar']) {
    for (const [name, page] of Object.entries(PAGES) as [
      ArticleListPage,
      (typeof PAGES)[ArticleListPage],
    ][]) {
      it(`${page.path} starts with its first paint (${language})`, async () => {
        stubFetch({
          'GET /api/articles': () => jsonResponse(LIST),
          'GET /api/conservation/threatened-species': () => jsonResponse({ species: [] }),
        });
        const { container } = await renderPage(page.element, { path: page.path, language });
        expect(i18n.language).toBe(language);
        await screen.findByRole('link', { name: `Article ${page.first}` });
        const shell = document.createElement('div');
        shell.innerHTML = articleListFirstPaint(name, texts(), LIST) ?? '';
        const painted = shell.firstElementChild;
        const drawn = container.querySelector('div.mx-auto');
        if (!painted || !drawn) throw new Error('nothing painted or drawn');
        expect(differences(painted, drawn)).toEqual([]);
        // The painted cover is the first card's.
        expect(shell.querySelector('img')?.getAttribute('src')).toBe(
          `/media/demo/article-card/cover-${page.first}.webp`,
        );
        expect(drawn.querySelector('article img')?.getAttribute('src')).toBe(
          `/media/demo/article-card/cover-${page.first}.webp`,
        );
      });
    }
  }

  it("presses /articles' chosen category, and paints nothing for a list without a first cover", () => {
    const shell = articleListFirstPaint('articles', texts(), LIST, 'photography') ?? '';
    expect(shell.match(/aria-pressed="true"[^>]*>([^<]*)</)?.[1]).toBe(
      i18n.t('articles.category.photography'),
    );
    const bare = { ...LIST, articles: LIST.articles.map((a) => ({ ...a, cover: null })) };
    expect(articleListFirstPaint('blog', texts(), bare)).toBeNull();
    expect(articleListFirstPaint('blog', texts(), { ...LIST, articles: [] })).toBeNull();
  });
});

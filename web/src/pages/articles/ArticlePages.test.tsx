// The article pages: one article with its cover, species chips, tags, languages and related articles, its
// Markdown rendered without scripts; the not-found state has a heading; the list asks for cards in the
// reader's language with the chosen category; the resources page links out.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubFetch } from '../auth/test-utils';
import ArticlePage from './ArticlePage';
import ArticlesPage from './ArticlesPage';
import ResourcesPage from './ResourcesPage';

afterEach(() => vi.unstubAllGlobals());

const card = (over: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'owl-calls',
  language: 'en',
  title: 'Owl calls at dusk',
  summary: 'How to tell owls by their calls.',
  category: 'identification',
  tags: ['owls'],
  species: ['strix-aluco'],
  cover: {
    url: '/media/demo/owl.webp',
    cardUrl: '/media/demo/owl.webp',
    width: null,
    height: null,
    credit: 'A. Photographer, CC BY',
  },
  authorName: 'WildLens',
  publishedAt: '2026-01-10T00:00:00.000Z',
  readingMinutes: 4,
  updatedAt: '2026-01-10T00:00:00.000Z',
  ...over,
});

describe('ArticlePage', () => {
  it('shows the article, its species, tags, languages and related articles, with no script', async () => {
    stubFetch({
      'GET /api/articles/owl-calls': () =>
        jsonResponse({
          article: {
            ...card(),
            body: '## Tawny owl\n\n<script>alert(1)</script>[x](javascript:alert(1))',
            createdAt: '2026-01-10T00:00:00.000Z',
          },
          translations: [
            { language: 'en', title: 'Owl calls at dusk' },
            { language: 'fr', title: 'Les cris des chouettes' },
          ],
          fallback: false,
          related: [card({ id: 2, slug: 'owl-pellets', title: 'Reading owl pellets' })],
        }),
    });
    const { container } = await renderPage(<ArticlePage />, {
      path: '/articles/:slug',
      url: '/articles/owl-calls',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Owl calls at dusk' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tawny owl' })).toHaveAttribute('id', 'tawny-owl');
    expect(screen.getByRole('link', { name: 'Strix aluco' })).toHaveAttribute('href', '/species/strix-aluco');
    expect(screen.getByRole('link', { name: 'owls' })).toHaveAttribute('href', '/articles?tag=owls');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/articles/owl-calls?lang=fr',
    );
    expect(screen.getByRole('link', { name: 'Reading owl pellets' })).toHaveAttribute(
      'href',
      '/articles/owl-pellets',
    );
    expect(screen.getByText('A. Photographer, CC BY')).toBeInTheDocument();
    expect(screen.getAllByText('4 min read').length).toBeGreaterThan(0);
    expect(container.querySelector('script')).toBeNull();
    // The HTML and the javascript: link show as the characters typed, never as an element or an address.
    expect(screen.getByTestId('article-markdown').textContent).toContain('<script>alert(1)</script>');
    for (const a of container.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });

  it('says when the article does not exist, in a heading', async () => {
    stubFetch({ 'GET /api/articles/nope': () => jsonResponse({ message: 'Article not found' }, 404) });
    await renderPage(<ArticlePage />, { path: '/articles/:slug', url: '/articles/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  });
});

describe('ArticlesPage', () => {
  it('lists cards and filters by category', async () => {
    const fetchMock = stubFetch({
      'GET /api/articles': () => jsonResponse({ articles: [card()], total: 1, page: 1, pageSize: 12 }),
    });
    await renderPage(<ArticlesPage />, { path: '/articles' });
    expect(await screen.findByRole('link', { name: 'Owl calls at dusk' })).toHaveAttribute(
      'href',
      '/articles/owl-calls',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Photography' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('category=photography'))).toBe(true),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('lang=en');
  });

  it("hurries only the first card's cover (a phone's largest paint), the rest of the first row at once, then lazily", async () => {
    const cards = Array.from({ length: 5 }, (_, i) =>
      card({ id: i + 1, slug: `article-${i}`, title: `Article ${i}` }),
    );
    stubFetch({
      'GET /api/articles': () => jsonResponse({ articles: cards, total: 5, page: 1, pageSize: 12 }),
    });
    const { container } = await renderPage(<ArticlesPage />, { path: '/articles' });
    await screen.findByRole('link', { name: 'Article 4' });
    const covers = [...container.querySelectorAll('article img')];
    expect(covers.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null]);
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  });
});

describe('ResourcesPage', () => {
  it('links to real resources in a new tab', async () => {
    await renderPage(<ResourcesPage />, { path: '/resources' });
    const gbif = screen.getByRole('link', { name: /GBIF/ });
    expect(gbif).toHaveAttribute('href', 'https://www.gbif.org');
    expect(gbif).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { name: 'Open biodiversity data' })).toBeInTheDocument();
  });
});

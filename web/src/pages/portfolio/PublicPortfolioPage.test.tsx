// The public portfolio: the member's layout and theme, captions and titles shown as text (never as HTML),
// only http(s) social links, and the 404 state.
import type { Portfolio } from '@common/schemas/portfolios';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCollection, makePortfolio, makeSighting } from '../../features/profiles/test-fixtures';
import { jsonResponse, renderPage, stubFetch } from '../auth/test-utils';
import PublicPortfolioPage from './PublicPortfolioPage';

afterEach(() => vi.unstubAllGlobals());

const ATTACK = '<img src=x onerror=alert(1)>';

function portfolioWith(overrides: Partial<Portfolio>): Portfolio {
  return makePortfolio({
    title: 'Wetland Diaries',
    bio: 'Photographing the marsh since 2010.',
    collections: [
      makeCollection({
        id: 1,
        title: 'Waders',
        orderIndex: 1,
        items: [
          {
            id: 10,
            orderIndex: 0,
            caption: ATTACK,
            isFeatured: true,
            sighting: makeSighting({
              id: 21,
              speciesName: 'Grey Heron',
              photoUrl: '/media/heron.jpg',
              mediaType: 'photo',
            }),
          },
        ],
      }),
      makeCollection({ id: 2, title: `Owls ${ATTACK}`, orderIndex: 0 }),
    ],
    ...overrides,
  });
}

async function renderPortfolio(portfolio: Portfolio | null) {
  const fetchMock = stubFetch({
    'GET /api/portfolios/wetland-diaries': () =>
      portfolio ? jsonResponse(portfolio) : jsonResponse({ message: 'Portfolio not found' }, 404),
  });
  const view = await renderPage(<PublicPortfolioPage />, {
    path: '/portfolio/:portfolioUrl',
    url: '/portfolio/wetland-diaries',
  });
  return { ...view, fetchMock };
}

describe('PublicPortfolioPage', () => {
  it('shows captions and titles as text, never as markup', async () => {
    const { container } = await renderPortfolio(portfolioWith({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wetland Diaries' })).toBeInTheDocument();
    expect(screen.getByText(ATTACK)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `Owls ${ATTACK}` })).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('orders collections and links each item to its sighting', async () => {
    await renderPortfolio(portfolioWith({}));
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual([`Owls ${ATTACK}`, 'Waders']);
    expect(screen.getByRole('link', { name: 'Grey Heron' })).toHaveAttribute('href', '/sighting/21');
    expect(screen.getByRole('link', { name: /by river_otter/ })).toHaveAttribute('href', '/profile/42');
    // The featured item says so to screen readers too.
    expect(screen.getByText('Featured')).toHaveClass('sr-only');
  });

  it.each([
    ['grid', 'grid'],
    ['masonry', 'columns-1'],
    ['carousel', 'snap-x'],
  ])('lays items out as %s', async (layout, expectedClass) => {
    const { container } = await renderPortfolio(portfolioWith({ layout }));
    await screen.findByText(ATTACK);
    const list = container.querySelector(`ul[data-layout="${layout}"]`);
    expect(list).not.toBeNull();
    expect(list?.className).toContain(expectedClass);
  });

  it('falls back to the grid and the nature theme for unknown values', async () => {
    const { container } = await renderPortfolio(portfolioWith({ layout: 'spiral', theme: 'url(evil)' }));
    await screen.findByText(ATTACK);
    expect(container.querySelector('ul[data-layout="grid"]')).not.toBeNull();
    expect(container.querySelector('[data-theme="nature"]')).not.toBeNull();
    expect(container.querySelector('style')).toBeNull();
  });

  it('applies the chosen theme palette', async () => {
    const { container } = await renderPortfolio(portfolioWith({ theme: 'dark' }));
    await screen.findByText(ATTACK);
    expect(container.querySelector('[data-theme="dark"]')?.className).toContain('bg-stone-950');
  });

  it('links only to http(s) social addresses, in a new tab without the opener', async () => {
    await renderPortfolio(
      portfolioWith({
        socialLinks: { website: 'https://marsh.example.org/', instagram: 'javascript:alert(1)' },
      }),
    );
    const website = await screen.findByRole('link', { name: /Website/ });
    expect(website).toHaveAttribute('href', 'https://marsh.example.org/');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
  });

  it('shows the not-found state for a missing or private portfolio', async () => {
    await renderPortfolio(null);
    expect(await screen.findByRole('heading', { name: 'Portfolio not found' })).toBeInTheDocument();
  });
});

// The portfolio builder: collections reordered with the keyboard-reachable up/down buttons send the new
// order; the address is checked while typed and a taken one shows the server's 409 message; items are saved
// in their order with captions.
import type { Portfolio } from '@common/schemas/portfolios';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCollection, makePortfolio, makeSighting } from '../../features/profiles/test-fixtures';
import { callsTo, describedBy, jsonResponse, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import PortfolioBuilderPage from './PortfolioBuilderPage';

afterEach(() => vi.unstubAllGlobals());

const THREE = makePortfolio({
  collections: [
    makeCollection({ id: 1, title: 'Owls', orderIndex: 0 }),
    makeCollection({ id: 2, title: 'Herons', orderIndex: 1 }),
    makeCollection({ id: 3, title: 'Kingfishers', orderIndex: 2 }),
  ],
});

async function renderBuilder(portfolio: Portfolio, routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/portfolio': () => jsonResponse(portfolio),
    'PUT /api/portfolio/collections/order': () => jsonResponse({ ok: true }),
    ...routes,
  });
  await renderPage(<PortfolioBuilderPage />, { path: '/portfolio-builder', me: MEMBER });
  await screen.findByRole('heading', { name: 'Portfolio Builder' });
  return fetchMock;
}

function collectionTitles() {
  return screen
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.replace('Unsaved changes', '').trim());
}

describe('PortfolioBuilderPage', () => {
  it('says an unsaved draft is seen by nobody until saved, and offers no public link yet', async () => {
    await renderBuilder(makePortfolio({ id: 0, saved: false }));
    expect(screen.getByText(/Not saved yet: nobody can see your portfolio/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View public portfolio/i })).not.toBeInTheDocument();
    expect(document.title).toBe('Portfolio Builder · WildLens');
  });

  it('moves a collection up with the keyboard and sends the new order', async () => {
    const fetchMock = await renderBuilder(THREE);
    expect(collectionTitles()).toEqual(['Owls', 'Herons', 'Kingfishers']);
    // The first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move Owls up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Kingfishers down' })).toBeDisabled();

    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Move Kingfishers up' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(collectionTitles()).toEqual(['Owls', 'Kingfishers', 'Herons']));
    expect(callsTo(fetchMock, 'PUT /api/portfolio/collections/order')).toEqual([
      { collectionIds: [1, 3, 2] },
    ]);
    // Focus stays with the moved collection, so pressing again keeps moving it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Kingfishers up' })),
    );
    expect(screen.getByText('Kingfishers moved to position 2 of 3.')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(collectionTitles()).toEqual(['Kingfishers', 'Owls', 'Herons']));
    expect(callsTo(fetchMock, 'PUT /api/portfolio/collections/order')[1]).toEqual({
      collectionIds: [3, 1, 2],
    });
  });

  it('puts the order back when the server refuses it', async () => {
    await renderBuilder(THREE, {
      'PUT /api/portfolio/collections/order': () => jsonResponse({ message: 'Unknown collection' }, 400),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move Owls down' }));
    expect(await screen.findByText('Unknown collection')).toBeInTheDocument();
    expect(collectionTitles()).toEqual(['Owls', 'Herons', 'Kingfishers']);
  });

  it('checks the address while it is typed and shows the 409 message for a taken one', async () => {
    const fetchMock = await renderBuilder(makePortfolio(), {
      'PUT /api/portfolio': () => jsonResponse({ message: 'This portfolio address is already taken.' }, 409),
    });
    const user = userEvent.setup();
    const address = screen.getByLabelText('Portfolio address');
    expect(address).toHaveValue('river-otter');
    expect(screen.getByLabelText('Title')).toHaveValue('My Wildlife Portfolio');

    await user.clear(address);
    await user.type(address, 'ab');
    expect(describedBy(address)).toHaveTextContent('Portfolio address must be at least 3 characters');
    await user.type(address, '--c');
    expect(describedBy(address)).toHaveTextContent(
      'Portfolio address can only contain letters, numbers and single hyphens',
    );
    await user.clear(address);
    await user.type(address, 'Wild-Otters');
    expect(address).toHaveValue('wild-otters');
    expect(address).toHaveAttribute('aria-invalid', 'false');

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(describedBy(address)).toHaveTextContent('This portfolio address is already taken.'),
    );
    expect(callsTo(fetchMock, 'PUT /api/portfolio')).toEqual([
      expect.objectContaining({
        portfolioUrl: 'wild-otters',
        title: 'My Wildlife Portfolio',
        socialLinks: {},
      }),
    ]);
  });

  it('saves a collection’s items in their order with captions', async () => {
    const heron = makeSighting({ id: 21, speciesName: 'Grey Heron' });
    const egret = makeSighting({ id: 22, speciesName: 'Little Egret' });
    const portfolio = makePortfolio({
      collections: [
        makeCollection({
          id: 5,
          title: 'Waders',
          items: [
            { id: 1, orderIndex: 0, caption: null, isFeatured: false, sighting: heron },
            { id: 2, orderIndex: 1, caption: 'At dusk', isFeatured: true, sighting: egret },
          ],
        }),
      ],
    });
    const fetchMock = await renderBuilder(portfolio, {
      'PUT /api/portfolio/collections/5/items': () => jsonResponse(null),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move Little Egret up' }));
    await user.type(screen.getByLabelText('Caption for Grey Heron'), 'Fishing');
    await user.click(screen.getByRole('button', { name: 'Save Collection' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/portfolio/collections/5/items')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/portfolio/collections/5/items')[0]).toEqual({
      items: [
        { sightingId: 22, caption: 'At dusk', isFeatured: true },
        { sightingId: 21, caption: 'Fishing', isFeatured: false },
      ],
    });
    // Details did not change, so only the items were sent.
    expect(callsTo(fetchMock, 'PUT /api/portfolio/collections/5')).toHaveLength(0);
    expect(await screen.findByText('Collection "Waders" saved')).toBeInTheDocument();
  });

  it('adds sightings from the member’s own sightings', async () => {
    const portfolio = makePortfolio({ collections: [makeCollection({ id: 5, title: 'Waders' })] });
    const fetchMock = await renderBuilder(portfolio, {
      'GET /api/sightings': () =>
        jsonResponse([
          makeSighting({ id: 31, speciesName: 'Avocet' }),
          makeSighting({ id: 32, speciesName: 'Curlew' }),
        ]),
      'PUT /api/portfolio/collections/5/items': () => jsonResponse(null),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Sightings' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByLabelText(/Curlew/));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 sighting' }));
    await user.click(screen.getByRole('button', { name: 'Save Collection' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/portfolio/collections/5/items')).toEqual([
        { items: [{ sightingId: 32, isFeatured: false }] },
      ]),
    );
    const sightingsCall = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/sightings'));
    expect(String(sightingsCall?.[0])).toContain(`userId=${MEMBER.id}`);
  });
});

// /explore: the filters live in the URL (read on arrival, written back on change), search waits 300 ms after
// the last key, pages follow the x-next-cursor header (Load more and infinite scroll), and the empty state
// offers a reset.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeSighting, renderScreen, stubApi } from '../../features/sightings/test-support';
import FreshFindsPage from '../fresh-finds/FreshFindsPage';
import ExplorePage from './ExplorePage';
import { readExploreParams } from './explore-params';

const CATEGORIES = [
  { value: 'birds', name: 'Birds' },
  { value: 'mammals', name: 'Mammals' },
];

/** IntersectionObserver that the test triggers by hand (happy-dom's never fires). */
class ManualObserver {
  static instances: ManualObserver[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    ManualObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    ManualObserver.instances = ManualObserver.instances.filter((o) => o !== this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  fire() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  ManualObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ManualObserver);
});
afterEach(() => vi.unstubAllGlobals());

function location() {
  return screen.getByTestId('location').textContent ?? '';
}

function stubExplore(
  pages: Record<string, { items: ReturnType<typeof makeSighting>[]; next?: string }> = {},
) {
  return stubApi({
    '/api/categories': () => json(CATEGORIES),
    '/api/sightings': ({ url }) => {
      const page = pages[url.searchParams.get('cursor') ?? 'first'] ?? { items: [] };
      return json(page.items, 200, page.next ? { 'x-next-cursor': page.next } : {});
    },
  });
}

describe('ExplorePage', () => {
  it('reads category, search and sort from the URL and asks for them', async () => {
    const api = stubExplore({ first: { items: [makeSighting({ speciesName: 'Snowy owl' })] } });
    await renderScreen(<ExplorePage />, {
      path: '/explore',
      url: '/explore?category=birds&search=owl&sort=most_liked',
    });

    expect(await screen.findByRole('link', { name: 'Snowy owl' })).toBeInTheDocument();
    const request = api.callsTo('GET /api/sightings')[0]?.url.searchParams;
    expect(request?.get('category')).toBe('birds');
    expect(request?.get('search')).toBe('owl');
    expect(request?.get('sort')).toBe('most_liked');
    expect(request?.get('limit')).toBe('12');
    expect(request?.has('cursor')).toBe(false);

    expect(screen.getByRole('searchbox', { name: 'Search sightings' })).toHaveValue('owl');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('most_liked');
    expect(await screen.findByRole('button', { name: 'Birds' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('writes the category and the sort back to the URL', async () => {
    const user = userEvent.setup();
    const api = stubExplore();
    await renderScreen(<ExplorePage />, { path: '/explore', url: '/explore' });

    await user.click(await screen.findByRole('button', { name: 'Mammals' }));
    expect(location()).toBe('/explore?category=mammals');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'most_liked');
    expect(location()).toBe('/explore?category=mammals&sort=most_liked');
    await waitFor(() =>
      expect(
        api
          .callsTo('GET /api/sightings')
          .some((c) => c.url.search === '?category=mammals&sort=most_liked&limit=12'),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(location()).toBe('/explore?sort=most_liked');
  });

  it('searches 300 ms after the last key, once', async () => {
    const user = userEvent.setup();
    const api = stubExplore();
    await renderScreen(<ExplorePage />, { path: '/explore', url: '/explore?category=birds' });
    await screen.findByText('No results found');
    const before = api.callsTo('GET /api/sightings').length;

    await user.type(screen.getByRole('searchbox', { name: 'Search sightings' }), 'snowy owl');
    // Typing is quicker than the pause: nothing has been searched yet.
    expect(location()).toBe('/explore?category=birds');

    await waitFor(() => expect(location()).toBe('/explore?category=birds&search=snowy+owl'));
    await waitFor(() => expect(api.callsTo('GET /api/sightings').length).toBe(before + 1));
    expect(api.callsTo('GET /api/sightings').at(-1)?.url.searchParams.get('search')).toBe('snowy owl');
    // The space typed between the words survived the URL round trip.
    expect(screen.getByRole('searchbox', { name: 'Search sightings' })).toHaveValue('snowy owl');
  });

  it('loads the next page from the x-next-cursor header, by button and by scrolling', async () => {
    const user = userEvent.setup();
    const api = stubExplore({
      first: { items: [makeSighting({ id: 1, speciesName: 'Red fox' })], next: 'c1' },
      c1: { items: [makeSighting({ id: 2, speciesName: 'Badger' })], next: 'c2' },
      c2: { items: [makeSighting({ id: 3, speciesName: 'Otter' })] },
    });
    await renderScreen(<ExplorePage />, { path: '/explore', url: '/explore' });
    expect(await screen.findByRole('link', { name: 'Red fox' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Badger' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/sightings')[1]?.url.searchParams.get('cursor')).toBe('c1');
    expect(screen.getByRole('link', { name: 'Red fox' })).toBeInTheDocument();

    // Scrolling near the end asks for the page after.
    await waitFor(() => expect(ManualObserver.instances.length).toBeGreaterThan(0));
    act(() => ManualObserver.instances.at(-1)?.fire());
    expect(await screen.findByRole('link', { name: 'Otter' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/sightings')[2]?.url.searchParams.get('cursor')).toBe('c2');
    // The last page has no cursor: no more button.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows 'No results found' with a reset that clears the filters", async () => {
    const user = userEvent.setup();
    stubExplore();
    await renderScreen(<ExplorePage />, { path: '/explore', url: '/explore?category=birds&search=dodo' });
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(location()).toBe('/explore');
    expect(screen.getByRole('searchbox', { name: 'Search sightings' })).toHaveValue('');
  });

  it('shows skeletons while the first page loads', async () => {
    stubApi({ '/api/categories': () => json(CATEGORIES), '/api/sightings': () => new Promise(() => {}) });
    await renderScreen(<ExplorePage />, { path: '/explore', url: '/explore' });
    expect(screen.getAllByTestId('sighting-skeleton').length).toBeGreaterThan(0);
  });
});

describe('explore URL parameters', () => {
  it('ignore unknown categories and sorts instead of sending them on', () => {
    expect(
      readExploreParams(new URLSearchParams('category=Dragons&sort=random&search=%20owl%20&quality=best')),
    ).toEqual({
      category: null,
      search: 'owl',
      sort: 'newest',
      quality: null,
      location: null,
      country: null,
      bbox: null,
      from: null,
      to: null,
      user: null,
    });
    expect(readExploreParams(new URLSearchParams('quality=research')).quality).toBe('research');
    expect(readExploreParams(new URLSearchParams('category=BIRDS')).category).toBe('birds');
  });
});

describe('FreshFindsPage', () => {
  it('lists the newest sightings', async () => {
    const api = stubExplore({ first: { items: [makeSighting({ speciesName: 'Kingfisher' })] } });
    await renderScreen(<FreshFindsPage />, { path: '/fresh-finds' });
    expect(await screen.findByRole('link', { name: 'Kingfisher' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/sightings')[0]?.url.searchParams.get('sort')).toBe('newest');
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Finds' })).toBeInTheDocument();
  });
});

// /map: asks the server for the box and zoom the map shows with the filters from the URL, says how many
// sightings are in view (or that none are, or that loading failed), lists the single sightings as links, draws
// clusters and points as keyboard-reachable markers, and refetches after a sighting is deleted.
import type { MapView } from '@common/schemas/map';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshAfterSightingDelete } from '../../features/sightings/refresh';
import { json, renderScreen, stubApi } from '../../features/sightings/test-support';
import MapPage from './MapPage';

afterEach(() => vi.unstubAllGlobals());

const CATEGORIES = [
  { value: 'birds', name: 'Birds' },
  { value: 'mammals', name: 'Mammals' },
];

const VIEW: MapView = {
  zoom: 12,
  total: 1262,
  clusters: [
    {
      lat: 51.51,
      lng: -0.12,
      count: 1260,
      bounds: { west: -0.2, south: 51.45, east: -0.1, north: 51.55 },
    },
  ],
  points: [
    {
      id: 7,
      lat: 51.52,
      lng: -0.3,
      speciesName: 'Grey heron',
      category: 'birds',
      thumbnailUrl: '/media/heron-thumb.webp',
      dateSpotted: '2025-04-02',
      obscured: false,
    },
    {
      id: 9,
      lat: 51.6,
      lng: -0.4,
      speciesName: 'Snowy owl',
      category: 'birds',
      thumbnailUrl: null,
      dateSpotted: null,
      obscured: true,
    },
  ],
};

function stubMap(reply: (url: URL) => Response = () => json(VIEW)) {
  return stubApi({
    '/api/categories': () => json(CATEGORIES),
    '/api/map/sightings': ({ url }) => reply(url),
  });
}

/** The map's first answer on screen (the first test also waits for Leaflet's chunk to load). */
const firstView = () => screen.findByText('1,262 sightings in view', {}, { timeout: 5000 });

const mapCalls = (api: ReturnType<typeof stubMap>) =>
  api.callsTo('GET /api/map/sightings').map((c) => c.url.searchParams);

describe('MapPage', () => {
  it('asks for the box and zoom in view with the URL filters, and says what is there', async () => {
    const api = stubMap();
    await renderScreen(<MapPage />, { path: '/map', url: '/map?lat=51.5&lng=-0.2&zoom=12&category=birds' });

    expect(await firstView()).toBeInTheDocument();
    const request = mapCalls(api)[0];
    expect(request?.get('zoom')).toBe('12');
    expect(request?.get('category')).toBe('birds');
    expect(request?.has('search')).toBe(false);
    // happy-dom lays nothing out, so the map is 0 x 0 pixels: its box is the place itself.
    const [west, south, east, north] = (request?.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeCloseTo(-0.2, 2);
    expect(east).toBeCloseTo(-0.2, 2);
    expect(south).toBeCloseTo(51.5, 2);
    expect(north).toBeCloseTo(51.5, 2);

    expect(screen.getByRole('heading', { name: 'Wildlife Map', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grey heron' })).toHaveAttribute('href', '/sighting/7');
    expect(screen.getByRole('link', { name: 'Snowy owl' })).toHaveAttribute('href', '/sighting/9');
    expect(screen.getByText('(approximate location)')).toBeInTheDocument();
    expect(screen.getByText('Zoom in on a cluster to see its sightings.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Birds' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links the sightings in view to the explore list of this map area, with the filters', async () => {
    stubMap();
    await renderScreen(<MapPage />, {
      path: '/map',
      url: '/map?lat=51.5&lng=-0.2&zoom=12&category=birds&quality=research',
    });
    await firstView();
    const href = screen.getByRole('link', { name: 'List these sightings' }).getAttribute('href') ?? '';
    const [path, query] = href.split('?');
    const params = new URLSearchParams(query);
    expect(path).toBe('/explore');
    // The same box the map asked the server for (happy-dom's 0 x 0 map: the place itself).
    const [west, south, east, north] = (params.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeCloseTo(-0.2, 2);
    expect(east).toBeCloseTo(-0.2, 2);
    expect(south).toBeCloseTo(51.5, 2);
    expect(north).toBeCloseTo(51.5, 2);
    expect(params.get('category')).toBe('birds');
    expect(params.get('quality')).toBe('research');
  });

  it('draws the cluster and the points as markers reachable from the keyboard', async () => {
    stubMap();
    await renderScreen(<MapPage />, { path: '/map', url: '/map?lat=51.5&lng=-0.2&zoom=12' });
    await firstView();
    const cluster = await screen.findByRole('button', { name: '1,260 sightings: zoom in' });
    expect(cluster).toHaveAttribute('tabindex', '0');
    expect(cluster).toHaveTextContent('1,260');
    expect(screen.getByRole('button', { name: 'Grey heron' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Snowy owl' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of wildlife sightings' })).toBeInTheDocument();
  });

  it('a category chip and a species search go into the URL and the next request', async () => {
    const user = userEvent.setup();
    const api = stubMap();
    await renderScreen(<MapPage />, { path: '/map', url: '/map?lat=51.5&lng=-0.2&zoom=12' });
    await firstView();

    await user.click(await screen.findByRole('button', { name: 'Mammals' }));
    await waitFor(() => expect(mapCalls(api).at(-1)?.get('category')).toBe('mammals'));
    expect(screen.getByTestId('location').textContent).toContain('category=mammals');

    await user.type(screen.getByRole('searchbox', { name: 'Search species' }), 'owl');
    await waitFor(() => expect(mapCalls(api).at(-1)?.get('search')).toBe('owl'));
    expect(mapCalls(api).filter((p) => p.get('search') === 'o')).toHaveLength(0);
    expect(screen.getByTestId('location').textContent).toContain('search=owl');
  });

  it('says when the area is empty and offers to reset the filters', async () => {
    const user = userEvent.setup();
    const api = stubMap((url) =>
      json(url.searchParams.has('category') ? { zoom: 12, total: 0, clusters: [], points: [] } : VIEW),
    );
    await renderScreen(<MapPage />, { path: '/map', url: '/map?lat=51.5&lng=-0.2&zoom=12&category=mammals' });

    expect(await screen.findByText('No sightings in this area.')).toBeInTheDocument();
    expect(screen.getByText('Zoom out, move the map or change the filters.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sightings in view' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByText('1,262 sightings in view')).toBeInTheDocument();
    expect(mapCalls(api).at(-1)?.has('category')).toBe(false);
    expect(screen.getByTestId('location').textContent).not.toContain('category');
  });

  it('says when the sightings could not be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubMap(() => (fail ? json({ message: 'Database unavailable' }, 503) : json(VIEW)));
    await renderScreen(<MapPage />, { path: '/map', url: '/map?lat=51.5&lng=-0.2&zoom=12' });

    expect(await screen.findByText('The sightings could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,262 sightings in view')).toBeInTheDocument();
  });

  it('is refreshed after a sighting is deleted (spec section 7)', async () => {
    const api = stubMap();
    const { queryClient } = await renderScreen(<MapPage />, {
      path: '/map',
      url: '/map?lat=51.5&lng=-0.2&zoom=12',
    });
    await firstView();
    const before = mapCalls(api).length;
    await refreshAfterSightingDelete(queryClient, { id: 7, userId: 3 });
    await waitFor(() => expect(mapCalls(api).length).toBe(before + 1));
  });
});

// The discovery pages: the place chosen by position, location search or address, the four sections with their
// links, and the enhanced page's premium gate, filters in the address and charts.
import type { Discovery, EnhancedDiscovery } from '@common/schemas/discovery';
import type { LocationList } from '@common/schemas/locations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeMember, renderScreen, stubApi } from '../../features/sightings/test-support';
import DiscoveryPage from './DiscoveryPage';
import EnhancedDiscoveryPage from './EnhancedDiscoveryPage';

afterEach(() => vi.unstubAllGlobals());

const DISCOVERY: Discovery = {
  centre: {
    latitude: 44.6,
    longitude: -110.5,
    label: 'Gardiner, Montana',
    countryCode: 'US',
    locationSlug: null,
  },
  radiusKm: 50,
  month: 11,
  recentFrom: '2026-10-30',
  recentTo: '2026-11-28',
  recentSpecies: [
    {
      key: 'id:116',
      speciesId: 116,
      slug: 'bison-bison',
      name: 'American bison',
      scientificName: 'Bison bison',
      category: 'mammals',
      count: 3,
      years: 1,
      lastSeen: '2026-11-25',
      latestSightingId: 41,
      photo: '/media/bison-thumb.webp',
    },
  ],
  likelySpecies: [
    {
      key: 'name:american pika',
      speciesId: null,
      slug: null,
      name: 'American pika',
      scientificName: null,
      category: 'mammals',
      count: 2,
      years: 2,
      lastSeen: '2025-11-10',
      latestSightingId: 12,
      photo: null,
    },
  ],
  hotSpots: [
    {
      slug: 'yellowstone-national-park',
      name: 'Yellowstone National Park',
      country: 'US',
      state: 'Wyoming',
      parkType: 'national_park',
      latitude: 44.6,
      longitude: -110.5,
      distanceKm: 0,
      sightingCount: 7,
      bestMonths: [5, 6, 9, 10],
      inSeason: false,
    },
  ],
  rareSightings: [
    {
      sightingId: 9,
      speciesId: null,
      slug: null,
      name: 'Grey wolf',
      scientificName: null,
      category: 'mammals',
      rarityLevel: 'very_rare',
      conservationStatus: null,
      seenOn: '2026-11-24',
      latitude: 44.7,
      longitude: -110.45,
      positionPrecision: 'obscured',
      place: { countryCode: 'US', region: 'Wyoming', nearestPlace: null },
      photo: null,
    },
  ],
};

const ENHANCED: EnhancedDiscovery = {
  ...DISCOVERY,
  filters: {
    from: null,
    to: null,
    rarity: ['very_rare'],
    timeOfDay: [],
    weather: [],
    category: null,
    notRecordedByMe: false,
  },
  charts: {
    from: '2025-12-01',
    to: '2026-11-28',
    byMonth: Array.from({ length: 12 }, (_, i) => ({
      month: i === 0 ? '2025-12' : `2026-${String(i).padStart(2, '0')}`,
      count: i === 11 ? 4 : 0,
    })),
    byTimeOfDay: [
      { timeOfDay: 'dawn', count: 2 },
      { timeOfDay: 'morning', count: 0 },
      { timeOfDay: 'midday', count: 0 },
      { timeOfDay: 'afternoon', count: 0 },
      { timeOfDay: 'dusk', count: 1 },
      { timeOfDay: 'night', count: 0 },
      { timeOfDay: 'unknown', count: 1 },
    ],
    byCategory: [{ category: 'mammals', count: 4 }],
  },
};

const YELLOWSTONE_LIST: LocationList = {
  items: [{ ...DISCOVERY.hotSpots[0], realm: 'north_america', radiusKm: 60, sightings: 7 } as never],
  total: 1,
  countries: [],
  parkTypes: [],
};

describe('DiscoveryPage', () => {
  it('asks for a place first, and asks the server nothing until one is chosen', async () => {
    const api = stubApi({ '/api/discovery': () => json(DISCOVERY) });
    await renderScreen(<DiscoveryPage />, { path: '/discovery', url: '/discovery' });
    expect(screen.getByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(screen.getByText('Choose a place above to see what can be seen there.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/discovery')).toHaveLength(0);
  });

  it('shows the four sections of the place in the address, with their links', async () => {
    const api = stubApi({ '/api/discovery': () => json(DISCOVERY) });
    await renderScreen(<DiscoveryPage />, { path: '/discovery', url: '/discovery?lat=44.6&lng=-110.5' });
    const recent = await screen.findByRole('region', { name: 'Seen recently' });
    expect(api.callsTo('GET /api/discovery')[0]?.url.search).toBe('?lat=44.6&lng=-110.5&lang=en');
    // The place's name is isolated inside the sentence (right-to-left layouts).
    expect(screen.getByText('Around \u2068Gardiner, Montana, United States\u2069')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'American bison' })).toHaveAttribute(
      'href',
      '/species/bison-bison',
    );
    expect(within(recent).getByText('Sightings: 3')).toBeInTheDocument();
    const likely = screen.getByRole('region', { name: 'Likely this season' });
    // Not in the catalogue: its newest sighting stands for it.
    expect(within(likely).getByRole('link', { name: 'American pika' })).toHaveAttribute(
      'href',
      '/sighting/12',
    );
    expect(within(likely).getByText(/October, November, December/)).toBeInTheDocument();
    const spots = screen.getByRole('region', { name: 'Nearby hot spots' });
    expect(within(spots).getByRole('link', { name: 'Yellowstone National Park' })).toHaveAttribute(
      'href',
      '/location/yellowstone-national-park',
    );
    const rare = screen.getByRole('region', { name: 'Recent rare sightings' });
    expect(within(rare).getByRole('link', { name: 'Grey wolf' })).toHaveAttribute('href', '/sighting/9');
    // Placed to its region only.
    expect(within(rare).getByText('Wyoming, United States')).toBeInTheDocument();
    expect(within(rare).getByText('Very rare')).toBeInTheDocument();
  });

  it('chooses a location found by name, which goes into the address and the request', async () => {
    const api = stubApi({
      '/api/discovery': () =>
        json({ ...DISCOVERY, centre: { ...DISCOVERY.centre, label: 'Yellowstone National Park' } }),
      '/api/locations': () => json(YELLOWSTONE_LIST),
    });
    await renderScreen(<DiscoveryPage />, { path: '/discovery', url: '/discovery?lat=1&lng=2' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search locations'), 'yellow');
    await user.click(await screen.findByRole('button', { name: 'Yellowstone National Park' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/discovery?location=yellowstone-national-park',
      ),
    );
    expect(api.callsTo('GET /api/locations')[0]?.url.search).toBe('?q=yellow&limit=8');
    await vi.waitFor(() =>
      expect(api.calls.map((c) => c.url.search)).toContain('?location=yellowstone-national-park&lang=en'),
    );
  });

  it('opens the map on demand', async () => {
    stubApi({ '/api/discovery': () => json(DISCOVERY) });
    await renderScreen(<DiscoveryPage />, { path: '/discovery', url: '/discovery?lat=44.6&lng=-110.5' });
    await screen.findByRole('region', { name: 'Seen recently' });
    expect(screen.queryByRole('region', { name: 'Map: click to choose a place' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose on the map' }));
    const map = await screen.findByRole('region', { name: 'Map: click to choose a place' });
    await vi.waitFor(() => expect(map.querySelector('.leaflet-container')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Hide the map' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('uses the member’s position, rounded to about a kilometre', async () => {
    stubApi({ '/api/discovery': () => json(DISCOVERY) });
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 44.61234, longitude: -110.54567 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    await renderScreen(<DiscoveryPage />, { path: '/discovery', url: '/discovery?radiusKm=100' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/discovery?radiusKm=100&lat=44.61&lng=-110.55',
      ),
    );
  });
});

describe('EnhancedDiscoveryPage', () => {
  const url = '/enhanced-discovery?lat=44.6&lng=-110.5&rarity=very_rare';

  it('asks a visitor to sign in and offers Premium, without asking the server', async () => {
    const api = stubApi({ '/api/discovery/enhanced': () => json(ENHANCED) });
    await renderScreen(<EnhancedDiscoveryPage />, { path: '/enhanced-discovery', url });
    const notice = screen.getByRole('region', { name: 'A Premium feature' });
    expect(within(notice).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${encodeURIComponent(url)}`,
    );
    expect(within(notice).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    expect(api.callsTo('GET /api/discovery/enhanced')).toHaveLength(0);
    // The free view of the same place stays one click away.
    expect(screen.getByRole('link', { name: 'Back to the free discovery view' })).toHaveAttribute(
      'href',
      '/discovery?lat=44.6&lng=-110.5',
    );
  });

  it('tells a free member it is part of Premium, with the way to upgrade', async () => {
    stubApi({ '/api/discovery/enhanced': () => json({ message: 'Premium only' }, 403) });
    await renderScreen(<EnhancedDiscoveryPage />, { path: '/enhanced-discovery', url, me: makeMember() });
    const notice = screen.getByRole('region', { name: 'A Premium feature' });
    expect(within(notice).getByText(/is part of Premium/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    expect(within(notice).queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('gives a premium member the filters, kept in the address, and the charts', async () => {
    const api = stubApi({ '/api/discovery/enhanced': () => json(ENHANCED) });
    await renderScreen(<EnhancedDiscoveryPage />, {
      path: '/enhanced-discovery',
      url,
      me: makeMember({ subscriptionTier: 'premium' }),
    });
    const charts = await screen.findByRole('region', { name: 'Charts' });
    expect(api.callsTo('GET /api/discovery/enhanced')[0]?.url.search).toBe(
      '?lat=44.6&lng=-110.5&lang=en&rarity=very_rare',
    );
    const byMonth = within(charts).getByRole('table', { name: 'Sightings by month' });
    expect(within(byMonth).getByRole('row', { name: /November 2026 4/ })).toBeInTheDocument();
    expect(within(charts).getByText('Dawn')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Seen recently' })).toBeInTheDocument();

    const filters = screen.getByRole('form', { name: 'Filters' });
    expect(within(filters).getByRole('checkbox', { name: 'Very rare' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(filters).getByRole('checkbox', { name: 'Rare' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Only species I have not recorded yet' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/enhanced-discovery?lat=44.6&lng=-110.5&rarity=rare%2Cvery_rare&notRecordedByMe=true',
      ),
    );
    await vi.waitFor(() =>
      expect(api.callsTo('GET /api/discovery/enhanced').at(-1)?.url.searchParams.get('notRecordedByMe')).toBe(
        'true',
      ),
    );
  });

  it('shows the premium notice when the server refuses the plan', async () => {
    stubApi({ '/api/discovery/enhanced': () => json({ message: 'Premium only' }, 403) });
    await renderScreen(<EnhancedDiscoveryPage />, {
      path: '/enhanced-discovery',
      url,
      me: makeMember({ subscriptionTier: 'premium' }),
    });
    expect(await screen.findByRole('region', { name: 'A Premium feature' })).toBeInTheDocument();
  });
});

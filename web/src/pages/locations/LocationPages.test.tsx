// The location pages: the list filters through the address and the API, and one area's page shows its facts,
// best months, the species it is known for and those recorded with links, and its photographers.
import type { LocationList, LocationPage as LocationPageData } from '@common/schemas/locations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeSighting, renderScreen } from '../../features/sightings/test-support';
import { stubFetch } from '../auth/test-utils';
import LocationPage from './LocationPage';
import LocationsPage from './LocationsPage';

afterEach(() => vi.unstubAllGlobals());

const MARA = {
  slug: 'maasai-mara-national-reserve',
  name: 'Maasai Mara National Reserve',
  country: 'KE',
  state: 'Narok County',
  parkType: 'game_reserve',
  realm: 'africa',
  latitude: -1.49,
  longitude: 35.14,
  radiusKm: 40,
  bestMonths: [7, 8, 9, 10],
  sightings: 2,
} as const;

const LIST: LocationList = {
  items: [{ ...MARA, bestMonths: [...MARA.bestMonths] }],
  total: 1,
  countries: [
    { code: 'KE', areas: 3 },
    { code: 'US', areas: 12 },
  ],
  parkTypes: [{ parkType: 'game_reserve', areas: 4 }],
};

const PAGE: LocationPageData = {
  ...MARA,
  bestMonths: [...MARA.bestMonths],
  areaKm2: 1510,
  established: 1961,
  bestVisitingTimes: 'The wildebeest cross the Mara River from July to October.',
  description: 'Rolling grassland along the Mara River, where the great herds arrive from the Serengeti.',
  textLang: 'en',
  websiteUrl: 'https://example.org/mara',
  boundary: null,
  notableSpecies: [
    { slug: 'panthera-leo', scientificName: 'Panthera leo', name: 'Lion', sightings: 1 },
    { slug: null, scientificName: 'Connochaetes mearnsi', name: 'Connochaetes mearnsi', sightings: 0 },
  ],
  recordedSpecies: [{ slug: 'panthera-leo', scientificName: 'Panthera leo', name: 'Lion', sightings: 1 }],
  byMonth: [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
  topPhotographers: [{ id: 3, username: 'mara_lens', profileImageUrl: null, sightings: 2 }],
};

describe('LocationsPage', () => {
  it('lists areas and asks again with the filters chosen, which stay in the address', async () => {
    const fetchMock = stubFetch({ 'GET /api/locations': () => json(LIST) });
    await renderScreen(<LocationsPage />, { path: '/locations', url: '/locations' });
    expect(await screen.findByRole('heading', { name: '1 location' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maasai Mara National Reserve' })).toHaveAttribute(
      'href',
      '/location/maasai-mara-national-reserve',
    );
    expect(screen.getByText('Narok County, Kenya')).toBeInTheDocument();
    expect(screen.getByText('Best: Jul, Aug, Sep, Oct')).toBeInTheDocument();
    const user = userEvent.setup();
    const filters = screen.getByRole('form', { name: 'Find a location' });
    // Countries are named in the reader's language, with how many areas each has.
    await user.selectOptions(within(filters).getByLabelText('Country'), 'Kenya (3)');
    await user.selectOptions(within(filters).getByLabelText('Type'), 'Game reserve');
    const asked = () => fetchMock.mock.calls.map(([input]) => String(input));
    await vi.waitFor(() => expect(asked()).toContain('/api/locations?country=KE&parkType=game_reserve'));
  });
});

describe('LocationPage', () => {
  it('shows the area’s facts, best time, species with links and photographers', async () => {
    stubFetch({
      'GET /api/locations/maasai-mara-national-reserve': () => json(PAGE),
      'GET /api/locations/maasai-mara-national-reserve/sightings': () =>
        json([makeSighting({ id: 5, speciesName: 'Lion', place: null })]),
    });
    await renderScreen(<LocationPage />, {
      path: '/location/:slug',
      url: '/location/maasai-mara-national-reserve',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maasai Mara National Reserve' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Narok County, Kenya')).toBeInTheDocument();
    expect(screen.getByText('1,510 km²')).toBeInTheDocument();
    expect(screen.getByText('1961')).toBeInTheDocument();
    expect(screen.getByText(/wildebeest cross the Mara River/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Official website/ })).toHaveAttribute(
      'href',
      'https://example.org/mara',
    );
    const known = screen.getByRole('region', { name: 'Known for' });
    expect(within(known).getByRole('link', { name: /Lion/ })).toHaveAttribute(
      'href',
      '/species/panthera-leo',
    );
    // A species the catalogue lacks is named, not linked.
    expect(within(known).getByText('Connochaetes mearnsi')).toBeInTheDocument();
    expect(within(known).queryByRole('link', { name: /Connochaetes/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'mara_lens' })).toHaveAttribute('href', '/profile/3');
    const table = screen.getByRole('table', { name: 'Sightings by month' });
    expect(within(table).getByRole('row', { name: /July 1/ })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent sightings' });
    expect(await within(recent).findByRole('link', { name: /Lion/ })).toHaveAttribute('href', '/sighting/5');
  });

  it('says so when the area is unknown', async () => {
    stubFetch({ 'GET /api/locations/atlantis': () => json({ message: 'Location not found' }, 404) });
    await renderScreen(<LocationPage />, { path: '/location/:slug', url: '/location/atlantis' });
    expect(await screen.findByRole('heading', { name: 'Location not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All locations' })).toHaveAttribute('href', '/locations');
  });
});

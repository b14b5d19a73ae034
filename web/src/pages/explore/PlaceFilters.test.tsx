// /explore's place, date and member filters: read from the address (so a reload or a shared link shows the same
// list), sent to GET /api/sightings, written back as they are chosen, summed up in chips that remove one filter
// each, and cleared all at once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeSighting, renderScreen, stubApi } from '../../features/sightings/test-support';
import ExplorePage from './ExplorePage';

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => vi.unstubAllGlobals());

const YELLOWSTONE = { slug: 'yellowstone-national-park', name: 'Yellowstone National Park', country: 'US' };

function stubExplore() {
  return stubApi({
    '/api/categories': () => json([{ value: 'birds', name: 'Birds' }]),
    '/api/sightings': () => json([makeSighting({ speciesName: 'Grey wolf' })]),
    '/api/locations': ({ url }) =>
      json({
        items: (url.searchParams.get('q') ?? '').startsWith('yellow') ? [YELLOWSTONE] : [],
        total: 1,
        countries: [],
        parkTypes: [],
      }),
    '/api/locations/yellowstone-national-park': () => json(YELLOWSTONE),
  });
}

const where = () => screen.getByTestId('location').textContent ?? '';
const lastList = (api: ReturnType<typeof stubExplore>) =>
  api.callsTo('GET /api/sightings').at(-1)?.url.searchParams;

describe('explore place filters', () => {
  it('reads every filter from the address, asks for them and names them in chips', async () => {
    const api = stubExplore();
    await renderScreen(<ExplorePage />, {
      path: '/explore',
      url: '/explore?location=yellowstone-national-park&country=us&bbox=-111.5,44,-109.5,45.4&from=2025-01-01&to=2025-06-30&user=wolf_watcher',
    });
    expect(await screen.findByRole('link', { name: 'Grey wolf' })).toBeInTheDocument();
    const asked = lastList(api);
    expect(asked?.get('location')).toBe('yellowstone-national-park');
    expect(asked?.get('country')).toBe('US');
    expect(asked?.get('bbox')).toBe('-111.5,44,-109.5,45.4');
    expect(asked?.get('from')).toBe('2025-01-01');
    expect(asked?.get('to')).toBe('2025-06-30');
    expect(asked?.get('user')).toBe('wolf_watcher');

    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(await within(chips).findByText('Yellowstone National Park')).toBeInTheDocument();
    expect(within(chips).getByText('United States')).toBeInTheDocument();
    expect(within(chips).getByText('In the chosen map area')).toBeInTheDocument();
    expect(within(chips).getByText('Seen Jan 1, 2025 – Jun 30, 2025')).toBeInTheDocument();
    expect(within(chips).getByText('By wolf_watcher')).toBeInTheDocument();
    // The controls show the same values.
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    expect(screen.getByLabelText('Seen from')).toHaveValue('2025-01-01');
    expect(screen.getByLabelText('Seen until')).toHaveValue('2025-06-30');
    expect(screen.getByRole('textbox', { name: 'Member' })).toHaveValue('wolf_watcher');
  });

  it('leaves out values the server would refuse', async () => {
    const api = stubExplore();
    await renderScreen(<ExplorePage />, {
      path: '/explore',
      url: '/explore?location=Not%20a%20slug&country=USA&bbox=1,2,3&from=2025-02-30&user=two%20words',
    });
    await screen.findByRole('link', { name: 'Grey wolf' });
    const asked = lastList(api);
    for (const key of ['location', 'country', 'bbox', 'from', 'user']) expect(asked?.has(key)).toBe(false);
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('writes each chosen filter to the address and asks again', async () => {
    const user = userEvent.setup();
    const api = stubExplore();
    await renderScreen(<ExplorePage />, { path: '/explore', url: '/explore' });
    await screen.findByRole('link', { name: 'Grey wolf' });

    await user.type(screen.getByRole('searchbox', { name: 'Park or hot spot' }), 'yellow');
    await user.click(await screen.findByRole('button', { name: /Yellowstone National Park/ }));
    expect(where()).toBe('/explore?location=yellowstone-national-park');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'KE');
    expect(where()).toBe('/explore?location=yellowstone-national-park&country=KE');

    await user.type(screen.getByLabelText('Seen from'), '2024-05-01');
    await waitFor(() => expect(new URLSearchParams(where().split('?')[1]).get('from')).toBe('2024-05-01'));

    await user.type(screen.getByRole('textbox', { name: 'Member' }), 'coral_diver_ana{Enter}');
    expect(new URLSearchParams(where().split('?')[1]).get('user')).toBe('coral_diver_ana');
    await waitFor(() => expect(lastList(api)?.get('user')).toBe('coral_diver_ana'));
    expect(lastList(api)?.get('country')).toBe('KE');
    expect(lastList(api)?.get('location')).toBe('yellowstone-national-park');
  });

  it('removes one filter with its chip, and all of them with Clear filters', async () => {
    const user = userEvent.setup();
    stubExplore();
    await renderScreen(<ExplorePage />, {
      path: '/explore',
      url: '/explore?category=birds&country=KE&user=wolf_watcher&from=2025-01-01',
    });
    await screen.findByRole('link', { name: 'Grey wolf' });
    await user.click(screen.getByRole('button', { name: 'Remove filter: Kenya' }));
    expect(where()).toBe('/explore?category=birds&user=wolf_watcher&from=2025-01-01');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove filter: By wolf_watcher' }));
    expect(where()).toBe('/explore?category=birds&from=2025-01-01');
    expect(screen.getByRole('textbox', { name: 'Member' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(where()).toBe('/explore');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});

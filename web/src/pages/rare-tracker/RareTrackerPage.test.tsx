// The rare tracker page: cards with species links, rarity, counts, region and country, reporter; the rule stated
// word for word; visitors asked to sign in; members watch (radius, e-mail, push) and verify in dialogs; filters
// asked of the API and kept in the address.
import type { RareSighting, RareSightingDetail, RareSightingList } from '@common/schemas/rare-tracker';
import { VERIFICATION_RULE_TEXT } from '@common/schemas/rare-tracker';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeMember, renderScreen, stubApi } from '../../features/sightings/test-support';
import RareTrackerPage from './RareTrackerPage';

afterEach(() => vi.unstubAllGlobals());

const LEOPARD: RareSighting = {
  id: 3,
  species: {
    name: 'Snow leopard',
    commonName: 'Snow Leopard',
    scientificName: 'Panthera uncia',
    slug: 'panthera-uncia',
  },
  category: 'mammals',
  rarityLevel: 'very_rare',
  timesSighted: 4,
  lastSeenDate: '2024-05-01T12:00:00.000Z',
  latitude: 34.1,
  longitude: 77.5,
  region: 'Ladakh',
  countryCode: 'IN',
  photoUrl: 'uploads/leopard.webp',
  reporter: { id: 9, username: 'peak_watcher' },
  verificationStatus: 'pending',
  confirmations: 1,
  rejections: 0,
  activeWatchers: 2,
  watchedByMe: false,
  myWatch: null,
};

const ORCHID_MANTIS: RareSighting = {
  ...LEOPARD,
  id: 4,
  species: { name: 'Ghost mantis', commonName: null, scientificName: null, slug: null },
  category: 'insects',
  rarityLevel: 'rare',
  timesSighted: 1,
  photoUrl: null,
  region: null,
  countryCode: 'MY',
  reporter: { id: 7, username: 'arcticlens' },
  confirmations: 0,
  activeWatchers: 0,
};

const LIST: RareSightingList = { items: [LEOPARD, ORCHID_MANTIS], total: 2 };

function detailOf(record: RareSighting): RareSightingDetail {
  return { ...record, verifications: [], sightingIds: [11] };
}

describe('RareTrackerPage', () => {
  it('shows each record with its facts and the rule, and asks visitors to sign in', async () => {
    const api = stubApi({ '/api/rare-sightings': () => json(LIST) });
    await renderScreen(<RareTrackerPage />, { path: '/rare-tracker', url: '/rare-tracker' });
    expect(await screen.findByRole('heading', { name: '2 rare sightings' })).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_RULE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to watch or verify' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByText(/0\.2-degree cell/)).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Snow Leopard' });
    expect(within(card).getByRole('link', { name: 'Snow Leopard' })).toHaveAttribute(
      'href',
      '/species/panthera-uncia',
    );
    expect(within(card).getByText('Panthera uncia')).toBeInTheDocument();
    expect(within(card).getByText('Very rare')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('4')).toBeInTheDocument();
    expect(within(card).getByText('May 1, 2024')).toBeInTheDocument();
    expect(within(card).getByText('Ladakh, India')).toBeInTheDocument();
    expect(within(card).getByText('1 confirmation · 0 rejections')).toBeInTheDocument();
    expect(within(card).getByText('2 watchers')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'peak_watcher' })).toHaveAttribute('href', '/profile/9');
    expect(within(card).getByRole('img', { name: 'Photo of Snow Leopard' })).toHaveAttribute(
      'src',
      '/uploads/leopard.webp',
    );
    // Visitors see no member actions.
    expect(within(card).queryByRole('button', { name: 'Watch' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Verify' })).toBeNull();

    // A species outside the catalogue is named, not linked; the country alone when no region is known.
    const mantis = screen.getByRole('article', { name: 'Ghost mantis' });
    expect(within(mantis).queryByRole('link', { name: 'Ghost mantis' })).toBeNull();
    expect(within(mantis).getByText('Malaysia')).toBeInTheDocument();
    expect(within(mantis).getByText('No photo')).toBeInTheDocument();

    // Filters go to the API and into the address.
    const user = userEvent.setup();
    const filters = screen.getByRole('form', { name: 'Filter rare sightings' });
    await user.selectOptions(within(filters).getByLabelText('Rarity'), 'Extremely rare');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Verified');
    await user.selectOptions(within(filters).getByLabelText('Category'), 'Mammals');
    await user.selectOptions(within(filters).getByLabelText('Sort by'), 'Most sighted');
    await vi.waitFor(() => {
      const last = api.callsTo('GET /api/rare-sightings').at(-1)?.url.searchParams;
      expect(last?.get('rarityLevel')).toBe('extremely_rare');
      expect(last?.get('verificationStatus')).toBe('verified');
      expect(last?.get('category')).toBe('mammals');
      expect(last?.get('sort')).toBe('most_sighted');
    });
    expect(screen.getByTestId('location')).toHaveTextContent('sort=most_sighted');
  });

  it('lets a member watch with a radius and toggles, and verify as an expert', async () => {
    let current = LEOPARD;
    const api = stubApi({
      '/api/rare-sightings': () => json({ items: [current, ORCHID_MANTIS], total: 2 }),
      'POST /api/rare-sightings/3/watch': ({ body }) => {
        const b = body as { alertRadius: number; emailEnabled: boolean; pushEnabled: boolean };
        current = { ...current, watchedByMe: true, activeWatchers: 3, myWatch: b };
        return json(current);
      },
      'POST /api/rare-sightings/3/verifications': () => {
        current = { ...current, confirmations: 2, verificationStatus: 'verified' };
        return json(detailOf(current));
      },
    });
    await renderScreen(<RareTrackerPage />, {
      path: '/rare-tracker',
      url: '/rare-tracker',
      me: makeMember(),
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Snow Leopard' });
    expect(screen.queryByRole('link', { name: 'Sign in to watch or verify' })).toBeNull();
    // The member's own report cannot be verified by them.
    const own = screen.getByRole('article', { name: 'Ghost mantis' });
    expect(within(own).queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(within(own).getByText('Your report')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Watch' }));
    const watch = await screen.findByRole('dialog', { name: 'Watch Snow Leopard' });
    const radius = within(watch).getByLabelText('Alert radius (km)');
    await user.clear(radius);
    await user.type(radius, '600');
    expect(within(watch).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(radius);
    await user.type(radius, '120');
    await user.click(within(watch).getByRole('switch', { name: 'Push alerts' }));
    await user.click(within(watch).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/rare-sightings/3/watch').map((c) => c.body)).toEqual([
        { alertRadius: 120, emailEnabled: true, pushEnabled: true },
      ]),
    );
    expect(await within(card).findByText('3 watchers')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Stop watching' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Verify' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify Snow Leopard' });
    expect(within(verify).getByText(VERIFICATION_RULE_TEXT)).toBeInTheDocument();
    const send = within(verify).getByRole('button', { name: 'Send verification' });
    expect(send).toBeDisabled();
    await user.click(within(verify).getByRole('radio', { name: 'Confirm' }));
    await user.selectOptions(within(verify).getByLabelText('Your expertise'), 'Expert');
    await user.type(within(verify).getByLabelText('Notes (optional)'), 'Rosettes match.');
    await user.click(send);
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/rare-sightings/3/verifications').map((c) => c.body)).toEqual([
        { verificationStatus: 'confirmed', expertiseLevel: 'expert', verificationNotes: 'Rosettes match.' },
      ]),
    );
    expect(await within(card).findByText('2 confirmations · 0 rejections')).toBeInTheDocument();
    expect(within(card).getByText('Verified')).toBeInTheDocument();
  });
});

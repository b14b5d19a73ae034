// /migrations: what is happening now in the watcher's hemisphere, the cards with direction, peak months, distance,
// source and species link, the filters through the address and the API, and one migration (?id=) with its
// linked sightings and, for a member, linking one of their own sightings and the server's alert limit message.
import type { MigrationDetail, MigrationList, MigrationPattern } from '@common/schemas/migrations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeSighting, renderScreen } from '../../features/sightings/test-support';
import { callsTo, MEMBER, stubFetch } from '../auth/test-utils';
import MigrationsPage from './MigrationsPage';

afterEach(() => vi.unstubAllGlobals());

const MONARCH: MigrationPattern = {
  id: 'monarch-butterfly-eastern-migration',
  scientificName: 'Danaus plexippus',
  commonName: 'Monarch butterfly',
  migrationName: 'Autumn migration to the forests of Michoacán',
  direction: 'north-south',
  category: 'insects',
  startLocation: 'Southern Canada and the Great Lakes',
  endLocation: 'Oyamel fir forests of Michoacán, Mexico',
  route: [
    [42, -82.5],
    [38.5, -95],
    [29.5, -99.5],
    [19.6, -100.3],
  ],
  peakStartMonth: 9,
  peakEndMonth: 10,
  distanceKm: 4000,
  hemisphere: 'northern',
  confidenceLevel: 'high',
  dataSource: 'Urquhart and Urquhart 1978, Canadian Journal of Zoology',
  description:
    'The last generation of the summer flies south-west to a few mountain forests in central Mexico.',
  speciesSlug: 'danaus-plexippus',
  sightingCount: 1,
  happeningNow: true,
};

const ZEBRA: MigrationPattern = {
  ...MONARCH,
  id: 'plains-zebra-chobe-nxai-pan',
  scientificName: 'Equus quagga',
  commonName: 'Plains zebra',
  migrationName: 'Chobe floodplains to Nxai Pan',
  category: 'mammals',
  peakStartMonth: 12,
  peakEndMonth: 2,
  distanceKm: 250,
  hemisphere: 'southern',
  speciesSlug: null,
  sightingCount: 0,
  happeningNow: false,
};

const LIST: MigrationList = { items: [MONARCH, ZEBRA], currentMonth: 9 };
const NOW: MigrationList = { items: [MONARCH], currentMonth: 9 };

const DETAIL: MigrationDetail = {
  ...MONARCH,
  sightings: [
    {
      migrationPhase: 'staging',
      groupSize: 300,
      behaviorObserved: null,
      weatherConditions: null,
      notes: 'Roosting in maples',
      verificationStatus: 'pending',
      linkedBy: 7,
      linkedAt: '2026-09-10T10:00:00.000Z',
      sighting: makeSighting({ id: 9, speciesName: 'Monarch butterfly', photographer: 'lake_erie_wings' }),
    },
  ],
};

function routes(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/migrations': (_init, url) => json(url.includes('happeningNow=true') ? NOW : LIST),
    ...extra,
  });
}

describe('MigrationsPage', () => {
  it('shows what is happening now, the cards, and asks again with the filters chosen', async () => {
    const fetchMock = routes();
    await renderScreen(<MigrationsPage />, { path: '/migrations', url: '/migrations' });
    expect(await screen.findByRole('heading', { name: 'Migrations: 2' })).toBeInTheDocument();
    const now = screen.getByRole('region', { name: 'Happening now' });
    expect(await within(now).findByText(/At their peak in September/)).toBeInTheDocument();
    expect(within(now).getByRole('link', { name: /Monarch butterfly/ })).toHaveAttribute(
      'href',
      '/migrations?id=monarch-butterfly-eastern-migration',
    );

    const card = screen.getByRole('article', { name: 'Monarch butterfly' });
    expect(within(card).getByText('North to south')).toBeInTheDocument();
    expect(within(card).getByText('September – October')).toBeInTheDocument();
    expect(within(card).getByText('4,000 km')).toBeInTheDocument();
    expect(within(card).getByText(/Urquhart and Urquhart 1978/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Species page' })).toHaveAttribute(
      'href',
      '/species/danaus-plexippus',
    );
    const zebra = screen.getByRole('article', { name: 'Plains zebra' });
    expect(within(zebra).getByText('December – February')).toBeInTheDocument();
    expect(within(zebra).queryByRole('link', { name: 'Species page' })).toBeNull();

    const asked = () => fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked()).toContain('/api/migrations?happeningNow=true&hemisphere=northern');
    const user = userEvent.setup();
    await user.click(within(now).getByRole('button', { name: 'Southern' }));
    await vi.waitFor(() =>
      expect(asked()).toContain('/api/migrations?happeningNow=true&hemisphere=southern'),
    );
    const filters = screen.getByRole('form', { name: 'Filter migrations' });
    await user.selectOptions(within(filters).getByLabelText('Category'), 'Insects');
    await user.selectOptions(within(filters).getByLabelText('Peak month'), 'October');
    await vi.waitFor(() => expect(asked()).toContain('/api/migrations?category=insects&month=10'));
  });

  it('opens one migration with its linked sightings and invites a visitor to sign in', async () => {
    routes({ [`GET /api/migrations/${MONARCH.id}`]: () => json(DETAIL) });
    await renderScreen(<MigrationsPage />, { path: '/migrations', url: `/migrations?id=${MONARCH.id}` });
    const detail = await screen.findByRole('region', { name: MONARCH.migrationName });
    expect(within(detail).getByText(/mountain forests in central Mexico/)).toBeInTheDocument();
    const linked = within(detail).getByRole('region', { name: 'Sightings linked by members' });
    expect(within(linked).getByRole('link', { name: 'Monarch butterfly' })).toHaveAttribute(
      'href',
      '/sighting/9',
    );
    expect(within(linked).getByText('Staging · Group of 300')).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: /Sign in to link your sightings/ })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(detail).queryByRole('form', { name: 'Alert me' })).toBeNull();
  });

  it('lets a member link one of their own sightings and shows the server’s alert limit', async () => {
    const limit =
      'Free members can keep 2 migration alerts. Remove one or upgrade to Premium for unlimited alerts.';
    const fetchMock = routes({
      [`GET /api/migrations/${MONARCH.id}`]: () => json({ ...DETAIL, sightings: [] }),
      'GET /api/sightings': () => json([makeSighting({ id: 77, userId: MEMBER.id, speciesName: 'Monarch' })]),
      'GET /api/migration-alerts': () => json({ items: [], limit: 2 }),
      [`POST /api/migrations/${MONARCH.id}/sightings`]: () =>
        json(
          {
            id: 1,
            migrationPatternId: MONARCH.id,
            sightingId: 77,
            migrationPhase: 'arrival',
            groupSize: 12,
            verificationStatus: 'pending',
          },
          201,
        ),
      'POST /api/migration-alerts': () => json({ message: limit }, 403),
    });
    await renderScreen(<MigrationsPage />, {
      path: '/migrations',
      url: `/migrations?id=${MONARCH.id}`,
      me: MEMBER,
    });
    const user = userEvent.setup();
    const linkForm = await screen.findByRole('form', { name: 'Link one of my sightings' });
    await within(linkForm).findByRole('option', { name: /Monarch/ });
    await user.selectOptions(within(linkForm).getByLabelText('Sighting'), '77');
    await user.selectOptions(within(linkForm).getByLabelText('Migration phase'), 'Arrival');
    await user.type(within(linkForm).getByLabelText('Group size'), '12');
    await user.click(within(linkForm).getByRole('button', { name: 'Link sighting' }));
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, `POST /api/migrations/${MONARCH.id}/sightings`)).toEqual([
        { sightingId: 77, migrationPhase: 'arrival', groupSize: 12 },
      ]),
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/sightings?userId=${MEMBER.id}&limit=50`,
    );

    const alertForm = screen.getByRole('form', { name: 'Alert me' });
    await user.selectOptions(within(alertForm).getByLabelText('Alert type'), 'When the peak begins');
    await user.click(within(alertForm).getByRole('button', { name: 'Create alert' }));
    expect(await within(alertForm).findByRole('alert')).toHaveTextContent(limit);
    expect(callsTo(fetchMock, 'POST /api/migration-alerts')).toEqual([
      {
        migrationPatternId: MONARCH.id,
        alertType: 'peak_start',
        alertRadius: 50,
        latitude: 19.6,
        longitude: -100.3,
      },
    ]);
  });
});

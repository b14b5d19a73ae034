// /enhanced-location-alerts: a trip alert's card with every statistics counter and its recent matches, the
// trip and smart fields of the form, the trip's dates checked before sending, and the full body sent.
import type { AlertTriggerList } from '@common/schemas/location-alerts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAlert } from '../../features/location-alerts/test-support';
import { json, renderScreen } from '../../features/sightings/test-support';
import { callsTo, MEMBER, stubFetch } from '../auth/test-utils';
import EnhancedLocationAlertsPage from './EnhancedLocationAlertsPage';

vi.mock('../../features/location-alerts/AlertMap', () => ({
  default: () => <div data-testid="alert-map" />,
}));

afterEach(() => vi.unstubAllGlobals());

const TRIP = makeAlert({
  id: 3,
  alertName: 'Kruger trip',
  alertType: 'trip',
  location: 'Kruger, Satara camp',
  latitude: -24.39,
  longitude: 31.78,
  radiusKm: 80,
  categories: ['mammals'],
  specificSpecies: [],
  startDate: '2026-07-10',
  endDate: '2026-07-20',
  tripType: 'safari',
  accommodationLocation: 'Satara rest camp',
  priorityLevel: 'high',
  statistics: {
    totalTriggers: 21,
    triggersToday: 2,
    sent: 14,
    held: 4,
    capped: 2,
    throttled: 1,
    viewed: 11,
    emailsSent: 6,
    lastTriggeredAt: '2026-07-12T06:40:00.000Z',
  },
});

const TRIGGERS: AlertTriggerList = {
  triggers: [
    {
      id: 90,
      alertId: 3,
      sightingId: 9,
      species: 'African wild dog',
      location: 'Mpumalanga',
      photographer: 'savanna_sam',
      imageUrl: '/media/s/9/thumb.webp',
      rarity: 'very_rare',
      relevanceScore: 92,
      delivery: 'held',
      viewed: false,
      createdAt: '2026-07-12T06:40:00.000Z',
    },
  ],
};

const render = () =>
  renderScreen(<EnhancedLocationAlertsPage />, {
    path: '/enhanced-location-alerts',
    url: '/enhanced-location-alerts',
    me: MEMBER,
  });

describe('EnhancedLocationAlertsPage', () => {
  it('shows a trip alert with every counter and its recent matches', async () => {
    const fetchMock = stubFetch({
      'GET /api/location-alerts': () => json({ alerts: [TRIP], limit: null }),
      'GET /api/location-alerts/3/triggers': () => json(TRIGGERS),
    });
    await render();
    const card = await screen.findByRole('article', { name: 'Kruger trip' });
    expect(within(card).getByText(/Trip from Jul 10, 2026 to Jul 20, 2026/)).toHaveTextContent(
      /Safari · staying at Satara rest camp/,
    );
    expect(within(card).getByText('Priority: High')).toBeInTheDocument();
    const counters = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextSibling?.textContent]),
    );
    expect(counters).toMatchObject({
      Matches: '21',
      Today: '2',
      Sent: '14',
      Held: '4',
      'Over limit': '2',
      Throttled: '1',
      Viewed: '11',
      'E-mails sent': '6',
    });
    expect(counters['Last triggered']).toMatch(/Jul 12, 2026/);

    const user = userEvent.setup();
    expect(callsTo(fetchMock, 'GET /api/location-alerts/3/triggers')).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Show recent matches' }));
    const matches = await within(card).findByRole('list', { name: 'Recent matches' });
    expect(within(matches).getByRole('link', { name: 'African wild dog' })).toHaveAttribute(
      'href',
      '/sighting/9',
    );
    expect(within(matches).getByText(/by.*savanna_sam/)).toBeInTheDocument();
    expect(within(matches).getByText('Held (quiet hours)')).toBeInTheDocument();
    expect(within(matches).getByText('Relevance 92%')).toBeInTheDocument();
    expect(within(matches).getByText('Very rare')).toBeInTheDocument();
  });

  it('checks a trip’s dates and sends the trip and smart fields', async () => {
    const fetchMock = stubFetch({
      'GET /api/location-alerts': () => json({ alerts: [], limit: null }),
      'POST /api/location-alerts': () => json(TRIP, 201),
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create alert' }));
    const form = screen.getByRole('form', { name: 'New location alert' });
    expect(within(form).queryByLabelText('First day of the trip')).toBeNull();
    await user.click(within(form).getByRole('radio', { name: /Trip/ }));
    await user.type(within(form).getByLabelText('Alert name'), 'Kruger trip');
    await user.type(within(form).getByLabelText('Latitude'), '-24.39');
    await user.type(within(form).getByLabelText('Longitude'), '31.78');
    fireEvent.change(within(form).getByLabelText('First day of the trip'), {
      target: { value: '2026-07-20' },
    });
    fireEvent.change(within(form).getByLabelText('Last day of the trip'), {
      target: { value: '2026-07-10' },
    });
    await user.selectOptions(within(form).getByLabelText('Kind of trip'), 'Safari');
    await user.type(within(form).getByLabelText('Where you stay'), 'Satara rest camp');
    await user.click(within(form).getByRole('button', { name: 'Create alert' }));

    const end = within(form).getByLabelText('Last day of the trip');
    expect(end).toHaveAccessibleDescription('The trip must end on or after the day it starts');
    expect(callsTo(fetchMock, 'POST /api/location-alerts')).toEqual([]);

    fireEvent.change(end, { target: { value: '2026-07-21' } });
    expect(within(form).getByRole('switch', { name: 'Smart filtering' })).toBeChecked();
    expect(within(form).getByText(/Scores each sighting by distance/)).toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'Smart filtering' }));
    await user.selectOptions(within(form).getByLabelText('Priority'), 'High');
    await user.click(within(form).getByRole('switch', { name: 'Only members I follow' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Dawn' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Rain' }));
    await user.click(within(form).getByRole('checkbox', { name: 'August' }));
    await user.click(within(form).getByRole('checkbox', { name: 'July' }));
    await user.click(within(form).getByRole('button', { name: 'Create alert' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST /api/location-alerts')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/location-alerts')[0]).toMatchObject({
      alertName: 'Kruger trip',
      alertType: 'trip',
      startDate: '2026-07-20',
      endDate: '2026-07-21',
      tripType: 'safari',
      accommodationLocation: 'Satara rest camp',
      smartFiltering: false,
      priorityLevel: 'high',
      instantHighPriority: true,
      photographerFollowing: true,
      timeOfDay: ['dawn'],
      weatherConditions: ['rain'],
      seasonality: [7, 8],
      radiusKm: 50,
      confidenceThreshold: 70,
      maxAlertsPerDay: 10,
    });
  });
});

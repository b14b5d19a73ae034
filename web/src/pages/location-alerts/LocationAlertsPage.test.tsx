// /location-alerts: the empty state, creating an alert (the body with its defaults, species from the
// autocomplete and typed, quiet hours), the free plan's limit (counted on the page and refused by the server),
// editing (only the changed fields), pausing, deleting after a confirmation, and the form's own messages.
import { ALERT_ALLOWANCE_MESSAGE, type AlertAllowance } from '@common/plans/benefits';
import type { LocationAlertList } from '@common/schemas/location-alerts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAlert } from '../../features/location-alerts/test-support';
import { json, renderScreen } from '../../features/sightings/test-support';
import { callsTo, MEMBER, stubFetch } from '../auth/test-utils';
import LocationAlertsPage from './LocationAlertsPage';

vi.mock('../../features/location-alerts/AlertMap', () => ({
  default: () => <div data-testid="alert-map" />,
}));

afterEach(() => vi.unstubAllGlobals());

const LIMIT_MESSAGE = ALERT_ALLOWANCE_MESSAGE;

/** The list, and the plan's alerts of every kind (here `others` migration alerts or watches besides the list). */
function routes(list: LocationAlertList, extra: Parameters<typeof stubFetch>[0] = {}, others = 0) {
  const used = list.alerts.length + others;
  const allowance: AlertAllowance = {
    used,
    limit: list.limit,
    remaining: list.limit === null ? null : Math.max(0, list.limit - used),
    byKind: { location: list.alerts.length, migration: others, rareWatch: 0 },
  };
  return stubFetch({
    'GET /api/location-alerts': () => json(list),
    'GET /api/alert-allowance': () => json(allowance),
    ...extra,
  });
}

const render = () =>
  renderScreen(<LocationAlertsPage />, { path: '/location-alerts', url: '/location-alerts', me: MEMBER });

describe('LocationAlertsPage', () => {
  it('explains alerts when there are none and creates one with the defaults', async () => {
    const created = makeAlert({ id: 5 });
    const fetchMock = routes(
      { alerts: [], limit: 2 },
      {
        'POST /api/location-alerts': () => json(created, 201),
        'GET /api/species/suggest': () =>
          json({
            species: [
              {
                id: 11,
                slug: 'bubo-scandiacus',
                name: 'Snowy owl',
                englishName: 'Snowy owl',
                scientificName: 'Bubo scandiacus',
                category: 'birds',
                conservationStatus: null,
                sightings: 3,
              },
            ],
          }),
      },
    );
    await render();
    expect(await screen.findByRole('heading', { name: 'No location alerts yet' })).toBeInTheDocument();
    expect(await screen.findByText('0 of 2 alerts used')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    const form = screen.getByRole('form', { name: 'New location alert' });
    expect(within(form).getByRole('group', { name: 'Place' })).toBeInTheDocument();
    expect(within(form).getByText(Intl.DateTimeFormat().resolvedOptions().timeZone)).toBeInTheDocument();
    expect(within(form).getByLabelText('Radius')).toHaveValue('50');
    await user.type(within(form).getByLabelText('Alert name'), 'Owls near home');
    await user.type(within(form).getByLabelText('Place name'), 'Home');
    await user.type(within(form).getByLabelText('Latitude'), '48.85');
    await user.type(within(form).getByLabelText('Longitude'), '2.35');
    await user.click(within(form).getByRole('checkbox', { name: 'Birds' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Rare' }));

    const species = within(form).getByRole('combobox', { name: 'Species' });
    await user.type(species, 'Snowy');
    await user.click(await within(form).findByRole('option', { name: /Snowy owl/ }));
    await user.type(species, 'Tawny owl{Enter}');
    const chips = within(form).getByRole('list', { name: 'Chosen species' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Snowy owl', 'Tawny owl']);
    fireEvent.change(within(form).getByLabelText('From', { selector: '[id$="quietStart"]' }), {
      target: { value: '22:00' },
    });
    fireEvent.change(within(form).getByLabelText('To', { selector: '[id$="quietEnd"]' }), {
      target: { value: '06:30' },
    });

    await user.click(within(form).getByRole('button', { name: 'Create alert' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST /api/location-alerts')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/location-alerts')[0]).toEqual({
      alertName: 'Owls near home',
      location: 'Home',
      latitude: 48.85,
      longitude: 2.35,
      radiusKm: 50,
      categories: ['birds'],
      specificSpecies: [
        { speciesId: 11, name: 'Snowy owl' },
        { speciesId: null, name: 'Tawny owl' },
      ],
      rarityLevels: ['rare'],
      activeHours: null,
      quietHours: { start: '22:00', end: '06:30' },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      confidenceThreshold: 70,
      maxAlertsPerDay: 10,
      emailEnabled: true,
      pushEnabled: true,
      inAppEnabled: true,
      dailyDigest: false,
      weeklyReport: false,
    });
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'New location alert' })).toBeNull());
  });

  it('shows a free member their limit, the way to Premium, and the server’s refusal', async () => {
    routes({ alerts: [makeAlert({ id: 1 }), makeAlert({ id: 2, alertName: 'Garden' })], limit: 2 });
    const full = await render();
    expect(await screen.findByText('2 of 2 alerts used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/upgrade');
    expect(screen.getByRole('button', { name: 'Create alert' })).toBeDisabled();
    full.unmount();
    vi.unstubAllGlobals();

    const fetchMock = routes(
      { alerts: [makeAlert({ id: 1 })], limit: 2 },
      { 'POST /api/location-alerts': () => json({ message: LIMIT_MESSAGE }, 403) },
    );
    await render();
    expect(await screen.findByText('1 of 2 alerts used')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    const form = screen.getByRole('form', { name: 'New location alert' });
    await user.type(within(form).getByLabelText('Alert name'), 'Coast');
    await user.type(within(form).getByLabelText('Latitude'), '43.3');
    await user.type(within(form).getByLabelText('Longitude'), '-1.9');
    await user.click(within(form).getByRole('button', { name: 'Create alert' }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent(LIMIT_MESSAGE);
    expect(within(refusal).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    expect(callsTo(fetchMock, 'POST /api/location-alerts')).toHaveLength(1);
  });

  it('counts migration alerts and rare tracker watches with location alerts against the free plan', async () => {
    routes({ alerts: [makeAlert({ id: 1 })], limit: 2 }, {}, 1);
    await render();
    expect(await screen.findByText('2 of 2 alerts used')).toBeInTheDocument();
    expect(
      screen.getByText('Location alerts, migration alerts and rare tracker watches count together.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/upgrade');
    expect(screen.getByRole('button', { name: 'Create alert' })).toBeDisabled();
  });

  it('sends only the fields an edit changed, pauses an alert and deletes one after confirming', async () => {
    const alert = makeAlert({
      id: 7,
      statistics: {
        totalTriggers: 12,
        triggersToday: 3,
        sent: 9,
        held: 2,
        capped: 1,
        throttled: 0,
        viewed: 8,
        emailsSent: 4,
        lastTriggeredAt: '2026-03-05T08:15:00.000Z',
      },
    });
    const fetchMock = routes(
      { alerts: [alert], limit: null },
      {
        'PATCH /api/location-alerts/7': () => json(alert),
        'DELETE /api/location-alerts/7': () => new Response(null, { status: 204 }),
      },
    );
    await render();
    const card = await screen.findByRole('article', { name: 'Owls near home' });
    expect(await screen.findByText('Premium: unlimited notification alerts')).toBeInTheDocument();
    expect(within(card).getByText(/within 50 km/)).toBeInTheDocument();
    expect(within(card).getByText('Birds · Snowy owl')).toBeInTheDocument();
    expect(within(card).getByText('Matches').nextSibling).toHaveTextContent('12');
    expect(within(card).getByText('Today').nextSibling).toHaveTextContent('3');
    // The simple page keeps to the common counters.
    expect(within(card).queryByText('Throttled')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('switch', { name: 'Active' }));
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, 'PATCH /api/location-alerts/7')).toEqual([{ isActive: false }]),
    );

    await user.click(within(card).getByRole('button', { name: /Edit.*Owls near home/ }));
    const form = screen.getByRole('form', { name: /Edit.*Owls near home/ });
    expect(within(form).getByLabelText('Alert name')).toHaveValue('Owls near home');
    expect(within(form).getByText('Europe/Paris')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Radius'), { target: { value: '120' } });
    await user.click(within(form).getByRole('switch', { name: 'E-mail' }));
    // Ticked again in another order: not a change.
    await user.click(within(form).getByRole('checkbox', { name: 'Birds' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Birds' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/location-alerts/7')).toHaveLength(2));
    expect(callsTo(fetchMock, 'PATCH /api/location-alerts/7')[1]).toEqual({
      radiusKm: 120,
      emailEnabled: false,
    });

    const again = await screen.findByRole('article', { name: 'Owls near home' });
    await user.click(within(again).getByRole('button', { name: /Delete.*Owls near home/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this alert?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/location-alerts/7')).toHaveLength(1));
  });

  it('asks for a name and a place before sending anything', async () => {
    const fetchMock = routes({ alerts: [], limit: 2 });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create alert' }));
    const form = screen.getByRole('form', { name: 'New location alert' });
    await user.type(within(form).getByLabelText('Latitude'), '95');
    await user.click(within(form).getByRole('button', { name: 'Create alert' }));

    const name = within(form).getByLabelText('Alert name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Give the alert a name');
    expect(name).toHaveFocus();
    expect(within(form).getByLabelText('Latitude')).toHaveAccessibleDescription(
      'Enter a latitude between -90 and 90.',
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the fields marked above.');
    expect(callsTo(fetchMock, 'POST /api/location-alerts')).toEqual([]);
  });
});

// The live alerts end to end in the browser: a signed-in member's provider opens /ws (a fake WebSocket class
// stands in for the browser's) and authenticates; an alert becomes a popup, an unread count on the header's
// button ('9+' above 9), a sound when the toggle is on, and an entry in the list, where it can be opened, marked
// read, dismissed or cleared. Visitors and free members open nothing (popups are a Premium Explorer benefit: a
// free member's list says so, with the way to Premium); signing out closes the socket and empties the list.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '../../app/layout/test-providers';
import i18n from '../../lib/i18n';
import { authKeys } from '../auth/keys';
import { SOUND_STORAGE_KEY } from './constants';
import { RealtimeAlertsProvider } from './context';
import { LiveAlertsButton } from './LiveAlertsButton';
import { FakeSocket, makeAlert } from './test-fixtures';

const LOADED = { timeout: 5000 };
let beeps = 0;

class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  createOscillator() {
    beeps += 1;
    return {
      frequency: { setValueAtTime() {} },
      connect() {},
      start() {},
      stop() {},
    };
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
  }
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

// Real-time popups are a Premium Explorer benefit: the member here is premium unless a test says otherwise.
async function renderLive(user = makeUser({ id: 7, subscriptionTier: 'premium' })) {
  const result = await renderWithProviders(
    <RealtimeAlertsProvider>
      <LiveAlertsButton />
      <Where />
    </RealtimeAlertsProvider>,
    { user, route: '/explore' },
  );
  return result;
}

/** Waits for the lazily loaded connection, then opens it as the server would. */
async function connected(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0), LOADED);
  const socket = FakeSocket.last;
  act(() => socket.serverOpens());
  return socket;
}

function push(socket: FakeSocket, ...alerts: ReturnType<typeof makeAlert>[]) {
  act(() => {
    for (const data of alerts) socket.serverSends({ type: 'rare_species_alert', data });
  });
}

const trigger = () => screen.getByRole('button', { name: /^Live alerts/ });
const badge = () => screen.queryByTestId('live-alerts-badge')?.textContent ?? null;

beforeEach(async () => {
  FakeSocket.reset();
  beeps = 0;
  localStorage.removeItem(SOUND_STORAGE_KEY);
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.removeItem(SOUND_STORAGE_KEY);
});

describe('live alerts', () => {
  it('connects a signed-in member and authenticates', async () => {
    await renderLive();
    const socket = await connected();
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    expect(JSON.parse(socket.sent[0] ?? '{}')).toMatchObject({ type: 'authenticate', userId: 7 });
    expect(trigger()).toHaveAccessibleName('Live alerts');
  });

  it('opens no connection for a visitor', async () => {
    await renderWithProviders(
      <RealtimeAlertsProvider>
        <LiveAlertsButton />
      </RealtimeAlertsProvider>,
      { user: null },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('turns an alert into a popup, an unread count and a beep; a duplicate is ignored', async () => {
    await renderLive();
    const socket = await connected();
    push(socket, makeAlert({ id: 1 }), makeAlert({ id: 1 }));
    expect(await screen.findAllByTestId('alert-popup')).toHaveLength(1);
    expect(badge()).toBe('1');
    expect(trigger()).toHaveAccessibleName('Live alerts: 1 unread');
    expect(beeps).toBe(1);

    push(socket, ...Array.from({ length: 9 }, (_, i) => makeAlert({ id: 10 + i })));
    expect(badge()).toBe('9+');
    expect(screen.getAllByTestId('alert-popup')).toHaveLength(3);
  });

  it('lists alerts: open one, mark read, dismiss, clear all', async () => {
    const user = userEvent.setup();
    await renderLive();
    const socket = await connected();
    push(
      socket,
      makeAlert({ id: 1, species: 'Snow Leopard', sightingId: 11 }),
      makeAlert({ id: 2, species: 'Kakapo', sightingId: 12 }),
      makeAlert({ id: 3, species: 'Saola', sightingId: 13 }),
    );
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    const items = () => within(dialog).getAllByTestId('live-alert');
    expect(items().map((li) => li.textContent)).toEqual([
      expect.stringContaining('Saola'),
      expect.stringContaining('Kakapo'),
      expect.stringContaining('Snow Leopard'),
    ]);
    expect(within(dialog).getByTestId('connection-state')).toHaveTextContent('Live');

    await user.click(within(items()[0] as HTMLElement).getByRole('button', { name: 'Mark as read' }));
    expect(items()[0]).toHaveAttribute('data-read', 'true');
    expect(badge()).toBe('2');

    await user.click(within(items()[1] as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(items()).toHaveLength(2);
    expect(badge()).toBe('1');

    await user.click(within(items()[1] as HTMLElement).getByRole('link'));
    expect(screen.getByTestId('where')).toHaveTextContent('/sighting/11');
    expect(badge()).toBeNull();

    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'Clear all' }, LOADED));
    expect(screen.getByText(/No alerts yet/)).toBeInTheDocument();
    expect(screen.queryAllByTestId('alert-popup')).toHaveLength(0);
  });

  it('remembers the sound toggle and stays silent when it is off', async () => {
    const user = userEvent.setup();
    await renderLive();
    const socket = await connected();
    await user.click(trigger());
    const sound = await screen.findByRole('switch', { name: 'Alert sound' }, LOADED);
    expect(sound).toHaveAttribute('aria-checked', 'true');
    await user.click(sound);
    expect(sound).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
    push(socket, makeAlert({ id: 4 }));
    expect(beeps).toBe(0);
  });

  it('asks for browser notifications only from the button, then shows alerts with them', async () => {
    const shown: string[] = [];
    const requestPermission = vi.fn(async () => {
      FakeNotification.permission = 'granted';
      return 'granted' as const;
    });
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = requestPermission;
      onclick = null;
      constructor(title: string) {
        shown.push(title);
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    const user = userEvent.setup();
    await renderLive();
    const socket = await connected();
    expect(requestPermission).not.toHaveBeenCalled();

    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'Enable browser notifications' }, LOADED));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Browser notifications are on.')).toBeInTheDocument();

    push(socket, makeAlert({ id: 5, species: 'Kakapo' }));
    expect(shown).toEqual([expect.stringMatching(/^RARE SPECIES ALERT: .*Kakapo/)]);
  });

  it('opens no connection for a free member, whose list says popups are a Premium Explorer benefit', async () => {
    const user = userEvent.setup();
    await renderLive(makeUser({ id: 8, subscriptionTier: 'free' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeSocket.instances).toHaveLength(0);
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    expect(within(dialog).getByTestId('premium-popups-note')).toHaveTextContent(
      'Instant popups are a Premium Explorer benefit.',
    );
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Premium Explorer' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    expect(within(dialog).queryByTestId('connection-state')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Enable browser notifications' })).toBeNull();
  });

  it('closes the socket when premium ends, and opens one when it begins', async () => {
    const { queryClient } = await renderLive(makeUser({ id: 9, subscriptionTier: 'free' }));
    act(() => queryClient.setQueryData(authKeys.me, makeUser({ id: 9, subscriptionTier: 'premium' })));
    const socket = await connected();
    act(() => queryClient.setQueryData(authKeys.me, makeUser({ id: 9, subscriptionTier: 'free' })));
    await waitFor(() => expect(socket.closedWith).toBe(1000));
  });

  it('closes the socket and empties the list on sign-out', async () => {
    const { queryClient } = await renderLive();
    const socket = await connected();
    push(socket, makeAlert({ id: 1 }));
    expect(badge()).toBe('1');
    act(() => queryClient.setQueryData(authKeys.me, null));
    await waitFor(() => expect(socket.closedWith).toBe(1000));
    expect(badge()).toBeNull();
    expect(screen.queryAllByTestId('alert-popup')).toHaveLength(0);
  });
});

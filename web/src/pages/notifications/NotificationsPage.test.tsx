// The notifications page: texts in the current language from type and actor, unread highlighted, opening
// one marks it read, 'Mark all as read', the empty state, and the header badge following along.
import type { AppNotification } from '@common/schemas/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/Toaster';
import { resetToasts } from '../../components/ui/use-toast';
import { authKeys } from '../../features/auth/keys';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { makeNotification } from '../../features/profiles/test-fixtures';
import i18n, { i18nReady } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { callsTo, jsonResponse, LocationProbe, MEMBER, stubFetch } from '../auth/test-utils';
import NotificationsPage from './NotificationsPage';

afterEach(() => vi.unstubAllGlobals());

const FOUR: AppNotification[] = [
  makeNotification({ id: 4, type: 'follow', sightingId: null, speciesName: null }),
  makeNotification({ id: 3, type: 'like' }),
  makeNotification({
    id: 2,
    type: 'reply',
    isRead: true,
    actor: { id: 8, username: 'kestrel', profileImageUrl: null },
    speciesName: 'Otter',
    sightingId: 12,
  }),
  makeNotification({
    id: 1,
    type: 'rare_species_alert',
    message: 'A Bittern was seen near you',
    actor: null,
    sightingId: null,
  }),
];

/** The page and, outside the routes like the real header, the bell with its unread badge. */
async function renderNotifications(initial: AppNotification[]) {
  await i18nReady;
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  resetToasts();
  let list = initial.map((n) => ({ ...n }));
  const fetchMock = stubFetch({
    'GET /api/notifications': () => jsonResponse(list),
    'GET /api/notifications/unread-count': () =>
      jsonResponse({ unreadCount: list.filter((n) => !n.isRead).length }),
    'POST /api/notifications/3/read': () => {
      list = list.map((n) => (n.id === 3 ? { ...n, isRead: true } : n));
      return jsonResponse({ ok: true });
    },
    'POST /api/notifications/read-all': () => {
      const updated = list.filter((n) => !n.isRead).length;
      list = list.map((n) => ({ ...n, isRead: true }));
      return jsonResponse({ updated });
    },
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.me, MEMBER);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/notifications']}>
        <NotificationBell />
        <Routes>
          <Route path="/notifications" element={<NotificationsPage />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const items = () => screen.getAllByTestId('notification');
const badge = () => screen.queryByTestId('unread-badge')?.textContent ?? null;

describe('NotificationsPage', () => {
  it('words each notification from its type and actor, and highlights unread ones', async () => {
    await renderNotifications(FOUR);
    await screen.findByText(/started following you/);
    const [follow, like, reply, other] = items() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(follow).toHaveTextContent('heron_watch started following you');
    // Species names are members' words, isolated (FSI ... PDI) inside the sentence.
    expect(like).toHaveTextContent('heron_watch liked your sighting of \u2068Grey Heron\u2069');
    expect(reply).toHaveTextContent('kestrel replied to your comment on \u2068Otter\u2069');
    expect(other).toHaveTextContent('A Bittern was seen near you');
    expect(within(like).getByText('heron_watch').tagName).toBe('STRONG');
    expect(like).toHaveTextContent('5 minutes ago');

    expect(follow.dataset.unread).toBe('true');
    expect(reply.dataset.unread).toBe('false');
    expect(within(follow).getByRole('link')).toHaveAttribute('href', '/profile/7');
    expect(within(like).getByRole('link')).toHaveAttribute('href', '/sighting/11');
    expect(within(reply).getByRole('link')).toHaveAttribute('href', '/sighting/12');
  });

  it('marks one read when opened, and the badge asks the server again', async () => {
    const fetchMock = await renderNotifications(FOUR);
    await waitFor(() => expect(badge()).toBe('3'));
    const countCalls = callsTo(fetchMock, 'GET /api/notifications/unread-count').length;

    const user = userEvent.setup();
    const like = items()[1] as HTMLElement;
    await user.click(within(like).getByRole('link'));

    expect(screen.getByTestId('location')).toHaveTextContent('/sighting/11');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/notifications/3/read')).toHaveLength(1));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/notifications/unread-count').length).toBeGreaterThan(countCalls),
    );
    await waitFor(() => expect(badge()).toBe('2'));
  });

  it('marks all as read and clears the badge', async () => {
    const fetchMock = await renderNotifications(FOUR);
    await waitFor(() => expect(badge()).toBe('3'));
    const countCalls = callsTo(fetchMock, 'GET /api/notifications/unread-count').length;

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/notifications/read-all')).toHaveLength(1));
    await waitFor(() => expect(items().every((li) => li.dataset.unread === 'false')).toBe(true));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/notifications/unread-count').length).toBeGreaterThan(countCalls),
    );
    expect(badge()).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    await renderNotifications([]);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

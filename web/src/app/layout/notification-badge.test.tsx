// The header's bell: unread count from /api/notifications/unread-count, '9+' above nine, members only.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { unreadBadgeText } from '../../features/notifications/use-unread-count';
import { Header } from './Header';
import { makeUser, mockFetch, renderWithProviders } from './test-providers';

afterEach(() => vi.unstubAllGlobals());

describe('notification badge', () => {
  it.each([
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('shows %i unread as %s', async (unreadCount, text) => {
    mockFetch({ '/api/notifications/unread-count': { body: { unreadCount } } });
    await renderWithProviders(<NotificationBell />, { user: makeUser() });
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent(text);
    expect(unreadBadgeText(unreadCount)).toBe(text);
    const bell = screen.getByRole('link', { name: `Notifications: ${unreadCount} unread` });
    expect(bell).toHaveAttribute('href', '/notifications');
  });

  it('shows no number when nothing is unread', async () => {
    const fetchMock = mockFetch({ '/api/notifications/unread-count': { body: { unreadCount: 0 } } });
    await renderWithProviders(<NotificationBell />, { user: makeUser() });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('is absent for visitors, who see Login and Join Community instead', async () => {
    const fetchMock = mockFetch({});
    await renderWithProviders(<Header />, { user: null });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    const nav = screen.getByRole('banner');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/register');
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/notifications/unread-count'),
      expect.anything(),
    );
  });

  it('appears in the header for members', async () => {
    mockFetch({ '/api/notifications/unread-count': { body: { unreadCount: 3 } } });
    await renderWithProviders(<Header />, { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Notifications: 3 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

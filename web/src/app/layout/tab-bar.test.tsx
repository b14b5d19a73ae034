// The mobile tab bar: which tab is current, and where Profile leads.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_KEY } from '../../features/auth/admin-token';
import { TEST_ADMIN } from '../../test/admin-session';
import { MobileTabBar } from './MobileTabBar';
import { activeTab } from './nav-links';
import { makeUser, mockFetch, renderWithProviders } from './test-providers';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(ADMIN_SESSION_KEY);
});

describe('mobile tab bar', () => {
  it('marks Discover as the current tab on /explore', async () => {
    mockFetch({});
    await renderWithProviders(<MobileTabBar />, { route: '/explore', user: null });
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discovery');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/discovery', 'discover'],
    ['/explore', 'discover'],
    ['/rare-tracker', 'discover'],
    ['/identify', 'discover'],
    ['/identify/result', 'discover'],
    ['/', 'home'],
    ['/fresh-finds', 'freshFinds'],
    ['/map', 'map'],
    ['/my-profile', 'profile'],
    ['/explorer-club', null],
    ['/contests', null],
  ])('%s belongs to tab %s', (path, tab) => {
    expect(activeTab(path)).toBe(tab);
  });

  it('sends visitors to /login and members to /my-profile from Profile', async () => {
    mockFetch({});
    const visitor = await renderWithProviders(<MobileTabBar />, { user: null });
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/login');
    visitor.unmount();
    await renderWithProviders(<MobileTabBar />, { user: makeUser() });
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/my-profile');
  });

  it("sends an administrator signed in with the bearer token alone to the dashboard, as 'Admin'", async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'admin-token');
    mockFetch({ '/api/admin/me': { body: TEST_ADMIN } });
    const admin = await renderWithProviders(<MobileTabBar />, { user: null, route: '/admin/dashboard' });
    const tab = await screen.findByRole('link', { name: 'Admin' }, { timeout: 5000 });
    expect(tab).toHaveAttribute('href', '/admin/dashboard');
    expect(tab).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    admin.unmount();

    // A member who also holds the token keeps their own profile.
    await renderWithProviders(<MobileTabBar />, { user: makeUser() });
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/my-profile');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('lists the five tabs in order', async () => {
    mockFetch({});
    await renderWithProviders(<MobileTabBar />, { user: null });
    const nav = screen.getByRole('navigation', { name: 'Tab bar' });
    const labels = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'Fresh Finds', 'Map', 'Discover', 'Profile']);
  });
});

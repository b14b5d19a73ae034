// The mobile tab bar: which tab is current, and where Profile leads.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileTabBar } from './MobileTabBar';
import { activeTab } from './nav-links';
import { makeUser, mockFetch, renderWithProviders } from './test-providers';

afterEach(() => vi.unstubAllGlobals());

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

  it('lists the five tabs in order', async () => {
    mockFetch({});
    await renderWithProviders(<MobileTabBar />, { user: null });
    const nav = screen.getByRole('navigation', { name: 'Tab bar' });
    const labels = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'Fresh Finds', 'Map', 'Discover', 'Profile']);
  });
});

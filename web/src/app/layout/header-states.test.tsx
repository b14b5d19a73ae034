// What the header offers in each state: an administrator signed in with the bearer token alone is shown as
// signed in (name, dashboard, sign out) instead of Login/Join; 'Get Premium' only where Premium can be
// bought; a visitor's Upload says why and goes to sign-in with the way back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/Toaster';
import { resetToasts } from '../../components/ui/use-toast';
import { ADMIN_SESSION_KEY } from '../../features/auth/admin-token';
import i18n from '../../lib/i18n';
import { TEST_ADMIN } from '../../test/admin-session';
import { Header } from './Header';
import { makeUser, mockFetch, renderWithProviders } from './test-providers';

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.removeItem(ADMIN_SESSION_KEY);
  resetToasts();
  await i18n.changeLanguage('en');
});

const LOADED = { timeout: 5000 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

describe('Header states', () => {
  it('shows the administrator signed in with the bearer token: name, dashboard, sign out', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'admin-token');
    const fetchMock = mockFetch({
      '/api/admin/me': { body: TEST_ADMIN },
      'POST /api/admin/logout': { body: { message: 'Logged out' } },
    });
    await renderWithProviders(
      <>
        <Header />
        <Where />
      </>,
      { user: null },
    );
    const trigger = await screen.findByRole('button', { name: 'Administrator menu for admin' }, LOADED);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join Community' })).not.toBeInTheDocument();
    const meCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/admin/me'));
    expect(new Headers(meCall?.[1]?.headers).get('authorization')).toBe('Bearer admin-token');

    const user = userEvent.setup();
    await user.click(trigger);
    const menu = await screen.findByRole('menu', {}, LOADED);
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/login'));
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('forgets an expired administrator token and offers Login and Join again', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'stale');
    mockFetch({ '/api/admin/me': { status: 401, body: { message: 'Administrator sign-in required' } } });
    await renderWithProviders(<Header />, { user: null });
    await waitFor(() => expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull());
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it("hides 'Get Premium' where subscriptions are off for the language", async () => {
    mockFetch({});
    const view = await renderWithProviders(<Header />, { user: makeUser() });
    expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/upgrade');
    view.unmount();
    // Russian: subscriptions off (spec section 9).
    await i18n.changeLanguage('ru');
    await renderWithProviders(<Header />, { user: makeUser() });
    expect(screen.queryByRole('link', { name: /Premium/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="/upgrade"]')).toBeNull();
  });

  it("signed out, Upload shows 'Sign In Required' and goes to /login?returnUrl=/upload", async () => {
    mockFetch({});
    await renderWithProviders(
      <>
        <Header />
        <Where />
        <Toaster />
      </>,
      { user: null, route: '/explore' },
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Upload' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/login?returnUrl=${encodeURIComponent('/upload')}`,
    );
    expect(await screen.findByText('Sign In Required', {}, LOADED)).toBeInTheDocument();
  });
});

// Admin sign-in and dashboard: the bearer token is stored, sent, and dropped when the server refuses it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_KEY } from '../../features/auth/admin-token';
import { TEST_ADMIN } from '../../test/admin-session';
import { jsonResponse, renderPage, stubFetch } from '../auth/test-utils';
import AdminDashboardPage from './AdminDashboardPage';
import AdminLoginPage from './AdminLoginPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ADMIN = { ...TEST_ADMIN, email: null };

describe('AdminLoginPage', () => {
  async function signIn() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Admin Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Adm1n-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('stores the token and opens the dashboard', async () => {
    stubFetch({
      'POST /api/admin/login': () => jsonResponse({ adminSessionToken: 'tok-123', admin: ADMIN }),
    });
    await renderPage(<AdminLoginPage />, { path: '/admin/login' });
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBe('tok-123');
  });

  it('shows a failure toast with the server message', async () => {
    stubFetch({
      'POST /api/admin/login': () => jsonResponse({ message: 'Invalid administrator credentials.' }, 401),
    });
    await renderPage(<AdminLoginPage />, { path: '/admin/login' });
    await signIn();
    expect(await screen.findByText('Invalid administrator credentials.')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });
});

describe('AdminDashboardPage', () => {
  it('shows the totals and links to the admin tools, sending the bearer token', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-123');
    const fetchMock = stubFetch({
      'GET /api/admin/dashboard': () => jsonResponse({ members: 1250, sightings: 8, openErrorReports: 3 }),
    });
    await renderPage(<AdminDashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(screen.getByText('Open error reports')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Manage Contests/ })).toHaveAttribute('href', '/admin/contests');
    expect(screen.getByRole('link', { name: /Admin Bulk Upload/ })).toHaveAttribute(
      'href',
      '/admin/bulk-upload',
    );
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
  });

  it('drops a refused token and goes to the admin sign-in', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'expired');
    stubFetch({
      'GET /api/admin/dashboard': () => jsonResponse({ message: 'Authentication required' }, 401),
    });
    await renderPage(<AdminDashboardPage />, { path: '/admin/dashboard' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });
});

// The sign-in screen: client validation, pending state, failure toast, redirects and the password toggle.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_KEY } from '../../features/auth/admin-token';
import LoginPage from './LoginPage';
import { callsTo, describedBy, jsonResponse, MEMBER, renderPage, stubFetch } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderLogin = (url = '/login', me: typeof MEMBER | null = null) =>
  renderPage(<LoginPage />, { path: '/login', url, me });

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username or Email'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('shows the schema messages under the fields for short input and does not call the server', async () => {
    const fetchMock = stubFetch({});
    await renderLogin();
    await fillAndSubmit('ab', '12345');

    const username = screen.getByLabelText('Username or Email');
    const password = screen.getByLabelText('Password');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(username)).toHaveTextContent('Username or email is required');
    expect(describedBy(password)).toHaveTextContent('Password must be at least 6 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Signing In...' with inputs and button disabled while pending", async () => {
    stubFetch({ 'POST /api/auth/login': () => new Promise<Response>(() => {}) });
    await renderLogin();
    await fillAndSubmit('river_otter', 'secret-pass');

    const button = await screen.findByRole('button', { name: 'Signing In...' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Username or Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
  });

  it("shows the 'Sign in failed' toast with the server's message for a wrong password", async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/login': () => jsonResponse({ message: 'Invalid username/email or password.' }, 401),
    });
    await renderLogin();
    await fillAndSubmit('river_otter', 'wrong-password');

    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username/email or password.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toEqual([
      { username: 'river_otter', password: 'wrong-password' },
    ]);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('signs in, welcomes the member and goes to the returnUrl', async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        jsonResponse({ message: "You've been successfully signed in.", user: MEMBER, isAdmin: false }),
      'GET /api/auth/me': () => jsonResponse(MEMBER),
    });
    await renderLogin(`/login?returnUrl=${encodeURIComponent('/upload?mode=photo')}`);
    await fillAndSubmit('river_otter', 'Passw0rd!');

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/upload?mode=photo'));
    expect(localStorage.getItem('userId')).toBe('42');
  });

  it('ignores a returnUrl that leaves the site', async () => {
    stubFetch({
      'POST /api/auth/login': () => jsonResponse({ message: 'ok', user: MEMBER, isAdmin: false }),
      'GET /api/auth/me': () => jsonResponse(MEMBER),
    });
    await renderLogin(`/login?returnUrl=${encodeURIComponent('//evil.example.com')}`);
    await fillAndSubmit('river_otter', 'Passw0rd!');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('stores the admin token and goes to the admin dashboard after an admin sign-in', async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        jsonResponse({ message: 'ok', user: MEMBER, isAdmin: true, adminSessionToken: 'admin-token-1' }),
      'GET /api/auth/me': () => jsonResponse(MEMBER),
    });
    await renderLogin('/login?returnUrl=%2Fupload');
    await fillAndSubmit('admin', 'Passw0rd!');

    expect(await screen.findByText('Welcome back, Admin!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBe('admin-token-1');
  });

  it('sends a member who is already signed in straight to the target', async () => {
    stubFetch({});
    await renderLogin('/login?next=%2Fnotifications', MEMBER);
    expect(screen.getByTestId('location')).toHaveTextContent('/notifications');
  });

  it('toggles the password between hidden and shown', async () => {
    stubFetch({});
    await renderLogin();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to password recovery and to registration, keeping the returnUrl', async () => {
    stubFetch({});
    await renderLogin('/login?returnUrl=%2Fupload');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up here' })).toHaveAttribute(
      'href',
      '/register?returnUrl=%2Fupload',
    );
  });
});

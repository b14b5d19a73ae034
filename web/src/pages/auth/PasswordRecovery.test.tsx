// Forgot and reset password: the server's messages, the missing/invalid token paths and the way back to sign-in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import { callsTo, describedBy, jsonResponse, renderPage, stubFetch } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);
const SENT = 'If an account exists for that e-mail address, we have sent a link to reset your password.';
const INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

describe('ForgotPasswordPage', () => {
  it("validates the address, then shows the server's answer", async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/forgot-password': () => jsonResponse({ message: SENT }) });
    await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(describedBy(screen.getByLabelText('Email'))).toHaveTextContent('Email is required');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'otter@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/forgot-password')).toEqual([{ email: 'otter@example.com' }]);
  });
});

describe('ResetPasswordPage', () => {
  const renderReset = (url: string) => renderPage(<ResetPasswordPage />, { path: '/reset-password', url });

  async function choose(password: string, confirm = password) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), password);
    await user.type(screen.getByLabelText('Confirm New Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('explains a missing token and links to a new request', async () => {
    stubFetch({});
    await renderReset('/reset-password');
    expect(screen.getByText('Reset Link Missing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks the rules and the confirmation before sending', async () => {
    const fetchMock = stubFetch({});
    await renderReset(`/reset-password?token=${TOKEN}`);
    await choose('weakpass', 'weakpass');
    expect(describedBy(screen.getByLabelText('New Password'))).toHaveTextContent(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    expect(screen.getByTestId('password-strength')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await choose('Sw1mming!', 'Sw1mming?');
    expect(describedBy(screen.getByLabelText('Confirm New Password'))).toHaveTextContent(
      'Passwords do not match',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for an expired link, with a link to request a new one", async () => {
    stubFetch({ 'POST /api/auth/reset-password': () => jsonResponse({ message: INVALID }, 400) });
    await renderReset(`/reset-password?token=${TOKEN}`);
    await choose('Sw1mming!');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeInTheDocument();
  });

  it('toasts the server message and goes to sign-in on success', async () => {
    const done = 'Your password has been reset. You can now sign in with your new password.';
    const fetchMock = stubFetch({ 'POST /api/auth/reset-password': () => jsonResponse({ message: done }) });
    await renderReset(`/reset-password?token=${TOKEN}`);
    await choose('Sw1mming!');
    expect(await screen.findByText(done)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(callsTo(fetchMock, 'POST /api/auth/reset-password')).toEqual([
      { token: TOKEN, password: 'Sw1mming!' },
    ]);
  });
});

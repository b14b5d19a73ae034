// /subscription-success: 'Confirming your payment...' while the payment is pending (asked again every 1.5 s),
// then the welcome with what Premium unlocks (and the signed-in member fetched again), or the failure in the
// provider's words with a way to retry; a contest entry's own thanks; a visitor asked to sign in.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePayment } from '../../features/plans/test-support';
import { json } from '../../features/sightings/test-support';
import { MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import SubscriptionSuccessPage from './SubscriptionSuccessPage';

afterEach(() => vi.unstubAllGlobals());

const render = (me: typeof MEMBER | null = MEMBER) =>
  renderPage(<SubscriptionSuccessPage />, {
    path: '/subscription-success',
    url: '/subscription-success?payment=7',
    me,
  });

describe('SubscriptionSuccessPage', () => {
  it('waits for the confirmation, then welcomes the member to Premium and refreshes their tier', async () => {
    let asked = 0;
    const fetchMock = stubFetch({
      'GET /api/payments/7': () => {
        asked += 1;
        return json(makePayment({ status: asked < 2 ? 'pending' : 'succeeded' }));
      },
      'GET /api/auth/me': () => json({ ...MEMBER, subscriptionTier: 'premium' }),
    });
    await render();
    expect(await screen.findByText('Confirming your payment...')).toBeInTheDocument();
    // The next poll, 1.5 s later, finds the payment confirmed.
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Premium Explorer' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your payment of $4.99 went through. Here is what you can do now:'),
    ).toBeInTheDocument();
    expect(screen.getByText('Unlimited uploads')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByText('A receipt is on its way to your e-mail.')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/auth/me')).toBe(true),
    );
  });

  it('shows why a payment failed and offers another try', async () => {
    stubFetch({
      'GET /api/payments/7': () =>
        json(
          makePayment({
            status: 'failed',
            failureMessage: 'Your card has insufficient funds.',
            paidAt: null,
          }),
        ),
    });
    await render();
    expect(
      await screen.findByRole('heading', { name: "Your payment didn't go through" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/subscribe');
  });

  it('thanks a member for a paid contest entry', async () => {
    stubFetch({
      'GET /api/payments/7': () =>
        json(makePayment({ purpose: 'contest_entry', amountMinor: 2500, description: 'Contest entry' })),
    });
    await render();
    expect(await screen.findByRole('heading', { name: 'Your contest entry is paid' })).toBeInTheDocument();
    expect(screen.getByText('Your payment of $25 went through. Good luck!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to contests' })).toHaveAttribute('href', '/contests');
  });

  it('asks a visitor to sign in, without asking for the payment', async () => {
    const fetchMock = stubFetch({});
    await render(null);
    expect(await screen.findByText('Sign in to see your payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fsubscription-success%3Fpayment%3D7',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it('stops waiting after a minute and says the receipt will come by e-mail', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = stubFetch({ 'GET /api/payments/7': () => json(makePayment({ status: 'pending' })) });
      await render();
      expect(await screen.findByText('Confirming your payment...')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(61_000);
      expect(await screen.findByText(/taking longer than usual to confirm/)).toBeInTheDocument();
      const polls = fetchMock.mock.calls.length;
      // About one ask per 1.5 s during the minute, then no more.
      expect(polls).toBeGreaterThan(30);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetchMock.mock.calls.length).toBe(polls);
    } finally {
      vi.useRealTimers();
    }
  });
});

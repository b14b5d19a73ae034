// /subscription: the plan with its price and next renewal, cancelling after a confirmation ('Premium ends on'),
// resuming, the grace period after a failed renewal, complimentary Premium, the card portal, and the payment
// history with refunds; a free member is offered the upgrade.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePayment, makeSubscription } from '../../features/plans/test-support';
import { json } from '../../features/sightings/test-support';
import { callsTo, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import SubscriptionPage from './SubscriptionPage';

afterEach(() => vi.unstubAllGlobals());

const PREMIUM = { ...MEMBER, subscriptionTier: 'premium' };

const render = () => renderPage(<SubscriptionPage />, { path: '/subscription', me: PREMIUM });

describe('SubscriptionPage', () => {
  it('shows the plan and its renewal, and cancels at the period end after a confirmation', async () => {
    let summary = makeSubscription();
    const fetchMock = stubFetch({
      'GET /api/subscription': () => json(summary),
      'GET /api/payments': () =>
        json({
          payments: [
            makePayment({ id: 8, refundedMinor: 200, status: 'partially_refunded' }),
            makePayment({ id: 7, status: 'failed', failureMessage: 'Your card was declined.', paidAt: null }),
          ],
        }),
      'POST /api/subscription/cancel': () => {
        summary = makeSubscription({ cancelAtPeriodEnd: true });
        return json(summary);
      },
      'GET /api/auth/me': () => json(PREMIUM),
    });
    await render();
    expect(await screen.findByText('Renews on April 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Premium Explorer')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('$4.99 /month')).toBeInTheDocument();
    expect(screen.getByText('Credit or debit card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage card' })).toBeNull();

    const table = await screen.findByRole('table', { name: 'Payment history' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Partly refunded')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('$2')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByText('Receipts are e-mailed to you after every payment.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(/You keep Premium until April 1, 2026/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Premium' }));
    expect(callsTo(fetchMock, 'POST /api/subscription/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel subscription' }),
    );
    expect(await screen.findByText('Premium ends on April 1, 2026')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/subscription/cancel')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
  });

  it('warns of a failed renewal with the grace period, and opens the card portal', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      href: window.location.href,
      origin: window.location.origin,
    });
    stubFetch({
      'GET /api/subscription': () =>
        json(
          makeSubscription({
            status: 'past_due',
            graceEndsAt: '2026-04-08T10:00:00.000Z',
            portalAvailable: true,
          }),
        ),
      'GET /api/payments': () => json({ payments: [] }),
      'POST /api/subscription/portal': () => json({ url: 'https://billing.stripe.com/p/session/test_123' }),
    });
    await render();
    expect(
      await screen.findByText(
        'Your last payment failed. Premium stays active until April 8, 2026; update your payment method.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Manage card' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_123'),
    );
  });

  it('shows complimentary Premium and the free months earned', async () => {
    stubFetch({
      'GET /api/subscription': () =>
        json(
          makeSubscription({
            status: 'none',
            method: null,
            provider: null,
            currentPeriodEnd: null,
            complimentaryUntil: '2026-06-30T00:00:00.000Z',
            freeMonthsEarned: 3,
            freeMonthsUsed: 1,
          }),
        ),
      'GET /api/payments': () => json({ payments: [] }),
    });
    await render();
    expect(await screen.findByText(/Complimentary Premium until June 30, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Free months earned: 3, used: 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('offers a free member the upgrade', async () => {
    stubFetch({
      'GET /api/subscription': () =>
        json(
          makeSubscription({
            tier: 'free',
            status: 'none',
            method: null,
            provider: null,
            currentPeriodEnd: null,
          }),
        ),
      'GET /api/payments': () => json({ payments: [] }),
    });
    await renderPage(<SubscriptionPage />, { path: '/subscription', me: MEMBER });
    expect(await screen.findByText('Free Explorer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/upgrade');
  });
});

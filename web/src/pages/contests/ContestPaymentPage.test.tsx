// /contest-payment?payment=<id>: the entry confirmed once the payment succeeded; a failed payment with the
// provider's words and a new checkout for the same entry.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest, makeEntry } from '../../features/contests/test-support';
import { json, renderScreen } from '../../features/sightings/test-support';
import { callsTo, MEMBER, stubFetch } from '../auth/test-utils';
import ContestPaymentPage from './ContestPaymentPage';

afterEach(() => vi.unstubAllGlobals());

function payment(status: string, failureMessage: string | null = null) {
  return {
    id: 77,
    purpose: 'contest_entry',
    method: 'card',
    provider: 'sandbox',
    amountMinor: 2500,
    currency: 'USD',
    status,
    failureMessage,
    description: 'WildLens contest entry',
    createdAt: '2026-11-03T10:00:00.000Z',
    paidAt: status === 'succeeded' ? '2026-11-03T10:01:00.000Z' : null,
    refundedMinor: 0,
  };
}

const render = () =>
  renderScreen(<ContestPaymentPage />, {
    path: '/contest-payment',
    url: '/contest-payment?payment=77',
    me: MEMBER,
  });

describe('ContestPaymentPage', () => {
  it('confirms the entry once the payment succeeded', async () => {
    stubFetch({
      'GET /api/payments/77': () => json(payment('succeeded')),
      'GET /api/contests/payments/77': () =>
        json({
          contest: makeContest(),
          entry: makeEntry({
            isMine: true,
            paymentStatus: 'paid',
            fee: { amountMinor: 2500, currency: 'USD' },
          }),
        }),
    });
    await render();
    expect(await screen.findByRole('heading', { name: 'Your entry is confirmed' })).toBeInTheDocument();
    expect(await screen.findByText(/You are in the November 2026 photo contest\./)).toHaveTextContent(
      'Paid: $25.',
    );
  });

  it('says why a payment failed and starts a new checkout for the same entry', async () => {
    const fetchMock = stubFetch({
      'GET /api/payments/77': () => json(payment('failed', 'Your card was declined.')),
      'GET /api/contests/payments/77': () =>
        json({ contest: makeContest(), entry: makeEntry({ isMine: true, paymentStatus: 'pending' }) }),
      'POST /api/contests/7/entries/31/checkout': () =>
        json({
          entry: makeEntry({ isMine: true, paymentStatus: 'pending' }),
          checkout: { paymentId: 78, redirectUrl: '/stripe-checkout?checkout=cs_sbx_2' },
        }),
    });
    await render();
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/stripe-checkout?checkout=cs_sbx_2');
    expect(callsTo(fetchMock, 'POST /api/contests/7/entries/31/checkout')).toEqual([{ method: 'card' }]);
  });
});

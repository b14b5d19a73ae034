// /payment-options and /subscribe: each supported method starts the checkout (the server's redirect is
// followed); where subscriptions are off the regional notice replaces every button (Russian, Chinese); Filipino
// lists PayPal only, for contest fees; visitors are asked to sign in first; test mode is said.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOptions } from '../../features/plans/test-support';
import { json } from '../../features/sightings/test-support';
import i18n from '../../lib/i18n';
import { callsTo, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import PaymentOptionsPage from './PaymentOptionsPage';
import SubscribePage from './SubscribePage';

afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stub(language: string, extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({ 'GET /api/payments/options': () => json(makeOptions(language)), ...extra });
}

describe('PaymentOptionsPage', () => {
  it('starts a card checkout for a member and follows the server to the test-mode checkout', async () => {
    const fetchMock = stub('en', {
      'POST /api/subscription/checkout': () =>
        json({ paymentId: 7, redirectUrl: '/stripe-checkout?checkout=cs_test_abc' }),
    });
    await renderPage(<PaymentOptionsPage />, { path: '/payment-options', me: MEMBER });
    expect(await screen.findByRole('heading', { name: 'Payment options', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('$4.99')).toBeInTheDocument();
    expect(screen.getByText('Test mode:')).toBeInTheDocument();
    const card = screen.getByTestId('payment-method-card');
    expect(
      within(screen.getByTestId('payment-method-paypal')).getByRole('button', { name: 'Pay with PayPal' }),
    ).toBeEnabled();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Pay by card' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/stripe-checkout?checkout=cs_test_abc'),
    );
    // Only the method travels: the server prices the checkout.
    expect(callsTo(fetchMock, 'POST /api/subscription/checkout')).toEqual([{ method: 'card' }]);
  });

  it('shows the server’s refusal when the checkout cannot start', async () => {
    stub('en', {
      'POST /api/subscription/checkout': () => json({ message: 'You already have Premium Explorer.' }, 409),
    });
    await renderPage(<SubscribePage />, { path: '/subscribe', me: MEMBER });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have Premium Explorer.');
  });

  it('shows only the regional notice, and no way to pay, for Russian and Chinese', async () => {
    for (const language of ['ru', 'zh']) {
      stub(language);
      const { unmount } = await renderPage(<PaymentOptionsPage />, {
        path: '/payment-options',
        me: { ...MEMBER, preferredLanguage: language },
      });
      await i18n.changeLanguage(language);
      expect(
        await screen.findByText(i18n.t('plans.unavailable.message', { lng: language })),
      ).toBeInTheDocument();
      expect(screen.queryAllByRole('button')).toHaveLength(0);
      expect(screen.queryByTestId('payment-method-card')).toBeNull();
      expect(screen.queryByTestId('payment-method-paypal')).toBeNull();
      unmount();
      await i18n.changeLanguage('en');
    }
  });

  it('lists PayPal only for Filipino, with no premium checkout (subscriptions are off there)', async () => {
    stub('tl');
    await renderPage(<PaymentOptionsPage />, { path: '/payment-options', me: MEMBER });
    await i18n.changeLanguage('tl');
    expect(await screen.findByText(i18n.t('plans.unavailable.message', { lng: 'tl' }))).toBeInTheDocument();
    expect(screen.getByTestId('payment-method-paypal')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-method-card')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('asks a visitor to sign in and come back', async () => {
    stub('en');
    await renderPage(<SubscribePage />, { path: '/subscribe' });
    expect(await screen.findByRole('heading', { name: 'Subscribe to Premium Explorer' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-method-card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fsubscribe',
    );
  });

  it('sends a premium member to their subscription page', async () => {
    stub('en');
    await renderPage(<SubscribePage />, {
      path: '/subscribe',
      me: { ...MEMBER, subscriptionTier: 'premium' },
    });
    expect(await screen.findByRole('link', { name: 'Go to my subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });
});

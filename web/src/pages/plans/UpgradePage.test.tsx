// /upgrade: a free member sees why Premium, the server's price and the ways to pay straight into the
// checkout; a visitor is asked to sign in (and to come back here); a premium member goes to the subscription;
// where subscriptions are off only the regional notice shows.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOptions } from '../../features/plans/test-support';
import { json } from '../../features/sightings/test-support';
import i18n from '../../lib/i18n';
import { callsTo, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import UpgradePage from './UpgradePage';

afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('UpgradePage', () => {
  it('gives a free member the benefits, the price and both ways to pay', async () => {
    const fetchMock = stubFetch({
      'GET /api/payments/options': () => json(makeOptions('en')),
      'POST /api/subscription/checkout': () =>
        json({ paymentId: 9, redirectUrl: '/stripe-checkout?checkout=cs_test_pp' }),
    });
    await renderPage(<UpgradePage />, { path: '/upgrade', me: MEMBER });
    expect(await screen.findByRole('heading', { name: 'Upgrade to Premium Explorer' })).toBeInTheDocument();
    expect(screen.getByText('High-resolution and RAW uploads')).toBeInTheDocument();
    expect(screen.getByText('$4.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More about payment options' })).toHaveAttribute(
      'href',
      '/payment-options',
    );
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/stripe-checkout?checkout=cs_test_pp'),
    );
    expect(callsTo(fetchMock, 'POST /api/subscription/checkout')).toEqual([{ method: 'paypal' }]);
  });

  it('asks a visitor to sign in and come back to /upgrade', async () => {
    stubFetch({ 'GET /api/payments/options': () => json(makeOptions('en')) });
    await renderPage(<UpgradePage />, { path: '/upgrade' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fupgrade',
    );
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });

  it('sends a premium member to their subscription', async () => {
    stubFetch({ 'GET /api/payments/options': () => json(makeOptions('en')) });
    await renderPage(<UpgradePage />, {
      path: '/upgrade',
      me: { ...MEMBER, subscriptionTier: 'photographer' },
    });
    expect(await screen.findByRole('link', { name: 'Go to my subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('shows only the regional notice where subscriptions are off', async () => {
    stubFetch({ 'GET /api/payments/options': () => json(makeOptions('ru')) });
    await renderPage(<UpgradePage />, { path: '/upgrade', me: { ...MEMBER, preferredLanguage: 'ru' } });
    await i18n.changeLanguage('ru');
    expect(await screen.findByText(i18n.t('plans.unavailable.message', { lng: 'ru' }))).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

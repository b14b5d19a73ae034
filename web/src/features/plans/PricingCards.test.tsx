// Pricing cards: regional prices, the premium card only where subscriptions are enabled, the notice elsewhere.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { MEMBER, renderPage } from '../../pages/auth/test-utils';
import { PricingCards } from './PricingCards';

afterEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
});

async function renderCards(language: string, me: typeof MEMBER | null = null) {
  const utils = await renderPage(<PricingCards />, { path: '/', me });
  // renderPage starts in English; switching afterwards is what a visitor's language change does.
  if (language !== 'en') await i18n.changeLanguage(language);
  return utils;
}

const NOTICE =
  'Premium subscriptions are not currently available in your region due to payment processor limitations. You can still enjoy all free features and browse the community!';

describe('PricingCards', () => {
  it('shows both plans in dollars for English, premium marked popular', async () => {
    await renderCards('en');
    const free = screen.getByTestId('plan-card-free');
    const premium = screen.getByTestId('plan-card-premium');
    expect(within(free).getByText('Free Explorer')).toBeInTheDocument();
    expect(within(free).getByText('$0')).toBeInTheDocument();
    expect(within(free).getByText('5 photo uploads per month')).toBeInTheDocument();
    expect(within(free).getByText('Contest entry for $25')).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/register?tier=free',
    );

    expect(within(premium).getByText('$4.99')).toBeInTheDocument();
    expect(within(premium).getAllByText('/month')).toHaveLength(1);
    expect(within(premium).getByText('Most Popular')).toBeInTheDocument();
    expect(within(premium).getByText('Free contest entries')).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: 'Start Premium' })).toHaveAttribute(
      'href',
      '/register?tier=photographer',
    );
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('hides the premium card and shows the regional notice for Arabic', async () => {
    await renderCards('ar');
    // The notice is shown in Arabic, the visitor's language.
    expect(await screen.findByText(i18n.t('plans.unavailable.message', { lng: 'ar' }))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('plans.unavailable.expanding', { lng: 'ar' }))).toBeInTheDocument();
    expect(i18n.t('plans.unavailable.message', { lng: 'ar' })).toMatch(/[\u0600-\u06FF]/);
    expect(screen.queryByTestId('plan-card-premium')).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-card-free')).toBeInTheDocument();
  });

  it('shows the premium price in yen for Japanese', async () => {
    await renderCards('ja');
    const premium = await screen.findByTestId('plan-card-premium');
    expect(await within(premium).findByText(/^[¥￥]750$/)).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-card-free')).getByText(/[¥￥]3,500/)).toBeInTheDocument();
  });

  it('sends a signed-in free member to /upgrade', async () => {
    await renderCards('en', MEMBER);
    const premium = screen.getByTestId('plan-card-premium');
    expect(within(premium).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/upgrade');
    expect(
      within(screen.getByTestId('plan-card-free')).getByRole('button', { name: 'Current Plan' }),
    ).toBeDisabled();
  });
});

// /pricing: the server's regional prices (yen for Japanese, from a stubbed GET /api/payments/options), the
// regional notice and no premium card where subscriptions are off, the comparison table and the notes, and the
// member's own plan marked.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOptions } from '../../features/plans/test-support';
import { json } from '../../features/sightings/test-support';
import i18n from '../../lib/i18n';
import { MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import PricingPage from './PricingPage';

afterEach(async () => {
  // Back to English while the stub still answers: the page asks for the English prices on the switch.
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The options endpoint answers for the ?language= asked (a member's own language when none). */
function stubOptions(memberLanguage = 'en') {
  return stubFetch({
    'GET /api/payments/options': (_init, url) =>
      json(makeOptions(new URL(url, 'http://localhost').searchParams.get('language') ?? memberLanguage)),
  });
}

async function renderPricing(language: string, me: typeof MEMBER | null = null) {
  const utils = await renderPage(<PricingPage />, { path: '/pricing', me });
  if (language !== 'en') await i18n.changeLanguage(language);
  return utils;
}

describe('PricingPage', () => {
  it('shows the Japanese prices the server computed: 750 yen a month, a 3,500 yen contest fee', async () => {
    const fetchMock = stubOptions();
    await renderPricing('ja');
    const premium = await screen.findByTestId('plan-card-premium');
    expect(await within(premium).findByText(/^[¥￥]750$/)).toBeInTheDocument();
    const free = screen.getByTestId('plan-card-free');
    expect(within(free).getByText(/[¥￥]3,500/)).toBeInTheDocument();
    // Prices in the table come from the same answer.
    const table = screen.getByRole('table');
    expect(within(table).getByText(/[¥￥]3,500/)).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain('/api/payments/options?language=ja');
  });

  it('shows the regional notice, no premium card and no way to pay for Russian and Chinese', async () => {
    for (const language of ['ru', 'zh']) {
      stubOptions();
      const { unmount } = await renderPricing(language);
      expect(
        await screen.findByText(i18n.t('plans.unavailable.message', { lng: language })),
      ).toBeInTheDocument();
      expect(screen.getByText(i18n.t('plans.unavailable.expanding', { lng: language }))).toBeInTheDocument();
      expect(screen.queryByTestId('plan-card-premium')).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(
        screen.queryByRole('link', { name: i18n.t('plans.premium.button', { lng: language }) }),
      ).toBeNull();
      unmount();
      await i18n.changeLanguage('en');
      vi.unstubAllGlobals();
    }
  });

  it('gives the English notes: cancel anytime, the period end, failed payments, currency and receipts', async () => {
    stubOptions();
    await renderPricing('en');
    expect(
      await screen.findByRole('heading', { name: 'Choose Your Adventure', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Can I cancel anytime?')).toBeInTheDocument();
    expect(screen.getByText('What happens at the end of a paid month?')).toBeInTheDocument();
    expect(screen.getByText(/We try again over the next 7 days/)).toBeInTheDocument();
    expect(screen.getByText(/your region's currency: US Dollar/)).toBeInTheDocument();
    expect(screen.getByText('Test mode:')).toBeInTheDocument();
    const premium = screen.getByTestId('plan-card-premium');
    expect(within(premium).getByText('$4.99')).toBeInTheDocument();
    expect(within(premium).getByText('Free contest entries')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Contest entries/ });
    expect(within(row).getByText('$25 per entry')).toBeInTheDocument();
    expect(within(row).getByText('Free')).toBeInTheDocument();
  });

  it("marks a free member's plan and sends them to /upgrade; a premium member's to their subscription", async () => {
    stubOptions();
    const { unmount } = await renderPricing('en', MEMBER);
    const free = await screen.findByTestId('plan-card-free');
    expect(free).toHaveAttribute('aria-current', 'true');
    expect(within(free).getByText('Your Plan')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-card-premium')).getByRole('link', { name: 'Upgrade Now' }),
    ).toHaveAttribute('href', '/upgrade');
    // A member's prices are those of their account language: no ?language= is sent.
    unmount();

    stubOptions();
    await renderPricing('en', { ...MEMBER, subscriptionTier: 'premium' });
    const premium = await screen.findByTestId('plan-card-premium');
    expect(premium).toHaveAttribute('aria-current', 'true');
    expect(within(premium).getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });
});

// The plan's notification alerts as the alert pages show them: a free member's 'N of 2 alerts used' (all kinds
// together), the way to Premium once they are used, the premium member's 'unlimited', and the server's refusal of
// one alert more in the member's language.
import { ALERT_ALLOWANCE_MESSAGE, type AlertAllowance } from '@common/plans/benefits';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderWithProviders } from '../../app/layout/test-providers';
import { ApiError } from '../../lib/api';
import i18n from '../../lib/i18n';
import { AlertAllowanceNotice, AlertAllowanceText, alertErrorText } from './AlertAllowanceNotice';
import { alertAllowanceReached } from './use-alert-allowance';

const free = (used: number): AlertAllowance => ({
  used,
  limit: 2,
  remaining: Math.max(0, 2 - used),
  byKind: { location: used, migration: 0, rareWatch: 0 },
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the alert allowance', () => {
  it('shows a free member how many of the 2 alerts they use, all kinds together', async () => {
    await renderWithProviders(<AlertAllowanceText allowance={free(1)} />, { user: makeUser() });
    expect(screen.getByTestId('alert-allowance')).toHaveTextContent('1 of 2 alerts used');
    expect(
      screen.getByText('Location alerts, migration alerts and rare tracker watches count together.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('links to /upgrade once the free alerts are all used', async () => {
    await renderWithProviders(<AlertAllowanceText allowance={free(2)} />, { user: makeUser() });
    expect(screen.getByTestId('alert-allowance')).toHaveTextContent('2 of 2 alerts used');
    expect(screen.getByText(/You have used all the alerts of the free plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/upgrade');
    expect(alertAllowanceReached(free(2))).toBe(true);
    expect(alertAllowanceReached(free(1))).toBe(false);
  });

  it("says 'unlimited' to a premium member, from the server's answer", async () => {
    mockFetch({
      '/api/alert-allowance': {
        body: { used: 7, limit: null, remaining: null, byKind: { location: 5, migration: 1, rareWatch: 1 } },
      },
    });
    await renderWithProviders(<AlertAllowanceNotice />, {
      user: makeUser({ subscriptionTier: 'premium' }),
    });
    expect(await screen.findByText('Premium: unlimited notification alerts')).toBeInTheDocument();
    expect(alertAllowanceReached({ used: 7, limit: null, remaining: null, byKind: free(0).byKind })).toBe(
      false,
    );
  });

  it("translates the server's refusal of one alert more, and leaves other errors as they came", async () => {
    const refusal = new ApiError(403, '', ALERT_ALLOWANCE_MESSAGE, undefined);
    expect(alertErrorText(i18n.t, refusal, 'fallback')).toBe(ALERT_ALLOWANCE_MESSAGE);
    await i18n.changeLanguage('fr');
    expect(alertErrorText(i18n.t, refusal, 'fallback')).toMatch(
      /^Les membres gratuits peuvent garder 2 alertes/,
    );
    const other = new ApiError(404, '', 'Migration not found', undefined);
    expect(alertErrorText(i18n.t, other, 'fallback')).toBe('Migration not found');
    expect(alertErrorText(i18n.t, new Error('network'), 'fallback')).toBe('fallback');
  });
});

// /gift-card-offer: the rule for everyone with a way in; a member's progress bar, the end of their first days,
// and what they earned.
import type { GiftCardOffer } from '@common/schemas/referrals';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../features/sightings/test-support';
import { MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import GiftCardOfferPage from './GiftCardOfferPage';

afterEach(() => vi.unstubAllGlobals());

const RULE = { sightingsRequired: 10, days: 30, months: 1 };
const RULE_TEXT =
  'New members who publish at least 10 sightings within 30 days of joining receive a WildLens gift card worth one month of Premium Explorer, added to their account automatically.';

describe('GiftCardOfferPage', () => {
  it('states the rule to visitors and invites them to join', async () => {
    stubFetch({
      'GET /api/gift-card-offer': () => json({ rule: RULE, progress: null } satisfies GiftCardOffer),
    });
    await renderPage(<GiftCardOfferPage />, { path: '/gift-card-offer' });
    expect(await screen.findByText(RULE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gift card offer', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join WildLens' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows a member's progress and when their first days end", async () => {
    stubFetch({
      'GET /api/gift-card-offer': () =>
        json({
          rule: RULE,
          progress: {
            sightings: 4,
            required: 10,
            windowEndsAt: '2026-04-30T12:00:00.000Z',
            windowOpen: true,
            eligible: false,
            notified: false,
            awarded: false,
          },
        } satisfies GiftCardOffer),
    });
    await renderPage(<GiftCardOfferPage />, { path: '/gift-card-offer', me: MEMBER });
    const bar = await screen.findByRole('progressbar', { name: 'Your progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(screen.getByText('4 of 10 sightings')).toBeInTheDocument();
    expect(screen.getByText('Your first 30 days end on April 30, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record a sighting' })).toHaveAttribute('href', '/upload');
  });

  it('tells a member who earned it', async () => {
    stubFetch({
      'GET /api/gift-card-offer': () =>
        json({
          rule: RULE,
          progress: {
            sightings: 12,
            required: 10,
            windowEndsAt: '2026-04-30T12:00:00.000Z',
            windowOpen: true,
            eligible: true,
            notified: true,
            awarded: true,
          },
        } satisfies GiftCardOffer),
    });
    await renderPage(<GiftCardOfferPage />, { path: '/gift-card-offer', me: MEMBER });
    expect(
      await screen.findByText('You earned the gift card: a month of Premium Explorer is on your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  });
});

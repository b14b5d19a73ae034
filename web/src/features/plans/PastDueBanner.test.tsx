// The past-due banner: shown to a member whose renewal failed, with the day Premium ends and the way to the
// subscription page; nothing for an active subscription; the layout asks only for premium members.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../../app/layout/AppLayout';
import { MEMBER, renderPage, stubFetch } from '../../pages/auth/test-utils';
import { json } from '../sightings/test-support';
import PastDueBanner from './PastDueBanner';
import { makeSubscription } from './test-support';

afterEach(() => vi.unstubAllGlobals());

const PREMIUM = { ...MEMBER, subscriptionTier: 'premium' };

describe('PastDueBanner', () => {
  it('tells a member whose renewal failed until when Premium stays, and links to the subscription', async () => {
    stubFetch({
      'GET /api/subscription': () =>
        json(makeSubscription({ status: 'past_due', graceEndsAt: '2026-04-08T10:00:00.000Z' })),
    });
    await renderPage(<PastDueBanner />, { path: '/explore', me: PREMIUM });
    expect(
      await screen.findByText(
        'Your last payment failed. Premium stays active until April 8, 2026; update your payment method.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('shows nothing while the subscription is in good standing', async () => {
    const fetchMock = stubFetch({ 'GET /api/subscription': () => json(makeSubscription()) });
    await renderPage(<PastDueBanner />, { path: '/explore', me: PREMIUM });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Payment problem' })).toBeNull();
  });

  it('is not asked for by the layout for a free member', async () => {
    const fetchMock = stubFetch({});
    await renderPage(<AppLayout />, { path: '/', me: MEMBER });
    await screen.findByRole('banner');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.startsWith('/api/subscription'))).toEqual([]);
  });

  it('is asked for by the layout for a premium member', async () => {
    const fetchMock = stubFetch({
      'GET /api/subscription': () =>
        json(makeSubscription({ status: 'past_due', graceEndsAt: '2026-04-08T10:00:00.000Z' })),
    });
    await renderPage(<AppLayout />, { path: '/', me: PREMIUM });
    expect(await screen.findByRole('region', { name: 'Payment problem' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/subscription')).toBe(true);
  });
});

// /analytics: a free member's 30 days (totals, the daily figures in a table for screen readers, top sightings,
// species), the Premium ranges offered instead of asked for; a Premium member's breakdown, posting hours, CSV link
// and longer ranges; the server's refusal shown as the offer.
import type { MemberAnalytics } from '@common/schemas/member-analytics';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import AnalyticsPage from './AnalyticsPage';

afterEach(() => vi.unstubAllGlobals());

function days(n: number): MemberAnalytics['series'] {
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(Date.UTC(2026, 2, 15) - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return {
      day,
      views: day === '2026-03-15' ? 7 : 0,
      likes: day === '2026-03-14' ? 2 : 0,
      comments: 0,
      followers: 0,
    };
  });
}

const top = {
  id: 11,
  speciesName: 'Barn owl',
  category: 'birds',
  createdAt: '2026-03-01T06:10:00.000Z',
  views: 7,
  likes: 2,
  comments: 1,
};

function analytics(n: number, premium: boolean): MemberAnalytics {
  const series = days(n);
  return {
    plan: premium ? 'premium' : 'free',
    days: n,
    from: series[0]?.day ?? '',
    to: '2026-03-15',
    period: { views: 7, likes: 2, comments: 0, followers: 0, sightings: 1 },
    allTime: { views: 12, likes: 3, comments: 1, followers: 2, sightings: 3 },
    series,
    top: { byViews: [top], byLikes: [top], byComments: [top] },
    species: { count: 2, categories: [{ category: 'birds', sightings: 2, species: 1 }] },
    advanced: premium
      ? {
          breakdown: [{ ...top, isPublic: true, viewsInPeriod: 7, likesInPeriod: 2, commentsInPeriod: 0 }],
          hours: Array.from({ length: 24 }, (_, slot) => ({
            slot,
            sightings: slot === 6 ? 1 : 0,
            averageEngagement: slot === 6 ? 3 : 0,
          })),
          weekdays: Array.from({ length: 7 }, (_, slot) => ({
            slot,
            sightings: slot === 0 ? 1 : 0,
            averageEngagement: slot === 0 ? 3 : 0,
          })),
          followerGrowth: series.map((d) => ({ day: d.day, followers: 2 })),
        }
      : null,
  };
}

function stub(premium: boolean, status = 200) {
  return stubFetch({
    'GET /api/me/analytics': (_init, url) => {
      if (status !== 200)
        return jsonResponse({ message: 'Premium Explorer only', upgradeUrl: '/upgrade' }, status);
      const n = Number(new URL(url, 'http://localhost').searchParams.get('days') ?? '30');
      return jsonResponse(analytics(n, premium));
    },
  });
}

const requested = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/me/analytics'));

describe('AnalyticsPage for a free member', () => {
  it('shows the last 30 days: totals, the daily table, top sightings and species', async () => {
    const fetchMock = stub(false);
    await renderPage(<AnalyticsPage />, { path: '/analytics', me: MEMBER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your analytics' })).toBeInTheDocument();
    expect(await screen.findByText('All time: 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    // The chart's figures, one row per day, for screen readers.
    const daily = screen.getByRole('table', { name: /per day, Feb 14, 2026 to Mar 15, 2026/ });
    expect(within(daily).getAllByRole('row')).toHaveLength(31);
    expect(within(daily).getByRole('row', { name: /Mar 15, 2026/ })).toHaveTextContent('7');
    const links = screen.getAllByRole('link', { name: 'Barn owl' });
    expect(links[0]).toHaveAttribute('href', '/sighting/11');
    expect(screen.getByText('Species recorded: 2')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Your sightings and species per category' })).toHaveTextContent(
      'Birds',
    );
    // What Premium adds is offered, not shown; no CSV for the free plan.
    expect(screen.getByRole('heading', { name: 'More with Premium Explorer' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(requested(fetchMock)).toEqual(['/api/me/analytics?days=30']);
  });

  it('offers Premium for 90 and 365 days instead of asking the server', async () => {
    const fetchMock = stub(false);
    await renderPage(<AnalyticsPage />, { path: '/analytics', me: MEMBER });
    await screen.findByText('All time: 12');
    await userEvent.setup().click(screen.getByRole('button', { name: '365 days (Premium)' }));
    expect(await screen.findByRole('heading', { name: 'More with Premium Explorer' })).toBeInTheDocument();
    expect(screen.queryByText('All time: 12')).not.toBeInTheDocument();
    expect(requested(fetchMock)).toEqual(['/api/me/analytics?days=30']);
  });
});

describe('AnalyticsPage for a Premium member', () => {
  const PREMIUM = { ...MEMBER, subscriptionTier: 'premium' as const };

  it('adds the breakdown per sighting, the best hours and days, follower growth and the CSV', async () => {
    const fetchMock = stub(true);
    await renderPage(<AnalyticsPage />, { path: '/analytics', me: PREMIUM });
    const breakdown = await screen.findByRole('table', { name: /each sighting in the last 30 days/ });
    expect(within(breakdown).getByRole('link', { name: 'Barn owl' })).toHaveAttribute('href', '/sighting/11');
    expect(screen.getByText('Your sightings did best when posted: 6:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Your sightings did best when posted: Sunday')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Followers at the end of each day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/me/analytics/export.csv?days=30',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '365 days' }));
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/me/analytics/export.csv?days=365',
    );
    expect(requested(fetchMock)).toContain('/api/me/analytics?days=365');
  });

  it('shows the offer when the server refuses (a plan that just ended)', async () => {
    stub(true, 403);
    await renderPage(<AnalyticsPage />, { path: '/analytics', me: PREMIUM });
    expect(await screen.findByRole('heading', { name: 'More with Premium Explorer' })).toBeInTheDocument();
  });
});

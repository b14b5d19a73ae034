// /ai-insights: trending species with their counts and links, the seasons near the member's place as charts
// whose numbers are in their accessible names, and for members the species others see nearby.
import type { Insights } from '@common/schemas/insights';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeMember, renderScreen, stubApi } from '../../features/sightings/test-support';
import AiInsightsPage from './AiInsightsPage';

afterEach(() => vi.unstubAllGlobals());

const months = (jan: number, jul: number) => [jan, 0, 0, 0, 0, 0, jul, 0, 0, 0, 0, 0];

function insights(signedIn: boolean, withPlace: boolean): Insights {
  return {
    signedIn,
    trending: {
      windowDays: 30,
      recentTotal: 9,
      previousTotal: 4,
      species: [
        {
          key: 'id:7',
          name: 'Mute swan',
          scientificName: 'Cygnus olor',
          slug: 'cygnus-olor',
          category: 'birds',
          latestSightingId: 41,
          recent: 3,
          previous: 1,
          change: 2,
          changePercent: 200,
        },
        {
          key: 'name:common kingfisher',
          name: 'Common kingfisher',
          scientificName: null,
          slug: null,
          category: 'birds',
          latestSightingId: 42,
          recent: 2,
          previous: 0,
          change: 2,
          changePercent: null,
        },
      ],
    },
    nearby: withPlace
      ? {
          source: 'lastSighting',
          latitude: 51.5,
          longitude: -0.12,
          radiusKm: 50,
          months: months(2, 3),
          total: 5,
          seasonal: [
            {
              key: 'name:grey heron',
              name: 'Grey heron',
              scientificName: null,
              slug: null,
              category: 'birds',
              latestSightingId: 43,
              total: 3,
              months: months(2, 1),
            },
          ],
          notYetSeen: signedIn
            ? [
                {
                  key: 'name:eurasian otter',
                  name: 'Eurasian otter',
                  scientificName: null,
                  slug: null,
                  category: 'mammals',
                  latestSightingId: 44,
                  sightings: 2,
                  observers: 1,
                  lastSeen: '2026-10-01',
                },
              ]
            : null,
        }
      : null,
  };
}

describe('AiInsightsPage', () => {
  it('shows visitors what is trending, with links to the species and the counts', async () => {
    const api = stubApi({ '/api/insights': () => json(insights(false, false)) });
    await renderScreen(<AiInsightsPage />, { path: '/ai-insights', me: null });
    const trending = await screen.findByTestId('insights-trending');
    expect(
      within(trending).getByText('9 public sightings in the last 30 days, against 4 in the 30 days before.'),
    ).toBeInTheDocument();
    expect(within(trending).getByRole('link', { name: 'Mute swan' })).toHaveAttribute(
      'href',
      '/species/cygnus-olor',
    );
    // Without a catalogue page, the link is the newest sighting.
    expect(within(trending).getByRole('link', { name: 'Common kingfisher' })).toHaveAttribute(
      'href',
      '/sighting/42',
    );
    expect(within(trending).getByText('+200%')).toBeInTheDocument();
    expect(within(trending).getByText('new')).toBeInTheDocument();
    expect(
      within(trending).getByRole('img', {
        name: '1 sightings in the previous 30 days, 3 in the last 30 days',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Share your location to see which species are seen near you/),
    ).toBeInTheDocument();
    const asked = api.callsTo('GET /api/insights')[0]?.url.searchParams;
    expect(asked?.get('lang')).toBe('en');
    expect(asked?.get('radiusKm')).toBe('50');
    expect(asked?.has('latitude')).toBe(false);
  });

  it('shows a member the seasons near their latest sighting and the species they have not recorded', async () => {
    stubApi({ '/api/insights': () => json(insights(true, true)) });
    await renderScreen(<AiInsightsPage />, { path: '/ai-insights', me: makeMember({ id: 3 }) });
    const nearby = await screen.findByTestId('insights-nearby');
    expect(
      within(nearby).getByText('Within 50 km of your latest sighting (51.5, -0.12).'),
    ).toBeInTheDocument();
    expect(within(nearby).getByText('Public sightings within the radius: 5')).toBeInTheDocument();
    const chart = within(nearby).getByRole('img', {
      name: /^All species, sightings per month: Jan: 2, Feb: 0/,
    });
    expect(chart.getAttribute('aria-label')).toContain('Jul: 3');
    expect(within(nearby).getByRole('link', { name: 'Grey heron' })).toHaveAttribute('href', '/sighting/43');
    const notYetSeen = screen.getByTestId('insights-not-yet-seen');
    expect(within(notYetSeen).getByRole('link', { name: 'Eurasian otter' })).toBeInTheDocument();
    expect(within(notYetSeen).getByText(/2 sightings by 1 members, latest/)).toBeInTheDocument();
  });

  it('invites a visitor who gave a place to sign in for the personal list', async () => {
    stubApi({ '/api/insights': () => json({ ...insights(false, true) }) });
    await renderScreen(<AiInsightsPage />, { path: '/ai-insights', me: null });
    expect(
      await screen.findByRole('link', {
        name: 'Sign in to see the species others see near you that you have not recorded yet.',
      }),
    ).toHaveAttribute('href', '/login?next=%2Fai-insights');
  });
});

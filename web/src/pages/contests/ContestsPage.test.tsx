// /contests: this month's contests with their stage, calendar, fee in the reader's currency and prizes, the
// rules (the ranking rule and hidden counts stated), next month's contests and the past winners.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest, makeDetail } from '../../features/contests/test-support';
import { json, renderScreen } from '../../features/sightings/test-support';
import { MEMBER, stubFetch } from '../auth/test-utils';
import ContestsPage from './ContestsPage';

afterEach(() => vi.unstubAllGlobals());

const viewer = {
  signedIn: true,
  premium: false,
  fee: { amountMinor: 2500, currency: 'USD' },
  cardSupported: true,
  paypalSupported: true,
};

describe('ContestsPage', () => {
  it('shows the current contests, the rules, the upcoming ones and the winners', async () => {
    const photo = makeContest();
    const video = makeContest({
      id: 8,
      mediaType: 'video',
      title: 'November 2026 Video Contest',
      status: 'voting',
    });
    stubFetch({
      'GET /api/contests': () =>
        json({
          current: [photo, video],
          upcoming: [
            makeContest({
              id: 9,
              calendarMonth: '2026-12',
              status: 'upcoming',
              title: 'December 2026 Photo Contest',
            }),
          ],
          past: [
            makeContest({
              id: 2,
              calendarMonth: '2026-10',
              status: 'completed',
              title: 'October 2026 Photo Contest',
              winner: {
                entryId: 5,
                sightingId: 77,
                speciesName: 'Polar bear',
                imageUrl: '/media/bear.jpg',
                photographer: { id: 4, username: 'arctic' },
              },
            }),
          ],
          viewer,
        }),
      'GET /api/contests/7': () => json(makeDetail()),
      'GET /api/contests/8': () =>
        json(
          makeDetail({
            contest: video,
            viewer: { ...makeDetail().viewer, canEnter: false, entryRefusal: 'closed' },
          }),
        ),
    });
    await renderScreen(<ContestsPage />, { path: '/contests', me: MEMBER });

    const photoCard = await screen.findByRole('article', { name: 'November 2026 photo contest' });
    expect(within(photoCard).getByText('Open for entries')).toBeInTheDocument();
    expect(within(photoCard).getByText('Entry fee: $25 per entry')).toBeInTheDocument();
    expect(within(photoCard).getByText('Nov 1, 2026 – Nov 24, 2026 (UTC)')).toBeInTheDocument();
    expect(within(photoCard).getByText('3 months free premium')).toBeInTheDocument();
    expect(await within(photoCard).findByRole('button', { name: 'Enter this contest' })).toBeInTheDocument();

    const videoCard = screen.getByRole('article', { name: 'November 2026 video contest' });
    expect(within(videoCard).getByRole('link', { name: 'Vote now' })).toHaveAttribute(
      'href',
      '/contest-voting?contest=8',
    );

    const rules = screen.getByRole('region', { name: 'How the contests work' });
    expect(within(rules).getByText(/60% the average judge score and 40% the votes/)).toBeInTheDocument();
    expect(within(rules).getByText(/vote counts stay hidden until voting ends/)).toBeInTheDocument();

    expect(screen.getByRole('article', { name: 'December 2026 photo contest' })).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past contests and winners' });
    expect(within(past).getByRole('link', { name: 'Polar bear' })).toHaveAttribute('href', '/sighting/77');
  });
});

// The home page's contest section: the fixed October winners until a monthly contest is decided, then the
// latest real winners, each opening its sighting.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../pages/auth/test-utils';
import { ContestWinnersSection } from '../../pages/home/sections/ContestWinnersSection';
import { json, renderScreen } from '../sightings/test-support';

afterEach(() => vi.unstubAllGlobals());

describe('the home page contest winners', () => {
  it('keeps the fixed October winners while no contest has been decided', async () => {
    stubFetch({ 'GET /api/contests/winners/latest': () => json({ winners: [] }) });
    await renderScreen(<ContestWinnersSection />);
    expect(await screen.findByRole('heading', { name: 'October Contest Winners' })).toBeInTheDocument();
  });

  it('shows the latest real winners once there are some', async () => {
    stubFetch({
      'GET /api/contests/winners/latest': () =>
        json({
          winners: [
            {
              contestId: 3,
              entryId: 40,
              sightingId: 812,
              speciesName: 'Snowy owl',
              imageUrl: '/media/owl.jpg',
              photographer: { id: 9, username: 'owl_fan' },
              mediaType: 'photo',
              month: 11,
              year: 2026,
              prize: null,
            },
          ],
        }),
    });
    await renderScreen(<ContestWinnersSection />);
    expect(await screen.findByRole('heading', { name: 'November 2026 contest winners' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the winning sighting: Snowy owl' })).toHaveAttribute(
      'href',
      '/sighting/812',
    );
    expect(screen.getByText('owl_fan')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'October Contest Winners' })).not.toBeInTheDocument();
  });
});

// /location-guides/:id: a non-buyer sees the preview and the buy button (and never the content, which the server
// does not send); a buyer reads the whole guide and may rate it.
import type { GuideDetail } from '@common/schemas/guides';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeMember, renderScreen } from '../../features/sightings/test-support';
import { stubFetch } from '../auth/test-utils';
import GuidePage from './GuidePage';

afterEach(() => vi.unstubAllGlobals());

const guide: GuideDetail['guide'] = {
  id: 5,
  title: 'Dawn herons at Lake Kerkini',
  description: 'Pelicans at first light.',
  excerpt: 'Pelicans at first light.',
  location: 'Lake Kerkini, Greece',
  latitude: 41.2,
  longitude: 23.1,
  price: 1299,
  currency: 'USD',
  isFree: false,
  category: 'birds',
  difficulty: 'easy',
  bestSeason: 'winter',
  keySpecies: ['pelecanus-crispus'],
  previewImage: null,
  rating: 0,
  totalRatings: 0,
  totalSales: 0,
  status: 'published',
  author: { id: 3, username: 'heronfan', displayName: null },
  publishedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const viewer = {
  isAuthor: false,
  hasPurchased: false,
  canRead: false,
  canBuy: true,
  canRate: false,
  hasRated: false,
};

describe('GuidePage', () => {
  it('shows a non-buyer the preview, the price and the buy button', async () => {
    stubFetch({
      'GET /api/guides/5': () =>
        json({
          guide,
          species: [
            { slug: 'pelecanus-crispus', name: 'Dalmatian pelican', scientificName: 'Pelecanus crispus' },
          ],
          full: null,
          viewer,
        }),
      'GET /api/guides/5/ratings': () => json({ ratings: [] }),
    });
    await renderScreen(<GuidePage />, {
      path: '/location-guides/:id',
      url: '/location-guides/5',
      me: makeMember(),
    });
    expect(await screen.findByRole('heading', { name: guide.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buy this guide for \$12\.99/ })).toBeInTheDocument();
    // Each key species links to its page under its common name (and its scientific name).
    expect(screen.getByRole('link', { name: /^Dalmatian pelican/ })).toHaveAttribute(
      'href',
      '/species/pelecanus-crispus',
    );
    expect(screen.getByText(/This is a preview/)).toBeInTheDocument();
  });

  it('lets a buyer read the whole guide and rate it', async () => {
    stubFetch({
      'GET /api/guides/5': () =>
        json({
          guide,
          species: [],
          full: {
            content: '## The boat\n\nAsk at the jetty.',
            equipment: ['500 mm lens'],
            tips: ['Go early'],
            previewMediaAssetId: null,
          },
          viewer: { ...viewer, hasPurchased: true, canRead: true, canBuy: false, canRate: true },
        }),
      'GET /api/guides/5/ratings': () => json({ ratings: [] }),
    });
    await renderScreen(<GuidePage />, {
      path: '/location-guides/:id',
      url: '/location-guides/5',
      me: makeMember(),
    });
    expect(await screen.findByRole('heading', { name: 'The boat' })).toBeInTheDocument();
    expect(screen.getByText('500 mm lens')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy this guide/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send rating' })).toBeInTheDocument();
  });
});

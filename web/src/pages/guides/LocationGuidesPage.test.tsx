// /location-guides: cards with the price ('Free' or through Intl), and the filters sent to the server.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderScreen } from '../../features/sightings/test-support';
import { stubFetch } from '../auth/test-utils';
import LocationGuidesPage from './LocationGuidesPage';

afterEach(() => vi.unstubAllGlobals());

const card = (id: number, price: number, title: string) => ({
  id,
  title,
  description: 'Where the herons are.',
  excerpt: 'Where the herons are.',
  location: 'Lake Kerkini',
  latitude: 41.2,
  longitude: 23.1,
  price,
  currency: 'USD',
  isFree: price === 0,
  category: 'birds',
  difficulty: 'easy',
  bestSeason: 'winter',
  keySpecies: [],
  previewImage: null,
  rating: 4.5,
  totalRatings: 2,
  totalSales: 1,
  status: 'published',
  author: { id: 3, username: 'heronfan', displayName: null },
  publishedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('LocationGuidesPage', () => {
  it('lists guides with their prices and filters by category', async () => {
    const fetchMock = stubFetch({
      'GET /api/guides': () =>
        json({
          guides: [card(1, 0, 'Free marsh'), card(2, 999, 'Paid cliffs')],
          total: 2,
          page: 1,
          pageSize: 12,
        }),
    });
    await renderScreen(<LocationGuidesPage />, { path: '/location-guides' });
    expect(await screen.findByRole('link', { name: 'Free marsh' })).toHaveAttribute(
      'href',
      '/location-guides/1',
    );
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getAllByText('Free').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'mammals' } });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('category=mammals'))).toBe(true),
    );
  });
});

// Guide moderation: the list with each guide's status, and hiding a guide with a reason (the bearer is sent).
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../pages/auth/test-utils';
import { json, renderScreen } from '../sightings/test-support';
import { GuideModerationSection } from './GuideModerationSection';

afterEach(() => vi.unstubAllGlobals());

const guide = {
  id: 4,
  title: 'Cliff puffins',
  description: 'Puffins on the cliffs.',
  excerpt: 'Puffins on the cliffs.',
  location: 'Skomer',
  latitude: 51.7,
  longitude: -5.3,
  price: 500,
  currency: 'GBP',
  isFree: false,
  category: 'birds',
  difficulty: 'easy',
  bestSeason: 'summer',
  keySpecies: [],
  previewImage: null,
  rating: 0,
  totalRatings: 0,
  totalSales: 0,
  status: 'published',
  author: { id: 3, username: 'puffinfan', displayName: null },
  publishedAt: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  hiddenReason: null,
};

describe('GuideModerationSection', () => {
  it('hides a guide with a reason', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/guides': () => json({ guides: [guide] }),
      'PUT /api/admin/guides/4/visibility': () => json({ ...guide, status: 'hidden' }),
    });
    vi.stubGlobal('prompt', () => 'Spam');
    await renderScreen(<GuideModerationSection />);
    expect(await screen.findByRole('link', { name: 'Cliff puffins' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await vi.waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(put?.[1]?.body).toBe(JSON.stringify({ hidden: true, reason: 'Spam' }));
    });
  });
});

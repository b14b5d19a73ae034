// /community: members see their feed (GET /api/feed) or, when it is empty, the most active recent authors
// to follow; visitors see the newest sightings and an invitation to join.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeMember, makeSighting, renderScreen, stubApi } from '../../features/sightings/test-support';
import { activeMembers } from './active-members';
import CommunityPage from './CommunityPage';

afterEach(() => vi.unstubAllGlobals());

const by = (userId: number, id: number, name = `member${userId}`) =>
  makeSighting({
    id,
    userId,
    photographer: name,
    user: { id: userId, username: name, profileImageUrl: null },
  });

describe('CommunityPage', () => {
  it('shows a member the feed of the people they follow', async () => {
    const api = stubApi({ '/api/feed': () => json([makeSighting({ speciesName: 'Barn owl' })]) });
    await renderScreen(<CommunityPage />, { path: '/community', me: makeMember({ id: 1 }) });
    expect(await screen.findByRole('link', { name: 'Barn owl' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/feed')[0]?.url.searchParams.get('limit')).toBe('12');
    expect(api.callsTo('GET /api/sightings')).toHaveLength(0);
  });

  it('suggests the most active recent authors when the feed is empty', async () => {
    stubApi({
      '/api/feed': () => json([]),
      '/api/sightings': () => json([by(2, 1, 'heron'), by(3, 2, 'wren'), by(3, 3, 'wren'), by(1, 4, 'me')]),
      '/api/users/2': () => json({ id: 2, followedByMe: false, counts: { followers: 0 } }),
      '/api/users/3': () => json({ id: 3, followedByMe: false, counts: { followers: 0 } }),
    });
    await renderScreen(<CommunityPage />, { path: '/community', me: makeMember({ id: 1 }) });
    expect(await screen.findByRole('heading', { name: 'Your feed is empty' })).toBeInTheDocument();
    const suggestions = await screen.findByRole('region', { name: 'Members to follow' });
    const names = within(suggestions)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['wren', 'heron']);
    expect(within(suggestions).getByText('2 recent sightings')).toBeInTheDocument();
    expect(within(suggestions).getByRole('button', { name: 'Follow wren' })).toBeInTheDocument();
  });

  it('invites visitors to join and shows the newest sightings', async () => {
    const api = stubApi({ '/api/sightings': () => json([makeSighting({ speciesName: 'Grey seal' })]) });
    await renderScreen(<CommunityPage />, { path: '/community', me: null });
    expect(await screen.findByRole('link', { name: 'Grey seal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/register');
    expect(api.callsTo('GET /api/feed')).toHaveLength(0);
  });
});

describe('activeMembers', () => {
  it('ranks by number of sightings, then by recency, and leaves the viewer out', () => {
    const list = [by(5, 1), by(6, 2), by(6, 3), by(7, 4), by(7, 5), by(9, 6), by(9, 7), by(9, 8)];
    expect(activeMembers(list, 9).map((m) => [m.user.id, m.sightings])).toEqual([
      [6, 2],
      [7, 2],
      [5, 1],
    ]);
    expect(activeMembers(list, null, 1).map((m) => m.user.id)).toEqual([9]);
  });
});

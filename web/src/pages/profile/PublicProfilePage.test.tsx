// A member's public profile: the header, and the not-found state for unknown members and bad addresses.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../features/profiles/test-fixtures';
import { jsonResponse, renderPage, stubFetch } from '../auth/test-utils';
import PublicProfilePage from './PublicProfilePage';

afterEach(() => vi.unstubAllGlobals());

describe('PublicProfilePage', () => {
  it('shows the member to visitors, with counts, interests and experience', async () => {
    stubFetch({
      'GET /api/users/7': () => jsonResponse(makeProfile()),
      'GET /api/sightings': () => jsonResponse([]),
    });
    await renderPage(<PublicProfilePage />, { path: '/profile/:userId', url: '/profile/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'heron_watch' })).toBeInTheDocument();
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
    expect(screen.getByText('Experience: Advanced')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Interests' })).toHaveTextContent('heronswetlands');
    expect(screen.getByText('Nikon Z8, 500mm PF')).toBeInTheDocument();
    expect(screen.getByTestId('count-likesReceived')).toHaveTextContent('40');
    expect(screen.getByText('Likes received')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Portfolio' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('\u2068heron_watch\u2069 has not shared any sightings yet.'),
    ).toBeInTheDocument();
  });

  it('shows the not-found state for an unknown member', async () => {
    stubFetch({ 'GET /api/users/999': () => jsonResponse({ message: 'User not found' }, 404) });
    await renderPage(<PublicProfilePage />, { path: '/profile/:userId', url: '/profile/999' });
    expect(await screen.findByRole('heading', { name: 'Member not found' })).toBeInTheDocument();
  });

  it('does not ask the server about an address that is not a member number', async () => {
    const fetchMock = stubFetch({});
    await renderPage(<PublicProfilePage />, { path: '/profile/:userId', url: '/profile/abc' });
    expect(screen.getByRole('heading', { name: 'Member not found' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/users'))).toHaveLength(0);
  });
});

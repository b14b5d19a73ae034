// Your own profile: the same header without a follow button, the shortcuts, and the Bookmarks tab.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOwnProfile, makeSighting } from '../../features/profiles/test-fixtures';
import { jsonResponse, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import MyProfilePage from './MyProfilePage';

afterEach(() => vi.unstubAllGlobals());

describe('MyProfilePage', () => {
  it('shows your profile with shortcuts, your sightings and bookmarks, and no follow button', async () => {
    const fetchMock = stubFetch({
      'GET /api/user/profile': () =>
        jsonResponse(
          makeOwnProfile({
            subscriptionTier: 'photographer',
            portfolioUrl: 'river-otter',
            interests: ['otters'],
            instagramUsername: '@river.otter',
          }),
        ),
      'GET /api/sightings': () =>
        jsonResponse([makeSighting({ id: 5, speciesName: 'Eurasian Otter', userId: 42 })]),
      'GET /api/bookmarks/collections': () => jsonResponse([{ name: 'Saved', count: 0 }]),
      'GET /api/bookmarks': () => jsonResponse([]),
    });
    await renderPage(<MyProfilePage />, { path: '/my-profile', me: MEMBER });

    expect(await screen.findByRole('heading', { level: 1, name: 'river_otter' })).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /follow/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio/river-otter',
    );
    const instagram = screen.getByRole('link', { name: /@river\.otter/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/river.otter/');
    expect(instagram).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('RO');

    const shortcuts = screen.getByRole('navigation', { name: 'Your settings' });
    expect(within(shortcuts).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');
    expect(within(shortcuts).getByRole('link', { name: 'Portfolio Builder' })).toHaveAttribute(
      'href',
      '/portfolio-builder',
    );
    expect(within(shortcuts).getByRole('link', { name: 'E-mail Preferences' })).toHaveAttribute(
      'href',
      '/email-preferences',
    );

    expect(await screen.findByRole('link', { name: 'Eurasian Otter' })).toHaveAttribute(
      'href',
      '/sighting/5',
    );
    const sightingsCall = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/sightings'));
    expect(String(sightingsCall?.[0])).toContain('userId=42');

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Bookmarks' }));
    expect(await screen.findByText('No bookmarks in this collection yet.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/my-profile?tab=bookmarks');
  });
});

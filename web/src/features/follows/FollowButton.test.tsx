// Following from a profile: optimistic change and rollback, hidden on your own profile, and visitors sent to
// sign in with the 'Sign In Required' toast.
import type { Profile } from '@common/schemas/profiles';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, MEMBER, renderPage, stubFetch } from '../../pages/auth/test-utils';
import PublicProfilePage from '../../pages/profile/PublicProfilePage';
import { makeProfile } from '../profiles/test-fixtures';

afterEach(() => vi.unstubAllGlobals());

/** A reply the test releases when it wants, to look at the screen while the request is in flight. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function followersCount() {
  return screen.getByTestId('count-followers').textContent;
}

async function renderProfile(profile: Profile, me = MEMBER, extra: Parameters<typeof stubFetch>[0] = {}) {
  let current = profile;
  const fetchMock = stubFetch({
    'GET /api/users/7': () => jsonResponse(current),
    'GET /api/sightings': () => jsonResponse([]),
    ...extra,
  });
  const view = await renderPage(<PublicProfilePage />, { path: '/profile/:userId', url: '/profile/7', me });
  await screen.findByRole('heading', { name: 'heron_watch' });
  return { ...view, fetchMock, setServer: (next: Profile) => (current = next) };
}

describe('FollowButton on a profile', () => {
  it('follows at once, before the server answers, and keeps the server count', async () => {
    const reply = deferred();
    const { fetchMock, setServer } = await renderProfile(makeProfile(), MEMBER, {
      'POST /api/users/7/follow': () => reply.promise,
    });
    expect(followersCount()).toBe('5');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Follow heron_watch' }));

    // Optimistic: the button and the count changed while the request is still open.
    expect(screen.getByRole('button', { name: 'Unfollow heron_watch' })).toBeInTheDocument();
    expect(followersCount()).toBe('6');
    expect(callsTo(fetchMock, 'POST /api/users/7/follow')).toHaveLength(1);

    setServer(makeProfile({ followedByMe: true, counts: { ...makeProfile().counts, followers: 6 } }));
    await act(async () => reply.release(jsonResponse({ following: true, followers: 6 })));

    expect(await screen.findByRole('button', { name: 'Unfollow heron_watch' })).toBeEnabled();
    expect(followersCount()).toBe('6');
  });

  it('goes back and says why when the server refuses', async () => {
    const reply = deferred();
    await renderProfile(
      makeProfile({ followedByMe: true, counts: { ...makeProfile().counts, followers: 5 } }),
      MEMBER,
      {
        'DELETE /api/users/7/follow': () => reply.promise,
      },
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Unfollow heron_watch' }));
    expect(screen.getByRole('button', { name: 'Follow heron_watch' })).toBeInTheDocument();
    expect(followersCount()).toBe('4');

    await act(async () => reply.release(jsonResponse({ message: 'The database is busy.' }, 503)));

    expect(await screen.findByRole('button', { name: 'Unfollow heron_watch' })).toBeInTheDocument();
    expect(followersCount()).toBe('5');
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('The database is busy.')).toBeInTheDocument();
  });

  it('is not offered on your own profile', async () => {
    await renderProfile(makeProfile(), { ...MEMBER, id: 7, username: 'heron_watch' });
    expect(screen.queryByRole('button', { name: /follow/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/my-profile');
  });

  it('sends visitors to sign in, coming back to this profile', async () => {
    const { fetchMock } = await renderProfile(makeProfile(), null as never);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Follow heron_watch' }));

    expect(await screen.findByText('Sign In Required')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnUrl=%2Fprofile%2F7');
    expect(callsTo(fetchMock, 'POST /api/users/7/follow')).toHaveLength(0);
  });

  it('updates the entry in a followers list optimistically too', async () => {
    const reply = deferred();
    await renderProfile(makeProfile(), MEMBER, {
      'GET /api/users/7/followers': () =>
        jsonResponse([
          {
            id: 9,
            username: 'kestrel',
            profileImageUrl: null,
            subscriptionTier: 'photographer',
            bio: null,
            createdAt: '2025-01-01T00:00:00.000Z',
            followedByMe: false,
          },
        ]),
      'GET /api/users/9': () => jsonResponse(makeProfile({ id: 9, username: 'kestrel' })),
      'POST /api/users/9/follow': () => reply.promise,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    const entry = (await screen.findByRole('link', { name: 'kestrel' })).closest('li') as HTMLElement;
    expect(within(entry).getByText('Premium')).toBeInTheDocument();

    await user.click(within(entry).getByRole('button', { name: 'Follow kestrel' }));
    expect(within(entry).getByRole('button', { name: 'Unfollow kestrel' })).toBeInTheDocument();
    await act(async () => reply.release(jsonResponse({ following: true, followers: 1 })));
  });
});

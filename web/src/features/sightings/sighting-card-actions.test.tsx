// The sighting card's buttons (spec sections 2, 5, 7, 8): optimistic likes with rollback and the 'Error'
// toast, bookmarks for members, Delete only for the author (ids compared as numbers) with the confirmation,
// the success toast, the error mapping and the refresh of every list; comments expanding inline.
import type { Sighting } from '@common/schemas/sightings';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import i18n, { i18nReady } from '../../lib/i18n';
import { isSameMember } from './author';
import { deleteErrorMessage } from './delete-error';
import { sightingKeys } from './keys';
import { SightingCard } from './SightingCard';
import { deferred, json, makeComment, makeMember, makeSighting, renderScreen, stubApi } from './test-support';

afterEach(() => vi.unstubAllGlobals());

const AUTHOR = makeMember({ id: 7 });
const OTHER = makeMember({ id: 8, username: 'someoneelse' });

function renderCard(sighting: Sighting, me: ReturnType<typeof makeMember> | null) {
  return renderScreen(<SightingCard sighting={sighting} />, { me });
}

describe('Like', () => {
  it('toggles at once, keeps the server count, and refreshes the lists', async () => {
    const user = userEvent.setup();
    const reply = deferred<Response>();
    const api = stubApi({ 'POST /api/sightings/42/like': () => reply.promise });
    const { queryClient } = await renderCard(makeSighting({ likes: 3 }), OTHER);
    queryClient.setQueryData(sightingKeys.list({ limit: 6 }), [makeSighting()]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const like = screen.getByRole('button', { name: 'Like (3)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);

    // Before the server answers.
    expect(screen.getByRole('button', { name: 'Like (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST /api/sightings/42/like')).toHaveLength(1);

    await act(async () => reply.resolve(json({ liked: true, likes: 10 })));
    expect(await screen.findByRole('button', { name: 'Like (10)' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(queryClient.getQueryState(sightingKeys.list({ limit: 6 }))?.isInvalidated).toBe(true),
    );
    expect(invalidate).toHaveBeenCalled();
  });

  it('goes back and shows the Error toast with the server message when the like fails', async () => {
    const user = userEvent.setup();
    const reply = deferred<Response>();
    stubApi({ 'POST /api/sightings/42/like': () => reply.promise });
    await renderCard(makeSighting({ likes: 3, likedByMe: true }), OTHER);

    await user.click(screen.getByRole('button', { name: 'Like (3)' }));
    expect(screen.getByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'false');

    await act(async () => reply.resolve(json({ message: 'Too many likes, slow down' }, 429)));
    expect(await screen.findByRole('button', { name: 'Like (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Too many likes, slow down')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("falls back to 'Failed to update like status' when there is no server message", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network down');
      }),
    );
    await renderCard(makeSighting({ likes: 1 }), OTHER);
    await user.click(screen.getByRole('button', { name: 'Like (1)' }));
    expect(await screen.findByText('Failed to update like status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is disabled for visitors', async () => {
    stubApi({});
    await renderCard(makeSighting({ likes: 5 }), null);
    expect(screen.getByRole('button', { name: 'Like (5)' })).toBeDisabled();
  });
});

describe('Bookmark', () => {
  it('is offered to members only and toggles through the bookmark routes', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/bookmarks': () => json({ id: 1 }, 201),
      'DELETE /api/sightings/42/bookmark': () => json({ ok: true }),
    });
    const visitor = await renderCard(makeSighting(), null);
    expect(screen.queryByRole('button', { name: 'Bookmark' })).not.toBeInTheDocument();
    visitor.unmount();

    await renderCard(makeSighting(), OTHER);
    const bookmark = screen.getByRole('button', { name: 'Bookmark' });
    await user.click(bookmark);
    expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST /api/bookmarks')[0]?.body).toEqual({ sightingId: 42 });

    await waitFor(() => expect(bookmark).toBeEnabled());
    await user.click(bookmark);
    await waitFor(() => expect(api.callsTo('DELETE /api/sightings/42/bookmark')).toHaveLength(1));
    expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('Delete', () => {
  it('is shown only to the author', async () => {
    stubApi({});
    // The author's card first: the button's code loads on first use, so once it is in, the other cards would
    // show the button at once if they offered it.
    const author = await renderCard(makeSighting(), AUTHOR);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    author.unmount();
    const other = await renderCard(makeSighting(), OTHER);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    other.unmount();
    await renderCard(makeSighting(), null);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('compares the ids as numbers, so a string id from the server still matches', async () => {
    stubApi({});
    // Older clients and some caches hold the author's id as a string.
    const sighting = makeSighting({ userId: '7' as unknown as number });
    await renderCard(sighting, AUTHOR);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();

    expect(isSameMember(7, '7')).toBe(true);
    expect(isSameMember('8', 8)).toBe(true);
    expect(isSameMember(7, '17')).toBe(false);
    expect(isSameMember(null, 7)).toBe(false);
    expect(isSameMember(undefined, undefined)).toBe(false);
    expect(isSameMember('abc', 'abc')).toBe(false);
  });

  it('asks for confirmation, deletes, says so and refreshes everything that showed the sighting', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'DELETE /api/sightings/42': () => json({ ok: true }) });
    const { queryClient } = await renderCard(makeSighting(), AUTHOR);
    const seeded = [
      sightingKeys.list({ limit: 6 }),
      sightingKeys.list({ category: 'mammals' }),
      sightingKeys.pages({ sort: 'newest', limit: 12 }),
      sightingKeys.feedPages({ limit: 12 }),
      ['/api/users', 7],
      ['/api/user/profile'],
      ['/api/bookmarks', 'collections'],
      ['/api/locations'],
      ['/api/map'],
    ];
    for (const key of seeded) queryClient.setQueryData(key, []);
    queryClient.setQueryData(sightingKeys.detail(42), makeSighting());
    queryClient.setQueryData(['/api/users', 99], { untouched: true });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this sighting? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/sightings/42')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sighting deleted')).toBeInTheDocument();
    expect(screen.getByText('Your sighting has been removed successfully.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/sightings/42')).toHaveLength(1);
    await waitFor(() => {
      for (const key of seeded) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    });
    expect(queryClient.getQueryData(sightingKeys.detail(42))).toBeUndefined();
    expect(queryClient.getQueryState(['/api/users', 99])?.isInvalidated).toBe(false);
  });

  it('Cancel closes the dialog without deleting', async () => {
    const user = userEvent.setup();
    const api = stubApi({});
    await renderCard(makeSighting(), AUTHOR);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it.each([
    [403, { message: 'You can only delete your own sightings.' }, 'You can only delete your own sightings.'],
    [401, { message: 'Authentication required' }, 'You must be logged in to delete sightings.'],
    [500, { message: 'The database is resting' }, 'The database is resting'],
  ])('a %s answer shows "Error deleting sighting" with the spec message', async (status, body, shown) => {
    const user = userEvent.setup();
    stubApi({ 'DELETE /api/sightings/42': () => json(body, status) });
    await renderCard(makeSighting(), AUTHOR);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting sighting')).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
  });
});

describe('delete error mapping', () => {
  const t = i18n.t.bind(i18n);
  const api = (status: number, body: string, message?: string) =>
    new ApiError(status, body, message, undefined);

  it('follows spec section 8', async () => {
    await i18nReady;
    expect(deleteErrorMessage(api(401, 'Unauthorized'), t)).toBe(
      'You must be logged in to delete sightings.',
    );
    expect(deleteErrorMessage(new Error('Authentication required'), t)).toBe(
      'You must be logged in to delete sightings.',
    );
    expect(deleteErrorMessage(new Error('401: session expired'), t)).toBe(
      'You must be logged in to delete sightings.',
    );
    expect(deleteErrorMessage(api(403, '{"message":"nope"}', 'nope'), t)).toBe(
      'You can only delete your own sightings.',
    );
    expect(deleteErrorMessage(new Error('403: Forbidden'), t)).toBe(
      'You can only delete your own sightings.',
    );
    expect(deleteErrorMessage(api(404, '{"message":"Sighting not found"}', 'Sighting not found'), t)).toBe(
      'Sighting not found',
    );
    expect(deleteErrorMessage(api(502, 'Bad Gateway'), t)).toBe(
      'Failed to delete the sighting. Please try again.',
    );
    expect(deleteErrorMessage('???', t)).toBe('Failed to delete the sighting. Please try again.');
  });
});

describe('Comment', () => {
  it('expands the comments inline and counts them once loaded', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/sightings/42/comments': () =>
        json([makeComment({ replies: [makeComment({ id: 2, parentCommentId: 1, content: 'Agreed' })] })]),
    });
    await renderCard(makeSighting({ commentCount: 0 }), null);
    const button = screen.getByRole('button', { name: 'Comment (0)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(await screen.findByText('What a sighting!')).toBeInTheDocument();
    expect(screen.getByText('Agreed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comment (2)' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Comment (2)' }));
    expect(screen.queryByText('What a sighting!')).not.toBeInTheDocument();
  });
});

// Bookmark collections: 'Saved' first and never renamed or deleted; renaming and deleting the others after
// confirmation; bookmarks with their notes and a remove button.
import type { Bookmark, BookmarkCollection } from '@common/schemas/social';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, MEMBER, renderPage, stubFetch } from '../../pages/auth/test-utils';
import { makeSighting } from '../profiles/test-fixtures';
import { BookmarksPanel } from './BookmarksPanel';

afterEach(() => vi.unstubAllGlobals());

function bookmark(id: number, collectionName: string, notes: string | null = null): Bookmark {
  return {
    id,
    collectionName,
    notes,
    createdAt: '2026-03-02T10:00:00.000Z',
    sighting: makeSighting({ id: 100 + id, speciesName: `Bird ${id}` }),
  };
}

async function renderPanel() {
  // The server's state: collections and their bookmarks.
  let collections: BookmarkCollection[] = [
    { name: 'Raptors', count: 1 },
    { name: 'Saved', count: 1 },
  ];
  let bookmarks: Bookmark[] = [bookmark(1, 'Saved', 'Seen from the hide'), bookmark(2, 'Raptors')];
  const fetchMock = stubFetch({
    'GET /api/bookmarks/collections': () => jsonResponse(collections),
    'GET /api/bookmarks': (_init, url) => {
      const name = new URL(url, 'http://localhost').searchParams.get('collection');
      return jsonResponse(bookmarks.filter((b) => b.collectionName === name));
    },
    'PATCH /api/bookmarks/collections/Raptors': (init) => {
      const { name } = JSON.parse(String(init?.body)) as { name: string };
      collections = collections.map((c) => (c.name === 'Raptors' ? { ...c, name } : c));
      bookmarks = bookmarks.map((b) => (b.collectionName === 'Raptors' ? { ...b, collectionName: name } : b));
      return jsonResponse({ name });
    },
    'DELETE /api/bookmarks/collections/Raptors': () => {
      collections = collections.filter((c) => c.name !== 'Raptors');
      bookmarks = bookmarks.filter((b) => b.collectionName !== 'Raptors');
      return jsonResponse({ ok: true });
    },
    'DELETE /api/bookmarks/1': () => {
      bookmarks = bookmarks.filter((b) => b.id !== 1);
      collections = collections.map((c) => (c.name === 'Saved' ? { ...c, count: 0 } : c));
      return jsonResponse({ ok: true });
    },
  });
  await renderPage(<BookmarksPanel />, { path: '/my-profile', me: MEMBER });
  await screen.findByRole('button', { name: /^Saved/ });
  return fetchMock;
}

function collectionButtons() {
  const nav = screen.getByRole('navigation', { name: 'Collections' });
  return within(nav)
    .getAllByRole('button')
    .filter((b) => !b.getAttribute('aria-label'));
}

describe('BookmarksPanel', () => {
  it("lists 'Saved' first with counts, and offers no rename or delete for it", async () => {
    await renderPanel();
    expect(collectionButtons().map((b) => b.textContent)).toEqual(['Saved1', 'Raptors1']);
    expect(screen.queryByRole('button', { name: 'Delete collection Saved' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename collection Saved' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete collection Raptors' })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Bird 1' })).toBeInTheDocument();
    expect(screen.getByText('Seen from the hide')).toBeInTheDocument();
  });

  it('renames a collection', async () => {
    const fetchMock = await renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename collection Raptors' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Collection name');
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(within(dialog).getByText('Collection name is required')).toBeInTheDocument();

    await user.type(input, 'Birds of prey');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PATCH /api/bookmarks/collections/Raptors')).toEqual([
      { name: 'Birds of prey' },
    ]);
    // The renamed collection is shown, with its bookmark.
    expect(
      await screen.findByRole('button', { name: 'Delete collection Birds of prey' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bird 2' })).toBeInTheDocument();
  });

  it('deletes a collection only after confirmation', async () => {
    const fetchMock = await renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete collection Raptors' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete "Raptors" and the 1 bookmark in it?');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE /api/bookmarks/collections/Raptors')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete collection Raptors' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Collection' }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE /api/bookmarks/collections/Raptors')).toHaveLength(1),
    );
    await waitFor(() => expect(collectionButtons().map((b) => b.textContent)).toEqual(['Saved1']));
  });

  it('removes a bookmark', async () => {
    const fetchMock = await renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Bird 1 from bookmarks' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/bookmarks/1')).toHaveLength(1));
    expect(await screen.findByText('No bookmarks in this collection yet.')).toBeInTheDocument();
  });
});

// Bookmarks in named collections ('Saved' by default): reading, removing, renaming and deleting collections.
import { type Bookmark, type BookmarkCollection, DEFAULT_BOOKMARK_COLLECTION } from '@common/schemas/social';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { usePagedList } from '../profiles/paged';
import { sightingKeys } from '../sightings/keys';
import { bookmarkKeys } from './keys';

/** 'Saved' first (always present, even before the first bookmark), then the others as the server orders them. */
export function orderCollections(collections: readonly BookmarkCollection[]): BookmarkCollection[] {
  const saved = collections.find((c) => c.name === DEFAULT_BOOKMARK_COLLECTION) ?? {
    name: DEFAULT_BOOKMARK_COLLECTION,
    count: 0,
  };
  return [saved, ...collections.filter((c) => c.name !== DEFAULT_BOOKMARK_COLLECTION)];
}

export function useBookmarkCollections() {
  return useQuery<BookmarkCollection[], Error, BookmarkCollection[]>({
    queryKey: bookmarkKeys.collections,
    select: orderCollections,
  });
}

export function useBookmarks(collection: string) {
  return usePagedList<Bookmark>(bookmarkKeys.list(collection), '/api/bookmarks', { collection });
}

const collectionPath = (name: string) => `/api/bookmarks/collections/${encodeURIComponent(name)}`;

function useRefreshBookmarks() {
  const queryClient = useQueryClient();
  return (alsoSightings: boolean) => {
    void queryClient.invalidateQueries({ queryKey: bookmarkKeys.all });
    // Sighting cards carry bookmarkedByMe.
    if (alsoSightings) void queryClient.invalidateQueries({ queryKey: sightingKeys.all });
  };
}

export function useAddBookmark() {
  const refresh = useRefreshBookmarks();
  return useMutation({
    mutationFn: (input: { sightingId: number; collectionName?: string; notes?: string }) =>
      apiRequest<Bookmark>('POST', '/api/bookmarks', input),
    onSuccess: () => refresh(true),
  });
}

export function useRemoveBookmark() {
  const refresh = useRefreshBookmarks();
  return useMutation({
    mutationFn: (bookmarkId: number) => apiRequest('DELETE', `/api/bookmarks/${bookmarkId}`),
    onSuccess: () => refresh(true),
  });
}

export function useRenameCollection() {
  const refresh = useRefreshBookmarks();
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      apiRequest('PATCH', collectionPath(from), { name: to }),
    onSuccess: () => refresh(false),
  });
}

export function useDeleteCollection() {
  const refresh = useRefreshBookmarks();
  return useMutation({
    mutationFn: (name: string) => apiRequest('DELETE', collectionPath(name)),
    onSuccess: () => refresh(true),
  });
}

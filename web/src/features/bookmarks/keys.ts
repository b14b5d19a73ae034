// Query keys of the bookmarks domain; `all` refreshes the collections and every list at once.
export const bookmarkKeys = {
  all: ['/api/bookmarks'] as const,
  /** GET /api/bookmarks/collections: names with counts. */
  collections: ['/api/bookmarks', 'collections'] as const,
  /** GET /api/bookmarks?collection=: the bookmarks of one collection, paged. */
  list: (collection: string) => ['/api/bookmarks', 'list', { collection }] as const,
};

// Plain values of the API contract, kept free of zod so the web app's first load does not pull the schemas in.
/** Response header holding the cursor of the next page of a keyset-paginated list. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** newest: by creation time; most_liked: by like count. Both page by keyset, so pages never overlap. */
export const SIGHTING_SORTS = ['newest', 'most_liked'] as const;
export type SightingSort = (typeof SIGHTING_SORTS)[number];

/** Longest comment or reply, in characters. */
export const COMMENT_MAX = 2000;

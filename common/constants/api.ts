// Plain values of the API contract, kept free of zod so the web app's first load does not pull the schemas in.
/** Response header holding the cursor of the next page of a keyset-paginated list. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** newest: by creation time; most_liked: by like count. Both page by keyset, so pages never overlap. */
export const SIGHTING_SORTS = ['newest', 'most_liked'] as const;
export type SightingSort = (typeof SIGHTING_SORTS)[number];

/** Longest comment or reply, in characters. */
export const COMMENT_MAX = 2000;

/**
 * The header a client sends with a write it may repeat (an offline queue resending after a lost answer): the
 * same member sending the same key again gets the first answer's entity back instead of a second one.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A replayed answer carries this response header set to 'true'. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replay';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:-]{8,80}$/;
export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be 8 to 80 letters, digits, hyphens, underscores or colons';

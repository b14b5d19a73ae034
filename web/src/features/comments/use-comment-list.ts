// The comments of a sighting as read (the list with nested replies) and their count: all a sighting card needs.
// Kept apart from use-comments.ts, whose writing (posting, offline queue, toasts) and its `comments` texts would
// otherwise come with every list of cards' first load.
import type { Comment } from '@common/schemas/comments';
import { useQuery } from '@tanstack/react-query';
import { queryKeyUrl } from '../../lib/api';
import { pageAnswerOptions } from '../../lib/page-data';
import { commentKeys } from './keys';

export function useComments(sightingId: number, options: { enabled?: boolean } = {}) {
  const queryKey = commentKeys.forSighting(sightingId);
  return useQuery<Comment[]>({
    queryKey,
    enabled: options.enabled,
    // A sighting page's HTML holds its comments.
    ...pageAnswerOptions<Comment[]>(queryKeyUrl(queryKey)),
  });
}

/** Comments and replies together: what the Comment button counts. */
export function countComments(comments: Comment[]): number {
  return comments.reduce((sum, c) => sum + 1 + (c.replies?.length ?? 0), 0);
}

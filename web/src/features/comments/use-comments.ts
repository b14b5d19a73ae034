// Reading and writing the comments of a sighting: the list with nested replies, posting a comment or reply,
// deleting one's own, and liking (spec sections 5 and 7).
import type { Comment } from '@common/schemas/comments';
import type { SightingDetail } from '@common/schemas/sightings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage, queryKeyUrl } from '../../lib/api';
import { handleApiError } from '../../lib/handle-error';
import { pageAnswerOptions } from '../../lib/page-data';
import { sightingKeys } from '../sightings/keys';
import { useOptimistic } from '../sightings/use-optimistic';
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

/** Keeps the sighting page's comment count in step with the list. */
function setCount(queryClient: ReturnType<typeof useQueryClient>, sightingId: number, delta: number) {
  queryClient.setQueryData<SightingDetail>(sightingKeys.detail(sightingId), (old) =>
    old ? { ...old, commentCount: Math.max(0, old.commentCount + delta) } : old,
  );
}

export function usePostComment(sightingId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; parentCommentId?: number }) =>
      apiRequest<Comment>('POST', '/api/comments', {
        sightingId,
        content: input.content.trim(),
        ...(input.parentCommentId ? { parentCommentId: input.parentCommentId } : {}),
      }),
    onSuccess: (comment, input) => {
      // Shown at once; the refetch then brings the server's order and counts.
      queryClient.setQueryData<Comment[]>(commentKeys.forSighting(sightingId), (old) => {
        if (!old || !comment) return old;
        const added = { ...comment, replies: comment.replies ?? [] };
        if (!input.parentCommentId) return [...old, added];
        return old.map((c) =>
          c.id === input.parentCommentId ? { ...c, replies: [...(c.replies ?? []), added] } : c,
        );
      });
      setCount(queryClient, sightingId, 1);
      void queryClient.invalidateQueries({ queryKey: commentKeys.forSighting(sightingId) });
    },
    onError: (error) => {
      toast({
        title: t('comments.postFailed'),
        description: errorMessage(error, t('comments.postFailedDefault')),
        variant: 'destructive',
      });
    },
  });
}

export function useDeleteComment(sightingId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => apiRequest('DELETE', `/api/comments/${comment.id}`),
    onSuccess: (_result, comment) => {
      setCount(queryClient, sightingId, -(1 + (comment.replies?.length ?? 0)));
      toast({ title: t('comments.deleted') });
      void queryClient.invalidateQueries({ queryKey: commentKeys.forSighting(sightingId) });
    },
    onError: (error) => handleApiError(error, t('comments.deleteFailed')),
  });
}

interface CommentLikeState {
  liked: boolean;
  likes: number;
}

export function useCommentLike(comment: Pick<Comment, 'id' | 'likes' | 'likedByMe'>) {
  const { t } = useTranslation();
  const state = useOptimistic<CommentLikeState>({ liked: comment.likedByMe, likes: comment.likes });
  const mutation = useMutation({
    mutationFn: (action: 'like' | 'unlike') =>
      apiRequest<CommentLikeState>('POST', `/api/comments/${comment.id}/like`, { action }),
    onMutate: () => {
      const previous = state.value;
      state.set({
        liked: !previous.liked,
        likes: Math.max(0, previous.likes + (previous.liked ? -1 : 1)),
      });
      return { previous };
    },
    onError: (error, _action, context) => {
      state.set(context?.previous ?? null);
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('sightings.likeFailed')),
        variant: 'destructive',
      });
    },
    onSuccess: (result) => {
      if (result) state.set({ liked: Boolean(result.liked), likes: result.likes });
    },
  });
  return {
    liked: state.value.liked,
    likes: state.value.likes,
    toggle: () => mutation.mutate(state.value.liked ? 'unlike' : 'like'),
    isPending: mutation.isPending,
  };
}

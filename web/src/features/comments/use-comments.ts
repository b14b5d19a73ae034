// Reading and writing the comments of a sighting: the list with nested replies, posting a comment or reply,
// deleting one's own, and liking (spec sections 5 and 7). A comment written offline (or sent with no answer)
// goes to the offline queue with the key it was sent with, so it is posted once when the line returns.

import { IDEMPOTENCY_KEY_HEADER } from '@common/constants/api';
import type { Comment } from '@common/schemas/comments';
import type { SightingDetail } from '@common/schemas/sightings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { handleApiError } from '../../lib/handle-error';
import { newQueueId } from '../offline-queue/queue-id';
import { sendOrQueue } from '../offline-queue/send-or-queue';
import { sightingKeys } from '../sightings/keys';
import { useOptimistic } from '../sightings/use-optimistic';
import { commentKeys } from './keys';

// Reading the list lives in use-comment-list.ts (what sighting cards need, without the writing below and its
// texts); re-exported for the comment panel and items.
export { countComments, useComments } from './use-comment-list';

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
    mutationFn: (input: { content: string; parentCommentId?: number }) => {
      const body = {
        sightingId,
        content: input.content.trim(),
        ...(input.parentCommentId ? { parentCommentId: input.parentCommentId } : {}),
      };
      const key = newQueueId();
      return sendOrQueue(
        () =>
          apiRequest<Comment>('POST', '/api/comments', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
        (queue) => queue.enqueueComment(body, { id: key }),
      );
    },
    onSuccess: (sent, input) => {
      if (sent.queued) {
        toast({ title: t('comments.queued') });
        return;
      }
      const comment = sent.result;
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

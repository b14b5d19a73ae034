// Liking a sighting (POST /api/sightings/:id/like answers {liked, likes}): the heart and the count change at
// once, go back on failure with the spec's 'Error' toast, and the lists refresh after the server agrees.
// Offline (or with no answer) the like goes to the offline queue, which sets it later, and the heart stays.
import type { Sighting, SightingDetail } from '@common/schemas/sightings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { sendOrQueue } from '../offline-queue/send-or-queue';
import { sightingKeys } from './keys';
import { invalidateSightingLists } from './refresh';
import { useOptimistic } from './use-optimistic';

interface LikeState {
  liked: boolean;
  likes: number;
}

export function useSightingLike(sighting: Pick<Sighting, 'id' | 'likes' | 'likedByMe'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useOptimistic<LikeState>({ liked: sighting.likedByMe, likes: sighting.likes });

  const mutation = useMutation({
    mutationFn: (liked: boolean) =>
      sendOrQueue(
        () => apiRequest<LikeState>('POST', `/api/sightings/${sighting.id}/like`),
        (queue) => queue.enqueueLike(sighting.id, liked),
      ),
    onMutate: () => {
      const previous = state.value;
      state.set({
        liked: !previous.liked,
        likes: Math.max(0, previous.likes + (previous.liked ? -1 : 1)),
      });
      return { previous };
    },
    onError: (error, _variables, context) => {
      state.set(context?.previous ?? null);
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('sightings.likeFailed')),
        variant: 'destructive',
      });
    },
    onSuccess: (sent) => {
      // Queued: the heart keeps the member's choice until the queue has sent it.
      if (sent.queued) return;
      const result = sent.result;
      const next = { liked: Boolean(result?.liked), likes: result?.likes ?? state.value.likes };
      state.set(next);
      queryClient.setQueryData<SightingDetail>(sightingKeys.detail(sighting.id), (old) =>
        old ? { ...old, likedByMe: next.liked, likes: next.likes } : old,
      );
      void invalidateSightingLists(queryClient);
    },
  });

  return {
    liked: state.value.liked,
    likes: state.value.likes,
    toggle: () => mutation.mutate(!state.value.liked),
    isPending: mutation.isPending,
  };
}

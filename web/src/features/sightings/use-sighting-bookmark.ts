// Bookmarking a sighting into the default 'Saved' collection (POST /api/bookmarks) and removing it from every
// collection (DELETE /api/sightings/:id/bookmark); the icon changes at once and goes back on failure.
// Offline (or with no answer) the change goes to the offline queue and the icon keeps it.
import type { Sighting, SightingDetail } from '@common/schemas/sightings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { bookmarkKeys } from '../bookmarks/keys';
import { sendOrQueue } from '../offline-queue/send-or-queue';
import { sightingKeys } from './keys';
import { invalidateSightingLists } from './refresh';
import { useOptimistic } from './use-optimistic';

export function useSightingBookmark(sighting: Pick<Sighting, 'id' | 'bookmarkedByMe'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useOptimistic({ bookmarked: sighting.bookmarkedByMe });

  const mutation = useMutation({
    mutationFn: (bookmark: boolean) =>
      sendOrQueue(
        () =>
          bookmark
            ? apiRequest('POST', '/api/bookmarks', { sightingId: sighting.id })
            : apiRequest('DELETE', `/api/sightings/${sighting.id}/bookmark`),
        (queue) => queue.enqueueBookmark(sighting.id, bookmark),
      ),
    onMutate: (bookmark) => {
      const previous = state.value;
      state.set({ bookmarked: bookmark });
      return { previous };
    },
    onError: (error, _bookmark, context) => {
      state.set(context?.previous ?? null);
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('sightings.bookmarkFailed')),
        variant: 'destructive',
      });
    },
    onSuccess: (sent, bookmark) => {
      if (sent.queued) return;
      queryClient.setQueryData<SightingDetail>(sightingKeys.detail(sighting.id), (old) =>
        old ? { ...old, bookmarkedByMe: bookmark } : old,
      );
      void invalidateSightingLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: bookmarkKeys.all });
    },
  });

  return {
    bookmarked: state.value.bookmarked,
    toggle: () => mutation.mutate(!state.value.bookmarked),
    isPending: mutation.isPending,
  };
}

// Deleting one's own sighting (DELETE /api/sightings/:id) with the toasts of spec section 8 and the refresh
// of everything that showed it.
import type { Sighting } from '@common/schemas/sightings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { deleteErrorMessage } from './delete-error';
import { refreshAfterSightingDelete } from './refresh';

export function useDeleteSighting(
  sighting: Pick<Sighting, 'id' | 'userId'>,
  options: { onDeleted?: () => void } = {},
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ok: boolean }>('DELETE', `/api/sightings/${sighting.id}`),
    onSuccess: async () => {
      toast({
        title: t('sightings.delete.successTitle'),
        description: t('sightings.delete.successDescription'),
        variant: 'success',
      });
      // Leave the sighting's page first, so its query is no longer watched when the caches refresh.
      options.onDeleted?.();
      await refreshAfterSightingDelete(queryClient, sighting);
    },
    onError: (error) => {
      toast({
        title: t('sightings.delete.errorTitle'),
        description: deleteErrorMessage(error, t),
        variant: 'destructive',
      });
    },
  });
}

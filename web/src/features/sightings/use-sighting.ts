// One sighting for its page (GET /api/sightings/:id) and its view counter: one POST .../view per visit,
// whose answer updates the number shown.
import type { SightingDetail } from '@common/schemas/sightings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../lib/api';
import { sightingKeys } from './keys';

export function useSighting(id: number | null) {
  return useQuery<SightingDetail>({
    queryKey: sightingKeys.detail(id ?? 0),
    enabled: id !== null,
  });
}

export function useRecordView(id: number | null): void {
  const queryClient = useQueryClient();
  // StrictMode runs effects twice on mount; the ref keeps it to one view per sighting opened.
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (id === null || recorded.current === id) return;
    recorded.current = id;
    apiRequest<{ views: number }>('POST', `/api/sightings/${id}/view`)
      .then((result) => {
        if (typeof result?.views !== 'number') return;
        queryClient.setQueryData<SightingDetail>(sightingKeys.detail(id), (old) =>
          old ? { ...old, views: result.views } : old,
        );
      })
      .catch(() => {
        // A lost view is not worth bothering the visitor about; the error tracker has it.
      });
  }, [id, queryClient]);
}

// One sighting for its page (GET /api/sightings/:id) and its view counter: one POST .../view per visit,
// whose answer updates the number shown.
import type { SightingDetail } from '@common/schemas/sightings';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest, queryKeyUrl } from '../../lib/api';
import { pageAnswerOptions } from '../../lib/page-data';
import { sightingKeys } from './keys';

export function useSighting(id: number | null) {
  const queryKey = sightingKeys.detail(id ?? 0);
  return useQuery<SightingDetail>({
    queryKey,
    enabled: id !== null,
    // The sighting page's HTML holds this answer: the page's first render draws the sighting.
    ...pageAnswerOptions<SightingDetail>(queryKeyUrl(queryKey)),
  });
}

/**
 * Records one view of the sighting per visit (POST .../view) and answers the number to show: the server's count
 * once it has answered (or the sighting's own, if newer), else the sighting's. The count lives in the component
 * that shows it, so the answer redraws one line: written into the query cache, it would redraw the whole page in
 * one synchronous task (TanStack Query's store updates are never time-sliced).
 */
export function useRecordedViews(id: number, views: number): number {
  const [recorded, setRecorded] = useState<{ id: number; views: number } | null>(null);
  // StrictMode runs effects twice on mount; the ref keeps it to one view per sighting opened.
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (sent.current === id) return;
    sent.current = id;
    apiRequest<{ views: number }>('POST', `/api/sightings/${id}/view`)
      .then((result) => {
        if (typeof result?.views === 'number') setRecorded({ id, views: result.views });
      })
      .catch(() => {
        // A lost view is not worth bothering the visitor about; the error tracker has it.
      });
  }, [id]);
  return recorded?.id === id ? Math.max(recorded.views, views) : views;
}

// Reading and changing a sighting's identifications, its identification request, the experts' queue, a member's
// life list and expert marks. A change answers the new panel, which replaces the cached one; sighting cards and
// pages carry the quality grade, so they refresh too.
import type {
  Expertise,
  LifeList,
  OpenRequest,
  SightingIdentifications,
} from '@common/schemas/identifications';
import { NEXT_CURSOR_HEADER } from '@common/schemas/sightings';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';
import { usePagedList } from '../profiles/paged';
import { sightingKeys } from '../sightings/keys';
import { identificationKeys } from './keys';

export function useSightingIdentifications(sightingId: number) {
  return useQuery<SightingIdentifications>({ queryKey: identificationKeys.panel(sightingId) });
}

/** A mutation whose answer is the sighting's new panel. */
function usePanelMutation<V>(sightingId: number, send: (input: V) => Promise<SightingIdentifications>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (panel) => {
      queryClient.setQueryData(identificationKeys.panel(sightingId), panel);
      void queryClient.invalidateQueries({ queryKey: sightingKeys.all });
      void queryClient.invalidateQueries({ queryKey: identificationKeys.requestsAll });
    },
  });
}

export function useIdentify(sightingId: number) {
  return usePanelMutation(sightingId, (input: { speciesId: number; comment?: string }) =>
    apiRequest<SightingIdentifications>('POST', `/api/sightings/${sightingId}/identifications`, input),
  );
}

export function useWithdrawIdentification(sightingId: number) {
  return usePanelMutation(sightingId, () =>
    apiRequest<SightingIdentifications>('DELETE', `/api/sightings/${sightingId}/identification`),
  );
}

export function useAskForIdentification(sightingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { note?: string }) =>
      apiRequest('POST', `/api/sightings/${sightingId}/identification-request`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: identificationKeys.panel(sightingId) });
      void queryClient.invalidateQueries({ queryKey: identificationKeys.requestsAll });
    },
  });
}

export function useAnswerRequest(sightingId: number, requestId: number) {
  return usePanelMutation(sightingId, (input: { speciesId: number; notes?: string }) =>
    apiRequest<SightingIdentifications>('POST', `/api/identification-requests/${requestId}/answers`, input),
  );
}

export function useSettleRequest(sightingId: number, requestId: number) {
  return usePanelMutation(sightingId, (outcome: { speciesId: number } | 'close') =>
    outcome === 'close'
      ? apiRequest<SightingIdentifications>('POST', `/api/identification-requests/${requestId}/close`)
      : apiRequest<SightingIdentifications>(
          'POST',
          `/api/identification-requests/${requestId}/resolve`,
          outcome,
        ),
  );
}

export function useOpenRequests(category: string | undefined) {
  return usePagedList<OpenRequest>(
    identificationKeys.openRequests(category),
    '/api/identification-requests',
    {
      category,
      limit: 12,
    },
  );
}

/** A member's expert marks; null asks nothing (a visitor). */
export function useExpertise(userId: number | null) {
  return useQuery<Expertise[]>({
    queryKey: identificationKeys.expertise(userId ?? 0),
    enabled: userId !== null,
  });
}

const LIFE_LIST_PAGE = 24;

/** The life list, a page at a time (an object with the total, and the next cursor in the header). */
export function useLifeList(userId: number) {
  const query = useInfiniteQuery({
    queryKey: identificationKeys.lifeList(userId),
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(LIFE_LIST_PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      const res = await fetch(`/api/profiles/${userId}/life-list?${params}`, { credentials: 'include' });
      if (!res.ok) throw new ApiError(res.status, await res.text(), undefined, undefined);
      return { list: (await res.json()) as LifeList, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const items = query.data?.pages.flatMap((p) => p.list.items) ?? [];
  const total = query.data?.pages[0]?.list.total ?? 0;
  return { ...query, items, total };
}

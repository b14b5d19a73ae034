// The rare tracker's data: the list of records with its filters (GET /api/rare-sightings), one record with its
// verifications, and the member's watch and verify actions, which refresh the list.
import type {
  RareSighting,
  RareSightingDetail,
  RareSightingList,
  VerificationInput,
  WatchInput,
} from '@common/schemas/rare-tracker';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { refreshAlertAllowance } from '../alert-allowance/use-alert-allowance';

export interface RareFilters {
  rarityLevel?: string;
  verificationStatus?: string;
  category?: string;
  q?: string;
  sort?: string;
}

export const RARE_PAGE_SIZE = 24;

export const rareKeys = {
  all: ['/api/rare-sightings'] as const,
  list: (filters: RareFilters, limit: number) =>
    ['/api/rare-sightings', { ...withoutEmpty(filters), limit }] as const,
  detail: (id: number) => ['/api/rare-sightings', id] as const,
};

function withoutEmpty(filters: RareFilters): RareFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as RareFilters;
}

export function useRareSightings(filters: RareFilters, limit = RARE_PAGE_SIZE) {
  return useQuery<RareSightingList>({
    queryKey: rareKeys.list(filters, limit),
    // The previous results stay on screen while a changed filter's answer comes.
    placeholderData: keepPreviousData,
  });
}

export function useRareSighting(id: number | null) {
  return useQuery<RareSightingDetail>({ queryKey: rareKeys.detail(id ?? 0), enabled: id !== null });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: rareKeys.all });
}

export function useWatchRare(id: number) {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WatchInput) =>
      apiRequest<RareSighting>('POST', `/api/rare-sightings/${id}/watch`, input),
    onSuccess: refresh,
    // A watch is one of the plan's notification alerts: the count is read again, refused or not.
    onSettled: () => refreshAlertAllowance(client),
  });
}

export function useUnwatchRare(id: number) {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<RareSighting>('DELETE', `/api/rare-sightings/${id}/watch`),
    onSuccess: () => Promise.all([refresh(), refreshAlertAllowance(client)]),
  });
}

export function useVerifyRare(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: VerificationInput) =>
      apiRequest<RareSightingDetail>('POST', `/api/rare-sightings/${id}/verifications`, input),
    onSuccess: refresh,
  });
}

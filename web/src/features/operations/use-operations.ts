// The operator's calls (bearer token): traffic, error groups (list, one group, resolve), alert policies (list,
// create, replace, delete) and system health, polled every 5 seconds while /system-test is open. A 401 drops the
// token and goes to the admin sign-in (useAdminUnauthorized); a 403 is an answer, never retried.
import type {
  AlertPolicy,
  AlertPolicyInput,
  ErrorGroupDetail,
  ErrorGroupList,
  ErrorGroupStatus,
  SystemHealth,
  Traffic,
  TrafficDays,
} from '@common/schemas/operations';
import { SYSTEM_HEALTH_POLL_MS } from '@common/schemas/operations';
import type { Severity } from '@common/schemas/telemetry';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';
import { adminHeaders } from '../auth/admin-token';
import { useAdminUnauthorized } from '../conservation/use-conservation-admin';

export interface ErrorGroupFilters {
  status: ErrorGroupStatus;
  severity?: Severity;
  offset: number;
}

export const ERROR_PAGE_SIZE = 20;

export const operationsKeys = {
  all: ['admin', 'operations'] as const,
  traffic: (days: TrafficDays) => ['admin', 'operations', 'traffic', days] as const,
  errors: ['admin', 'operations', 'errors'] as const,
  errorList: (filters: ErrorGroupFilters) => ['admin', 'operations', 'errors', 'list', filters] as const,
  errorGroup: (id: number) => ['admin', 'operations', 'errors', 'group', id] as const,
  policies: ['admin', 'operations', 'alert-policies'] as const,
  health: ['admin', 'operations', 'system-health'] as const,
};

const get = <T>(url: string) => apiRequest<T>('GET', url, undefined, { headers: adminHeaders() });
/** A refusal (403, 404) is the answer; only a failure of the server or the network is tried again. */
const retryGlitches = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

export function useTraffic(days: TrafficDays, enabled = true) {
  const result = useQuery({
    queryKey: operationsKeys.traffic(days),
    queryFn: () => get<Traffic>(`/api/admin/traffic?days=${days}`),
    placeholderData: keepPreviousData,
    retry: retryGlitches,
    enabled,
  });
  return { ...result, unauthorized: useAdminUnauthorized(result.error) };
}

export function errorListUrl(filters: ErrorGroupFilters): string {
  const params = new URLSearchParams({
    status: filters.status,
    limit: String(ERROR_PAGE_SIZE),
    offset: String(filters.offset),
  });
  if (filters.severity) params.set('severity', filters.severity);
  return `/api/admin/errors?${params}`;
}

export function useErrorGroups(filters: ErrorGroupFilters, enabled = true) {
  const result = useQuery({
    queryKey: operationsKeys.errorList(filters),
    queryFn: () => get<ErrorGroupList>(errorListUrl(filters)),
    placeholderData: keepPreviousData,
    retry: retryGlitches,
    enabled,
  });
  return { ...result, unauthorized: useAdminUnauthorized(result.error) };
}

export function useErrorGroup(id: number | null) {
  return useQuery({
    queryKey: operationsKeys.errorGroup(id ?? 0),
    queryFn: () => get<ErrorGroupDetail>(`/api/admin/errors/${id}`),
    enabled: id !== null,
    retry: retryGlitches,
  });
}

export function useResolveErrorGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ id: number; resolved: true; reports: number }>(
        'POST',
        `/api/admin/errors/${id}/resolve`,
        undefined,
        { headers: adminHeaders() },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: operationsKeys.errors });
      // The dashboard's count of open error reports moves with it.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

export function useAlertPolicies(enabled = true) {
  const result = useQuery({
    queryKey: operationsKeys.policies,
    queryFn: () => get<AlertPolicy[]>('/api/admin/alert-policies'),
    retry: retryGlitches,
    enabled,
  });
  return { ...result, unauthorized: useAdminUnauthorized(result.error) };
}

export function useSaveAlertPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, policy }: { id: number | null; policy: AlertPolicyInput }) =>
      apiRequest<AlertPolicy>(
        id === null ? 'POST' : 'PUT',
        id === null ? '/api/admin/alert-policies' : `/api/admin/alert-policies/${id}`,
        policy,
        { headers: adminHeaders() },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationsKeys.policies }),
  });
}

export function useDeleteAlertPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/api/admin/alert-policies/${id}`, undefined, { headers: adminHeaders() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationsKeys.policies }),
  });
}

/** Polled every 5 s while the page is visible (TanStack Query pauses the interval in a background tab). */
export function useSystemHealth(enabled = true) {
  const result = useQuery({
    queryKey: operationsKeys.health,
    queryFn: () => get<SystemHealth>('/api/admin/system-health'),
    // A refusal (403: no systemSettings) stays one: no asking again every 5 seconds.
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status < 500 ? false : SYSTEM_HEALTH_POLL_MS,
    retry: retryGlitches,
    enabled,
  });
  return { ...result, unauthorized: useAdminUnauthorized(result.error) };
}

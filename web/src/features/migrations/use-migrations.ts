// The migrations page's data: the patterns with their filters (GET /api/migrations), one pattern with its linked
// sightings, the member's own sightings to link, and their migration alerts, with the writes that change them.
import type {
  CreateMigrationAlertInput,
  LinkMigrationSightingInput,
  MigrationAlert,
  MigrationAlertList,
  MigrationDetail,
  MigrationList,
} from '@common/schemas/migrations';
import type { Sighting } from '@common/schemas/sightings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getPage } from '../../lib/api';
import { refreshAlertAllowance } from '../alert-allowance/use-alert-allowance';

export interface MigrationFilters {
  category?: string;
  month?: string;
  q?: string;
  hemisphere?: string;
  happeningNow?: string;
}

function withoutEmpty(filters: MigrationFilters): MigrationFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as MigrationFilters;
}

export const migrationKeys = {
  all: ['/api/migrations'] as const,
  list: (filters: MigrationFilters) => ['/api/migrations', withoutEmpty(filters)] as const,
  detail: (id: string) => ['/api/migrations', id] as const,
  alerts: ['/api/migration-alerts'] as const,
  ownSightings: (userId: number) => ['migration-own-sightings', userId] as const,
};

export function useMigrations(filters: MigrationFilters) {
  return useQuery<MigrationList>({
    queryKey: migrationKeys.list(filters),
    placeholderData: keepPreviousData,
  });
}

export function useMigration(id: string | null) {
  return useQuery<MigrationDetail>({ queryKey: migrationKeys.detail(id ?? ''), enabled: id !== null });
}

/** The member's newest sightings, to choose one to link. */
export const OWN_SIGHTINGS_SHOWN = 50;

export function useOwnSightings(userId: number | null) {
  return useQuery({
    queryKey: migrationKeys.ownSightings(userId ?? 0),
    enabled: userId !== null,
    queryFn: async () =>
      (await getPage<Sighting>('/api/sightings', { userId: userId ?? undefined, limit: OWN_SIGHTINGS_SHOWN }))
        .items,
  });
}

export function useMigrationAlerts(enabled: boolean) {
  return useQuery<MigrationAlertList>({ queryKey: migrationKeys.alerts, enabled });
}

export function useLinkSighting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkMigrationSightingInput) =>
      apiRequest('POST', `/api/migrations/${id}/sightings`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: migrationKeys.all }),
  });
}

export function useUnlinkSighting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sightingId: number) => apiRequest('DELETE', `/api/migrations/${id}/sightings/${sightingId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: migrationKeys.all }),
  });
}

export function useCreateMigrationAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMigrationAlertInput) =>
      apiRequest<MigrationAlert>('POST', '/api/migration-alerts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: migrationKeys.alerts }),
    // Refused or not, the plan's alert count (shared with location alerts and watches) is read again.
    onSettled: () => refreshAlertAllowance(queryClient),
  });
}

export function useDeleteMigrationAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) => apiRequest('DELETE', `/api/migration-alerts/${alertId}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: migrationKeys.alerts }),
        refreshAlertAllowance(queryClient),
      ]),
  });
}

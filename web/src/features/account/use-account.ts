// The member's data export and account deletion (/api/me/export*, /api/me/delete*). The export's state is polled
// every 2 seconds while it is being made, so the progress bar moves and the download link appears by itself.
import type { DeletionState, ExportState } from '@common/schemas/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export const accountKeys = {
  export: ['me', 'export'] as const,
  deletion: ['me', 'delete'] as const,
};

const EMPTY_EXPORT: ExportState = { export: null, remainingToday: 0 };
const POLL_MS = 2000;

const isUnderWay = (state: ExportState | undefined) =>
  state?.export?.status === 'pending' || state?.export?.status === 'running';

export function useExportState() {
  return useQuery({
    queryKey: accountKeys.export,
    queryFn: async () => (await apiRequest<ExportState | null>('GET', '/api/me/export')) ?? EMPTY_EXPORT,
    refetchInterval: (query) => (isUnderWay(query.state.data) ? POLL_MS : false),
  });
}

export function useStartExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ExportState>('POST', '/api/me/export'),
    onSuccess: (state) => {
      if (state) client.setQueryData(accountKeys.export, state);
    },
  });
}

export function useDeletionState() {
  return useQuery({
    queryKey: accountKeys.deletion,
    queryFn: async () =>
      (await apiRequest<DeletionState | null>('GET', '/api/me/delete')) ??
      ({ deletion: null } as DeletionState),
  });
}

export function useScheduleDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest<DeletionState>('POST', '/api/me/delete', { password }),
    onSuccess: (state) => {
      if (state) client.setQueryData(accountKeys.deletion, state);
    },
  });
}

export function useCancelDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DeletionState>('POST', '/api/me/delete/cancel'),
    onSuccess: (state) => {
      client.setQueryData(accountKeys.deletion, state ?? { deletion: null });
    },
  });
}

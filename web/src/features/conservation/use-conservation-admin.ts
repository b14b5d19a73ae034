// The administrators' conservation-status editor: the list (GET /api/admin/conservation-status) and the edit
// (PUT /api/admin/conservation-status/:id), with the bearer token; a 401 ends the stale admin session.
import type { CategoryValue } from '@common/constants/categories';
import type { ConservationStatus } from '@common/constants/conservation';
import { apiUrl } from '@common/constants/page-data';
import type { ConservationEntry, ConservationList, ConservationUpdate } from '@common/schemas/species-pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api';
import { adminHeaders, setAdminToken } from '../auth/admin-token';

export const conservationKeys = {
  all: ['admin', 'conservation'] as const,
  list: (filters: ConservationFilters) => ['admin', 'conservation', 'list', filters] as const,
};

export interface ConservationFilters {
  category?: CategoryValue | undefined;
  status?: ConservationStatus | undefined;
  q?: string | undefined;
  scientificName?: string | undefined;
  page: number;
}

/** Sends the administrator back to sign in when the token has expired. */
export function useAdminUnauthorized(error: unknown): boolean {
  const navigate = useNavigate();
  const unauthorized = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (!unauthorized) return;
    setAdminToken(null);
    navigate('/admin/login', { replace: true });
  }, [unauthorized, navigate]);
  return unauthorized;
}

export function useConservationList(filters: ConservationFilters) {
  const query = useQuery({
    queryKey: conservationKeys.list(filters),
    queryFn: () =>
      apiRequest<ConservationList>(
        'GET',
        apiUrl('/api/admin/conservation-status', {
          category: filters.category,
          status: filters.status,
          q: filters.q || undefined,
          scientificName: filters.scientificName,
          withStatus: filters.scientificName ? 'false' : undefined,
          page: filters.page,
        }),
        undefined,
        { headers: adminHeaders() },
      ),
    placeholderData: (previous) => previous,
  });
  const unauthorized = useAdminUnauthorized(query.error);
  return { ...query, unauthorized };
}

export function useUpdateConservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ speciesId, update }: { speciesId: number; update: ConservationUpdate }) =>
      apiRequest<ConservationEntry>('PUT', `/api/admin/conservation-status/${speciesId}`, update, {
        headers: adminHeaders(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conservationKeys.all }),
  });
}

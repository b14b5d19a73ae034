// Administrators' contest calls (/api/admin/contests*, with the bearer token): the list, one contest with its
// entries and judging, edits, moving a contest forward, cancelling, scores and finalizing. Judges who are
// members score with their session (no token). Every write refreshes the admin queries and the public ones.
import type {
  AdminContest,
  AdminContestDetail,
  ScoresInput,
  UpdateContestInput,
} from '@common/schemas/contests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { adminHeaders, getAdminToken } from '../auth/admin-token';
import { useAdminUnauthorized } from '../conservation/use-conservation-admin';
import { contestKeys } from './keys';

export function useAdminContests() {
  const query = useQuery({
    queryKey: contestKeys.admin,
    queryFn: () =>
      apiRequest<{ contests: AdminContest[] }>('GET', '/api/admin/contests', undefined, {
        headers: adminHeaders(),
      }),
    select: (answer) => answer.contests,
  });
  return { ...query, unauthorized: useAdminUnauthorized(query.error) };
}

export function useAdminContest(id: number | null) {
  const query = useQuery({
    queryKey: contestKeys.adminDetail(id ?? 0),
    queryFn: () =>
      apiRequest<AdminContestDetail>('GET', `/api/admin/contests/${id}`, undefined, {
        headers: adminHeaders(),
      }),
    enabled: id !== null,
  });
  return { ...query, unauthorized: useAdminUnauthorized(query.error) };
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contestKeys.admin }),
      queryClient.invalidateQueries({ queryKey: contestKeys.all }),
    ]);
}

export function useUpdateContest(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateContestInput) =>
      apiRequest<AdminContest>('PUT', `/api/admin/contests/${id}`, input, { headers: adminHeaders() }),
    onSuccess: refresh,
  });
}

export function useMoveContest(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (status: 'open' | 'voting' | 'judging') =>
      apiRequest<AdminContest>(
        'POST',
        `/api/admin/contests/${id}/status`,
        { status },
        { headers: adminHeaders() },
      ),
    onSuccess: refresh,
  });
}

export function useCancelContest(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<{ contest: AdminContest; refunded: number }>(
        'POST',
        `/api/admin/contests/${id}/cancel`,
        { reason },
        { headers: adminHeaders() },
      ),
    onSuccess: refresh,
  });
}

/** Administrators send their token; a member judge their session alone. */
export function useSaveScores(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ScoresInput) =>
      apiRequest('POST', `/api/admin/contests/${id}/scores`, input, {
        headers: getAdminToken() ? adminHeaders() : {},
      }),
    onSuccess: refresh,
  });
}

/**
 * `onFinalized` runs before the lists refresh: a finalized contest leaves the judging list, which unmounts the
 * panel that asked, and a callback given to mutate() would then never run.
 */
export function useFinalizeContest(id: number, onFinalized: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      apiRequest<AdminContest>('POST', `/api/admin/contests/${id}/finalize`, undefined, {
        headers: adminHeaders(),
      }),
    onSuccess: () => {
      onFinalized();
      return refresh();
    },
  });
}

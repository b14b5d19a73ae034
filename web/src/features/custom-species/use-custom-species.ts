// Custom species proposals: the member's own (POST/GET /api/custom-species-proposals) and the administrators'
// review (/api/admin/custom-species*, with the bearer token).

import { apiUrl } from '@common/constants/page-data';
import type {
  AdminCustomSpeciesProposal,
  ApproveProposalInput,
  CustomSpeciesProposal,
  CustomSpeciesProposalInput,
  MergeProposalInput,
  ProposalStatus,
} from '@common/schemas/custom-species';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { adminHeaders } from '../auth/admin-token';
import { useAdminUnauthorized } from '../conservation/use-conservation-admin';

export const customSpeciesKeys = {
  mine: ['/api/custom-species-proposals'] as const,
  admin: ['admin', 'custom-species'] as const,
  adminList: (status: ProposalStatus, page: number) => ['admin', 'custom-species', status, page] as const,
};

export function useProposeSpecies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomSpeciesProposalInput) =>
      apiRequest<CustomSpeciesProposal>('POST', '/api/custom-species-proposals', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customSpeciesKeys.mine }),
  });
}

export interface AdminProposalList {
  proposals: AdminCustomSpeciesProposal[];
  total: number;
  page: number;
}

export function useAdminProposals(status: ProposalStatus, page: number) {
  const query = useQuery({
    queryKey: customSpeciesKeys.adminList(status, page),
    queryFn: () =>
      apiRequest<AdminProposalList>('GET', apiUrl('/api/admin/custom-species', { status, page }), undefined, {
        headers: adminHeaders(),
      }),
  });
  const unauthorized = useAdminUnauthorized(query.error);
  return { ...query, unauthorized };
}

type Review =
  | { kind: 'approve'; id: number; input: ApproveProposalInput }
  | { kind: 'merge'; id: number; input: MergeProposalInput }
  | { kind: 'reject'; id: number; input: { moderatorNotes: string } };

export function useReviewProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Review) =>
      apiRequest<CustomSpeciesProposal>(
        'POST',
        `/api/admin/custom-species/${review.id}/${review.kind}`,
        review.input,
        { headers: adminHeaders() },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customSpeciesKeys.admin }),
  });
}

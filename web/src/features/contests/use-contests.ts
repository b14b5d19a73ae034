// The contests a member or visitor reads (GET /api/contests, /api/contests/:id, the latest winners, the entry a
// payment was for) and what they do (enter, pay again, withdraw, vote). Every write refreshes every contest
// query: counts, entries and the viewer's own state move together.
import type {
  ContestDetail,
  ContestList,
  EligibleSighting,
  EnterContestInput,
  Entered,
  EntryOfPayment,
  JudgingView,
  LatestWinners,
} from '@common/schemas/contests';
import type { PaymentMethodValue } from '@common/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { useCurrentLanguage } from '../language/current-language';
import { CONTEST_GC_MS, CONTEST_STALE_MS, contestKeys } from './keys';

export function useContests() {
  const language = useCurrentLanguage();
  return useQuery<ContestList>({
    queryKey: contestKeys.list(language),
    staleTime: CONTEST_STALE_MS,
    gcTime: CONTEST_GC_MS,
  });
}

export function useContest(id: number | null) {
  const language = useCurrentLanguage();
  return useQuery<ContestDetail>({ queryKey: contestKeys.detail(id ?? 0, language), enabled: id !== null });
}

export function useEligibleSightings(id: number, enabled: boolean) {
  return useQuery<{ sightings: EligibleSighting[] }, Error, EligibleSighting[]>({
    queryKey: contestKeys.eligible(id),
    enabled,
    select: (answer) => answer.sightings,
  });
}

export function useLatestWinners() {
  return useQuery<LatestWinners>({
    queryKey: contestKeys.latestWinners,
    staleTime: CONTEST_STALE_MS,
    gcTime: CONTEST_GC_MS,
  });
}

/** The member's own entry that the payment was for (null: not asked). */
export function useEntryOfPayment(paymentId: number | null) {
  return useQuery<EntryOfPayment>({
    queryKey: contestKeys.byPayment(paymentId ?? 0),
    enabled: paymentId !== null,
  });
}

/** The contests the signed-in member judges now. */
export function useJudging(enabled: boolean) {
  return useQuery<{ contests: JudgingView[] }, Error, JudgingView[]>({
    queryKey: contestKeys.judging,
    enabled,
    select: (answer) => answer.contests,
  });
}

function useRefreshContests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contestKeys.all });
}

export function useEnterContest(contestId: number) {
  const refresh = useRefreshContests();
  return useMutation({
    mutationFn: (input: EnterContestInput) =>
      apiRequest<Entered>('POST', `/api/contests/${contestId}/entries`, input),
    onSettled: refresh,
  });
}

export function usePayEntryAgain(contestId: number) {
  const refresh = useRefreshContests();
  return useMutation({
    mutationFn: ({ entryId, method }: { entryId: number; method?: PaymentMethodValue }) =>
      apiRequest<Entered>(
        'POST',
        `/api/contests/${contestId}/entries/${entryId}/checkout`,
        method ? { method } : {},
      ),
    onSettled: refresh,
  });
}

export function useWithdrawEntry(contestId: number) {
  const refresh = useRefreshContests();
  return useMutation({
    mutationFn: (entryId: number) =>
      apiRequest<{ ok: true; refunded: boolean }>('DELETE', `/api/contests/${contestId}/entries/${entryId}`),
    onSettled: refresh,
  });
}

export function useVote(contestId: number) {
  const refresh = useRefreshContests();
  return useMutation({
    mutationFn: ({ entryId, voted }: { entryId: number; voted: boolean }) =>
      apiRequest<{ voted: boolean }>(
        voted ? 'DELETE' : 'POST',
        `/api/contests/${contestId}/entries/${entryId}/vote`,
      ),
    onSettled: refresh,
  });
}

// The member's notification alerts against their plan (GET /api/alert-allowance): location alerts, migration
// alerts and rare tracker watches share the free plan's 2 (common/plans/benefits.ts). Every screen that creates
// or removes an alert of any kind refreshes it, so each page's count stays right.
import type { AlertAllowance } from '@common/plans/benefits';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../auth/use-current-user';

export const alertAllowanceKeys = {
  all: ['/api/alert-allowance'] as const,
};

export function useAlertAllowance() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery<AlertAllowance>({ queryKey: alertAllowanceKeys.all, enabled: isAuthenticated });
}

/** After an alert of any kind was created, refused or removed: the count is read again. */
export function refreshAlertAllowance(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: alertAllowanceKeys.all });
}

/** Whether the plan lets the member keep no more alerts (premium: never). */
export function alertAllowanceReached(allowance: AlertAllowance | undefined): boolean {
  return allowance?.limit !== null && allowance?.limit !== undefined && allowance.used >= allowance.limit;
}

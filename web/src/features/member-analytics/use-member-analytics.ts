// GET /api/me/analytics for one range. A free member's Premium range is never asked for (the page shows what
// Premium adds instead); the server refuses it anyway (403 with upgradeUrl), which the page shows the same way.
import type { AnalyticsRange, MemberAnalytics } from '@common/schemas/member-analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';

export const analyticsKeys = {
  all: ['me', 'analytics'] as const,
  range: (days: AnalyticsRange) => ['me', 'analytics', days] as const,
};

export function useMemberAnalytics(days: AnalyticsRange, enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.range(days),
    queryFn: () => apiRequest<MemberAnalytics>('GET', `/api/me/analytics?days=${days}`),
    enabled,
    placeholderData: keepPreviousData,
    // A refusal is an answer, not a glitch to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The refusal of a Premium range (or CSV) to a free member. */
export const isPremiumRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403;

export const analyticsCsvUrl = (days: AnalyticsRange) => `/api/me/analytics/export.csv?days=${days}`;

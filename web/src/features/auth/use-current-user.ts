// The signed-in member: cached 5 min, kept 10 min, no retry, no refetch on mount or focus (spec section 7).

import { TIMINGS } from '@common/constants/limits';
import { isPremiumTier } from '@common/constants/plans';
import type { CurrentUser } from '@common/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, queryKeyUrl } from '../../lib/api';
import { takePageJson } from '../../lib/page-data';
import { authKeys } from './keys';

/** Shared by the hook and by sign-in, which fetches the member again once the session cookie is set. */
export const currentUserQueryOptions = queryOptions<CurrentUser | null>({
  queryKey: authKeys.me,
  queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
  staleTime: TIMINGS.meStaleMs,
  gcTime: TIMINGS.meGcMs,
  retry: false,
});

export function useCurrentUser() {
  const query = useQuery({
    ...currentUserQueryOptions,
    // Every page's HTML holds the viewer's answer (a visitor's 401 is null): the first render knows who is here.
    // Only here, not in the options sign-in fetches with: a fetch must ask the server.
    initialData: () => takePageJson<CurrentUser>(queryKeyUrl(authKeys.me), { nullOn401: true }),
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user),
    isPremium: isPremiumTier(user?.subscriptionTier),
  };
}

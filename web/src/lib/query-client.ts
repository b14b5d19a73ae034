// TanStack Query with the spec's defaults: no retry, no refetch on focus, stale time 0, 5 min retention.
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: 0,
        gcTime: 5 * 60 * 1000,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false },
    },
  });
}

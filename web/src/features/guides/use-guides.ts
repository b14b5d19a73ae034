// Reading and writing location guides (GET /api/guides..., POST/PUT/DELETE /api/guides...). Every write refreshes
// every guide query: previews, the whole guide and the author's lists move together.
import type {
  GuideDetail,
  GuideInput,
  GuideList,
  GuidePreview,
  GuideQuery,
  GuideRating,
  GuideSales,
} from '@common/schemas/guides';
import type { CheckoutStarted } from '@common/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { guideKeys } from './keys';

/** Drops empty filters so the request (and the cache key) names only what was chosen. */
export function cleanQuery(query: GuideQuery): GuideQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  ) as GuideQuery;
}

export function useGuides(query: GuideQuery) {
  return useQuery<GuideList>({ queryKey: guideKeys.list(cleanQuery(query)) });
}

export function useGuide(id: number | null) {
  return useQuery<GuideDetail>({ queryKey: guideKeys.detail(id ?? 0), enabled: id !== null });
}

export function useGuideRatings(id: number) {
  return useQuery<{ ratings: GuideRating[] }, Error, GuideRating[]>({
    queryKey: guideKeys.ratings(id),
    select: (a) => a.ratings,
  });
}

export function useMyGuides(enabled = true) {
  return useQuery<{ guides: GuidePreview[] }, Error, GuidePreview[]>({
    queryKey: guideKeys.mine,
    enabled,
    select: (a) => a.guides,
  });
}

export function useGuideSales(enabled = true) {
  return useQuery<GuideSales>({ queryKey: guideKeys.sales, enabled });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: guideKeys.all });
}

export function useSaveGuide(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: GuideInput) =>
      id === null
        ? apiRequest<GuideDetail>('POST', '/api/guides', input)
        : apiRequest<GuideDetail>('PUT', `/api/guides/${id}`, input),
    onSuccess: refresh,
  });
}

export function useSetGuidePublished(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (published: boolean) =>
      apiRequest<GuideDetail>('PUT', `/api/guides/${id}/status`, { published }),
    onSuccess: refresh,
  });
}

export function useDeleteGuide(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/guides/${id}`),
    onSuccess: refresh,
  });
}

/** Opens the checkout and sends the browser there (the sandbox's page, Stripe or PayPal). */
export function useBuyGuide(id: number) {
  return useMutation({
    mutationFn: (method: 'card' | 'paypal') =>
      apiRequest<CheckoutStarted>('POST', `/api/guides/${id}/purchase`, { method }),
    onSuccess: (checkout) => window.location.assign(checkout.redirectUrl),
  });
}

export function useRateGuide(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { rating: number; review?: string }) =>
      apiRequest<GuideDetail>('POST', `/api/guides/${id}/ratings`, body),
    onSuccess: refresh,
  });
}

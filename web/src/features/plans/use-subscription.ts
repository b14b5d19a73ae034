// The member's Premium Explorer subscription (GET /api/subscription) and what changes it: starting a checkout,
// cancelling at the period's end, resuming, and the provider's card portal. Each change refreshes the
// subscription and the signed-in member (whose tier the whole app reads).
import type {
  CheckoutStarted,
  PaymentMethodValue,
  SubscriptionSummary,
  subscriptionPortalSchema,
} from '@common/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { authKeys } from '../auth/keys';
import { useFollowRedirect } from './follow-redirect';
import { planKeys } from './keys';

export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<SubscriptionSummary>({ queryKey: planKeys.subscription, enabled });
}

function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: planKeys.subscription }),
      queryClient.invalidateQueries({ queryKey: authKeys.me }),
    ]);
}

/** POST /api/subscription/checkout: the server prices it; the browser goes to the checkout page it names. */
export function useStartSubscriptionCheckout() {
  const follow = useFollowRedirect();
  return useMutation({
    mutationFn: (method: PaymentMethodValue) =>
      apiRequest<CheckoutStarted>('POST', '/api/subscription/checkout', { method }),
    onSuccess: (started) => follow(started.redirectUrl),
  });
}

/** Premium stays until the end of the paid period; nothing renews after it. Answers the changed plan. */
export function useCancelSubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: () => apiRequest<SubscriptionSummary>('POST', '/api/subscription/cancel'),
    onSuccess: refresh,
  });
}

/** Undoes a cancellation before the period ends: renewals continue. Answers the changed plan. */
export function useResumeSubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: () => apiRequest<SubscriptionSummary>('POST', '/api/subscription/resume'),
    onSuccess: refresh,
  });
}

/** The provider's own page for changing the card (Stripe's customer portal), where there is one. */
export function useOpenCardPortal() {
  const follow = useFollowRedirect();
  return useMutation({
    mutationFn: () =>
      apiRequest<z.infer<typeof subscriptionPortalSchema>>('POST', '/api/subscription/portal'),
    onSuccess: (portal) => follow(portal.url),
  });
}

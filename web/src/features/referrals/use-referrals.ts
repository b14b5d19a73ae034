// The referral calls: the member's own summary (GET /api/referrals/me), the gift card offer with the signed-in
// member's progress (GET /api/gift-card-offer) and the administrators' overview (GET /api/admin/referrals, with
// the bearer token).
import type {
  AdminReferrals,
  AdminReferralsQuery,
  GiftCardOffer,
  ReferralSummary,
} from '@common/schemas/referrals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { adminHeaders } from '../auth/admin-token';
import { useCurrentUser } from '../auth/use-current-user';
import { useAdminUnauthorized } from '../conservation/use-conservation-admin';

export const referralKeys = {
  me: ['/api/referrals/me'] as const,
  giftCard: (viewer: number | null) => ['referrals', 'gift-card-offer', viewer] as const,
  admin: (query: AdminReferralsQuery) => ['referrals', 'admin', query] as const,
};

export function useReferralSummary() {
  return useQuery<ReferralSummary>({ queryKey: referralKeys.me });
}

/** The offer; a signed-in member's answer carries their progress (a separate cache entry per viewer). */
export function useGiftCardOffer() {
  const { user, isLoading } = useCurrentUser();
  return useQuery({
    queryKey: referralKeys.giftCard(user?.id ?? null),
    queryFn: () => apiRequest<GiftCardOffer>('GET', '/api/gift-card-offer'),
    enabled: !isLoading,
  });
}

function adminUrl(query: AdminReferralsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `/api/admin/referrals?${search}` : '/api/admin/referrals';
}

export function useAdminReferrals(query: AdminReferralsQuery) {
  const result = useQuery({
    queryKey: referralKeys.admin(query),
    queryFn: () => apiRequest<AdminReferrals>('GET', adminUrl(query), undefined, { headers: adminHeaders() }),
    placeholderData: keepPreviousData,
  });
  return { ...result, unauthorized: useAdminUnauthorized(result.error) };
}

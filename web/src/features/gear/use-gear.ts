// The gear shop's reads (categories, products, a product page, the wishlist, the affiliate list) and writes
// (reviews, helpful votes, flags, wishlist items). Every write refreshes every gear query.
import type {
  AffiliateProduct,
  GearBrand,
  GearCategory,
  GearProductDetail,
  GearProductList,
  GearReview,
  GearReviewBody,
  WishlistItem,
  WishlistPriority,
} from '@common/schemas/gear';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { CATEGORY_GC_MS, CATEGORY_STALE_MS, gearKeys } from './keys';

export function useGearCategories() {
  return useQuery<GearCategory[]>({
    queryKey: gearKeys.categories,
    staleTime: CATEGORY_STALE_MS,
    gcTime: CATEGORY_GC_MS,
  });
}

export function useGearBrands() {
  return useQuery<GearBrand[]>({ queryKey: gearKeys.brands, staleTime: CATEGORY_STALE_MS });
}

export function useGearProducts(params: Record<string, string | number>) {
  return useQuery<GearProductList>({
    queryKey: gearKeys.products(params),
    placeholderData: (previous) => previous,
  });
}

export function useGearProduct(slug: string) {
  return useQuery<GearProductDetail>({ queryKey: gearKeys.product(slug) });
}

export function useWishlist(enabled: boolean) {
  return useQuery<WishlistItem[]>({ queryKey: gearKeys.wishlist, enabled });
}

/** The affiliate list: always asked again (spec section 7: never cached); empty for Premium members. */
export function useAffiliateProducts(category: string | null, enabled = true) {
  return useQuery<AffiliateProduct[]>({
    queryKey: gearKeys.affiliate(category),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

function useGearWrite<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gearKeys.all }),
  });
}

export function useSaveReview(productId: number, existing: boolean) {
  return useGearWrite((body: GearReviewBody) =>
    apiRequest<GearReview>(existing ? 'PUT' : 'POST', `/api/gear/my-reviews/${productId}`, body),
  );
}

export function useDeleteReview(productId: number) {
  return useGearWrite(() => apiRequest('DELETE', `/api/gear/my-reviews/${productId}`));
}

export function useHelpfulVote() {
  return useGearWrite(({ reviewId, voted }: { reviewId: number; voted: boolean }) =>
    apiRequest(voted ? 'DELETE' : 'POST', `/api/gear/reviews/${reviewId}/helpful`),
  );
}

export function useFlagReview() {
  return useGearWrite((reviewId: number) =>
    apiRequest('POST', `/api/gear/reviews/${reviewId}/flag`, { reason: null }),
  );
}

export function useAddToWishlist() {
  return useGearWrite((body: { productId: number; notes?: string | null; priority?: WishlistPriority }) =>
    apiRequest<WishlistItem>('POST', '/api/gear/wishlist', body),
  );
}

export function useUpdateWish() {
  return useGearWrite(({ id, ...body }: { id: number; notes?: string | null; priority?: WishlistPriority }) =>
    apiRequest<WishlistItem>('PUT', `/api/gear/wishlist/${id}`, body),
  );
}

export function useRemoveWish() {
  return useGearWrite((id: number) => apiRequest('DELETE', `/api/gear/wishlist/${id}`));
}

// Administrators' gear calls (/api/admin/gear*, with the bearer token; the manageProducts permission): products,
// categories, brands and the review moderation queue. Every write refreshes the admin and the public queries.
import type { adminGearProductSchema, adminReviewSchema, gearCategoryBodySchema } from '@common/schemas/gear';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { adminHeaders } from '../auth/admin-token';
import { gearKeys } from './keys';

export type AdminGearProduct = z.infer<typeof adminGearProductSchema>;
export type AdminReview = z.infer<typeof adminReviewSchema>;
export type CategoryInput = z.input<typeof gearCategoryBodySchema>;

const admin = <T>(method: string, url: string, body?: unknown) =>
  apiRequest<T>(method, url, body, { headers: adminHeaders() });

export function useAdminGearProducts() {
  return useQuery({
    queryKey: gearKeys.adminProducts,
    queryFn: () => admin<AdminGearProduct[]>('GET', '/api/admin/gear/products'),
  });
}

export function useAdminGearReviews() {
  return useQuery({
    queryKey: gearKeys.adminReviews,
    queryFn: () => admin<AdminReview[]>('GET', '/api/admin/gear/reviews'),
  });
}

function useAdminWrite<TInput>(run: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gearKeys.adminProducts });
      await queryClient.invalidateQueries({ queryKey: gearKeys.adminReviews });
      await queryClient.invalidateQueries({ queryKey: gearKeys.all });
    },
  });
}

export function useModerateReview() {
  return useAdminWrite(({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
    admin('POST', `/api/admin/gear/reviews/${id}/moderation`, { decision }),
  );
}

/** Saves a product's editable fields over what it has (the server takes the whole product). */
export function useSaveProduct() {
  return useAdminWrite((p: AdminGearProduct & { currentPriceMinor: number | null; isActive: boolean }) =>
    admin('PUT', `/api/admin/gear/products/${p.id}`, {
      slug: p.slug,
      name: p.name,
      categoryId: p.categoryId,
      brandId: p.brandId,
      model: p.model,
      description: p.description,
      specifications: p.specifications,
      msrpMinor: p.msrp?.amountMinor ?? null,
      currentPriceMinor: p.currentPriceMinor,
      priceCheckedOn: p.priceCheckedOn,
      imageUrl: p.imageUrl,
      affiliateUrl: p.affiliateUrl,
      amazonAsin: p.amazonAsin,
      isActive: p.isActive,
    }),
  );
}

export function useDeleteProduct() {
  return useAdminWrite((id: number) => admin('DELETE', `/api/admin/gear/products/${id}`));
}

export function useCreateCategory() {
  return useAdminWrite((body: CategoryInput) => admin('POST', '/api/admin/gear/categories', body));
}

export function useCreateBrand() {
  return useAdminWrite((body: { slug: string; name: string }) =>
    admin('POST', '/api/admin/gear/brands', body),
  );
}

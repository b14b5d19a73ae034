// Administrators' gear calls (/api/admin/gear*, with the bearer token; the manageProducts permission): products,
// categories and brands (created, edited, deleted) and the review moderation queue. Every write refreshes the
// admin and the public queries (the category and brand lists are the public ones).
import type {
  AdminGearProduct,
  adminReviewSchema,
  GearBrandBody,
  GearCategoryBody,
  GearProductBody,
} from '@common/schemas/gear';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { adminHeaders } from '../auth/admin-token';
import { gearKeys } from './keys';

export type { AdminGearProduct };
export type AdminReview = z.infer<typeof adminReviewSchema>;

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

/** Creates a product (body: the shared schema's input, see admin/product-form-values.ts). */
export function useCreateProduct() {
  return useAdminWrite((body: GearProductBody) =>
    admin<{ id: number }>('POST', '/api/admin/gear/products', body),
  );
}

/** Saves a whole product (the server takes every field; admin/product-form-values.ts bodyOfProduct). */
export function useSaveProduct() {
  return useAdminWrite(({ id, body }: { id: number; body: GearProductBody }) =>
    admin<{ id: number }>('PUT', `/api/admin/gear/products/${id}`, body),
  );
}

export function useDeleteProduct() {
  return useAdminWrite((id: number) => admin('DELETE', `/api/admin/gear/products/${id}`));
}

/** Creates (no id) or edits a category. */
export function useSaveCategory() {
  return useAdminWrite(({ id, body }: { id: number | null; body: GearCategoryBody }) =>
    id === null
      ? admin('POST', '/api/admin/gear/categories', body)
      : admin('PUT', `/api/admin/gear/categories/${id}`, body),
  );
}

/** Creates (no id) or edits a brand. */
export function useSaveBrand() {
  return useAdminWrite(({ id, body }: { id: number | null; body: GearBrandBody }) =>
    id === null
      ? admin('POST', '/api/admin/gear/brands', body)
      : admin('PUT', `/api/admin/gear/brands/${id}`, body),
  );
}

export function useDeleteCategory() {
  return useAdminWrite((id: number) => admin('DELETE', `/api/admin/gear/categories/${id}`));
}

export function useDeleteBrand() {
  return useAdminWrite((id: number) => admin('DELETE', `/api/admin/gear/brands/${id}`));
}

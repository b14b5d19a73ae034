// The list of sighting categories, {value, name}, from GET /api/categories.
import type { Category } from '@common/schemas/sightings';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_GC_MS, CATEGORY_STALE_MS, categoryKeys } from './keys';

export function useCategories() {
  return useQuery<Category[]>({
    queryKey: categoryKeys.all,
    staleTime: CATEGORY_STALE_MS,
    gcTime: CATEGORY_GC_MS,
  });
}

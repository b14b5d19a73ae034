// The image chosen by the administrators for each category (GET /api/category-images): retried twice and
// refetched on reconnect (spec section 7), because a tile without its image falls back to an emoji.
import type { CategoryImage } from '@common/schemas/sightings';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_GC_MS, CATEGORY_STALE_MS, categoryKeys } from './keys';

export function useCategoryImages() {
  return useQuery<CategoryImage[], Error, Map<string, string>>({
    queryKey: categoryKeys.images,
    staleTime: CATEGORY_STALE_MS,
    gcTime: CATEGORY_GC_MS,
    retry: 2,
    refetchOnReconnect: true,
    select: activeImageByCategory,
  });
}

function activeImageByCategory(images: CategoryImage[]): Map<string, string> {
  const byCategory = new Map<string, string>();
  for (const image of images) {
    if (image.isActive && image.imageUrl) byCategory.set(image.category, image.imageUrl);
  }
  return byCategory;
}

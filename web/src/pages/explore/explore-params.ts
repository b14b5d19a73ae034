// The explore page's state lives in the URL (?category=, ?search=, ?sort=), so links, reloads and the
// header's site search all land on the same results. Unknown values are ignored rather than sent on.

import { SIGHTING_SORTS, type SightingSort } from '@common/constants/api';
import { CATEGORY_VALUES, type CategoryValue } from '@common/constants/categories';

export interface ExploreFilters {
  category: CategoryValue | null;
  search: string;
  sort: SightingSort;
}

export function readExploreParams(params: URLSearchParams): ExploreFilters {
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  const sort = params.get('sort') ?? '';
  return {
    category: (CATEGORY_VALUES as readonly string[]).includes(category) ? (category as CategoryValue) : null,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    sort: (SIGHTING_SORTS as readonly string[]).includes(sort) ? (sort as SightingSort) : 'newest',
  };
}

/** A copy of `params` with the changes applied; empty values and the default sort leave the URL. */
export function withExploreParams(
  params: URLSearchParams,
  changes: Partial<Record<keyof ExploreFilters, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (!value || (key === 'sort' && value === 'newest')) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

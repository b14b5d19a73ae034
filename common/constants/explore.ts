// The explore page's filters as its URL holds them (?category=, ?search=, ?sort=): read by the page and by the
// server when it puts the first page of results into the HTML (server/http/page-data.ts).
import { SIGHTING_SORTS, type SightingSort } from './api';
import { CATEGORY_VALUES, type CategoryValue } from './categories';

export interface ExploreFilters {
  category: CategoryValue | null;
  search: string;
  sort: SightingSort;
  /** ?quality=research: only research-grade sightings. */
  quality: 'research' | null;
}

/** Unknown values are ignored rather than sent on. */
export function readExploreParams(params: URLSearchParams): ExploreFilters {
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  const sort = params.get('sort') ?? '';
  return {
    category: (CATEGORY_VALUES as readonly string[]).includes(category) ? (category as CategoryValue) : null,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    sort: (SIGHTING_SORTS as readonly string[]).includes(sort) ? (sort as SightingSort) : 'newest',
    quality: params.get('quality') === 'research' ? 'research' : null,
  };
}

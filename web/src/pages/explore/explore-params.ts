// The explore page's state lives in the URL (?category=, ?search=, ?sort=), so links, reloads and the
// header's site search all land on the same results. Unknown values are ignored rather than sent on.

import type { ExploreFilters } from '@common/constants/explore';

export { type ExploreFilters, readExploreParams } from '@common/constants/explore';

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

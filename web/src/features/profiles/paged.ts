// Infinite queries over the cursor-paged lists (a JSON array plus the x-next-cursor header, read by getPage)
// of the profile, follow, bookmark, portfolio and notification screens, and edits to their cached pages.
import { type InfiniteData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type Page } from '../../lib/api';

export type PageParams = Record<string, string | number | undefined | null>;
export type PagedData<T> = InfiniteData<Page<T>, string | null>;

/** An infinite query over a cursor-paged endpoint; `items` flattens the loaded pages. */
export function usePagedList<T>(
  queryKey: QueryKey,
  path: string,
  params: PageParams = {},
  options: { enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => getPage<T>(path, { ...params, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled ?? true,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, items };
}

/** Applies `update` to every item of every loaded page (optimistic changes to cached lists). */
export function mapPagedItems<T>(
  data: PagedData<T> | undefined,
  update: (item: T) => T,
): PagedData<T> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(update) })) };
}

// The member's own portfolio (an unsaved draft until the first save) and its collections, and public
// portfolios by address. Every write puts the server's answer into the cached portfolio.
import type {
  Portfolio,
  PortfolioCollection,
  portfolioCollectionInputSchema,
  portfolioItemsInputSchema,
  portfolioUpdateSchema,
} from '@common/schemas/portfolios';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { profileKeys } from '../profiles/keys';
import { portfolioKeys } from './keys';

export type PortfolioUpdate = z.input<typeof portfolioUpdateSchema>;
export type CollectionInput = z.input<typeof portfolioCollectionInputSchema>;
export type CollectionItemsInput = z.input<typeof portfolioItemsInputSchema>;

export function useOwnPortfolio() {
  return useQuery<Portfolio>({ queryKey: portfolioKeys.own });
}

export function usePublicPortfolio(portfolioUrl: string) {
  return useQuery<Portfolio>({
    queryKey: portfolioKeys.public(portfolioUrl),
    // The address comes from the URL bar: encoded, so it can only ever name one path segment.
    queryFn: () => apiRequest<Portfolio>('GET', `/api/portfolios/${encodeURIComponent(portfolioUrl)}`),
  });
}

function updateOwn(queryClient: QueryClient, update: (portfolio: Portfolio) => Portfolio): void {
  queryClient.setQueryData<Portfolio>(portfolioKeys.own, (old) => (old ? update(old) : old));
}

/** Some writes answer the collection, others nothing: take the answer when it is one, else refetch. */
function isCollection(value: unknown): value is PortfolioCollection {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PortfolioCollection).id === 'number' &&
    Array.isArray((value as PortfolioCollection).items)
  );
}

function putCollection(queryClient: QueryClient, collection: unknown): void {
  if (!isCollection(collection)) {
    void queryClient.invalidateQueries({ queryKey: portfolioKeys.own });
    return;
  }
  updateOwn(queryClient, (portfolio) => ({
    ...portfolio,
    collections: portfolio.collections.some((c) => c.id === collection.id)
      ? portfolio.collections.map((c) => (c.id === collection.id ? collection : c))
      : [...portfolio.collections, collection],
  }));
}

export function useUpdatePortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PortfolioUpdate) => apiRequest<Portfolio>('PUT', '/api/portfolio', update),
    onSuccess: (portfolio) => {
      queryClient.setQueryData(portfolioKeys.own, portfolio);
      // The profile shows the portfolio link, which depends on the address and on being public.
      void queryClient.invalidateQueries({ queryKey: profileKeys.detail(portfolio.owner.id), exact: true });
    },
  });
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectionInput) =>
      apiRequest<PortfolioCollection>('POST', '/api/portfolio/collections', input),
    onSuccess: (collection) => {
      // A draft's first collection saved the portfolio itself: its id and address come from the server.
      if (queryClient.getQueryData<Portfolio>(portfolioKeys.own)?.saved === false) {
        void queryClient.invalidateQueries({ queryKey: portfolioKeys.own });
        return;
      }
      putCollection(queryClient, collection);
    },
  });
}

export function useUpdateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CollectionInput }) =>
      apiRequest<PortfolioCollection>('PUT', `/api/portfolio/collections/${id}`, input),
    onSuccess: (collection) => putCollection(queryClient, collection),
  });
}

export function useSaveCollectionItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, items }: { id: number; items: CollectionItemsInput['items'] }) =>
      apiRequest<PortfolioCollection | null>('PUT', `/api/portfolio/collections/${id}/items`, { items }),
    onSuccess: (collection) => putCollection(queryClient, collection),
  });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/portfolio/collections/${id}`),
    onSuccess: (_result, id) =>
      updateOwn(queryClient, (portfolio) => ({
        ...portfolio,
        collections: portfolio.collections.filter((c) => c.id !== id),
      })),
  });
}

/** Moves collections at once; the previous order comes back if the server refuses. */
export function useReorderCollections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collectionIds: number[]) =>
      apiRequest('PUT', '/api/portfolio/collections/order', { collectionIds }),
    onMutate: async (collectionIds) => {
      await queryClient.cancelQueries({ queryKey: portfolioKeys.own });
      const previous = queryClient.getQueryData<Portfolio>(portfolioKeys.own);
      updateOwn(queryClient, (portfolio) => ({
        ...portfolio,
        collections: collectionIds
          .map((id, orderIndex) => {
            const found = portfolio.collections.find((c) => c.id === id);
            return found ? { ...found, orderIndex } : undefined;
          })
          .filter((c): c is PortfolioCollection => c !== undefined),
      }));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(portfolioKeys.own, context.previous);
    },
  });
}

/** A copy of `list` with the entry at `index` moved one place up (-1) or down (+1). */
export function moveItem<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

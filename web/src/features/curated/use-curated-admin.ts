// The administrators' curated-content queries and changes, with the bearer token; a 401 ends the stale admin
// session (the conservation editor's rule).
import type {
  CuratedSightingInput,
  CuratedSightingUpdate,
  ExternalContentInput,
  FeaturedPhotoInput,
} from '@common/schemas/curated';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminUnauthorized } from '../conservation/use-conservation-admin';
import { invalidateSightingLists } from '../sightings/refresh';
import { curatedApi } from './api';
import { curatedKeys } from './keys';

function useAdminQuery<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>, keepPrevious = false) {
  // A page of the list keeps the previous page on screen while the next one loads.
  const query = useQuery({
    queryKey,
    queryFn,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
  const unauthorized = useAdminUnauthorized(query.error);
  return { ...query, unauthorized };
}

export const useCuratedList = (page: number) =>
  useAdminQuery(curatedKeys.list(page), () => curatedApi.list(page), true);
export const useExternalLinksAdmin = () => useAdminQuery(curatedKeys.links, curatedApi.links);
export const useFeaturedAdmin = () => useAdminQuery(curatedKeys.featured, curatedApi.featured);
export const useCategoryImagesAdmin = () =>
  useAdminQuery(curatedKeys.categoryImages, curatedApi.categoryImages);

/** After a change: the administrators' lists, and what the public pages show. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: curatedKeys.admin }),
      queryClient.invalidateQueries({ queryKey: curatedKeys.featuredPhoto }),
      queryClient.invalidateQueries({ queryKey: ['/api/external-content'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/category-images'] }),
      invalidateSightingLists(queryClient),
    ]);
}

export function useCreateCurated() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CuratedSightingInput) => curatedApi.create(input),
    onSuccess: refresh,
  });
}

export function useUpdateCurated() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CuratedSightingUpdate }) => curatedApi.update(id, patch),
    onSuccess: refresh,
  });
}

export function useDeleteCurated() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => curatedApi.remove(id), onSuccess: refresh });
}

export function useSaveLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ExternalContentInput }) =>
      id === null ? curatedApi.addLink(input) : curatedApi.editLink(id, input),
    onSuccess: refresh,
  });
}

export function useDeleteLink() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => curatedApi.removeLink(id), onSuccess: refresh });
}

export function useSaveFeatured() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: FeaturedPhotoInput }) =>
      id === null ? curatedApi.feature(input) : curatedApi.editFeatured(id, input),
    onSuccess: refresh,
  });
}

export function useDeleteFeatured() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => curatedApi.removeFeatured(id), onSuccess: refresh });
}

export function usePutCategoryImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      category,
      body,
    }: {
      category: string;
      body: { mediaAssetId?: number; isActive?: boolean };
    }) => curatedApi.putCategoryImage(category, body),
    onSuccess: refresh,
  });
}

export function useRemoveCategoryImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (category: string) => curatedApi.removeCategoryImage(category),
    onSuccess: refresh,
  });
}

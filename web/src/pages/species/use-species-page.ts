// A species page's data: the page (GET /api/species/:slug in the reader's language, embedded in the page's HTML
// for its first render), its gallery (paged) and its map's positions.
import { apiUrl } from '@common/constants/page-data';
import type { Sighting } from '@common/schemas/sightings';
import type { SpeciesMap, SpeciesPage } from '@common/schemas/species-pages';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getPage, queryKeyUrl } from '../../lib/api';
import { pageAnswerOptions } from '../../lib/page-data';

export const speciesPageKeys = {
  page: (slug: string, lang: string) => ['/api/species', slug, { lang }] as const,
  gallery: (slug: string) => ['species-gallery', slug] as const,
  map: (slug: string) => ['/api/species', slug, 'map'] as const,
};

/** The page's URL, as the server's first render asks it (server/http/page-data.ts). */
export const speciesPageUrl = (slug: string, lang: string) => apiUrl(`/api/species/${slug}`, { lang });

export function useSpeciesPage(slug: string | null, lang: string) {
  const queryKey = speciesPageKeys.page(slug ?? '', lang);
  return useQuery<SpeciesPage>({
    queryKey,
    enabled: slug !== null,
    ...pageAnswerOptions<SpeciesPage>(queryKeyUrl(queryKey)),
    // Another language's answer stays on screen while this one loads.
    placeholderData: (previous) => previous,
  });
}

export const GALLERY_PAGE_SIZE = 12;

export function useSpeciesGallery(slug: string) {
  return useInfiniteQuery({
    queryKey: speciesPageKeys.gallery(slug),
    queryFn: ({ pageParam }) =>
      getPage<Sighting>(`/api/species/${slug}/gallery`, { limit: GALLERY_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useSpeciesMap(slug: string, enabled: boolean) {
  return useQuery<SpeciesMap>({ queryKey: speciesPageKeys.map(slug), enabled });
}

// The location pages' data: the list of areas with its filters (GET /api/locations), one area's page in the
// reader's language, its sightings (paged) and its map's positions.
import type { LocationList, LocationMap, LocationPage } from '@common/schemas/locations';
import type { Sighting } from '@common/schemas/sightings';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getPage } from '../../lib/api';

export interface LocationFilters {
  q?: string;
  country?: string;
  parkType?: string;
  realm?: string;
  species?: string;
}

export const locationKeys = {
  list: (filters: LocationFilters) => ['/api/locations', withoutEmpty(filters)] as const,
  page: (slug: string, lang: string) => ['/api/locations', slug, { lang }] as const,
  sightings: (slug: string) => ['location-sightings', slug] as const,
  map: (slug: string) => ['/api/locations', slug, 'map'] as const,
};

function withoutEmpty(filters: LocationFilters): LocationFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as LocationFilters;
}

export function useLocations(filters: LocationFilters) {
  return useQuery<LocationList>({
    queryKey: locationKeys.list(filters),
    // The previous results stay on screen while a changed filter's answer comes.
    placeholderData: keepPreviousData,
  });
}

export function useLocationPage(slug: string | null, lang: string) {
  return useQuery<LocationPage>({
    queryKey: locationKeys.page(slug ?? '', lang),
    enabled: slug !== null,
    placeholderData: (previous) => previous,
  });
}

export const LOCATION_SIGHTINGS_PAGE_SIZE = 12;

export function useLocationSightings(slug: string) {
  return useInfiniteQuery({
    queryKey: locationKeys.sightings(slug),
    queryFn: ({ pageParam }) =>
      getPage<Sighting>(`/api/locations/${slug}/sightings`, {
        limit: LOCATION_SIGHTINGS_PAGE_SIZE,
        cursor: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useLocationMap(slug: string, enabled: boolean) {
  return useQuery<LocationMap>({ queryKey: locationKeys.map(slug), enabled });
}

/** The area slug from the URL, or null when it cannot name one (so no request is made). */
export function parseLocationSlug(raw: string | undefined): string | null {
  if (!raw || raw.length > 120 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw)) return null;
  return raw;
}

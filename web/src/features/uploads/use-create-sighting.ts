// Publishing a sighting (POST /api/sightings): on success every sightings list refreshes and the new
// sighting's page has its data at once.
import type { SightingDetail, SightingInput } from '@common/schemas/sightings';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';
import { isSightingListKey, placeKeys, sightingKeys } from '../sightings/keys';

export function createSighting(input: SightingInput): Promise<SightingDetail> {
  return apiRequest<SightingDetail>('POST', '/api/sightings', input);
}

export function afterSightingCreated(queryClient: QueryClient, sighting: SightingDetail): void {
  queryClient.setQueryData(sightingKeys.detail(sighting.id), sighting);
  // Every list that may now include it: explore, fresh finds, home, the member's profile (lists by userId),
  // the feed, and the places that show sightings (the map, location pages).
  void queryClient.invalidateQueries({ predicate: (query) => isSightingListKey(query.queryKey) });
  void queryClient.invalidateQueries({ queryKey: placeKeys.map });
  void queryClient.invalidateQueries({ queryKey: placeKeys.byLocation });
}

export function useCreateSighting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSighting,
    onSuccess: (sighting) => afterSightingCreated(queryClient, sighting),
  });
}

/** The `upgradeUrl` of a 403 refusal (the free plan's limit), when the server sent one; same-site paths only. */
export function upgradeUrlOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  try {
    const body = JSON.parse(error.body) as { upgradeUrl?: unknown };
    if (typeof body.upgradeUrl === 'string' && body.upgradeUrl.startsWith('/')) return body.upgradeUrl;
  } catch {
    // Not JSON: no link.
  }
  return null;
}

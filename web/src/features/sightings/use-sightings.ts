// Reads lists of sightings (GET /api/sightings, a JSON array) with the app's default query behaviour.
import type { Sighting } from '@common/schemas/sightings';
import { useQuery } from '@tanstack/react-query';
import { type SightingListParams, sightingKeys } from './keys';

export function useSightings(params: SightingListParams = {}) {
  return useQuery<Sighting[]>({ queryKey: sightingKeys.list(params) });
}

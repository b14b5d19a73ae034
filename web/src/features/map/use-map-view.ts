// The clusters and points of the map's current view. The previous view stays on screen while the next one
// loads, so panning never blanks the map.
import type { MapView } from '@common/schemas/map';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type MapViewParams, mapKeys } from './keys';

export function useMapView(params: MapViewParams | null) {
  return useQuery<MapView>({
    queryKey: params ? mapKeys.view(params) : mapKeys.all,
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

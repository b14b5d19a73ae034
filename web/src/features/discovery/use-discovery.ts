// The discovery pages' data: GET /api/discovery (anyone), GET /api/discovery/enhanced (Premium), the location
// search of the place chooser (GET /api/locations), and the address that holds the place and the filters.
import type { Discovery, EnhancedDiscovery } from '@common/schemas/discovery';
import type { LocationList } from '@common/schemas/locations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAddressParams } from '../../lib/use-address-params';
import type { DiscoveryKey } from './discovery-params';

export const discoveryKeys = {
  view: (params: Record<string, string>) => ['/api/discovery', params] as const,
  enhanced: (params: Record<string, string>) => ['/api/discovery', 'enhanced', params] as const,
  places: (q: string) => ['/api/locations', { q, limit: '8' }] as const,
};

/** Community counts move slowly: five minutes of freshness spares the server on every return to the page. */
const DISCOVERY_STALE_MS = 5 * 60 * 1000;

export function useDiscovery(params: Record<string, string> | null) {
  return useQuery<Discovery>({
    queryKey: discoveryKeys.view(params ?? {}),
    enabled: params !== null,
    staleTime: DISCOVERY_STALE_MS,
    // The previous place's answer stays on screen while the next one comes.
    placeholderData: keepPreviousData,
  });
}

export function useEnhancedDiscovery(params: Record<string, string> | null, enabled: boolean) {
  return useQuery<EnhancedDiscovery>({
    queryKey: discoveryKeys.enhanced(params ?? {}),
    enabled: enabled && params !== null,
    staleTime: DISCOVERY_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Locations whose name, state or description holds `q` (at least two letters typed). */
export function usePlaceSearch(q: string) {
  return useQuery<LocationList>({
    queryKey: discoveryKeys.places(q),
    enabled: q.length >= 2,
    staleTime: DISCOVERY_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export type AddressChange = Partial<Record<DiscoveryKey, string | undefined>>;

/** The address's parameters and a way to change several at once, the address replaced (not a new entry). */
export function useDiscoveryAddress(): [URLSearchParams, (change: AddressChange) => void] {
  const [params, change] = useAddressParams();
  return [params, (patch) => change(patch)];
}

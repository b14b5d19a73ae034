// GET /api/insights for a place (or none: the member's latest sighting), names in the interface language.
import type { Insights } from '@common/schemas/insights';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface InsightsPlace {
  latitude: number;
  longitude: number;
}

export const insightsKeys = {
  all: ['/api/insights'] as const,
  view: (params: Record<string, string>) => ['/api/insights', params] as const,
};

/** Community counts move slowly: five minutes of freshness spares the database on every visit. */
const INSIGHTS_STALE_MS = 5 * 60 * 1000;

export function useInsights(place: InsightsPlace | null, radiusKm: number, lang: string) {
  const params: Record<string, string> = { radiusKm: String(radiusKm), lang };
  if (place) {
    params.latitude = place.latitude.toFixed(4);
    params.longitude = place.longitude.toFixed(4);
  }
  return useQuery<Insights>({
    queryKey: insightsKeys.view(params),
    staleTime: INSIGHTS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** A catalogue species' page, else the newest sighting counted. */
export function speciesLink(s: { slug: string | null; latestSightingId: number }): string {
  return s.slug ? `/species/${encodeURIComponent(s.slug)}` : `/sighting/${s.latestSightingId}`;
}

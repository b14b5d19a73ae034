// The discovery pages keep the chosen place and filters in the address (so a view can be shared or reloaded),
// under the same names the API reads: the address's parameters are the request's.
import { DISCOVERY_LIMITS, discoveryQuerySchema } from '@common/schemas/discovery';
import { monthNames as monthNamesIn } from '../../pages/species/MonthChart';

export const PLACE_KEYS = ['lat', 'lng', 'location', 'radiusKm', 'month'] as const;
export const FILTER_KEYS = [
  'from',
  'to',
  'rarity',
  'timeOfDay',
  'weather',
  'category',
  'notRecordedByMe',
] as const;
export type DiscoveryKey = (typeof PLACE_KEYS)[number] | (typeof FILTER_KEYS)[number];

/** Radii offered (km), the API's default among them. */
export const RADII = [10, 25, 50, 100, 200, DISCOVERY_LIMITS.maxRadiusKm] as const;

/**
 * A position rounded to about a kilometre: plenty for a radius of tens of kilometres, kinder to caches (nearby
 * visitors ask the same question) and to the member, whose own position is not written out to the metre.
 */
export const roundCoordinate = (n: number) => Math.round(n * 100) / 100;

/**
 * The request's parameters from the address: the place's and, on the enhanced page, the filters', each only
 * when set. Null when the address names no valid place yet (nothing to ask the server).
 */
export function discoveryRequest(
  search: URLSearchParams,
  enhanced: boolean,
  lang: string,
): Record<string, string> | null {
  const place: Record<string, string> = {};
  for (const key of PLACE_KEYS) {
    const value = search.get(key);
    if (value) place[key] = value;
  }
  // A location names the place: a position left beside it in the address is not sent.
  if (place.location) {
    delete place.lat;
    delete place.lng;
  }
  if (!discoveryQuerySchema.safeParse(place).success) return null;
  const request: Record<string, string> = { ...place, lang };
  if (enhanced)
    for (const key of FILTER_KEYS) {
      const value = search.get(key);
      if (value) request[key] = value;
    }
  return request;
}

/** A comma-separated list of the address as a set of values (`rarity=rare,very_rare`). */
export function listParam(search: URLSearchParams, key: DiscoveryKey): string[] {
  return (search.get(key) ?? '').split(',').filter(Boolean);
}

/** The list with `value` added or taken out, in the order of `all`; undefined when empty. */
export function toggled(list: string[], value: string, all: readonly string[]): string | undefined {
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const ordered = all.filter((v) => next.includes(v));
  return ordered.length ? ordered.join(',') : undefined;
}

/** The twelve month names in the reader's language, January first. */
export function monthNames(language: string, style: 'short' | 'long'): readonly string[] {
  return monthNamesIn(language, style);
}

/** A calendar month of the charts ('2026-03') in the reader's language: "Mar 2026" or "March 2026". */
export function monthLabel(month: string, language: string, style: 'short' | 'long'): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
  return new Intl.DateTimeFormat(language, { month: style, year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The month asked about and those either side, by name ("October, November, December"). */
export function seasonMonths(month: number, language: string): string[] {
  const names = monthNames(language, 'long');
  return [month - 1, month, month + 1].map((m) => names[(m + 11) % 12] ?? '');
}

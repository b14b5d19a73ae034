// How a place worked out from coordinates reads: "Churchill, Manitoba, Canada", the country named in the reader's
// language by the browser's own data (Intl.DisplayNames), so no country list ships with the app.
import type { SightingPlace } from './schemas/locations';

const names = new Map<string, Intl.DisplayNames | null>();

/** The country of an ISO alpha-2 code in `language` ("DE" in French: "Allemagne"); the code when unknown. */
export function countryName(code: string, language: string): string {
  if (!names.has(language)) {
    try {
      names.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      names.set(language, null);
    }
  }
  try {
    return names.get(language)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Nearest place, region and country, the parts known, joined by commas; null when nothing is known. */
export function placeLabel(place: SightingPlace | null, language: string): string | null {
  if (!place) return null;
  const parts = [
    place.nearestPlace,
    place.region,
    place.countryCode ? countryName(place.countryCode, language) : null,
  ].filter((p): p is string => Boolean(p));
  // A town named like its region ("Mexico, Mexico") is said once.
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  return unique.length > 0 ? unique.join(', ') : null;
}

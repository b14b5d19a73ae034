// The countries the explore page's country filter offers: every ISO 3166-1 alpha-2 code the flag set knows, named
// in the reader's language by the browser (place-label.ts countryName), sorted as that language sorts.

import { countryName } from '@common/place-label';
import { countries } from 'country-flag-icons';

export interface CountryOption {
  code: string;
  name: string;
}

const kept = new Map<string, CountryOption[]>();

/** Codes without a name of their own in the browser's data (user-assigned ones) are left out. */
export function countryOptions(language: string): CountryOption[] {
  const known = kept.get(language);
  if (known) return known;
  const collator = new Intl.Collator(language);
  const options = countries
    .filter((code) => /^[A-Z]{2}$/.test(code))
    .map((code) => ({ code, name: countryName(code, language) }))
    .filter((c) => c.name !== c.code)
    .sort((a, b) => collator.compare(a.name, b.name));
  kept.set(language, options);
  return options;
}

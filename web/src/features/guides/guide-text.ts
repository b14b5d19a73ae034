// How a guide's price reads: 'Free', or the amount through Intl in the guide's own currency, in the reader's
// number conventions; and the name a key species is shown under.

import { minorDigits } from '@common/constants/currencies';
import type { GuideSpecies } from '@common/schemas/guides';
import type { TFunction } from 'i18next';
import { formatLocale } from '../../lib/format';

export function formatMinor(amount: number, currency: string, language: string): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat(formatLocale(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount / 10 ** digits);
  } catch {
    return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

export function guidePrice(
  guide: { price: number; currency: string },
  language: string,
  t: TFunction,
): string {
  return guide.price === 0 ? t('guides.free') : formatMinor(guide.price, guide.currency, language);
}

/** The price typed in the form ("12.99") in minor units, or null when it is not an amount of the currency. */
export function priceToMinor(text: string, currency: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const digits = minorDigits(currency);
  const pattern = digits === 0 ? /^\d{1,9}$/ : /^\d{1,9}(?:[.,]\d{1,2})?$/;
  if (!pattern.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replace(',', '.').split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

export function minorToText(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return digits === 0 ? String(amount) : (amount / 10 ** digits).toFixed(digits);
}

/** The name a key species is shown under: its common name, else its scientific one, else its page name. */
export function speciesLabel(species: GuideSpecies): string {
  return species.name ?? species.scientificName ?? species.slug.replace(/-/g, ' ');
}

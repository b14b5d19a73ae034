// The identifier's reasons in plain words, in the member's language: "Looks like 3 confirmed photos",
// "Seen 12 times within 50 km in July", and confidences as percentages.
import type { IdentificationReason } from '@common/schemas/identification';
import type { TFunction } from 'i18next';
import { formatLocale } from '../../lib/format';

/** The month's name (1-12) in the language, e.g. "July", "juillet". */
export function monthName(month: number, language: string): string {
  // Mid-month at noon UTC, so no time zone moves it into the next or previous month.
  const date = new Date(Date.UTC(2001, month - 1, 15, 12));
  return new Intl.DateTimeFormat(formatLocale(language), { month: 'long', timeZone: 'UTC' }).format(date);
}

/** 0.87 -> "87%" in the language's digits and sign placement. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(formatLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(
    value,
  );
}

export function reasonText(t: TFunction, reason: IdentificationReason, language: string): string {
  switch (reason.kind) {
    case 'similar_photos':
      return t('identify.reason.similarPhotos', { count: reason.count });
    case 'seen_nearby':
      return t('identify.reason.seenNearby', {
        count: reason.count,
        radius: reason.radiusKm,
        month: monthName(reason.month, language),
      });
    case 'model':
      return t('identify.reason.model', { percent: formatPercent(reason.score, language) });
  }
}

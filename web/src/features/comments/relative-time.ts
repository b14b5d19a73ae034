// "3 hours ago", "yesterday", "il y a 2 jours": a past moment relative to now, through Intl.RelativeTimeFormat
// in the interface language's locale.
import { regionalPricingFor } from '@common/constants/regional-pricing';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function formatRelativeTime(value: string, language: string, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = (time - now) / 1000;
  const format = new Intl.RelativeTimeFormat(regionalPricingFor(language).locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  // Under a minute (and clocks a little ahead of the server) reads "now".
  return format.format(0, 'second');
}

// Sizes and durations of the system checks in the reader's language: Intl's own units (kilobyte, hour...), so no
// unit needs a translation of ours.
import { formatLocale } from '../../lib/format';

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(formatLocale(language), {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** The two largest units of a duration: "2 days 3 hr", "4 min 10 sec". */
export function formatDuration(totalSeconds: number, language: string): string {
  const parts: [number, 'day' | 'hour' | 'minute' | 'second'][] = [
    [Math.floor(totalSeconds / 86_400), 'day'],
    [Math.floor((totalSeconds % 86_400) / 3600), 'hour'],
    [Math.floor((totalSeconds % 3600) / 60), 'minute'],
    [Math.floor(totalSeconds % 60), 'second'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  const shown =
    first === -1 ? [parts[3] ?? [0, 'second']] : parts.slice(first, first + 2).filter(([n]) => n > 0);
  const locale = formatLocale(language);
  return shown
    .map(([n, unit]) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(n),
    )
    .join(' ');
}

export function formatMs(ms: number, language: string): string {
  return new Intl.NumberFormat(formatLocale(language), {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: ms < 10 ? 1 : 0,
  }).format(ms);
}

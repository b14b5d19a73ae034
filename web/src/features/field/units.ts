// Lengths in the member's units (field settings): metres or feet for accuracy and altitude, kilometres or
// miles for distances. Intl's unit style writes them the language's way ("12 m", "12 м", "12 米").
import { formatLocale } from '../../lib/format';
import type { FieldSettings } from './settings';

const FEET_PER_METRE = 3.280_84;
const MILES_PER_KM = 0.621_371;

const formats = new Map<string, Intl.NumberFormat>();

function unitFormat(language: string, unit: string, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${language}|${unit}|${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(language), {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/** A short length (GPS accuracy, altitude), whole metres or feet. */
export function shortLength(metres: number, units: FieldSettings['units'], language: string): string {
  return units === 'imperial'
    ? unitFormat(language, 'foot', 0).format(metres * FEET_PER_METRE)
    : unitFormat(language, 'meter', 0).format(metres);
}

/** A distance in km, or in miles to one decimal place (5 km is 3.1 mi). */
export function longLength(km: number, units: FieldSettings['units'], language: string): string {
  return units === 'imperial'
    ? unitFormat(language, 'mile', 1).format(km * MILES_PER_KM)
    : unitFormat(language, 'kilometer', 1).format(km);
}

/** A size in kilobytes or megabytes (storage, downloads). */
export function dataSize(bytes: number, language: string): string {
  if (bytes >= 1024 * 1024 * 1024) return unitFormat(language, 'gigabyte', 1).format(bytes / 1024 ** 3);
  if (bytes >= 1024 * 1024) return unitFormat(language, 'megabyte', 1).format(bytes / 1024 ** 2);
  return unitFormat(language, 'kilobyte', 1).format(bytes / 1024);
}

/** Degrees with six decimals (about 0.1 m): the precision a coordinate is shown and copied with. */
export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

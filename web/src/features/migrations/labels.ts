// How a migration's direction, peak months and distance read in the reader's language.
import type { MigrationPattern } from '@common/schemas/migrations';
import { monthNames } from '../../pages/species/MonthChart';

const DIRECTION_KEYS: Record<string, string> = {
  'north-south': 'northSouth',
  'south-north': 'southNorth',
  'east-west': 'eastWest',
  'west-east': 'westEast',
  'round trip': 'roundTrip',
};

export function directionLabel(t: (key: string) => string, direction: string): string {
  const key = DIRECTION_KEYS[direction];
  return key ? t(`migrations.directions.${key}`) : direction;
}

/** "September – October", in the reader's language. */
export function peakLabel(
  pattern: Pick<MigrationPattern, 'peakStartMonth' | 'peakEndMonth'>,
  language: string,
) {
  const names = monthNames(language, 'long');
  const first = names[pattern.peakStartMonth - 1] ?? '';
  const last = names[pattern.peakEndMonth - 1] ?? '';
  return pattern.peakStartMonth === pattern.peakEndMonth ? first : `${first} – ${last}`;
}

const kilometreFormats = new Map<string, Intl.NumberFormat>();

export function distanceLabel(km: number, language: string): string {
  let format = kilometreFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 });
    kilometreFormats.set(language, format);
  }
  return format.format(km);
}

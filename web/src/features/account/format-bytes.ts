// A file size as people read it, in the language's own digits and units: 820 kB, 14.2 MB, 1.3 GB.
import { formatLocale } from '../../lib/format';

const UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

export function formatBytes(bytes: number, language: string): string {
  const locale = formatLocale(language);
  for (const [unit, size] of UNITS)
    if (bytes >= size)
      return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
        bytes / size,
      );
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte' }).format(bytes);
}

// How the print shop words its numbers: USD minor units through Intl in the member's language, and whether a
// photo is sharp enough for a size (the server's own 150 dpi rule, so the form only offers what will be accepted).
import { PRINT_RULES, type PrintOption, pixelsFor } from '@common/schemas/prints';
import { formatMoney } from '../plans/money';

export const printPrice = (amountMinor: number, currency: string, language: string) =>
  formatMoney({ amountMinor, currency }, language);

export function printable(
  option: Pick<PrintOption, 'widthMm' | 'heightMm'>,
  width: number | null,
  height: number | null,
): boolean {
  if (!width || !height) return false;
  const longPx = Math.max(width, height);
  const shortPx = Math.min(width, height);
  const longMm = Math.max(option.widthMm, option.heightMm);
  const shortMm = Math.min(option.widthMm, option.heightMm);
  return (
    longPx >= pixelsFor(longMm, PRINT_RULES.minimumDpi) - 1 &&
    shortPx >= pixelsFor(shortMm, PRINT_RULES.minimumDpi) - 1
  );
}

/** "A3 · Fine art paper · Matte" with the words from the locale files. */
export function optionLabel(
  t: (key: string) => string,
  option: { size: string; material: string; finishType: string },
): string {
  return `${option.size} · ${t(`prints.material.${option.material}`)} · ${t(`prints.finish.${option.finishType}`)}`;
}

// An amount typed by the administrator ("12.34", "12,34", "750") in minor units of the payment's currency,
// read from the digits (never through floating point); null when it is not an amount of that currency.
import { minorDigits } from '@common/constants/currencies';

export function parseMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > digits) return null;
  const minor = Number(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** Minor units as the decimal the field shows ("12.34", "750"). */
export function minorToInput(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

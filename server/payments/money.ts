// Amounts in a currency's minor units (cents, or whole yen): every amount the server stores or sends to a
// provider is an integer, converted from the regional table's decimal prices without floating-point drift
// (4.99 * 100 is 499.00000000000006 in binary floating point; the conversion here works on the decimal digits).
import { minorDigits } from '@common/constants/currencies';
import { REGIONAL_PRICING } from '@common/constants/regional-pricing';

export { minorDigits };

/** The decimal digits of a finite, non-negative number, exactly as JavaScript prints it (no exponent). */
function decimalText(amount: number | string): string {
  const text = typeof amount === 'number' ? plainNumber(amount) : amount.trim();
  if (!/^\d{1,15}(\.\d{1,20})?$/.test(text))
    throw new RangeError(`Not an amount of money: ${String(amount)}`);
  return text;
}

function plainNumber(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not an amount of money: ${amount}`);
  const shortest = String(amount);
  // 1e-7 and 1e21 print with an exponent; toFixed(20) spells them out (only tiny amounts reach this).
  return /e/i.test(shortest) ? amount.toFixed(20).replace(/\.?0+$/, '') : shortest;
}

/**
 * The decimal amount (4.99, or '24.99') in minor units of `currency` (499, 2499; 750 yen stays 750). An amount with
 * more decimals than the currency has (4.999 dollars, 750.5 yen) is refused: prices are exact by construction.
 */
export function toMinor(amount: number | string, currency: string): number {
  const digits = minorDigits(currency);
  const [whole = '0', fraction = ''] = decimalText(amount).split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > digits)
    throw new RangeError(`${String(amount)} ${currency} has more decimals than the currency's ${digits}`);
  const minor = Number(whole + significant.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: ${String(amount)} ${currency}`);
  return minor;
}

/** Minor units back to the decimal amount, for display and providers that want decimals (PayPal). */
export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** The decimal amount as the exact string PayPal's API wants ("4.99", "750"), never an inexact float. */
export function minorToDecimalString(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`Not an amount in minor units: ${minor}`);
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Fraction digits a price is shown with: the regional table's for its currency (prices in rupees or kronor are
 * whole), unless the amount has a fraction of its own (a partial refund of 12.34 kronor).
 */
function shownDigits(minor: number, currency: string): number {
  const digits = minorDigits(currency);
  const regional = Object.values(REGIONAL_PRICING).find((p) => p.currency === currency.toUpperCase());
  const preferred = regional ? Math.min(regional.decimals, digits) : digits;
  return minor % 10 ** digits === 0 ? preferred : digits;
}

/** "$4.99", "￥750", "4,99 €": Intl in the member's locale; falls back to the code and the number. */
export function formatMinor(minor: number, currency: string, locale: string): string {
  const digits = shownDigits(minor, currency);
  const amount = fromMinor(minor, currency);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${currency.toUpperCase()} ${amount.toFixed(digits)}`;
  }
}

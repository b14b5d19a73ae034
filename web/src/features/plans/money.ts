// Amounts the server computed ({ amountMinor, currency }) written for people, through Intl in the language's
// locale. The server owns the numbers (spec section 9 via common/constants/regional-pricing.ts); the page only
// divides by the currency's minor unit and formats.
import { minorDigits } from '@common/constants/currencies';
import type { Money } from '@common/schemas/payments';
import { formatLocale } from '../../lib/format';

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

export function minorUnitDigits(currency: string): number {
  return minorDigits(currency);
}

/** "$4.99", "¥750", "22 €": whole amounts without ".00" (as the plan cards always showed them: "$25"). */
export function formatMoney(money: Money, language: string): string {
  const currency = money.currency.toUpperCase();
  const digits = minorUnitDigits(currency);
  const major = money.amountMinor / 10 ** digits;
  const shown = Number.isInteger(major) ? 0 : digits;
  try {
    return currencyFormat(formatLocale(language), currency, shown).format(major);
  } catch {
    // An unknown currency code: the number with the code, never a crash on a receipt list.
    return `${major.toFixed(shown)} ${currency}`;
  }
}

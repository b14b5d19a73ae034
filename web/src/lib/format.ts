// Numbers, dates and prices through Intl in the current language's locale (spec section 9).
import { regionalPricingFor } from '@common/constants/regional-pricing';

// Building an Intl formatter costs far more than using one (about 1 ms each on a phone): a card list created
// two per card and spent ~100 ms of the explore page's first render on it. One formatter per locale and
// options, reused.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Formats an amount in the language's payment currency; falls back to the symbol plus the number. */
export function formatPrice(amount: number, language: string, decimals?: number): string {
  const pricing = regionalPricingFor(language);
  const digits = decimals ?? pricing.decimals ?? 2;
  try {
    return numberFormat(pricing.locale, {
      style: 'currency',
      currency: pricing.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${currencySymbol(pricing.currency)}${amount.toFixed(digits)}`;
  }
}

const SYMBOLS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  JPY: '¥',
  CNY: '¥',
  BRL: 'R$',
  INR: '₹',
  KRW: '₩',
  THB: '฿',
  VND: '₫',
  IDR: 'Rp',
  MYR: 'RM',
  PHP: '₱',
  SEK: 'kr',
  NOK: 'kr',
  DKK: 'kr',
  PLN: 'zł',
  TRY: '₺',
};
export function currencySymbol(currency: string): string {
  return SYMBOLS[currency] ?? currency;
}

export function premiumPrice(language: string): string {
  return formatPrice(regionalPricingFor(language).premiumMonthly, language);
}

/** Contest fees are whole amounts in every region ($25, 22 €), so they are shown without decimals. */
export function contestFee(language: string): string {
  const fee = regionalPricingFor(language).contestFee;
  return formatPrice(fee, language, Number.isInteger(fee) ? 0 : undefined);
}

export function formatDate(
  value: string | Date,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(regionalPricingFor(language).locale, options).format(date);
}

/** The locale whose conventions a language's numbers and dates follow. */
export function formatLocale(language: string): string {
  return regionalPricingFor(language).locale;
}

export function formatNumber(value: number, language: string): string {
  return numberFormat(regionalPricingFor(language).locale).format(value);
}

// Currencies' minor units, shared by the server (which converts the regional table's prices into integers and
// sends them to the providers) and the web app (which divides them back to show them).

/**
 * Currencies without a minor unit: the four of the regional table that issue 14 names (JPY, KRW, VND, IDR) and
 * Stripe's other zero-decimal currencies, so an amount sent to Stripe means what it says.
 */
const ZERO_DECIMAL = new Set([
  'JPY',
  'KRW',
  'VND',
  'IDR',
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'KMF',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** Digits after the decimal point of the currency's minor unit: 0 for yen, 2 for dollars. */
export function minorDigits(currency: string): 0 | 2 {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

// PayPal takes and gives amounts as decimal strings ("4.99", "750" for yen) while WildLens counts in minor units
// (cents; whole yen) as payments/money.ts defines them. PayPal additionally refuses decimals for a few currencies
// that have cents elsewhere (HUF, TWD), so those are sent whole.
import { minorDigits } from '../money';

/** PayPal's "this currency does not support decimals" list. */
const PAYPAL_WHOLE_ONLY: ReadonlySet<string> = new Set(['HUF', 'JPY', 'TWD']);

/** 499 USD -> "4.99"; 750 JPY -> "750"; 100000 HUF (in fillér) -> "1000". */
export function toPayPalValue(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`amount ${amountMinor} is not a whole number of minor units`);
  }
  const code = currency.toUpperCase();
  const exponent = minorDigits(code);
  const scale = 10 ** exponent;
  const whole = Math.floor(amountMinor / scale);
  const fraction = amountMinor % scale;
  if (PAYPAL_WHOLE_ONLY.has(code)) {
    if (fraction !== 0) throw new RangeError(`PayPal takes only whole amounts in ${code}`);
    return String(whole);
  }
  return exponent === 0 ? String(whole) : `${whole}.${String(fraction).padStart(exponent, '0')}`;
}

/** "4.99" USD -> 499; "750" JPY -> 750; "4.9" -> 490. Throws on anything that is not a plain decimal. */
export function fromPayPalValue(value: string, currency: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new RangeError(`"${value}" is not a PayPal amount`);
  const exponent = minorDigits(currency.toUpperCase());
  const fraction = (match[2] ?? '').padEnd(exponent, '0');
  if (fraction.length > exponent && /[1-9]/.test(fraction.slice(exponent))) {
    throw new RangeError(`"${value}" has more decimals than ${currency} has`);
  }
  return Number(match[1]) * 10 ** exponent + (exponent > 0 ? Number(fraction.slice(0, exponent)) : 0);
}

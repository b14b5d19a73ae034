// Minor units without floating-point drift, and amounts formatted for people.
import { describe, expect, it } from 'vitest';
import { formatMinor, fromMinor, minorDigits, minorToDecimalString, toMinor } from './money';

describe('minor units', () => {
  it('knows the zero-decimal currencies of the regional table', () => {
    for (const c of ['JPY', 'KRW', 'VND', 'IDR', 'jpy']) expect(minorDigits(c)).toBe(0);
    for (const c of [
      'USD',
      'EUR',
      'BRL',
      'INR',
      'THB',
      'MYR',
      'PHP',
      'SEK',
      'NOK',
      'DKK',
      'PLN',
      'TRY',
      'CNY',
    ])
      expect(minorDigits(c)).toBe(2);
  });

  it('converts decimal prices exactly', () => {
    expect(toMinor(4.99, 'USD')).toBe(499);
    expect(toMinor(24.99, 'BRL')).toBe(2499);
    expect(toMinor(0.29, 'USD')).toBe(29);
    expect(toMinor(750, 'JPY')).toBe(750);
    expect(toMinor(119000, 'VND')).toBe(119000);
    expect(toMinor(399, 'INR')).toBe(39900);
    expect(toMinor('22', 'EUR')).toBe(2200);
    expect(toMinor('4.5', 'USD')).toBe(450);
    expect(toMinor(4.1, 'USD')).toBe(410);
    // Every two-decimal amount up to 100.00 survives the round trip (4.99 * 100 is 499.00000000000006).
    for (let cents = 0; cents <= 10_000; cents += 1) {
      const amount = Number((cents / 100).toFixed(2));
      expect(toMinor(amount, 'USD')).toBe(cents);
      expect(fromMinor(cents, 'USD')).toBe(amount);
    }
  });

  it('refuses amounts finer than the currency, negative or not numbers', () => {
    expect(() => toMinor(1.005, 'USD')).toThrow(RangeError);
    expect(() => toMinor(750.5, 'JPY')).toThrow(RangeError);
    expect(() => toMinor(-1, 'USD')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
    expect(() => toMinor('4,99', 'USD')).toThrow(RangeError);
    expect(() => toMinor(1e21, 'USD')).toThrow(RangeError);
  });

  it('writes decimal strings for providers that want them', () => {
    expect(minorToDecimalString(499, 'USD')).toBe('4.99');
    expect(minorToDecimalString(5, 'USD')).toBe('0.05');
    expect(minorToDecimalString(2500, 'USD')).toBe('25.00');
    expect(minorToDecimalString(750, 'JPY')).toBe('750');
  });

  it('formats amounts with Intl in the member locale', () => {
    expect(formatMinor(499, 'USD', 'en-US')).toBe('$4.99');
    expect(formatMinor(2500, 'USD', 'en-US')).toBe('$25.00');
    expect(formatMinor(750, 'JPY', 'ja-JP')).toMatch(/750/);
    expect(formatMinor(750, 'JPY', 'ja-JP')).not.toMatch(/\./);
    expect(formatMinor(499, 'EUR', 'de-DE')).toMatch(/^4,99\s€$/);
    expect(formatMinor(39900, 'INR', 'hi-IN')).toMatch(/399/);
    expect(formatMinor(39900, 'INR', 'hi-IN')).not.toMatch(/\.00/);
    expect(formatMinor(1234, 'SEK', 'sv-SE')).toMatch(/12,34/);
  });
});

// Refund amounts typed by the administrator, read into minor units from the digits.
import { describe, expect, it } from 'vitest';
import { minorToInput, parseMinor } from './amount';

describe('parseMinor', () => {
  it('reads dollars and euros in cents, with a point or a comma', () => {
    expect(parseMinor('4.99', 'USD')).toBe(499);
    expect(parseMinor('4,9', 'EUR')).toBe(490);
    expect(parseMinor('12', 'USD')).toBe(1200);
    expect(parseMinor(' 0.10 ', 'usd')).toBe(10);
  });

  it('reads yen as whole yen', () => {
    expect(parseMinor('750', 'JPY')).toBe(750);
    expect(parseMinor('750.0', 'JPY')).toBe(750);
  });

  it('refuses more decimals than the currency has, zero and non-numbers', () => {
    expect(parseMinor('1.505', 'USD')).toBeNull();
    expect(parseMinor('750.5', 'JPY')).toBeNull();
    expect(parseMinor('0', 'USD')).toBeNull();
    expect(parseMinor('-1', 'USD')).toBeNull();
    expect(parseMinor('1e3', 'USD')).toBeNull();
    expect(parseMinor('', 'USD')).toBeNull();
  });
});

describe('minorToInput', () => {
  it('writes minor units back as the decimal the field shows', () => {
    expect(minorToInput(499, 'USD')).toBe('4.99');
    expect(minorToInput(5, 'USD')).toBe('0.05');
    expect(minorToInput(750, 'JPY')).toBe('750');
  });
});

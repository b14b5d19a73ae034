import { describe, expect, it } from 'vitest';
import { formatMinor, priceToMinor } from './guide-text';

describe('guide prices', () => {
  it('reads typed prices in minor units and formats them through Intl', () => {
    expect(priceToMinor('12.99', 'USD')).toBe(1299);
    expect(priceToMinor('12,5', 'EUR')).toBe(1250);
    expect(priceToMinor('', 'USD')).toBe(0);
    expect(priceToMinor('1.5', 'JPY')).toBeNull();
    expect(priceToMinor('abc', 'USD')).toBeNull();
    expect(formatMinor(1299, 'USD', 'en')).toBe('$12.99');
    expect(formatMinor(1500, 'JPY', 'ja')).toContain('1,500');
  });
});

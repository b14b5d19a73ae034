// The test-mode card form's typing rules and checks.
import { describe, expect, it } from 'vitest';
import { cardProblems, formatCardNumber, formatCvc, formatExpiry } from './card-input';
import { formatMoney } from './money';

describe('card input', () => {
  it('groups the number in fours as it is typed, up to 19 digits', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM/YY and the CVC as digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(formatCvc('12a34')).toBe('1234');
  });

  it('finds missing, malformed and expired details', () => {
    const now = new Date('2026-05-15T12:00:00Z');
    expect(cardProblems({ cardNumber: '', expiry: '', cvc: '' }, now)).toEqual({
      cardNumber: 'required',
      expiry: 'required',
      cvc: 'required',
    });
    expect(cardProblems({ cardNumber: '4242', expiry: '13/30', cvc: '12' }, now)).toEqual({
      cardNumber: 'invalid',
      expiry: 'invalid',
      cvc: 'invalid',
    });
    expect(cardProblems({ cardNumber: '4242 4242 4242 4242', expiry: '04/26', cvc: '123' }, now)).toEqual({
      expiry: 'expired',
    });
    // Good through the last day of its month.
    expect(cardProblems({ cardNumber: '4242 4242 4242 4242', expiry: '05/26', cvc: '123' }, now)).toEqual({});
  });
});

describe('formatMoney', () => {
  it('divides by the currency’s minor unit and drops a whole amount’s decimals', () => {
    expect(formatMoney({ amountMinor: 499, currency: 'USD' }, 'en')).toBe('$4.99');
    expect(formatMoney({ amountMinor: 2500, currency: 'USD' }, 'en')).toBe('$25');
    expect(formatMoney({ amountMinor: 750, currency: 'JPY' }, 'ja')).toMatch(/^[¥￥]750$/);
    expect(formatMoney({ amountMinor: 74999, currency: 'IDR' }, 'id')).toMatch(/74\.999/);
    expect(formatMoney({ amountMinor: 2499, currency: 'BRL' }, 'pt')).toMatch(/24,99/);
    expect(formatMoney({ amountMinor: 2200, currency: 'EUR' }, 'fr')).toMatch(/^22\s€$/);
  });
});

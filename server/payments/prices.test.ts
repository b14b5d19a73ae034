// The server's regional prices per language (spec section 9), in minor units, with English for unknown languages.
import { LANGUAGE_CODES } from '@common/constants/languages';
import { REGIONAL_PRICING } from '@common/constants/regional-pricing';
import { describe, expect, it } from 'vitest';
import { fromMinor } from './money';
import { paymentSupportFor, priceFor, pricingLanguage } from './prices';

describe('server prices per language', () => {
  it('charges the regional table in minor units', () => {
    expect(priceFor('premium_subscription', 'en')).toMatchObject({ amountMinor: 499, currency: 'USD' });
    expect(priceFor('contest_entry', 'en')).toMatchObject({ amountMinor: 2500, currency: 'USD' });
    expect(priceFor('premium_subscription', 'ja')).toMatchObject({ amountMinor: 750, currency: 'JPY' });
    expect(priceFor('contest_entry', 'ja')).toMatchObject({ amountMinor: 3500, currency: 'JPY' });
    expect(priceFor('premium_subscription', 'pt')).toMatchObject({ amountMinor: 2499, currency: 'BRL' });
    expect(priceFor('contest_entry', 'fr')).toMatchObject({ amountMinor: 2200, currency: 'EUR' });
    expect(priceFor('premium_subscription', 'ko')).toMatchObject({ amountMinor: 6900, currency: 'KRW' });
    expect(priceFor('premium_subscription', 'hi')).toMatchObject({ amountMinor: 39900, currency: 'INR' });
  });

  it('falls back to English for an unknown language', () => {
    expect(pricingLanguage('xx')).toBe('en');
    expect(pricingLanguage(null)).toBe('en');
    expect(priceFor('premium_subscription', 'klingon')).toMatchObject({ language: 'en', amountMinor: 499 });
    expect(paymentSupportFor('')).toMatchObject({ language: 'en', subscriptionsEnabled: true });
  });

  it('says which methods and subscriptions each language has', () => {
    for (const code of ['ru', 'ar', 'zh', 'vi', 'id', 'tr'])
      expect(paymentSupportFor(code)).toMatchObject({
        cardSupported: false,
        paypalSupported: false,
        subscriptionsEnabled: false,
      });
    expect(paymentSupportFor('tl')).toMatchObject({
      cardSupported: false,
      paypalSupported: true,
      subscriptionsEnabled: false,
    });
    expect(paymentSupportFor('de')).toMatchObject({ cardSupported: true, paypalSupported: true });
  });

  it('has an exact minor-unit price for every language and purpose', () => {
    for (const code of LANGUAGE_CODES) {
      const regional = REGIONAL_PRICING[code];
      for (const purpose of ['premium_subscription', 'contest_entry'] as const) {
        const price = priceFor(purpose, code);
        const decimal = purpose === 'premium_subscription' ? regional.premiumMonthly : regional.contestFee;
        expect(Number.isSafeInteger(price.amountMinor), code).toBe(true);
        expect(fromMinor(price.amountMinor, price.currency), code).toBe(decimal);
      }
    }
  });
});

// What the server charges: the regional table (spec section 9, common/constants/regional-pricing.ts) for the
// member's language, in minor units. Nothing the client sends ever changes a price or a currency.
import { LANGUAGE_CODES, type LanguageCode } from '@common/constants/languages';
import { REGIONAL_PRICING } from '@common/constants/regional-pricing';
import { toMinor } from './money';
import type { PaymentMethod, PaymentPurpose } from './provider';

export interface ServerPrice {
  /** The language the price was taken for (an unknown one is English). */
  language: LanguageCode;
  /** BCP 47 locale of that language, for Intl and the provider's page. */
  locale: string;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
}

export interface PaymentSupport {
  language: LanguageCode;
  cardSupported: boolean;
  paypalSupported: boolean;
  subscriptionsEnabled: boolean;
}

/** A supported language code, or English for anything else (spec section 9: unknown languages fall back). */
export function pricingLanguage(language: string | null | undefined): LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(language ?? '') ? (language as LanguageCode) : 'en';
}

/** Premium Explorer per month, or the contest entry fee, for the language. */
export function priceFor(purpose: PaymentPurpose, language: string | null | undefined): ServerPrice {
  const code = pricingLanguage(language);
  const regional = REGIONAL_PRICING[code];
  const amount = purpose === 'premium_subscription' ? regional.premiumMonthly : regional.contestFee;
  return {
    language: code,
    locale: regional.locale,
    amountMinor: toMinor(amount, regional.currency),
    currency: regional.currency,
  };
}

export function paymentSupportFor(language: string | null | undefined): PaymentSupport {
  const code = pricingLanguage(language);
  const { cardSupported, paypalSupported, subscriptionsEnabled } = REGIONAL_PRICING[code];
  return { language: code, cardSupported, paypalSupported, subscriptionsEnabled };
}

export function methodSupported(support: PaymentSupport, method: PaymentMethod): boolean {
  return method === 'card' ? support.cardSupported : support.paypalSupported;
}

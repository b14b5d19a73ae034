// Regional prices and payment support per language (spec section 9, "Regional pricing").
import type { LanguageCode } from './languages';

export interface RegionalPricing {
  /** ISO 4217 currency the customer pays in */
  currency: string;
  /** BCP 47 locale used by Intl to format the amounts */
  locale: string;
  premiumMonthly: number;
  contestFee: number;
  /** Fraction digits shown for this currency's prices */
  decimals: number;
  cardSupported: boolean;
  paypalSupported: boolean;
  subscriptionsEnabled: boolean;
}

const usd = (locale: string): RegionalPricing => ({
  currency: 'USD',
  locale,
  premiumMonthly: 4.99,
  contestFee: 25,
  decimals: 2,
  cardSupported: true,
  paypalSupported: true,
  subscriptionsEnabled: true,
});
const eur = (locale: string): RegionalPricing => ({
  currency: 'EUR',
  locale,
  premiumMonthly: 4.99,
  contestFee: 22,
  decimals: 2,
  cardSupported: true,
  paypalSupported: true,
  subscriptionsEnabled: true,
});
const noPayments = { cardSupported: false, paypalSupported: false, subscriptionsEnabled: false };

export const REGIONAL_PRICING: Record<LanguageCode, RegionalPricing> = {
  en: usd('en-US'),
  es: usd('es-ES'),
  ru: { ...usd('ru-RU'), ...noPayments },
  ar: { ...usd('ar-SA'), ...noPayments },
  fr: eur('fr-FR'),
  de: eur('de-DE'),
  it: eur('it-IT'),
  nl: eur('nl-NL'),
  fi: eur('fi-FI'),
  ja: { ...usd('ja-JP'), currency: 'JPY', premiumMonthly: 750, contestFee: 3500, decimals: 0 },
  zh: { ...usd('zh-CN'), currency: 'CNY', premiumMonthly: 35, contestFee: 170, decimals: 0, ...noPayments },
  pt: { ...usd('pt-BR'), currency: 'BRL', premiumMonthly: 24.99, contestFee: 125 },
  hi: { ...usd('hi-IN'), currency: 'INR', premiumMonthly: 399, contestFee: 1999, decimals: 0 },
  ko: { ...usd('ko-KR'), currency: 'KRW', premiumMonthly: 6900, contestFee: 34000, decimals: 0 },
  th: { ...usd('th-TH'), currency: 'THB', premiumMonthly: 179, contestFee: 899, decimals: 0 },
  vi: {
    ...usd('vi-VN'),
    currency: 'VND',
    premiumMonthly: 119000,
    contestFee: 599000,
    decimals: 0,
    ...noPayments,
  },
  id: {
    ...usd('id-ID'),
    currency: 'IDR',
    premiumMonthly: 74999,
    contestFee: 375000,
    decimals: 0,
    ...noPayments,
  },
  ms: { ...usd('ms-MY'), currency: 'MYR', premiumMonthly: 22, contestFee: 110, decimals: 0 },
  tl: {
    ...usd('fil-PH'),
    currency: 'PHP',
    premiumMonthly: 279,
    contestFee: 1399,
    decimals: 0,
    cardSupported: false,
    paypalSupported: true,
    subscriptionsEnabled: false,
  },
  sv: { ...usd('sv-SE'), currency: 'SEK', premiumMonthly: 54, contestFee: 270, decimals: 0 },
  no: { ...usd('nb-NO'), currency: 'NOK', premiumMonthly: 54, contestFee: 270, decimals: 0 },
  da: { ...usd('da-DK'), currency: 'DKK', premiumMonthly: 37, contestFee: 185, decimals: 0 },
  pl: { ...usd('pl-PL'), currency: 'PLN', premiumMonthly: 22, contestFee: 110, decimals: 0 },
  tr: { ...usd('tr-TR'), currency: 'TRY', premiumMonthly: 149, contestFee: 750, decimals: 0, ...noPayments },
};

/** An unknown language falls back to English (spec section 9). */
export function regionalPricingFor(language: string): RegionalPricing {
  return REGIONAL_PRICING[language as LanguageCode] ?? REGIONAL_PRICING.en;
}

export function anyPaymentSupported(language: string): boolean {
  const p = regionalPricingFor(language);
  return p.cardSupported || p.paypalSupported;
}

// Which language Stripe's Checkout page speaks: the member's BCP 47 locale mapped onto the locales Stripe supports
// (Stripe.Checkout.SessionCreateParams.Locale); anything else lets Stripe pick from the browser ('auto').
import type Stripe from 'stripe';

type CheckoutLocale = Stripe.Checkout.SessionCreateParams.Locale;

/** Regional variants Stripe has a page for, matched before the bare language. */
const REGIONAL: ReadonlySet<string> = new Set([
  'en-GB',
  'es-419',
  'fr-CA',
  'hi-IN',
  'pt-BR',
  'zh-HK',
  'zh-TW',
]);

const LANGUAGES: ReadonlySet<string> = new Set([
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fil',
  'fr',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
]);

/** Languages Stripe knows under another code: Norwegian is Bokmål ('no' -> 'nb'), Tagalog is Filipino. */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', tl: 'fil' };

export function stripeCheckoutLocale(locale: string): CheckoutLocale {
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(locale)[0] ?? '';
  } catch {
    return 'auto';
  }
  const [language = '', region] = canonical.split('-');
  const regional = region ? `${language}-${region}` : '';
  if (REGIONAL.has(regional)) return regional;
  const base = ALIASES[language] ?? language;
  return LANGUAGES.has(base) ? base : 'auto';
}

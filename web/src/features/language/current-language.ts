// The interface language the visitor chose, as one of the 24 codes; it picks the currency and the prices.
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@common/constants/languages';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * i18n.language is the choice ('ar', or 'en-US' from the browser); resolvedLanguage is only the language
 * whose translations were found, which stays 'en' while a locale file is missing. Prices and currency
 * follow the choice, so an Arabic visitor sees the Arabic region's plans even before the text is translated.
 */
export function currentLanguageCode(i18n: Pick<I18n, 'language' | 'resolvedLanguage'>): LanguageCode {
  const chosen = i18n.language ?? '';
  if (isLanguageCode(chosen)) return chosen;
  const base = chosen.split('-')[0];
  if (isLanguageCode(base)) return base;
  return isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

export function useCurrentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return currentLanguageCode(i18n);
}

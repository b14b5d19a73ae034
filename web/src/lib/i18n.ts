// i18next: English bundled, the other 23 languages loaded on demand. Detection: stored choice, browser, English.
// Fallback: the language, then English, then the key itself.

import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, languageOf } from '@common/constants/languages';
import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*.json',
  '!../locales/en.json',
]);

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (language === 'en') return callback(null, en);
    const load = loaders[`../locales/${language}.json`];
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
    );
  },
};

/** Sets lang and dir on <html> so the whole layout mirrors for right-to-left languages. */
export function applyDocumentLanguage(code: string): void {
  const lang = languageOf(code);
  document.documentElement.lang = lang.code;
  document.documentElement.dir = lang.rtl ? 'rtl' : 'ltr';
}

export const i18nReady = i18next
  .use(lazyLocales)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGE_CODES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    partialBundledLanguages: true,
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    react: { useSuspense: true },
  });

i18next.on('languageChanged', (code) => applyDocumentLanguage(code));

/**
 * Changes the interface language. Unsupported codes are ignored with a warning (spec section 5).
 * Returns false when the code was ignored.
 */
export async function changeLanguage(code: string): Promise<boolean> {
  if (!isLanguageCode(code)) {
    console.warn(`Unsupported language code ignored: ${code}`);
    return false;
  }
  await i18next.changeLanguage(code);
  return true;
}

export default i18next;

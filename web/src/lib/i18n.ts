// i18next: English bundled, the other 23 languages loaded on demand. Detection: stored choice, browser, English.
// Fallback: the language, then English, then the key itself.

import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, languageOf } from '@common/constants/languages';
import i18next, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';
/** Mirrors the stored choice for the server (server/http/first-paint.ts reads it). */
const LANGUAGE_COOKIE = 'wl_lang';

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

/**
 * Detection: the stored choice, then the browser's languages; i18next takes the first supported one (`de-AT`
 * counts as `de`). Twenty lines instead of i18next-browser-languagedetector, which cost ~2 KB gzip of the
 * first load for lookups (cookie, query string, path...) the site does not use.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const candidates: string[] = [];
    try {
      const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
      if (stored) candidates.push(stored);
    } catch {
      // Storage can be blocked (privacy settings); the browser's languages still apply.
    }
    candidates.push(...(navigator.languages?.length ? navigator.languages : [navigator.language]));
    return candidates;
  },
  cacheUserLanguage(code) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
    } catch {
      // Not remembered across visits when storage is blocked; members still get it from their account.
    }
    // The server paints the top of a page in this language before the app starts (server/http/first-paint.ts).
    // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-secret preference; no Cookie Store API needed.
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=31536000; samesite=lax`;
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
  .use(languageDetector)
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

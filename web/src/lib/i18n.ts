// i18next: English bundled, the other 23 languages loaded on demand. Detection: stored choice, browser, English.
// Fallback: the language, then English, then the key itself. The English strings arrive by area with the code
// that uses them (web/english-by-area.ts calls addEnglish), so a page's own texts travel in its chunk.

import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, languageOf } from '@common/constants/languages';
import i18next, { type BackendModule, type FormatterModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from './format';

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
    // English is added area by area as the code that needs it loads (addEnglish).
    if (language === 'en') return callback(null, {});
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

/**
 * Every number put into a sentence ({{count}}, {{total}}...) is written in the language's own digits and
 * grouping, as the numbers formatted beside it (formatNumber) are: an Arabic sentence with "3" inside next to
 * a card's "٣" read as two systems. Strings (already formatted values, names) pass unchanged. No text uses
 * i18next's named formats ({{x, number}}), so this formatter replaces the built-in one.
 */
const localeNumbers: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value, _format, lng) {
    return typeof value === 'number' ? formatNumber(value, lng ?? DEFAULT_LANGUAGE) : value;
  },
};

/** Sets lang and dir on <html> so the whole layout mirrors for right-to-left languages. */
export function applyDocumentLanguage(code: string): void {
  const lang = languageOf(code);
  const html = document.documentElement;
  const dir = lang.rtl ? 'rtl' : 'ltr';
  // Only real changes: lang and dir on <html> are inherited by every element, and writing them (even the same
  // value, which the server usually wrote already) makes the browser recompute the whole page's style.
  if (html.lang !== lang.code) html.lang = lang.code;
  if (html.dir !== dir) html.dir = dir;
}

const keysByText = new Map<string, Map<string, string>>();

/** English areas registered by modules evaluated before i18next started (its store exists from init on). */
const englishBeforeStart: Array<[string, unknown]> = [];
let started = false;

function start() {
  const ready = i18next
    .use(lazyLocales)
    .use(languageDetector)
    .use(initReactI18next)
    .use(localeNumbers)
    .init({
      supportedLngs: [...LANGUAGE_CODES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      partialBundledLanguages: true,
      resources: { en: { translation: {} } },
      // React escapes; alwaysFormat sends every value through localeNumbers.
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      react: { useSuspense: true },
    });
  started = true;
  for (const [area, strings] of englishBeforeStart.splice(0)) addEnglish(area, strings);
  return ready;
}

/**
 * In the browser i18next starts in a task of its own, after the entry's code has been evaluated: together they
 * were one long task (~100 ms at 4x CPU) before the first render. Tests start it at once, as they always have.
 */
export const i18nReady =
  import.meta.env.MODE === 'test'
    ? start()
    : new Promise<void>((resolve) => setTimeout(resolve, 0)).then(start);

i18next.on('languageChanged', (code) => applyDocumentLanguage(code));

/** Adds one area of the English strings (a top-level key of en.json); see web/english-by-area.ts. */
export function addEnglish(area: string, strings: unknown): void {
  if (!started) {
    englishBeforeStart.push([area, strings]);
    return;
  }
  i18next.addResourceBundle('en', 'translation', { [area]: strings }, true, true);
  keysByText.clear();
}

/**
 * English text -> key, for the texts directly under `section` ('validation', 'upload.validation'): schemas speak
 * English, and this finds the key that translates each of their messages.
 */
export function englishKeysByText(section: string): Map<string, string> {
  let found = keysByText.get(section);
  if (!found) {
    const texts = i18next.getResource('en', 'translation', section) as Record<string, unknown> | undefined;
    found = new Map(
      Object.entries(texts ?? {}).flatMap(([key, text]) => (typeof text === 'string' ? [[text, key]] : [])),
    );
    keysByText.set(section, found);
  }
  return found;
}

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

// The locale files as translators need to see them: counted against the English file, with sample texts.
// Read once per process (the files ship with the code and change only with a release).
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@common/constants/languages';
import {
  TRANSLATION_PLURAL_KEY,
  TRANSLATION_SAMPLE_KEYS,
  type TranslationsReport,
} from '@common/schemas/translations';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../web/src/locales');
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export type Tree = { [key: string]: string | Tree };

/** Every text of a locale tree by its dotted key. */
export function leafTexts(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else leafTexts(value, `${prefix}${key}.`, into);
  }
  return into;
}

export function translationsReport(locales: ReadonlyMap<string, Tree>): TranslationsReport {
  const english = leafTexts(locales.get(DEFAULT_LANGUAGE) ?? {});
  const languages = LANGUAGE_CODES.map((code) => {
    const texts = code === DEFAULT_LANGUAGE ? english : leafTexts(locales.get(code) ?? {});
    let translated = 0;
    let sameAsEnglish = 0;
    for (const [key, englishText] of english) {
      const text = texts.get(key);
      if (!text) continue;
      translated += 1;
      if (code !== DEFAULT_LANGUAGE && text === englishText) sameAsEnglish += 1;
    }
    const samples: Record<string, string> = {};
    for (const key of TRANSLATION_SAMPLE_KEYS) samples[key] = texts.get(key) ?? english.get(key) ?? '';
    const pluralForms: Record<string, string> = {};
    for (const form of PLURAL_SUFFIXES) {
      const text = texts.get(`${TRANSLATION_PLURAL_KEY}_${form}`);
      if (text) pluralForms[form] = text;
    }
    return { code, translated, sameAsEnglish, samples, pluralForms };
  });
  return { englishTexts: english.size, languages };
}

let cached: Promise<TranslationsReport> | undefined;

/** The report of the shipped locale files (read without blocking the event loop, once). */
export function shippedTranslationsReport(): Promise<TranslationsReport> {
  cached ??= (async () => {
    const entries = await Promise.all(
      LANGUAGE_CODES.map(
        async (code) =>
          [
            code,
            JSON.parse(await fs.readFile(path.join(LOCALES_DIR, `${code}.json`), 'utf8')) as Tree,
          ] as const,
      ),
    );
    return translationsReport(new Map(entries));
  })();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}

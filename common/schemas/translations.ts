// GET /api/translations: every interface language's state for translators (/i18n-test): how much of the English
// text it covers and a few sample texts, side by side.
import { z } from 'zod';

/** Texts every language shows on /i18n-test: short and long, a headline, a message with a link to the spec. */
export const TRANSLATION_SAMPLE_KEYS = [
  'home.hero.headline',
  'home.hero.subtitle',
  'nav.upload',
  'nav.identify',
  'offline.message',
  'offline.backOnline',
  'footer.tagline',
] as const;

/** A text with plural forms: every form the language has is sent, so the page can show counts in each. */
export const TRANSLATION_PLURAL_KEY = 'profile.counts.followers';

export const languageTranslationSchema = z.object({
  code: z.string(),
  /** English leaf texts this language has a text of its own for. */
  translated: z.number().int(),
  /** Of those, texts identical to the English (names and brands are, mistakes too). */
  sameAsEnglish: z.number().int(),
  samples: z.record(z.string(), z.string()),
  /** Plural form (zero, one, two, few, many, other) -> text, as the locale file holds them. */
  pluralForms: z.record(z.string(), z.string()),
});
export type LanguageTranslation = z.infer<typeof languageTranslationSchema>;

export const translationsReportSchema = z.object({
  /** Leaf texts of the English file (plural forms count once each). */
  englishTexts: z.number().int(),
  languages: z.array(languageTranslationSchema),
});
export type TranslationsReport = z.infer<typeof translationsReportSchema>;

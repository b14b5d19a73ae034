// Translates the schemas' English messages (common/schemas/auth.ts) through the "validation" locale keys.
// en.json holds the same English text, so the reverse lookup below finds the key for each schema message.
import type { TFunction } from 'i18next';
import en from '../../locales/en.json';

const KEY_BY_ENGLISH = new Map<string, string>(
  Object.entries((en as { validation?: Record<string, string> }).validation ?? {}).map(([key, text]) => [
    text,
    key,
  ]),
);

/** The locale key (under validation.) holding this schema message, if any. */
export function validationKeyFor(message: string): string | undefined {
  return KEY_BY_ENGLISH.get(message);
}

/** A message without a locale key (e.g. one the server wrote) is shown as it came. */
export function translateValidation(t: TFunction, message: string): string {
  const key = KEY_BY_ENGLISH.get(message);
  return key ? t(`validation.${key}`) : message;
}

export function translateAll(t: TFunction, messages: readonly string[] | undefined): string[] | undefined {
  return messages?.map((m) => translateValidation(t, m));
}

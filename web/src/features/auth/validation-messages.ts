// Translates the schemas' English messages (common/schemas/auth.ts) through the "validation" locale keys.
// en.json holds the same English text, so a reverse lookup finds the key for each schema message.
import type { TFunction } from 'i18next';
import { englishKeysByText } from '../../lib/i18n';

// The "validation." key literal below is also what brings the area's English strings along (web/english-by-area.ts).
const keyFor = (message: string) => englishKeysByText('validation').get(message);

/** The locale key (under validation.) holding this schema message, if any. */
export function validationKeyFor(message: string): string | undefined {
  return keyFor(message);
}

/** A message without a locale key (e.g. one the server wrote) is shown as it came. */
export function translateValidation(t: TFunction, message: string): string {
  const key = keyFor(message);
  return key ? t(`validation.${key}`) : message;
}

export function translateAll(t: TFunction, messages: readonly string[] | undefined): string[] | undefined {
  return messages?.map((m) => translateValidation(t, m));
}

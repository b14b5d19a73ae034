// Shows the curated schemas' English messages in the administrator's language: en.json's "curated.validation"
// holds the same English text, so a reverse lookup finds the key; the sighting fields' own messages are the
// upload form's (upload.validation). A message without a key (a new one the server wrote) is shown as it came.
import type { TFunction } from 'i18next';
import { englishKeysByText } from '../../lib/i18n';
import { uploadValidationText } from '../uploads/validation-text';

export function curatedValidationText(t: TFunction, message: string): string {
  const key = englishKeysByText('curated.validation').get(message);
  return key ? t(`curated.validation.${key}`) : uploadValidationText(t, message);
}

export function curatedValidationTexts(
  t: TFunction,
  messages: readonly string[] | undefined,
): string[] | undefined {
  return messages?.map((m) => curatedValidationText(t, m));
}

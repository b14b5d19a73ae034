// Shows the sighting schema's English messages in the member's language: en.json's "upload.validation"
// holds the same English text, so a reverse lookup finds the key. A message without a key (e.g. a new one
// the server wrote) is shown as it came.
import type { TFunction } from 'i18next';
import { englishKeysByText } from '../../lib/i18n';

export function uploadValidationText(t: TFunction, message: string): string {
  const key = englishKeysByText('upload.validation').get(message);
  return key ? t(`upload.validation.${key}`) : message;
}

export function uploadValidationTexts(
  t: TFunction,
  messages: readonly string[] | undefined,
): string[] | undefined {
  return messages?.map((m) => uploadValidationText(t, m));
}

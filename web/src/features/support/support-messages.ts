// The forms' messages in the reader's language: the support schemas' own (common/schemas/support.ts, translated
// under support.validation by their key) and the shared e-mail checks (translated under validation.).
import { SUPPORT_MESSAGES, type SupportMessageKey } from '@common/schemas/support';
import type { TFunction } from 'i18next';
import { translateValidation } from '../auth/validation-messages';

const KEYS = new Map(
  (Object.entries(SUPPORT_MESSAGES) as [SupportMessageKey, string][]).map(([key, text]) => [text, key]),
);

export function translateSupportMessage(t: TFunction, message: string): string {
  const key = KEYS.get(message);
  return key ? t(`support.validation.${key}`) : translateValidation(t, message);
}

export function translateSupportMessages(t: TFunction, messages: readonly string[] | undefined) {
  return messages?.map((m) => translateSupportMessage(t, m));
}

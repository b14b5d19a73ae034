// The shared schema speaks English (common/schemas/location-alerts.ts); en.json's "locationAlerts.validation"
// holds the same texts, so a reverse lookup finds each one's key. zod's own messages for numbers out of range
// have no key: the field's own explanation is shown instead, and any other message as it came.
import type { TFunction } from 'i18next';
import { englishKeysByText } from '../../lib/i18n';

const FIELD_HINTS = [
  'latitude',
  'longitude',
  'radiusKm',
  'confidenceThreshold',
  'maxAlertsPerDay',
  'specificSpecies',
] as const;

export function alertValidationText(t: TFunction, field: string, message: string): string {
  const key = englishKeysByText('locationAlerts.validation').get(message);
  if (key) return t(`locationAlerts.validation.${key}`);
  const hint = FIELD_HINTS.find((f) => f === field);
  return hint ? t(`locationAlerts.invalid.${hint}`) : message;
}

export function alertValidationTexts(
  t: TFunction,
  field: string,
  messages: readonly string[] | undefined,
): string[] | undefined {
  return messages?.map((m) => alertValidationText(t, field, m));
}

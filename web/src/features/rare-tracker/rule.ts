// The verification rule in the reader's language, its numbers taken from the shared constants the server applies
// (common/schemas/rare-tracker.ts); in English it reads exactly as VERIFICATION_RULE_TEXT.
import {
  EXPERTISE_WEIGHTS,
  VERIFICATION_MARGIN,
  VERIFICATION_MIN_WEIGHT,
} from '@common/schemas/rare-tracker';
import type { TFunction } from 'i18next';

export function verificationRule(t: TFunction): string {
  return t('rareTracker.rule', {
    ...EXPERTISE_WEIGHTS,
    min: VERIFICATION_MIN_WEIGHT,
    margin: VERIFICATION_MARGIN,
  });
}

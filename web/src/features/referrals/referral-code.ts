// The code of a referral link (/register?ref=CODE), when it looks like one; anything else is left out.
import { REFERRAL_CODE_PATTERN } from '@common/schemas/referrals';

export function referralCodeFrom(value: string | null): string | undefined {
  const code = value?.trim();
  return code && REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}

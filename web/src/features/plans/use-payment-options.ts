// GET /api/payments/options: the Premium price, the contest fee and the ways to pay, as the server computed
// them for the member's account language, or for a visitor's interface language (?language=).
import type { PaymentOptions } from '@common/schemas/payments';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../auth/use-current-user';
import { useCurrentLanguage } from '../language/current-language';
import { planKeys } from './keys';

export function usePaymentOptions() {
  const language = useCurrentLanguage();
  const { isAuthenticated, isLoading } = useCurrentUser();
  return useQuery<PaymentOptions>({
    // A member's language is their stored preference, which a language switch saves and then refreshes every
    // query (features/language/use-change-language.ts), this one included.
    queryKey: planKeys.options(isAuthenticated ? null : language),
    enabled: !isLoading,
  });
}

// Whether Premium can be bought in the current language's region (spec section 9: subscriptions are off for
// some languages). Where it cannot, nothing offers 'Get Premium'.
import { regionalPricingFor } from '@common/constants/regional-pricing';
import { useCurrentLanguage } from '../language/current-language';

export function usePremiumOffered(): boolean {
  return regionalPricingFor(useCurrentLanguage()).subscriptionsEnabled;
}

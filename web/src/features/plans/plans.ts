// Free Explorer and Premium Explorer (spec section 6 "Plans"): what each includes, as locale keys under
// plans.{free|premium}.features, shared by the pricing cards and the registration page's comparison.

import { PLAN_LIMITS } from '@common/constants/plans';
import type { TFunction } from 'i18next';
import { contestFee, formatPrice, premiumPrice } from '../../lib/format';

export type PlanId = 'free' | 'premium';

/** The subscriptionTier each public plan asks for at registration (/register?tier=...). */
export type PlanTier = 'free' | 'photographer';

export interface PlanFeature {
  key: string;
  /** Values for the text; a function because prices depend on the language. */
  values?: (language: string) => Record<string, string | number>;
}

export interface Plan {
  id: PlanId;
  tier: PlanTier;
  features: readonly PlanFeature[];
}

export const FREE_PLAN: Plan = {
  id: 'free',
  tier: 'free',
  features: [
    { key: 'uploads', values: () => ({ limit: PLAN_LIMITS.freeUploadsPerMonth }) },
    { key: 'viewSightings' },
    { key: 'basicSearch' },
    { key: 'community' },
    { key: 'map' },
    { key: 'aiIdentification' },
    { key: 'locationGuides' },
    { key: 'alerts', values: () => ({ limit: PLAN_LIMITS.freeNotificationAlerts }) },
    { key: 'contestEntry', values: (language) => ({ fee: contestFee(language) }) },
  ],
};

export const PREMIUM_PLAN: Plan = {
  id: 'premium',
  tier: 'photographer',
  features: [
    { key: 'unlimitedUploads' },
    { key: 'rawUploads' },
    { key: 'advancedSearch' },
    { key: 'unlimitedAlerts' },
    { key: 'prioritySupport' },
    { key: 'realtimeNotifications' },
    { key: 'printOnDemand' },
    { key: 'freeContests' },
    { key: 'adFree' },
  ],
};

export const PLANS: readonly Plan[] = [FREE_PLAN, PREMIUM_PLAN];

/** Reads ?tier= of /register; anything but the two public plans' tiers is ignored. */
export function planTierFrom(value: string | null): PlanTier | null {
  return value === 'free' || value === 'photographer' ? value : null;
}

/** The monthly price in the language's currency: nothing for free, the regional premium price otherwise. */
export function planPrice(plan: Plan, language: string): string {
  return plan.id === 'free' ? formatPrice(0, language, 0) : premiumPrice(language);
}

export function planFeatureText(t: TFunction, plan: Plan, feature: PlanFeature, language: string): string {
  return t(`plans.${plan.id}.features.${feature.key}`, feature.values?.(language) ?? {});
}

// Free Explorer and Premium Explorer (spec section 6 "Plans"): what each includes, as locale keys under
// plans.{free|premium}.features, shared by the pricing cards, the registration page's comparison, /pricing's
// table and /upgrade.

import { PLAN_LIMITS } from '@common/constants/plans';
import type { PaymentOptions } from '@common/schemas/payments';
import type { TFunction } from 'i18next';
import { contestFee, formatPrice, premiumPrice } from '../../lib/format';
import { formatMoney } from './money';

export type PlanId = 'free' | 'premium';

/** The subscriptionTier each public plan asks for at registration (/register?tier=...). */
export type PlanTier = 'free' | 'photographer';

/** A plan's prices as shown: from the server's payment options where the page has them, else the regional table. */
export interface PlanPrices {
  free: string;
  premiumMonthly: string;
  contestFee: string;
}

export interface PlanFeature {
  key: string;
  /** Values for the text; a function because prices depend on the language. */
  values?: (prices: PlanPrices) => Record<string, string | number>;
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
    { key: 'contestEntry', values: (prices) => ({ fee: prices.contestFee }) },
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

/** The regional table's prices (spec section 9): pages that do not ask the server (home, registration). */
export function regionalPlanPrices(language: string): PlanPrices {
  return {
    free: formatPrice(0, language, 0),
    premiumMonthly: premiumPrice(language),
    contestFee: contestFee(language),
  };
}

/** The prices the server computed for this member or visitor (GET /api/payments/options). */
export function serverPlanPrices(options: PaymentOptions, language: string): PlanPrices {
  return {
    free: formatMoney({ amountMinor: 0, currency: options.premiumMonthly.currency }, language),
    premiumMonthly: formatMoney(options.premiumMonthly, language),
    contestFee: formatMoney(options.contestFee, language),
  };
}

/** The monthly price: nothing for free, the premium price otherwise. */
export function planPrice(plan: Plan, prices: PlanPrices): string {
  return plan.id === 'free' ? prices.free : prices.premiumMonthly;
}

export function planFeatureText(t: TFunction, plan: Plan, feature: PlanFeature, prices: PlanPrices): string {
  return t(`plans.${plan.id}.features.${feature.key}`, feature.values?.(prices) ?? {});
}

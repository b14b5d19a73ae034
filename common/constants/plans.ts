// Plans, tiers and their limits (spec sections 1, 6 and 9).
export const SUBSCRIPTION_TIERS = ['free', 'premium', 'photographer', 'professional'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Tiers a new account may ask for at registration (spec section 5). */
export const REGISTRATION_TIERS = ['free', 'photographer', 'professional'] as const;

/** The premium label applies to tiers premium and photographer (spec section 3); professional pays too. */
export function isPremiumTier(tier: string | null | undefined): boolean {
  return tier === 'premium' || tier === 'photographer' || tier === 'professional';
}

export const PLAN_LIMITS = {
  freeUploadsPerMonth: 5,
  freeNotificationAlerts: 2,
  premiumPriceUsd: 4.99,
  contestFeeUsd: 25,
} as const;

export const PAYMENT_METHODS = ['stripe', 'paypal'] as const;

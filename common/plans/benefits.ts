// What each plan gives (spec section 6, "Plans"), in one place: the server enforces these values and the web app
// shows them, so a benefit cannot be promised on one side and refused on the other. A member's plan follows
// from their tier (isPremiumTier: premium, photographer and professional are Premium Explorer).

import { MEDIA_LIMITS } from '../constants/media';
import { isPremiumTier, PLAN_LIMITS } from '../constants/plans';

export const PLAN_NAMES = ['free', 'premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface PlanBenefits {
  plan: PlanName;
  /** Sighting photos a calendar month (UTC); null: unlimited. */
  uploadsPerMonth: number | null;
  /** Largest photo file accepted, in bytes (high-resolution uploads). */
  photoMaxBytes: number;
  /** Camera RAW files (RAW_FORMATS), published from the JPEG preview they embed. */
  rawUploads: boolean;
  /**
   * Notification alerts kept, counted together across location alerts, migration alerts and rare tracker
   * watches (ALERT_KINDS); null: unlimited.
   */
  notificationAlerts: number | null;
  /** Alerts also arrive at once as popups over /ws; free members get them in the app and by e-mail. */
  realtimeNotifications: boolean;
  /** Identification requests and AI photo analyses queued ahead of the free plan's. */
  priorityIdentification: boolean;
  /** Advanced search and analytics: the enhanced discovery page. */
  advancedSearch: boolean;
  /** Buying prints of members' photos (the shop). */
  printOnDemand: boolean;
  /** No advertising or affiliate placements. */
  adFree: boolean;
  /** Monthly contest entries without the regional entry fee. */
  freeContestEntries: boolean;
  prioritySupport: boolean;
}

export const PLAN_BENEFITS: Readonly<Record<PlanName, Readonly<PlanBenefits>>> = {
  free: {
    plan: 'free',
    uploadsPerMonth: PLAN_LIMITS.freeUploadsPerMonth,
    photoMaxBytes: MEDIA_LIMITS.photoMaxBytes,
    rawUploads: false,
    notificationAlerts: PLAN_LIMITS.freeNotificationAlerts,
    realtimeNotifications: false,
    priorityIdentification: false,
    advancedSearch: false,
    printOnDemand: false,
    adFree: false,
    freeContestEntries: false,
    prioritySupport: false,
  },
  premium: {
    plan: 'premium',
    uploadsPerMonth: null,
    photoMaxBytes: MEDIA_LIMITS.premiumPhotoMaxBytes,
    rawUploads: true,
    notificationAlerts: null,
    realtimeNotifications: true,
    priorityIdentification: true,
    advancedSearch: true,
    printOnDemand: true,
    adFree: true,
    freeContestEntries: true,
    prioritySupport: true,
  },
};

export function planOf(tier: string | null | undefined): PlanName {
  return isPremiumTier(tier) ? 'premium' : 'free';
}

/** The benefits of a member's tier (a visitor's, null or undefined, are the free plan's). */
export function benefitsOf(tier: string | null | undefined): Readonly<PlanBenefits> {
  return PLAN_BENEFITS[planOf(tier)];
}

/** The three kinds of notification alert that share the free plan's allowance. */
export const ALERT_KINDS = ['location', 'migration', 'rareWatch'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** GET /api/alert-allowance: the member's alerts of every kind against what the plan allows. */
export interface AlertAllowance {
  /** Alerts kept, all kinds together. */
  used: number;
  /** null: unlimited (Premium Explorer). */
  limit: number | null;
  remaining: number | null;
  byKind: Record<AlertKind, number>;
}

/** The 403 of every route that creates an alert of any kind past the free plan's allowance. */
export const alertAllowanceMessage = (limit: number) =>
  `Free members can keep ${limit} notification alerts in all (location alerts, migration alerts and rare tracker watches together). Remove one or upgrade to Premium Explorer for unlimited alerts.`;

/** The message the web app shows for alertAllowanceMessage (the free plan's one limit). */
export const ALERT_ALLOWANCE_MESSAGE = alertAllowanceMessage(PLAN_LIMITS.freeNotificationAlerts);

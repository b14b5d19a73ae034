// Validation bounds, timings and counts shared by client and server (spec section 9).
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 20,
  registerPasswordMin: 8,
  signInPasswordMin: 6,
  signInIdentifierMin: 3,
  bioMax: 500,
  submissionReasonMax: 500,
  commonNameMax: 100,
  errorMessageMax: 5000,
  stackTraceMax: 50000,
  flowDurationMaxMs: 600000,
  flowStepMax: 200,
  /** Largest JSON body the API accepts; larger answers 413. */
  jsonBodyMaxBytes: 1024 * 1024,
  errorBatchMax: 50,
  featuredSightings: 6,
  affiliateItems: 8,
} as const;

export const TIMINGS = {
  loginRefetchDelayMs: 200,
  loginNavigateDelayMs: 50,
  welcomeDialogCloseDelayMs: 100,
  backOnlineNoticeMs: 3000,
  unreadCountPollMs: 30000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1000000,
  toastLimit: 1,
  errorFlushIntervalMs: 30000,
  errorThrottleMs: 5000,
  errorThrottleResetMs: 60000,
  errorQueueMax: 50,
  errorBatchThreshold: 5,
  errorRetryDelaysMs: [1000, 2000, 4000],
  recentActionsKept: 10,
  meStaleMs: 5 * 60 * 1000,
  meGcMs: 10 * 60 * 1000,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const UNREAD_BADGE_MAX = 9;
/** The reserved administrator username (spec section 6): shown under the site's name. */
export const RESERVED_ADMIN_USERNAME = 'admin';
export const SITE_NAME = 'WildLens';

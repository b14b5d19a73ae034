// The numbers of the real-time rare-species alerts (spec sections 4 and 9), in one place for the client.

export const REALTIME_ALERTS = {
  /** At most this many alerts are kept in the list; the oldest go first. */
  maxAlerts: 50,
  /** At most this many popups are on screen at once. */
  maxPopups: 3,
  /** Distance between the tops of two stacked popups. */
  popupSpacingPx: 120,
  /** Top of the first popup: just below the 64 px sticky header. */
  popupTopPx: 80,
  /** A dismissed popup hides at once and tells its parent this much later. */
  popupDismissDelayMs: 300,
  /** How often a popup's 'Nm ago' text is recomputed. */
  ageRefreshMs: 60_000,
  /** The relevance badge (with its percentage) shows only above this score. */
  relevanceBadgeAbove: 80,
  /** A browser notification of an 'uncommon' alert closes by itself after this long. */
  uncommonNotificationCloseMs: 10_000,
  /** The three tones of the alert sound, in Hz, played one after the other within `beepTotalSeconds`. */
  beepFrequenciesHz: [800, 600, 800] as readonly number[],
  beepTotalSeconds: 0.3,
} as const;

export const RECONNECT = {
  maxAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
} as const;

/** The close code after which the client does not reconnect (a normal close: sign-out, refused session). */
export const NORMAL_CLOSE_CODE = 1000;

/** Where the sound toggle is remembered. */
export const SOUND_STORAGE_KEY = 'wildlens-alert-sound';

/**
 * The member session cookie (server/features/auth/session-store.ts SESSION_COOKIE). It is HttpOnly, so script
 * normally cannot read it and the placeholder goes instead: the server knows the member from the cookie the
 * browser sends with the upgrade request and ignores the sessionId of the authenticate message.
 */
export const SESSION_COOKIE_NAME = 'wl_session';
export const SESSION_ID_PLACEHOLDER = 'cookie-session';

// In-app notifications of a member: new follower, like, comment and reply (spec section 7 unread count).
export const NOTIFICATION_TYPES = [
  'follow',
  'like',
  'comment',
  'reply',
  'migration_sighting',
  'migration_peak',
  'contest_won',
  // Rewards (server/features/referrals).
  'referral_reward',
  'activity_month_reward',
  'gift_card_reward',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface AppNotification {
  id: number;
  type: NotificationType | string;
  /** Server-side English fallback; the client renders its own text from type and actor. */
  message: string;
  isRead: boolean;
  createdAt: string;
  actor: { id: number; username: string; profileImageUrl: string | null } | null;
  sightingId: number | null;
  commentId: number | null;
  /** Species of the sighting concerned, for the text. */
  speciesName: string | null;
}

export interface UnreadCount {
  unreadCount: number;
}

// Members and their sessions (spec section 3, "users").

import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from '@common/schemas/auth';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    paypalSubscriptionId: text('paypal_subscription_id'),
    paypalCustomerId: text('paypal_customer_id'),
    subscriptionMethod: text('subscription_method'),
    subscriptionStatus: text('subscription_status'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    profileImageUrl: text('profile_image_url'),
    bio: text('bio'),
    interests: text('interests').array(),
    experienceLevel: text('experience_level'),
    equipment: text('equipment'),
    goals: text('goals'),
    notificationPreferences: jsonb('notification_preferences').$type<Record<string, unknown>>(),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    instagramUsername: text('instagram_username'),
    instagramUrl: text('instagram_url'),
    /**
     * The member spotlight (/social-media-promo): the member agrees that WildLens may feature their photos, with
     * their credit, on the home page and the site's social accounts. Off until they opt in.
     */
    spotlightOptIn: boolean('spotlight_opt_in').notNull().default(false),
    /** SHA-256 of the single-use reset token; the token itself only travels in the e-mail. */
    passwordResetToken: text('password_reset_token'),
    passwordResetExpires: timestamp('password_reset_expires', { withTimezone: true }),
    emailNotificationPreferences: jsonb('email_notification_preferences')
      .$type<EmailPreferences>()
      .notNull()
      .default(DEFAULT_EMAIL_PREFERENCES),
    firstMonthSightings: integer('first_month_sightings').notNull().default(0),
    freeMonthsEarned: integer('free_months_earned').notNull().default(0),
    freeMonthsUsed: integer('free_months_used').notNull().default(0),
    sightingMonthsEarned: integer('sighting_months_earned').notNull().default(0),
    referredBy: text('referred_by'),
    referralCount: integer('referral_count').notNull().default(0),
    /** The member's own referral code (links /register?ref=CODE); made at registration or on first use. */
    referralCode: text('referral_code'),
    /** The member who referred this one (resolved from the code or the referredBy e-mail). */
    referredByUserId: integer('referred_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    giftCardEligible: boolean('gift_card_eligible').notNull().default(false),
    giftCardNotified: boolean('gift_card_notified').notNull().default(false),
    giftCardAwarded: boolean('gift_card_awarded').notNull().default(false),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    /** Licence preselected for the media of the member's new sightings (common/constants/licenses.ts). */
    defaultMediaLicense: text('default_media_license').notNull().default('all-rights-reserved'),
    /** Bumped when the password changes so older sessions can be told apart. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * Suspension by an administrator (features/moderation): suspended while suspendedAt is set and suspendedUntil
     * is null (until further notice) or still ahead. Sessions are kept but refused (http/auth.ts), so the member
     * is told why instead of being signed out silently.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** Set when an administrator hid the profile: anyone but the member and administrators finds no profile. */
    profileHiddenAt: timestamp('profile_hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: 'Alice' and 'alice' are the same member.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_reset_token_idx').on(t.passwordResetToken),
    uniqueIndex('users_referral_code_idx').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredByUserId),
    // The moderation queue's hidden profiles and the suspended members (features/moderation): few rows.
    index('users_profile_hidden_idx')
      .on(t.profileHiddenAt.desc())
      .where(sql`${t.profileHiddenAt} is not null`),
    index('users_suspended_idx').on(t.suspendedAt.desc()).where(sql`${t.suspendedAt} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a leaked table does not yield usable session ids. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

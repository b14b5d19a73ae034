// Account schemas with the spec's exact messages (spec section 5); used by the forms and the server.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages';
import { LIMITS } from '../constants/limits';
import { PAYMENT_METHODS, REGISTRATION_TIERS } from '../constants/plans';
import { lengthLimit } from './length-limit';
import { registrationReferralCodeSchema } from './referrals';

/** Argon2 cost grows with input; nobody needs a longer password than this. */
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

export const signInSchema = z.strictObject({
  username: z.string().trim().min(LIMITS.signInIdentifierMin, 'Username or email is required').max(EMAIL_MAX),
  password: z
    .string()
    .min(LIMITS.signInPasswordMin, 'Password must be at least 6 characters')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const usernameSchema = z
  .string()
  .trim()
  .min(LIMITS.usernameMin, 'Username must be at least 3 characters')
  .max(LIMITS.usernameMax, lengthLimit('Username must be less than 20 characters'))
  .regex(/^[A-Za-z0-9_-]+$/, 'Username can only contain letters, numbers, underscores, and hyphens');

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, lengthLimit('Invalid email format'))
  .pipe(z.email('Invalid email format'));

export const newPasswordSchema = z
  .string()
  .min(LIMITS.registerPasswordMin, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, lengthLimit(`Password must be at most ${PASSWORD_MAX} characters`))
  // Anchored, and each lookahead skips what it is not looking for ([^a-z]*[a-z]): one pass over the text.
  // The unanchored (?=.*[a-z])... form retried every position, O(n^2): seconds of CPU for 100,000 characters.
  .regex(
    /^(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=\D*\d)/,
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  );

export const languageSchema = z.enum(LANGUAGE_CODES);

const INSTAGRAM_USERNAME_MESSAGE =
  'Instagram usernames can only contain letters, numbers, periods and underscores';
/** An Instagram handle: at most 30 characters, after an optional "@". */
export const instagramUsernameSchema = z
  .string()
  .trim()
  .max(31, lengthLimit(INSTAGRAM_USERNAME_MESSAGE))
  .regex(/^@?[A-Za-z0-9._]{0,30}$/, INSTAGRAM_USERNAME_MESSAGE);

export const registerSchema = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  subscriptionTier: z.enum(REGISTRATION_TIERS).default('free'),
  preferredPaymentMethod: z.enum(PAYMENT_METHODS).optional(),
  instagramUsername: instagramUsernameSchema.optional(),
  bio: z.string().max(LIMITS.bioMax, 'Bio must be less than 500 characters').optional(),
  referredBy: z
    .union([
      z.literal(''),
      z
        .string('Please enter a valid email address')
        .max(EMAIL_MAX, lengthLimit('Please enter a valid email address'))
        .check(z.email('Please enter a valid email address')),
    ])
    .optional(),
  /** The code of a referral link (/register?ref=CODE); an unknown one is ignored. */
  referralCode: registrationReferralCodeSchema.optional(),
  preferredLanguage: languageSchema.default('en'),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const languagePreferenceSchema = z.strictObject({ preferredLanguage: languageSchema });

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });

export const resetPasswordSchema = z.strictObject({
  token: z.string().min(16, 'This reset link is invalid or has expired.').max(200),
  password: newPasswordSchema,
});

export const EMAIL_PREFERENCE_KEYS = [
  'rareSpeciesAlerts',
  'communityUpdates',
  'weeklyNewsletter',
  'newFollowers',
  'commentsOnPhotos',
  'likesOnPhotos',
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];

export const emailPreferencesSchema = z.strictObject({
  rareSpeciesAlerts: z.boolean(),
  communityUpdates: z.boolean(),
  weeklyNewsletter: z.boolean(),
  newFollowers: z.boolean(),
  commentsOnPhotos: z.boolean(),
  likesOnPhotos: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  rareSpeciesAlerts: true,
  communityUpdates: true,
  weeklyNewsletter: true,
  newFollowers: true,
  commentsOnPhotos: true,
  likesOnPhotos: true,
};

/**
 * Password strength meter (spec section 5): share of four criteria met.
 * 75%+ Strong, 50%+ Medium, 25%+ Weak, otherwise Very Weak; null while empty.
 */
export type PasswordStrength = 'strong' | 'medium' | 'weak' | 'veryWeak';
export function passwordStrength(password: string): { score: number; level: PasswordStrength } | null {
  if (!password) return null;
  const met = [
    password.length >= 8,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
  ].filter(Boolean).length;
  const score = (met / 4) * 100;
  const level = score >= 75 ? 'strong' : score >= 50 ? 'medium' : score >= 25 ? 'weak' : 'veryWeak';
  return { score, level };
}

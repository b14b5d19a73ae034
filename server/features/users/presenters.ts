// Exactly which member fields leave the server: never hashes, reset tokens or payment ids.
import type { CurrentUser, PublicUser } from '@common/schemas/users';
import type { UserRow } from '../../db/schema';

export function presentPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    username: user.username,
    profileImageUrl: user.profileImageUrl,
    subscriptionTier: user.subscriptionTier,
    bio: user.bio,
    createdAt: user.createdAt.toISOString(),
  };
}

export function presentCurrentUser(user: UserRow, isAdmin: boolean): CurrentUser {
  return {
    ...presentPublicUser(user),
    email: user.email,
    preferredLanguage: user.preferredLanguage,
    isAdmin,
    onboardingCompleted: user.onboardingCompleted,
    emailNotificationPreferences: user.emailNotificationPreferences,
  };
}

// Exactly which profile fields leave the server: public fields for everyone (never e-mail, tokens or payment
// ids), plus the in-app notification choices for the member themselves.
import { DEFAULT_MEMBER_LICENSE, isMemberLicense, MEMBER_LICENSES } from '@common/constants/licenses';
import { EXPERIENCE_LEVELS, type OwnProfile, type Profile } from '@common/schemas/profiles';
import { z } from 'zod';
import { type Actor, can } from '../../http/policies';
import { presentPublicUser } from '../users/presenters';
import { publicUserSchema } from '../users/response-schemas';
import type { ProfileView } from './service';

export const profileSchema = publicUserSchema.extend({
  interests: z.array(z.string()),
  experienceLevel: z.string().nullable(),
  equipment: z.string().nullable(),
  goals: z.string().nullable(),
  instagramUsername: z.string().nullable(),
  counts: z.object({
    sightings: z.number().int(),
    followers: z.number().int(),
    following: z.number().int(),
    likesReceived: z.number().int(),
  }),
  followedByMe: z.boolean(),
  portfolioUrl: z.string().nullable(),
}) satisfies z.ZodType<Profile>;

const notificationPreferencesSchema = z.object({
  newFollowers: z.boolean(),
  likes: z.boolean(),
  comments: z.boolean(),
  replies: z.boolean(),
});
export const ownProfileSchema = profileSchema.extend({
  defaultMediaLicense: z.enum(MEMBER_LICENSES),
  notificationPreferences: notificationPreferencesSchema,
  spotlightOptIn: z.boolean(),
}) satisfies z.ZodType<OwnProfile>;

const KNOWN_LEVELS: readonly string[] = EXPERIENCE_LEVELS;

export function presentProfile(view: ProfileView, viewer: Actor): Profile {
  const u = view.user;
  const portfolio = view.portfolio;
  return {
    ...presentPublicUser(u),
    interests: u.interests ?? [],
    experienceLevel: u.experienceLevel && KNOWN_LEVELS.includes(u.experienceLevel) ? u.experienceLevel : null,
    equipment: u.equipment,
    goals: u.goals,
    instagramUsername: u.instagramUsername,
    counts: view.counts,
    followedByMe: view.followedByMe,
    // A private portfolio's address is shown only to whoever may open it (its owner, the administrator).
    portfolioUrl:
      portfolio && can(viewer, 'portfolio.view', { userId: u.id, isPublic: portfolio.isPublic })
        ? portfolio.portfolioUrl
        : null,
  };
}

/** In-app notification choices: every kind on until the member turns it off. */
function notificationPreferences(
  stored: Record<string, unknown> | null,
): OwnProfile['notificationPreferences'] {
  const on = (key: string) => stored?.[key] !== false;
  return {
    newFollowers: on('newFollowers'),
    likes: on('likes'),
    comments: on('comments'),
    replies: on('replies'),
  };
}

export function presentOwnProfile(view: ProfileView): OwnProfile {
  return {
    ...presentProfile(view, { userId: view.user.id, isAdmin: false }),
    defaultMediaLicense: isMemberLicense(view.user.defaultMediaLicense)
      ? view.user.defaultMediaLicense
      : DEFAULT_MEMBER_LICENSE,
    notificationPreferences: notificationPreferences(view.user.notificationPreferences),
    spotlightOptIn: view.user.spotlightOptIn,
  };
}

// Member profiles: what anyone sees, and what the member edits (spec section 3, users; bio at most 500).
import { z } from 'zod';
import { LICENSE_MESSAGE, MEMBER_LICENSES, type MemberLicense } from '../constants/licenses';
import { LIMITS } from '../constants/limits';
import { instagramUsernameSchema } from './auth';
import type { PublicUser } from './users';

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert', 'professional'] as const;

export const profileUpdateSchema = z.strictObject({
  bio: z.string().trim().max(LIMITS.bioMax, 'Bio must be less than 500 characters').optional(),
  interests: z
    .array(z.string().trim().min(1).max(40, 'Each interest must be at most 40 characters'))
    .max(20, 'At most 20 interests')
    .optional(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable().optional(),
  equipment: z.string().trim().max(500, 'Equipment must be at most 500 characters').optional(),
  goals: z.string().trim().max(500, 'Goals must be at most 500 characters').optional(),
  instagramUsername: instagramUsernameSchema.optional(),
  /** An avatar uploaded through POST /api/media with purpose avatar; null removes the picture. */
  avatarMediaId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  /** Licence preselected for the media of new sightings. */
  defaultMediaLicense: z.enum(MEMBER_LICENSES, LICENSE_MESSAGE).optional(),
  /** The member spotlight (/social-media-promo): WildLens may feature the member's photos, credited. */
  spotlightOptIn: z.boolean().optional(),
  /** In-app notification choices (e-mail choices live in the e-mail preferences). */
  notificationPreferences: z
    .strictObject({
      newFollowers: z.boolean(),
      likes: z.boolean(),
      comments: z.boolean(),
      replies: z.boolean(),
    })
    .optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export interface ProfileCounts {
  sightings: number;
  followers: number;
  following: number;
  likesReceived: number;
}

export interface Profile extends PublicUser {
  interests: string[];
  experienceLevel: string | null;
  equipment: string | null;
  goals: string | null;
  instagramUsername: string | null;
  counts: ProfileCounts;
  followedByMe: boolean;
  /** Address of the member's public portfolio, when they have published one. */
  portfolioUrl: string | null;
}

export interface OwnProfile extends Profile {
  defaultMediaLicense: MemberLicense;
  /** Whether the member agreed to be featured in the member spotlight (off until they opt in). */
  spotlightOptIn: boolean;
  notificationPreferences: { newFollowers: boolean; likes: boolean; comments: boolean; replies: boolean };
}

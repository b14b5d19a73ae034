// Exactly which fields of a member in a follower / following list leave the server (never e-mail or tokens).
import type { FollowListEntry, FollowState } from '@common/schemas/social';
import { z } from 'zod';
import { presentPublicUser } from '../users/presenters';
import { publicUserSchema } from '../users/response-schemas';
import type { FollowEntryView } from './service';

export const followStateSchema = z.object({
  following: z.boolean(),
  followers: z.number().int(),
}) satisfies z.ZodType<FollowState>;

export const followListEntrySchema = publicUserSchema.extend({
  followedByMe: z.boolean(),
}) satisfies z.ZodType<FollowListEntry>;

export function presentFollowEntry(entry: FollowEntryView): FollowListEntry {
  return { ...presentPublicUser(entry.user), followedByMe: entry.followedByMe };
}

// Response schemas: they document the public API (OpenAPI) and make Fastify serialise only these fields.

import { emailPreferencesSchema } from '@common/schemas/auth';
import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  subscriptionTier: z.string(),
  bio: z.string().nullable(),
  createdAt: z.string(),
});

export const currentUserSchema = publicUserSchema.extend({
  email: z.string().nullable(),
  preferredLanguage: z.string(),
  isAdmin: z.boolean(),
  onboardingCompleted: z.boolean(),
  emailNotificationPreferences: emailPreferencesSchema,
});

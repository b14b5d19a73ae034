// /api/user/* and /api/email-preferences: a member's language and e-mail preferences.

import { emailPreferencesSchema, languagePreferenceSchema } from '@common/schemas/auth';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { HttpError, notFound } from '../../http/errors';
import type { AuthService } from '../auth/service';
import { verifyUserToken } from '../auth/tokens';
import { messageSchema } from './response-schemas';

export const EMAIL_PREFERENCES_PURPOSE = 'email-preferences';
const tokenQuery = z.strictObject({
  token: z.string().min(1, 'A preferences link token is required').max(200),
});
const preferencesReply = z.object({ username: z.string(), preferences: emailPreferencesSchema });

export function userRoutes(ctx: AppContext, deps: { auth: AuthService }): FastifyPluginAsyncZod {
  /** Either the signed-in member or the member named by a signed e-mail link. */
  async function preferencesOwner(userId: number) {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound('Account not found');
    return user;
  }
  function userIdFromToken(token: string): number {
    const userId = verifyUserToken(ctx.secret, EMAIL_PREFERENCES_PURPOSE, token);
    if (!userId) throw new HttpError(400, 'This preferences link is invalid.');
    return userId;
  }
  async function savePreferences(userId: number, preferences: z.infer<typeof emailPreferencesSchema>) {
    await ctx.db
      .update(users)
      .set({ emailNotificationPreferences: preferences, updatedAt: ctx.clock() })
      .where(eq(users.id, userId));
  }

  return async (app) => {
    app.put(
      '/api/user/language-preference',
      {
        schema: {
          tags: ['users'],
          summary: "Save the signed-in member's interface language",
          body: languagePreferenceSchema,
          response: { 200: z.object({ preferredLanguage: z.string() }) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await deps.auth.setLanguage(user.id, request.body.preferredLanguage);
        return { preferredLanguage: request.body.preferredLanguage };
      },
    );

    app.get(
      '/api/user/email-preferences',
      {
        schema: {
          tags: ['users'],
          summary: "The signed-in member's e-mail preferences",
          response: { 200: preferencesReply },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return { username: user.username, preferences: user.emailNotificationPreferences };
      },
    );

    app.put(
      '/api/user/email-preferences',
      {
        schema: {
          tags: ['users'],
          summary: "Save the signed-in member's e-mail preferences",
          body: emailPreferencesSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await savePreferences(user.id, request.body);
        return { message: 'Your email preferences have been saved.' };
      },
    );

    app.get(
      '/api/email-preferences',
      {
        schema: {
          tags: ['users'],
          summary: 'E-mail preferences through the signed link in every e-mail (no sign-in needed)',
          querystring: tokenQuery,
          response: { 200: preferencesReply },
        },
      },
      async (request) => {
        const user = await preferencesOwner(userIdFromToken(request.query.token));
        return { username: user.username, preferences: user.emailNotificationPreferences };
      },
    );

    app.put(
      '/api/email-preferences',
      {
        schema: {
          tags: ['users'],
          summary: 'Save e-mail preferences through the signed link',
          querystring: tokenQuery,
          body: emailPreferencesSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        const user = await preferencesOwner(userIdFromToken(request.query.token));
        await savePreferences(user.id, request.body);
        return { message: 'Your email preferences have been saved.' };
      },
    );
  };
}

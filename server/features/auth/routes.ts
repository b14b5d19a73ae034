// /api/auth/*: register, sign in, sign out, current member, forgot and reset password.

import {
  forgotPasswordSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
} from '@common/schemas/auth';
import { isSuspendedAt, suspensionMessage } from '@common/schemas/moderation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, clearSessionCookie, requireUser, setSessionCookie } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import type { AdminSessionStore } from '../admin/admin-sessions';
import { presentCurrentUser } from '../users/presenters';
import { currentUserSchema, messageSchema } from '../users/response-schemas';
import { type AuthService, RESET_REQUESTED_MESSAGE } from './service';
import { SESSION_COOKIE, type SessionStore } from './session-store';
import { withinSignInLimits } from './sign-in-limits';

export function authRoutes(
  ctx: AppContext,
  deps: { auth: AuthService; sessions: SessionStore; adminSessions: AdminSessionStore },
): FastifyPluginAsyncZod {
  const { auth, sessions, adminSessions } = deps;
  const secureCookies = (request: FastifyRequest) =>
    ctx.config.publicUrl.startsWith('https:') || request.protocol === 'https';
  const cookieSettings = (request: FastifyRequest) => ({
    secure: secureCookies(request),
    maxAgeSeconds: ctx.config.SESSION_ABSOLUTE_MINUTES * 60,
  });

  /** A new session id at every sign-in, and the one from before it is ended (no session fixation). */
  async function startSession(
    request: FastifyRequest,
    reply: Parameters<typeof setSessionCookie>[0],
    userId: number,
  ) {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await sessions.destroy(previous);
    const id = await sessions.create(userId, { userAgent: request.headers['user-agent'], ip: request.ip });
    setSessionCookie(reply, id, cookieSettings(request));
  }

  return async (app) => {
    app.post(
      '/api/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account and sign in',
          body: registerSchema,
          response: { 201: z.object({ message: z.string(), user: currentUserSchema }) },
        },
      },
      async (request, reply) => {
        await ctx.rateLimits.register.consume(
          request.ip,
          'Too many accounts created from this address. Please try again later.',
        );
        const user = await auth.register(request.body);
        await startSession(request, reply, user.id);
        return reply.status(201).send({
          message: 'Your account has been created successfully.',
          user: presentCurrentUser(user, false),
        });
      },
    );

    app.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with username or e-mail',
          body: signInSchema,
          response: {
            200: z.object({
              message: z.string(),
              user: currentUserSchema,
              isAdmin: z.boolean(),
              adminSessionToken: z.string().optional(),
            }),
          },
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const account = await auth.signInLimitKey(username);
        const user = await withinSignInLimits(ctx.rateLimits, { address: request.ip, account }, () =>
          auth.verifyCredentials(username, password),
        );
        // A suspended member (features/moderation) is told why, and no session starts.
        if (isSuspendedAt(user, ctx.clock()))
          throw forbidden(suspensionMessage(user.suspendedUntil, user.suspensionReason));
        await startSession(request, reply, user.id);
        const admin = await auth.adminFor(user.username, password);
        const adminSessionToken = admin ? await adminSessions.create(admin.id) : undefined;
        return {
          message: "You've been successfully signed in.",
          user: presentCurrentUser(user, Boolean(admin)),
          isAdmin: Boolean(admin),
          ...(adminSessionToken ? { adminSessionToken } : {}),
        };
      },
    );

    app.post(
      '/api/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out and end the session on the server',
          response: { 200: messageSchema },
        },
      },
      async (request, reply) => {
        const id = request.cookies[SESSION_COOKIE];
        if (id) await sessions.destroy(id);
        const bearer = bearerToken(request);
        if (bearer) await adminSessions.destroy(bearer);
        clearSessionCookie(reply, secureCookies(request));
        return { message: 'Logged out' };
      },
    );

    app.get(
      '/api/auth/me',
      { schema: { tags: ['auth'], summary: 'The signed-in member', response: { 200: currentUserSchema } } },
      async (request) => {
        const user = requireUser(request);
        const isAdmin = user.username.toLowerCase() === ctx.config.ADMIN_USERNAME.toLowerCase();
        return presentCurrentUser(user, isAdmin);
      },
    );

    app.post(
      '/api/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          summary:
            'E-mail a single-use password reset link (answers the same whether or not the account exists)',
          body: forgotPasswordSchema,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await ctx.rateLimits.passwordReset.consume(
          request.ip,
          'Too many reset requests. Please try again later.',
        );
        await auth.requestPasswordReset(request.body.email);
        return { message: RESET_REQUESTED_MESSAGE };
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Choose a new password with a reset token; ends every session of the account',
          body: resetPasswordSchema,
          response: { 200: messageSchema },
        },
      },
      async (request, reply) => {
        await ctx.rateLimits.passwordReset.consume(
          request.ip,
          'Too many reset requests. Please try again later.',
        );
        await auth.resetPassword(request.body.token, request.body.password, (userId) =>
          sessions.destroyAllFor(userId),
        );
        clearSessionCookie(reply, secureCookies(request));
        return { message: 'Your password has been reset. You can now sign in with your new password.' };
      },
    );
  };
}

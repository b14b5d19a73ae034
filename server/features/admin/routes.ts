// /api/admin/*: administrator sign-in and the dashboard summary. Every route but login needs the bearer token.

import { signInSchema } from '@common/schemas/auth';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReports, sightings, users } from '../../db/schema';
import { bearerToken, requireAdmin } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { AuthService } from '../auth/service';
import { withinSignInLimits } from '../auth/sign-in-limits';
import { messageSchema } from '../users/response-schemas';
import type { AdminSessionStore } from './admin-sessions';

const adminSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  permissions: z.object({
    manageProducts: z.boolean(),
    viewRevenue: z.boolean(),
    viewTraffic: z.boolean(),
    manageUsers: z.boolean(),
    systemSettings: z.boolean(),
  }),
});

export function adminRoutes(
  ctx: AppContext,
  deps: { auth: AuthService; adminSessions: AdminSessionStore },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/login',
      {
        schema: {
          tags: ['admin'],
          summary: 'Administrator sign-in; returns the bearer token for /api/admin/*',
          body: signInSchema,
          response: { 200: z.object({ adminSessionToken: z.string(), admin: adminSchema }) },
        },
      },
      async (request) => {
        // The same limits as member sign-in, so the two doors do not double the allowance, and a stranger's
        // wrong passwords do not lock the administrator out (sign-in-limits.ts).
        const account = await deps.auth.signInLimitKey(request.body.username);
        const admin = await withinSignInLimits(ctx.rateLimits, { address: request.ip, account }, async () => {
          const found = await deps.auth.adminFor(request.body.username, request.body.password);
          if (!found) throw new HttpError(401, 'Invalid administrator credentials.');
          return found;
        });
        const adminSessionToken = await deps.adminSessions.create(admin.id);
        return { adminSessionToken, admin };
      },
    );

    app.post(
      '/api/admin/logout',
      {
        schema: {
          tags: ['admin'],
          summary: 'End the administrator session',
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        const token = bearerToken(request);
        if (token) await deps.adminSessions.destroy(token);
        return { message: 'Logged out' };
      },
    );

    app.get(
      '/api/admin/me',
      { schema: { tags: ['admin'], summary: 'The signed-in administrator', response: { 200: adminSchema } } },
      async (request) => requireAdmin(request),
    );

    app.get(
      '/api/admin/dashboard',
      {
        schema: {
          tags: ['admin'],
          summary: 'Site totals for the administrator dashboard',
          response: {
            200: z.object({ members: z.number(), sightings: z.number(), openErrorReports: z.number() }),
          },
        },
      },
      async (request) => {
        requireAdmin(request);
        const [[m], [s], [e]] = await Promise.all([
          ctx.db.select({ n: count() }).from(users),
          ctx.db.select({ n: count() }).from(sightings),
          ctx.db.select({ n: count() }).from(errorReports).where(eq(errorReports.resolved, false)),
        ]);
        return { members: m?.n ?? 0, sightings: s?.n ?? 0, openErrorReports: e?.n ?? 0 };
      },
    );
  };
}

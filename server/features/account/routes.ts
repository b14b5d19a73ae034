// /api/me/export* and /api/me/delete*: the signed-in member's data export and account deletion (issue 16 item 6).
// Everything here is about the member of the session: there is no id to name anyone else's export or deletion.
import {
  ACCOUNT_MESSAGES,
  deletionRequestSchema,
  deletionStateSchema,
  exportFileName,
  exportStateSchema,
  ME_EXPORT_DOWNLOAD_PATH,
} from '@common/schemas/account';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { createRateLimiter } from '../../http/rate-limits';
import { SESSION_COOKIE } from '../auth/session-store';
import { sha256 } from '../auth/tokens';
import { apiErrorSchema } from '../sightings/presenters';
import { AccountDeletions, deletionState } from './deletion-service';
import { exportBuilds } from './export-build';
import { exportState, openExport, requestExport } from './export-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const deletions = new AccountDeletions(ctx);
  // Each download reads the whole zip from storage: a member's own, but not without end.
  const downloads = createRateLimiter(
    'account-export-download',
    { points: 20, durationSeconds: 60 * 60 },
    { clock: ctx.clock },
  );

  return async (app) => {
    // Builds under way stop and go back to the queue before the database closes (export-build.ts).
    app.addHook('preClose', () => exportBuilds(ctx).stopAll());

    app.get(
      '/api/me/export',
      {
        schema: {
          tags: ['account'],
          summary: "The signed-in member's latest data export: its status, progress and download link",
          response: { 200: exportStateSchema, ...errors },
        },
      },
      async (request) => exportState(ctx, requireUser(request).id),
    );

    app.post(
      '/api/me/export',
      {
        schema: {
          tags: ['account'],
          summary:
            'Ask for a zip of everything of the signed-in member (JSON files and original photos and videos)',
          description:
            'Made in the background; GET /api/me/export follows it and the member is e-mailed when it is ready. ' +
            'One export under way at a time (409), 3 started in 24 hours (429); a new one replaces the previous ' +
            'zip. A ready zip can be downloaded for 7 days.',
          response: { 202: exportStateSchema, ...errors, 409: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const state = await requestExport(ctx, user.id);
        app.jobs.wake();
        reply.status(202);
        return state;
      },
    );

    app.get(
      ME_EXPORT_DOWNLOAD_PATH,
      {
        schema: {
          tags: ['account'],
          summary: "The signed-in member's ready data export (application/zip)",
          description: '404 when there is none, 410 once it expired (7 days after it was made).',
          response: { ...errors, 404: apiErrorSchema, 410: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await downloads.consume(`user:${user.id}`, ACCOUNT_MESSAGES.tooManyDownloads);
        const file = await openExport(ctx, user.id);
        // The zod provider types send() by the declared error answers; the zip is a stream, sent untyped.
        const untyped: FastifyReply = reply;
        untyped
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${exportFileName(file.createdAt)}"`);
        if (file.bytes !== null) untyped.header('content-length', String(file.bytes));
        return untyped.send(file.stream);
      },
    );

    app.get(
      '/api/me/delete',
      {
        schema: {
          tags: ['account'],
          summary: "The signed-in member's scheduled account deletion, if any",
          response: { 200: deletionStateSchema, ...errors },
        },
      },
      async (request) => deletionState(ctx, requireUser(request).id),
    );

    app.post(
      '/api/me/delete',
      {
        schema: {
          tags: ['account'],
          summary:
            "Schedule the deletion of the signed-in member's account in 14 days (password typed again)",
          description:
            'Every other session of the member ends at once; this one stays, so the member can cancel with POST ' +
            '/api/me/delete/cancel until the date given. Then the account and everything in it is deleted; ' +
            'payments and orders are kept for the accounts, anonymised. A wrong password answers 400 on `password`.',
          body: deletionRequestSchema,
          response: { 202: deletionStateSchema, ...errors, 409: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const cookie = request.cookies[SESSION_COOKIE];
        const state = await deletions.schedule(user, request.body.password, cookie ? sha256(cookie) : null);
        reply.status(202);
        return state;
      },
    );

    app.post(
      '/api/me/delete/cancel',
      {
        schema: {
          tags: ['account'],
          summary: "Cancel the signed-in member's scheduled account deletion",
          response: { 200: deletionStateSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => deletions.cancel(requireUser(request).id),
    );
  };
}

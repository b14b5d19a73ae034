// /api/admin/contests*: administrators read and edit contests, move them forward, cancel them (refunding every
// paid entry) and finalize them. Scores are given by administrators and by the members the contest lists as
// judges (their session, no bearer), so that route checks either.
import {
  adminContestDetailSchema,
  adminContestListSchema,
  adminContestSchema,
  cancelContestSchema,
  cancelledSchema,
  contestIdParamsSchema,
  contestStatusBodySchema,
  scoresBodySchema,
  updateContestSchema,
} from '@common/schemas/contests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { unauthorized } from '../../http/errors';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { ContestAdminService } from './admin';
import { finalizeContest, judgeOf, saveScores } from './judging';
import { loadContest } from './queries';

const TAGS = ['admin', 'contests'];
const refusals = {
  400: apiErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: apiErrorSchema,
};

export function contestAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const admin = new ContestAdminService(ctx.db, ctx.clock);
  return async (app) => {
    app.get(
      '/api/admin/contests',
      {
        schema: {
          tags: TAGS,
          summary: 'Every contest, newest first, with its counts and pending entries',
          response: { 200: adminContestListSchema, 401: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        return { contests: await admin.list() };
      },
    );

    app.get(
      '/api/admin/contests/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'One contest with every entry and its payment, and the judging once voting has ended',
          params: contestIdParamsSchema,
          response: {
            200: adminContestDetailSchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        const account = requireAdmin(request);
        return admin.detail(request.params.id, { kind: 'admin', id: account.id });
      },
    );

    app.put(
      '/api/admin/contests/:id',
      {
        schema: {
          tags: TAGS,
          summary: "Edit a contest's texts, limits, dates and judges",
          description: 'Empty description or rules mean the standard ones. The dates must follow each other.',
          params: contestIdParamsSchema,
          body: updateContestSchema,
          response: { 200: adminContestSchema, ...refusals },
        },
      },
      async (request) => {
        requireAdmin(request);
        return admin.update(request.params.id, request.body);
      },
    );

    app.post(
      '/api/admin/contests/:id/status',
      {
        schema: {
          tags: TAGS,
          summary: 'Move a contest one step forward now: open it, start the vote, or end the vote',
          params: contestIdParamsSchema,
          body: contestStatusBodySchema,
          response: { 200: adminContestSchema, ...refusals },
        },
      },
      async (request) => {
        requireAdmin(request);
        return admin.moveTo(request.params.id, request.body.status);
      },
    );

    app.post(
      '/api/admin/contests/:id/cancel',
      {
        schema: {
          tags: TAGS,
          summary: 'Cancel a contest; every paid entry fee is refunded through its provider',
          params: contestIdParamsSchema,
          body: cancelContestSchema,
          response: { 200: cancelledSchema, ...refusals },
        },
      },
      async (request) => {
        requireAdmin(request);
        return admin.cancel(request.params.id, request.body.reason);
      },
    );

    app.post(
      '/api/admin/contests/:id/scores',
      {
        schema: {
          tags: TAGS,
          summary: 'Score finalists 1-10 (administrators, and the members listed as the contest judges)',
          params: contestIdParamsSchema,
          body: scoresBodySchema,
          response: { 200: okSchema, ...refusals },
        },
      },
      async (request) => {
        if (!request.admin && !request.user) throw unauthorized();
        const contest = await loadContest(ctx.db, request.params.id);
        const judge = judgeOf(contest, {
          adminId: request.admin?.id ?? null,
          userId: request.user?.id ?? null,
        });
        await saveScores(ctx.db, contest, judge, request.body, ctx.clock());
        return { ok: true as const };
      },
    );

    app.post(
      '/api/admin/contests/:id/finalize',
      {
        schema: {
          tags: TAGS,
          summary: 'Decide the contest: rank the entries, record and tell the winner, give the Premium prize',
          params: contestIdParamsSchema,
          response: { 200: adminContestSchema, ...refusals },
        },
      },
      async (request) => {
        requireAdmin(request);
        await finalizeContest(ctx.db, request.params.id, ctx.clock());
        return admin.get(request.params.id);
      },
    );
  };
}

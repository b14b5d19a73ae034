// The administrators' item queue (manageUsers): GET /api/admin/moderation/queue (flagged items in context, or the
// hidden ones), POST /api/admin/moderation/decisions (keep, hide, delete, warn, suspend), the decision log
// (GET /api/admin/moderation/actions), suspended members and lifting a suspension.
import {
  actionListQuerySchema,
  decisionInputSchema,
  queueQuerySchema,
  unsuspendInputSchema,
} from '@common/schemas/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { refusals } from '../../http/refusals';
import { idParamsFor } from '../sightings/params';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { ModerationDecisions } from './decisions';
import { ModerationQueue } from './queue';
import { actionViewSchema, queueItemSchema, suspendedMemberSchema } from './response-schemas';
import { requireModerator } from './routes';

const routeRefusals = refusals(401, 403);

export function moderationAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const queue = new ModerationQueue(ctx.db, ctx.clock);
  const decisions = new ModerationDecisions(ctx);
  return async (app) => {
    app.get(
      '/api/admin/moderation/queue',
      {
        schema: {
          tags: ['admin', 'moderation'],
          summary:
            'Flagged items in context with their flags and decisions (view=pending), or the items hidden now (view=hidden)',
          querystring: queueQuerySchema,
          response: { 200: z.array(queueItemSchema), 400: apiErrorSchema, ...routeRefusals },
        },
      },
      async (request) => {
        requireModerator(request);
        return queue.list(request.query.view, request.query.limit);
      },
    );

    app.post(
      '/api/admin/moderation/decisions',
      {
        schema: {
          tags: ['admin', 'moderation'],
          summary:
            'Decide on an item: keep (dismiss its flags, show it again), hide, delete, warn or suspend its member; the reason is logged and sent to the member',
          body: decisionInputSchema,
          response: {
            200: okSchema,
            400: apiErrorSchema,
            ...routeRefusals,
            404: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const admin = requireModerator(request);
        await decisions.decide(request.body, { id: admin.id, username: admin.username });
        return { ok: true as const };
      },
    );

    app.get(
      '/api/admin/moderation/actions',
      {
        schema: {
          tags: ['admin', 'moderation'],
          summary: 'The decision log: which administrator decided what, about which item and member, and why',
          querystring: actionListQuerySchema,
          response: { 200: z.array(actionViewSchema), 400: apiErrorSchema, ...routeRefusals },
        },
      },
      async (request) => {
        requireModerator(request);
        return queue.actions(request.query.limit);
      },
    );

    app.get(
      '/api/admin/moderation/suspensions',
      {
        schema: {
          tags: ['admin', 'moderation'],
          summary: 'Members suspended now, with until when and why',
          response: { 200: z.array(suspendedMemberSchema), ...routeRefusals },
        },
      },
      async (request) => {
        requireModerator(request);
        return decisions.suspended();
      },
    );

    app.post(
      '/api/admin/moderation/members/:id/unsuspend',
      {
        schema: {
          tags: ['admin', 'moderation'],
          summary: "Lift a member's suspension now (the reason is logged and sent to them)",
          params: idParamsFor('member'),
          body: unsuspendInputSchema,
          response: {
            200: okSchema,
            400: apiErrorSchema,
            ...routeRefusals,
            404: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const admin = requireModerator(request);
        await decisions.unsuspend(request.params.id, request.body.reason, {
          id: admin.id,
          username: admin.username,
        });
        return { ok: true as const };
      },
    );
  };
}

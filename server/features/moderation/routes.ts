// Moderation routes. Members: POST /api/sightings/:id/flag, /api/comments/:id/flag, /api/users/:id/flag, and
// GET /api/sightings/:id/moderation. Administrators with manageUsers (bearer token): the flags and their
// resolution under /api/admin/moderation/flags, the thresholds and banned words under
// /api/admin/moderation/settings; the item queue and decisions are in admin-routes.ts.
import {
  FLAG_REASONS,
  FLAG_SOURCES,
  FLAG_STATUSES,
  flagInputSchema,
  flagListQuerySchema,
  flagResolutionSchema,
  MODERATION_PERMISSION_MESSAGE,
  moderationSettingsInputSchema,
  moderationSettingsSchema,
  textFlagInputSchema,
} from '@common/schemas/moderation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdminWith, requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { actorOf, authorize } from '../../http/policies';
import { idParamsFor, sightingIdParams } from '../sightings/params';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { SIGHTING_NOT_FOUND_MESSAGE, SightingWriteService } from '../sightings/write-service';
import { messageSchema } from '../users/response-schemas';
import { MemberFlags } from './flags';
import { flagCreatedSchema, personSchema as person, scoresSchema } from './response-schemas';
import { ModerationService } from './service';

/** Moderation is the work of administrators who may manage members (spec section 6's manageUsers). */
export const requireModerator = (request: FastifyRequest) =>
  requireAdminWith(request, ['manageUsers'], MODERATION_PERMISSION_MESSAGE);

const flaggedItemSchema = z.object({
  id: z.number().int(),
  contentType: z.literal('sighting'),
  contentId: z.number().int(),
  sighting: z
    .object({
      id: z.number().int(),
      speciesName: z.string(),
      thumbUrl: z.string().nullable(),
      imageUrl: z.string().nullable(),
      isPublic: z.boolean(),
      underReview: z.boolean(),
      author: person,
    })
    .nullable(),
  reason: z.enum(FLAG_REASONS),
  source: z.enum(FLAG_SOURCES),
  details: z.string().nullable(),
  scores: scoresSchema.nullable(),
  reporter: person.nullable(),
  status: z.enum(FLAG_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  notes: z.string().nullable(),
});

const stateSchema = z.object({ underReview: z.boolean(), flaggedByMe: z.boolean() });

export function moderationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new ModerationService(ctx.db, ctx.clock);
  const sightings = new SightingWriteService(ctx.db, ctx.clock, ctx.places);
  const memberFlags = new MemberFlags(ctx.db, ctx.clock);
  const flagResponses = {
    201: flagCreatedSchema,
    400: apiErrorSchema,
    401: messageSchema,
    403: messageSchema,
    404: messageSchema,
    409: apiErrorSchema,
  };
  return async (app) => {
    app.post(
      '/api/comments/:id/flag',
      {
        schema: {
          tags: ['moderation'],
          summary:
            'Flag a comment for the administrators (once per member; enough flags hide it until reviewed)',
          params: idParamsFor('comment'),
          body: textFlagInputSchema,
          response: flagResponses,
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        return reply
          .status(201)
          .send(await memberFlags.flagComment(request.params.id, user.id, request.body));
      },
    );

    app.post(
      '/api/users/:id/flag',
      {
        schema: {
          tags: ['moderation'],
          summary: "Flag a member's profile for the administrators (once per member)",
          params: idParamsFor('member'),
          body: textFlagInputSchema,
          response: flagResponses,
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        return reply
          .status(201)
          .send(await memberFlags.flagProfile(request.params.id, user.id, request.body));
      },
    );

    app.post(
      '/api/sightings/:id/flag',
      {
        schema: {
          tags: ['moderation'],
          summary:
            'Flag a sighting for the administrators (once per member; enough flags hide it until reviewed)',
          params: sightingIdParams,
          body: flagInputSchema,
          response: flagResponses,
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const created = await service.flag(request.params.id, user.id, request.body);
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/api/sightings/:id/moderation',
      {
        schema: {
          tags: ['moderation'],
          summary: 'Whether a sighting is held for review, and whether you flagged it',
          params: sightingIdParams,
          response: { 200: stateSchema, 400: apiErrorSchema, 403: messageSchema, 404: messageSchema },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const row = await sightings.findRow(request.params.id, actor.userId, actor.isAdmin);
        if (!row) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
        authorize(actor, 'sighting.view', row);
        reply.header('cache-control', 'private, no-store');
        return service.stateFor(row.id, actor.userId);
      },
    );

    app.get(
      '/api/admin/moderation/flags',
      {
        schema: {
          tags: ['admin', 'moderation'],
          summary: 'The moderation queue: flags of one status (pending by default), newest first',
          querystring: flagListQuerySchema,
          response: {
            200: z.array(flaggedItemSchema),
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
          },
        },
      },
      async (request) => {
        requireModerator(request);
        return service.list(request.query.status, request.query.limit);
      },
    );

    app.post(
      '/api/admin/moderation/flags/:id/resolve',
      {
        schema: {
          tags: ['admin', 'moderation'],
          summary:
            'Decide on a flag: approve (publish the sighting), remove (keep it hidden) or dismiss (this flag only)',
          params: idParamsFor('flag'),
          body: flagResolutionSchema,
          response: {
            200: okSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const admin = requireModerator(request);
        await service.resolve(request.params.id, request.body, admin.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/admin/moderation/settings',
      {
        schema: {
          tags: ['admin', 'moderation'],
          summary:
            'Classifier thresholds, the number of member flags that hide a sighting or a comment, banned words',
          response: { 200: moderationSettingsSchema, 401: messageSchema, 403: messageSchema },
        },
      },
      async (request) => {
        requireModerator(request);
        return service.settings();
      },
    );

    app.put(
      '/api/admin/moderation/settings',
      {
        schema: {
          tags: ['admin', 'moderation'],
          summary:
            'Change the classifier thresholds, the member flags that hide an item, and the banned words',
          body: moderationSettingsInputSchema,
          response: {
            200: moderationSettingsSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
          },
        },
      },
      async (request) => {
        const admin = requireModerator(request);
        return service.saveSettings(request.body, admin.id);
      },
    );
  };
}

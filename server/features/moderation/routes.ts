// Moderation routes. Members: POST /api/sightings/:id/flag, GET /api/sightings/:id/moderation. Administrators
// (bearer token): the queue and decisions under /api/admin/moderation/flags, the thresholds under
// /api/admin/moderation/settings.
import {
  CLASSIFIER_CLASSES,
  FLAG_REASONS,
  FLAG_SOURCES,
  FLAG_STATUSES,
  flagInputSchema,
  flagListQuerySchema,
  flagResolutionSchema,
  moderationSettingsInputSchema,
  moderationSettingsSchema,
} from '@common/schemas/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { actorOf, authorize } from '../../http/policies';
import { idParamsFor, sightingIdParams } from '../sightings/params';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { SIGHTING_NOT_FOUND_MESSAGE, SightingWriteService } from '../sightings/write-service';
import { messageSchema } from '../users/response-schemas';
import { ModerationService } from './service';

const person = z.object({ id: z.number().int(), username: z.string() });
const scoresSchema = z.object(
  Object.fromEntries(CLASSIFIER_CLASSES.map((c) => [c, z.number()])) as Record<
    (typeof CLASSIFIER_CLASSES)[number],
    z.ZodNumber
  >,
);

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
  return async (app) => {
    app.post(
      '/api/sightings/:id/flag',
      {
        schema: {
          tags: ['moderation'],
          summary:
            'Flag a sighting for the administrators (once per member; enough flags hide it until reviewed)',
          params: sightingIdParams,
          body: flagInputSchema,
          response: {
            201: z.object({ id: z.number().int(), hidden: z.boolean() }),
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
            409: apiErrorSchema,
          },
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
          response: { 200: z.array(flaggedItemSchema), 400: apiErrorSchema, 401: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
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
            404: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        await service.resolve(request.params.id, request.body, admin.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/admin/moderation/settings',
      {
        schema: {
          tags: ['admin', 'moderation'],
          summary: 'Classifier thresholds and the number of member flags that hide a sighting',
          response: { 200: moderationSettingsSchema, 401: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.settings();
      },
    );

    app.put(
      '/api/admin/moderation/settings',
      {
        schema: {
          tags: ['admin', 'moderation'],
          summary: 'Change the classifier thresholds and the member flags that hide a sighting',
          body: moderationSettingsInputSchema,
          response: { 200: moderationSettingsSchema, 400: apiErrorSchema, 401: messageSchema },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        return service.saveSettings(request.body, admin.id);
      },
    );
  };
}

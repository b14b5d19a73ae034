// Migrations: GET /api/migrations (the shipped patterns, filtered), GET /api/migrations/:id (one with its linked
// public sightings), POST/DELETE /api/migrations/:id/sightings (members link their own sightings), and the
// member's own migration alerts under /api/migration-alerts.

import { PLAN_LIMITS } from '@common/constants/plans';
import {
  createMigrationAlertSchema,
  linkMigrationSightingSchema,
  MIGRATION_PHASES,
  type MigrationDetail,
  migrationAlertListSchema,
  migrationAlertParamsSchema,
  migrationAlertSchema,
  migrationIdParamsSchema,
  migrationListQuerySchema,
  migrationListSchema,
  migrationPatternSchema,
  migrationSightingParamsSchema,
} from '@common/schemas/migrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { publishSightingAlert } from '../location-alerts/sighting-alerts';
import { namesLanguage } from '../sightings/names-language';
import { apiErrorSchema, okSchema, presentSighting, sightingSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { MigrationService } from './service';

const migrationDetailSchema = migrationPatternSchema.extend({
  sightings: z.array(
    z.object({
      migrationPhase: z.enum(MIGRATION_PHASES),
      groupSize: z.number().int().nullable(),
      behaviorObserved: z.string().nullable(),
      weatherConditions: z.string().nullable(),
      notes: z.string().nullable(),
      verificationStatus: z.string(),
      linkedBy: z.number().int(),
      linkedAt: z.string(),
      sighting: sightingSchema,
    }),
  ),
}) satisfies z.ZodType<MigrationDetail>;

const linkSchema = z.object({
  id: z.number().int(),
  migrationPatternId: z.string(),
  sightingId: z.number().int(),
  migrationPhase: z.enum(MIGRATION_PHASES),
  groupSize: z.number().int().nullable(),
  verificationStatus: z.string(),
});

export function migrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new MigrationService(ctx.db, ctx.clock, (alert) => publishSightingAlert(ctx, alert));
  const adminUsername = ctx.config.ADMIN_USERNAME;
  return async (app) => {
    app.get(
      '/api/migrations',
      {
        schema: {
          tags: ['migrations'],
          summary: 'Animal migration patterns, with their routes and linked sightings counted',
          description:
            'Filtered by category, a month inside the peak window, hemisphere (patterns of both hemispheres always match), text, and happeningNow=true: the current month (server clock, UTC) lies in the peak window, which may wrap the year end.',
          querystring: migrationListQuerySchema,
          response: { 200: migrationListSchema, 400: apiErrorSchema },
        },
      },
      async (request) => service.list(request.query),
    );

    app.get(
      '/api/migrations/:id',
      {
        schema: {
          tags: ['migrations'],
          summary: 'One migration pattern with its newest linked public sightings',
          description:
            'Sightings of rare or threatened species are left out: their position is kept to their region.',
          params: migrationIdParamsSchema,
          response: { 200: migrationDetailSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request, reply) => {
        const { pattern, links } = await service.detail(
          request.params.id,
          request.user?.id ?? null,
          namesLanguage(request, reply, undefined),
        );
        return {
          ...pattern,
          sightings: links.map(({ link, view }) => ({
            ...link,
            sighting: presentSighting(view, adminUsername),
          })),
        };
      },
    );

    app.post(
      '/api/migrations/:id/sightings',
      {
        schema: {
          tags: ['migrations'],
          summary: 'Link one of your sightings to a migration pattern',
          description:
            'Only your own sightings, once per pattern (409 when already linked). Members with a nearby_sighting alert on the pattern whose radius holds the public sighting are notified.',
          params: migrationIdParamsSchema,
          body: linkMigrationSightingSchema,
          response: {
            201: linkSchema,
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
        const link = await service.link(request.params.id, user.id, request.body);
        return reply.status(201).send(link);
      },
    );

    app.delete(
      '/api/migrations/:id/sightings/:sightingId',
      {
        schema: {
          tags: ['migrations'],
          summary: 'Remove a link you made between a sighting and a migration pattern',
          params: migrationSightingParamsSchema,
          response: {
            200: okSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await service.unlink(request.params.id, request.params.sightingId, user.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/migration-alerts',
      {
        schema: {
          tags: ['migrations'],
          summary: 'Your migration alerts, newest first, with how many you may keep',
          response: { 200: migrationAlertListSchema, 401: messageSchema },
        },
      },
      async (request, reply) => {
        // One member's own data.
        reply.header('cache-control', 'private, no-store');
        return service.alerts(requireUser(request).id);
      },
    );

    app.post(
      '/api/migration-alerts',
      {
        schema: {
          tags: ['migrations'],
          summary: 'Create a migration alert (peak start, or sightings linked near a position)',
          description: `Free members keep at most ${PLAN_LIMITS.freeNotificationAlerts} notification alerts in all, location alerts, migration alerts and rare tracker watches together (403 past it); premium members are unlimited. The radius is in km.`,
          body: createMigrationAlertSchema,
          response: {
            201: migrationAlertSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        return reply.status(201).send(await service.createAlert(user.id, request.body));
      },
    );

    app.delete(
      '/api/migration-alerts/:id',
      {
        schema: {
          tags: ['migrations'],
          summary: 'Remove one of your migration alerts',
          params: migrationAlertParamsSchema,
          response: {
            200: okSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await service.deleteAlert(request.params.id, user.id);
        return { ok: true as const };
      },
    );
  };
}

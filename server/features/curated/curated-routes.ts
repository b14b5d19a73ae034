// /api/admin/curated-sightings*: the administrators publish, list, edit and unpublish curated sightings. Any
// signed-in administrator (requireAdmin), like the article editor: the site's editorial content, which none of
// the permission flags is about. Deleting one for good is DELETE /api/sightings/:id (the administrator may).
import {
  curatedListQuerySchema,
  curatedSightingInputSchema,
  curatedSightingUpdateSchema,
} from '@common/schemas/curated';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { namesLanguage } from '../sightings/names-language';
import { idParamsFor } from '../sightings/params';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { CuratedService } from './curated-service';
import { curatedSightingListSchema, curatedSightingSchema } from './presenters';

const TAGS = ['admin', 'curated'];
const idParams = idParamsFor('curated sighting');

export function curatedSightingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new CuratedService(ctx);
  // The edit changes only the fields sent: their keys are noted before validation (zod fills no defaults here,
  // but an emptied optional text arrives as undefined and must still clear its column).
  const sentFields = new WeakMap<FastifyRequest, string[]>();

  return async (app) => {
    app.get(
      '/api/admin/curated-sightings',
      {
        schema: {
          tags: TAGS,
          summary: 'Every curated sighting, published or not, the newest first, 50 a page',
          querystring: curatedListQuerySchema,
          response: { 200: curatedSightingListSchema, 400: apiErrorSchema, 401: messageSchema },
        },
      },
      async (request, reply) => {
        requireAdmin(request);
        return service.list(request.query.page, namesLanguage(request, reply, undefined));
      },
    );

    app.post(
      '/api/admin/curated-sightings',
      {
        schema: {
          tags: TAGS,
          summary: "Publish a curated sighting under the site's name, credited to its photographer",
          description:
            'mediaAssetId names a photo uploaded through POST /api/admin/media. The sighting belongs to the administrator\'s reserved member account, with isCurated true and curatedBy the administrator. The spec\'s messages: "Must be a valid Instagram URL", "Instagram username required for curated content", "Photo credit is required for curated content"; originalSource one of instagram, twitter, facebook, other (default instagram).',
          body: curatedSightingInputSchema,
          response: {
            201: curatedSightingSchema,
            400: apiErrorSchema,
            401: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const admin = requireAdmin(request);
        const id = await service.create(admin, request.body);
        // The moderation scan and alerts it queued start now rather than at the worker's next poll.
        app.jobs.wake();
        return reply.status(201).send(await service.get(id, namesLanguage(request, reply, undefined)));
      },
    );

    app.get(
      '/api/admin/curated-sightings/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'One curated sighting, published or not',
          params: idParams,
          response: {
            200: curatedSightingSchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request, reply) => {
        requireAdmin(request);
        return service.get(request.params.id, namesLanguage(request, reply, undefined));
      },
    );

    app.patch(
      '/api/admin/curated-sightings/:id',
      {
        preValidation: async (request) => {
          const body = request.body;
          if (body && typeof body === 'object' && !Array.isArray(body))
            sentFields.set(request, Object.keys(body));
        },
        schema: {
          tags: TAGS,
          summary: 'Edit a curated sighting; isPublic false unpublishes it, true publishes it again',
          params: idParams,
          body: curatedSightingUpdateSchema,
          response: {
            200: curatedSightingSchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        requireAdmin(request);
        await service.update(request.params.id, request.body, sentFields.get(request) ?? []);
        return service.get(request.params.id, namesLanguage(request, reply, undefined));
      },
    );
  };
}

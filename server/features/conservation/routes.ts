// /api/admin/conservation-status*: the administrators' editor of species' Red List categories. Every route
// needs the administrator's bearer token.
import {
  conservationEntrySchema,
  conservationListQuerySchema,
  conservationListSchema,
  conservationUpdateSchema,
} from '@common/schemas/species-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { idParamsFor } from '../sightings/params';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { ConservationService } from './service';

const speciesIdParams = idParamsFor('species');

export function conservationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new ConservationService(ctx.db, ctx.clock);
  return async (app) => {
    app.get(
      '/api/admin/conservation-status',
      {
        schema: {
          tags: ['admin'],
          summary: 'Catalogue species with their Red List category, worst first, filtered and paged',
          querystring: conservationListQuerySchema,
          response: { 200: conservationListSchema, 400: apiErrorSchema, 401: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.list(request.query);
      },
    );

    app.get(
      '/api/admin/conservation-status/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "One catalogue species' conservation status",
          params: speciesIdParams,
          response: {
            200: conservationEntrySchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.get(request.params.id);
      },
    );

    app.put(
      '/api/admin/conservation-status/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "Set a species' Red List category, source and year (null status: not assessed)",
          description:
            'An edited status is the administrators’ own: the curated list applied at start leaves it alone.',
          params: speciesIdParams,
          body: conservationUpdateSchema,
          response: {
            200: conservationEntrySchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.update(request.params.id, request.body);
      },
    );
  };
}

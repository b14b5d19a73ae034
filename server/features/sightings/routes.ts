// GET /api/sightings and GET /api/sightings/:id: public reading of sightings.
import { NEXT_CURSOR_HEADER, sightingListQuerySchema } from '@common/schemas/sightings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { messageSchema } from '../users/response-schemas';
import { apiErrorSchema, presentSighting, sightingSchema } from './presenters';
import type { SightingService } from './service';

const ID_MESSAGE = 'The sighting id must be a whole number between 1 and 2147483647';
/** Ids are PostgreSQL integers: anything outside their range cannot exist and would fail in SQL. */
const idParams = z.strictObject({
  id: z.coerce.number(ID_MESSAGE).int(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE),
});

export function sightingRoutes(ctx: AppContext, deps: { sightings: SightingService }): FastifyPluginAsyncZod {
  const adminUsername = ctx.config.ADMIN_USERNAME;
  return async (app) => {
    app.get(
      '/api/sightings',
      {
        schema: {
          tags: ['sightings'],
          summary: 'Public sightings, newest (or most liked) first, one page at a time',
          description: `When more sightings exist, the ${NEXT_CURSOR_HEADER} response header holds the cursor of the next page.`,
          querystring: sightingListQuerySchema,
          response: { 200: z.array(sightingSchema), 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { category, search, userId, limit, cursor, sort } = request.query;
        const page = await deps.sightings.list({
          category,
          search: search === '' ? undefined : search,
          userId,
          limit,
          cursor,
          sort,
          viewerId: request.user?.id ?? null,
        });
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.items.map((view) => presentSighting(view, adminUsername));
      },
    );

    app.get(
      '/api/sightings/:id',
      {
        schema: {
          tags: ['sightings'],
          summary: 'One sighting',
          params: idParams,
          response: { 200: sightingSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => {
        const view = await deps.sightings.get(request.params.id, request.user?.id ?? null);
        if (!view) throw notFound('Sighting not found');
        return presentSighting(view, adminUsername);
      },
    );
  };
}

// Location pages: GET /api/locations (the protected areas and hot spots, searched and filtered),
// /api/locations/:slug (one area with what members recorded there), its sightings (paged) and its map. Public,
// like the sightings they show; unknown slugs answer 404 JSON.
import {
  locationListQuerySchema,
  locationListSchema,
  locationMapSchema,
  locationPageSchema,
  locationSightingsQuerySchema,
  locationSlugParamsSchema,
} from '@common/schemas/locations';
import { NEXT_CURSOR_HEADER } from '@common/schemas/sightings';
import { speciesPageQuerySchema } from '@common/schemas/species-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { namesLanguage } from '../sightings/names-language';
import { apiErrorSchema, presentSighting, SITE_NAME, sightingSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { LocationService } from './locations-service';

export function locationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new LocationService(
    ctx.db,
    { adminUsername: ctx.config.ADMIN_USERNAME, shownAs: SITE_NAME },
    ctx.database.changes,
  );
  return async (app) => {
    app.get(
      '/api/locations',
      {
        schema: {
          tags: ['locations'],
          summary: 'Protected areas and wildlife hot spots, the most recorded first',
          description:
            'Filtered by text, country, park type, continent or ocean, and species (catalogue slug or scientific name: areas known for it or where it was recorded).',
          querystring: locationListQuerySchema,
          response: { 200: locationListSchema, 400: apiErrorSchema },
        },
      },
      async (request) => service.list(request.query),
    );

    app.get(
      '/api/locations/:slug',
      {
        schema: {
          tags: ['locations'],
          summary: 'One area: its facts, the species recorded there, activity by month and top photographers',
          description:
            "Species are named in `lang`, else the member's preferred language, else the visitor's, else English. Sightings of rare or threatened species are not counted: their position is kept to their region.",
          params: locationSlugParamsSchema,
          querystring: speciesPageQuerySchema,
          response: { 200: locationPageSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request, reply) =>
        service.page(request.params.slug, namesLanguage(request, reply, request.query.lang)),
    );

    app.get(
      '/api/locations/:slug/sightings',
      {
        schema: {
          tags: ['locations'],
          summary: "The area's public sightings, newest first",
          description: `When more exist, the ${NEXT_CURSOR_HEADER} response header holds the cursor of the next page.`,
          params: locationSlugParamsSchema,
          querystring: locationSightingsQuerySchema,
          response: { 200: z.array(sightingSchema), 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request, reply) => {
        const area = await service.findBySlug(request.params.slug);
        const page = await service.sightings(
          area.id,
          request.query,
          request.user?.id ?? null,
          namesLanguage(request, reply, undefined),
        );
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.items.map((v) => presentSighting(v, ctx.config.ADMIN_USERNAME));
      },
    );

    app.get(
      '/api/locations/:slug/map',
      {
        schema: {
          tags: ['locations'],
          summary: "Where the area's public sightings were made",
          description:
            'Sightings of rare or threatened species are left out: their position is kept to their region.',
          params: locationSlugParamsSchema,
          response: { 200: locationMapSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => service.map((await service.findBySlug(request.params.slug)).id),
    );
  };
}

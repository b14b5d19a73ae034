// Reading sightings: GET /api/sightings (public list), GET /api/feed (members you follow), GET /api/sightings/:id
// (the full page). Registers the write and reaction routes of the same domain too.
import { sightingExploreQuerySchema } from '@common/schemas/sighting-filters';
import {
  NEXT_CURSOR_HEADER,
  sightingListQuerySchema,
  sightingReadQuerySchema,
} from '@common/schemas/sightings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { messageSchema } from '../users/response-schemas';
import { namesLanguage } from './names-language';
import { sightingIdParams } from './params';
import {
  apiErrorSchema,
  presentSighting,
  presentSightingDetail,
  sightingDetailSchema,
  sightingSchema,
} from './presenters';
import { reactionRoutes } from './reaction-routes';
import { SightingReactions } from './reactions';
import { relatedRoutes } from './related-routes';
import type { SightingService } from './service';
import { writeRoutes } from './write-routes';
import { SIGHTING_NOT_FOUND_MESSAGE, SightingWriteService } from './write-service';

const feedQuerySchema = sightingListQuerySchema.pick({
  category: true,
  limit: true,
  cursor: true,
  lang: true,
});

export function sightingRoutes(ctx: AppContext, deps: { sightings: SightingService }): FastifyPluginAsyncZod {
  const adminUsername = ctx.config.ADMIN_USERNAME;
  const writes = new SightingWriteService(ctx.db, ctx.clock, ctx.places);
  const reactions = new SightingReactions(ctx.db, () => ctx.clock().getTime());
  return async (app) => {
    app.get(
      '/api/sightings',
      {
        schema: {
          tags: ['sightings'],
          summary: 'Public sightings, newest (or most liked) first, one page at a time',
          description: `When more sightings exist, the ${NEXT_CURSOR_HEADER} response header holds the cursor of the next page. With userId equal to the signed-in member, their private sightings are included. The place filters (location, country, bbox) read the public position only: obscured sightings match by their point inside their cell, private ones never.`,
          querystring: sightingExploreQuerySchema,
          response: { 200: z.array(sightingSchema), 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { category, search, userId, limit, cursor, sort, quality, lang } = request.query;
        const { location, country, bbox, from, to, user } = request.query;
        const page = await deps.sightings.list({
          filters: { location, country, bbox, from, to, user },
          lang: namesLanguage(request, reply, lang),
          category,
          research: quality === 'research',
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
      '/api/feed',
      {
        schema: {
          tags: ['sightings'],
          summary: 'The social feed: public sightings of the members you follow, newest first',
          description: `Paged like GET /api/sightings: the ${NEXT_CURSOR_HEADER} response header holds the next cursor.`,
          querystring: feedQuerySchema,
          response: { 200: z.array(sightingSchema), 400: apiErrorSchema, 401: messageSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { category, limit, cursor, lang } = request.query;
        const page = await deps.sightings.list({
          lang: namesLanguage(request, reply, lang),
          category,
          limit,
          cursor,
          sort: 'newest',
          followedBy: user.id,
          viewerId: user.id,
        });
        reply.header('cache-control', 'private, no-store');
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.items.map((view) => presentSighting(view, adminUsername));
      },
    );

    app.get(
      '/api/sightings/:id',
      {
        schema: {
          tags: ['sightings'],
          summary: 'One sighting with its details and camera data',
          description: "Species are named in `lang`, else the member's language, else the browser's.",
          params: sightingIdParams,
          querystring: sightingReadQuerySchema,
          response: { 200: sightingDetailSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request, reply) => {
        // The administrator (moderation) also sees private sightings.
        const view = await deps.sightings.get(
          request.params.id,
          request.user?.id ?? null,
          namesLanguage(request, reply, request.query.lang),
          request.admin !== null,
        );
        if (!view) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
        return presentSightingDetail(view, adminUsername);
      },
    );

    await app.register(writeRoutes(ctx, { sightings: deps.sightings, writes }));
    await app.register(reactionRoutes({ reactions }));
    await app.register(relatedRoutes(ctx, { related: deps.sightings.related }));
  };
}

// Follows: POST/DELETE /api/users/:id/follow and GET /api/users/:id/followers | /following (paged).
import { NEXT_CURSOR_HEADER } from '@common/schemas/sightings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { idParamsFor } from '../sightings/params';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { followListEntrySchema, followStateSchema, presentFollowEntry } from './presenters';
import { FollowService } from './service';

const memberParams = idParamsFor('member');
const listQuery = z.strictObject({
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export function followRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new FollowService(ctx.db);
  return async (app) => {
    app.post(
      '/api/users/:id/follow',
      {
        schema: {
          tags: ['follows'],
          summary: 'Follow a member (following again changes nothing)',
          params: memberParams,
          response: { 200: followStateSchema, 400: apiErrorSchema, 401: messageSchema, 404: messageSchema },
        },
      },
      async (request) => service.follow(requireUser(request).id, request.params.id),
    );

    app.delete(
      '/api/users/:id/follow',
      {
        schema: {
          tags: ['follows'],
          summary: 'Stop following a member',
          params: memberParams,
          response: { 200: followStateSchema, 400: apiErrorSchema, 401: messageSchema, 404: messageSchema },
        },
      },
      async (request) => service.unfollow(requireUser(request).id, request.params.id),
    );

    for (const direction of ['followers', 'following'] as const) {
      app.get(
        `/api/users/:id/${direction}`,
        {
          schema: {
            tags: ['follows'],
            summary:
              direction === 'followers'
                ? 'Members who follow this member, newest first'
                : 'Members this member follows, newest first',
            description: `When more exist, the ${NEXT_CURSOR_HEADER} response header holds the cursor of the next page.`,
            params: memberParams,
            querystring: listQuery,
            response: { 200: z.array(followListEntrySchema), 400: apiErrorSchema, 404: messageSchema },
          },
        },
        async (request, reply) => {
          const page = await service.list(request.params.id, direction, {
            viewerId: request.user?.id ?? null,
            cursor: request.query.cursor,
            limit: request.query.limit,
          });
          if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
          return page.items.map(presentFollowEntry);
        },
      );
    }
  };
}

// POST /api/sightings/:id/like (toggle; the spec's {liked}, plus the new count), PUT /api/sightings/:id/like (set;
// idempotent, for field mode's offline queue) and POST /api/sightings/:id/view.
import { sightingLikeSetSchema } from '@common/schemas/field';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import { messageSchema } from '../users/response-schemas';
import { sightingIdParams } from './params';
import { apiErrorSchema } from './presenters';
import type { SightingReactions } from './reactions';

export const likeStateSchema = z.object({ liked: z.boolean(), likes: z.number().int() });

export function reactionRoutes(deps: { reactions: SightingReactions }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/sightings/:id/like',
      {
        schema: {
          tags: ['sightings'],
          summary: 'Like the sighting, or take your like back; answers whether you like it now and the count',
          params: sightingIdParams,
          response: { 200: likeStateSchema, 400: apiErrorSchema, 401: messageSchema, 404: messageSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return deps.reactions.toggleLike(user.id, request.params.id);
      },
    );

    app.put(
      '/api/sightings/:id/like',
      {
        schema: {
          tags: ['sightings'],
          summary: 'Like the sighting (liked: true) or not (false); sent again, it changes nothing',
          description:
            'Answers whether you like it now and the count. Unlike the POST toggle, the state is the one sent, ' +
            'so a write sent twice (an offline queue resending) leaves it as asked.',
          params: sightingIdParams,
          body: sightingLikeSetSchema,
          response: { 200: likeStateSchema, 400: apiErrorSchema, 401: messageSchema, 404: messageSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return deps.reactions.setLike(user.id, request.params.id, request.body.liked);
      },
    );

    app.post(
      '/api/sightings/:id/view',
      {
        schema: {
          tags: ['sightings'],
          summary: 'Count a view of the sighting page (once per viewer per sighting per 30 minutes)',
          params: sightingIdParams,
          response: { 200: z.object({ views: z.number().int() }), 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => {
        const viewerId = request.user?.id ?? null;
        const viewerKey = viewerId !== null ? `user:${viewerId}` : `ip:${request.ip}`;
        return { views: await deps.reactions.recordView(request.params.id, viewerKey, viewerId) };
      },
    );
  };
}

// GET /api/sightings/:id/instagram-post (the 1080x1080 JPEG) and GET /api/sightings/:id/instagram-post/caption
// (its caption): for the sighting's author, or the administrator (policies.ts, 'sighting.instagramPost').
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { authorize, requireActor } from '../../http/policies';
import { sightingIdParams } from '../sightings/params';
import { apiErrorSchema } from '../sightings/presenters';
import { SIGHTING_NOT_FOUND_MESSAGE, SightingWriteService } from '../sightings/write-service';
import { messageSchema } from '../users/response-schemas';
import { InstagramPostService } from './instagram-post';
import { instagramCaptionSchema } from './presenters';

const TAGS = ['sightings', 'curated'];
const refusals = {
  400: apiErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  422: messageSchema,
};

export function instagramPostRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const posts = new InstagramPostService(ctx);
  const writes = new SightingWriteService(ctx.db, ctx.clock, ctx.places);

  /** The sighting, for its author or the administrator; another member's private one reads as missing. */
  async function allowed(request: FastifyRequest, id: number): Promise<number> {
    const actor = requireActor(request);
    const row = await writes.findRow(id, actor.userId, actor.isAdmin);
    if (!row) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
    authorize(actor, 'sighting.instagramPost', row);
    return row.id;
  }

  return async (app) => {
    app.get(
      '/api/sightings/:id/instagram-post',
      {
        schema: {
          tags: TAGS,
          summary: 'The sighting made ready for Instagram: a 1080x1080 JPEG with a small credit line',
          description:
            'For its author or the administrator. 422 when the sighting has no photo (a video gives its poster).',
          params: sightingIdParams,
          response: { 200: z.any(), ...refusals },
        },
      },
      async (request, reply) => {
        const id = await allowed(request, request.params.id);
        const image = await posts.image(id);
        return reply
          .header('content-type', 'image/jpeg')
          .header('content-disposition', `attachment; filename="wildlens-sighting-${id}.jpg"`)
          .header('cache-control', 'private, no-store')
          .send(image);
      },
    );

    app.get(
      '/api/sightings/:id/instagram-post/caption',
      {
        schema: {
          tags: TAGS,
          summary: "The Instagram post's caption: species, place (as visitors see it), credits and hashtags",
          params: sightingIdParams,
          response: { 200: instagramCaptionSchema, ...refusals },
        },
      },
      async (request) => posts.caption(await allowed(request, request.params.id)),
    );
  };
}

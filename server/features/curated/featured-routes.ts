// The featured photo of the day: GET /api/featured-photo (today's, else the latest before today; the home page),
// GET /api/featured-photos (the latest ones featured, for /social-media-promo), and the administrators' choices
// under /api/admin/featured-photos.
import { featuredPhotoInputSchema } from '@common/schemas/curated';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { namesLanguage } from '../sightings/names-language';
import { idParamsFor } from '../sightings/params';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { FeaturedPhotoService } from './featured-service';
import { featuredPhotoSchema } from './presenters';

const TAGS = ['curated'];
const ADMIN_TAGS = ['admin', 'curated'];
const idParams = idParamsFor('featured photo');
const recentQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(12).default(6) });
const refusals = { 400: apiErrorSchema, 401: messageSchema, 404: messageSchema, 409: apiErrorSchema };

export function featuredPhotoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new FeaturedPhotoService(ctx);
  return async (app) => {
    app.get(
      '/api/featured-photo',
      {
        schema: {
          tags: TAGS,
          summary:
            "Today's featured photo (UTC), else the latest before today; photo null when there is none",
          response: { 200: z.object({ photo: featuredPhotoSchema.nullable() }) },
        },
      },
      async (request, reply) => ({ photo: await service.current(namesLanguage(request, reply, undefined)) }),
    );

    app.get(
      '/api/featured-photos',
      {
        schema: {
          tags: TAGS,
          summary: 'The latest featured photos (today and before), for the member spotlight page',
          querystring: recentQuerySchema,
          response: { 200: z.array(featuredPhotoSchema), 400: apiErrorSchema },
        },
      },
      async (request, reply) => service.recent(request.query.limit, namesLanguage(request, reply, undefined)),
    );

    app.get(
      '/api/admin/featured-photos',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: "Every day's featured photo, past and planned, the latest date first",
          response: { 200: z.array(featuredPhotoSchema), 401: messageSchema },
        },
      },
      async (request, reply) => {
        requireAdmin(request);
        return service.list(namesLanguage(request, reply, undefined));
      },
    );

    app.post(
      '/api/admin/featured-photos',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: 'Feature a sighting on a day',
          description:
            "A public sighting with a photo: a curated one, or a member's who opted in to the member spotlight (409 otherwise). 409 when the day already has a photo.",
          body: featuredPhotoInputSchema,
          response: { 201: featuredPhotoSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const admin = requireAdmin(request);
        const lang = namesLanguage(request, reply, undefined);
        return reply.status(201).send(await service.create(admin, request.body, lang));
      },
    );

    app.put(
      '/api/admin/featured-photos/:id',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: "Change a day's featured photo, its date, caption or Instagram post",
          params: idParams,
          body: featuredPhotoInputSchema,
          response: { 200: featuredPhotoSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const admin = requireAdmin(request);
        return service.update(
          admin,
          request.params.id,
          request.body,
          namesLanguage(request, reply, undefined),
        );
      },
    );

    app.delete(
      '/api/admin/featured-photos/:id',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: 'Remove a featured photo',
          params: idParams,
          response: { 200: okSchema, 400: apiErrorSchema, 401: messageSchema, 404: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        await service.remove(request.params.id);
        return { ok: true as const };
      },
    );
  };
}

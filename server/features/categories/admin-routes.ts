// /api/admin/category-images*: the administrators choose each category's tile image (an illustration uploaded
// through POST /api/admin/media), turn it on or off, or remove it. GET /api/category-images (routes.ts) keeps the
// spec's shape and shows the active ones. Any signed-in administrator (requireAdmin): the site's look, which none
// of the permission flags is about.
import { categoryImageInputSchema, categoryParamsSchema } from '@common/schemas/curated';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { adminCategoryImageSchema } from '../curated/presenters';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { CategoryImageAdminService } from './admin-service';

const TAGS = ['admin', 'categories'];

export function categoryAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new CategoryImageAdminService(ctx);
  return async (app) => {
    app.get(
      '/api/admin/category-images',
      {
        schema: {
          tags: TAGS,
          summary: 'The six categories, each with its image (or none yet) and whether it is shown',
          response: { 200: z.array(adminCategoryImageSchema), 401: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.list();
      },
    );

    app.put(
      '/api/admin/category-images/:category',
      {
        schema: {
          tags: TAGS,
          summary: "Set a category's image (an uploaded illustration) and/or whether it is shown",
          params: categoryParamsSchema,
          body: categoryImageInputSchema,
          response: {
            200: adminCategoryImageSchema,
            400: apiErrorSchema,
            401: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => service.put(requireAdmin(request), request.params.category, request.body),
    );

    app.delete(
      '/api/admin/category-images/:category',
      {
        schema: {
          tags: TAGS,
          summary: "Remove a category's image: its tile shows the category's emoji again",
          params: categoryParamsSchema,
          response: { 200: okSchema, 400: apiErrorSchema, 401: messageSchema, 404: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        await service.remove(request.params.category);
        return { ok: true as const };
      },
    );
  };
}

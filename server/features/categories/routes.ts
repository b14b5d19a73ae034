// GET /api/categories and GET /api/category-images: what the category browser shows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { CATEGORIES, listActiveCategoryImages } from './service';

const categorySchema = z.object({ value: z.string(), name: z.string() });
const categoryImageSchema = z.object({
  category: z.string(),
  imageUrl: z.string(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});

export function categoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/categories',
      {
        schema: {
          tags: ['categories'],
          summary: 'The sighting categories and their names',
          response: { 200: z.array(categorySchema) },
        },
      },
      async (_request, reply) => {
        // The list only changes with a release; a day matches the client's freshness for categories.
        reply.header('cache-control', 'public, max-age=86400');
        return [...CATEGORIES];
      },
    );

    app.get(
      '/api/category-images',
      {
        schema: {
          tags: ['categories'],
          summary: 'Active images for the category tiles',
          response: { 200: z.array(categoryImageSchema) },
        },
      },
      async () => listActiveCategoryImages(ctx.db),
    );
  };
}

// Administrators' gear shop under /api/admin/gear: categories, brands, products and the review moderation queue.
// Every route needs the administrator bearer token and the manageProducts permission (spec section 6's flags).
import {
  adminGearProductListSchema,
  adminReviewListSchema,
  GEAR_MESSAGES,
  gearBrandBodySchema,
  gearCategoryBodySchema,
  gearIdParamsSchema,
  gearProductBodySchema,
  moderationBodySchema,
} from '@common/schemas/gear';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminAccountRow } from '../../db/schema';
import { requireAdminWith } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { refusals } from '../../http/refusals';
import { okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { GearAdminService } from './admin';

const TAGS = ['admin', 'gear'];
const routeRefusals = refusals(400, 401, 403, 404, 409);
const idSchema = z.object({ id: z.number().int() });

/** 401 without the bearer token; 403 for an administrator without manageProducts. */
export function requireProductAdmin(request: FastifyRequest): AdminAccountRow {
  return requireAdminWith(request, ['manageProducts'], GEAR_MESSAGES.permission);
}

type Kind = 'categories' | 'brands' | 'products';

export function gearAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const admin = new GearAdminService(ctx.db);
  return async (app) => {
    const crud = <B extends z.ZodType>(
      kind: Kind,
      body: B,
      ops: {
        create: (b: z.infer<B>) => Promise<{ id: number }>;
        update: (id: number, b: z.infer<B>) => Promise<{ id: number }>;
        remove: (id: number) => Promise<void>;
      },
    ) => {
      app.post(
        `/api/admin/gear/${kind}`,
        {
          schema: {
            tags: TAGS,
            summary: `Creates gear ${kind}`,
            body,
            response: { 201: idSchema, ...routeRefusals },
          },
        },
        async (request, reply) => {
          requireProductAdmin(request);
          reply.code(201);
          return ops.create(request.body as z.infer<B>);
        },
      );
      app.put(
        `/api/admin/gear/${kind}/:id`,
        {
          schema: {
            tags: TAGS,
            summary: `Edits gear ${kind}`,
            params: gearIdParamsSchema,
            body,
            response: { 200: idSchema, ...routeRefusals },
          },
        },
        async (request) => {
          requireProductAdmin(request);
          return ops.update(request.params.id, request.body as z.infer<B>);
        },
      );
      app.delete(
        `/api/admin/gear/${kind}/:id`,
        {
          schema: {
            tags: TAGS,
            summary: `Deletes gear ${kind} (refused while products use a category or brand)`,
            params: gearIdParamsSchema,
            response: { 200: okSchema, ...routeRefusals },
          },
        },
        async (request) => {
          requireProductAdmin(request);
          await ops.remove(request.params.id);
          return { ok: true as const };
        },
      );
    };

    crud('categories', gearCategoryBodySchema, {
      create: (b) => admin.createCategory(b),
      update: (id, b) => admin.updateCategory(id, b),
      remove: (id) => admin.deleteCategory(id),
    });
    crud('brands', gearBrandBodySchema, {
      create: (b) => admin.createBrand(b),
      update: (id, b) => admin.updateBrand(id, b),
      remove: (id) => admin.deleteBrand(id),
    });
    crud('products', gearProductBodySchema, {
      create: (b) => admin.createProduct(b),
      update: (id, b) => admin.updateProduct(id, b),
      remove: (id) => admin.deleteProduct(id),
    });

    app.get(
      '/api/admin/gear/products',
      {
        schema: {
          tags: TAGS,
          summary: 'Every gear product, hidden ones included',
          response: { 200: adminGearProductListSchema, 401: messageSchema, 403: messageSchema },
        },
      },
      async (request) => {
        requireProductAdmin(request);
        return admin.products();
      },
    );

    app.get(
      '/api/admin/gear/reviews',
      {
        schema: {
          tags: TAGS,
          summary: 'The review moderation queue: flagged reviews first, then rejected ones',
          response: { 200: adminReviewListSchema, 401: messageSchema, 403: messageSchema },
        },
      },
      async (request) => {
        requireProductAdmin(request);
        return admin.reviewQueue();
      },
    );

    app.post(
      '/api/admin/gear/reviews/:id/moderation',
      {
        schema: {
          tags: TAGS,
          summary: 'Approves (shown again) or rejects (hidden) a review',
          params: gearIdParamsSchema,
          body: moderationBodySchema,
          response: { 200: okSchema, ...routeRefusals },
        },
      },
      async (request) => {
        requireProductAdmin(request);
        await admin.moderate(request.params.id, request.body.decision);
        return { ok: true as const };
      },
    );
  };
}

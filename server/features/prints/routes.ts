// The print shop under /api: the public list and detail of active products and the print options (anyone), the
// artist's own products (premium members create; PUT/DELETE own only), ordering (a pending order and its
// checkout), the buyer's orders and the artist's sales. Administrators' routes are in admin-routes.ts.
import {
  ownPrintProductSchema,
  printIdParamsSchema,
  printOptionListSchema,
  printOrderCreateSchema,
  printOrderListSchema,
  printOrderStartedSchema,
  printProductCreateSchema,
  printProductListSchema,
  printProductQuerySchema,
  printProductSchema,
  printProductUpdateSchema,
  printSalesSchema,
} from '@common/schemas/prints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { refusals } from '../../http/refusals';
import { apiErrorSchema } from '../sightings/presenters';
import type { PrintService } from './service';

const TAGS = ['prints'];
const routeRefusals = refusals(400, 401, 403, 404, 409, 422);

export function printRoutes(_ctx: AppContext, prints: PrintService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/print-products',
      {
        schema: {
          tags: TAGS,
          summary: 'Active print products, newest first, by search, tag or artist (prices in USD cents)',
          querystring: printProductQuerySchema,
          response: { 200: printProductListSchema, 400: apiErrorSchema },
        },
      },
      async (request) => prints.list(request.query),
    );

    app.get(
      '/api/print-products/mine',
      {
        schema: {
          tags: TAGS,
          summary: 'Your own print products with their sales and revenue',
          response: { 200: z.object({ products: z.array(ownPrintProductSchema) }), ...routeRefusals },
        },
      },
      async (request) => prints.mine(requireUser(request)),
    );

    app.get(
      '/api/print-products/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'One print product (an inactive one only to its artist)',
          params: printIdParamsSchema,
          response: { 200: printProductSchema, ...routeRefusals },
        },
      },
      async (request) => prints.detail(request.params.id, request.user ?? null),
    );

    app.post(
      '/api/print-products',
      {
        schema: {
          tags: TAGS,
          summary: 'Sell prints of one of your own published photo sightings (Premium)',
          body: printProductCreateSchema,
          response: { 201: ownPrintProductSchema, ...routeRefusals },
        },
      },
      async (request, reply) => {
        const product = await prints.create(requireUser(request), request.body);
        return reply.code(201).send(product);
      },
    );

    app.put(
      '/api/print-products/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Edit your own print product (title, description, base price, tags, active)',
          params: printIdParamsSchema,
          body: printProductUpdateSchema,
          response: { 200: ownPrintProductSchema, ...routeRefusals },
        },
      },
      async (request) => prints.update(requireUser(request), request.params.id, request.body),
    );

    app.delete(
      '/api/print-products/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Delete your own print product (one with orders is deactivated instead)',
          params: printIdParamsSchema,
          response: {
            200: z.object({ deleted: z.boolean(), message: z.string().optional() }),
            ...routeRefusals,
          },
        },
      },
      async (request) => prints.remove(requireUser(request), request.params.id),
    );

    app.get(
      '/api/print-options',
      {
        schema: {
          tags: TAGS,
          summary: 'The sizes, materials and finishes offered, with their price adjustments (USD cents)',
          response: { 200: printOptionListSchema },
        },
      },
      async () => prints.options(),
    );

    app.post(
      '/api/print-orders',
      {
        schema: {
          tags: TAGS,
          summary: "Order a print: a pending order at the server's price and its checkout",
          description:
            'The price is (basePrice + option.priceAdjustment) x quantity, computed by the server; any price sent is ignored.',
          body: printOrderCreateSchema,
          response: { 201: printOrderStartedSchema, ...routeRefusals },
        },
      },
      async (request, reply) => {
        const started = await prints.order(requireUser(request), request.body);
        return reply.code(201).send(started);
      },
    );

    app.get(
      '/api/print-orders',
      {
        schema: {
          tags: TAGS,
          summary: 'Your print orders, newest first, with their steps and tracking',
          response: { 200: printOrderListSchema, ...routeRefusals },
        },
      },
      async (request) => prints.buyerOrders(requireUser(request)),
    );

    app.get(
      '/api/print-sales',
      {
        schema: {
          tags: TAGS,
          summary: 'Orders of your print products with your earnings per order and their sum',
          response: { 200: printSalesSchema, ...routeRefusals },
        },
      },
      async (request) => prints.sales(requireUser(request)),
    );
  };
}

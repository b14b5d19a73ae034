// The administrators' print shop (/product-management): print options, orders with filters, status and
// tracking, the print file and refunds. All need the administrator bearer token and the manageProducts flag.
import {
  adminPrintOrdersQuerySchema,
  PRINT_MESSAGES,
  printIdParamsSchema,
  printOptionInputSchema,
  printOptionListSchema,
  printOptionSchema,
  printOptionUpdateSchema,
  printOrderListSchema,
  printOrderSchema,
  printOrderStatusUpdateSchema,
  printRefundBodySchema,
} from '@common/schemas/prints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminAccountRow } from '../../db/schema';
import { requireAdminWith } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { refusals } from '../../http/refusals';
import type { PrintService } from './service';

const TAGS = ['admin', 'prints'];
const routeRefusals = refusals(400, 401, 403, 404, 409, 422);

/** 401 without the bearer token; 403 for an administrator without the manageProducts flag. */
export function requireProductsAdmin(request: FastifyRequest): AdminAccountRow {
  return requireAdminWith(request, ['manageProducts'], PRINT_MESSAGES.permission);
}

export function printAdminRoutes(_ctx: AppContext, prints: PrintService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/print-options',
      {
        schema: {
          tags: TAGS,
          summary: 'Every print option, active or not',
          response: { 200: printOptionListSchema, ...routeRefusals },
        },
      },
      async (request) => {
        requireProductsAdmin(request);
        return prints.options(true);
      },
    );

    app.post(
      '/api/admin/print-options',
      {
        schema: {
          tags: TAGS,
          summary: 'Offer a new size, material and finish',
          body: printOptionInputSchema,
          response: { 201: printOptionSchema, ...routeRefusals },
        },
      },
      async (request, reply) => {
        requireProductsAdmin(request);
        return reply.code(201).send(await prints.createOption(request.body));
      },
    );

    app.put(
      '/api/admin/print-options/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Change a print option (price adjustment, active...)',
          params: printIdParamsSchema,
          body: printOptionUpdateSchema,
          response: { 200: printOptionSchema, ...routeRefusals },
        },
      },
      async (request) => {
        requireProductsAdmin(request);
        return prints.updateOption(request.params.id, request.body);
      },
    );

    app.get(
      '/api/admin/print-orders',
      {
        schema: {
          tags: TAGS,
          summary: 'Print orders, newest first, by status, product or buyer',
          querystring: adminPrintOrdersQuerySchema,
          response: { 200: printOrderListSchema, ...routeRefusals },
        },
      },
      async (request) => {
        requireProductsAdmin(request);
        return prints.adminOrders(request.query);
      },
    );

    app.post(
      '/api/admin/print-orders/:id/status',
      {
        schema: {
          tags: TAGS,
          summary:
            'Move an order on (in production, shipped with tracking, delivered) or cancel a pending one',
          params: printIdParamsSchema,
          body: printOrderStatusUpdateSchema,
          response: { 200: printOrderSchema, ...routeRefusals },
        },
      },
      async (request) => {
        requireProductsAdmin(request);
        return prints.setStatus(request.params.id, request.body);
      },
    );

    app.post(
      '/api/admin/print-orders/:id/refund',
      {
        schema: {
          tags: TAGS,
          summary: 'Refund a paid order in full through its payment provider',
          params: printIdParamsSchema,
          body: printRefundBodySchema,
          response: { 200: printOrderSchema, ...routeRefusals },
        },
      },
      async (request) => {
        const admin = requireProductsAdmin(request);
        return prints.refund(request.params.id, request.body.reason, admin.id);
      },
    );

    app.get(
      '/api/admin/print-orders/:id/print-file',
      {
        schema: {
          tags: TAGS,
          summary: "The order's print file (JPEG at the ordered size, 300 dpi where the original allows)",
          params: printIdParamsSchema,
          response: { 200: z.any(), ...routeRefusals },
        },
      },
      async (request, reply) => {
        requireProductsAdmin(request);
        const file = await prints.printFile(request.params.id);
        return reply
          .header('content-type', 'image/jpeg')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.data);
      },
    );
  };
}

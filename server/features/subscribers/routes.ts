// /api/admin/subscribers*: the operator's view of Premium Explorer. The list and its CSV export need the
// administrator bearer token and the viewRevenue or manageUsers permission; the revenue summary needs viewRevenue
// (spec section 6's admin flags). Thin routes over SubscriberQueries.

import { Readable } from 'node:stream';
import {
  SUBSCRIBER_MESSAGES,
  subscriberListSchema,
  subscribersQuerySchema,
  subscribersSummarySchema,
} from '@common/schemas/subscribers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminAccountRow } from '../../db/schema';
import { requireAdminWith } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { refusals } from '../../http/refusals';
import { messageSchema } from '../users/response-schemas';
import { csvFileName, csvHeader, csvLines } from './csv';
import { SubscriberQueries } from './service';

const TAGS = ['admin', 'payments'];

/** 401 without the bearer token; 403 when neither money flag is set. */
function requireSubscriberAdmin(request: FastifyRequest): AdminAccountRow {
  return requireAdminWith(request, ['viewRevenue', 'manageUsers'], SUBSCRIBER_MESSAGES.listPermission);
}

/** 401 without the bearer token; 403 without viewRevenue (manageUsers alone sees members, not revenue). */
function requireRevenueViewer(request: FastifyRequest): AdminAccountRow {
  return requireAdminWith(request, ['viewRevenue'], SUBSCRIBER_MESSAGES.revenuePermission);
}

const routeRefusals = refusals(400, 401, 403);

export function subscriberAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const queries = new SubscriberQueries(ctx.db);
  return async (app) => {
    app.get(
      '/api/admin/subscribers',
      {
        schema: {
          tags: TAGS,
          summary: 'Members with a subscription or complimentary premium, filtered, sorted, a page at a time',
          querystring: subscribersQuerySchema,
          response: { 200: subscriberListSchema, ...routeRefusals },
        },
      },
      async (request) => {
        requireSubscriberAdmin(request);
        return queries.list(request.query, ctx.clock());
      },
    );

    app.get(
      '/api/admin/subscribers/summary',
      {
        schema: {
          tags: TAGS,
          summary: 'MRR per currency, subscribers per status and provider, twelve months of revenue',
          description:
            'Amounts are integers in minor units of their currency. Revenue per calendar month (UTC): payments paid ' +
            'that month minus refunds completed that month, per currency and purpose. Needs viewRevenue.',
          response: { 200: subscribersSummarySchema, 401: messageSchema, 403: messageSchema },
        },
      },
      async (request) => {
        requireRevenueViewer(request);
        return queries.summary(ctx.clock());
      },
    );

    app.get(
      '/api/admin/subscribers/export.csv',
      {
        schema: {
          tags: TAGS,
          summary: 'The filtered subscribers list as CSV (text/csv attachment), every page',
          description: 'Same filters and order as the list; limit and offset are ignored.',
          querystring: subscribersQuerySchema,
          response: refusals,
        },
      },
      async (request, reply) => {
        requireSubscriberAdmin(request);
        const filters = request.query;
        const now = ctx.clock();
        async function* lines() {
          yield csvHeader();
          for await (const batch of queries.all(filters, now)) yield csvLines(batch);
        }
        // The zod provider types send() by the declared answers; the CSV is a stream, sent untyped.
        const untyped: FastifyReply = reply;
        return untyped
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csvFileName(now)}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(lines()));
      },
    );
  };
}

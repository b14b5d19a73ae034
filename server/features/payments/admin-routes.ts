// The administrator's payments: the list with its filters and refunds through the provider. Both need the
// administrator bearer token and the viewRevenue or manageUsers permission (spec section 6's flags): money is
// not every administrator's business.
import {
  adminPaymentListSchema,
  adminPaymentsQuerySchema,
  PAYMENT_MESSAGES,
  paymentIdParamsSchema,
  refundBodySchema,
  refundResultSchema,
} from '@common/schemas/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminAccountRow, RefundRow } from '../../db/schema';
import { requireAdminWith } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { PaymentQueries } from './service';

const TAGS = ['admin', 'payments'];

/** 401 without the bearer token; 403 for an administrator whose flags do not cover money. */
function requireRevenueAdmin(request: FastifyRequest): AdminAccountRow {
  return requireAdminWith(request, ['viewRevenue', 'manageUsers'], PAYMENT_MESSAGES.refundPermission);
}

const presentRefund = (r: RefundRow) => ({
  id: r.id,
  paymentId: r.originalPaymentId,
  amountMinor: r.amount,
  currency: r.currency,
  status: r.refundStatus as 'pending' | 'succeeded' | 'failed',
  reason: r.reason,
  providerRefundId: r.refundId,
  createdAt: r.createdAt.toISOString(),
});

export function paymentAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const queries = new PaymentQueries(ctx.db);
  return async (app) => {
    app.get(
      '/api/admin/payments',
      {
        schema: {
          tags: TAGS,
          summary: 'Payments of every member, newest first, by status, purpose or member, a page at a time',
          querystring: adminPaymentsQuerySchema,
          response: {
            200: adminPaymentListSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
          },
        },
      },
      async (request) => {
        requireRevenueAdmin(request);
        return queries.adminList(request.query);
      },
    );

    app.post(
      '/api/admin/payments/:id/refund',
      {
        schema: {
          tags: TAGS,
          summary: 'Refund a paid payment (all that remains of it, or amountMinor) through its provider',
          description:
            "The refund is pending until the provider's refunded event completes it (the sandbox's at once). A full " +
            'refund of the payment of the current premium period also ends that subscription.',
          params: paymentIdParamsSchema,
          body: refundBodySchema,
          response: {
            200: refundResultSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const admin = requireRevenueAdmin(request);
        const outcome = await ctx.payments.refundPayment({
          paymentId: request.params.id,
          ...(request.body.amountMinor !== undefined ? { amountMinor: request.body.amountMinor } : {}),
          reason: request.body.reason,
          ...(request.body.adminNotes ? { adminNotes: request.body.adminNotes } : {}),
          ...(request.body.customerNotes ? { customerNotes: request.body.customerNotes } : {}),
          processedBy: admin.id,
        });
        const payment = await queries.adminGet(outcome.payment.id);
        if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
        return { refund: presentRefund(outcome.refund), payment };
      },
    );
  };
}

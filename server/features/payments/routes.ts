// Payments under /api/payments: the prices and methods of a language, a member's own payments, the sandbox's
// test-mode checkout (read and pay), and the providers' webhooks. Payments and checkouts are their member's
// own: to anyone else they do not exist (404).
import {
  PAYMENT_MESSAGES,
  paymentIdParamsSchema,
  paymentListSchema,
  paymentOptionsQuerySchema,
  paymentOptionsSchema,
  paymentSummarySchema,
  sandboxCheckoutParamsSchema,
  sandboxCheckoutSchema,
  sandboxPayBodySchema,
  sandboxPayResultSchema,
  webhookParamsSchema,
} from '@common/schemas/payments';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { PaymentQueries } from './service';

const TAGS = ['payments'];

const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

export function paymentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const queries = new PaymentQueries(ctx.db);
  return async (app) => {
    app.get(
      '/api/payments/options',
      {
        schema: {
          tags: TAGS,
          summary: "Premium's monthly price, the contest fee and the payment methods of a language",
          description:
            'Prices in minor units of the currency, computed by the server from the regional table (spec section 9). ' +
            "Without ?language a member gets their preferred language's; an unknown language is English.",
          querystring: paymentOptionsQuerySchema,
          response: { 200: paymentOptionsSchema, 400: apiErrorSchema },
        },
      },
      async (request) => ctx.payments.options(request.query.language ?? request.user?.preferredLanguage),
    );

    app.get(
      '/api/payments',
      {
        schema: {
          tags: TAGS,
          summary: 'Your payments, newest first (the 100 latest)',
          response: { 200: paymentListSchema, 401: messageSchema },
        },
      },
      async (request) => ({ payments: await queries.listOwn(requireUser(request).id) }),
    );

    app.get(
      '/api/payments/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'One of your payments: its status and, when it failed, the reason',
          params: paymentIdParamsSchema,
          response: {
            200: paymentSummarySchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        const payment = await queries.getOwn(request.params.id, requireUser(request).id);
        if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
        return payment;
      },
    );

    app.get(
      '/api/payments/sandbox/:checkoutId',
      {
        schema: {
          tags: TAGS,
          summary: "One of your test-mode checkouts, for the sandbox's checkout page",
          params: sandboxCheckoutParamsSchema,
          response: {
            200: sandboxCheckoutSchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        const checkout = await ctx.payments.sandbox.checkoutFor(
          request.params.checkoutId,
          requireUser(request).id,
        );
        if (!checkout) throw notFound(PAYMENT_MESSAGES.checkoutNotFound);
        return checkout;
      },
    );

    app.post(
      '/api/payments/sandbox/:checkoutId/pay',
      {
        schema: {
          tags: TAGS,
          summary:
            "Pay one of your test-mode checkouts with one of Stripe's test cards or the PayPal (test) button",
          description:
            '4242 4242 4242 4242 pays; 4000 0000 0000 0341 pays and its renewals fail; 4000 0000 0000 0002 is declined; ' +
            '4000 0000 0000 9995 has insufficient funds; any other number is incorrect. A card outcome answers 200 ' +
            "with status 'failed' and Stripe's message (a decline is recorded on the payment); a malformed expiry " +
            'date or security code answers 400; a checkout no longer open 409.',
          params: sandboxCheckoutParamsSchema,
          body: sandboxPayBodySchema,
          response: {
            200: sandboxPayResultSchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const result = await ctx.payments.sandbox.pay(
          request.params.checkoutId,
          requireUser(request).id,
          request.body,
        );
        if (!result) throw notFound(PAYMENT_MESSAGES.checkoutNotFound);
        return result;
      },
    );

    // Providers sign the exact bytes they send: this route alone keeps the body as a Buffer (any content type).
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      const webhooks = scope.withTypeProvider<ZodTypeProvider>();
      webhooks.post(
        '/api/payments/webhooks/:provider',
        {
          schema: {
            tags: TAGS,
            summary: "A payment provider's webhook (Stripe, PayPal, or the built-in sandbox's own events)",
            description:
              'No session: the provider signs the raw body (Stripe-Signature; PayPal verify-webhook-signature; the ' +
              'sandbox its own HMAC). A bad signature answers 400 and stores nothing; an event delivered twice is ' +
              'stored once and changes nothing the second time.',
            params: webhookParamsSchema,
            response: { 200: webhookAnswerSchema, 400: apiErrorSchema, 404: messageSchema },
          },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const result = await ctx.payments.handleWebhook(request.params.provider, raw, request.headers);
          return { received: true as const, duplicate: !result.stored };
        },
      );
    });
  };
}

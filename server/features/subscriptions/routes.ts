// Premium Explorer under /api/subscription: the member's plan, a checkout at the server's price for their
// language, cancelling at the end of the paid period and resuming, and the provider's portal. All of it is the
// signed-in member's own.
import {
  checkoutStartedSchema,
  subscriptionCheckoutBodySchema,
  subscriptionPortalSchema,
  subscriptionSummarySchema,
} from '@common/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';

const TAGS = ['subscription'];

export function subscriptionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.payments.subscriptions;
  return async (app) => {
    app.get(
      '/api/subscription',
      {
        schema: {
          tags: TAGS,
          summary:
            'Your plan: tier, subscription status, the paid period, grace days, complimentary months, price',
          response: { 200: subscriptionSummarySchema, 401: messageSchema },
        },
      },
      async (request) => service.summary(requireUser(request).id),
    );

    app.post(
      '/api/subscription/checkout',
      {
        schema: {
          tags: TAGS,
          summary: 'Start a Premium Explorer checkout by card or PayPal; answers where the browser goes next',
          description:
            "The price and currency are the server's for your preferred language (anything else sent is ignored). " +
            '403 where subscriptions are off for the language (spec section 8), 400 for a method the language does ' +
            'not have, 409 when you already have Premium. A second click within 30 minutes returns the same checkout.',
          body: subscriptionCheckoutBodySchema,
          response: {
            200: checkoutStartedSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            409: apiErrorSchema,
            502: messageSchema,
          },
        },
      },
      async (request) => service.checkout(requireUser(request), request.body.method),
    );

    app.post(
      '/api/subscription/cancel',
      {
        schema: {
          tags: TAGS,
          summary: 'End your subscription when the paid period ends (you keep Premium until then)',
          response: { 200: subscriptionSummarySchema, 401: messageSchema, 409: apiErrorSchema },
        },
      },
      async (request) => service.cancel(requireUser(request).id),
    );

    app.post(
      '/api/subscription/resume',
      {
        schema: {
          tags: TAGS,
          summary: 'Keep a subscription you had set to end',
          response: { 200: subscriptionSummarySchema, 401: messageSchema, 409: apiErrorSchema },
        },
      },
      async (request) => service.resume(requireUser(request).id),
    );

    app.post(
      '/api/subscription/portal',
      {
        schema: {
          tags: TAGS,
          summary:
            "The payment provider's own page for your card and invoices (Stripe); 409 where there is none",
          response: { 200: subscriptionPortalSchema, 401: messageSchema, 409: apiErrorSchema },
        },
      },
      async (request) => service.portal(requireUser(request).id),
    );
  };
}

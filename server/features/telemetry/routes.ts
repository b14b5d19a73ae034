// /api/errors and /api/analytics/*: what browsers report about errors, engagement and flows. Open to
// visitors too (they hit errors as well), so every address is rate limited.
import {
  engagementEventSchema,
  errorBatchSchema,
  errorReportSchema,
  flowEventSchema,
} from '@common/schemas/telemetry';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { errorAlertsFor } from '../operations/alerts';
import { type Reporter, TelemetryService } from './service';

export const TOO_MANY_REPORTS = 'Too many reports from this address. Please wait a minute and try again.';

const accepted = z.object({ ok: z.literal(true) });

/** The member is the one signed in on this request; ids in the body are the client's claim and ignored. */
const reporterOf = (request: FastifyRequest): Reporter => ({
  userId: request.user?.id ?? null,
  userAgent: request.headers['user-agent'],
});

export function telemetryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const telemetry = new TelemetryService(ctx.db, ctx.clock);
  // Alert policies are looked at after the reply (operations/alerts.ts): an alert never slows a report.
  const alerts = errorAlertsFor(ctx);
  return async (app) => {
    // Counted before the body is read, so a flood costs no parsing or validation.
    app.addHook('onRequest', async (request) => {
      await ctx.rateLimits.telemetry.consume(request.ip, TOO_MANY_REPORTS);
    });

    app.post(
      '/api/errors',
      {
        config: { repairText: true },
        schema: {
          tags: ['telemetry'],
          summary: 'Report one client-side error',
          body: errorReportSchema,
          response: { 201: z.object({ id: z.number().int() }) },
        },
      },
      async (request, reply) => {
        const stored = await telemetry.recordError(request.body, reporterOf(request));
        alerts.afterReports([stored]);
        return reply.status(201).send({ id: stored.id });
      },
    );

    // Its own scope, so the text/plain reading below applies to this route only.
    await app.register(async (scope) => {
      const beacon = scope.withTypeProvider<ZodTypeProvider>();
      // Some browsers send navigator.sendBeacon payloads as text/plain; the content is still JSON, read with
      // the same prototype-poisoning guards as application/json.
      beacon.removeContentTypeParser('text/plain');
      beacon.addContentTypeParser(
        'text/plain',
        { parseAs: 'string' },
        beacon.getDefaultJsonParser('error', 'error'),
      );
      beacon.post(
        '/api/errors/batch',
        {
          config: { repairText: true },
          schema: {
            tags: ['telemetry'],
            summary: 'Report queued client-side errors at once (also accepts a text/plain beacon)',
            body: errorBatchSchema,
            response: { 201: z.object({ received: z.number().int() }) },
          },
        },
        async (request, reply) => {
          const stored = await telemetry.recordErrors(request.body.errors, reporterOf(request));
          alerts.afterReports(stored);
          return reply.status(201).send({ received: stored.length });
        },
      );
    });

    app.post(
      '/api/analytics/engagement',
      {
        config: { repairText: true },
        schema: {
          tags: ['telemetry'],
          summary: 'Record an engagement event (page view, click, ...)',
          body: engagementEventSchema,
          response: { 202: accepted },
        },
      },
      async (request, reply) => {
        await telemetry.recordEngagement(request.body, reporterOf(request));
        return reply.status(202).send({ ok: true as const });
      },
    );

    app.post(
      '/api/analytics/flow',
      {
        config: { repairText: true },
        schema: {
          tags: ['telemetry'],
          summary: 'Record a step of a user flow (sign-up, upload, payment, ...)',
          body: flowEventSchema,
          response: { 202: accepted },
        },
      },
      async (request, reply) => {
        await telemetry.recordFlow(request.body, reporterOf(request));
        return reply.status(202).send({ ok: true as const });
      },
    );
  };
}

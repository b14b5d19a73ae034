// GET /api/health: whether the database, media storage and mail are usable, for monitors and the README.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/context';

const partSchema = z.object({ ok: z.boolean(), kind: z.string() });

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Liveness, and the benchmark's reference: the framework's own ceiling for a constant JSON answer.
    app.get(
      '/api/ping',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness check answering a constant',
          response: { 200: z.object({ pong: z.literal(true) }) },
        },
      },
      async () => ({ pong: true as const }),
    );

    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'State of the database, storage and mail',
          response: {
            200: z.object({
              status: z.enum(['ok', 'degraded']),
              database: partSchema,
              storage: partSchema,
              mail: partSchema,
            }),
            503: z.object({
              status: z.enum(['ok', 'degraded']),
              database: partSchema,
              storage: partSchema,
              mail: partSchema,
            }),
          },
        },
      },
      async (_request, reply) => {
        const [database, storage, mail] = await Promise.all([
          ctx.database.ping().then(
            () => true,
            () => false,
          ),
          ctx.media.check(),
          ctx.mailer.check(),
        ]);
        const ok = database && storage && mail;
        return reply.status(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'degraded',
          database: { ok: database, kind: ctx.database.kind },
          storage: { ok: storage, kind: ctx.media.kind },
          mail: { ok: mail, kind: ctx.mailer.kind },
        });
      },
    );
  };
}

// GET /api/notifications/unread-count: the signed-in member's unread badge (polled every 30 s).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { messageSchema } from '../users/response-schemas';
import { countUnreadNotifications } from './service';

export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/notifications/unread-count',
      {
        schema: {
          tags: ['notifications'],
          summary: "How many of the signed-in member's notifications are unread",
          response: { 200: z.object({ unreadCount: z.number().int() }), 401: messageSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        // Per member and changing: never kept by a shared cache.
        reply.header('cache-control', 'private, no-store');
        return { unreadCount: await countUnreadNotifications(ctx.db, user.id) };
      },
    );
  };
}

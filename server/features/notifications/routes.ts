// /api/notifications: the signed-in member's notifications (newest first), marking them read, and the unread
// badge count (polled every 30 s). Everything here is the member's own: others' ids answer 404.
import { NEXT_CURSOR_HEADER } from '@common/schemas/sightings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { appNotificationSchema, presentNotification } from './presenters';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './service';

const ID_MESSAGE = 'The notification id must be a whole number between 1 and 2147483647';
/** Ids are PostgreSQL integers: anything outside their range cannot exist and would fail in SQL. */
const idParams = z.strictObject({
  id: z.coerce.number(ID_MESSAGE).int(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE),
});

const LIMIT_MESSAGE = 'The limit must be a whole number between 1 and 50';
const listQuery = z.strictObject({
  limit: z.coerce
    .number(LIMIT_MESSAGE)
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(50, LIMIT_MESSAGE)
    .default(20),
  /** Opaque; copy it from the x-next-cursor header of the previous page. */
  cursor: z.string().max(100).optional(),
});

const NOT_FOUND = 'Notification not found';

export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: "The signed-in member's notifications, newest first, one page at a time",
          description: `When more notifications exist, the ${NEXT_CURSOR_HEADER} response header holds the cursor of the next page.`,
          querystring: listQuery,
          response: { 200: z.array(appNotificationSchema), 400: apiErrorSchema, 401: messageSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const page = await listNotifications(ctx.db, user.id, request.query);
        reply.header('cache-control', 'private, no-store');
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.items.map(presentNotification);
      },
    );

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

    app.post(
      '/api/notifications/read-all',
      {
        schema: {
          tags: ['notifications'],
          summary: "Marks all of the signed-in member's notifications read",
          response: { 200: z.object({ updated: z.number().int() }), 401: messageSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return { updated: await markAllNotificationsRead(ctx.db, user.id) };
      },
    );

    app.post(
      '/api/notifications/:id/read',
      {
        schema: {
          tags: ['notifications'],
          summary: "Marks one of the signed-in member's notifications read",
          description: "Another member's notification answers 404, exactly like one that does not exist.",
          params: idParams,
          response: {
            200: z.object({ id: z.number().int(), isRead: z.literal(true) }),
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { id } = request.params;
        if (!(await markNotificationRead(ctx.db, user.id, id))) throw notFound(NOT_FOUND);
        return { id, isRead: true as const };
      },
    );
  };
}

// Bookmarks: POST/DELETE /api/bookmarks, DELETE /api/sightings/:id/bookmark, GET /api/bookmarks (paged) and the
// named collections under /api/bookmarks/collections. All are the signed-in member's own.
import { NEXT_CURSOR_HEADER } from '@common/schemas/sightings';
import { bookmarkInputSchema, bookmarkListQuerySchema, collectionNameSchema } from '@common/schemas/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { actorOf, authorize } from '../../http/policies';
import { namesLanguage } from '../sightings/names-language';
import { idParamsFor, sightingIdParams } from '../sightings/params';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { bookmarkCollectionSchema, bookmarkSchema, presentBookmark } from './presenters';
import { BOOKMARK_NOT_FOUND_MESSAGE, BookmarkService } from './service';

const collectionParams = z.strictObject({ name: collectionNameSchema });
const removeQuery = z.strictObject({ collection: collectionNameSchema.optional() });

export function bookmarkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new BookmarkService(ctx.db);
  const adminUsername = ctx.config.ADMIN_USERNAME;
  return async (app) => {
    // Every answer here is one member's own data.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.post(
      '/api/bookmarks',
      {
        schema: {
          tags: ['bookmarks'],
          summary:
            "Bookmark a sighting (collection 'Saved' unless named); 200 with the existing one if already there",
          body: bookmarkInputSchema,
          response: {
            200: bookmarkSchema,
            201: bookmarkSchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { view, created } = await service.add(
          user.id,
          request.body,
          namesLanguage(request, reply, undefined),
        );
        return reply.status(created ? 201 : 200).send(presentBookmark(view, adminUsername));
      },
    );

    app.get(
      '/api/bookmarks',
      {
        schema: {
          tags: ['bookmarks'],
          summary: 'Your bookmarks, newest first, in one collection or all',
          description: `When more exist, the ${NEXT_CURSOR_HEADER} response header holds the cursor of the next page.`,
          querystring: bookmarkListQuerySchema,
          response: { 200: z.array(bookmarkSchema), 400: apiErrorSchema, 401: messageSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const page = await service.list(user.id, request.query, namesLanguage(request, reply, undefined));
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.items.map((b) => presentBookmark(b, adminUsername));
      },
    );

    app.delete(
      '/api/bookmarks/:id',
      {
        schema: {
          tags: ['bookmarks'],
          summary: 'Remove one of your bookmarks',
          params: idParamsFor('bookmark'),
          response: {
            200: okSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        requireUser(request);
        const bookmark = await service.findRow(request.params.id);
        if (!bookmark) throw notFound(BOOKMARK_NOT_FOUND_MESSAGE);
        authorize(actorOf(request), 'bookmark.delete', bookmark);
        await service.remove(bookmark.id);
        return { ok: true as const };
      },
    );

    app.delete(
      '/api/sightings/:id/bookmark',
      {
        schema: {
          tags: ['bookmarks'],
          summary: 'Take a sighting out of one of your collections (collection=...), or out of all of them',
          params: sightingIdParams,
          querystring: removeQuery,
          response: {
            200: z.object({ removed: z.number().int(), bookmarkedByMe: z.boolean() }),
            400: apiErrorSchema,
            401: messageSchema,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return service.removeSighting(user.id, request.params.id, request.query.collection);
      },
    );

    app.get(
      '/api/bookmarks/collections',
      {
        schema: {
          tags: ['bookmarks'],
          summary: "Your bookmark collections with their sizes ('Saved' always first)",
          response: { 200: z.array(bookmarkCollectionSchema), 401: messageSchema },
        },
      },
      async (request) => service.collections(requireUser(request).id),
    );

    app.patch(
      '/api/bookmarks/collections/:name',
      {
        schema: {
          tags: ['bookmarks'],
          summary: 'Rename one of your collections',
          params: collectionParams,
          body: z.strictObject({ name: collectionNameSchema }),
          response: {
            200: bookmarkCollectionSchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return service.renameCollection(user.id, request.params.name, request.body.name);
      },
    );

    app.delete(
      '/api/bookmarks/collections/:name',
      {
        schema: {
          tags: ['bookmarks'],
          summary: "Delete one of your collections with its bookmarks ('Saved' cannot be deleted)",
          params: collectionParams,
          response: {
            200: z.object({ ok: z.literal(true), removed: z.number().int() }),
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return { ok: true as const, removed: await service.deleteCollection(user.id, request.params.name) };
      },
    );
  };
}

// Comments on sightings: GET /api/sightings/:id/comments, POST /api/comments, DELETE /api/comments/:id (author
// or administrator) and POST /api/comments/:id/like.
import { commentInputSchema, commentLikeSchema } from '@common/schemas/comments';
import { IDEMPOTENCY_KEY_HEADER, idempotencyHeadersSchema } from '@common/schemas/field';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { authorize, requireActor } from '../../http/policies';
import { idempotencyKeyOf, idempotent, markReplay } from '../field/idempotency';
import { idParamsFor, sightingIdParams } from '../sightings/params';
import { apiErrorSchema } from '../sightings/presenters';
import { SIGHTING_NOT_FOUND_MESSAGE } from '../sightings/write-service';
import { messageSchema } from '../users/response-schemas';
import { commentLikeStateSchema, commentSchema, presentComment, presentThread } from './presenters';
import { COMMENT_NOT_FOUND_MESSAGE, CommentService } from './service';

const commentIdParams = idParamsFor('comment');
const BODY_NOT_OBJECT_MESSAGE = 'The request body must be a JSON object.';

export function commentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new CommentService(ctx.db);
  return async (app) => {
    app.get(
      '/api/sightings/:id/comments',
      {
        schema: {
          tags: ['comments'],
          summary: 'Comments of a sighting, oldest first, each with its replies',
          params: sightingIdParams,
          response: { 200: z.array(commentSchema), 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => {
        const views = await service.listForSighting(
          request.params.id,
          request.user?.id ?? null,
          request.admin !== null,
        );
        if (!views) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
        return presentThread(views);
      },
    );

    app.post(
      '/api/comments',
      {
        schema: {
          tags: ['comments'],
          summary: 'Post a comment, or a reply to a top-level comment (parentCommentId)',
          description:
            `With an \`${IDEMPOTENCY_KEY_HEADER}\` header, sending it again (the same member, the same key) ` +
            'answers the comment the first send posted, 201 again, instead of posting a second one.',
          headers: idempotencyHeadersSchema,
          body: commentInputSchema,
          response: {
            201: commentSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
            // A banned word (features/moderation/banned-words.ts).
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const clientKey = idempotencyKeyOf(request);
        const { value: id, replayed } = await idempotent(
          clientKey,
          (key) => service.findByClientKey(user.id, key),
          () => service.create(user.id, request.body, clientKey),
        );
        const view = await service.get(id, user.id);
        if (!view) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
        if (replayed) markReplay(reply);
        return reply.status(201).send(presentComment(view));
      },
    );

    app.delete(
      '/api/comments/:id',
      {
        schema: {
          tags: ['comments'],
          summary: 'Delete a comment and its replies (its author, or the administrator)',
          params: commentIdParams,
          response: {
            200: z.object({ ok: z.literal(true), removed: z.number().int() }),
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const comment = await service.findRow(request.params.id);
        if (!comment) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
        authorize(actor, 'comment.delete', comment);
        return { ok: true as const, removed: await service.remove(comment) };
      },
    );

    app.post(
      '/api/comments/:id/like',
      {
        // A bare POST (no body at all) likes; a body that was sent must be the JSON object of the contract.
        preValidation: async (request) => {
          if (request.body === null && request.headers['content-type'] !== undefined)
            throw badRequest(BODY_NOT_OBJECT_MESSAGE);
        },
        schema: {
          tags: ['comments'],
          summary: 'Like (default) or unlike a comment; answers whether you like it and the count',
          params: commentIdParams,
          body: commentLikeSchema.nullish(),
          response: {
            200: commentLikeStateSchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const action = request.body?.action ?? 'like';
        return service.setLike(user.id, request.params.id, action === 'like');
      },
    );
  };
}

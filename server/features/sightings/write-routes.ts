// POST /api/sightings (publish), PATCH /api/sightings/:id (edit, author only), DELETE /api/sightings/:id
// (author, or the administrator moderating).
import type { LanguageCode } from '@common/constants/languages';
import { IDEMPOTENCY_KEY_HEADER, idempotencyHeadersSchema } from '@common/schemas/field';
import { sightingInputSchema, sightingUpdateSchema } from '@common/schemas/sightings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { actorOf, authorize, requireActor } from '../../http/policies';
import { idempotencyKeyOf, idempotent, markReplay } from '../field/idempotency';
import { messageSchema } from '../users/response-schemas';
import { namesLanguage } from './names-language';
import { sightingIdParams } from './params';
import { apiErrorSchema, okSchema, presentSightingDetail, sightingDetailSchema } from './presenters';
import type { SightingService } from './service';
import { SIGHTING_NOT_FOUND_MESSAGE, type SightingWriteService } from './write-service';

export function writeRoutes(
  ctx: AppContext,
  deps: { sightings: SightingService; writes: SightingWriteService },
): FastifyPluginAsyncZod {
  const adminUsername = ctx.config.ADMIN_USERNAME;
  // zod 4 applies defaults inside .partial() (isPublic, confidence), so the parsed edit cannot tell "sent"
  // from "defaulted": the keys the client actually sent are noted before validation.
  const sentFields = new WeakMap<FastifyRequest, string[]>();

  async function detail(id: number, viewerId: number, lang: LanguageCode) {
    const view = await deps.sightings.get(id, viewerId, lang);
    if (!view) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
    return presentSightingDetail(view, adminUsername);
  }

  return async (app) => {
    app.post(
      '/api/sightings',
      {
        schema: {
          tags: ['sightings'],
          summary:
            'Publish a sighting, with a photo or video uploaded first through POST /api/media, or without',
          description:
            `With an \`${IDEMPOTENCY_KEY_HEADER}\` header, sending it again (the same member, the same key) ` +
            'answers the sighting the first send published, 201 again, instead of publishing a second one.',
          headers: idempotencyHeadersSchema,
          body: sightingInputSchema,
          response: {
            201: sightingDetailSchema,
            400: apiErrorSchema,
            401: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const clientKey = idempotencyKeyOf(request);
        const { value: id, replayed } = await idempotent(
          clientKey,
          (key) => deps.writes.findByClientKey(user.id, key),
          () => deps.writes.create(user.id, request.body, clientKey),
        );
        if (replayed) markReplay(reply);
        // Location alerts wait on the job it queued: the worker starts it now rather than at its next poll.
        else app.jobs.wake();
        return reply.status(201).send(await detail(id, user.id, namesLanguage(request, reply, undefined)));
      },
    );

    app.patch(
      '/api/sightings/:id',
      {
        preValidation: async (request) => {
          const body = request.body;
          if (body && typeof body === 'object' && !Array.isArray(body))
            sentFields.set(request, Object.keys(body));
        },
        schema: {
          tags: ['sightings'],
          summary: 'Edit your sighting: only the fields sent change; an empty text clears it',
          params: sightingIdParams,
          body: sightingUpdateSchema,
          response: {
            200: sightingDetailSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const row = await deps.writes.findRow(request.params.id, user.id);
        if (!row) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
        authorize(actorOf(request), 'sighting.update', row);
        await deps.writes.update(row.id, request.body, sentFields.get(request) ?? []);
        return detail(row.id, user.id, namesLanguage(request, reply, undefined));
      },
    );

    app.delete(
      '/api/sightings/:id',
      {
        schema: {
          tags: ['sightings'],
          summary: 'Delete a sighting (its author, or the administrator)',
          description:
            'Comments, likes and bookmarks go with it; its photo or video is removed by a background job.',
          params: sightingIdParams,
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
        const actor = requireActor(request);
        const row = await deps.writes.findRow(request.params.id, actor.userId, actor.isAdmin);
        if (!row) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
        authorize(actor, 'sighting.delete', row);
        await deps.writes.remove(row.id);
        return { ok: true as const };
      },
    );
  };
}

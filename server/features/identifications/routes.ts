// Community identification routes:
//   GET  /api/sightings/:id/identifications          the panel (public for visible sightings)
//   POST /api/sightings/:id/identifications          propose or change your identification (members)
//   DELETE /api/sightings/:id/identification         withdraw your current identification
//   POST /api/sightings/:id/identification-request   the author asks the community and experts for help
//   GET  /api/identification-requests                open requests, high priority first (public)
//   POST /api/identification-requests/:id/answers    an expert's answer (expert mark in the category)
//   POST /api/identification-requests/:id/resolve    the author accepts a species
//   POST /api/identification-requests/:id/close      the author closes it
//   GET  /api/profiles/:id/life-list, /api/profiles/:id/expertise
import {
  expertAnswerInputSchema,
  identificationInputSchema,
  identificationRequestInputSchema,
  lifeListQuerySchema,
  requestListQuerySchema,
  resolveRequestInputSchema,
} from '@common/schemas/identifications';
import { NEXT_CURSOR_HEADER } from '@common/schemas/sightings';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { actorOf, authorize } from '../../http/policies';
import { idParamsFor, sightingIdParams } from '../sightings/params';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { expertiseOf } from './expertise';
import { lifeList } from './life-list';
import {
  expertiseSchema,
  identificationRequestSchema,
  lifeListSchema,
  openRequestSchema,
  sightingIdentificationsSchema,
} from './presenters';
import { IdentificationRequestService, REQUEST_NOT_FOUND_MESSAGE, type RequestRow } from './requests';
import {
  IDENTIFICATION_NOT_FOUND_MESSAGE,
  IdentificationService,
  SIGHTING_NOT_FOUND_MESSAGE,
  visibleSighting,
} from './service';

export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found';

const requestParams = idParamsFor('identification request');
const settledResponses = {
  200: sightingIdentificationsSchema,
  400: apiErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: apiErrorSchema,
};
const memberParams = idParamsFor('member');

export function identificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const identifications = new IdentificationService(ctx.db, ctx.clock);
  const requests = new IdentificationRequestService(ctx.db, ctx.clock);

  async function sightingFor(id: number, viewerId: number | null, isAdmin: boolean) {
    const sighting = await visibleSighting(ctx.db, id, viewerId, isAdmin);
    if (!sighting) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
    return sighting;
  }

  /** A request whose sighting the viewer may see (a private sighting's request reads as missing). */
  async function requestFor(id: number, viewerId: number | null): Promise<RequestRow> {
    const request = await requests.find(id);
    if (!request || !(await visibleSighting(ctx.db, request.sightingId, viewerId)))
      throw notFound(REQUEST_NOT_FOUND_MESSAGE);
    return request;
  }

  /** The request's author resolves or closes it; the answer is the sighting's identifications panel. */
  async function settleOwnRequest(
    request: FastifyRequest,
    id: number,
    outcome: Parameters<IdentificationRequestService['settle']>[1],
  ) {
    const user = requireUser(request);
    const row = await requestFor(id, user.id);
    authorize(actorOf(request), 'identificationRequest.manage', { userId: row.requestedBy });
    await requests.settle(row, outcome);
    return identifications.panel(await sightingFor(row.sightingId, user.id, false));
  }

  async function memberExists(id: number) {
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  }

  return async (app) => {
    app.get(
      '/api/sightings/:id/identifications',
      {
        schema: {
          tags: ['identifications'],
          summary: "A sighting's identifications, community taxon, quality grade and identification request",
          params: sightingIdParams,
          response: { 200: sightingIdentificationsSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return identifications.panel(await sightingFor(request.params.id, actor.userId, actor.isAdmin));
      },
    );

    app.post(
      '/api/sightings/:id/identifications',
      {
        schema: {
          tags: ['identifications'],
          summary: 'Propose your identification of a public sighting (your latest one is your current one)',
          params: sightingIdParams,
          body: identificationInputSchema,
          response: {
            201: sightingIdentificationsSchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const sighting = await sightingFor(request.params.id, user.id, false);
        const { speciesId, comment } = request.body;
        await identifications.identify(user.id, sighting, speciesId, comment ?? null);
        reply.header('cache-control', 'private, no-store');
        return reply.status(201).send(await identifications.panel(sighting));
      },
    );

    app.delete(
      '/api/sightings/:id/identification',
      {
        schema: {
          tags: ['identifications'],
          summary: 'Withdraw your current identification of a sighting (kept in its history)',
          params: sightingIdParams,
          response: {
            200: sightingIdentificationsSchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const sighting = await sightingFor(request.params.id, user.id, false);
        const mine = await identifications.currentOf(user.id, sighting.id);
        if (!mine) throw notFound(IDENTIFICATION_NOT_FOUND_MESSAGE);
        // Only one's own: the lookup above is by the signed-in member, so the policy holds by construction.
        authorize(actorOf(request), 'identification.withdraw', mine);
        await identifications.withdraw(mine.id);
        return identifications.panel(sighting);
      },
    );

    app.post(
      '/api/sightings/:id/identification-request',
      {
        schema: {
          tags: ['identifications'],
          summary:
            "Ask the community and experts to identify your sighting (premium members' requests are high priority)",
          params: sightingIdParams,
          body: identificationRequestInputSchema,
          response: {
            201: identificationRequestSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const sighting = await sightingFor(request.params.id, user.id, false);
        authorize(actorOf(request), 'identificationRequest.manage', sighting);
        const created = await requests.create(user.id, sighting, request.body.note ?? null);
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/api/identification-requests',
      {
        schema: {
          tags: ['identifications'],
          summary: 'Open identification requests on public sightings: high priority first, then the oldest',
          description: `When more exist, the ${NEXT_CURSOR_HEADER} response header holds the cursor of the next page.`,
          querystring: requestListQuerySchema,
          response: { 200: z.array(openRequestSchema), 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const page = await requests.listOpen(request.query);
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.items;
      },
    );

    app.post(
      '/api/identification-requests/:id/answers',
      {
        schema: {
          tags: ['identifications'],
          summary: "Answer a request as an expert of the sighting's category (also your identification)",
          params: requestParams,
          body: expertAnswerInputSchema,
          response: {
            201: sightingIdentificationsSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const row = await requestFor(request.params.id, user.id);
        await requests.answer(user.id, row, request.body.speciesId, request.body.notes ?? null);
        const sighting = await sightingFor(row.sightingId, user.id, false);
        return reply.status(201).send(await identifications.panel(sighting));
      },
    );

    app.post(
      '/api/identification-requests/:id/resolve',
      {
        schema: {
          tags: ['identifications'],
          summary: 'Resolve your request with the species you accept',
          params: requestParams,
          body: resolveRequestInputSchema,
          response: settledResponses,
        },
      },
      (request) =>
        settleOwnRequest(request, request.params.id, { resolvedSpeciesId: request.body.speciesId }),
    );

    app.post(
      '/api/identification-requests/:id/close',
      {
        schema: {
          tags: ['identifications'],
          summary: 'Close your request without a species',
          params: requestParams,
          response: settledResponses,
        },
      },
      (request) => settleOwnRequest(request, request.params.id, 'closed'),
    );

    app.get(
      '/api/profiles/:id/life-list',
      {
        schema: {
          tags: ['identifications'],
          summary:
            "A member's life list: species recorded, first and last seen, sightings and a photo, last seen first",
          description: `When more exist, the ${NEXT_CURSOR_HEADER} response header holds the cursor of the next page.`,
          params: memberParams,
          querystring: lifeListQuerySchema,
          response: { 200: lifeListSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request, reply) => {
        await memberExists(request.params.id);
        const own = request.user?.id === request.params.id;
        const page = await lifeList(ctx.db, request.params.id, own, request.query);
        if (own) reply.header('cache-control', 'private, no-store');
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return { total: page.total, items: page.items };
      },
    );

    app.get(
      '/api/profiles/:id/expertise',
      {
        schema: {
          tags: ['identifications'],
          summary: "A member's confirmed identifications per category and the expert marks they hold",
          params: memberParams,
          response: { 200: z.array(expertiseSchema), 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => {
        await memberExists(request.params.id);
        return expertiseOf(ctx.db, request.params.id);
      },
    );
  };
}

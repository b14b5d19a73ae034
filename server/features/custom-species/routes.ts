// Custom species proposals: POST/GET /api/custom-species-proposals (the signed-in member's own) and the
// administrators' review under /api/admin/custom-species* (bearer token): list, approve, merge, reject.
import {
  adminCustomSpeciesProposalSchema,
  adminProposalListQuerySchema,
  approveProposalSchema,
  customSpeciesProposalInputSchema,
  customSpeciesProposalSchema,
  mergeProposalSchema,
  rejectProposalSchema,
} from '@common/schemas/custom-species';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { idParamsFor } from '../sightings/params';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { CustomSpeciesService } from './service';

const proposalIdParams = idParamsFor('proposal');
const reviewResponses = {
  200: customSpeciesProposalSchema,
  400: apiErrorSchema,
  401: messageSchema,
  404: messageSchema,
  409: apiErrorSchema,
};

export function customSpeciesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new CustomSpeciesService(ctx.db, ctx.clock);
  return async (app) => {
    app.post(
      '/api/custom-species-proposals',
      {
        schema: {
          tags: ['species'],
          summary: 'Propose a species the catalogue lacks, with your own uploaded photos as evidence',
          body: customSpeciesProposalInputSchema,
          response: { 201: customSpeciesProposalSchema, 400: apiErrorSchema, 401: messageSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        return reply.status(201).send(await service.propose(user.id, request.body));
      },
    );

    app.get(
      '/api/custom-species-proposals',
      {
        schema: {
          tags: ['species'],
          summary: 'Your species proposals, newest first, with how they were reviewed',
          response: { 200: z.array(customSpeciesProposalSchema), 401: messageSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'private, no-store');
        return service.mine(user.id);
      },
    );

    app.get(
      '/api/admin/custom-species',
      {
        schema: {
          tags: ['admin'],
          summary: 'Species proposals of one status (pending by default: the review queue, oldest first)',
          querystring: adminProposalListQuerySchema,
          response: {
            200: z.object({
              proposals: z.array(adminCustomSpeciesProposalSchema),
              total: z.number().int(),
              page: z.number().int(),
            }),
            400: apiErrorSchema,
            401: messageSchema,
          },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.list(request.query);
      },
    );

    app.post(
      '/api/admin/custom-species/:id/approve',
      {
        schema: {
          tags: ['admin'],
          summary: "Approve a proposal into the catalogue (source 'community'); the member is told",
          params: proposalIdParams,
          body: approveProposalSchema,
          response: reviewResponses,
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        return service.approve(admin.id, request.params.id, request.body);
      },
    );

    app.post(
      '/api/admin/custom-species/:id/merge',
      {
        schema: {
          tags: ['admin'],
          summary: "Merge a proposal into a catalogue species; the member's sightings under it follow",
          params: proposalIdParams,
          body: mergeProposalSchema,
          response: reviewResponses,
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        return service.merge(admin.id, request.params.id, request.body);
      },
    );

    app.post(
      '/api/admin/custom-species/:id/reject',
      {
        schema: {
          tags: ['admin'],
          summary: 'Reject a proposal with notes the member reads',
          params: proposalIdParams,
          body: rejectProposalSchema,
          response: reviewResponses,
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        return service.reject(admin.id, request.params.id, request.body.moderatorNotes);
      },
    );
  };
}

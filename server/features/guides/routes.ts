// Location guides under /api/guides: the list and search (previews only: search reads title, description and
// location, never the paid content), one guide (whole for its author, buyers, administrators and for free
// guides; the preview otherwise), writing one's own guides, buying, rating, and the author's sales.
// Moderation is in admin-routes.ts.
import {
  guideBuySchema,
  guideCheckoutSchema,
  guideDetailSchema,
  guideIdParamsSchema,
  guideInputSchema,
  guideListSchema,
  guideQuerySchema,
  guideRatingInputSchema,
  guideRatingListSchema,
  guideSalesSchema,
  guideStatusBodySchema,
  myGuidesSchema,
} from '@common/schemas/guides';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { namesLanguage } from '../sightings/names-language';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { GuideService } from './service';

const TAGS = ['guides'];
const refusals = {
  400: apiErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: apiErrorSchema,
};

export function guideRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const guides = new GuideService(ctx);
  return async (app) => {
    app.get(
      '/api/guides',
      {
        schema: {
          tags: TAGS,
          summary: 'Published location guides (previews), with search, filters and sort',
          description:
            'q matches title, description and location only. lat and lng (with radiusKm) find guides near a point; sort=nearest orders by distance.',
          querystring: guideQuerySchema,
          response: { 200: guideListSchema, 400: apiErrorSchema },
        },
      },
      async (request) => guides.list(request.query),
    );

    app.get(
      '/api/guides/mine',
      {
        schema: {
          tags: TAGS,
          summary: 'Your own guides, drafts included',
          response: { 200: myGuidesSchema, 401: messageSchema },
        },
      },
      async (request) => ({ guides: await guides.mine(requireUser(request).id) }),
    );

    app.get(
      '/api/guides/sales',
      {
        schema: {
          tags: TAGS,
          summary: "Your guides' sales, revenue and earnings (the author's 70% share)",
          response: { 200: guideSalesSchema, 401: messageSchema },
        },
      },
      async (request) => guides.sales(requireUser(request).id),
    );

    app.get(
      '/api/guides/:id',
      {
        schema: {
          tags: TAGS,
          summary:
            'One guide: the whole guide for its author, its buyers and free guides; the preview otherwise',
          description:
            "species names the key species in the member's preferred language (else the chosen or the browser's language).",
          params: guideIdParamsSchema,
          response: { 200: guideDetailSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request, reply) =>
        guides.detail(request.params.id, {
          user: request.user ?? null,
          admin: Boolean(request.admin),
          language: namesLanguage(request, reply, undefined),
        }),
    );

    app.get(
      '/api/guides/:id/ratings',
      {
        schema: {
          tags: TAGS,
          summary: "A guide's ratings and reviews, newest first",
          params: guideIdParamsSchema,
          response: { 200: guideRatingListSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => ({
        ratings: await guides.ratings(request.params.id, {
          user: request.user ?? null,
          admin: Boolean(request.admin),
        }),
      }),
    );

    app.post(
      '/api/guides',
      {
        schema: {
          tags: TAGS,
          summary: 'Write a guide (a draft, or published at once with publish: true)',
          description:
            'Each key species must be a species page of the catalogue (/species/{slug}): 400 names an unknown one.',
          body: guideInputSchema,
          response: { 201: guideDetailSchema, ...refusals },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await guides.create(requireUser(request), request.body)),
    );

    app.put(
      '/api/guides/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Edit your own guide',
          params: guideIdParamsSchema,
          body: guideInputSchema,
          response: { 200: guideDetailSchema, ...refusals },
        },
      },
      async (request) => guides.update(requireUser(request), request.params.id, request.body),
    );

    app.put(
      '/api/guides/:id/status',
      {
        schema: {
          tags: TAGS,
          summary: 'Publish or unpublish your own guide',
          params: guideIdParamsSchema,
          body: guideStatusBodySchema,
          response: { 200: guideDetailSchema, ...refusals },
        },
      },
      async (request) => guides.setPublished(requireUser(request), request.params.id, request.body.published),
    );

    app.delete(
      '/api/guides/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Delete your own guide (one that has sold can only be unpublished)',
          params: guideIdParamsSchema,
          response: { 200: okSchema, ...refusals },
        },
      },
      async (request) => {
        await guides.remove(requireUser(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/guides/:id/purchase',
      {
        schema: {
          tags: TAGS,
          summary: 'Buy a paid guide: answers the checkout to go to',
          description:
            "The price is the guide's own, read by the server. Once the payment succeeds (the payments webhook), the whole guide is yours to read.",
          params: guideIdParamsSchema,
          body: guideBuySchema,
          response: { 200: guideCheckoutSchema, ...refusals, 502: messageSchema },
        },
      },
      async (request) => guides.buy(requireUser(request), request.params.id, request.body.method),
    );

    app.post(
      '/api/guides/:id/ratings',
      {
        schema: {
          tags: TAGS,
          summary: 'Rate and review a guide once (buyers of a paid guide; any member for a free one)',
          params: guideIdParamsSchema,
          body: guideRatingInputSchema,
          response: { 201: guideDetailSchema, ...refusals },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await guides.rate(
              requireUser(request),
              request.params.id,
              request.body.rating,
              request.body.review,
            ),
          ),
    );
  };
}

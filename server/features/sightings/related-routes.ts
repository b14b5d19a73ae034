// The sighting page's related strips: GET /api/sightings/:id/nearby and GET /api/sightings/:id/more-from-member.
// Both answer 404 exactly when the sighting's own page does, and list only public sightings, presented as every
// list presents them (their public position for anyone but their author).
import { RELATED_SIGHTINGS_MAX } from '@common/schemas/sighting-filters';
import { sightingReadQuerySchema } from '@common/schemas/sightings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { messageSchema } from '../users/response-schemas';
import { namesLanguage } from './names-language';
import { sightingIdParams } from './params';
import { apiErrorSchema, presentSighting, sightingSchema } from './presenters';
import type { RelatedKind, RelatedSightings } from './related-service';
import { SIGHTING_NOT_FOUND_MESSAGE } from './write-service';

const STRIPS: { kind: RelatedKind; summary: string; description: string }[] = [
  {
    kind: 'nearby',
    summary: `Up to ${RELATED_SIGHTINGS_MAX} public sightings nearest to this one, nearest first`,
    description:
      'Measured from the public position (an obscured sighting from its point inside its cell); a sighting without one (private, or never placed) has none.',
  },
  {
    kind: 'more-from-member',
    summary: `Up to ${RELATED_SIGHTINGS_MAX} other public sightings of the same member, newest first`,
    description: 'Only public sightings, whoever asks (the member’s own private ones stay on their profile).',
  },
];

export function relatedRoutes(ctx: AppContext, deps: { related: RelatedSightings }): FastifyPluginAsyncZod {
  const adminUsername = ctx.config.ADMIN_USERNAME;
  return async (app) => {
    for (const strip of STRIPS) {
      app.get(
        `/api/sightings/:id/${strip.kind}`,
        {
          schema: {
            tags: ['sightings'],
            summary: strip.summary,
            description: strip.description,
            params: sightingIdParams,
            querystring: sightingReadQuerySchema,
            response: { 200: z.array(sightingSchema), 400: apiErrorSchema, 404: messageSchema },
          },
        },
        async (request, reply) => {
          const items = await deps.related.strip(strip.kind, {
            id: request.params.id,
            viewerId: request.user?.id ?? null,
            lang: namesLanguage(request, reply, request.query.lang),
            includePrivate: request.admin !== null,
          });
          if (!items) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
          return items.map((view) => presentSighting(view, adminUsername));
        },
      );
    }
  };
}

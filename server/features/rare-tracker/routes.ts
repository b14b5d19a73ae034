// The rare tracker's API: GET /api/rare-sightings (filtered, sorted, paged), GET /api/rare-sightings/:id (with its
// verifications and member sightings), watching (POST/DELETE .../watch) and verifying (POST .../verifications).
// Reading is public; every position answered is the centre of the record's 0.2 degree cell.
import { PLAN_LIMITS } from '@common/constants/plans';
import {
  OWN_REPORT_MESSAGE,
  rareListQuerySchema,
  rareSightingDetailSchema,
  rareSightingListSchema,
  rareSightingParamsSchema,
  rareSightingSchema,
  VERIFICATION_RULE_TEXT,
  verificationInputSchema,
  watchInputSchema,
} from '@common/schemas/rare-tracker';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/context';
import { requireActor } from '../../http/policies';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { RareTrackerService } from './service';

const POSITION_NOTE =
  'Positions are the centre of the 0.2 degree cell (about 22 km) the record lies in, and places no finer than the region.';

export function rareTrackerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new RareTrackerService(ctx.db);
  return async (app) => {
    app.get(
      '/api/rare-sightings',
      {
        schema: {
          tags: ['rare-tracker'],
          summary: 'Rare and threatened species recorded by members, one record per species per area',
          description: `Filtered by rarity, verification status, category and species name; sorted by last seen (recent) or times sighted (most_sighted). ${POSITION_NOTE}`,
          querystring: rareListQuerySchema,
          response: { 200: rareSightingListSchema, 400: apiErrorSchema },
        },
      },
      async (request) => service.list(request.query, request.user?.id ?? null),
    );

    app.get(
      '/api/rare-sightings/:id',
      {
        schema: {
          tags: ['rare-tracker'],
          summary: 'One rare sighting record with its verifications and the member sightings behind it',
          description: POSITION_NOTE,
          params: rareSightingParamsSchema,
          response: { 200: rareSightingDetailSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => service.detail(request.params.id, request.user?.id ?? null),
    );

    app.post(
      '/api/rare-sightings/:id/watch',
      {
        schema: {
          tags: ['rare-tracker'],
          summary: 'Watch a rare sighting record (or change how): alert radius in km, e-mail and push',
          description: `A new watch is one of the plan's notification alerts: free members keep ${PLAN_LIMITS.freeNotificationAlerts} in all, location alerts, migration alerts and watches together (403 past it); changing a watch is not a new one. Real-time pushes reach Premium Explorer members only.`,
          params: rareSightingParamsSchema,
          body: watchInputSchema,
          response: {
            200: rareSightingSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => service.watch(requireActor(request), request.params.id, request.body),
    );

    app.delete(
      '/api/rare-sightings/:id/watch',
      {
        schema: {
          tags: ['rare-tracker'],
          summary: 'Stop watching a rare sighting record',
          params: rareSightingParamsSchema,
          response: {
            200: rareSightingSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => service.unwatch(requireActor(request), request.params.id),
    );

    app.post(
      '/api/rare-sightings/:id/verifications',
      {
        schema: {
          tags: ['rare-tracker'],
          summary: "Confirm or reject a rare sighting record (a member's second verdict replaces the first)",
          description: `${VERIFICATION_RULE_TEXT} The reporter cannot verify their own record (403: "${OWN_REPORT_MESSAGE}").`,
          params: rareSightingParamsSchema,
          body: verificationInputSchema,
          response: {
            200: rareSightingDetailSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => service.verify(requireActor(request), request.params.id, request.body),
    );
  };
}

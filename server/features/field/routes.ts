// Field mode (issue 17): GET /api/field/checklist (public: the species of a place and season, which the app keeps
// for offline use) and GET /api/field/recent-species (the signed-in member's own, for the quick sighting). The
// idempotent writes the offline queue sends live with their routes (media, sightings, comments; idempotency.ts).
import {
  FIELD_CHECKLIST_DEFAULT_RADIUS_KM,
  FIELD_CHECKLIST_MAX_RADIUS_KM,
  FIELD_CHECKLIST_MAX_SPECIES,
  FIELD_RECENT_SPECIES_MAX,
  type FieldChecklist,
  fieldChecklistQuerySchema,
  fieldChecklistSchema,
  fieldRecentSpeciesSchema,
} from '@common/schemas/field';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { namesLanguage } from '../sightings/names-language';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { FieldService, seasonMonths } from './service';

/**
 * Shared caches may keep an answer that names its language this long: community counts move slowly, and a
 * checklist is read once per download.
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=300';

export function fieldRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new FieldService(ctx.db);
  return async (app) => {
    app.get(
      '/api/field/checklist',
      {
        schema: {
          tags: ['field'],
          summary: 'The species seen around a place in a season, for an offline checklist',
          description:
            `Within radiusKm (1-${FIELD_CHECKLIST_MAX_RADIUS_KM}, default ${FIELD_CHECKLIST_DEFAULT_RADIUS_KM}) ` +
            'of lat/lng, the species of public sightings at their public positions (obscured ones at their point ' +
            'inside their 0.2 degree cell, private ones never), seen in `month` (default: this month, UTC) or the ' +
            `months either side, in any year; the most seen first, at most ${FIELD_CHECKLIST_MAX_SPECIES}. ` +
            'Species are named in `lang`; an answer that names it is public.',
          querystring: fieldChecklistQuerySchema,
          response: { 200: fieldChecklistSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply): Promise<FieldChecklist> => {
        const q = request.query;
        const lang = namesLanguage(request, reply, q.lang);
        if (q.lang) reply.header('cache-control', PUBLIC_CACHE_CONTROL);
        const now = ctx.clock();
        const months = seasonMonths(q.month ?? now.getUTCMonth() + 1);
        const species = await service.checklist(
          { latitude: q.lat, longitude: q.lng, radiusKm: q.radiusKm },
          months,
          lang,
        );
        return {
          lat: q.lat,
          lng: q.lng,
          radiusKm: q.radiusKm,
          months,
          species,
          generatedAt: now.toISOString(),
        };
      },
    );

    app.get(
      '/api/field/recent-species',
      {
        schema: {
          tags: ['field'],
          summary: "The signed-in member's latest distinct species, for a quick sighting",
          description:
            `Every sighting of theirs counts, whoever may see it; the species recorded last first, at most ` +
            `${FIELD_RECENT_SPECIES_MAX}, each with how many of their sightings name it and the day of the latest.`,
          response: { 200: fieldRecentSpeciesSchema, 401: messageSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        return service.recentSpecies(user.id, namesLanguage(request, reply, undefined));
      },
    );
  };
}

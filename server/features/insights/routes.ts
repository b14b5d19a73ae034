// GET /api/insights: public like the /ai-insights page. Visitors get what is trending and, for a place they
// give, its seasons; signed-in members also get the species others see near them that they have not recorded,
// around the place they give or their latest sighting with a position.
import { LANGUAGE_CODES, type LanguageCode } from '@common/constants/languages';
import {
  INSIGHTS_LIMITS,
  type Insights,
  insightsQuerySchema,
  insightsSchema,
} from '@common/schemas/insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/context';
import { apiErrorSchema } from '../sightings/presenters';
import { InsightsService, type Place } from './service';

const isLanguage = (v: string): v is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(v);
/** A member's own position is answered no finer than about a kilometre. */
const coarse = (n: number) => Math.round(n * 100) / 100;

export function insightsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new InsightsService(ctx.db);
  return async (app) => {
    app.get(
      '/api/insights',
      {
        schema: {
          tags: ['insights'],
          summary:
            'Trending species, seasonal activity near a place, and species nearby you have not recorded',
          description:
            'Counted from public sightings. Trending: the last 30 days against the 30 before. Nearby (within ' +
            `radiusKm, ${INSIGHTS_LIMITS.minRadiusKm}-${INSIGHTS_LIMITS.maxRadiusKm} km, default ` +
            `${INSIGHTS_LIMITS.defaultRadiusKm}): the place given by latitude and longitude, else the signed-in ` +
            "member's latest sighting with a position. Species names in `lang`, else the member's language.",
          querystring: insightsQuerySchema,
          response: { 200: insightsSchema, 400: apiErrorSchema },
        },
      },
      async (request): Promise<Insights> => {
        const { latitude, longitude, radiusKm, lang } = request.query;
        const user = request.user;
        const language = lang ?? (user && isLanguage(user.preferredLanguage) ? user.preferredLanguage : 'en');
        const now = ctx.clock();
        const radius = radiusKm ?? INSIGHTS_LIMITS.defaultRadiusKm;
        let place: (Place & { source: 'query' | 'lastSighting' }) | null = null;
        if (latitude !== undefined && longitude !== undefined)
          place = { latitude, longitude, radiusKm: radius, source: 'query' };
        else if (user) {
          const last = await service.lastPosition(user.id);
          if (last) place = { ...last, radiusKm: radius, source: 'lastSighting' };
        }
        const [trending, seasonal, notYetSeen] = await Promise.all([
          service.trending(now, language),
          place ? service.seasonal(place, language) : null,
          place && user ? service.notYetSeen(user.id, place, now, language) : null,
        ]);
        return {
          signedIn: user !== null,
          trending,
          nearby:
            place && seasonal
              ? {
                  source: place.source,
                  latitude: coarse(place.latitude),
                  longitude: coarse(place.longitude),
                  radiusKm: place.radiusKm,
                  ...seasonal,
                  notYetSeen,
                }
              : null,
        };
      },
    );
  };
}

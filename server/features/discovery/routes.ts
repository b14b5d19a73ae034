// GET /api/discovery (public, like the /discovery page) and GET /api/discovery/enhanced (premium members: the
// filters and charts of /enhanced-discovery). Both read public sightings at their public positions only.
import {
  DISCOVERY_LIMITS,
  DISCOVERY_MESSAGES,
  type Discovery,
  discoveryQuerySchema,
  discoverySchema,
  type EnhancedDiscovery,
  enhancedDiscoveryQuerySchema,
  enhancedDiscoverySchema,
} from '@common/schemas/discovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangeCache } from '../../db/change-cache';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { badRequest, forbidden } from '../../http/errors';
import { benefitsOfMember } from '../benefits/member-benefits';
import { namesLanguage } from '../sightings/names-language';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { discoveryCharts } from './charts';
import type { DiscoveryFilters } from './near';
import { type DayRange, DiscoveryService, daysBefore, isoDay } from './service';

/** Answers kept per place, radius, month, language and day (emptied whenever sightings or species change). */
const ANSWERS_KEPT = 300;
/** Shared caches may keep an answer that names its language this long: community counts move slowly. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=300';

const DAY_MS = 86_400_000;
const rangeError = (message: string) => badRequest(message, [{ path: 'from', message }]);

/** The first day of the month `months` before the month of `day`. */
function monthStartBefore(day: string, months: number): string {
  const d = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 - months, 1));
  return isoDay(d);
}

export function discoveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new DiscoveryService(ctx.db);
  const answers = new ChangeCache<Discovery>(
    ctx.database.changes,
    ['wl_sightings', 'wl_species'],
    ANSWERS_KEPT,
  );

  return async (app) => {
    app.get(
      '/api/discovery',
      {
        schema: {
          tags: ['discovery'],
          summary: 'What can be seen around a place this month',
          description:
            'The place: `lat` and `lng`, or `location` (a /locations slug, whose centre is then used). Within ' +
            `radiusKm (${DISCOVERY_LIMITS.minRadiusKm}-${DISCOVERY_LIMITS.maxRadiusKm}, default ` +
            `${DISCOVERY_LIMITS.defaultRadiusKm}; for a location at least its own radius) of it, counted from public ` +
            'sightings at their public positions (obscured ones at their point inside their 0.2 degree cell, ' +
            `private ones never): species seen in the last ${DISCOVERY_LIMITS.recentDays} days, species seen in ` +
            'earlier years in `month` (default: this month) or the months either side, the protected areas and ' +
            `hot spots near it, and rare or threatened species' sightings of the last ${DISCOVERY_LIMITS.rareDays} ` +
            'days (country and region only). Species are named in `lang`; an answer that names it is public.',
          querystring: discoveryQuerySchema,
          response: { 200: discoverySchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request, reply): Promise<Discovery> => {
        const q = request.query;
        const lang = namesLanguage(request, reply, q.lang);
        if (q.lang) reply.header('cache-control', PUBLIC_CACHE_CONTROL);
        const now = ctx.clock();
        const today = isoDay(now);
        const month = q.month ?? now.getUTCMonth() + 1;
        const where = q.location ? { location: q.location } : { lat: q.lat, lng: q.lng };
        const key = JSON.stringify([where, q.radiusKm ?? null, month, lang, today]);
        return answers.read(key, async () => {
          const place = await service.place(where, q.radiusKm);
          const recent = { from: daysBefore(today, DISCOVERY_LIMITS.recentDays - 1), to: today };
          const rare = { from: daysBefore(today, DISCOVERY_LIMITS.rareDays - 1), to: today };
          const [recentSpecies, likelySpecies, hotSpots, rareSightings] = await Promise.all([
            service.recentSpecies(place, recent, {}, lang),
            service.likelySpecies(place, month, now.getUTCFullYear(), recent, {}, lang),
            service.hotSpots(place, month),
            service.rareSightings(place, rare, {}, lang),
          ]);
          return {
            centre: {
              latitude: place.latitude,
              longitude: place.longitude,
              label: place.label,
              countryCode: place.countryCode,
              locationSlug: place.locationSlug,
            },
            radiusKm: place.radiusKm,
            month,
            recentFrom: recent.from,
            recentTo: recent.to,
            recentSpecies,
            likelySpecies,
            hotSpots,
            rareSightings,
          };
        });
      },
    );

    app.get(
      '/api/discovery/enhanced',
      {
        schema: {
          tags: ['discovery'],
          summary: 'Discovery with the premium filters and charts',
          description:
            'For signed-in Premium members (401 signed out, 403 on the free plan). The same place and sections ' +
            'as /api/discovery, with filters: `from`/`to` (YYYY-MM-DD, at most ' +
            `${DISCOVERY_LIMITS.maxRangeDays} days apart) replace the recent window (default: the ` +
            `${DISCOVERY_LIMITS.recentDays} days to \`to\`, else to today) and, when given, the rare sightings' ` +
            'window; `rarity`, `timeOfDay`, `weather` (comma-separated lists), `category` and ' +
            '`notRecordedByMe=true` (species the member has no sighting of) narrow every section but the hot ' +
            'spots. Charts: sightings per month, time of day and category, from `from` (default: the start of ' +
            'the month eleven months before `to`) to `to` (default: today).',
          querystring: enhancedDiscoveryQuerySchema,
          response: {
            200: enhancedDiscoverySchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request, reply): Promise<EnhancedDiscovery> => {
        const user = requireUser(request);
        // Advanced search and analytics are a plan benefit, read now (a plan bought a minute ago counts).
        if (!(await benefitsOfMember(ctx.db, user.id)).advancedSearch)
          throw forbidden(DISCOVERY_MESSAGES.premiumOnly);
        const q = request.query;
        const lang = namesLanguage(request, reply, q.lang);
        const now = ctx.clock();
        const today = isoDay(now);
        const month = q.month ?? now.getUTCMonth() + 1;
        const to = q.to ?? today;
        // The schema checks a range given whole; one open at its end runs to today.
        const span = q.from
          ? (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / DAY_MS
          : 0;
        if (span < 0) throw rangeError(DISCOVERY_MESSAGES.range);
        if (span > DISCOVERY_LIMITS.maxRangeDays) throw rangeError(DISCOVERY_MESSAGES.rangeLength);
        const window: DayRange = { from: q.from ?? daysBefore(to, DISCOVERY_LIMITS.recentDays - 1), to };
        const rare: DayRange =
          q.from || q.to ? window : { from: daysBefore(today, DISCOVERY_LIMITS.rareDays - 1), to: today };
        const chartRange: DayRange = { from: q.from ?? monthStartBefore(to, 11), to };
        const filters: DiscoveryFilters = {
          rarity: q.rarity,
          timeOfDay: q.timeOfDay,
          weather: q.weather,
          category: q.category,
          notRecordedBy: q.notRecordedByMe ? user.id : undefined,
        };
        const place = await service.place(
          q.location ? { location: q.location } : { lat: q.lat, lng: q.lng },
          q.radiusKm,
        );
        const [recentSpecies, likelySpecies, hotSpots, rareSightings, charts] = await Promise.all([
          service.recentSpecies(place, window, filters, lang),
          service.likelySpecies(place, month, now.getUTCFullYear(), window, filters, lang),
          service.hotSpots(place, month),
          service.rareSightings(place, rare, filters, lang),
          discoveryCharts(ctx.db, place, chartRange, filters),
        ]);
        return {
          centre: {
            latitude: place.latitude,
            longitude: place.longitude,
            label: place.label,
            countryCode: place.countryCode,
            locationSlug: place.locationSlug,
          },
          radiusKm: place.radiusKm,
          month,
          recentFrom: window.from,
          recentTo: window.to,
          recentSpecies,
          likelySpecies,
          hotSpots,
          rareSightings,
          filters: {
            from: q.from ?? null,
            to: q.to ?? null,
            rarity: q.rarity ?? [],
            timeOfDay: q.timeOfDay ?? [],
            weather: q.weather ?? [],
            category: q.category ?? null,
            notRecordedByMe: q.notRecordedByMe ?? false,
          },
          charts,
        };
      },
    );
  };
}

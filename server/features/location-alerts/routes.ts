// A member's location alerts under /api/location-alerts (list, create, read, edit, delete, recent matches),
// POST /api/alert-matches/:key/viewed (the member opened a match) and GET /api/alert-allowance (the plan's
// alerts of every kind, used and allowed). Every route is the member's own data.
import { CATEGORY_VALUES } from '@common/constants/categories';
import { PLAN_LIMITS } from '@common/constants/plans';
import type { AlertAllowance } from '@common/plans/benefits';
import {
  type AlertTrigger,
  alertIdParamsSchema,
  createLocationAlertSchema,
  hoursWindowSchema,
  LOCATION_ALERT_TYPES,
  type LocationAlert,
  type LocationAlertList,
  matchKeyParamsSchema,
  PRIORITY_LEVELS,
  TRIGGER_DELIVERIES,
  TRIP_TYPES,
  updateLocationAlertSchema,
} from '@common/schemas/location-alerts';
import { RARITY_LEVELS, TIMES_OF_DAY, WEATHER_CONDITIONS } from '@common/schemas/sightings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { alertAllowance } from '../benefits/alert-allowance';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { LocationAlertService } from './service';

const statisticsSchema = z.object({
  totalTriggers: z.number().int(),
  triggersToday: z.number().int(),
  sent: z.number().int(),
  held: z.number().int(),
  capped: z.number().int(),
  throttled: z.number().int(),
  viewed: z.number().int(),
  emailsSent: z.number().int(),
  lastTriggeredAt: z.string().nullable(),
});

const alertSchema = z.object({
  id: z.number().int(),
  alertName: z.string(),
  alertType: z.enum(LOCATION_ALERT_TYPES),
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radiusKm: z.number(),
  categories: z.array(z.enum(CATEGORY_VALUES)),
  specificSpecies: z.array(z.object({ speciesId: z.number().int().nullable(), name: z.string() })),
  rarityLevels: z.array(z.enum(RARITY_LEVELS)),
  timeOfDay: z.array(z.enum(TIMES_OF_DAY)),
  weatherConditions: z.array(z.enum(WEATHER_CONDITIONS)),
  seasonality: z.array(z.number().int()),
  activeHours: hoursWindowSchema.nullable(),
  quietHours: hoursWindowSchema.nullable(),
  timeZone: z.string(),
  photographerFollowing: z.boolean(),
  smartFiltering: z.boolean(),
  priorityLevel: z.enum(PRIORITY_LEVELS),
  confidenceThreshold: z.number().int(),
  maxAlertsPerDay: z.number().int(),
  emailEnabled: z.boolean(),
  pushEnabled: z.boolean(),
  inAppEnabled: z.boolean(),
  dailyDigest: z.boolean(),
  weeklyReport: z.boolean(),
  instantHighPriority: z.boolean(),
  isActive: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  tripType: z.enum(TRIP_TYPES).nullable(),
  accommodationLocation: z.string().nullable(),
  statistics: statisticsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<LocationAlert>;

const alertListSchema = z.object({
  alerts: z.array(alertSchema),
  limit: z.number().int().nullable(),
}) satisfies z.ZodType<LocationAlertList>;

const triggerSchema = z.object({
  id: z.number().int(),
  alertId: z.number().int(),
  sightingId: z.number().int(),
  species: z.string(),
  location: z.string(),
  photographer: z.string(),
  imageUrl: z.string().nullable(),
  rarity: z.string().nullable(),
  relevanceScore: z.number().int(),
  delivery: z.enum(TRIGGER_DELIVERIES),
  viewed: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<AlertTrigger>;

const alertAllowanceSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  byKind: z.object({
    location: z.number().int(),
    migration: z.number().int(),
    rareWatch: z.number().int(),
  }),
}) satisfies z.ZodType<AlertAllowance>;

const TAGS = ['location-alerts'];

export function locationAlertRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new LocationAlertService(ctx.db, ctx.clock);
  return async (app) => {
    // Every answer here is one member's own data.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/api/location-alerts',
      {
        schema: {
          tags: TAGS,
          summary: 'Your location alerts, newest first, with their statistics and how many you may keep',
          response: { 200: alertListSchema, 401: messageSchema },
        },
      },
      async (request) => service.list(requireUser(request).id),
    );

    app.get(
      '/api/alert-allowance',
      {
        schema: {
          tags: TAGS,
          summary: 'Your notification alerts of every kind against what your plan allows',
          description: `Location alerts, migration alerts and rare tracker watches count together: free members keep ${PLAN_LIMITS.freeNotificationAlerts} in all; premium members are unlimited (limit null).`,
          response: { 200: alertAllowanceSchema, 401: messageSchema },
        },
      },
      async (request) => alertAllowance(ctx.db, requireUser(request).id),
    );

    app.post(
      '/api/location-alerts',
      {
        schema: {
          tags: TAGS,
          summary: 'Create a location alert: a circle (km) and the sightings in it you want to hear of',
          description: `Free members keep at most ${PLAN_LIMITS.freeNotificationAlerts} notification alerts in all, location alerts, migration alerts and rare tracker watches together (403 past it); premium members are unlimited. Fields left out take the spec's defaults (radius 50 km, confidence threshold 70, 10 alerts a day).`,
          body: createLocationAlertSchema,
          response: { 201: alertSchema, 400: apiErrorSchema, 401: messageSchema, 403: messageSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        return reply.status(201).send(await service.create(user.id, request.body));
      },
    );

    app.get(
      '/api/location-alerts/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'One of your location alerts',
          params: alertIdParamsSchema,
          response: { 200: alertSchema, 400: apiErrorSchema, 401: messageSchema, 404: messageSchema },
        },
      },
      async (request) => service.get(request.params.id, requireUser(request).id),
    );

    app.patch(
      '/api/location-alerts/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Change one of your location alerts: only the fields sent change',
          params: alertIdParamsSchema,
          body: updateLocationAlertSchema,
          response: { 200: alertSchema, 400: apiErrorSchema, 401: messageSchema, 404: messageSchema },
        },
      },
      async (request) => service.update(request.params.id, requireUser(request).id, request.body),
    );

    app.delete(
      '/api/location-alerts/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Delete one of your location alerts, with its recorded matches',
          params: alertIdParamsSchema,
          response: { 200: okSchema, 400: apiErrorSchema, 401: messageSchema, 404: messageSchema },
        },
      },
      async (request) => {
        await service.remove(request.params.id, requireUser(request).id);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/location-alerts/:id/triggers',
      {
        schema: {
          tags: TAGS,
          summary: "The alert's 50 newest matches, each sighting as everyone may see it",
          params: alertIdParamsSchema,
          response: {
            200: z.object({ triggers: z.array(triggerSchema) }),
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => ({ triggers: await service.triggers(request.params.id, requireUser(request).id) }),
    );

    app.post(
      '/api/alert-matches/:key/viewed',
      {
        schema: {
          tags: TAGS,
          summary: 'Mark one of your alert matches as opened (the statistics count it)',
          description: 'The key is the id of its real-time alert: "{alertId}-{sightingId}".',
          params: matchKeyParamsSchema,
          response: { 200: okSchema, 400: apiErrorSchema, 401: messageSchema, 404: messageSchema },
        },
      },
      async (request) => {
        await service.markViewed(request.params.key, requireUser(request).id);
        return { ok: true as const };
      },
    );
  };
}

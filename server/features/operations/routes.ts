// The operator's view (issue 16 item 5), under /api/admin/* with the administrator's bearer token:
// - GET /api/admin/traffic: page views, sessions, sign-ups and sightings per day, top pages (viewTraffic);
// - GET /api/admin/errors (+ /:groupId, POST /:groupId/resolve): error reports grouped (systemSettings);
// - /api/admin/alert-policies: who is e-mailed about errors (systemSettings);
// - GET /api/admin/system-health: the checks of /system-test, recorded (systemSettings).
// Thin routes over the services beside them.
import {
  alertPolicyInputSchema,
  alertPolicyParamsSchema,
  alertPolicySchema,
  errorGroupDetailSchema,
  errorGroupListSchema,
  errorGroupParamsSchema,
  errorGroupsQuerySchema,
  OPERATIONS_MESSAGES,
  resolveResultSchema,
  systemHealthSchema,
  trafficQuerySchema,
  trafficSchema,
} from '@common/schemas/operations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminAccountRow } from '../../db/schema';
import { requireAdminWith } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { AlertPolicies } from './alert-policies';
import { errorAlertsFor } from './alerts';
import { ErrorGroupQueries } from './error-group-queries';
import { groupUngroupedReports } from './error-groups';
import { SystemHealthChecker } from './system-health';
import { trafficSummary } from './traffic';

const TAGS = ['admin', 'operations'];
const refusals = { 400: apiErrorSchema, 401: messageSchema, 403: messageSchema };
const withNotFound = { ...refusals, 404: messageSchema };

const requireTrafficViewer = (request: FastifyRequest): AdminAccountRow =>
  requireAdminWith(request, ['viewTraffic'], OPERATIONS_MESSAGES.trafficPermission);
const requireSystemAdmin = (request: FastifyRequest): AdminAccountRow =>
  requireAdminWith(request, ['systemSettings'], OPERATIONS_MESSAGES.systemPermission);

export function operationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const groups = new ErrorGroupQueries(ctx.db);
  const policies = new AlertPolicies(ctx.db);
  const health = new SystemHealthChecker(ctx);
  return async (app) => {
    // Reports stored before groups existed get theirs (one index lookup when there are none).
    await groupUngroupedReports(ctx.db).catch((err: unknown) =>
      ctx.log.warn({ err }, 'could not group earlier error reports'),
    );
    app.addHook('onClose', async () => {
      // Alerts under way finish before the database they write to closes.
      await errorAlertsFor(ctx).idle();
      await health.close();
    });

    app.get(
      '/api/admin/traffic',
      {
        schema: {
          tags: TAGS,
          summary: 'Page views, sessions, sign-ups and sightings per UTC day, and the most viewed pages',
          description:
            'Over the last 7, 30 or 90 days, today included. Pages by path template (/sighting/:id). Needs viewTraffic.',
          querystring: trafficQuerySchema,
          response: { 200: trafficSchema, ...refusals },
        },
      },
      async (request) => {
        requireTrafficViewer(request);
        return trafficSummary(ctx.db, Number(request.query.days), ctx.clock());
      },
    );

    app.get(
      '/api/admin/errors',
      {
        schema: {
          tags: TAGS,
          summary: 'Error reports grouped by type and message, most recently seen first',
          querystring: errorGroupsQuerySchema,
          response: { 200: errorGroupListSchema, ...refusals },
        },
      },
      async (request) => {
        requireSystemAdmin(request);
        return groups.list(request.query);
      },
    );

    app.get(
      '/api/admin/errors/:groupId',
      {
        schema: {
          tags: TAGS,
          summary: 'One error group with its latest reports and the alerts sent about it',
          params: errorGroupParamsSchema,
          response: { 200: errorGroupDetailSchema, ...withNotFound },
        },
      },
      async (request) => {
        requireSystemAdmin(request);
        const found = await groups.detail(request.params.groupId);
        if (!found) throw new HttpError(404, OPERATIONS_MESSAGES.groupNotFound);
        return found;
      },
    );

    app.post(
      '/api/admin/errors/:groupId/resolve',
      {
        schema: {
          tags: TAGS,
          summary: 'Mark an error group and its reports resolved (a new report reopens it)',
          params: errorGroupParamsSchema,
          response: { 200: resolveResultSchema, ...withNotFound },
        },
      },
      async (request) => {
        const admin = requireSystemAdmin(request);
        const done = await groups.resolve(request.params.groupId, admin.id, ctx.clock());
        if (!done) throw new HttpError(404, OPERATIONS_MESSAGES.groupNotFound);
        return { id: done.id, resolved: true as const, reports: done.reports };
      },
    );

    app.get(
      '/api/admin/alert-policies',
      {
        schema: {
          tags: TAGS,
          summary: 'Alert policies: who is e-mailed about which error reports',
          response: { 200: z.array(alertPolicySchema), ...refusals },
        },
      },
      async (request) => {
        requireSystemAdmin(request);
        return policies.list();
      },
    );

    app.post(
      '/api/admin/alert-policies',
      {
        schema: {
          tags: TAGS,
          summary: 'Create an alert policy',
          body: alertPolicyInputSchema,
          response: { 201: alertPolicySchema, ...refusals },
        },
      },
      async (request, reply) => {
        requireSystemAdmin(request);
        return reply.status(201).send(await policies.create(request.body, ctx.clock()));
      },
    );

    app.put(
      '/api/admin/alert-policies/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Replace an alert policy',
          params: alertPolicyParamsSchema,
          body: alertPolicyInputSchema,
          response: { 200: alertPolicySchema, ...withNotFound },
        },
      },
      async (request) => {
        requireSystemAdmin(request);
        const updated = await policies.replace(request.params.id, request.body, ctx.clock());
        if (!updated) throw new HttpError(404, OPERATIONS_MESSAGES.policyNotFound);
        return updated;
      },
    );

    app.delete(
      '/api/admin/alert-policies/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Delete an alert policy',
          params: alertPolicyParamsSchema,
          response: { 200: okSchema, ...withNotFound },
        },
      },
      async (request) => {
        requireSystemAdmin(request);
        if (!(await policies.remove(request.params.id)))
          throw new HttpError(404, OPERATIONS_MESSAGES.policyNotFound);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/admin/system-health',
      {
        schema: {
          tags: TAGS,
          summary: 'Checks of the database, storage, mail, Redis, jobs, sockets, disk, memory and uptime',
          description:
            'Each check is ok, warn or fail (Redis is off without REDIS_URL). Every answer is recorded in ' +
            'system_health; memory, uptime and sockets are those of the process that answered. Needs systemSettings.',
          response: { 200: systemHealthSchema, 401: messageSchema, 403: messageSchema },
        },
      },
      async (request) => {
        requireSystemAdmin(request);
        return health.check();
      },
    );
  };
}

// GET /api/me/analytics and GET /api/me/analytics/export.csv: the signed-in member's own analytics. The range and
// the CSV export are plan benefits read now (a plan bought a minute ago counts): a free member asking for 90 or
// 365 days, or for the CSV, gets 403 with upgradeUrl, as every refusal Premium lifts does.
import {
  ANALYTICS_CSV_COLUMNS,
  ANALYTICS_MESSAGES,
  analyticsCsvFileName,
  analyticsQuerySchema,
  FREE_ANALYTICS_RANGE,
  memberAnalyticsSchema,
} from '@common/schemas/member-analytics';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { benefitsOfMember } from '../benefits/member-benefits';
import { freeLimitSchema } from '../media/presenters';
import { UPGRADE_URL } from '../media/service';
import { apiErrorSchema } from '../sightings/presenters';
import { memberAnalytics } from './service';

export const ANALYTICS_PATH = '/api/me/analytics';
export const ANALYTICS_CSV_PATH = '/api/me/analytics/export.csv';

export function memberAnalyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      ANALYTICS_PATH,
      {
        schema: {
          tags: ['analytics'],
          summary: "The signed-in member's views, likes, comments and followers over time",
          description:
            '`days` is 30 (the default, every member), 90 or 365 (Premium Explorer; free members get 403 with ' +
            '`upgradeUrl`). A series per UTC day ending today, totals for the period and all time, the top ' +
            'sightings by views, likes and comments (5, Premium 10), species and categories; Premium members also ' +
            'get the breakdown per sighting, the hours and weekdays their sightings were posted and did best, and ' +
            'follower growth.',
          querystring: analyticsQuerySchema,
          response: {
            200: memberAnalyticsSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: freeLimitSchema.or(apiErrorSchema),
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const premium = (await benefitsOfMember(ctx.db, user.id)).advancedSearch;
        if (!premium && request.query.days !== FREE_ANALYTICS_RANGE) {
          reply.status(403);
          return { message: ANALYTICS_MESSAGES.premiumRange, upgradeUrl: UPGRADE_URL };
        }
        return memberAnalytics(ctx.db, user.id, {
          days: Number(request.query.days),
          premium,
          now: ctx.clock(),
        });
      },
    );

    app.get(
      ANALYTICS_CSV_PATH,
      {
        schema: {
          tags: ['analytics'],
          summary: "The signed-in member's daily analytics as CSV (Premium Explorer)",
          description:
            'One line per UTC day of the last `days` (30, 90 or 365): views, likes, comments, new followers and ' +
            'followers at the end of the day. Free members get 403 with `upgradeUrl`.',
          querystring: analyticsQuerySchema,
          response: {
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: freeLimitSchema.or(apiErrorSchema),
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!(await benefitsOfMember(ctx.db, user.id)).advancedSearch) {
          reply.status(403);
          return { message: ANALYTICS_MESSAGES.premiumCsv, upgradeUrl: UPGRADE_URL };
        }
        const data = await memberAnalytics(ctx.db, user.id, {
          days: Number(request.query.days),
          premium: true,
          now: ctx.clock(),
        });
        const growth = data.advanced?.followerGrowth ?? [];
        const lines = data.series.map((d, i) => [
          d.day,
          d.views,
          d.likes,
          d.comments,
          d.followers,
          growth[i]?.followers ?? 0,
        ]);
        const csv = stringify([[...ANALYTICS_CSV_COLUMNS], ...lines], { record_delimiter: '\r\n' });
        // The zod provider types send() by the declared error answers; the CSV is text, sent untyped.
        const untyped: FastifyReply = reply;
        return untyped
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${analyticsCsvFileName(data.days, data.to)}"`)
          .send(csv);
      },
    );
  };
}

// Referrals and rewards (issue 14 item 6): the member's referral link and rewards, the gift card offer (public
// rule, the member's progress when signed in) and the administrator's overview (bearer token with the
// manageUsers or viewRevenue flag).
import {
  adminReferralsQuerySchema,
  adminReferralsSchema,
  giftCardOfferSchema,
  REFERRAL_MESSAGES,
  REFERRAL_RULES,
  referralSummarySchema,
} from '@common/schemas/referrals';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminAccountRow } from '../../db/schema';
import { requireAdminWith, requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { ReferralQueries } from './queries';

/** 401 without the bearer token; 403 for an administrator whose flags cover neither members nor revenue. */
function requireReferralAdmin(request: FastifyRequest): AdminAccountRow {
  return requireAdminWith(request, ['manageUsers', 'viewRevenue'], REFERRAL_MESSAGES.adminPermission);
}

export function referralRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const queries = new ReferralQueries(ctx.db, ctx.config.publicUrl, ctx.clock);
  return async (app) => {
    app.get(
      '/api/referrals/me',
      {
        schema: {
          tags: ['referrals'],
          summary:
            'Your referral link, the members you referred, your free months and your gift card progress',
          response: { 200: referralSummarySchema, 401: messageSchema },
        },
      },
      async (request) => queries.summary(requireUser(request).id),
    );

    app.get(
      '/api/gift-card-offer',
      {
        schema: {
          tags: ['referrals'],
          summary: "The gift card rule, and the signed-in member's progress towards it",
          response: { 200: giftCardOfferSchema },
        },
      },
      async (request) => ({
        rule: {
          sightingsRequired: REFERRAL_RULES.giftCardSightings,
          days: REFERRAL_RULES.giftCardDays,
          months: REFERRAL_RULES.giftCardMonths,
        },
        progress: request.user ? await queries.giftCard(request.user) : null,
      }),
    );

    app.get(
      '/api/admin/referrals',
      {
        schema: {
          tags: ['admin', 'referrals'],
          summary: 'Top referrers, their conversions and rewards, the newest rewards and the totals',
          querystring: adminReferralsQuerySchema,
          response: {
            200: adminReferralsSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
          },
        },
      },
      async (request) => {
        requireReferralAdmin(request);
        return queries.admin(request.query);
      },
    );
  };
}

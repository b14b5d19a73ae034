// Monthly contests under /api/contests: the contests and one contest with its entries (anyone), the latest
// winners (home page), entering and withdrawing (the member's own sightings and entries), paying for a waiting
// entry, voting, and the contests a member judges. Administrators' routes are in admin-routes.ts.
import {
  contestDetailSchema,
  contestEntryParamsSchema,
  contestIdParamsSchema,
  contestListSchema,
  contestQuerySchema,
  eligibleSightingSchema,
  enterContestSchema,
  enteredSchema,
  entryCheckoutSchema,
  entryOfPaymentSchema,
  judgingListSchema,
  latestWinnersSchema,
  paymentParamsSchema,
} from '@common/schemas/contests';
import { and, arrayContains, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { challenges } from '../../db/schema';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { ContestEntryService } from './entries';
import { judgeOf, judgingView } from './judging';
import { loadContest } from './queries';
import { statusAt } from './schedule';
import { ContestReadService } from './service';
import { ContestVoteService } from './votes';

const TAGS = ['contests'];
const refusals = {
  400: apiErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: apiErrorSchema,
};

export function contestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const reads = new ContestReadService(ctx.db);
  const entries = new ContestEntryService(ctx);
  const votes = new ContestVoteService(ctx.db, ctx.clock);
  return async (app) => {
    app.get(
      '/api/contests',
      {
        schema: {
          tags: TAGS,
          summary: 'The current and upcoming monthly contests and the latest past ones, with the fee you pay',
          description:
            'Visitors may name their language (?language=) for the fee; members pay the fee of their own language, and premium members enter free.',
          querystring: contestQuerySchema,
          response: { 200: contestListSchema, 400: apiErrorSchema },
        },
      },
      async (request) => reads.list(request.user, request.query.language, ctx.clock()),
    );

    app.get(
      '/api/contests/winners/latest',
      {
        schema: {
          tags: TAGS,
          summary: "The latest month's photo and video winners (empty until a contest is decided)",
          response: { 200: latestWinnersSchema },
        },
      },
      async () => reads.latestWinners(),
    );

    app.get(
      '/api/contests/judging',
      {
        schema: {
          tags: TAGS,
          summary: 'The contests you judge that are being judged now, with their finalists and your scores',
          response: { 200: judgingListSchema, 401: messageSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const now = ctx.clock();
        const judged = await ctx.db
          .select()
          .from(challenges)
          .where(
            and(
              arrayContains(challenges.judgeIds, [user.id]),
              notInArray(challenges.contestStatus, ['completed', 'cancelled']),
            ),
          );
        const judging = judged.filter((c) => statusAt(c, now) === 'judging');
        return {
          contests: await Promise.all(
            judging.map((c) => judgingView(ctx.db, c, judgeOf(c, { adminId: null, userId: user.id }), now)),
          ),
        };
      },
    );

    app.get(
      '/api/contests/payments/:paymentId',
      {
        schema: {
          tags: TAGS,
          summary: 'Your own contest entry that one of your payments was for, with its contest',
          params: paymentParamsSchema,
          response: {
            200: entryOfPaymentSchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => entries.ofPayment(requireUser(request).id, request.params.paymentId),
    );

    app.get(
      '/api/contests/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'One contest and its entries as its stage allows',
          description:
            "While entries are open only your own entries are listed (entryCount counts everyone's); during voting every confirmed entry is listed in an order of your own with the vote counts hidden; after voting by votes, and ranked once completed.",
          params: contestIdParamsSchema,
          querystring: contestQuerySchema,
          response: { 200: contestDetailSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => reads.detail(request.user, request.params.id, request.query.language, ctx.clock()),
    );

    app.get(
      '/api/contests/:id/eligible-sightings',
      {
        schema: {
          tags: TAGS,
          summary: "Your published sightings of the contest's media type not yet entered in it",
          params: contestIdParamsSchema,
          response: {
            200: z.object({ sightings: z.array(eligibleSightingSchema) }),
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const contest = await loadContest(ctx.db, request.params.id);
        return { sightings: await entries.eligibleSightings(user.id, contest) };
      },
    );

    app.post(
      '/api/contests/:id/entries',
      {
        schema: {
          tags: TAGS,
          summary: 'Enter one of your published sightings while entries are open',
          description:
            "Premium members enter free. Free members' entries wait for payment (seen by nobody else) and the answer names the checkout to go to; the fee is your language's regional fee, computed by the server.",
          params: contestIdParamsSchema,
          body: enterContestSchema,
          response: { 201: enteredSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        return reply.status(201).send(await entries.enter(user, request.params.id, request.body));
      },
    );

    app.post(
      '/api/contests/:id/entries/:entryId/checkout',
      {
        schema: {
          tags: TAGS,
          summary: 'Pay again for your own entry still waiting for payment',
          params: contestEntryParamsSchema,
          body: entryCheckoutSchema,
          response: { 200: enteredSchema, ...refusals },
        },
      },
      async (request) =>
        entries.payAgain(
          requireUser(request),
          request.params.id,
          request.params.entryId,
          request.body.method,
        ),
    );

    app.delete(
      '/api/contests/:id/entries/:entryId',
      {
        schema: {
          tags: TAGS,
          summary: 'Withdraw your own entry while entries are open (a paid fee is refunded)',
          params: contestEntryParamsSchema,
          response: { 200: okSchema.extend({ refunded: z.boolean() }), ...refusals },
        },
      },
      async (request) => {
        const { refunded } = await entries.withdraw(
          requireUser(request),
          request.params.id,
          request.params.entryId,
        );
        return { ok: true as const, refunded };
      },
    );

    app.post(
      '/api/contests/:id/entries/:entryId/vote',
      {
        schema: {
          tags: TAGS,
          summary: 'Vote for an entry while voting is open (once; not your own)',
          description: 'Voters are accounts at least 7 days old that have published a sighting.',
          params: contestEntryParamsSchema,
          response: { 200: z.object({ voted: z.literal(true) }), ...refusals },
        },
      },
      async (request) => votes.vote(requireUser(request), request.params.id, request.params.entryId),
    );

    app.delete(
      '/api/contests/:id/entries/:entryId/vote',
      {
        schema: {
          tags: TAGS,
          summary: 'Take back your vote while voting is open',
          params: contestEntryParamsSchema,
          response: { 200: z.object({ voted: z.literal(false) }), ...refusals },
        },
      },
      async (request) => votes.unvote(requireUser(request), request.params.id, request.params.entryId),
    );
  };
}

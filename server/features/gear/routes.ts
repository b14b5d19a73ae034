// The gear shop under /api/gear (catalogue, product pages, reviews, helpful votes, flags, the member's
// wishlist), the affiliate list GET /api/amazon-products (spec section 7) and the affiliate redirect /go/{id},
// which records the click and sends the visitor to Amazon with the associate tag. Administrators' routes are in
// admin-routes.ts.
import {
  affiliateProductListSchema,
  affiliateQuerySchema,
  GEAR_MESSAGES,
  gearBrandListSchema,
  gearCategoryListSchema,
  gearFlagBodySchema,
  gearIdParamsSchema,
  gearProductDetailSchema,
  gearProductIdParamsSchema,
  gearProductListSchema,
  gearProductQuerySchema,
  gearReviewBodySchema,
  gearReviewSchema,
  gearSlugParamsSchema,
  helpfulResultSchema,
  wishlistBodySchema,
  wishlistItemSchema,
  wishlistSchema,
  wishlistUpdateSchema,
} from '@common/schemas/gear';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { refusals } from '../../http/refusals';
import { benefitsOfMember } from '../benefits/member-benefits';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { GearReviews } from './reviews';
import { GearService } from './service';
import { GearWishlist } from './wishlist';

const TAGS = ['gear'];
const routeRefusals = refusals(400, 401, 403, 404, 409);

export function gearRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const gear = new GearService(ctx.db, ctx.secret);
  const reviews = new GearReviews(ctx.db);
  const wishlist = new GearWishlist(ctx.db);
  return async (app) => {
    app.get(
      '/api/amazon-products',
      {
        schema: {
          tags: TAGS,
          summary: 'The affiliate product list (spec section 7): id, name, imageUrl, amazonUrl, category',
          description:
            'Optional ?category= (a category slug; omitted: all). amazonUrl is the site redirect that records the click. Empty for Premium members (ad-free). Never cached.',
          querystring: affiliateQuerySchema,
          response: { 200: affiliateProductListSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (request.user && (await benefitsOfMember(ctx.db, request.user.id)).adFree) return [];
        return gear.affiliateList(request.query.category);
      },
    );

    app.get(
      '/go/:productId',
      {
        schema: {
          tags: TAGS,
          summary:
            "The affiliate redirect: records one click, then 302 to the product's Amazon page with the tag",
          params: gearProductIdParamsSchema,
          response: { 400: apiErrorSchema, 404: messageSchema, 429: messageSchema },
        },
      },
      async (request, reply) => {
        await ctx.rateLimits.telemetry.consume(request.ip, GEAR_MESSAGES.tooManyClicks);
        const referer = request.headers.referer;
        const url = await gear.click(
          request.params.productId,
          {
            userId: request.user?.id ?? null,
            ip: request.ip,
            referrer: typeof referer === 'string' ? referer : undefined,
            publicUrl: ctx.config.publicUrl,
            record: request.method === 'GET',
          },
          ctx.config.AMAZON_ASSOCIATE_TAG,
        );
        reply.header('cache-control', 'no-store');
        reply.header('referrer-policy', 'no-referrer');
        return reply.redirect(url, 302);
      },
    );

    app.get(
      '/api/gear/categories',
      {
        schema: {
          tags: TAGS,
          summary: 'Gear categories with the number of products in each',
          response: { 200: gearCategoryListSchema },
        },
      },
      async () => gear.categories(),
    );

    app.get(
      '/api/gear/brands',
      { schema: { tags: TAGS, summary: 'Gear brands', response: { 200: gearBrandListSchema } } },
      async () => gear.brands(),
    );

    app.get(
      '/api/gear/products',
      {
        schema: {
          tags: TAGS,
          summary:
            'Gear products by category, brand and text, sorted, a page at a time, with average ratings',
          querystring: gearProductQuerySchema,
          response: { 200: gearProductListSchema, 400: apiErrorSchema },
        },
      },
      async (request) => gear.list(request.query),
    );

    app.get(
      '/api/gear/products/:slug',
      {
        schema: {
          tags: TAGS,
          summary:
            "A product's page: specifications, average rating, approved reviews and sightings made with it",
          params: gearSlugParamsSchema,
          response: { 200: gearProductDetailSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => gear.product(request.params.slug, request.user ? { id: request.user.id } : null),
    );

    app.post(
      '/api/gear/my-reviews/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Writes your review of the product (one per member and product)',
          params: gearIdParamsSchema,
          body: gearReviewBodySchema,
          response: { 201: gearReviewSchema, ...routeRefusals },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.code(201);
        return reviews.createReview(user.id, request.params.id, request.body);
      },
    );

    app.put(
      '/api/gear/my-reviews/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Edits your review of the product',
          params: gearIdParamsSchema,
          body: gearReviewBodySchema,
          response: { 200: gearReviewSchema, ...routeRefusals },
        },
      },
      async (request) => reviews.updateReview(requireUser(request).id, request.params.id, request.body),
    );

    app.delete(
      '/api/gear/my-reviews/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Deletes your review of the product',
          params: gearIdParamsSchema,
          response: { 200: okSchema, ...routeRefusals },
        },
      },
      async (request) => {
        await reviews.deleteReview(requireUser(request).id, request.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/gear/reviews/:id/helpful',
      {
        schema: {
          tags: TAGS,
          summary: "Marks another member's review helpful (once)",
          params: gearIdParamsSchema,
          response: { 200: helpfulResultSchema, ...routeRefusals },
        },
      },
      async (request) => reviews.vote(requireUser(request).id, request.params.id),
    );

    app.delete(
      '/api/gear/reviews/:id/helpful',
      {
        schema: {
          tags: TAGS,
          summary: 'Takes back your helpful vote',
          params: gearIdParamsSchema,
          response: { 200: helpfulResultSchema, ...routeRefusals },
        },
      },
      async (request) => reviews.unvote(requireUser(request).id, request.params.id),
    );

    app.post(
      '/api/gear/reviews/:id/flag',
      {
        schema: {
          tags: TAGS,
          summary: "Flags another member's review: hidden until an administrator decides",
          params: gearIdParamsSchema,
          body: gearFlagBodySchema,
          response: { 200: okSchema, ...routeRefusals },
        },
      },
      async (request) => {
        await reviews.flag(requireUser(request).id, request.params.id, request.body.reason);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/gear/wishlist',
      {
        schema: {
          tags: TAGS,
          summary: 'Your wishlist, high priority first',
          response: { 200: wishlistSchema, 401: messageSchema },
        },
      },
      async (request) => wishlist.wishlist(requireUser(request).id),
    );

    app.post(
      '/api/gear/wishlist',
      {
        schema: {
          tags: TAGS,
          summary: 'Adds a product to your wishlist with notes and a priority',
          body: wishlistBodySchema,
          response: { 201: wishlistItemSchema, ...routeRefusals },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.code(201);
        return wishlist.addWish(user.id, request.body);
      },
    );

    app.put(
      '/api/gear/wishlist/:id',
      {
        schema: {
          tags: TAGS,
          summary: "Changes a wishlist item's notes or priority",
          params: gearIdParamsSchema,
          body: wishlistUpdateSchema,
          response: { 200: wishlistItemSchema, ...routeRefusals },
        },
      },
      async (request) => wishlist.updateWish(requireUser(request).id, request.params.id, request.body),
    );

    app.delete(
      '/api/gear/wishlist/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Removes a product from your wishlist',
          params: gearIdParamsSchema,
          response: { 200: okSchema, ...routeRefusals },
        },
      },
      async (request) => {
        await wishlist.removeWish(requireUser(request).id, request.params.id);
        return { ok: true as const };
      },
    );
  };
}

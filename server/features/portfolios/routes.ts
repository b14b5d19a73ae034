// Portfolios: the member's own (GET/PUT /api/portfolio and its collections under /api/portfolio/collections)
// and anyone's public one (GET /api/portfolios/:portfolioUrl).

import type { LanguageCode } from '@common/constants/languages';
import { RESERVED_PORTFOLIO_URL_MESSAGE } from '@common/constants/reserved-names';
import {
  collectionOrderSchema,
  PORTFOLIO_URL_TAKEN_MESSAGE,
  portfolioCollectionInputSchema,
  portfolioItemsInputSchema,
  portfolioUpdateSchema,
} from '@common/schemas/portfolios';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../db/schema';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { actorOf, authorize, can } from '../../http/policies';
import { namesLanguage } from '../sightings/names-language';
import { idParamsFor } from '../sightings/params';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { COLLECTION_NOT_FOUND_MESSAGE, PortfolioCollectionService } from './collections';
import {
  portfolioCollectionSchema,
  portfolioSchema,
  presentCollection,
  presentPortfolio,
} from './presenters';
import { PORTFOLIO_NOT_FOUND_MESSAGE, PortfolioService } from './service';

const collectionParams = idParamsFor('collection');
const urlParams = z.strictObject({ portfolioUrl: z.string().trim().toLowerCase().min(1).max(40) });
const writeErrors = { 400: apiErrorSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };

export function portfolioRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const portfolios = new PortfolioService(ctx.db, ctx.clock);
  const collections = new PortfolioCollectionService(ctx.db, portfolios);
  const adminUsername = ctx.config.ADMIN_USERNAME;

  async function ownPortfolio(user: UserRow, lang: LanguageCode) {
    const { row, saved } = await portfolios.ownOrDraft(user);
    // An unsaved draft has no collections yet and nothing stored to read.
    const view = saved
      ? await portfolios.read(row, user.id, lang)
      : { portfolio: row, owner: user, collections: [], items: [] };
    return presentPortfolio(view, adminUsername, saved);
  }

  async function ownedCollection(request: Parameters<typeof actorOf>[0], id: number) {
    const found = await collections.find(id);
    if (!found) throw notFound(COLLECTION_NOT_FOUND_MESSAGE);
    authorize(actorOf(request), 'portfolio.edit', found);
    return found.collection;
  }

  async function presentOne(collectionId: number, viewerId: number, lang: LanguageCode) {
    const found = await collections.find(collectionId);
    if (!found) throw notFound(COLLECTION_NOT_FOUND_MESSAGE);
    const items = await portfolios.readItems([collectionId], viewerId, lang);
    return presentCollection(found.collection, items, adminUsername);
  }

  return async (app) => {
    // Answers depend on who asks (own portfolio, private ones for their owner): never kept by shared caches.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/api/portfolio',
      {
        schema: {
          tags: ['portfolios'],
          summary:
            'Your portfolio; before your first save an unsaved draft (saved: false) with the default title and a free address from your username, stored nowhere and shown to nobody',
          response: { 200: portfolioSchema, 401: messageSchema },
        },
      },
      async (request, reply) => ownPortfolio(requireUser(request), namesLanguage(request, reply, undefined)),
    );

    app.put(
      '/api/portfolio',
      {
        schema: {
          tags: ['portfolios'],
          summary: 'Edit your portfolio (the first save creates it): only the fields sent change',
          description: `409 '${PORTFOLIO_URL_TAKEN_MESSAGE}' when another portfolio has the address.`,
          body: portfolioUpdateSchema,
          response: { 200: portfolioSchema, ...writeErrors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        // The schema refuses the fixed reserved names; the configured administrator's name is only known here.
        if (request.body.portfolioUrl === ctx.config.ADMIN_USERNAME.toLowerCase()) {
          throw badRequest(RESERVED_PORTFOLIO_URL_MESSAGE, [
            { path: 'portfolioUrl', message: RESERVED_PORTFOLIO_URL_MESSAGE },
          ]);
        }
        const portfolio = await portfolios.ensureOwn(user);
        authorize(actorOf(request), 'portfolio.edit', portfolio);
        await portfolios.update(actorOf(request), portfolio, request.body);
        return ownPortfolio(user, namesLanguage(request, reply, undefined));
      },
    );

    app.post(
      '/api/portfolio/collections',
      {
        schema: {
          tags: ['portfolios'],
          summary: 'Add a collection at the end of your portfolio',
          body: portfolioCollectionInputSchema,
          response: { 201: portfolioCollectionSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const portfolio = await portfolios.ensureOwn(user);
        const created = await collections.create(portfolio.id, request.body);
        return reply.status(201).send(presentCollection(created, [], adminUsername));
      },
    );

    // Declared before /:id: Fastify prefers the static segment anyway, this keeps the reading order the same.
    app.put(
      '/api/portfolio/collections/order',
      {
        schema: {
          tags: ['portfolios'],
          summary: 'Order your collections (those not listed follow, in their current order)',
          body: collectionOrderSchema,
          response: { 200: portfolioSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const portfolio = await portfolios.ensureOwn(user);
        await collections.reorder(actorOf(request), portfolio.id, request.body);
        return ownPortfolio(user, namesLanguage(request, reply, undefined));
      },
    );

    app.put(
      '/api/portfolio/collections/:id',
      {
        schema: {
          tags: ['portfolios'],
          summary: 'Edit one of your collections',
          params: collectionParams,
          body: portfolioCollectionInputSchema,
          response: { 200: portfolioCollectionSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const collection = await ownedCollection(request, request.params.id);
        await collections.update(collection.id, request.body);
        return presentOne(collection.id, user.id, namesLanguage(request, reply, undefined));
      },
    );

    app.delete(
      '/api/portfolio/collections/:id',
      {
        schema: {
          tags: ['portfolios'],
          summary: 'Delete one of your collections (the sightings stay)',
          params: collectionParams,
          response: { 200: okSchema, ...writeErrors },
        },
      },
      async (request) => {
        requireUser(request);
        const collection = await ownedCollection(request, request.params.id);
        await collections.remove(collection.id);
        return { ok: true as const };
      },
    );

    app.put(
      '/api/portfolio/collections/:id/items',
      {
        schema: {
          tags: ['portfolios'],
          summary: "Replace a collection's items, in order (only your own sightings)",
          params: collectionParams,
          body: portfolioItemsInputSchema,
          response: { 200: portfolioCollectionSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const collection = await ownedCollection(request, request.params.id);
        await collections.replaceItems(actorOf(request), collection.id, request.body);
        return presentOne(collection.id, user.id, namesLanguage(request, reply, undefined));
      },
    );

    app.get(
      '/api/portfolios/:portfolioUrl',
      {
        schema: {
          tags: ['portfolios'],
          summary: "A member's public portfolio (a private one only for its owner)",
          params: urlParams,
          response: { 200: portfolioSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request, reply) => {
        const portfolio = await portfolios.byUrl(request.params.portfolioUrl);
        // A private portfolio reads as missing: its existence is its owner's business.
        if (!portfolio || !can(actorOf(request), 'portfolio.view', portfolio))
          throw notFound(PORTFOLIO_NOT_FOUND_MESSAGE);
        return presentPortfolio(
          await portfolios.read(
            portfolio,
            request.user?.id ?? null,
            namesLanguage(request, reply, undefined),
          ),
          adminUsername,
        );
      },
    );
  };
}

// /api/admin/articles*: the administrators' article editor (every article, drafts included; create, edit, delete,
// and the editor's preview figures). Any signed-in administrator (requireAdmin), like the conservation-status
// editor: writing the site's editorial content is every administrator's work, and none of the permission flags
// (manageProducts, viewRevenue, viewTraffic, manageUsers, systemSettings) is about it; systemSettings guards the
// site's configuration (AI settings, moderation thresholds), which an article cannot change.
import {
  adminArticleListSchema,
  adminArticleQuerySchema,
  adminArticleSchema,
  articleIdParamsSchema,
  articleInputSchema,
  articlePreviewInputSchema,
  articlePreviewSchema,
} from '@common/schemas/articles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { refusals } from '../../http/refusals';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { ArticleAdminService } from './admin-service';

const TAGS = ['admin', 'articles'];
const routeRefusals = refusals(400, 401, 404, 409);

export function articleAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new ArticleAdminService(ctx.db, ctx.clock);
  return async (app) => {
    app.get(
      '/api/admin/articles',
      {
        schema: {
          tags: TAGS,
          summary: 'Every article (drafts and scheduled ones too), the latest changed first, 50 a page',
          querystring: adminArticleQuerySchema,
          response: { 200: adminArticleListSchema, 400: apiErrorSchema, 401: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.list(request.query);
      },
    );

    app.post(
      '/api/admin/articles',
      {
        schema: {
          tags: TAGS,
          summary: 'Write an article (a draft, scheduled for publishAt, or published)',
          description:
            'coverMediaAssetId names an uploaded picture (POST /api/media with purpose illustration). The reading time is computed by the server. 409 when the slug is taken in that language.',
          body: articleInputSchema,
          response: { 201: adminArticleSchema, ...routeRefusals },
        },
      },
      async (request, reply) => {
        const admin = requireAdmin(request);
        return reply.status(201).send(await service.create(admin, request.body));
      },
    );

    app.post(
      '/api/admin/articles/preview',
      {
        schema: {
          tags: TAGS,
          summary:
            "The editor's figures for unsaved text: words, reading time, and whether the address is free",
          body: articlePreviewInputSchema,
          response: { 200: articlePreviewSchema, 400: apiErrorSchema, 401: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.preview(request.body);
      },
    );

    app.get(
      '/api/admin/articles/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'One article, whatever its status',
          params: articleIdParamsSchema,
          response: { 200: adminArticleSchema, 400: apiErrorSchema, 401: messageSchema, 404: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.get(request.params.id);
      },
    );

    app.put(
      '/api/admin/articles/:id',
      {
        schema: {
          tags: TAGS,
          summary:
            'Edit an article (a shipped one becomes the administrators’ own: later versions of its file leave it alone)',
          params: articleIdParamsSchema,
          body: articleInputSchema,
          response: { 200: adminArticleSchema, ...routeRefusals },
        },
      },
      async (request) => service.update(requireAdmin(request), request.params.id, request.body),
    );

    app.delete(
      '/api/admin/articles/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Delete an article (a shipped one is not brought back by the next start)',
          params: articleIdParamsSchema,
          response: { 200: okSchema, 400: apiErrorSchema, 401: messageSchema, 404: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        await service.remove(request.params.id);
        return { ok: true as const };
      },
    );
  };
}

// Public articles: GET /api/articles (cards: search, category, tag, pages; never bodies), GET /api/articles/:slug
// (the article in the reader's language, else English, with its translations and related articles), and
// GET /api/conservation/threatened-species for the conservation page. The body is Markdown, served as text: the
// web app renders it without raw HTML.
import {
  articleDetailQuerySchema,
  articleDetailSchema,
  articleListQuerySchema,
  articleListSchema,
  articleSlugParamsSchema,
  threatenedSpeciesSchema,
} from '@common/schemas/articles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/context';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { ArticleService } from './service';
import { threatenedSpecies } from './threatened';

const TAGS = ['articles'];

export function articleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new ArticleService(ctx.db, ctx.clock);
  return async (app) => {
    app.get(
      '/api/articles',
      {
        schema: {
          tags: TAGS,
          summary: 'Published articles as cards (no body), newest first',
          description:
            'q matches word prefixes of the title, summary and body; category takes one category or several separated by commas (news,community is the blog); tag one tag. Each article comes in lang where translated, else in English. sort=oldest lists lessons in the order they were written.',
          querystring: articleListQuerySchema,
          response: { 200: articleListSchema, 400: apiErrorSchema },
        },
      },
      async (request) => service.list(request.query),
    );

    app.get(
      '/api/articles/:slug',
      {
        schema: {
          tags: TAGS,
          summary:
            'One published article (Markdown body) with its translations and up to three related articles',
          description:
            'The article in lang when it is translated, else in English (fallback: true). Drafts and articles scheduled for later answer 404.',
          params: articleSlugParamsSchema,
          querystring: articleDetailQuerySchema,
          response: { 200: articleDetailSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => service.detail(request.params.slug, request.query.lang),
    );

    app.get(
      '/api/conservation/threatened-species',
      {
        schema: {
          tags: TAGS,
          summary:
            'A handful of Critically Endangered and Endangered species of the catalogue (the conservation page)',
          response: { 200: threatenedSpeciesSchema },
        },
      },
      async () => threatenedSpecies(ctx.db),
    );
  };
}

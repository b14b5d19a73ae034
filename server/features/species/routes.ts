// GET /api/species/suggest: the species autocomplete of every species field. Public, like the explore page it
// feeds: the catalogue is open data, and community names come from public sightings only.
import { speciesSuggestionsSchema, speciesSuggestQuerySchema } from '@common/schemas/species';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/context';
import { apiErrorSchema } from '../sightings/presenters';
import { readerLanguage } from './page-routes';
import { SpeciesSearch } from './search';

export function speciesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const search = new SpeciesSearch(ctx.db, ctx.database.changes);
  return async (app) => {
    app.get(
      '/api/species/suggest',
      {
        schema: {
          tags: ['species'],
          summary:
            'Species whose scientific or common name (any language) has a word starting with q, or close to it',
          description:
            "Case-, accent- and space-insensitive; names written without spaces (Japanese, Chinese) match anywhere. An exact name comes first, then names in the reader's language, the most observed, the best known. Without a match, names within a typo or two. Names are shown in `lang`, else the member's preferred language, else Accept-Language's. Names members wrote that the catalogue lacks follow by their count.",
          querystring: speciesSuggestQuerySchema,
          response: { 200: speciesSuggestionsSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const lang = readerLanguage(request, request.query.lang);
        // Counts move slowly and every keystroke asks again: a minute in the browser's cache is plenty fresh.
        // The answer depends on the member's language when lang is not in the URL.
        reply.header('cache-control', request.query.lang ? 'public, max-age=60' : 'private, max-age=60');
        if (!request.query.lang) reply.header('vary', 'accept-language, cookie');
        return { species: await search.suggest(request.query.q, lang, request.query.limit) };
      },
    );
  };
}

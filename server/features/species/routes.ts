// GET /api/species/suggest: the species autocomplete of the sighting form. Public, like the explore page it
// feeds: the catalogue only holds names of public sightings.
import { speciesSuggestionsSchema, speciesSuggestQuerySchema } from '@common/schemas/species';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/context';
import { apiErrorSchema } from '../sightings/presenters';
import { SpeciesService } from './service';

export function speciesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new SpeciesService(ctx.db, ctx.database.changes);
  return async (app) => {
    app.get(
      '/api/species/suggest',
      {
        schema: {
          tags: ['species'],
          summary:
            'Species whose common or scientific name has a word starting with q, the most observed first',
          description:
            'Case- and space-insensitive. Names starting with q come before names with a later word starting with it.',
          querystring: speciesSuggestQuerySchema,
          response: { 200: speciesSuggestionsSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        // Counts move slowly and every keystroke asks again: a minute in the browser's cache is plenty fresh.
        reply.header('cache-control', 'public, max-age=60');
        return { species: await service.suggest(request.query.q, request.query.limit) };
      },
    );
  };
}

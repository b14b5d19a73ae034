// GET /api/translations: the interface languages' coverage and sample texts, for translators (/i18n-test).
import { translationsReportSchema } from '@common/schemas/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippedTranslationsReport } from './service';

export function translationRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/translations',
      {
        schema: {
          tags: ['system'],
          summary: "Each interface language's share of the English texts, with sample texts and plural forms",
          response: { 200: translationsReportSchema },
        },
      },
      async (_request, reply) => {
        // The files change only with a release; an hour of caching spares rereading them per visit.
        reply.header('cache-control', 'public, max-age=3600');
        return shippedTranslationsReport();
      },
    );
  };
}

// Species pages: GET /api/species/:slug (the page's facts in the reader's language), /api/species/:slug/gallery
// (the members' photo gallery, paged) and /api/species/:slug/map (public positions). Public, like the sightings
// they show; unknown slugs answer 404 JSON.
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@common/constants/languages';
import { NEXT_CURSOR_HEADER } from '@common/schemas/sightings';
import {
  speciesGalleryQuerySchema,
  speciesMapSchema,
  speciesPageQuerySchema,
  speciesPageSchema,
  speciesSlugParamsSchema,
} from '@common/schemas/species-pages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { fromAcceptLanguage } from '../../http/first-paint';
import { namesLanguage } from '../sightings/names-language';
import { apiErrorSchema, presentSighting, SITE_NAME, sightingSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { SpeciesPageService } from './page-service';

/** The names' language: asked for, else the member's own, else the browser's, else English. */
export function readerLanguage(request: FastifyRequest, asked: LanguageCode | undefined): LanguageCode {
  if (asked) return asked;
  const preferred = request.user?.preferredLanguage;
  if (isLanguageCode(preferred)) return preferred;
  return fromAcceptLanguage(String(request.headers['accept-language'] ?? '')) ?? DEFAULT_LANGUAGE;
}

export function speciesPageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new SpeciesPageService(ctx.db, {
    adminUsername: ctx.config.ADMIN_USERNAME,
    shownAs: SITE_NAME,
  });
  return async (app) => {
    app.get(
      '/api/species/:slug',
      {
        schema: {
          tags: ['species'],
          summary:
            "A species page: names in the reader's language, taxonomy, status and the community's records",
          description:
            "Names in `lang`, else the member's preferred language, else the Accept-Language header's, else English.",
          params: speciesSlugParamsSchema,
          querystring: speciesPageQuerySchema,
          response: { 200: speciesPageSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => service.page(request.params.slug, readerLanguage(request, request.query.lang)),
    );

    app.get(
      '/api/species/:slug/gallery',
      {
        schema: {
          tags: ['species'],
          summary: "The species' public sightings (its photo gallery), newest first",
          description: `When more exist, the ${NEXT_CURSOR_HEADER} response header holds the cursor of the next page.`,
          params: speciesSlugParamsSchema,
          querystring: speciesGalleryQuerySchema,
          response: { 200: z.array(sightingSchema), 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request, reply) => {
        const species = await service.findBySlug(request.params.slug);
        const page = await service.gallery(
          species.id,
          request.query,
          request.user?.id ?? null,
          namesLanguage(request, reply, undefined),
        );
        if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        return page.items.map((v) => presentSighting(v, ctx.config.ADMIN_USERNAME));
      },
    );

    app.get(
      '/api/species/:slug/map',
      {
        schema: {
          tags: ['species'],
          summary: "Where the species' public sightings were made, as the public may see them",
          description:
            'Sightings of rare or threatened (IUCN VU or worse) species are drawn at the centre of their 0.2 degree cell.',
          params: speciesSlugParamsSchema,
          response: { 200: speciesMapSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => service.map(await service.findBySlug(request.params.slug)),
    );
  };
}

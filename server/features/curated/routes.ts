// Curated content (issue 16 items 3 and 4), registered together: the administrators' uploads as the site,
// curated sightings, links to content elsewhere, the featured photo of the day and the Instagram post of a
// sighting. Category images are features/categories/admin-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/context';
import { MediaService } from '../media/service';
import { curatedSightingRoutes } from './curated-routes';
import { externalContentRoutes } from './external-routes';
import { featuredPhotoRoutes } from './featured-routes';
import { instagramPostRoutes } from './instagram-routes';
import { adminMediaRoute } from './media-route';

export function curatedRoutes(ctx: AppContext, deps: { media?: MediaService } = {}): FastifyPluginAsyncZod {
  const media = deps.media ?? new MediaService(ctx);
  return async (app) => {
    await app.register(adminMediaRoute(ctx, media));
    await app.register(curatedSightingRoutes(ctx));
    await app.register(externalContentRoutes(ctx));
    await app.register(featuredPhotoRoutes(ctx));
    await app.register(instagramPostRoutes(ctx));
  };
}

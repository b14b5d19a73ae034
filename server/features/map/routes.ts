// GET /api/map/sightings: the wildlife map's clusters and points for a box and a zoom. Public: visitors see the
// map too (spec: /map is a public route), and it only ever answers public sightings.
import { MAP_POINTS_MAX, mapViewQuerySchema } from '@common/schemas/map';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/context';
import { apiErrorSchema } from '../sightings/presenters';
import { mapViewSchema, presentMapView } from './presenters';
import { MapService } from './service';

export function mapRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const map = new MapService(ctx.db);
  return async (app) => {
    app.get(
      '/api/map/sightings',
      {
        schema: {
          tags: ['map'],
          summary: 'Public sightings in a box, grouped into clusters for the zoom, or single when few',
          description: `Clusters are grid cells of about 64 screen pixels at the zoom (whole cells where the box cuts through one). When at most ${MAP_POINTS_MAX} sightings are in the box they come as points; in close views single-sighting cells do too. Very rare species are drawn at the centre of their 0.2 degree cell. west > east crosses the antimeridian.`,
          querystring: mapViewQuerySchema,
          response: { 200: mapViewSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const { bbox, zoom, category, search, quality } = request.query;
        const result = await map.view({
          bounds: bbox,
          zoom,
          category,
          research: quality === 'research',
          search: search === '' ? undefined : search,
        });
        return presentMapView(result);
      },
    );
  };
}

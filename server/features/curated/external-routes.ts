// Links to wildlife content elsewhere (external_content): GET /api/external-content (the active ones, for the
// "From around the web" section of /discovery), GET /go/external/:id (counts the click, 302 to the https
// address), and the administrators' list, add, edit and delete under /api/admin/external-content.
import { CATEGORY_VALUES } from '@common/constants/categories';
import { externalContentInputSchema } from '@common/schemas/curated';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { idParamsFor } from '../sightings/params';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { ExternalContentService } from './external-service';
import { adminExternalLinkSchema, externalLinkSchema } from './presenters';

const TAGS = ['curated'];
const ADMIN_TAGS = ['admin', 'curated'];
const idParams = idParamsFor('link');
export const EXTERNAL_TOO_MANY_CLICKS =
  'Too many clicks from your address. Please wait a minute and try again.';

const listQuerySchema = z.strictObject({
  category: z.enum(CATEGORY_VALUES, `Category must be one of: ${CATEGORY_VALUES.join(', ')}`).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export function externalContentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new ExternalContentService(ctx);
  return async (app) => {
    app.get(
      '/api/external-content',
      {
        schema: {
          tags: TAGS,
          summary: 'Active links to wildlife content elsewhere on the web, the newest first',
          description: 'Each is opened through GET /go/external/{id}, which counts the click.',
          querystring: listQuerySchema,
          response: { 200: z.array(externalLinkSchema), 400: apiErrorSchema },
        },
      },
      async (request) => service.listActive(request.query.limit, request.query.category),
    );

    app.get(
      '/go/external/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Open a link: its click is counted, then 302 to its https address',
          params: idParams,
          response: { 400: apiErrorSchema, 404: messageSchema, 429: messageSchema },
        },
      },
      async (request, reply) => {
        // The affiliate redirect's per-address window (features/gear): a script cannot inflate the count for long.
        await ctx.rateLimits.telemetry.consume(request.ip, EXTERNAL_TOO_MANY_CLICKS);
        // A HEAD (a link checker, a preview) is answered the same way but is not a click.
        const url = await service.click(request.params.id, { record: request.method === 'GET' });
        // Every click must reach the server to be counted: no cache keeps the redirect.
        reply.header('cache-control', 'no-store');
        reply.header('referrer-policy', 'no-referrer');
        return reply.redirect(url, 302);
      },
    );

    app.get(
      '/api/admin/external-content',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: 'Every link, active or not, with its address and clicks',
          response: { 200: z.array(adminExternalLinkSchema), 401: messageSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.listAll();
      },
    );

    app.post(
      '/api/admin/external-content',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: 'Add a link (entered by hand: nothing is fetched from the address)',
          body: externalContentInputSchema,
          response: { 201: adminExternalLinkSchema, 400: apiErrorSchema, 401: messageSchema },
        },
      },
      async (request, reply) => {
        const admin = requireAdmin(request);
        return reply.status(201).send(await service.create(admin, request.body));
      },
    );

    app.put(
      '/api/admin/external-content/:id',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: 'Edit a link (its click count is kept)',
          params: idParams,
          body: externalContentInputSchema,
          response: {
            200: adminExternalLinkSchema,
            400: apiErrorSchema,
            401: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.update(request.params.id, request.body);
      },
    );

    app.delete(
      '/api/admin/external-content/:id',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: 'Delete a link',
          params: idParams,
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

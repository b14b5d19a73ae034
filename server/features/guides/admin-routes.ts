// /api/admin/guides*: guide moderation for administrators with the manageProducts permission (the bearer token;
// 403 with a clear message for an administrator without the flag).

import {
  adminGuideHideSchema,
  adminGuideListSchema,
  adminGuideQuerySchema,
  GUIDE_PERMISSION_MESSAGE,
  guideIdParamsSchema,
  guidePreviewSchema,
} from '@common/schemas/guides';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminAccountRow } from '../../db/schema';
import { requireAdminWith } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { GuideService } from './service';

const TAGS = ['admin', 'guides'];

function requireProductAdmin(request: FastifyRequest): AdminAccountRow {
  return requireAdminWith(request, ['manageProducts'], GUIDE_PERMISSION_MESSAGE);
}

export function guideAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const guides = new GuideService(ctx);
  return async (app) => {
    app.get(
      '/api/admin/guides',
      {
        schema: {
          tags: TAGS,
          summary: 'Every guide (any status), newest change first, for moderation',
          querystring: adminGuideQuerySchema,
          response: {
            200: adminGuideListSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
          },
        },
      },
      async (request) => {
        requireProductAdmin(request);
        return { guides: await guides.adminList(request.query.status) };
      },
    );

    app.put(
      '/api/admin/guides/:id/visibility',
      {
        schema: {
          tags: TAGS,
          summary: 'Hide a guide from everyone but its author and buyers, or show it again',
          params: guideIdParamsSchema,
          body: adminGuideHideSchema,
          response: {
            200: guidePreviewSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        requireProductAdmin(request);
        return guides.setHidden(request.params.id, request.body.hidden, request.body.reason);
      },
    );
  };
}

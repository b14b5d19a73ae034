// POST /api/admin/media: the administrators' uploads (a curated sighting's photo, a category image), through the
// members' own pipeline (features/media/upload-request.ts: content sniffing, renditions without the file's
// metadata, the moderation classifier for illustrations, sighting photos scanned when published), owned by the
// administrator's reserved member account so they show under the site's name. In its own encapsulated plugin:
// the multipart parser is registered only around upload routes.
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { freeLimitSchema, mediaAssetSchema } from '../media/presenters';
import type { MediaService } from '../media/service';
import { storeUploadRequest, UPLOAD_MULTIPART_OPTIONS } from '../media/upload-request';
import { apiErrorSchema } from '../sightings/presenters';
import { siteMember } from './site-account';

export const ADMIN_MEDIA_PURPOSES = ['sighting', 'illustration'] as const;
export const ADMIN_MEDIA_PURPOSE_MESSAGE = 'Purpose must be one of: sighting, illustration';

export function adminMediaRoute(ctx: AppContext, media: MediaService): FastifyPluginAsyncZod {
  const tmpRoot = path.join(ctx.config.dataDir, 'tmp');
  return async (app) => {
    await app.register(fastifyMultipart, UPLOAD_MULTIPART_OPTIONS);
    app.post(
      '/api/admin/media',
      {
        schema: {
          tags: ['admin', 'media'],
          summary:
            'Upload a photo as the site (multipart/form-data), for a curated sighting or a category image',
          description:
            "The same body as POST /api/media: an optional `purpose` field (`sighting`, the default: a curated sighting's photo or video; or `illustration`: a category image, a photo only, scanned by the moderation classifier before it is kept), then one part named `file`. The upload belongs to the administrator's reserved member account. No hourly upload limit: the bearer token is the trust.",
          consumes: ['multipart/form-data'],
          response: {
            201: mediaAssetSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: freeLimitSchema.or(apiErrorSchema),
            409: apiErrorSchema,
            413: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        requireAdmin(request);
        const owner = await siteMember(ctx);
        return storeUploadRequest(request, reply, {
          service: media,
          tmpRoot,
          owner,
          purposes: ADMIN_MEDIA_PURPOSES,
          badPurpose: ADMIN_MEDIA_PURPOSE_MESSAGE,
        });
      },
    );
  };
}

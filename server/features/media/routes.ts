// POST /api/media (multipart upload), GET /api/media/allowance, DELETE /api/media/:id and
// POST /api/video/thumbnail. The multipart parser is registered only around the upload routes (this one and
// POST /api/admin/media), with hard limits; every other route keeps the 1 MB JSON body limit.
import fs from 'node:fs/promises';
import path from 'node:path';
import { IDEMPOTENCY_KEY_HEADER, idempotencyHeadersSchema } from '@common/schemas/field';
import { videoThumbnailSchema } from '@common/schemas/media';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { sweepStaleTemp } from '../../media/receive';
import { idempotencyKeyOf, markReplay } from '../field/idempotency';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import {
  freeLimitSchema,
  mediaAssetSchema,
  presentMediaAsset,
  thumbnailSchema,
  uploadAllowanceSchema,
} from './presenters';
import { MediaService } from './service';
import { MEDIA_ROUTE_MESSAGES, storeUploadRequest, UPLOAD_MULTIPART_OPTIONS } from './upload-request';

// The upload itself is upload-request.ts's, shared with POST /api/admin/media (features/curated).
export { MEDIA_ROUTE_MESSAGES } from './upload-request';

const ID_MESSAGE = 'The upload id must be a whole number between 1 and 2147483647';
const idParams = z.strictObject({
  id: z.coerce.number(ID_MESSAGE).int(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE),
});

export function mediaRoutes(ctx: AppContext, deps: { media?: MediaService } = {}): FastifyPluginAsyncZod {
  const service = deps.media ?? new MediaService(ctx);
  const tmpRoot = path.join(ctx.config.dataDir, 'tmp');
  /** POST /api/media in its own encapsulated plugin: the only route that parses multipart bodies. */
  const uploadRoute: FastifyPluginAsyncZod = async (app) => {
    await app.register(fastifyMultipart, UPLOAD_MULTIPART_OPTIONS);

    app.post(
      '/api/media',
      {
        schema: {
          tags: ['media'],
          summary: 'Upload a photo or video (multipart/form-data)',
          description:
            'One part named `file` (JPEG, PNG, WebP, AVIF or HEIC photo up to 40 MB, 100 MB for Premium Explorer members; MP4, WebM or MOV video up to 200 MB and 3 minutes), optionally preceded by a `purpose` field: `sighting` (the default), `avatar` (a profile picture, a photo up to 10 MB) or `illustration`. Premium Explorer members may also upload camera RAW files (DNG, CR2, CR3, NEF, ARW, ORF, RW2, RAF, PEF) as sighting photos: the original is kept private and the published picture is made from the JPEG preview the camera embedded; free members get 403 with `upgradeUrl`. The type is read from the content. Free members may upload 5 sighting photos per calendar month (UTC).\n\n' +
            "An `illustration` is a picture that illustrates something other than a sighting (a gear review's photos, a location guide's preview image, an article cover, a category image): a photo only (400 for a video or RAW file), with the same renditions, scanned by the moderation classifier before it is kept (422 when it reaches the administrators' thresholds, 503 when the classifier cannot answer now). It does not count toward the monthly sighting photos and is refused as a sighting's media; at most 30 illustrations per member in any 24 hours (429). The answer's `kind` is `illustration`.\n\n" +
            `With an \`${IDEMPOTENCY_KEY_HEADER}\` header, sending it again (the same member, the same key) answers the asset the first send stored, 201 again, before any of the body is read, even once a sighting uses it; it is neither stored nor counted a second time.`,
          consumes: ['multipart/form-data'],
          headers: idempotencyHeadersSchema,
          response: {
            201: mediaAssetSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: freeLimitSchema.or(apiErrorSchema),
            413: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const clientKey = idempotencyKeyOf(request);
        // A send again of an upload already stored: its asset, before a byte of the file is read or counted.
        const earlier = clientKey === null ? null : await service.findByClientKey(user.id, clientKey);
        if (earlier) {
          markReplay(reply);
          return reply.status(201).send(presentMediaAsset(earlier));
        }
        await ctx.rateLimits.uploads.consume(`user:${user.id}`, MEDIA_ROUTE_MESSAGES.tooManyUploads);
        return storeUploadRequest(request, reply, { service, tmpRoot, owner: user, clientKey });
      },
    );
  };

  return async (app) => {
    await fs.mkdir(tmpRoot, { recursive: true });
    await sweepStaleTemp(tmpRoot);
    await app.register(uploadRoute);

    app.get(
      '/api/media/allowance',
      {
        schema: {
          tags: ['media'],
          summary: "The signed-in member's photo uploads this calendar month and what the plan allows",
          response: { 200: uploadAllowanceSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.allowance(requireUser(request)),
    );

    app.delete(
      '/api/media/:id',
      {
        schema: {
          tags: ['media'],
          summary: 'Delete an upload of your own that nothing on the site shows',
          description:
            "A photo deleted before it was published no longer counts toward the free plan's monthly allowance. " +
            '409 when a sighting, the profile picture, a portfolio header, a collection cover or a category image ' +
            'shows it. Uploads nothing uses are deleted the same way a day after they were made.',
          params: idParams,
          response: {
            200: okSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        await service.remove(requireUser(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/video/thumbnail',
      {
        schema: {
          tags: ['media'],
          summary: 'The poster frame (at 1 s) of a video uploaded to WildLens',
          description:
            'Only URLs of videos stored by WildLens are accepted; nothing is fetched from the URL given.',
          body: videoThumbnailSchema,
          response: { 200: thumbnailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({ thumbnailUrl: await service.videoThumbnail(request.body.videoUrl) }),
    );
  };
}

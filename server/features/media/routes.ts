// POST /api/media (multipart upload), GET /api/media/allowance, DELETE /api/media/:id and
// POST /api/video/thumbnail. The multipart parser is registered here only, with hard limits; every other
// route keeps the 1 MB JSON body limit.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PlanBenefits } from '@common/plans/benefits';
import {
  MEDIA_LIMITS,
  MEDIA_PURPOSES,
  type MediaPurpose,
  UPLOAD_MESSAGES,
  videoThumbnailSchema,
} from '@common/schemas/media';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { AVATAR_MESSAGES } from '../../media/ingest';
import { type ReceivedUpload, receiveUpload, sweepStaleTemp, type UploadLimit } from '../../media/receive';
import type { SniffedMedia } from '../../media/sniff';
import { apiErrorSchema, okSchema } from '../sightings/presenters';
import {
  freeLimitSchema,
  mediaAssetSchema,
  presentMediaAsset,
  thumbnailSchema,
  uploadAllowanceSchema,
} from './presenters';
import { MediaService, PremiumBenefitError } from './service';
import { checkedParts } from './upload-parts';

export const MEDIA_ROUTE_MESSAGES = {
  tooManyUploads: 'Too many uploads in the last hour. Please wait a while and try again.',
  notMultipart: 'Send the file as multipart/form-data in a part named "file".',
  oneFile: 'Send one file per upload, in a part named "file".',
  badPurpose: `Purpose must be one of: ${MEDIA_PURPOSES.join(', ')}`,
  malformed: 'The upload was interrupted or is malformed. Please try again.',
  tooManyParts: 'The upload has too many parts: send one file and at most a purpose.',
} as const;

const ID_MESSAGE = 'The upload id must be a whole number between 1 and 2147483647';
const idParams = z.strictObject({
  id: z.coerce.number(ID_MESSAGE).int(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE),
});

/**
 * The size cap of what the upload turned out to be, on the member's plan (the stream is cut as soon as it passes
 * it). Premium Explorer's larger photos stay under the video cap, which the multipart parser's own limit follows.
 */
function limitFor(
  sniffed: SniffedMedia,
  purpose: MediaPurpose | undefined,
  benefits: Readonly<PlanBenefits>,
): UploadLimit {
  if (sniffed.kind === 'video')
    return {
      maxBytes: MEDIA_LIMITS.videoMaxBytes,
      tooLarge: () => new HttpError(413, UPLOAD_MESSAGES.videoTooLarge),
    };
  if (purpose === 'avatar')
    return {
      maxBytes: MEDIA_LIMITS.avatarMaxBytes,
      tooLarge: () => new HttpError(413, AVATAR_MESSAGES.tooLarge),
    };
  const premiumSize = benefits.photoMaxBytes > MEDIA_LIMITS.photoMaxBytes;
  return {
    maxBytes: benefits.photoMaxBytes,
    tooLarge: () =>
      new HttpError(413, premiumSize ? UPLOAD_MESSAGES.premiumPhotoTooLarge : UPLOAD_MESSAGES.photoTooLarge),
  };
}

/** @fastify/multipart and busboy errors, in the product's words. */
function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const e = error as { code?: string; message?: string };
  switch (e?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, UPLOAD_MESSAGES.videoTooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest(MEDIA_ROUTE_MESSAGES.oneFile);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest(MEDIA_ROUTE_MESSAGES.tooManyParts);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest(MEDIA_ROUTE_MESSAGES.notMultipart);
    case 'FST_PROTO_VIOLATION':
      return badRequest(MEDIA_ROUTE_MESSAGES.malformed);
  }
  if (/unexpected end of (form|multipart)|malformed|boundary/i.test(e?.message ?? ''))
    return badRequest(MEDIA_ROUTE_MESSAGES.malformed);
  return error;
}

export function mediaRoutes(ctx: AppContext, deps: { media?: MediaService } = {}): FastifyPluginAsyncZod {
  const service = deps.media ?? new MediaService(ctx);
  const tmpRoot = path.join(ctx.config.dataDir, 'tmp');
  /** POST /api/media in its own encapsulated plugin: the only route that parses multipart bodies. */
  const uploadRoute: FastifyPluginAsyncZod = async (app) => {
    await app.register(fastifyMultipart, {
      // One byte over the largest limit: receiveUpload's own cap (per sniffed type) always trips first and
      // refuses at once; at busboy's limit the file would merely end, and the rest of the body be drained.
      limits: { fileSize: MEDIA_LIMITS.videoMaxBytes + 1, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
      throwFileSizeLimit: true,
    });

    app.post(
      '/api/media',
      {
        schema: {
          tags: ['media'],
          summary: 'Upload a photo or video (multipart/form-data)',
          description:
            'One part named `file` (JPEG, PNG, WebP, AVIF or HEIC photo up to 40 MB, 100 MB for Premium Explorer members; MP4, WebM or MOV video up to 200 MB and 3 minutes), optionally preceded by a `purpose` field (`sighting`, the default, or `avatar`). Premium Explorer members may also upload camera RAW files (DNG, CR2, CR3, NEF, ARW, ORF, RW2, RAF, PEF): the original is kept private and the published picture is made from the JPEG preview the camera embedded; free members get 403 with `upgradeUrl`. The type is read from the content. Free members may upload 5 sighting photos per calendar month (UTC).',
          consumes: ['multipart/form-data'],
          response: {
            201: mediaAssetSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: freeLimitSchema.or(apiErrorSchema),
            413: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await ctx.rateLimits.uploads.consume(`user:${user.id}`, MEDIA_ROUTE_MESSAGES.tooManyUploads);
        if (!request.isMultipart()) throw badRequest(MEDIA_ROUTE_MESSAGES.notMultipart);
        const workDir = await fs.mkdtemp(path.join(tmpRoot, 'upload-'));
        try {
          let purpose: MediaPurpose | undefined;
          let received: ReceivedUpload | undefined;
          const parts = checkedParts(request, (problem) =>
            badRequest(
              problem === 'malformed' ? MEDIA_ROUTE_MESSAGES.malformed : MEDIA_ROUTE_MESSAGES.oneFile,
            ),
          );
          for await (const part of parts) {
            if (part.type === 'field') {
              if (part.fieldname !== 'purpose') continue;
              const parsed = z.enum(MEDIA_PURPOSES).safeParse(part.value);
              if (!parsed.success) throw badRequest(MEDIA_ROUTE_MESSAGES.badPurpose);
              purpose = parsed.data;
              continue;
            }
            if (part.fieldname !== 'file' || received) throw badRequest(MEDIA_ROUTE_MESSAGES.oneFile);
            // The stored name is ours: the client's file name never reaches a path or a storage key.
            received = await receiveUpload(part.file, path.join(workDir, 'upload'), async (sniffed) => {
              // The member's plan now: one who has just become premium uploads as premium at once.
              const benefits = await service.benefitsOf(user);
              service.assertAccepted(benefits, sniffed);
              // Refused at the first chunk when the purpose is already known; else checked after the parts.
              if (purpose) await service.assertAllowance(user, { sniffed, purpose }, benefits);
              return limitFor(sniffed, purpose, benefits);
            });
          }
          if (!received) throw badRequest(UPLOAD_MESSAGES.noFile);
          const asset = await service.upload(user, {
            file: path.join(workDir, 'upload'),
            bytes: received.bytes,
            sniffed: received.sniffed,
            purpose: purpose ?? 'sighting',
            workDir,
          });
          // Returned, not sent: the reply goes out after `finally` has removed the temp files.
          reply.status(201);
          return presentMediaAsset(asset);
        } catch (error) {
          if (error instanceof PremiumBenefitError) {
            reply.status(403);
            return { message: error.message, upgradeUrl: error.upgradeUrl };
          }
          throw multipartError(error);
        } finally {
          await fs.rm(workDir, { recursive: true, force: true });
        }
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

// POST /api/photo-analysis: the photo analyzer. Public like its page: visitors may analyse too, limited per
// address (members per account), because the photo is only measured and never kept: it is streamed to a
// temporary file (checked by content, size-capped), analysed and deleted before the answer leaves.
import fs from 'node:fs/promises';
import path from 'node:path';
import { benefitsOf } from '@common/plans/benefits';
import {
  PHOTO_ANALYSIS_LIMITS,
  PHOTO_ANALYSIS_MESSAGES,
  photoAnalysisSchema,
} from '@common/schemas/photo-analysis';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { receiveUpload } from '../../media/receive';
import { benefitsOfMember } from '../benefits/member-benefits';
import { checkedParts } from '../media/upload-parts';
import { apiErrorSchema } from '../sightings/presenters';
import { analysePhoto, type SubjectDetector } from './service';

/** @fastify/multipart and busboy errors, in the analyzer's words. */
function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const e = error as { code?: string; message?: string };
  switch (e?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, PHOTO_ANALYSIS_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest(PHOTO_ANALYSIS_MESSAGES.oneFile);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest(PHOTO_ANALYSIS_MESSAGES.notMultipart);
    case 'FST_PROTO_VIOLATION':
      return badRequest(PHOTO_ANALYSIS_MESSAGES.malformed);
  }
  if (/unexpected end of (form|multipart)|malformed|boundary/i.test(e?.message ?? ''))
    return badRequest(PHOTO_ANALYSIS_MESSAGES.malformed);
  return error;
}

export interface PhotoAnalysisDeps {
  /** The animal detector; the vision process of the app context when not given. */
  detector?: SubjectDetector;
}

export function photoAnalysisRoutes(ctx: AppContext, deps: PhotoAnalysisDeps = {}): FastifyPluginAsyncZod {
  const tmpRoot = path.join(ctx.config.dataDir, 'tmp');
  const detector = deps.detector ?? ctx.vision;
  return async (app) => {
    await fs.mkdir(tmpRoot, { recursive: true });
    await app.register(fastifyMultipart, {
      // One byte over the cap: receiveUpload's own limit trips first and refuses at once.
      limits: { fileSize: PHOTO_ANALYSIS_LIMITS.maxBytes + 1, files: 1, fields: 0, parts: 1, fieldSize: 0 },
      throwFileSizeLimit: true,
    });

    app.post(
      '/api/photo-analysis',
      {
        schema: {
          tags: ['photo analysis'],
          summary: 'Analyse a photo: exposure, sharpness, placement, noise, colour and camera settings',
          description:
            'One part named `photo` (JPEG, PNG, WebP, AVIF or HEIC, up to 40 MB; the type is read from the content). ' +
            'Open to visitors; limited per address (per account when signed in). Nothing about the photo is stored. ' +
            'Advice items are translation keys with the measured numbers.',
          consumes: ['multipart/form-data'],
          response: {
            200: photoAnalysisSchema,
            400: apiErrorSchema,
            413: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const user = request.user;
        await ctx.rateLimits.photoAnalysis.consume(
          user ? `user:${user.id}` : `ip:${request.ip}`,
          PHOTO_ANALYSIS_MESSAGES.tooMany,
        );
        if (!request.isMultipart()) throw badRequest(PHOTO_ANALYSIS_MESSAGES.notMultipart);
        const workDir = await fs.mkdtemp(path.join(tmpRoot, 'upload-'));
        const file = path.join(workDir, 'photo');
        try {
          let received = false;
          const parts = checkedParts(request, (problem) =>
            badRequest(
              problem === 'malformed' ? PHOTO_ANALYSIS_MESSAGES.malformed : PHOTO_ANALYSIS_MESSAGES.oneFile,
            ),
          );
          for await (const part of parts) {
            if (part.type === 'field' || part.fieldname !== 'photo' || received)
              throw badRequest(PHOTO_ANALYSIS_MESSAGES.oneFile);
            await receiveUpload(part.file, file, (sniffed) => {
              if (sniffed.kind !== 'photo') throw badRequest(PHOTO_ANALYSIS_MESSAGES.notPhoto);
              return {
                maxBytes: PHOTO_ANALYSIS_LIMITS.maxBytes,
                tooLarge: () => new HttpError(413, PHOTO_ANALYSIS_MESSAGES.tooLarge),
              };
            }).catch((error: unknown) => {
              // The sniffer's refusal names videos too; here only photos are wanted.
              if (error instanceof HttpError && error.statusCode === 400)
                throw badRequest(PHOTO_ANALYSIS_MESSAGES.notPhoto);
              throw error;
            });
            received = true;
          }
          if (!received) throw badRequest(PHOTO_ANALYSIS_MESSAGES.noFile);
          // Priority is a plan benefit, read now (a visitor's is the free plan's).
          const benefits = user ? await benefitsOfMember(ctx.db, user.id) : benefitsOf(null);
          return await analysePhoto({
            file,
            detector,
            priority: benefits.priorityIdentification ? 'high' : 'normal',
            log: request.log,
          });
        } catch (error) {
          throw multipartError(error);
        } finally {
          await fs.rm(workDir, { recursive: true, force: true });
        }
      },
    );
  };
}

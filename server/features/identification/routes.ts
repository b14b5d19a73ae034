// AI identification: POST /api/identify (a photo on the site: media id or sighting id), POST
// /api/identify/upload (a new photo, multipart), GET /api/identifications/:id, POST
// /api/identifications/:id/feedback (members, their own runs), GET/PUT /api/admin/ai-settings (administrator).
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  aiSettingsResponseSchema,
  aiSettingsSchema,
  IDENTIFY_FORM_FIELDS,
  IDENTIFY_MESSAGES,
  identificationFeedbackSchema,
  identificationParamsSchema,
  identificationResultSchema,
  identifyContextSchema,
  identifyStoredRequestSchema,
} from '@common/schemas/identification';
import { MEDIA_LIMITS, UPLOAD_MESSAGES } from '@common/schemas/media';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { requireAdmin, requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { createRateLimiter } from '../../http/rate-limits';
import { decodeHeic } from '../../media/heic';
import { receiveUpload } from '../../media/receive';
import { checkedParts } from '../media/upload-parts';
import { apiErrorSchema } from '../sightings/presenters';
import { IdentificationService } from './service';

/** Per member: an identification takes ~0.3 s of a core, so a few a minute is generous for people. */
const IDENTIFY_RATE = { points: 30, durationSeconds: 10 * 60 };

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

export function aiIdentificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new IdentificationService(ctx);
  const limiter = createRateLimiter('identify', IDENTIFY_RATE, { clock: ctx.clock });
  const tmpRoot = path.join(ctx.config.dataDir, 'tmp');

  /** The multipart route in its own encapsulated plugin, as POST /api/media does. */
  const uploadRoute: FastifyPluginAsyncZod = async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MEDIA_LIMITS.photoMaxBytes + 1, files: 1, fields: 3, parts: 4, fieldSize: 64 },
      throwFileSizeLimit: true,
    });
    app.post(
      '/api/identify/upload',
      {
        schema: {
          tags: ['identification'],
          summary: 'Identify the animal in a new photo (multipart/form-data)',
          description:
            "One part named `photo` (JPEG, PNG, WebP, AVIF or HEIC, up to 40 MB; the type is read from the content), optionally preceded by `latitude`, `longitude` and `date` (YYYY-MM-DD) fields; the photo's own EXIF fills in what is missing. The photo is not kept.",
          consumes: ['multipart/form-data'],
          response: { 200: identificationResultSchema, 413: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await limiter.consume(`user:${user.id}`, IDENTIFY_MESSAGES.rateLimited);
        if (!request.isMultipart()) throw badRequest(IDENTIFY_MESSAGES.source);
        await fs.mkdir(tmpRoot, { recursive: true });
        const workDir = await fs.mkdtemp(path.join(tmpRoot, 'identify-'));
        try {
          const fields: Record<string, string> = {};
          let received = false;
          const parts = checkedParts(request, () => badRequest(IDENTIFY_MESSAGES.source));
          for await (const part of parts) {
            if (part.type === 'field') {
              const name = part.fieldname as (typeof IDENTIFY_FORM_FIELDS)[number];
              if (IDENTIFY_FORM_FIELDS.includes(name) && typeof part.value === 'string')
                fields[name] = part.value;
              continue;
            }
            if (part.fieldname !== 'photo' || received) throw badRequest(IDENTIFY_MESSAGES.source);
            await receiveUpload(part.file, path.join(workDir, 'photo'), (sniffed) => {
              if (sniffed.kind !== 'photo') throw badRequest(UPLOAD_MESSAGES.unsupported);
              return {
                maxBytes: MEDIA_LIMITS.photoMaxBytes,
                tooLarge: () => new HttpError(413, UPLOAD_MESSAGES.photoTooLarge),
              };
            });
            received = true;
          }
          if (!received) throw badRequest(IDENTIFY_MESSAGES.source);
          const context = identifyContextSchema.safeParse(fields);
          if (!context.success) {
            throw badRequest(
              context.error.issues[0]?.message ?? IDENTIFY_MESSAGES.source,
              context.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
            );
          }
          const image = await readableImage(await fs.readFile(path.join(workDir, 'photo')));
          return await service.identify(user, { source: { kind: 'upload', image }, ...context.data });
        } finally {
          await fs.rm(workDir, { recursive: true, force: true });
        }
      },
    );
  };

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    await app.register(uploadRoute);

    app.post(
      '/api/identify',
      {
        schema: {
          tags: ['identification'],
          summary: 'Identify the animal in one of your uploaded photos or in a sighting’s photo',
          description:
            'Up to 5 species with a calibrated confidence and the reasons (similar confirmed photos, seen nearby in season), or "cannot tell" (uncertain, no_animal) with the species seen nearby. Premium members are served first.',
          body: identifyStoredRequestSchema,
          response: { 200: identificationResultSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await limiter.consume(`user:${user.id}`, IDENTIFY_MESSAGES.rateLimited);
        const { mediaId, sightingId, ...context } = request.body;
        const source = sightingId
          ? ({ kind: 'sighting', id: sightingId } as const)
          : ({ kind: 'media', id: mediaId as number } as const);
        return service.identify(user, { source, ...context });
      },
    );

    app.get(
      '/api/identifications/:id',
      {
        schema: {
          tags: ['identification'],
          summary: 'One of your identification runs',
          params: identificationParamsSchema,
          response: {
            200: identificationResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => service.get(requireUser(request), request.params.id),
    );

    app.post(
      '/api/identifications/:id/feedback',
      {
        schema: {
          tags: ['identification'],
          summary: 'Confirm the identification or correct it to another species',
          params: identificationParamsSchema,
          body: identificationFeedbackSchema,
          response: {
            200: identificationResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => service.feedback(requireUser(request), request.params.id, request.body),
    );

    app.get(
      '/api/admin/ai-settings',
      {
        schema: {
          tags: ['admin'],
          summary: 'AI identification settings (administrator)',
          response: { 200: aiSettingsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.settingsResponse();
      },
    );

    app.put(
      '/api/admin/ai-settings',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Choose the identifier (offline similarity, or your ONNX model and labels) and its thresholds',
          body: aiSettingsSchema,
          response: {
            200: aiSettingsResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request) => {
        requireAdmin(request);
        return service.updateSettings(request.body);
      },
    );
  };
}

/** HEIC is decoded here (sharp's build does not read it); every other accepted type goes to the models as is. */
async function readableImage(file: Buffer): Promise<Buffer> {
  const { sniffMedia } = await import('../../media/sniff');
  const sniffed = await sniffMedia(file.subarray(0, 64 * 1024));
  if (sniffed.kind === 'photo' && (sniffed.mime === 'image/heic' || sniffed.mime === 'image/heif')) {
    const raw = await decodeHeic(file);
    return sharp(Buffer.from(raw.data), { raw: { width: raw.width, height: raw.height, channels: 4 } })
      .jpeg({ quality: 90 })
      .toBuffer();
  }
  return file;
}

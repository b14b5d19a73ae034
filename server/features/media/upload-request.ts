// One multipart upload request through the media pipeline, for whoever the route says owns it: POST /api/media
// (the signed-in member) and POST /api/admin/media (the administrator's reserved member account, features/curated).
// The parts are read as they stream (a `purpose` field, then one `file`), the type is sniffed from the first bytes,
// the plan's caps cut the stream, and MediaService.upload makes the renditions (metadata stripped), scans
// illustrations and writes the row. Temp files are gone before the reply leaves.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PlanBenefits } from '@common/plans/benefits';
import { IDEMPOTENT_REPLAY_HEADER } from '@common/schemas/field';
import {
  MEDIA_LIMITS,
  MEDIA_PURPOSES,
  type MediaAsset,
  type MediaPurpose,
  UPLOAD_MESSAGES,
} from '@common/schemas/media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserRow } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { AVATAR_MESSAGES } from '../../media/ingest';
import { type ReceivedUpload, receiveUpload, type UploadLimit } from '../../media/receive';
import type { SniffedMedia } from '../../media/sniff';
import { presentMediaAsset } from './presenters';
import { type MediaService, PremiumBenefitError } from './service';
import { checkedParts } from './upload-parts';

export const MEDIA_ROUTE_MESSAGES = {
  tooManyUploads: 'Too many uploads in the last hour. Please wait a while and try again.',
  notMultipart: 'Send the file as multipart/form-data in a part named "file".',
  oneFile: 'Send one file per upload, in a part named "file".',
  badPurpose: `Purpose must be one of: ${MEDIA_PURPOSES.join(', ')}`,
  malformed: 'The upload was interrupted or is malformed. Please try again.',
  tooManyParts: 'The upload has too many parts: send one file and at most a purpose.',
} as const;

/**
 * @fastify/multipart's options for an upload route. One byte over the largest limit: receiveUpload's own cap (per
 * sniffed type) always trips first and refuses at once; at busboy's limit the file would merely end, and the rest
 * of the body be drained.
 */
export const UPLOAD_MULTIPART_OPTIONS = {
  limits: { fileSize: MEDIA_LIMITS.videoMaxBytes + 1, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  throwFileSizeLimit: true,
} as const;

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

export interface UploadRequestOptions {
  service: MediaService;
  /** DATA_DIR/tmp: each upload works in a folder of its own there. */
  tmpRoot: string;
  /** The member the asset belongs to. */
  owner: UserRow;
  /** The purposes this route takes (all of them for members); another is refused with `badPurpose`. */
  purposes?: readonly MediaPurpose[];
  badPurpose?: string;
  /**
   * The send's Idempotency-Key (features/field/idempotency.ts), when it has one: the caller answered an earlier
   * send's asset already; here a send that lost a race to another of the same key answers the winner's asset
   * (with its own files removed) instead of its failure.
   */
  clientKey?: string | null;
}

/**
 * Reads the multipart body of `request` and stores its file for `owner`: the asset (201 set on `reply`), or the
 * premium refusal's body (403 set). Anything else refused is thrown as an HttpError.
 */
export async function storeUploadRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  { service, tmpRoot, owner, purposes = MEDIA_PURPOSES, badPurpose, clientKey = null }: UploadRequestOptions,
): Promise<MediaAsset | { message: string; upgradeUrl: string }> {
  if (!request.isMultipart()) throw badRequest(MEDIA_ROUTE_MESSAGES.notMultipart);
  const workDir = await fs.mkdtemp(path.join(tmpRoot, 'upload-'));
  try {
    let purpose: MediaPurpose | undefined;
    let received: ReceivedUpload | undefined;
    const parts = checkedParts(request, (problem) =>
      badRequest(problem === 'malformed' ? MEDIA_ROUTE_MESSAGES.malformed : MEDIA_ROUTE_MESSAGES.oneFile),
    );
    const purposeSchema = z.enum(purposes as [MediaPurpose, ...MediaPurpose[]]);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'purpose') continue;
        const parsed = purposeSchema.safeParse(part.value);
        if (!parsed.success) throw badRequest(badPurpose ?? MEDIA_ROUTE_MESSAGES.badPurpose);
        purpose = parsed.data;
        continue;
      }
      if (part.fieldname !== 'file' || received) throw badRequest(MEDIA_ROUTE_MESSAGES.oneFile);
      // The stored name is ours: the client's file name never reaches a path or a storage key.
      received = await receiveUpload(part.file, path.join(workDir, 'upload'), async (sniffed) => {
        // The member's plan now: one who has just become premium uploads as premium at once.
        const benefits = await service.benefitsOf(owner);
        service.assertAccepted(benefits, sniffed, purpose);
        // Refused at the first chunk when the purpose is already known; else checked after the parts.
        if (purpose) await service.assertAllowance(owner, { sniffed, purpose }, benefits);
        return limitFor(sniffed, purpose, benefits);
      });
    }
    if (!received) throw badRequest(UPLOAD_MESSAGES.noFile);
    const chosen = purpose ?? 'sighting';
    if (!purposes.includes(chosen)) throw badRequest(badPurpose ?? MEDIA_ROUTE_MESSAGES.badPurpose);
    const asset = await service.upload(
      owner,
      {
        file: path.join(workDir, 'upload'),
        bytes: received.bytes,
        sniffed: received.sniffed,
        purpose: chosen,
        workDir,
      },
      clientKey,
    );
    // Returned, not sent: the reply goes out after `finally` has removed the temp files.
    reply.status(201);
    return presentMediaAsset(asset);
  } catch (error) {
    // Another send of the same key stored its asset meanwhile (this one then failed on the key, or on the
    // allowance the winner used): that asset is the answer, as it would have been had this send come later.
    const winner = clientKey === null ? null : await service.findByClientKey(owner.id, clientKey);
    if (winner) {
      reply.status(201).header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return presentMediaAsset(winner);
    }
    if (error instanceof PremiumBenefitError) {
      reply.status(403);
      return { message: error.message, upgradeUrl: error.upgradeUrl };
    }
    throw multipartError(error);
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

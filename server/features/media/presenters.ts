// Which fields of an uploaded asset leave the server (never the private original's key), and the response
// schemas of the media routes.
import type { MediaAsset, UploadAllowance } from '@common/schemas/media';
import { z } from 'zod';
import type { MediaAssetRow } from '../../db/schema';
import { cameraSchema, presentCamera, presentMedia, sightingMediaSchema } from '../sightings/presenters';

export const mediaAssetSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['photo', 'video', 'avatar', 'illustration']),
  mime: z.string(),
  media: sightingMediaSchema,
  videoUrl: z.string().nullable(),
  camera: cameraSchema.nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  takenAt: z.string().nullable(),
}) satisfies z.ZodType<MediaAsset>;

export const uploadAllowanceSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
}) satisfies z.ZodType<UploadAllowance>;

/** The free plan's refusal carries where to upgrade, so the upload screen can link to it. */
export const freeLimitSchema = z.object({ message: z.string(), upgradeUrl: z.string() });

export const thumbnailSchema = z.object({ thumbnailUrl: z.string() });

const KINDS = ['photo', 'video', 'avatar', 'illustration'] as const;
const kindOf = (stored: string): MediaAsset['kind'] =>
  (KINDS as readonly string[]).includes(stored) ? (stored as MediaAsset['kind']) : 'photo';

/**
 * The uploader's own view of the asset: unlike the sighting page, it includes the position read from the
 * file, so the upload form can offer it (the member decides what the sighting shows).
 */
export function presentMediaAsset(row: MediaAssetRow): MediaAsset {
  const { camera } = row;
  return {
    id: row.id,
    kind: kindOf(row.kind),
    mime: row.mime,
    media: presentMedia(row),
    videoUrl: row.variants.video?.url ?? null,
    camera: presentCamera(camera),
    location:
      camera?.latitude !== undefined && camera.longitude !== undefined
        ? { latitude: camera.latitude, longitude: camera.longitude }
        : null,
    takenAt: camera?.takenAt ?? null,
  };
}

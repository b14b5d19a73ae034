// Uploads: what the server accepts (checked by content) and what it answers (spec: media pipeline).
import { z } from 'zod';
import type { CameraInfo, SightingMedia } from './sightings';

// The plain values live in common/constants/media.ts (kept out of the web app's entry chunk: importing one of them
// from here would bring zod along); re-exported so every importer of this module keeps working.
export {
  MEDIA_LIMITS,
  MEDIA_PURPOSES,
  type MediaPurpose,
  PHOTO_MIME_TYPES,
  RAW_FORMATS,
  type RawExt,
  type RawFormat,
  type RawMime,
  UPLOAD_MESSAGES,
  VIDEO_MIME_TYPES,
} from '../constants/media';

/** What the upload answers: the asset to attach to a sighting, and what the server read from the file. */
export interface MediaAsset {
  id: number;
  kind: 'photo' | 'video' | 'avatar' | 'illustration';
  mime: string;
  media: SightingMedia;
  /** Public URL of the playable video, for videos. */
  videoUrl: string | null;
  camera: CameraInfo | null;
  /** Position and time from the file's metadata, when present (the server's own reading). */
  location: { latitude: number; longitude: number } | null;
  takenAt: string | null;
}

/** The free plan's allowance this calendar month (premium members: unlimited, null). */
export interface UploadAllowance {
  used: number;
  limit: number | null;
  remaining: number | null;
}

export const videoThumbnailSchema = z.strictObject({
  videoUrl: z.string().trim().min(1, 'A video URL is required').max(500),
});

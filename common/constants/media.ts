// Plain values of the media contract (accepted types, size limits, upload messages), kept free of zod so modules
// the web app's first load needs (common/plans/benefits.ts, read by the shell's real-time alerts context) do not
// pull the schemas in. common/schemas/media.ts re-exports them, so either import path gives the same values.

export const PHOTO_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/**
 * Camera RAW files Premium Explorer members may upload (spec section 6: "high-resolution and RAW uploads"), read
 * from their content: the original is kept private and the published picture is made from the JPEG preview the
 * camera embedded in it.
 */
export const RAW_FORMATS = [
  { ext: 'dng', mime: 'image/x-adobe-dng' },
  { ext: 'cr2', mime: 'image/x-canon-cr2' },
  { ext: 'cr3', mime: 'image/x-canon-cr3' },
  { ext: 'nef', mime: 'image/x-nikon-nef' },
  { ext: 'arw', mime: 'image/x-sony-arw' },
  { ext: 'orf', mime: 'image/x-olympus-orf' },
  { ext: 'rw2', mime: 'image/x-panasonic-rw2' },
  { ext: 'raf', mime: 'image/x-fujifilm-raf' },
  { ext: 'pef', mime: 'image/x-pentax-pef' },
] as const;
export type RawFormat = (typeof RAW_FORMATS)[number];
export type RawMime = RawFormat['mime'];
export type RawExt = RawFormat['ext'];

export const MEDIA_LIMITS = {
  /** Largest photo file accepted, in bytes (a 24 MP JPEG or HEIC is well under this). */
  photoMaxBytes: 40 * 1024 * 1024,
  /** Premium Explorer's largest photo (high-resolution and RAW uploads: a 60 MP camera's RAW fits). */
  premiumPhotoMaxBytes: 100 * 1024 * 1024,
  /** Largest video file accepted, in bytes. */
  videoMaxBytes: 200 * 1024 * 1024,
  /** Decompression-bomb guard: more pixels than a 100 MP sensor is refused before decoding. */
  photoMaxPixels: 100_000_000,
  videoMaxSeconds: 180,
  avatarMaxBytes: 10 * 1024 * 1024,
  /**
   * Illustrations a member may upload in any 24 hours. They do not count toward the free plan's monthly
   * sighting photos, so this cap (checked by the server, under the member's lock) is what bounds their abuse.
   */
  illustrationsPerDay: 30,
} as const;

/**
 * What an upload is for: a sighting's photo or video (the default; counts toward the free plan's monthly
 * allowance), a profile picture, or an illustration of something other than a sighting (a gear review's photo,
 * a location guide's preview, an article cover, a category image). Illustrations are photos only, never
 * counted toward the allowance, and never accepted as a sighting's media.
 */
export const MEDIA_PURPOSES = ['sighting', 'avatar', 'illustration'] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

export const UPLOAD_MESSAGES = {
  unsupported:
    'This file is not a supported photo or video. Use JPEG, PNG, WebP, AVIF or HEIC photos, or MP4, WebM or MOV videos.',
  photoTooLarge: 'This photo is larger than 40 MB.',
  premiumPhotoTooLarge: 'This photo is larger than 100 MB.',
  rawPremiumOnly:
    'RAW uploads are a Premium Explorer benefit. Upgrade to upload camera RAW files, or upload a JPEG.',
  rawNoPreview:
    'This RAW file has no embedded preview that can be published. Export it as a JPEG and upload that.',
  videoTooLarge: 'This video is larger than 200 MB.',
  tooManyPixels: 'This image has too many pixels to process (the limit is 100 megapixels).',
  damaged: 'This file is damaged or incomplete and cannot be read.',
  videoTooLong: 'This video is longer than 3 minutes.',
  noFile: 'Choose a photo or video to upload.',
  freeLimitReached:
    'Free members can upload 5 photos per month. Upgrade to Premium Explorer for unlimited uploads.',
  illustrationNotPhoto: 'An illustration must be a photo: JPEG, PNG, WebP, AVIF or HEIC.',
  illustrationsPerDay: 'You can upload at most 30 illustrations a day. Please try again tomorrow.',
  illustrationRefused:
    'This picture cannot be published on WildLens: it looks like it breaks the community guidelines.',
  scanBusy: 'The picture check is busy right now. Please try again in a minute.',
} as const;

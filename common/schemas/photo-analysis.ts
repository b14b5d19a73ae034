// The photo analyzer (POST /api/photo-analysis): measures computed from one photo's pixels and EXIF, each with a
// verdict, and advice as translation keys with the measured numbers (the client words them in the member's
// language). Nothing about the photo is stored.
import { z } from 'zod';

export const PHOTO_ANALYSIS_LIMITS = {
  /** Same ceiling as a sighting photo: the file is streamed to a temporary file, never held whole in memory. */
  maxBytes: 40 * 1024 * 1024,
  /** Bins of the luminance histogram sent back (each bin covers 256 / bins levels). */
  histogramBins: 64,
} as const;

export const PHOTO_ANALYSIS_MESSAGES = {
  notPhoto: 'Choose a photo to analyse (JPEG, PNG, WebP, AVIF or HEIC).',
  tooLarge: 'This photo is larger than 40 MB.',
  noFile: 'Choose a photo to analyse.',
  oneFile: 'Send one photo, in a part named "photo".',
  notMultipart: 'Send the photo as multipart/form-data in a part named "photo".',
  malformed: 'The upload was interrupted or is malformed. Please try again.',
  tooMany: 'Too many photos analysed in a short time. Please wait a few minutes and try again.',
} as const;

const box = z.object({
  /** Left, top, width and height as fractions of the upright photo's width and height (0 to 1). */
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type NormalisedBox = z.infer<typeof box>;

export const EXPOSURE_VERDICTS = ['good', 'under', 'over', 'contrasty'] as const;
export const SHARPNESS_VERDICTS = ['sharp', 'soft', 'blurred'] as const;
export const PLACEMENT_VERDICTS = ['thirds', 'centred', 'edge', 'between'] as const;
export const NOISE_VERDICTS = ['clean', 'visible', 'heavy'] as const;
export const COLOUR_VERDICTS = ['neutral', 'warm', 'cool', 'green', 'magenta', 'unmeasured'] as const;
export const ADVICE_MEASURES = ['exposure', 'sharpness', 'placement', 'noise', 'colour', 'camera'] as const;

const adviceSchema = z.object({
  measure: z.enum(ADVICE_MEASURES),
  /** Key under `photoAnalysis.advice.` in the locale files. */
  key: z.string(),
  /** The measured numbers the sentence quotes. */
  values: z.record(z.string(), z.number()),
});
export type PhotoAdvice = z.infer<typeof adviceSchema>;

export const photoAnalysisSchema = z.object({
  /** Upright size of the photo as sent. */
  width: z.number().int(),
  height: z.number().int(),
  /** Whether the animal detector answered ('unavailable' when it could not run: the centre is measured). */
  detector: z.enum(['found', 'none', 'unavailable']),
  subject: z.object({
    /** 'detector': the detected animal's box; 'centre': the middle of the frame, when no animal was found. */
    source: z.enum(['detector', 'centre']),
    label: z.string().nullable(),
    score: z.number().nullable(),
    box,
  }),
  exposure: z.object({
    /** Mean luminance, 0 (black) to 255 (white). */
    mean: z.number(),
    /** Percent of pixels at pure black (luminance 0-2) and at pure white (253-255). */
    clippedShadows: z.number(),
    clippedHighlights: z.number(),
    /** Share of the pixels in each bin, from black to white (sums to 1). */
    histogram: z.array(z.number()),
    verdict: z.enum(EXPOSURE_VERDICTS),
  }),
  sharpness: z.object({
    /** Variance of the Laplacian of the luminance on the subject, and on the whole frame (same scale). */
    subject: z.number(),
    frame: z.number(),
    /** subject / frame: above 1 when the subject is sharper than the rest (a blurred background). */
    ratio: z.number(),
    verdict: z.enum(SHARPNESS_VERDICTS),
  }),
  /** Rule-of-thirds placement of the detected animal; null when there is no detected animal to place. */
  placement: z
    .object({
      /** Centre of the subject's box, as fractions of the frame. */
      centre: z.object({ x: z.number(), y: z.number() }),
      /** The nearest thirds intersection. */
      nearest: z.object({ x: z.number(), y: z.number() }),
      /** Distance to it: 0 on the intersection, 1 at a corner of the frame. */
      distance: z.number(),
      /** Share of the frame the subject's box covers, 0 to 1. */
      area: z.number(),
      verdict: z.enum(PLACEMENT_VERDICTS),
    })
    .nullable(),
  noise: z.object({
    /** Estimated standard deviation of the noise, in luminance levels of 255, at full resolution. */
    sigma: z.number(),
    verdict: z.enum(NOISE_VERDICTS),
  }),
  colour: z.object({
    /** Mean red minus blue, and green minus the mean of red and blue, on near-neutral pixels (levels of 255). */
    warmth: z.number(),
    tint: z.number(),
    /** Percent of the pixels that are near-neutral (the measure needs some). */
    neutralShare: z.number(),
    verdict: z.enum(COLOUR_VERDICTS),
  }),
  camera: z
    .object({
      make: z.string().nullable(),
      model: z.string().nullable(),
      lens: z.string().nullable(),
      /** Millimetres, as recorded, and its 35 mm equivalent when the camera wrote it. */
      focalLength: z.number().nullable(),
      focalLength35: z.number().nullable(),
      aperture: z.number().nullable(),
      /** Seconds. */
      exposureTime: z.number().nullable(),
      iso: z.number().nullable(),
      takenAt: z.string().nullable(),
    })
    .nullable(),
  advice: z.array(adviceSchema),
});
export type PhotoAnalysis = z.infer<typeof photoAnalysisSchema>;
export type ExposureVerdict = (typeof EXPOSURE_VERDICTS)[number];
export type SharpnessVerdict = (typeof SHARPNESS_VERDICTS)[number];
export type PlacementVerdict = (typeof PLACEMENT_VERDICTS)[number];
export type NoiseVerdict = (typeof NOISE_VERDICTS)[number];
export type ColourVerdict = (typeof COLOUR_VERDICTS)[number];

// Reading a photo for the analyzer with sharp (libvips works on libuv's thread pool, off the event loop): the
// header checks every upload gets (bombs, damaged files), an upright sRGB copy at the analysis scale, a 1:1 crop
// for the noise estimate, and the variance of the Laplacian computed natively on a region.
import fs from 'node:fs/promises';
import { MEDIA_LIMITS, UPLOAD_MESSAGES } from '@common/schemas/media';
import type { NormalisedBox } from '@common/schemas/photo-analysis';
import sharp, { type Sharp } from 'sharp';
import { badRequest, HttpError } from '../../http/errors';
import { decodeHeic } from '../../media/heic';
import type { RawPixels } from './measures';

/** Long side of the copy the tone, colour and sharpness measures read (and the detector is shown). */
export const ANALYSIS_SIDE = 1024;
/** Side of the 1:1 crop the noise is estimated on (downscaling would average the noise away). */
const NOISE_CROP_SIDE = 384;

export interface OpenedPhoto {
  /** Upright size of the full picture. */
  width: number;
  height: number;
  format: string | undefined;
  /** A fresh pipeline over the upright full-resolution picture. */
  open(): Sharp;
}

function decodeFailure(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return badRequest(UPLOAD_MESSAGES.tooManyPixels);
  return badRequest(UPLOAD_MESSAGES.damaged);
}

/** Runs a decoding step; whatever the decoder says about a file it cannot read is the spec's 400. */
export async function decoding<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw decodeFailure(error);
  }
}

export async function openPhoto(file: string): Promise<OpenedPhoto> {
  return decoding(async () => {
    // limitInputPixels off for the header only, so a bomb's size is read and refused before any decoding.
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    if (meta.width * meta.height > MEDIA_LIMITS.photoMaxPixels)
      throw badRequest(UPLOAD_MESSAGES.tooManyPixels);
    if (meta.format === 'heif' && meta.compression === 'hevc') {
      // The prebuilt libvips cannot decode HEVC: libheif decodes it in a worker thread (upright already).
      const raw = await decodeHeic(await fs.readFile(file));
      return {
        width: raw.width,
        height: raw.height,
        format: meta.format,
        open: () =>
          sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } }),
      };
    }
    return {
      width: meta.autoOrient.width,
      height: meta.autoOrient.height,
      format: meta.format,
      open: () =>
        sharp(file, { failOn: 'truncated', limitInputPixels: MEDIA_LIMITS.photoMaxPixels }).autoOrient(),
    };
  });
}

/** The upright picture reduced to ANALYSIS_SIDE, sRGB, three channels. */
export async function analysisCopy(photo: OpenedPhoto): Promise<RawPixels> {
  return decoding(async () => {
    const { data, info } = await photo
      .open()
      .resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  });
}

const fromRaw = (image: RawPixels) =>
  sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels as 1 | 2 | 3 | 4 },
  });

/** The analysis copy as a JPEG, for the detector (it decodes what it is given; this is already upright). */
export function detectorImage(image: RawPixels): Promise<Buffer> {
  return fromRaw(image).jpeg({ quality: 90 }).toBuffer();
}

/** A normalised box in whole pixels of a `width` x `height` image, at least 3 x 3 and inside it. */
export function pixelBox(box: NormalisedBox, width: number, height: number) {
  const left = Math.min(width - 3, Math.max(0, Math.floor(box.x * width)));
  const top = Math.min(height - 3, Math.max(0, Math.floor(box.y * height)));
  const right = Math.max(left + 3, Math.min(width, Math.ceil((box.x + box.width) * width)));
  const bottom = Math.max(top + 3, Math.min(height, Math.ceil((box.y + box.height) * height)));
  return { left, top, width: Math.min(width, right) - left, height: Math.min(height, bottom) - top };
}

/**
 * Variance of the Laplacian of the luminance inside `box` (the whole image without one). libvips computes the
 * standard deviation of the 4-neighbour Laplacian divided by 9 (sharp's stats().sharpness); squared and scaled
 * back, it is the usual variance of the Laplacian on 0-255 values.
 */
export async function laplacianVariance(image: RawPixels, box?: NormalisedBox): Promise<number> {
  if (image.width < 3 || image.height < 3) return 0;
  let region = image;
  if (box) {
    // stats() reads its input, not the result of operations before it: the crop is made first.
    const { data, info } = await fromRaw(image)
      .extract(pixelBox(box, image.width, image.height))
      .raw()
      .toBuffer({ resolveWithObject: true });
    region = { data, width: info.width, height: info.height, channels: info.channels };
  }
  const { sharpness } = await fromRaw(region).stats();
  return Math.round((9 * sharpness) ** 2 * 10) / 10;
}

/**
 * A 1:1 luminance crop of up to NOISE_CROP_SIDE pixels, where it overlaps the subject least: backgrounds are where
 * flat areas, and so noise, show.
 */
export async function noiseCrop(photo: OpenedPhoto, subject: NormalisedBox): Promise<RawPixels> {
  const side = Math.min(NOISE_CROP_SIDE, photo.width, photo.height);
  const candidates = [
    { x: 0.5, y: 0.5 },
    { x: 0.25, y: 0.25 },
    { x: 0.75, y: 0.25 },
    { x: 0.25, y: 0.75 },
    { x: 0.75, y: 0.75 },
  ].map((c) => {
    const left = Math.round(Math.min(photo.width - side, Math.max(0, c.x * photo.width - side / 2)));
    const top = Math.round(Math.min(photo.height - side, Math.max(0, c.y * photo.height - side / 2)));
    const crop = {
      x: left / photo.width,
      y: top / photo.height,
      w: side / photo.width,
      h: side / photo.height,
    };
    const overlapX = Math.max(
      0,
      Math.min(crop.x + crop.w, subject.x + subject.width) - Math.max(crop.x, subject.x),
    );
    const overlapY = Math.max(
      0,
      Math.min(crop.y + crop.h, subject.y + subject.height) - Math.max(crop.y, subject.y),
    );
    return { left, top, overlap: overlapX * overlapY };
  });
  const best = candidates.reduce((a, b) => (b.overlap < a.overlap ? b : a));
  return decoding(async () => {
    const { data, info } = await photo
      .open()
      .extract({ left: best.left, top: best.top, width: side, height: side })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  });
}

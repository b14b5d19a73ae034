// The photo pipeline: refuses bombs, damaged and oversized files, then turns one upload into upright,
// metadata-free renditions (WebP + JPEG fallback), a thumbhash placeholder and the camera data.
//
// Speed: the file is decoded once (with JPEG shrink-on-load) into upright sRGB pixels no larger than the
// variants need; every rendition is then encoded from those pixels in parallel on libuv's pool (sharp runs
// one libvips thread per image on glibc, so separate pipelines are what use several cores).
//
// Formats, measured on canon-dslr.jpg (18 MP) reduced to 2048x1365 raw pixels first; medians on a 2-core
// Xeon, sharp 0.35 / libvips 8.18 (process CPU time where noted, as wall time swings with machine load):
//   WebP q80 effort 4 (sharp's default)          221 ms CPU  10.6 KB
//   WebP q80 effort 3                            224 ms CPU  10.4 KB   (no faster than 4)
//   WebP q80 effort 2                             76 ms CPU  11.6 KB
//   JPEG q80 libjpeg-turbo (chosen fallback)      24-47 ms    29.8 KB
//   JPEG q80 mozjpeg (trellis, progressive)      154-178 ms  18.5 KB
//   AVIF q50 effort 4 (sharp's default)         3448 ms       4.7 KB
//   AVIF q50 effort 2                            440 ms       5.8 KB
//   AVIF q50 effort 0                             88 ms       5.7 KB
// WebP effort 2 instead of 4 costs +2% to +17% bytes (Pixel photo +2%, DSLR +9%, two 1920 px wildlife photos
// +15%/+17%). The thumb and medium sizes, which feeds and phones load, keep effort 4; the 2048 px large one,
// which the largest screens and the full-screen viewer load, uses effort 2: it is most of the pipeline's
// CPU, and with it the whole pipeline costs about what the plain resize-to-WebP reference does (1.0-1.1x
// even on a loaded machine, against 1.5-2.6x with effort 4 everywhere when the second core is busy).
// Fallback: AVIF at its default effort costs ten times the whole budget (the pipeline must stay within 1.5x
// of a plain resize-to-WebP); at low effort it is cheap and small, but the fallback exists for browsers that
// cannot show WebP, and every browser that decodes AVIF also decodes WebP, so an AVIF fallback would reach
// nobody who needs it. The fallback is therefore JPEG. mozjpeg would make it 20-40% smaller for 5-15x the
// encode time; as the fallback is rarely served (browsers without WebP, some link-preview crawlers) while
// every upload pays the encode, plain libjpeg-turbo wins. Full pipeline: `npm run bench -- upload`.
import fs from 'node:fs/promises';
import { MEDIA_LIMITS, UPLOAD_MESSAGES } from '@common/schemas/media';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import type { CameraData, MediaVariant } from '../db/schema/media';
import { badRequest, HttpError } from '../http/errors';
import { readCameraData } from './exif';
import { decodeHeic } from './heic';

// libvips keeps up to 50 MB of recent operations for reuse; every upload is a new file, so nothing is reused
// and the cache only holds memory (docs/PERFORMANCE.md, server memory).
sharp.cache(false);

export type VariantName = 'thumb' | 'small' | 'medium' | 'large';
export type RenditionFormat = 'webp' | 'jpeg';

/**
 * sighting: thumb + ~720 + ~1000 + ~2048; avatar: square thumb + 512 square; poster: a video frame, like a
 * sighting. The 720 px one is what phones pick for a photo drawn the width of their screen (a 380-430 px wide
 * slot at 1.75-2x: Chromium takes it while the next size up is more than that density's geometric step), at about
 * half the bytes of the 1000 px one; 1000 px serves 2.5-3x phones and the desktop card and page sizes.
 */
export type PhotoProfile = 'sighting' | 'avatar' | 'poster';

interface VariantSpec {
  name: VariantName;
  size: number;
  /** Square crop (cards and avatars) or the whole picture within size x size. */
  square: boolean;
}

const PROFILES: Record<PhotoProfile, VariantSpec[]> = {
  sighting: [
    { name: 'thumb', size: 160, square: true },
    { name: 'small', size: 720, square: false },
    { name: 'medium', size: 1000, square: false },
    { name: 'large', size: 2048, square: false },
  ],
  poster: [
    { name: 'thumb', size: 160, square: true },
    { name: 'small', size: 720, square: false },
    { name: 'medium', size: 1000, square: false },
    { name: 'large', size: 2048, square: false },
  ],
  avatar: [
    { name: 'thumb', size: 160, square: true },
    { name: 'medium', size: 512, square: true },
  ],
};

export const WEBP_QUALITY = 80;
/**
 * libwebp effort (method) per variant: the default 4 for the thumb, small and medium sizes that feeds and phones
 * load, 2 for the 2048 px large one (a third of the encode time for about 10% more bytes; see above).
 */
const WEBP_EFFORT: Record<VariantName, number> = { thumb: 4, small: 4, medium: 4, large: 2 };
export const JPEG_OPTIONS = { quality: 80 } as const;
/** Longest side the pixels shared by all renditions may have (bounds their memory: 8192 x 8192 x 4 = 256 MB). */
const MAX_DECODED_SIDE = 8192;
/** thumbhash encodes at most 100x100 pixels. */
const PLACEHOLDER_SIZE = 100;

export interface Rendition {
  name: VariantName;
  format: RenditionFormat;
  data: Buffer;
  width: number;
  height: number;
}

export interface RenditionPair {
  webp: Rendition;
  jpeg: Rendition;
}

export interface ProcessedPhoto {
  /** Upright size of the full picture. */
  width: number;
  height: number;
  /**
   * Each variant in WebP and JPEG. A picture no larger than a smaller variant does not get an enlarged copy:
   * the bigger variant then shares the smaller one's renditions (same objects).
   */
  variants: Partial<Record<VariantName, RenditionPair>>;
  /** Thumbhash, base64. */
  placeholder: string;
  camera: CameraData | null;
}

export interface PhotoSource {
  /** A file on disk (uploads) or bytes in memory (video frames). */
  file: string | Buffer;
  profile: PhotoProfile;
  /** Largest accepted file; defaults to MEDIA_LIMITS.photoMaxBytes. */
  maxBytes?: number;
  tooLargeMessage?: string;
  /**
   * Where the camera data is read from instead of `file`: the RAW file whose embedded preview `file` is (the
   * preview's own metadata, when it has any, is the fallback).
   */
  cameraFrom?: string;
}

const PIXEL_LIMIT_PATTERN = /pixel limit/i;

/** Anything the decoder says about a file it cannot read becomes the spec's clear 400, never a 500. */
function decodeFailure(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (PIXEL_LIMIT_PATTERN.test(message)) return badRequest(UPLOAD_MESSAGES.tooManyPixels);
  return badRequest(UPLOAD_MESSAGES.damaged);
}

interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
  /** Upright size of the full picture these pixels were reduced from. */
  full: { width: number; height: number };
}

/**
 * The width to decode at: small enough for the largest whole-picture variant (inside its size), large
 * enough that the short side still fills the largest square crop (avatars, a panorama's thumbnail).
 */
function decodeWidth(full: { width: number; height: number }, specs: VariantSpec[]): number {
  const longSide = Math.max(0, ...specs.filter((s) => !s.square).map((s) => s.size));
  const square = Math.max(0, ...specs.filter((s) => s.square).map((s) => s.size));
  const shortSide = Math.min(full.width, full.height);
  let scale = longSide / Math.max(full.width, full.height);
  if (shortSide * scale < square) scale = square / shortSide;
  // ...but an extreme panorama keeps a thin thumbnail rather than decoding at hundreds of megabytes.
  scale = Math.min(scale, MAX_DECODED_SIDE / Math.max(full.width, full.height));
  return Math.max(1, Math.round(full.width * Math.min(1, scale)));
}

/** Decodes once: upright, sRGB, 8-bit, reduced to what the variants need, as raw pixels they all start from. */
async function decodeUpright(file: string | Buffer, meta: Metadata, specs: VariantSpec[]): Promise<Pixels> {
  let image: Sharp;
  // sharp reports the upright size (EXIF orientation applied) beside the stored one.
  let full = { width: meta.autoOrient.width, height: meta.autoOrient.height };
  if (meta.format === 'heif' && meta.compression === 'hevc') {
    const bytes = typeof file === 'string' ? await fs.readFile(file) : file;
    const raw = await decodeHeic(bytes);
    full = { width: raw.width, height: raw.height };
    image = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  } else {
    image = sharp(file, {
      // Truncated files are refused rather than published with a grey band (a decode warning is not enough).
      failOn: 'truncated',
      limitInputPixels: MEDIA_LIMITS.photoMaxPixels,
      sequentialRead: true,
    }).autoOrient();
  }
  const { data, info } = await image
    .resize({ width: decodeWidth(full, specs), withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels }, full };
}

function fromPixels(pixels: Pixels): Sharp {
  const { width, height, channels } = pixels.info;
  return sharp(pixels.data, { raw: { width, height, channels } });
}

async function render(pixels: Pixels, spec: VariantSpec, format: RenditionFormat): Promise<Rendition> {
  let image = fromPixels(pixels);
  if (spec.square) {
    // 'attention' centres the crop on the most salient region: the animal rather than the middle of the frame.
    image = image.resize(spec.size, spec.size, {
      fit: 'cover',
      position: sharp.strategy.attention,
      withoutEnlargement: true,
    });
  } else if (Math.max(pixels.info.width, pixels.info.height) > spec.size) {
    image = image.resize(spec.size, spec.size, { fit: 'inside', withoutEnlargement: true });
  }
  // Output carries no EXIF, XMP, IPTC or ICC: sharp writes metadata only when asked (keepMetadata & co.),
  // and the raw pixels it starts from have none to carry.
  const out =
    format === 'webp'
      ? image.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT[spec.name] })
      : image.flatten({ background: '#ffffff' }).jpeg(JPEG_OPTIONS);
  const { data, info } = await out.toBuffer({ resolveWithObject: true });
  return { name: spec.name, format, data, width: info.width, height: info.height };
}

/**
 * A variant's WebP, then its JPEG: the sizes encode in parallel, the two formats of one size in turn. All eight
 * at once lifted the process's memory ~25 MB higher for the same time on two cores (libvips runs one thread per
 * pipeline here: sharp.concurrency() is 1 with glibc's allocator).
 */
async function renderPair(pixels: Pixels, spec: VariantSpec): Promise<RenditionPair> {
  const webp = await render(pixels, spec, 'webp');
  return { webp, jpeg: await render(pixels, spec, 'jpeg') };
}

/** Every variant of the profile (see renderPair); enlargements of small pictures are shared, not made. */
async function renderVariants(pixels: Pixels, specs: VariantSpec[]): Promise<ProcessedPhoto['variants']> {
  const longSide = Math.max(pixels.info.width, pixels.info.height);
  const jobs = new Map<VariantName, Promise<RenditionPair>>();
  let previous: VariantSpec | undefined;
  for (const spec of [...specs].sort((a, b) => a.size - b.size)) {
    const shared = !spec.square && previous && !previous.square && longSide <= previous.size;
    const job = shared && previous ? jobs.get(previous.name) : renderPair(pixels, spec);
    if (job) jobs.set(spec.name, job);
    previous = spec;
  }
  const entries = await Promise.all([...jobs].map(async ([name, job]) => [name, await job] as const));
  return Object.fromEntries(entries);
}

/** The distinct renditions of a processed photo (shared variants once). */
export function distinctRenditions(photo: ProcessedPhoto): Rendition[] {
  const seen = new Set<Rendition>();
  for (const pair of Object.values(photo.variants)) {
    seen.add(pair.webp);
    seen.add(pair.jpeg);
  }
  return [...seen];
}

async function thumbhashOf(pixels: Pixels): Promise<string> {
  const { data, info } = await fromPixels(pixels)
    .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/** Header-only read: format, size and orientation, without decoding a single pixel. */
async function readHeader(file: string | Buffer): Promise<Metadata> {
  try {
    // limitInputPixels: false so that a bomb's header still reads; the limit is applied just below.
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    return meta;
  } catch (error) {
    throw decodeFailure(error);
  }
}

export async function processPhoto(source: PhotoSource): Promise<ProcessedPhoto> {
  const { file, profile } = source;
  const maxBytes = source.maxBytes ?? MEDIA_LIMITS.photoMaxBytes;
  const size = typeof file === 'string' ? (await fs.stat(file)).size : file.length;
  if (size > maxBytes) throw new HttpError(413, source.tooLargeMessage ?? UPLOAD_MESSAGES.photoTooLarge);

  const meta = await readHeader(file);
  // Decompression bombs: refused from the header, before a single pixel is decoded.
  if (meta.width * meta.height > MEDIA_LIMITS.photoMaxPixels) throw badRequest(UPLOAD_MESSAGES.tooManyPixels);

  // EXIF is read from the file while the pixels decode; posters (ffmpeg PNG frames) have none.
  const fromFile = () =>
    typeof file === 'string' ? readCameraData(file, meta.format) : Promise.resolve<CameraData | null>(null);
  const camera = source.cameraFrom
    ? readCameraData(source.cameraFrom, 'tiff').then((raw) => raw ?? fromFile())
    : fromFile();
  const specs = PROFILES[profile];
  let pixels: Pixels;
  try {
    pixels = await decodeUpright(file, meta, specs);
  } catch (error) {
    throw decodeFailure(error);
  }
  // Encoding pixels we decoded ourselves cannot fail because of the file: errors here are ours (500).
  const [variants, placeholder, cameraData] = await Promise.all([
    renderVariants(pixels, specs),
    thumbhashOf(pixels),
    camera,
  ]);
  return {
    width: pixels.full.width,
    height: pixels.full.height,
    variants,
    placeholder,
    camera: cameraData,
  };
}

/** The variant record of a stored rendition. */
export function variantOf(rendition: Rendition, url: string): MediaVariant {
  return {
    url,
    width: rendition.width,
    height: rendition.height,
    bytes: rendition.data.length,
    format: rendition.format,
  };
}

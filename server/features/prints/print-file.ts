// The images of the print shop, made with sharp from the private original (media_assets.originalKey, never
// served): the print file at the ordered size (300 dpi where the original allows, refused below 150 dpi) and the
// small public preview with a tiled "WildLens preview" watermark, so the preview is no use as a print.
import { PRINT_MESSAGES, PRINT_RULES, pixelsFor } from '@common/schemas/prints';
import sharp from 'sharp';
import { HttpError } from '../../http/errors';
import type { MediaStorage } from '../../media/storage';

export interface PrintSize {
  size: string;
  widthMm: number;
  heightMm: number;
}

/** The original's bytes from storage. */
export async function readOriginal(storage: MediaStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The dpi a print of `size` gets from a `width` x `height` photo: the print is turned to the photo's orientation
 * (a landscape photo prints landscape), and the photo is cropped to the paper's shape, so the smaller of the two
 * sides' dpi decides.
 */
export function achievableDpi(width: number, height: number, size: PrintSize): number {
  const longPx = Math.max(width, height);
  const shortPx = Math.min(width, height);
  const longMm = Math.max(size.widthMm, size.heightMm);
  const shortMm = Math.min(size.widthMm, size.heightMm);
  return Math.min((longPx / longMm) * 25.4, (shortPx / shortMm) * 25.4);
}

/** Pixels the print needs at the minimum dpi, short side x long side ("1754x2480"). */
export function minimumPixels(size: PrintSize): string {
  const shortMm = Math.min(size.widthMm, size.heightMm);
  const longMm = Math.max(size.widthMm, size.heightMm);
  return `${pixelsFor(shortMm, PRINT_RULES.minimumDpi)}x${pixelsFor(longMm, PRINT_RULES.minimumDpi)}`;
}

/** 422 when the photo is below 150 dpi at this size. */
export function assertPrintable(width: number | null, height: number | null, size: PrintSize): void {
  if (width && height && achievableDpi(width, height, size) + 1e-9 >= PRINT_RULES.minimumDpi) return;
  const message = PRINT_MESSAGES.resolutionTooLow
    .replace('{{size}}', size.size)
    .replace('{{needed}}', minimumPixels(size));
  throw new HttpError(422, message, [{ path: 'optionId', message }]);
}

/** The print file: a JPEG of the paper's exact pixel size at 300 dpi (or the photo's best between 150 and 300). */
export async function makePrintFile(
  original: Buffer,
  size: PrintSize,
): Promise<{ data: Buffer; width: number; height: number; dpi: number }> {
  const image = sharp(original, { limitInputPixels: 400_000_000 }).rotate();
  const meta = await image.metadata();
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  assertPrintable(width, height, size);
  const dpi = Math.min(PRINT_RULES.targetDpi, Math.floor(achievableDpi(width, height, size)));
  const longMm = Math.max(size.widthMm, size.heightMm);
  const shortMm = Math.min(size.widthMm, size.heightMm);
  const landscape = width >= height;
  const outW = pixelsFor(landscape ? longMm : shortMm, dpi);
  const outH = pixelsFor(landscape ? shortMm : longMm, dpi);
  const data = await image
    .resize(outW, outH, { fit: 'cover', position: 'attention' })
    .withMetadata({ density: dpi })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return { data, width: outW, height: outH, dpi };
}

function watermarkSvg(width: number, height: number): Buffer {
  const tile = 220;
  const rows: string[] = [];
  for (let y = 40; y < height + tile; y += tile / 2)
    for (let x = ((y / (tile / 2)) % 2) * (tile / 2) - tile; x < width + tile; x += tile)
      rows.push(`<text x="${x}" y="${y}" transform="rotate(-30 ${x} ${y})">WildLens preview</text>`);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<style>text{font:bold 26px sans-serif;fill:#fff;fill-opacity:.45;stroke:#000;stroke-opacity:.25;stroke-width:1}</style>' +
      `${rows.join('')}</svg>`,
  );
}

/** The public preview: at most 800 px on its long side, WebP, tiled watermark over the whole image. */
export async function makePreview(
  original: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
  const max = PRINT_RULES.previewMaxPx;
  const resized = await sharp(original, { limitInputPixels: 400_000_000 })
    .rotate()
    .resize(max, max, { fit: 'inside', withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = resized.info;
  const data = await sharp(resized.data)
    .composite([{ input: watermarkSvg(width, height), top: 0, left: 0 }])
    .webp({ quality: 75 })
    .toBuffer();
  return { data, width, height };
}

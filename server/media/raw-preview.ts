// The picture a camera RAW file publishes: the largest JPEG the camera embedded in it (every RAW format keeps one,
// full size on most bodies, for its own screen and for viewers), found by its JPEG structure rather than by each
// maker's container (DNG, CR2, NEF, ARW, PEF: TIFF sub-images; RW2; ORF maker notes; RAF; CR3 boxes), so one
// reader serves them all. Decoding the sensor data itself is not attempted: the preview is what the camera made
// of it, and it decodes with the normal photo pipeline.
//
// The file is read in chunks with positional reads (a 100 MB RAW never sits in memory), and only the chosen
// preview is copied out. The RAW's own orientation (EXIF of its first IFD, which TIFF-based previews follow) is
// written into the copy, so the pipeline's autoOrient turns it upright.
import fs from 'node:fs/promises';
import { UPLOAD_MESSAGES } from '@common/schemas/media';
import exifr from 'exifr';
import { badRequest } from '../http/errors';

const CHUNK_BYTES = 4 * 1024 * 1024;
/** Start-of-image candidates whose headers are read; a RAW holds a handful of real JPEGs. */
const MAX_CANDIDATES = 256;
/** Markers read before a JPEG's frame header; real ones have a dozen (APPn, DQT, DHT, SOF). */
const MAX_HEADER_MARKERS = 64;
/** The largest preview copied out (a full-size preview of a 100 MP body is about 30 MB). */
const MAX_PREVIEW_BYTES = 64 * 1024 * 1024;
/** A preview smaller than this on its long side is a thumbnail, not something to publish. */
export const MIN_PREVIEW_SIDE = 640;

/** Baseline, extended and progressive Huffman JPEG: what the pipeline decodes (lossless SOF3 is sensor data). */
const DECODABLE_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const SOS = 0xda;
const EOI = 0xd9;
const START_OF_IMAGE = Buffer.from([0xff, 0xd8, 0xff]);
const END_OF_IMAGE = Buffer.from([0xff, EOI]);

export interface EmbeddedJpeg {
  /** Where its start-of-image marker is in the RAW file. */
  offset: number;
  width: number;
  height: number;
  /** Where its first start-of-scan marker is (the entropy-coded data follows). */
  scanAt: number;
}

interface Reader {
  size: number;
  read(at: number, length: number): Promise<Buffer>;
}

function readerOf(handle: fs.FileHandle, size: number): Reader {
  return {
    size,
    async read(at, length) {
      const wanted = Math.max(0, Math.min(length, size - at));
      const buffer = Buffer.alloc(wanted);
      const { bytesRead } = wanted > 0 ? await handle.read(buffer, 0, wanted, at) : { bytesRead: 0 };
      return buffer.subarray(0, bytesRead);
    },
  };
}

/**
 * The frame of the JPEG starting at `offset`, or null when the bytes there only look like a start of image
 * (random sensor data): every marker up to the first scan must be well formed, with a decodable 8-bit frame.
 */
async function jpegAt(reader: Reader, offset: number): Promise<EmbeddedJpeg | null> {
  let at = offset + 2;
  let frame: { width: number; height: number } | null = null;
  for (let n = 0; n < MAX_HEADER_MARKERS; n += 1) {
    const head = await reader.read(at, 4);
    if (head.length < 4 || head[0] !== 0xff) return null;
    const marker = head[1] ?? 0;
    // A fill byte before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === SOS) return frame ? { offset, ...frame, scanAt: at } : null;
    // Standalone markers, a second start of image or a padding byte here mean this is not a JPEG header.
    if (marker < 0xc0 || marker === 0xd8 || marker === EOI || (marker >= 0xd0 && marker <= 0xd7)) return null;
    const length = head.readUInt16BE(2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (!DECODABLE_FRAMES.has(marker) || frame) return null;
      const sof = await reader.read(at + 4, 6);
      if (sof.length < 6) return null;
      const precision = sof[0];
      const height = sof.readUInt16BE(1);
      const width = sof.readUInt16BE(3);
      const components = sof[5];
      if (precision !== 8 || (components !== 1 && components !== 3) || width === 0 || height === 0)
        return null;
      frame = { width, height };
    }
    at += 2 + length;
    if (at >= reader.size) return null;
  }
  return null;
}

/** Every well-formed embedded JPEG of the file (previews, thumbnails, the thumbnails inside previews). */
export async function embeddedJpegs(reader: Reader): Promise<EmbeddedJpeg[]> {
  const found: EmbeddedJpeg[] = [];
  let tried = 0;
  // Each chunk starts 2 bytes before the previous one ended, so a marker across the boundary is seen once.
  for (let start = 0; start < reader.size && tried < MAX_CANDIDATES; start += CHUNK_BYTES - 2) {
    const chunk = await reader.read(start, CHUNK_BYTES);
    for (let i = chunk.indexOf(START_OF_IMAGE); i !== -1 && tried < MAX_CANDIDATES; ) {
      tried += 1;
      const jpeg = await jpegAt(reader, start + i);
      if (jpeg) found.push(jpeg);
      i = chunk.indexOf(START_OF_IMAGE, i + 1);
    }
    if (chunk.length < CHUNK_BYTES) break;
  }
  return found;
}

/**
 * Where the JPEG ends: its end-of-image marker after the first scan (in entropy-coded data a 0xFF byte is always
 * followed by 0x00 or a restart marker, and progressive scans are separated by markers that are not EOI).
 */
async function jpegEnd(reader: Reader, jpeg: EmbeddedJpeg): Promise<number | null> {
  const limit = Math.min(reader.size, jpeg.offset + MAX_PREVIEW_BYTES);
  for (let start = jpeg.scanAt; start < limit; start += CHUNK_BYTES - 1) {
    const chunk = await reader.read(start, Math.min(CHUNK_BYTES, limit - start));
    const i = chunk.indexOf(END_OF_IMAGE);
    if (i !== -1) return start + i + 2;
    if (chunk.length < CHUNK_BYTES) break;
  }
  return null;
}

/** The RAW's own orientation (1-8) from its first IFD, when it is a TIFF-structured file exifr reads. */
async function rawOrientation(file: string): Promise<number | null> {
  try {
    const tags = (await exifr.parse(file, {
      tiff: true,
      ifd0: { pick: ['Orientation'] },
      exif: false,
      gps: false,
      translateValues: false,
    } as Parameters<typeof exifr.parse>[1])) as { Orientation?: unknown } | undefined;
    const value = Number(tags?.Orientation);
    return Number.isInteger(value) && value >= 1 && value <= 8 ? value : null;
  } catch {
    return null;
  }
}

/** A minimal APP1 EXIF segment holding only the orientation. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8); // one entry
  tiff.writeUInt16LE(0x0112, 10); // Orientation
  tiff.writeUInt16LE(3, 12); // SHORT
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  tiff.writeUInt32LE(0, 22); // no next IFD
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/**
 * The preview with `orientation` as its only EXIF: the preview's own EXIF segments (if any) are dropped, since
 * the RAW's orientation is the one that describes its pixels and the camera data is read from the RAW itself.
 */
export function withOrientation(jpeg: Buffer, orientation: number): Buffer {
  const kept: Buffer[] = [jpeg.subarray(0, 2), orientationSegment(orientation)];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker === SOS) break;
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    const isExif = marker === 0xe1 && jpeg.toString('latin1', at + 4, at + 10) === 'Exif\0\0';
    if (!isExif) kept.push(jpeg.subarray(at, end));
    at = end;
  }
  kept.push(jpeg.subarray(at));
  return Buffer.concat(kept);
}

/**
 * Writes the largest embedded JPEG of the RAW file `rawFile` to `target`, upright as the camera recorded it.
 * Refuses with a 400 when the file holds no preview large enough to publish.
 */
export async function extractRawPreview(
  rawFile: string,
  target: string,
): Promise<{ width: number; height: number }> {
  const handle = await fs.open(rawFile, 'r');
  try {
    const reader = readerOf(handle, (await handle.stat()).size);
    const candidates = (await embeddedJpegs(reader))
      .filter((j) => Math.max(j.width, j.height) >= MIN_PREVIEW_SIDE)
      .sort((a, b) => b.width * b.height - a.width * a.height);
    for (const jpeg of candidates) {
      const end = await jpegEnd(reader, jpeg);
      if (end === null) continue;
      const bytes = await reader.read(jpeg.offset, end - jpeg.offset);
      const orientation = await rawOrientation(rawFile);
      await fs.writeFile(target, orientation === null ? bytes : withOrientation(bytes, orientation), {
        flag: 'wx',
      });
      return { width: jpeg.width, height: jpeg.height };
    }
  } finally {
    await handle.close();
  }
  throw badRequest(UPLOAD_MESSAGES.rawNoPreview);
}
